"""Module afa_naval inside the eia core: its orders at the economic step, its yards counting down at
the month's end, prizes after a sea battle the GM decided, and its lines in the reports."""

import msgspec
import pytest

from engine.reports.render import render
from engine.rulesets.eia.afa_naval.state import AFA_STATE, Build
from engine.rulesets.eia.units import Fleet
from engine.rulesets.eia.decisions import DecisionsOpen
from engine.rulesets.eia.reports import internal_report, public_report
from engine.rulesets.eia.state import EiaState, month_steps
from .helpers import MAP, fleet, lines, play, position

BOTH = {"modules": ["eia_sop", "afa_naval"]}


def economic_step(params=BOTH, money=100, manpower=10) -> EiaState:
    state = position([], params=params, powers={"France": {"money": money, "manpower": manpower}})
    steps = month_steps(2, state.params)                 # March: the month has an economic step
    return msgspec.structs.replace(state, month=2, steps=steps, step=steps.index("economic"))


def test_a_game_naming_afa_naval_opens_every_yard_held_by_its_own_nation():
    state = economic_step()
    assert AFA_STATE.of(state).yard("Brest").holder == "France"
    assert AFA_STATE.of(position([])).yards == ()                  # eia_sop alone: no yards at all


def test_a_stored_game_from_before_the_module_still_decodes():
    raw = msgspec.json.decode(msgspec.json.encode(position([])))
    del raw["modules"]                                  # before the module: no state of its own
    old = msgspec.json.decode(msgspec.json.encode(raw), type=EiaState)
    assert AFA_STATE.of(old).yards == ()


def test_build_at_the_economic_step_pays_from_the_books_and_queues_the_ships():
    res = play(economic_step(), {"France": "build 2 at Brest"}, dice=[6, 6])
    brest = AFA_STATE.of(res.state).yard("Brest")
    assert brest.new_ships == 2
    assert brest.building[0].months_left == 12           # counted from April: launched at next March's step
    france = res.state.power("France")
    assert (france.money, france.manpower) == (80, 8)    # 10 money and 1 manpower a ship


def test_a_build_order_outside_the_economic_step_is_not_allowed():
    state = position([], params=BOTH)
    sheet = play.__globals__["RULES"].parse_orders("build 2 at Brest", "France", state, MAP)
    res = play(state, {"France": "build 2 at Brest"})
    assert sheet.ok
    assert any("economic step" in getattr(e, "reason", "") for e in res.events)
    assert AFA_STATE.of(res.state).yard("Brest").building == ()


def test_build_orders_are_not_understood_in_a_game_without_the_module():
    res = play(economic_step(params={}), {"France": "build 2 at Brest"})
    assert AFA_STATE.of(res.state).yards == ()
    assert any("not an order" in getattr(e, "reason", "") for e in res.events)


def test_the_yards_count_a_month_down_at_the_end_of_a_month_without_an_economic_step():
    res = play(economic_step(), {"France": "build 2 at Brest"}, dice=[6, 6])
    april = res.state
    assert april.month == 3 and "economic" not in april.steps
    ended = play(msgspec.structs.replace(april, step=len(april.steps) - 1), {})
    assert [b.months_left for b in AFA_STATE.of(ended.state).yard("Brest").building] == [11]
    assert "2 ships launched" not in str(ended.events)


def test_in_an_economic_month_the_yards_count_down_before_the_new_orders():
    state = economic_step()
    state = AFA_STATE.put(state, AFA_STATE.of(state).with_yard(msgspec.structs.replace(
        AFA_STATE.of(state).yard("Brest"), building=(Build(ships=3, months_left=1),), offset=0)))
    res = play(state, {"France": "build 2 at Brest"}, dice=[6, 6])
    assert [(b.ships, b.months_left) for b in AFA_STATE.of(res.state).yard("Brest").building] == [(2, 12)]
    assert any("3 ships launched at Brest" in str(e) for e in res.events)


