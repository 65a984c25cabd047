"""A transfer to a letter no corps has forms that corps where the giving corps stands (seed 000, Corps: "new
Corps can be formed, all of this being free of charge"); the corps the same orders build elsewhere take the
next free letters, not the one the player named (engine/rulesets/napoleonic/new_letters.py)."""

import pytest

from .helpers import corps, edges, land, make_map, nation, play, position, problems, sheet

BOARD = make_map(land("paris:5 alsace:3 picardy:2 baden:2"), edges("paris-alsace paris-picardy alsace-baden"))


def france(*units, season="Spring 1805"):
    return position(BOARD, season=season, nations=[nation("France", home="paris alsace picardy", gold=50)],
                    corps=list(units))


def composition(state, letter):
    c = corps(state, "France", letter)
    return None if c is None else (c.at, c.composition(), c.new)


@pytest.mark.parametrize("text", ["build 1 infantry in Paris\ntransfer 1 infantry from B to C",
                                  "transfer 1 infantry from B to C\nbuild 1 infantry in Paris"])
def test_a_transfer_to_a_new_letter_forms_it_where_the_giver_stands_and_builds_elsewhere_take_the_next(text):
    state = france("France A alsace: 2 infantry", "France B picardy: 3 infantry")
    assert problems(sheet(BOARD, state, "France", text)) == []
    res = play(BOARD, state, {"France": text})
    assert composition(res.state, "C") == ("picardy", "1 infantry", False)
    assert composition(res.state, "D") == ("paris", "1 infantry", True)
    assert composition(res.state, "B") == ("picardy", "2 infantry", False)


def test_a_build_in_the_givers_own_province_is_still_the_corps_the_transfer_joins():
    """Near miss: the giver stands where the build is, so the built corps C may be the one meant (as before)."""
    state = france("France A alsace: 2 infantry", "France B paris: 1 infantry, 1 cavalry")
    res = play(BOARD, state, {"France": "build 1 infantry in Paris\ntransfer 1 cavalry from B to C"})
    assert composition(res.state, "C") == ("paris", "1 infantry, 1 cavalry", True)
    assert corps(res.state, "France", "D") is None


def test_a_transfer_between_corps_in_two_provinces_is_still_refused():
    state = france("France A alsace: 2 infantry", "France B picardy: 3 infantry")
    assert problems(sheet(BOARD, state, "France", "transfer 1 infantry from B to A")) == [
        "line 1: not allowed ('transfer 1 infantry from B to A'): corps B is in Picardy and corps A in Alsace: "
        "divisions pass between corps in one province"]
