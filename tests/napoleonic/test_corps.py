"""Corps: three divisions of any kind plus an optional scouting cavalry; reorganised freely
inside one province, before anyone moves."""

from engine.rulesets.napoleonic.events import Reorganised

from .helpers import corps, edges, events, land, make_map, nation, play, position, problems, rejections, sheet

BOARD = make_map(land("paris:5 alsace:3 baden:2 bavaria:2"), edges("paris-alsace alsace-baden baden-bavaria"))


def france(*units, season="Spring 1805"):
    return position(BOARD, season=season, nations=[nation("France", home="paris alsace", gold=50)],
                    corps=list(units))


def composition(state, letter):
    c = corps(state, "France", letter)
    return None if c is None else (c.at, c.composition())


def test_divisions_pass_between_corps_in_one_province():
    state = france("France A paris: 3 infantry", "France B paris: 1 artillery")
    res = play(BOARD, state, {"France": "transfer 2 infantry from A to B"})
    assert composition(res.state, "A") == ("paris", "1 infantry")
    assert composition(res.state, "B") == ("paris", "2 infantry, 1 artillery")
    assert events(res, Reorganised)[0].private_to == ("France",)


def test_a_new_letter_forms_a_new_corps():
    state = france("France A paris: 2 infantry, 1 cavalry + scout")
    res = play(BOARD, state, {"France": "transfer 1 cavalry from A to D"})
    assert composition(res.state, "D") == ("paris", "1 cavalry")


def test_two_corps_combine_into_a_third_and_the_empty_shells_disappear():
    state = france("France A paris: 2 infantry", "France B paris: 1 artillery + scout")
    res = play(BOARD, state, {"France": "transfer 2 infantry from A to C\ntransfer 1 artillery from B to C\n"
                                        "transfer 1 scouting cavalry from B to C"})
    assert [c.letter for c in res.state.corps_of("France")] == ["C"]
    assert composition(res.state, "C") == ("paris", "2 infantry, 1 artillery + scouting cavalry")


def test_no_corps_holds_more_than_three_divisions_besides_its_scouting_cavalry():
    state = france("France A paris: 2 infantry", "France B paris: 2 artillery")
    s = sheet(BOARD, state, "France", "transfer 2 artillery from B to A")
    assert problems(s) == ["line 1: not allowed ('transfer 2 artillery from B to A'): corps A would hold "
                           "4 divisions; a corps holds 3 plus a scouting cavalry"]


def test_a_fourth_cavalry_joins_as_the_scouting_cavalry():
    state = france("France A paris: 3 infantry", "France B paris: 2 cavalry")
    res = play(BOARD, state, {"France": "transfer 1 cavalry from B to A"})
    assert composition(res.state, "A") == ("paris", "3 infantry + scouting cavalry")
    assert composition(res.state, "B") == ("paris", "1 cavalry")


def test_a_corps_has_one_scouting_cavalry_at_most():
    state = france("France A paris: 1 infantry + scout", "France B paris: 1 infantry + scout")
    s = sheet(BOARD, state, "France", "transfer 1 scouting cavalry from B to A")
    assert problems(s) == ["line 1: not allowed ('transfer 1 scouting cavalry from B to A'): corps A already "
                           "has its scouting cavalry (one per corps)"]


def test_a_scouting_cavalry_left_alone_rides_as_a_cavalry_division():
    # Corps A gives away its 3 infantry: what is left is one cavalry, not a scout without a corps.
    state = france("France A paris: 3 infantry + scout")
    res = play(BOARD, state, {"France": "transfer 3 infantry from A to B"})
    assert composition(res.state, "A") == ("paris", "1 cavalry")
    # ... and a scouting cavalry sent to form a corps of its own is a cavalry division there.
    state = france("France A paris: 3 infantry + scout")
    res = play(BOARD, state, {"France": "transfer 1 scouting cavalry from A to Z"})
    assert composition(res.state, "A") == ("paris", "3 infantry")
    assert composition(res.state, "Z") == ("paris", "1 cavalry")


def test_corps_in_different_provinces_cannot_exchange_divisions():
    state = france("France A paris: 2 infantry", "France B alsace: 1 infantry")
    s = sheet(BOARD, state, "France", "transfer 1 infantry from A to B")
    assert problems(s) == ["line 1: not allowed ('transfer 1 infantry from A to B'): corps A is in Paris and "
                           "corps B in Alsace: divisions pass between corps in one province"]


def test_a_corps_gives_only_what_it_has():
    state = france("France A paris: 2 infantry")
    assert problems(sheet(BOARD, state, "France", "transfer 1 artillery from A to B")) == [
        "line 1: not allowed ('transfer 1 artillery from A to B'): corps A has 0 artillery, not 1"]
    assert problems(sheet(BOARD, state, "France", "transfer 1 infantry from Q to B")) == [
        "line 1: not allowed ('transfer 1 infantry from Q to B'): France has no corps Q"]


def test_reorganisation_happens_where_the_corps_stand_before_they_move():
    # A marches to Alsace, but the transfer to B (in Alsace) is made first, in Paris: it fails.
    state = france("France A paris: 2 infantry", "France B alsace: 1 infantry")
    res = play(BOARD, state, {"France": "A - Alsace\ntransfer 1 infantry from A to B"})
    assert composition(res.state, "A") == ("alsace", "2 infantry")
    assert composition(res.state, "B") == ("alsace", "1 infantry")


def test_cavalry_left_alone_after_a_transfer_rides_two_spaces_and_the_infantry_one():
    # A (1 infantry, 2 cavalry) leaves its infantry with new corps B: A is all cavalry and rides
    # two provinces; each division still moves no further than its own allowance.
    state = france("France A paris: 1 infantry, 2 cavalry")
    res = play(BOARD, state, {"France": "transfer 1 infantry from A to B\nA - Alsace - Baden\nB - Alsace"})
    assert composition(res.state, "A") == ("baden", "2 cavalry")
    assert composition(res.state, "B") == ("alsace", "1 infantry")


def test_a_division_built_this_season_keeps_the_corps_it_joins_from_moving():
    state = france("France A paris: 2 infantry")
    res = play(BOARD, state, {"France": "build 1 artillery in Paris\ntransfer 1 artillery from B to A\n"
                                        "A - Alsace"})
    assert composition(res.state, "A") == ("paris", "2 infantry, 1 artillery")
    assert corps(res.state, "France", "A").new
    assert rejections(res) == ["not allowed: corps A holds divisions built this season: it cannot move, "
                               "but it defends"]


def test_old_divisions_joining_a_new_corps_stay_with_it():
    state = france("France A paris: 2 infantry")
    res = play(BOARD, state, {"France": "build 1 infantry in Paris\ntransfer 2 infantry from A to B\nB - Alsace"})
    assert composition(res.state, "B") == ("paris", "3 infantry")
    assert corps(res.state, "France", "A") is None


def test_corps_may_be_reorganised_in_winter_too():
    state = france("France A paris: 2 infantry", season="Winter 1805")
    res = play(BOARD, state, {"France": "transfer 1 infantry from A to B"}, dice=[1, 1])
    assert composition(res.state, "B") == ("paris", "1 infantry")
