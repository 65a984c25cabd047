"""Module afa_naval's political rules refereed by the eia core (seed 003 XII-XVIII and the
adaptations): each change a ledger entry with its month and reason, and in the powers' books."""

import msgspec
import pytest

from engine.errors import ScenarioError
from engine.rulesets.eia.afa_naval.state import AFA_STATE, Entry
from engine.rulesets.eia.decisions import DecisionsOpen
from engine.rulesets.eia.state import EiaState, month_steps
from .helpers import MAP, corps, fleet, lines, play, position

BOTH = {"modules": ["eia_sop", "afa_naval"]}


def at_step(step: str, month: int = 2, params=None, **kw) -> EiaState:
    state = position(kw.pop("units", []), params={**BOTH, **(params or {})}, **kw)
    steps = month_steps(month, state.params)
    return msgspec.structs.replace(state, month=month, steps=steps, step=steps.index(step))


def points(state: EiaState, nation: str) -> tuple[int, int]:
    power = state.power(nation)
    return power.political_points, power.victory_points


def reasons(state: EiaState) -> list[tuple[str, int, str]]:
    return [(e.nation, e.change, e.reason) for e in AFA_STATE.of(state).ledger]


def failures(res) -> list[str]:
    return [e.reason for e in res.events if hasattr(e, "reason")]


# XIII Poland

def test_creating_poland_costs_austria_one_and_gains_the_creator_one_in_the_books():
    res = play(at_step("political"), {"France": "create Poland"})
    assert points(res.state, "France") == (1, 0) and points(res.state, "Austria") == (-1, 0)
    assert ("Russia", -1, "Poland created by France") in reasons(res.state)     # not a power here: ledger only
    assert all(e.month == 2 for e in AFA_STATE.of(res.state).ledger) and AFA_STATE.of(res.state).poland == "France"


def test_poland_is_created_once_and_partitioned_by_everyone_who_orders_it_in_the_step():
    created = play(at_step("political"), {"France": "create Poland"}).state
    again = play(msgspec.structs.replace(created, step=0), {"Austria": "create Poland"})
    assert any("Poland already exists (created by France)" in r for r in failures(again))
    state = msgspec.structs.replace(created, step=0, month=14)
    res = play(state, {"Austria": "partition Poland", "France": "partition Poland"})
    assert points(res.state, "France") == (2, 0) and points(res.state, "Austria") == (0, 0)
    assert AFA_STATE.of(res.state).poland == ""


def test_political_orders_are_for_the_political_step():
    res = play(at_step("economic"), {"France": "create Poland"})
    assert any("political step" in r for r in failures(res)) and AFA_STATE.of(res.state).ledger == ()


# XV the Continental System

def test_a_major_power_under_the_continental_system_france_plus_one_great_britain_minus_two():
    res = play(at_step("political"), {"France": "continental system: Austria"})
    assert points(res.state, "France") == (1, 0) and points(res.state, "Great Britain") == (-2, 0)
    assert AFA_STATE.of(res.state).continental == ("Austria",)


def test_only_france_puts_countries_under_the_system():
    res = play(at_step("political"), {"Austria": "continental system: France"})
    assert any("only France" in r for r in failures(res)) and AFA_STATE.of(res.state).ledger == ()


def test_leaving_the_system_gives_great_britain_back_exactly_what_it_cost():
    under = play(at_step("political"), {"France": "continental system: Austria"}).state
    res = play(msgspec.structs.replace(under, step=0), {"Austria": "leave the continental system"})
    assert points(res.state, "Great Britain") == (0, 0) and points(res.state, "France") == (1, 0)
    assert AFA_STATE.of(res.state).continental == ()


