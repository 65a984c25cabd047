"""A stay followed by a denial of going ('squadrons 1 and 2 stay in port, no sailing', engine.words.stay_confirmed)
and a stay's purpose of no order ('to repair', 'to rest', engine.words.tails), round 21. Read as the stay; a denial
after a move, of something else, or with more words stays refused or read as before."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("rules, nation, text, orders", [
    ("napoleonic", "Great Britain", "squadrons 1 and 2 stay in the English Channel, no sailing.",
     ["squadron 1 holds", "squadron 2 holds"]),
    ("napoleonic", "Great Britain", "Corps A holds, no moving this turn.", ["A holds"]),
    ("napoleonic", "Great Britain", "Corps A stays in London to recover, not moving.", ["A holds"]),
    ("napoleonic", "Spain", "the fleet that got beaten last season (squadrons 1 and 2) stays in port to refit, no sailing.",
     ["squadron 1 holds", "squadron 2 holds"]),
])
def test_read_as_the_stay(rules, nation, text, orders):
    shown, sheet = checked(rules, nation, "spring-1805-war", text)
    assert shown == orders and not sheet.problems, (shown, sheet.problems)


@pytest.mark.parametrize("text", [
    "squadrons 1 and 2 sail to the North Sea to repair, no sailing.",
    "squadrons 1 and 2 stay in the English Channel, no sailing unless the French come.",
    "squadrons 1 and 2 stay in the English Channel, no sailing to the North Sea.",
    "squadrons 1 and 2 stay in the English Channel to attack, no sailing.",
])
def test_refused(text):
    shown, sheet = checked("napoleonic", "Great Britain", "spring-1805-war", text)
    assert sheet.problems, shown


def test_a_stay_denied_itself_is_never_read_by_its_denial():
    shown, sheet = checked("napoleonic", "Spain", "spring-1805-war",
                           "Never the fleet that got beaten last season (squadrons 1 and 2) stays in port to refit, "
                           "no sailing.")
    assert not shown, shown
