"""Political and economic steps: diplomacy, player replacement (19.2) and money collected."""

import pytest

from engine.rulesets.eia.calendar import month_index
from engine.rulesets.eia.decisions import DecisionsOpen
from engine.rulesets.eia.state import month_steps

from .helpers import MAP, RULES, lines, play, position

BOOKS = {"France": {"money": 10, "income": 7, "manpower_income": 2, "players": ["Ann"]},
         "Austria": {"players": ["Bob"]}, "Great Britain": {"players": ["Old", "Pat"]}}


def at(state, month, year, step):
    m = month_index(month, year)
    steps = month_steps(m, state.params)
    return state.__class__(**{**{f: getattr(state, f) for f in state.__struct_fields__},
                              "month": m, "steps": steps, "step": steps.index(step)})


def test_war_is_declared_in_the_political_step_and_an_alliance_needs_both_sides():
    state = position([], wars=(), powers=BOOKS)
    res = play(state, {"France": "declare war on Austria\nally with Great Britain", "Great Britain": "ally with France"})
    assert res.state.at_war("France", "Austria") and res.state.allied("France", "Great Britain")
    res = play(state, {"France": "ally with Austria"})
    assert "France: ally with Austria failed: Austria did not ally with France in the same step." in lines(res)


def test_diplomacy_outside_the_political_step_is_not_allowed():
    state = position([], step="France land")
    sheet = RULES.check_orders(RULES.parse_orders("declare war on Austria", "France", state, MAP), state, MAP)
    assert "political step" in sheet.problems[0].reason


def test_the_seeds_british_example_from_may_to_september_1806():
    state = at(position([], wars=(), powers={**BOOKS, "Great Britain": {"players": ["Old"]}}), "May", 1806, "political")
    with pytest.raises(DecisionsOpen) as e:
        play(state, {"Great Britain": "player leaves: Old"})
    assert [d.key for d in e.value.open] == ["ump.Great_Britain.controller"]
    res = play(state, {"Great Britain": "player leaves: Old\nreplacement player: New"},
               decide={"ump.Great_Britain.controller": "France"})
    gb = res.state.power("Great Britain").control
    assert gb.is_ump and gb.ump_controller == "France" and gb.active and gb.incoming == ("New",)
    june = at(res.state, "June", 1806, "political")
    june = play(june, {"France": "ally with Great Britain", "Great Britain": "ally with France"}).state
    econ = play(at(june, "June", 1806, "economic"), {}).state
    assert econ.power("Great Britain").control.players == ("New",)
    assert econ.power("Great Britain").alliance_locks == {"France": month_index("September", 1806)}
    august = play(at(econ, "August", 1806, "political"), {"Great Britain": "break alliance with France"})
    assert "locked until September 1806" in " ".join(lines(august))
    assert august.state.allied("France", "Great Britain")
    september = play(at(econ, "September", 1806, "political"), {"Great Britain": "break alliance with France"})
    assert not september.state.allied("France", "Great Britain")


def test_money_and_manpower_are_collected_at_the_economic_step():
    state = at(position([], powers=BOOKS), "March", 1805, "economic")
    res = play(state, {})
    france = res.state.power("France")
    assert (france.money, france.manpower) == (17, 2)
    assert RULES.turn_label(res.state) == "April 1805: political step"


def test_uncontrolled_major_powers_are_given_a_controller_in_december():
    state = at(position([], powers={"Austria": {"players": []}}), "December", 1805, "UMP control")
    res = play(state, {}, decide={"ump.Austria.controller": "France", "ump.Austria.active": "passive",
                                  "ump.France.controller": "none", "ump.France.active": "passive",
                                  "ump.Great_Britain.controller": "none", "ump.Great_Britain.active": "passive"})
    austria = res.state.power("Austria").control
    assert (austria.ump_controller, austria.active) == ("France", False)
