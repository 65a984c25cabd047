"""The EiA calendar and a land step refereed with seed 002's procedures and the GM's answers."""

import pytest

from engine.rulesets.eia.decisions import DecisionsOpen
from engine.rulesets.eia.events import Retreated
from engine.rulesets.eia.state import month_steps

from .helpers import MAP, RULES, corps, fleet, lines, play, position


def test_a_month_has_political_reinforcement_a_naval_and_land_step_per_power():
    params = {"power_order": ["France", "Austria"], "economic_months": [3, 6, 9, 12], "ump_control_month": 12}
    assert month_steps(0, params) == ("political", "reinforcement", "France naval", "France land",
                                      "Austria naval", "Austria land")
    assert month_steps(2, params)[-1] == "economic"
    assert month_steps(11, params)[-2:] == ("economic", "UMP control")


def test_the_game_starts_in_january_1805_and_moves_on_one_step_per_resolution():
    state = position([])
    assert RULES.turn_label(state) == "January 1805: political step"
    res = play(state, {})
    assert RULES.turn_label(res.state) == "January 1805: reinforcement step"


def test_only_the_phasing_nation_moves_its_corps():
    state = position([corps("Austria", "I", "vienna")], step="France land")
    sheet = RULES.check_orders(RULES.parse_orders("corps I: Vienna - Tyrol", "Austria", state, MAP), state, MAP)
    assert "France land step" in sheet.problems[0].reason


def test_a_moving_corps_stops_where_enemy_corps_stand_and_austria_is_asked_about_insurrection():
    state = position([corps("France", "I", "champagne"), corps("Austria", "I", "bavaria")], step="France land")
    with pytest.raises(DecisionsOpen) as e:
        play(state, {"France": "corps I: Champagne - Bavaria - Vienna"})
    assert [d.key for d in e.value.open] == ["insurrection.France"]
    res = play(state, {"France": "corps I: Champagne - Bavaria - Vienna"}, decide={"insurrection.France": "none"})
    assert "France I: Champagne - Bavaria (stopped: enemy corps stand there)." in lines(res)


def test_insurrection_corps_placed_after_austrias_land_step_get_a_step_of_their_own():
    state = position([corps("France", "I", "champagne"), corps("Austria", "II", "vienna")], step="France land",
                     params={"power_order": ["Austria", "France", "Great Britain"]})
    res = play(state, {"France": "corps I: Champagne - Bavaria"},
               decide={"insurrection.France": "Tyrol: Insurrection I (3)"})
    assert res.state.current_step == "Austria land (insurrection)"
    assert [(c.designation, c.at, c.militia) for c in res.state.corps if c.kind == "insurrection"] == [
        ("Insurrection I", "tyrol", 3)]
    after = play(res.state, {"Austria": "corps II: Vienna - Tyrol\ncorps Insurrection I: Tyrol - Vienna"})
    assert "Line 1 ('corps II: Vienna - Tyrol'): not allowed: only the insurrection corps just placed move in this " \
           "step." in lines(after)
    assert after.state.current_step == "Great Britain naval"


def test_defenders_fewer_than_the_attackers_retire_into_the_city_and_sortie():
    state = position([corps("France", "I", "bavaria"), corps("France", "II", "bavaria"),
                      corps("Austria", "I", "bavaria", infantry=3)], step="France land")
    res = play(state, {"France": "attack Bavaria"},
               decide={"land.Bavaria.sortie.chit.Austria": "defend", "land.Bavaria.sortie.result": "France won",
                       "land.Bavaria.sortie.losses": "1-2"})
    text = lines(res)
    assert any("7.5.1.1" in t and "1 Austria corps against 2, city room for 2: it retires into the city" in t for t in text)
    assert any("7.5.4.1.2.1" in t and "(3 factors) sortie" in t for t in text)
    assert any("7.5.2.10.3" in t and "Austria I retreats to Vienna" in t for t in text)  # the capital
    (austrian,) = [c for c in res.state.corps if c.nation == "Austria"]
    assert (austrian.at, austrian.infantry, austrian.in_city) == ("vienna", 1, False)
    assert [(e.nation, e.units, e.source, e.to) for e in res.events if isinstance(e, Retreated)] == [
        ("Austria", ("Austria I",), "bavaria", "vienna")]


def test_a_one_factor_garrison_does_not_sortie_and_the_gm_rules_the_breach_then_honors_of_war():
    state = position([corps("France", "I", "bavaria"), corps("France", "II", "bavaria"),
                      corps("Austria", "I", "bavaria", infantry=1)], step="France land")
    with pytest.raises(DecisionsOpen) as e:
        play(state, {"France": "attack Bavaria"})
    assert [d.key for d in e.value.open] == ["land.Bavaria.breach"]
    res = play(state, {"France": "attack Bavaria"}, dice=[1],
               decide={"land.Bavaria.breach": "breached", "land.Bavaria.honors": "grant"})
    text = lines(res)
    assert any("does not sortie" in t or "stay inside" in t for t in text)
    assert any("Austria asks for honors of war" in t for t in text)


def test_the_defenders_standing_order_answers_the_guard_question():
    state = position([corps("France", "I", "bavaria", infantry=9), corps("Austria", "Guard", "bavaria", "guard"),
                      corps("Austria", "II", "bavaria")], step="France land",
                     powers={"Austria": {}})
    orders = {"France": "attack Bavaria", "Austria": "standing guard: hold\nstanding chit: defend"}
    with pytest.raises(DecisionsOpen) as e:
        play(state, orders)
    assert [d.key for d in e.value.open] == ["land.Bavaria.result", "land.Bavaria.losses"]
    res = play(state, orders, dice=[2], decide={"land.Bavaria.result": "France won", "land.Bavaria.losses": "0-2"})
    assert "**Austria: commit the guard before round 1 in Bavaria?** hold (answered by standing order, " \
           "land.Bavaria.round1.guard.Austria)." in lines(res)


