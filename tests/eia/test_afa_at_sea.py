"""Module afa_naval at sea inside the eia core (seed 003 V, VII): a fleet counter's load with cavalry
counting double, three months at sea, sea supply, and combined fleets only when stacked at the start."""

import msgspec
import pytest

from engine.errors import BerthierError
from engine.reports.render import render
from engine.rulesets.eia.checks import check_sheet
from engine.rulesets.eia.decisions import DecisionsOpen
from engine.rulesets.eia.reports import internal_report, public_report
from engine.rulesets.eia.state import EiaState
from .helpers import MAP, RULES, corps, fleet, lines, play, position

BOTH = {"modules": ["eia_sop", "afa_naval"]}
SOP = {"modules": ["eia_sop"]}


def refused(state: EiaState, nation: str, text: str) -> list[str]:
    return [p.reason for p in check_sheet(RULES.parse_orders(text, nation, state, MAP), state, MAP).problems]


def at_sea(state: EiaState, fleet_name: str, months: int) -> EiaState:
    """Every corps of the position aboard `fleet_name`, where that fleet stands, `months` at sea."""
    where = next(f.at for f in state.fleets if f.name == fleet_name)
    return msgspec.structs.replace(state, corps=tuple(msgspec.structs.replace(c, aboard=fleet_name, at=where,
                                                                              months_at_sea=months) for c in state.corps))


def theirs(res, nation):
    return next(c for c in res.state.corps if c.nation == nation)


# V B-C: transport

def test_a_fleet_counter_carries_8_infantry_and_1_cavalry_factor():
    state = position([fleet("France", "Brest", "brittany", 10), corps("France", "I", "brittany", infantry=8, cavalry=1)],
                     params=BOTH, step="France naval")
    res = play(state, {"France": "fleet Brest: Brittany - Biscay carrying corps I"}, dice=[6])
    assert (theirs(res, "France").aboard, theirs(res, "France").at) == ("Brest", "biscay")


def test_9_infantry_and_1_cavalry_factor_are_refused_with_the_numbers():
    state = position([fleet("France", "Brest", "brittany", 10), corps("France", "I", "brittany", infantry=9, cavalry=1)],
                     params=BOTH, step="France naval")
    assert refused(state, "France", "fleet Brest: Brittany - Biscay carrying corps I") == [
        "France I needs room for 11 factors (cavalry counting double); 1 fleet counter carries 10"]


def test_a_second_corps_that_does_not_fit_beside_the_first_stays_ashore():
    state = position([fleet("France", "Brest", "biscay", 10), corps("France", "I", "brittany", infantry=5),
                      corps("France", "II", "brittany", kind="cavalry", infantry=0, cavalry=3)],
                     params={**BOTH, "sea_supply_cost": 0}, step="France naval")
    state = msgspec.structs.replace(state, corps=tuple(msgspec.structs.replace(c, aboard="Brest", at="biscay")
                                                       if c.designation == "I" else c for c in state.corps),
                                    fleets=tuple(msgspec.structs.replace(f, at="brittany", in_port=True) for f in state.fleets))
    res = play(state, {"France": "fleet Brest: Brittany - Biscay carrying corps II"}, dice=[6])
    two = next(c for c in res.state.corps if c.designation == "II")
    assert (two.aboard, two.at) == ("", "brittany")
    assert any("need room for 11 factors (cavalry counting double); 1 fleet counter carries 10" in line
               for line in lines(res))


def test_without_the_module_a_fleet_carries_any_corps():
    state = position([fleet("France", "Brest", "brittany", 10), corps("France", "I", "brittany", infantry=9, cavalry=1)],
                     params=SOP, step="France naval")
    res = play(state, {"France": "fleet Brest: Brittany - Biscay carrying corps I"})
    assert theirs(res, "France").aboard == "Brest"


# V A: three months at sea

