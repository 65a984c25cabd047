"""Seed 003 IX in the eia core's naval step: breakouts off the west map edge (Biscay in the tiny theatre),
the enemy's pursuit, the interception rolls, trailing, battles off the map and the fleet's return."""

import msgspec
import pytest

from engine.rulesets.eia.afa_naval.state import AFA_STATE, OffMap
from engine.rulesets.eia.decisions import DecisionsOpen
from engine.rulesets.eia.reports import internal_report, public_report
from engine.reports.render import render
from engine.rulesets.eia.state import EiaState
from engine.rulesets.eia.units import Corps
from .helpers import MAP, fleet, lines, play, position

BOTH = {"modules": ["eia_sop", "afa_naval"], "west_map_edge": ["biscay"]}
BRITISH = "Great Britain"


def naval(step="France naval", french=8, british=10, at="channel", **extra) -> EiaState:
    units = [fleet("France", "Brest", "brittany", french)]
    if british:
        units.append(fleet(BRITISH, "Channel", at, british))
    return position(units, step=step, params={**BOTH, **extra})


def off_map(state: EiaState, *entries: OffMap) -> EiaState:
    gone = {(e.nation, e.fleet) for e in entries}
    state = msgspec.structs.replace(state, fleets=tuple(f for f in state.fleets if (f.nation, f.name) not in gone))
    return AFA_STATE.put(state, msgspec.structs.replace(AFA_STATE.of(state), off_map=entries))


def report(res, before, nation=None) -> str:
    if nation is None:
        return render(public_report(MAP, before, res.state, res.events, "t"), "md")
    return render(internal_report(MAP, before, res.state, res.events, nation, "t"), "md")


BREAK = {"France": "fleet Brest: break out to the West Indies"}


def test_a_fleet_breaking_out_leaves_the_map_and_only_its_owner_knows_its_orders():
    state = naval(british=0)
    res = play(state, BREAK, dice=[6])                       # VIII: the fleet leaves port on 2-6
    assert [f.name for f in res.state.fleets if f.nation == "France"] == []
    [entry] = AFA_STATE.of(res.state).off_map
    assert (entry.orders, entry.exited_from, entry.months_left, entry.ships) == ("West Indies", "biscay", 2, 8)
    public = report(res, state)
    assert "France fleet Brest (8 ships) breaks out from Biscay and leaves the map" in public
    assert "West Indies" not in public
    assert "fleet Brest (8 ships) bound for the West Indies, left from Biscay" in report(res, state, "France")
    assert "West Indies" not in report(res, state, BRITISH)


def test_a_fleet_that_fails_to_leave_port_does_not_break_out():
    res = play(naval(british=0), BREAK, dice=[1])
    assert AFA_STATE.of(res.state).off_map == () and any(f.name == "Brest" for f in res.state.fleets)
    assert "France: fleet Brest: break out to the West Indies failed: it did not leave port." in lines(res)


def test_a_fleet_breaks_out_only_from_the_west_map_edge():
    state = position([fleet("France", "Brest", "channel", 8)], step="France naval", params=BOTH)
    res = play(state, {"France": "fleet Brest: break out off the map"})
    assert AFA_STATE.of(res.state).off_map == ()
    assert any("Channel is not on the west map edge (Biscay): sail there first" in t for t in lines(res))


def test_a_fleet_carrying_a_corps_does_not_break_out():
    state = msgspec.structs.replace(naval(british=0), corps=(Corps(nation="France", designation="I", at="brittany",
                                                                   infantry=4, aboard="Brest"),))
    res = play(state, BREAK, decide={"sea supply.France": "0"})    # V D: the corps aboard is supplied
    assert AFA_STATE.of(res.state).off_map == ()
    assert any("it carries France I: a fleet breaks out without corps aboard" in t for t in lines(res))


def test_an_enemy_fleet_next_to_the_area_left_must_announce_its_pursuit():
    with pytest.raises(DecisionsOpen) as raised:
        play(naval(), BREAK, dice=[6])
    [asked] = raised.value.open
    assert asked.key == "breakout.France_fleet_Brest.pursuit.Great_Britain_fleet_Channel"
    assert asked.who == BRITISH and asked.choices == ("no pursuit", "off map", "West Indies")


def test_an_enemy_fleet_farther_away_is_not_asked():
    res = play(naval(at="northsea"), BREAK, dice=[6])
    assert len(AFA_STATE.of(res.state).off_map) == 1


def test_a_pursuit_off_the_map_intercepts_on_a_1_and_trailing_reveals_the_orders():
    state = naval()
    res = play(state, {**BREAK, BRITISH: "fleet Channel: pursue fleet Brest and trail"}, dice=[6, 1])
    hunter = next(o for o in AFA_STATE.of(res.state).off_map if o.nation == BRITISH)
    assert (hunter.orders, hunter.months_left, hunter.pursuing) == ("off map", 1, "France fleet Brest")
    assert "Great Britain fleet Channel pursues France fleet Brest off the map" in report(res, state)
    british = report(res, state, BRITISH)
    assert "Great Britain fleet Channel intercepts France fleet Brest" in british
    assert "trails France fleet Brest, whose orders are: West Indies" in british
    assert "whose orders are" not in report(res, state) and "intercepts" not in report(res, state)
    # the trailer is stronger (10 against 8): the quarry does not try to force combat
    assert "counter-interception" not in british