def test_under_enforced_peace_a_nation_leaves_the_system_only_when_the_peace_forces_it():
    under = play(at_step("political"), {"France": "continental system: Austria"}).state
    austria = msgspec.structs.replace(under.power("Austria"), enforced_peace={"France": 40})
    under = msgspec.structs.replace(under, step=0, powers=tuple(austria if p.name == "Austria" else p
                                                                for p in under.powers))
    refused = play(under, {"Austria": "leave the continental system"})
    assert any("enforced peace" in r for r in failures(refused)) and AFA_STATE.of(refused.state).continental == ("Austria",)
    forced = play(under, {"Austria": "leave the continental system by the peace"})
    assert points(forced.state, "Great Britain") == (0, 0)


# XII surrender conditions and adaptation 3 cessions

def test_a_peace_leaving_the_loser_one_home_province_is_refused_with_the_reason():
    res = play(at_step("political"), {"France": "peace with Austria",
                                      "Austria": "peace with France ceding Tyrol, Bavaria"})
    assert any("at least 2 home provinces including the capital Vienna" in r for r in failures(res))
    assert res.state.at_war("France", "Austria") and res.state.owner("tyrol") == "Austria"


def test_a_peace_ceding_a_province_but_keeping_two_and_the_capital_is_made():
    res = play(at_step("political"), {"France": "peace with Austria", "Austria": "peace with France ceding Tyrol"})
    assert not res.state.at_war("France", "Austria") and res.state.owner("tyrol") == "France"


def test_a_peace_ceding_the_capital_is_refused():
    res = play(at_step("political"), {"France": "peace with Austria", "Austria": "peace with France ceding Vienna"})
    assert any("capital Vienna" in r for r in failures(res)) and res.state.owner("vienna") == "Austria"


def test_a_peace_needs_both_sides_in_the_same_step():
    res = play(at_step("political"), {"France": "peace with Austria"})
    assert any("did not make peace" in r for r in failures(res)) and res.state.at_war("France", "Austria")


def test_provinces_are_ceded_at_peace_allies_or_not_but_not_at_war():
    res = play(at_step("political", wars=()), {"Austria": "cede Tyrol to France"})
    assert res.state.owner("tyrol") == "France"
    refused = play(at_step("political"), {"Austria": "cede Tyrol to France"})
    assert any("only between nations at peace" in r for r in failures(refused))
    assert refused.state.owner("tyrol") == "Austria"


# XIV the Papacy

ROME = {"papacy_area": "bavaria"}


def test_at_the_economic_step_the_occupier_of_the_papacy_costs_austria_and_france_the_seeds_table():
    state = at_step("economic", params=ROME, units=[corps("Great Britain", "I", "bavaria")])
    res = play(state, {})
    assert points(res.state, "Austria") == (-1, 0) and points(res.state, "France") == (-2, 0)   # England: 1, 2, 1
    assert ("Spain", -1, "Great Britain controls the Papacy") in reasons(res.state)
    assert AFA_STATE.of(res.state).papacy == "Great Britain"


def test_regaining_the_papacy_from_another_nation_gains_one():
    state = at_step("economic", params=ROME, units=[corps("France", "I", "bavaria")])
    state = AFA_STATE.put(state, msgspec.structs.replace(AFA_STATE.of(state), papacy="Great Britain"))
    res = play(state, {})
    assert reasons(res.state) == [("France", 1, "France regains the Papacy from Great Britain")]
    assert points(res.state, "France") == (1, 0)


def test_the_papacy_is_counted_only_at_the_economic_step():
    res = play(at_step("political", params=ROME, units=[corps("Great Britain", "I", "bavaria")]), {})
    assert AFA_STATE.of(res.state).ledger == ()


# XVI Egypt

def test_egypt_falling_to_an_enemy_of_england_costs_one_point_and_5_money_at_the_next_collection():
    state = at_step("political", params={"egypt_area": "champagne"}, powers={"Great Britain": {"money": 20}})
    fallen = play(state, {}).state                          # France holds Champagne and is at war with England
    assert points(fallen, "Great Britain") == (-1, 0) and AFA_STATE.of(fallen).trade_losses == {"Great Britain": 5}
    assert fallen.power("Great Britain").money == 20
    steps = fallen.steps
    collected = play(msgspec.structs.replace(fallen, step=steps.index("economic")), {}).state
    assert collected.power("Great Britain").money == 15 and AFA_STATE.of(collected).trade_losses == {}
    assert ("Great Britain", -5, "overseas trade lost while Egypt was in enemy hands") in reasons(collected)