def _aboard_brest(months: int, params=BOTH) -> EiaState:
    state = position([fleet("France", "Brest", "biscay", 10), corps("France", "I", "brittany")], params={
        **params, **({"sea_supply_cost": 0} if params is BOTH else {})}, step="France naval")
    return at_sea(state, "Brest", months)


def test_a_corps_counts_a_month_at_sea_at_its_nations_naval_step_and_is_warned_the_month_before():
    before = _aboard_brest(1)
    res = play(before, {})
    assert theirs(res, "France").months_at_sea == 2
    french = render(internal_report(MAP, before, res.state, res.events, "France", "May"))
    assert "France I has been at sea 2 months aboard France fleet Brest: it must land by France's next naval step" in french
    assert "(aboard fleet Brest, 2 of 3 months at sea)" in french
    assert "must land" not in render(public_report(MAP, before, res.state, res.events, "May"))


def test_at_three_months_a_move_that_stays_at_sea_is_refused():
    assert refused(_aboard_brest(2), "France", "fleet Brest: Biscay - Channel") == [
        "France I aboard France fleet Brest reaches 3 months at sea and must land: end the move in a port (seed 003 V A)"]
    assert refused(_aboard_brest(2), "France", "fleet Brest: Biscay - Brittany") == []


def test_a_corps_landing_in_port_counts_its_months_at_sea_from_nothing_again():
    res = play(_aboard_brest(2), {"France": "fleet Brest: Biscay - Brittany"})
    one = theirs(res, "France")
    assert (one.at, one.aboard, one.months_at_sea) == ("brittany", "", 0)


def test_at_three_months_a_corps_still_at_sea_lands_where_the_gm_says():
    state = _aboard_brest(2)
    with pytest.raises(DecisionsOpen) as asked:
        play(state, {})
    landing, = asked.value.open
    assert (landing.key, landing.choices) == ("must land.France_I", ("Brittany",))
    assert "has been at sea 3 months aboard France fleet Brest and must land" in landing.question
    one = theirs(play(state, {}, decide={"must land.France_I": "Brittany"}), "France")
    assert (one.at, one.aboard, one.months_at_sea) == ("brittany", "", 0)


def test_without_the_module_a_corps_stays_at_sea_as_long_as_its_fleet():
    res = play(_aboard_brest(5, params=SOP), {})
    assert theirs(res, "France").aboard == "Brest" and theirs(res, "France").months_at_sea == 5


# V D: sea supply

def test_sea_supply_is_the_gms_decision_each_month_a_nation_has_corps_at_sea():
    state = position([fleet("France", "Brest", "biscay", 10), corps("France", "I", "brittany")],
                     params=BOTH, step="France naval", powers={"France": {"money": 20}})
    state = at_sea(state, "Brest", 0)
    with pytest.raises(DecisionsOpen) as asked:
        play(state, {})
    supply, = asked.value.open
    assert (supply.key, supply.who) == ("sea supply.France", "GM")
    assert "France I" in supply.question
    res = play(state, {}, decide={"sea supply.France": "3"})
    assert res.state.power("France").money == 17
    with pytest.raises(BerthierError, match="not understood; write the money France pays"):
        play(state, {}, decide={"sea supply.France": "three"})


def test_a_house_rate_of_sea_supply_is_charged_from_the_books():
    state = position([fleet("France", "Brest", "biscay", 10), corps("France", "I", "brittany"),
                      corps("France", "II", "brittany")],
                     params={**BOTH, "sea_supply_cost": 2}, step="France naval", powers={"France": {"money": 20}})
    res = play(at_sea(state, "Brest", 0), {})
    assert res.state.power("France").money == 16                     # 2 money for each of 2 corps
    assert any("France pays 4 money to supply its corps at sea" in str(e) for e in res.events)


def test_no_supply_is_asked_without_corps_at_sea():
    state = position([fleet("France", "Brest", "biscay", 10)], params=BOTH, step="France naval")
    assert play(state, {}).state.fleets == state.fleets


