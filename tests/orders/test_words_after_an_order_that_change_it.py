"""Issue 22, round 22 (helper Sd): words after an order that change what it means are asked, the order held back:
a reason holding a condition ('..., because we commit it only if Paris is attacked') and the act said done already
('..., which we did last month'); never set aside or dropped in silence (engine.words.tail_asked)."""

import pytest

from engine.words.tail_asked import tail_said
from tests.orders.bundled import checked

ASKED = [
    ("eia", "France", "start", "standing guard: hold, because we commit it only if Paris is attacked", "condition"),
    ("eia", "France", "start", "We declare war on Spain, because we only fight if Spain attacks.", "condition"),
    ("eia", "France", "start", "We declare war on Spain, which we did last month.", "given before"),
    ("eia", "France", "start", "We ally with Spain, which we have already done.", "given before"),
    ("napoleonic", "Prussia", "spring-1805-war", "B: Silesia -> Saxony, since we go only if Austria moves first",
     "condition"),
    ("napoleonic", "Austria", "start", "We declare war on Prussia, which we did last winter.", "given before"),
    ("classic", "France", "start", "1 army 21 -> 25, because we move it unless Spain objects", "condition"),
    ("classic", "France", "start", "give 10 gold to Spain, which we did last turn", "given before"),
    ("succheesion", "Crimsonia", "start", "4 units 9 -> 4, because we attack only if they stay", "condition"),
    ("succheesion", "Crimsonia", "start", "4 units 9 -> 4, which we did last turn", "given before"),
]


@pytest.mark.parametrize("rules_id,nation,where,text,why", ASKED)
def test_the_order_is_held_and_asked(rules_id, nation, where, text, why):
    orders, sheet = checked(rules_id, nation, where, text)
    assert not orders, orders
    assert any(why in p.reason for p in sheet.problems), sheet.problems


# Near misses: a reason with no condition, the same act done again ('as we did'), a relative of another thing.
READ = [
    ("eia", "France", "start", "We declare war on Spain, because they attacked us.", ["declare war on Spain"]),
    ("eia", "France", "start", "We declare war on Spain, as we did last month.", ["declare war on Spain"]),
    ("eia", "France", "start", "standing guard: hold", ["standing guard: hold"]),
    ("eia", "France", "start", "We ally with Spain, which we have wanted for years.", ["ally with Spain"]),
    ("classic", "France", "start", "1 army 21 -> 25, because the border is weak", ["1 army 21 -> 25"]),
]


@pytest.mark.parametrize("rules_id,nation,where,text,expected", READ)
def test_words_that_change_nothing_leave_the_order_read(rules_id, nation, where, text, expected):
    orders, sheet = checked(rules_id, nation, where, text)
    assert orders == expected, (orders, sheet.problems)


def test_a_long_line_reads_in_linear_time():
    assert tail_said("x" + ", because" * 30000) == ""
    assert tail_said("A, which we " + "already " * 40 + "did") != ""