def test_fleets_intercept_a_smaller_enemy_and_the_beaten_fleet_retreats_to_its_port():
    state = position([fleet("France", "Brest", "brittany", 5), fleet("Great Britain", "Channel", "channel", 8)],
                     step="France naval")
    orders = {"France": "fleet Brest: Brittany - Biscay - Channel - Northsea"}
    with pytest.raises(DecisionsOpen) as e:
        play(state, orders)
    assert [d.key for d in e.value.open] == ["sea.Channel.France_fleet_Brest.interception"]
    res = play(state, orders, decide={"sea.Channel.France_fleet_Brest.interception": "intercepted",
                                      "sea.Channel.France_fleet_Brest.evasion": "caught",
                                      "sea.Channel.France_fleet_Brest.winner": "Great Britain",
                                      "sea.Channel.France_fleet_Brest.losses": "2-1"})
    brest = next(f for f in res.state.fleets if f.nation == "France")
    assert (brest.at, brest.in_port, brest.ships) == ("brittany", True, 3)
    assert [(e.units, e.source, e.to, e.into_port) for e in res.events if isinstance(e, Retreated)] == [
        (("France fleet Brest",), "channel", "brittany", "Brest")]
    text = lines(res)
    assert any("attempts to evade" in t for t in text) and any("does not pursue" in t for t in text)


def test_a_fleet_ordered_not_to_intercept_lets_the_enemy_pass():
    """Seed 002, 6.2.3: the instruction is placed before the naval phase begins (here at the
    reinforcement step) and holds when France sails."""
    state = position([fleet("France", "Brest", "brittany", 5), fleet("Great Britain", "Channel", "channel", 8)],
                     step="reinforcement")
    before = play(state, {"Great Britain": "fleet Channel: do not intercept"}).state
    assert before.current_step == "France naval"
    res = play(before, {"France": "fleet Brest: Brittany - Biscay - Channel - Northsea"})
    assert next(f for f in res.state.fleets if f.nation == "France").at == "northsea"


def test_without_a_house_allowance_the_gm_allows_or_refuses_each_move():
    state = position([corps("France", "I", "paris")], step="France land", params={"land_move_allowance": 0})
    with pytest.raises(DecisionsOpen) as e:
        play(state, {"France": "corps I: Paris - Champagne"})
    assert [d.key for d in e.value.open] == ["move.France_I"]
    refused = play(state, {"France": "corps I: Paris - Champagne"}, decide={"move.France_I": "refused"})
    assert "France: corps I failed: the GM refused the move." in lines(refused)
    allowed = play(state, {"France": "corps I: Paris - Champagne"}, decide={"move.France_I": "allowed"})
    assert allowed.state.corps[0].at == "champagne"


def test_a_house_allowance_refuses_longer_moves_when_the_orders_are_checked():
    state = position([corps("France", "I", "paris")], step="France land", params={"land_move_allowance": 2})
    sheet = RULES.check_orders(RULES.parse_orders("corps I: Paris - Champagne - Bavaria - Tyrol", "France", state, MAP),
                               state, MAP)
    assert sheet.problems[0].reason == "3 areas in one step, more than the game's allowance of 2"


def test_between_allied_leaders_with_as_many_corps_seniority_decides_the_command():
    state = position([corps("France", "I", "bavaria", infantry=9), corps("Austria", "I", "bavaria"),
                      corps("Great Britain", "I", "bavaria"),
                      {"type": "leader", "nation": "Austria", "name": "Mack", "at": "bavaria", "seniority": 2},
                      {"type": "leader", "nation": "Great Britain", "name": "Moore", "at": "bavaria", "seniority": 2}],
                     step="France land", allies=(("Austria", "Great Britain"),))
    res = play(state, {"France": "attack Bavaria"}, dice=[2],
               decide={"land.Bavaria.chit.Austria": "defend", "land.Bavaria.result": "Austria won",
                       "land.Bavaria.losses": "2-0"})
    assert "**10.6.1.1 commander**: Moore (Great Britain) commands [d2 = 2 for the force's commander between " \
           "leaders of equal seniority (1-2: Mack, Moore)]." in lines(res)


def test_the_largest_fleet_of_a_stack_carries_the_corps_and_lands_it_in_port():
    state = position([fleet("France", "Brest", "brittany", 5), fleet("France", "Lorient", "brittany", 7),
                      corps("France", "I", "brittany")], step="France naval", wars=(("France", "Austria"),))
    orders = {"France": "fleet Brest: Brittany - Biscay - Channel carrying corps I\n"
                        "fleet Lorient: Brittany - Biscay - Channel"}
    res = play(state, orders)
    assert "**6.2.5 naval transport**: France fleet Lorient (7 ships) carries France I." in lines(res)
    (corps_,) = res.state.corps
    assert (corps_.at, corps_.aboard) == ("channel", "Lorient")
    home = position([fleet("France", "Lorient", "channel", 7),
                     {**corps("France", "I", "kent"), "at": "kent"}], step="France naval", wars=())
    sheet = RULES.check_orders(RULES.parse_orders("fleet Lorient: Channel - Kent", "France", home, MAP), home, MAP)
    assert sheet.ok()
    landed = play(res.state.__class__(**{**{f: getattr(res.state, f) for f in res.state.__struct_fields__},
                                         "step": res.state.step - 1}),
                  {"France": "fleet Lorient: Channel - Kent"})
    lorient = next(f for f in landed.state.fleets if f.name == "Lorient")
    assert (lorient.at, lorient.in_port) == ("kent", True)
    assert [(c.at, c.aboard) for c in landed.state.corps] == [("kent", "")]

