"""Issue 22, round 6: politeness said with 'if' ('If I may, ...', '..., if possible', '(if that's OK)') sets no
condition in classic: the order reads. Any other 'if' is a condition, read as classic's army counts or refused."""

import pytest

from engine.words.polite_ifs import without_polite_if
from tests.orders.bundled import checked

READ = [
    ("Carthage", "If I may, I'd like the two armies in Numidia (109) to go to Mauretania (110), please. Nothing else, "
                 "if that's OK.", ["2 armies 109 -> 110"]),
    ("Carthage", "If possible, 2 armies 109 -> 110", ["2 armies 109 -> 110"]),
    ("Carthage", "2 armies 109 -> 110, if possible.", ["2 armies 109 -> 110"]),
    ("Carthage", "2 armies 109 -> 110 (if possible)", ["2 armies 109 -> 110"]),
    ("Carthage", "If it's not too much trouble, buy 1 army in 107.", ["buy 1 army in 107"]),
    ("Carthage", "buy 1 army in 107 if that's ok", ["buy 1 army in 107"]),
    ("Russia", "If you don't mind, my ship in H sails to G.", ["1 ship H -> G"]),
    ("Russia", "2 armies 86 -> 74 if it pleases Your Majesty", ["2 armies 86 -> 74"]),
    ("Spain", "If you would be so kind: 3 armies 14 -> 15", ["3 armies 14 -> 15"]),
]


@pytest.mark.parametrize("nation, message, orders", READ)
def test_politeness_with_if_sets_no_condition(nation, message, orders):
    got, sheet = checked("classic", nation, "start", message)
    assert sheet.problems == () and got == orders


ASKED = [
    ("Carthage", "2 armies 109 -> 110, if Rome agrees"),
    ("Carthage", "If I may, 2 armies 109 -> 110 if Rome agrees"),
    ("Carthage", "If Rome stays out, 2 armies 109 -> 110"),
    ("Carthage", "2 armies 109 -> 110 if possible, else 107 -> 106"),
]


@pytest.mark.parametrize("nation, message", ASKED)
def test_any_other_if_is_still_a_condition(nation, message):
    _, sheet = checked("classic", nation, "start", message)
    assert sheet.problems


def test_only_the_ends_are_taken_off_and_a_long_line_stays_linear():
    assert without_polite_if("2 armies 109 -> 110") == "2 armies 109 -> 110"
    assert without_polite_if("2 if possible 3") == "2 if possible 3"
    assert without_polite_if("if " * 30_000) == "if " * 30_000