def test_egypt_freed_gives_england_a_victory_point():
    state = at_step("political", params={"egypt_area": "kent"})
    state = AFA_STATE.put(state, msgspec.structs.replace(AFA_STATE.of(state), egypt_enemy=True))
    res = play(state, {})
    assert points(res.state, "Great Britain") == (0, 1) and not AFA_STATE.of(res.state).egypt_enemy


# adaptation 2: the English militia

def test_fifteen_militia_factors_are_raised_when_an_enemy_stands_in_the_british_isles_and_go_when_it_leaves():
    params = {"british_isles": ["kent"]}
    state = at_step("France land", params=params, units=[corps("France", "I", "kent")])
    res = play(state, {})
    militia = [c for c in res.state.corps if c.designation == "Militia (invasion)"]
    assert [(c.nation, c.at, c.militia) for c in militia] == [("Great Britain", "kent", 15)]
    gone = [c for c in res.state.corps if c.nation == "France"]
    left = msgspec.structs.replace(res.state, corps=tuple(c for c in res.state.corps if c not in gone))
    after = play(left, {})
    assert not any(c.designation == "Militia (invasion)" for c in after.state.corps)


def test_englands_militia_leave_the_british_isles_only_after_an_invasion():
    params = {"british_isles": ["kent"], "power_order": ["Great Britain", "France", "Austria"]}
    state = at_step("Great Britain land", params=params, units=[corps("Great Britain", "Militia", "kent", "militia", 0,
                                                                      militia=10)])
    sheet = play.__globals__["RULES"].parse_orders("corps Militia: Kent - Paris", "Great Britain", state, MAP)
    rejected = play.__globals__["RULES"].find_problems
    from engine.orders import Rejections
    r = Rejections(sheet)
    rejected(sheet, state, MAP, r)
    assert any("only after an invasion" in p.reason for p in r.problems)


def test_a_new_game_gives_england_at_most_80_ships():
    with pytest.raises(ScenarioError, match="80 ships"):
        position([fleet("Great Britain", "Channel", "channel", 81)], params=BOTH)
    assert position([fleet("Great Britain", "Channel", "channel", 80)], params=BOTH).fleets[0].ships == 80


# XVII royalty and XVIII honors of war

ARCHDUKE = {"type": "leader", "nation": "Austria", "name": "Archduke Charles", "at": "vienna", "royal": True,
            "seniority": 2}


def test_a_royal_without_a_corps_at_war_is_named_at_his_nations_land_step():
    idle = play(at_step("Austria land", units=[ARCHDUKE]), {})
    assert any("Archduke Charles (Austria) commands no corps" in t for t in lines(idle))
    busy = play(at_step("Austria land", units=[ARCHDUKE, corps("Austria", "I", "vienna")]), {})
    assert not any("commands no corps" in t for t in lines(busy))


BATTLE = [corps("France", "I", "bavaria"), corps("Austria", "I", "bavaria"),
          {**ARCHDUKE, "at": "bavaria"}]
FIGHT = {"land.Bavaria.honors_offered.France": "offer", "land.Bavaria.honors_of_war.Austria": "fight on", "land.Bavaria.chit.Austria": "defend",
         "land.Bavaria.losses": "1-1"}


def test_the_tsar_commanding_a_victory_gains_two_points_and_his_first_defeat_excuses_him():
    params = {"tsar": "Austria"}                        # the Archduke stands in for the Tsar on this small map
    won = play(at_step("France land", params=params, units=BATTLE), {"France": "attack Bavaria"}, dice=[1, 1],
               decide={**FIGHT, "land.Bavaria.result": "Austria won"})
    assert points(won.state, "Austria") == (2, 0)
    assert ("Austria", 2, "the Tsar victorious at Bavaria") in reasons(won.state)
    lost = play(at_step("France land", params=params, units=BATTLE), {"France": "attack Bavaria"}, dice=[1, 1],
                decide={**FIGHT, "land.Bavaria.result": "France won"})
    assert AFA_STATE.of(lost.state).tsar_excused and points(lost.state, "Austria") == (0, 0)