# VII: combined fleets

def _channel(nore_joined: bool) -> EiaState:
    state = position([fleet("France", "Brest", "biscay", 8), fleet("Great Britain", "Channel", "channel", 10),
                      fleet("Great Britain", "Nore", "channel", 3)], params=BOTH, step="France naval")
    return msgspec.structs.replace(state, fleets=tuple(msgspec.structs.replace(f, stacked_at_start=not (
        nore_joined and f.name == "Nore")) for f in state.fleets))


BASE = "sea.Channel.France_fleet_Brest"
FOUGHT = {f"{BASE}.interception": "intercepted", f"{BASE}.evasion": "caught", f"{BASE}.winner": "France",
          f"{BASE}.losses": "1-11"}


def test_a_fleet_that_joined_during_the_turn_is_listed_apart_and_does_not_share_the_battle():
    with pytest.raises(DecisionsOpen) as asked:
        play(_channel(True), {"France": "fleet Brest: Biscay - Channel"}, decide={
            k: v for k, v in FOUGHT.items() if k.endswith(("interception", "evasion"))})
    winner = next(d for d in asked.value.open if d.key.endswith("winner"))
    assert ("fighting as one (stacked at the start of the turn): Great Britain fleet Channel; apart, joined during "
            "the turn, they may attack only on their own: Great Britain fleet Nore") in winner.question
    with pytest.raises(BerthierError, match="Great Britain had 10 ships in Channel; 11 lost is more"):
        play(_channel(True), {"France": "fleet Brest: Biscay - Channel"}, dice=[6, 1, 1, 1], decide=FOUGHT)
    res = play(_channel(True), {"France": "fleet Brest: Biscay - Channel"}, dice=[6, 1, 1, 1],
               decide={**FOUGHT, f"{BASE}.losses": "1-10"})
    assert {f.name: f.ships for f in res.state.fleets if f.nation == "Great Britain"} == {"Nore": 3}


def test_fleets_stacked_at_the_start_of_the_turn_fight_as_one():
    res = play(_channel(False), {"France": "fleet Brest: Biscay - Channel"}, dice=[6, 1, 1, 1], decide=FOUGHT)
    assert {f.name: f.ships for f in res.state.fleets if f.nation == "Great Britain"} == {"Nore": 2}


def test_a_fleet_that_sails_to_join_another_is_marked_until_its_next_naval_step():
    state = position([fleet("Great Britain", "Channel", "channel", 10), fleet("Great Britain", "Nore", "northsea", 3)],
                     params=BOTH, step="Great Britain naval")
    res = play(state, {"Great Britain": "fleet Nore: Northsea - Channel"})
    assert {f.name: f.stacked_at_start for f in res.state.fleets} == {"Channel": True, "Nore": False}
    assert any("joined Great Britain fleet Channel during the turn" in line for line in lines(res))
    again = msgspec.structs.replace(res.state, step=state.step)
    assert all(f.stacked_at_start for f in play(again, {}).state.fleets)


def test_without_the_module_every_fleet_in_the_sea_fights():
    state = msgspec.structs.replace(_channel(True), params={**_channel(True).params, "modules": ["eia_sop"]})
    res = play(state, {"France": "fleet Brest: Biscay - Channel"}, dice=[1, 1], decide=FOUGHT)
    assert {f.name: f.ships for f in res.state.fleets if f.nation == "Great Britain"} == {"Nore": 2}


def test_a_house_rate_of_sea_supply_must_be_a_whole_number_or_left_to_the_gm():
    from engine.errors import ScenarioError
    with pytest.raises(ScenarioError, match="sea_supply_cost must be a whole number from 0 to 1000, not \"two\""):
        position([], params={**BOTH, "sea_supply_cost": "two"})
    assert position([], params={**BOTH, "sea_supply_cost": None}).params["sea_supply_cost"] is None
