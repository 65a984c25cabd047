"""Issue 22, round 22 (helper Ne, engine/words/timed_clause.py): a later or earlier time said inside a trailing
purpose, relative clause or bracket is said of that clause, not of the order before it. The order is read; the
later clause stays refused as an intention for a later turn; a past said of someone else in a relative clause
('whose ships sheltered the French last month') is news. A time in the order's own clause, a bracket or purpose
that puts the order itself off ('(next turn)', 'to be done next turn'), and an order said in the past stay
refused."""

import pytest

from tests.orders.bundled import checked

LATER = "an intention for a later turn"

READ_BESIDE_A_LATER_CLAUSE = [
    ("classic", "Italy", "start", "3 armies 37 -> 38, to attack Rome next turn", ["3 armies 37 -> 38"]),
    ("classic", "Italy", "start", "3 armies 37 -> 38 (they go on to 36 next turn)", ["3 armies 37 -> 38"]),
    ("napoleonic", "Prussia", "spring-1805-war", "A - Saxony, to push on to Bohemia next turn", ["A - Saxony"]),
    ("eia", "Spain", "spain-naval", "The Cadiz fleet sails into the Gulf of Cadiz, to land at Lisbon next month.",
     ["fleet Cadiz: Andalusia - Gulf of Cadiz"]),
]


@pytest.mark.parametrize("rules_id, nation, where, text, orders", READ_BESIDE_A_LATER_CLAUSE)
def test_the_order_is_read_and_the_later_clause_refused(rules_id, nation, where, text, orders):
    got, sheet = checked(rules_id, nation, where, text)
    assert got == orders, sheet.problems
    assert [p.reason for p in sheet.problems if LATER in p.reason], sheet.problems


def test_a_past_said_of_another_nation_is_news():
    got, sheet = checked("eia", "Great Britain", "start",
                         "Great Britain declares war on Spain, whose fleet hid the French squadron last month.")
    assert (got, sheet.problems) == (["declare war on Spain"], ()), sheet.problems


STAY_REFUSED = [
    ("classic", "Italy", "start", "3 armies 37 -> 38 next turn"),
    ("classic", "Italy", "start", "3 armies 37 -> 38, to be done next turn"),
    ("classic", "Italy", "start", "3 armies 37 -> 38 (next turn)"),
    ("eia", "Spain", "spain-naval", "The Cadiz fleet sails into the Gulf of Cadiz next month."),
    ("eia", "Great Britain", "start", "We declared war on Spain, whose fleet hid the French squadron last month."),
    ("eia", "Great Britain", "start", "Last month we declared war on Spain, whose fleet hid the French squadron."),
]


@pytest.mark.parametrize("rules_id, nation, where, text", STAY_REFUSED)
def test_a_time_of_the_order_itself_keeps_it_refused(rules_id, nation, where, text):
    got, sheet = checked(rules_id, nation, where, text)
    assert got == [] and sheet.problems, (got, sheet.problems)


def test_long_lines_are_read_in_linear_time():
    from engine.words.timed_clause import clause_opened, head_before_past
    raw = (" " * 100_000 + "x, to y next month").split()
    assert clause_opened(raw, len(raw) - 2) is None or isinstance(clause_opened(raw, len(raw) - 2), int)
    assert head_before_past("a" + " " * 100_000 + ", whose b last month", "last month") is None