def _launching(city: str) -> EiaState:
    state = economic_step()
    return AFA_STATE.put(state, AFA_STATE.of(state).with_yard(msgspec.structs.replace(
        AFA_STATE.of(state).yard(city), building=(Build(ships=3, months_left=1),), offset=0)))


def test_ships_launched_put_to_sea_as_a_fleet_in_the_yards_port():
    res = play(_launching("Brest"), {})
    brest, = [f for f in res.state.fleets if f.nation == "France"]
    assert (brest.name, brest.at, brest.in_port, brest.ships) == ("Brest", "brittany", True, 3)


def test_ships_launched_join_the_nations_fleet_already_in_that_port():
    state = _launching("Brest")
    state = msgspec.structs.replace(state, fleets=(Fleet(nation="France", name="Atlantic", at="brittany", ships=2,
                                                         in_port=True),))
    atlantic, = play(state, {}).state.fleets
    assert (atlantic.name, atlantic.ships) == ("Atlantic", 5)


def test_ships_launched_at_a_yard_the_map_lacks_are_left_to_the_gm():
    res = play(_launching("Toulon"), {})
    assert res.state.fleets == ()
    assert any("Toulon is not on this map" in str(e) for e in res.events)


def test_the_public_report_shows_the_announcement_and_only_the_owner_sees_the_true_count():
    before = economic_step()
    res = play(before, {"France": "build 2 at Brest"}, dice=[6, 11])   # not intercepted; an error of +5: announced 7
    public = render(public_report(MAP, before, res.state, res.events, "March"))
    french = render(internal_report(MAP, before, res.state, res.events, "France", "March"))
    austrian = render(internal_report(MAP, before, res.state, res.events, "Austria", "March"))
    assert "Brest (France): ships building, about 7" in public
    assert "2 new ships" in french and "2 new ships" not in public and "2 new ships" not in austrian


def test_the_winner_of_a_sea_battle_brings_prizes_home_to_its_nearest_yard():
    state = position([fleet("France", "Brest", "biscay", 4), fleet("Great Britain", "Channel", "channel", 8)],
                     params=BOTH, step="France naval")
    orders = {"France": "fleet Brest: Biscay - Channel"}
    with pytest.raises(DecisionsOpen) as asked:
        play(state, orders)
    base = next(d.key for d in asked.value.open if d.key.endswith(".interception")).rsplit(".", 1)[0]
    decide = {f"{base}.interception": "intercepted", f"{base}.evasion": "caught",
              f"{base}.winner": "France", f"{base}.losses": "1-3"}
    res = play(state, orders, dice=[6, 1], decide=decide)
    convoy, = AFA_STATE.of(res.state).convoys
    assert (convoy.nation, convoy.port, convoy.damaged, convoy.prizes) == ("France", "Brest", 0, 2)
    assert convoy.route == ("biscay",)


def _in_brest(**leader) -> EiaState:
    units = [fleet("France", "Brest", "brittany", 6)] + (
        [{"type": "leader", "nation": "France", "at": "brittany", "seniority": 1, **leader}] if leader else [])
    return position(units, params=BOTH, step="France naval")


@pytest.mark.parametrize("state, die, sails", [
    (_in_brest(), 1, False), (_in_brest(), 2, True),
    (_in_brest(name="Villeneuve", admiral=True), 1, True)])       # +2 with the fleet admiral in port
def test_a_fleet_leaves_port_on_2_to_6_with_2_more_for_its_admiral(state, die, sails):
    res = play(state, {"France": "fleet Brest: Brittany - Biscay"}, dice=[die])
    brest, = res.state.fleets
    assert (brest.at == "biscay") is sails
    assert any("stays in port" in line for line in lines(res)) is not sails


def test_without_the_module_a_fleet_leaves_port_without_a_roll():
    state = position([fleet("France", "Brest", "brittany", 6)], step="France naval")
    brest, = play(state, {"France": "fleet Brest: Brittany - Biscay"}, dice=[]).state.fleets
    assert brest.at == "biscay"
