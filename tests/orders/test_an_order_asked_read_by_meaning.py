"""Issue 22, round 16 (helper Dr2, the mutation measure's eia drops): a line filed as no order that, its '?' or
opening negation taken off, reads only by meaning ('corps I: Rhineland > Thuringia > Franconia?', 'The Cossacks
from Podolia to Lemberg as well?') is asked with the order offered, never filed as no order
(engine.words.asked_or_denied.with_meaning). A question naming no order stays talk."""

import pytest

from tests.orders.bundled import checked

ASKED = [
    ("eia", "France", "france-land", "corps I: Rhineland > Thuringia > Franconia?"),
    ("eia", "Russia", "russia-land", "The Cossacks from Podolia to Lemberg as well?"),
    ("eia", "France", "france-land", "Never corps II: Rhineland > Thuringia"),
]


@pytest.mark.parametrize("ruleset, nation, where, line", ASKED)
def test_a_question_of_an_order_read_by_meaning_is_asked(ruleset, nation, where, line):
    got, sheet = checked(ruleset, nation, where, f"Hello GM,\n{line}\n")
    assert got == []
    assert 2 in [p.line for p in sheet.problems]


def test_a_question_of_no_order_stays_talk():
    got, sheet = checked("eia", "Russia", "russia-land", "Hello GM,\nHow are you?\nIs the weather fine in Moscow?\n")
    assert not sheet.problems