def test_an_interceptor_without_orders_for_it_is_asked_to_fight_or_trail_privately():
    orders = {**BREAK, BRITISH: "fleet Channel: pursue fleet Brest"}
    key = "offmap.Biscay.France_fleet_Brest.Great_Britain_fleet_Channel.intercepted"
    with pytest.raises(DecisionsOpen) as raised:
        play(naval(), orders, dice=[6, 1])
    [asked] = raised.value.open
    assert (asked.key, asked.who, asked.choices) == (key, BRITISH, ("fight", "trail"))
    state = naval()
    res = play(state, orders, dice=[6, 1], decide={key: "trail"})
    assert "trail" not in report(res, state) and "trails France fleet Brest" in report(res, state, BRITISH)


def test_a_missed_interception_lets_the_quarry_sail_on():
    res = play(naval(), {**BREAK, BRITISH: "fleet Channel: pursue fleet Brest"}, dice=[6, 2])
    assert any("fails to intercept" in t for t in lines(res))
    assert len(AFA_STATE.of(res.state).off_map) == 2


def test_a_stronger_trailed_fleet_forces_combat_on_5_or_less():
    orders = {**BREAK, BRITISH: "fleet Channel: pursue fleet Brest and trail"}
    calm = play(naval(french=10, british=6), orders, dice=[6, 1, 6])
    assert any("does not force combat" in t for t in lines(calm))
    with pytest.raises(DecisionsOpen) as raised:
        play(naval(french=10, british=6), orders, dice=[6, 1, 5])
    assert [d.key for d in raised.value.open] == [
        "offmap.Biscay.France_fleet_Brest.Great_Britain_fleet_Channel.winner",
        "offmap.Biscay.France_fleet_Brest.Great_Britain_fleet_Channel.losses"]


def test_without_eia_sop_the_trailed_fleets_power_says_whether_it_forces_combat():
    orders = {**BREAK, BRITISH: "fleet Channel: pursue fleet Brest and trail"}
    state = naval(french=6, british=10)
    state = msgspec.structs.replace(state, params={**state.params, "modules": ["afa_naval"]})
    key = "offmap.Biscay.France_fleet_Brest.Great_Britain_fleet_Channel.force"
    with pytest.raises(DecisionsOpen) as raised:
        play(state, orders, dice=[6, 1])
    [asked] = raised.value.open
    assert (asked.key, asked.who, asked.choices) == (key, "France", ("force combat", "do not force combat"))
    with pytest.raises(DecisionsOpen, match="winner"):                   # 5: combat is forced
        play(state, orders, dice=[6, 1, 5], decide={key: "force combat"})
    calm = play(state, orders, dice=[6, 1], decide={key: "do not force combat"})
    assert len(AFA_STATE.of(calm.state).off_map) == 2


def test_an_interceptor_that_fights_brings_the_gm_sea_battle_and_its_losses_off_the_map():
    base = "offmap.Biscay.France_fleet_Brest.Great_Britain_fleet_Channel"
    res = play(naval(), {**BREAK, BRITISH: "fleet Channel: pursue fleet Brest to the West Indies and fight"},
               dice=[6, 1, 4], decide={f"{base}.winner": BRITISH, f"{base}.losses": "3-1"})
    ships = {o.nation: (o.ships, o.orders, o.months_left) for o in AFA_STATE.of(res.state).off_map}
    assert ships == {"France": (5, "West Indies", 2), BRITISH: (9, "West Indies", 4)}
    assert any("seed 003 IV prizes" in t for t in lines(res))   # the winner's d6 (4) for prizes


def test_an_unanswered_pursuit_order_fails_privately():
    res = play(naval(british=10), {BRITISH: "fleet Channel: pursue fleet Brest"})
    failed = [e for e in res.events if "did not break out" in getattr(e, "reason", "")]
    assert failed and failed[0].private_to == (BRITISH,)


def test_off_the_map_a_fleet_returns_the_next_month_where_it_left_or_next_to_it():
    entry = OffMap(nation="France", fleet="Brest", orders="off map", exited_from="biscay", months_left=0, ships=7)
    state = off_map(naval(british=0), entry)
    res = play(state, {"France": "fleet Brest: return to Channel"})
    assert [(f.name, f.at, f.ships) for f in res.state.fleets if f.nation == "France"] == [("Brest", "channel", 7)]
    assert AFA_STATE.of(res.state).off_map == ()
    far = play(state, {"France": "fleet Brest: return to Northsea"},
               decide={"offmap.France_fleet_Brest.return": "Biscay"})
    assert any("it may return to Biscay or Channel, not Northsea" in t for t in lines(far))