def test_before_a_field_battle_the_defender_is_asked_to_surrender_with_honors_of_war():
    state = at_step("France land", units=BATTLE[:2], wars=(("France", "Austria"),))
    with pytest.raises(DecisionsOpen) as e:
        play(state, {"France": "attack Bavaria"})
    asked = [d for d in e.value.open if d.key == "land.Bavaria.honors_offered.France"]
    assert [d.who for d in asked] == ["France"]
    with pytest.raises(DecisionsOpen) as e:
        play(state, {"France": "attack Bavaria"}, decide={"land.Bavaria.honors_offered.France": "offer"})
    asked = [d for d in e.value.open if d.key == "land.Bavaria.honors_of_war.Austria"]
    assert [d.who for d in asked] == ["Austria"]
    res = play(state, {"France": "attack Bavaria"}, dice=[1, 1], decide={"land.Bavaria.honors_offered.France": "offer",
                                                                   "land.Bavaria.honors_of_war.Austria": "surrender"})
    assert next(c for c in res.state.corps if c.nation == "Austria").at != "bavaria"
    assert not any(e.key == "land.Bavaria.result" for e in res.events if hasattr(e, "key"))


def test_turks_and_spaniards_in_their_home_nations_are_not_offered_honors_of_war():
    state = at_step("France land", params={"no_honors_at_home": ["Austria"]}, units=BATTLE[:2])
    with pytest.raises(DecisionsOpen) as e:
        play(state, {"France": "attack Bavaria"})
    assert not any("honors_of_war" in d.key for d in e.value.open)


def test_a_game_with_eia_sop_alone_has_no_political_rules():
    state = position([corps("France", "I", "kent"), ARCHDUKE], step="Austria land")
    res = play(state, {"France": "create Poland"})
    assert AFA_STATE.of(res.state) == AFA_STATE.of(state) and not any(c.designation.startswith("Militia") for c in res.state.corps)
    assert not any("commands no corps" in t for t in lines(res))
    assert any("not an order" in r for r in failures(res))


def test_the_ledger_entry_is_what_the_books_show():
    res = play(at_step("political"), {"France": "create Poland\ncontinental system: Austria"})
    for power in res.state.powers:
        ledger = sum(e.change for e in AFA_STATE.of(res.state).ledger if e.nation == power.name and e.points == "political")
        assert ledger == power.political_points
    assert isinstance(AFA_STATE.of(res.state).ledger[0], Entry)


def test_an_idle_royal_is_a_warning_in_his_nations_report_only():
    from engine.rulesets.eia.reports import internal_report
    from engine.reports.render import render
    state = at_step("Austria land", units=[ARCHDUKE])
    austria = render(internal_report(MAP, state, state, [], "Austria", "t"), "md")
    france = render(internal_report(MAP, state, state, [], "France", "t"), "md")
    assert "Archduke Charles (Austria) commands no corps" in austria and "Archduke" not in france


def test_a_standing_fight_on_answers_the_offer_but_a_standing_surrender_does_not_give_up_the_field():
    state = at_step("France land", units=BATTLE[:2])
    fights = {"France": "attack Bavaria\nstanding offer surrender: offer", "Austria": "standing surrender: fight on"}
    with pytest.raises(DecisionsOpen) as e:
        play(state, fights)
    assert not any("honors_of_war" in d.key for d in e.value.open)
    with pytest.raises(DecisionsOpen) as e:
        play(state, {**fights, "Austria": "standing surrender: surrender"})
    assert any("honors_of_war" in d.key for d in e.value.open)
