"""Scouting: a corps with scouting cavalry sees every space next to a space on its path, as things
stood at the start of the season (rules notes); a scouted corps with scouting cavalry of its own
shows only that. A named target is reported even when nothing foreign stands there."""

from engine.reports.render import render
from engine.rulesets.napoleonic.events import Scouted, Supply

from .helpers import (
    RULES, corps, edges, events, internal_text, land, make_map, nation, play, position, problems, public_text,
    sea, sheet, winter_dice)

# Alsace is French, Westphalia Prussian (France's ally); Thuringia, Holland, Saxony and Bohemia
# are neutral. Holland borders Thuringia; Bohemia borders only Saxony.
BOARD = make_map(land("alsace:3 thuringia:2 westphalia:2 holland:3 saxony:2 bohemia:2 berlin:3 london:5"),
                 sea("north_sea"),
                 edges("alsace-thuringia thuringia-westphalia thuringia-holland thuringia-saxony saxony-bohemia "
                       "westphalia-berlin holland~north_sea london~north_sea"))


def fall_1808(*extra):
    return position(
        BOARD, season="Fall 1808",
        nations=[nation("France", home="alsace", gold=20), nation("Prussia", home="westphalia berlin"),
                 nation("Great Britain", home="london", gold=20)],
        relations=["France allied with Prussia"],
        corps=["France C alsace: 3 cavalry + scout",
               "Great Britain F holland: 2 infantry",
               "Great Britain H holland: 1 cavalry, 2 artillery",
               "Great Britain L holland: 3 artillery + scout", *extra],
        squadrons=["Great Britain 1 north_sea"])


ORDERS = {"France": "C - Thuringia - Westphalia, scout Holland"}


def seen_at(res, target):
    [seen] = [e for e in events(res, Scouted) if e.target == target]
    return seen


def test_the_seeds_fall_1808_example():
    # Corps C (4 cavalry) rides Alsace - Thuringia - Westphalia and scouts Holland on the way:
    # F and H are revealed in full; of L only its scouting cavalry is seen.
    state = fall_1808()
    res = play(BOARD, state, ORDERS)
    assert corps(res.state, "France", "C").at == "westphalia"
    [seen] = events(res, Scouted)
    assert (seen.nation, seen.corps, seen.target) == ("France", "C", "holland")
    assert seen.corps_seen == (("Great Britain", "F", "2 infantry", False),
                               ("Great Britain", "H", "1 cavalry, 2 artillery", False),
                               ("Great Britain", "L", "", True))
    report = internal_text(BOARD, state, res, "France")
    assert "Corps C scouted Holland: Great Britain corps F: 2 infantry" in report
    assert "Corps C scouted Holland: Great Britain corps H: 1 cavalry, 2 artillery" in report
    assert "Corps C scouted Holland: Great Britain corps L: has scouting cavalry; the rest is hidden" in report
    assert "3 artillery" not in report


def test_and_corps_c_winters_free_in_allied_prussia():
    fall = play(BOARD, fall_1808(), ORDERS).state
    res = play(BOARD, fall, dice=winter_dice(("heads", 1), ("heads", 1), ("heads", 1)))
    assert [e for e in events(res, Supply) if e.nation == "France"] == []


def test_what_the_scouts_see_is_for_the_scouting_nation_only():
    state = fall_1808()
    res = play(BOARD, state, ORDERS)
    [seen] = events(res, Scouted)
    assert (seen.public, seen.private_to) == (False, ("France",))
    assert "2 infantry" not in public_text(BOARD, state, res)
    assert "scouted" not in internal_text(BOARD, state, res, "Great Britain")


def test_scouts_see_the_positions_at_the_start_of_the_season():
    # F and H march out of Holland this season; the French scouts still find them there.
    state = fall_1808()
    res = play(BOARD, state, {**ORDERS, "Great Britain": "F - Thuringia\nH - Thuringia"})
    assert [c[1] for c in events(res, Scouted)[0].corps_seen] == ["F", "H", "L"]


def test_scouting_before_the_deadline_gives_the_same_result():
    state = fall_1808()
    sheets = {n: RULES.parse_orders(t, n, state, BOARD) for n, t in ORDERS.items()}
    early = RULES.scout(BOARD, state, sheets)
    assert early == events(play(BOARD, state, ORDERS), Scouted)
    text = render(RULES.scouting_report(BOARD, state, early, "France"), "text")
    assert "Corps C scouted Holland: Great Britain corps F: 2 infantry" in text


def test_a_corps_may_scout_without_moving():
    state = fall_1808()
    res = play(BOARD, state, {"France": "C scout Thuringia"})
    assert corps(res.state, "France", "C").at == "alsace"
    assert events(res, Scouted)[0].corps_seen == ()
    assert "Corps C scouted Thuringia: no foreign troops" in internal_text(BOARD, state, res, "France")


def test_the_target_must_be_next_to_a_space_the_corps_occupies_during_its_move():
    state = fall_1808()
    assert problems(sheet(BOARD, state, "France", "C - Thuringia - Westphalia, scout Saxony")) == []
    assert problems(sheet(BOARD, state, "France", "C - Thuringia - Westphalia, scout Bohemia")) == [
        "line 1: not allowed ('C - Thuringia - Westphalia, scout Bohemia'): Bohemia is not next to any space "
        "corps C occupies this season"]


def test_only_a_corps_with_scouting_cavalry_scouts():
    state = fall_1808("France A alsace: 3 cavalry")
    assert problems(sheet(BOARD, state, "France", "A scout Thuringia")) == [
        "line 1: not allowed ('A scout Thuringia'): corps A has no scouting cavalry"]


def test_scouting_a_sea_shows_the_squadrons_there():
    state = fall_1808("France A holland: 1 infantry + scout")
    res = play(BOARD, state, {"France": "A scout North Sea"})
    assert seen_at(res, "north_sea").squadrons_seen == (("Great Britain", 1),)
    assert "Corps A scouted North Sea: Great Britain squadron 1" in internal_text(BOARD, state, res, "France")


def test_a_scouting_corps_sees_every_space_next_to_its_path_without_naming_one():
    state = fall_1808("Great Britain K saxony: 2 infantry")
    res = play(BOARD, state, {"France": "C - Thuringia - Westphalia"})
    assert {e.target for e in events(res, Scouted)} == {"holland", "saxony"}   # only where foreigners stand
    assert seen_at(res, "saxony").corps_seen == (("Great Britain", "K", "2 infantry", False),)


def test_a_corps_that_holds_still_sees_the_spaces_around_it():
    state = fall_1808("France A thuringia: 1 infantry + scout")
    res = play(BOARD, state, {})
    assert [e.target for e in events(res, Scouted) if e.corps == "A"] == ["holland"]


def test_a_corps_without_scouting_cavalry_sees_nothing():
    state = fall_1808("France A thuringia: 3 infantry")
    res = play(BOARD, state, {"France": "A - Westphalia"})
    assert [e for e in events(res, Scouted) if e.corps == "A"] == []


def test_there_is_no_scouting_in_winter():
    state = position(BOARD, season="Winter 1808", nations=[nation("France", home="alsace")],
                     corps=["France C alsace: 3 cavalry + scout"])
    sheets = {"France": RULES.parse_orders("C scout Thuringia", "France", state, BOARD)}
    assert RULES.scout(BOARD, state, sheets) == []
    assert problems(sheet(BOARD, state, "France", "C scout Thuringia")) == [
        "line 1: not allowed ('C scout Thuringia'): units may not move or scout during Winter"]