def test_a_fleet_due_back_without_its_players_order_returns_where_the_gm_says():
    entry = OffMap(nation="France", fleet="Brest", orders="off map", exited_from="biscay", months_left=0, ships=7)
    state = off_map(naval(british=0), entry)
    with pytest.raises(DecisionsOpen) as raised:
        play(state, {})
    [asked] = raised.value.open
    assert asked.key == "offmap.France_fleet_Brest.return" and asked.choices == ("Biscay", "Channel")
    res = play(state, {}, decide={asked.key: "Biscay"})
    assert [(f.name, f.at) for f in res.state.fleets] == [("Brest", "biscay")]


def test_a_fleet_bound_for_the_west_indies_cannot_turn_back_and_returns_on_the_west_edge():
    sailing = OffMap(nation="France", fleet="Brest", orders="West Indies", exited_from="biscay", months_left=1,
                     months_out=1, ships=7)
    res = play(off_map(naval(british=0), sailing), {"France": "fleet Brest: return to Biscay"})
    assert any("it has not reached the West Indies: no turning back" in t for t in lines(res))
    arrived = msgspec.structs.replace(sailing, months_left=0, months_out=2)
    stays = play(off_map(naval(british=0), arrived), {})
    assert AFA_STATE.of(stays.state).off_map == (arrived,)                          # it may stay in the Indies
    back = play(off_map(naval(british=0), arrived), {"France": "fleet Brest: return to Biscay"})
    assert [(f.name, f.at) for f in back.state.fleets] == [("Brest", "biscay")]


def test_a_pursuer_in_the_west_indies_cannot_return_for_four_months():
    hunter = OffMap(nation=BRITISH, fleet="Channel", orders="West Indies", exited_from="channel", months_left=2,
                    months_out=2, ships=9, pursuing="France fleet Brest")
    res = play(off_map(naval(step="Great Britain naval", british=10), hunter),
               {BRITISH: "fleet Channel: return to Biscay"})
    assert any("cannot return for 2 more months" in t for t in lines(res))


@pytest.mark.parametrize("roll,caught", [(3, True), (4, False)])
def test_with_both_fleets_in_the_west_indies_interception_is_on_1_to_3(roll, caught):
    quarry = OffMap(nation="France", fleet="Brest", orders="West Indies", exited_from="biscay", months_left=0,
                    months_out=2, ships=7)
    hunter = OffMap(nation=BRITISH, fleet="Channel", orders="West Indies", exited_from="channel", months_left=2,
                    months_out=2, ships=9, pursuing="France fleet Brest")
    state = off_map(naval(step="Great Britain naval"), quarry, hunter)
    res = play(state, {BRITISH: "fleet Channel: intercept fleet Brest and trail"}, dice=[roll])
    assert any("trails France fleet Brest" in t for t in lines(res)) is caught
    assert any("IX E interception in the West Indies" in t for t in lines(res))


def test_the_month_end_counts_the_months_off_the_map_down():
    sailing = OffMap(nation="France", fleet="Brest", orders="West Indies", exited_from="biscay", months_left=2,
                     ships=7)
    state = off_map(naval(british=0), sailing)
    state = msgspec.structs.replace(state, step=len(state.steps) - 1)
    [entry] = AFA_STATE.of(play(state, {}).state).off_map
    assert (entry.months_left, entry.months_out) == (1, 1)


@pytest.mark.parametrize("step,nation,text,why", [
    ("France land", "France", "fleet Brest: break out off the map", "in a naval step"),
    ("France naval", "France", "fleet Brest: pursue fleet Channel", "a pursuit answers another power's breakout"),
    ("France naval", BRITISH, "fleet Channel: break out off the map", "act in its own naval step"),
    ("France naval", "France", "fleet Brest: return to Biscay", "no fleet 'Brest' off the map"),
    ("France naval", "France", "fleet Brest: attack the port of Atlantis", "no port called 'Atlantis'"),
])
def test_fleet_orders_out_of_place_are_not_allowed_and_say_why(step, nation, text, why):
    res = play(naval(step=step), {nation: text})
    assert any(why in getattr(e, "reason", "") for e in res.events)


def test_a_game_without_afa_naval_does_not_understand_a_breakout():
    state = position([fleet("France", "Brest", "brittany", 8)], step="France naval")
    res = play(state, BREAK)
    assert any(getattr(e, "kind", "") == "not understood" for e in res.events)
    assert res.state.fleets == state.fleets


def test_a_bad_pursuit_line_is_not_understood_with_an_example():
    res = play(naval(), {BRITISH: "fleet Channel: pursue Brest"})
    assert any("name the enemy fleet as 'fleet NAME'" in getattr(e, "reason", "") for e in res.events)
