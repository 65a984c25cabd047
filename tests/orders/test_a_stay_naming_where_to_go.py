"""Issue 22, round 16 (helper Dr2, the mutation measure's '3 ships stays nach Switzerland' filed as a stay): a stay
that names a place to go to ('3 armies 21 stay to 24', '2 ships stay towards G') says two things: it is refused,
never read as a stay with the place passed over (engine.words.movement.says_nothing_more). A stay where the units
stand ('stay in 21') or with a purpose ('stay to guard it') stays read."""

import pytest

from tests.orders.bundled import checked

REFUSED = [
    ("classic", "France", "start", "3 armies 21 stay to 24"),
    ("classic", "France", "start", "2 ships stay towards G"),
    ("classic", "France", "start", "3 ships stays nach Switzerland"),
    ("classic", "France", "start", "The army in 21 remains into 22"),
    ("succheesion", "Maustria", "start", "The 2 Infantry in 21 stay to 24"),
]
STAYS = [
    ("classic", "France", "start", "3 armies 21 stay in 21"),
    ("classic", "France", "start", "The armies in 21 stay to guard it"),
    ("classic", "France", "start", "The armies in 21 stay put"),
]


@pytest.mark.parametrize("ruleset, nation, where, line", REFUSED)
def test_a_stay_naming_a_place_to_go_is_refused(ruleset, nation, where, line):
    got, sheet = checked(ruleset, nation, where, f"Hello GM,\n{line}\n")
    assert got == []
    assert [p.line for p in sheet.problems] == [2]


@pytest.mark.parametrize("ruleset, nation, where, line", STAYS)
def test_a_stay_where_the_units_stand_is_no_problem(ruleset, nation, where, line):
    got, sheet = checked(ruleset, nation, where, f"Hello GM,\n{line}\n")
    assert not sheet.problems
