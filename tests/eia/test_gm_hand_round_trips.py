"""The GM's hand keeps every EiA position (issue 20): its pieces written as scenario entries and read
back are the same pieces, and the position written as a scenario starts the same game again, for the
bundled 1805 with each set of modules and after resolved steps (corps aboard, yards building)."""

import json
from pathlib import Path

import msgspec
import pytest

from engine.game import edits
from engine.dice import SeededDice
from engine.errors import ScenarioError
from engine.game.scenario import build_scenario
from engine.rulesets.eia.afa_naval.state import AFA_STATE
from .helpers import MAP, RULES, corps, fleet, play, position

EUROPE = Path(__file__).parents[2] / "resources" / "maps" / "eia-europe"
MODULES = ([], ["eia_sop"], ["afa_naval"], ["eia_sop", "afa_naval"])


def europe(modules):
    data = json.loads((EUROPE / "scenario.json").read_text(encoding="utf-8"))
    data["params"]["modules"] = modules
    if "eia_sop" not in modules:
        del data["params"]["austrian_border"]
    return build_scenario(data, EUROPE)


def same_position(board, state, map_ref):
    """The state read back from its scenario (as a file holds it), the turn count aside."""
    scenario = json.loads(json.dumps(edits.scenario_of(board, state, "position", map_ref)))
    _, again = build_scenario(scenario, EUROPE, board=board)
    return msgspec.structs.replace(again, turn=state.turn, answered=state.answered,
                                   relations=state.relations) == state


def steps_until(board, state, month, orders=None):
    """Every step resolved with no orders but `orders` (step name -> nation -> text) until `month` begins."""
    i = 0
    while state.month < month:
        i += 1
        given = (orders or {}).get(state.current_step, {})
        state = RULES.resolve(board, state, {n: RULES.parse_orders(t, n, state, board) for n, t in given.items()},
                              SeededDice(i), {"decisions": {}}).state
    return state


@pytest.mark.parametrize("modules", MODULES)
def test_the_bundled_1805_round_trips_through_its_entries_and_its_scenario(modules):
    board, state = europe(modules)
    assert RULES.with_units(board, state, RULES.unit_entries(board, state)) == state
    assert same_position(board, state, "eia-europe")


def test_the_entries_of_the_bundled_1805_are_its_scenario_units_in_full():
    board, state = europe(["eia_sop"])
    data = json.loads((EUROPE / "scenario.json").read_text(encoding="utf-8"))
    written = RULES.unit_entries(board, state)
    assert len(written) == len(data["units"])
    for mine, theirs in zip(sorted(written, key=str), sorted(data["units"], key=str)):
        assert {k: v for k, v in mine.items() if v not in (0, False)} == {
            k: v for k, v in theirs.items() if v not in (0, False)}


def test_the_bundled_1805_after_a_quarter_with_afa_naval_yards_building_round_trips():
    board, state = europe(["eia_sop", "afa_naval"])
    economic = {"economic": {"France": "build 2 at Brest\nstores 1 at Toulon", "Great Britain": "build 3 at London"}}
    state = steps_until(board, state, 3, economic)                 # April 1805, past March's economic step
    assert state.month == 3 and any(y.building for y in AFA_STATE.of(state).yards)
    assert RULES.with_units(board, state, RULES.unit_entries(board, state)) == state
    assert same_position(board, state, "eia-europe")
    assert "afa" in edits.scenario_of(board, state, "t", "eia-europe")


def test_a_corps_aboard_a_fleet_at_sea_and_a_step_in_mid_month_round_trip():
    state = position([fleet("France", "Brest", "brittany", 10), corps("France", "I", "brittany", infantry=8, cavalry=1),
                      fleet("Great Britain", "Channel", "northsea", 3, no_intercept=True)],
                     params={"modules": ["eia_sop", "afa_naval"]}, step="France naval",
                     powers={"France": {"money": 4, "standing": {"guard": "hold"}}})
    after = play(state, {"France": "fleet Brest: Brittany - Biscay carrying corps I"}, dice=[6]).state
    assert (after.corps[0].aboard, after.corps[0].at, after.current_step) == ("Brest", "biscay", "France land")
    assert RULES.with_units(MAP, after, RULES.unit_entries(MAP, after)) == after
    assert same_position(MAP, after, _inline(MAP))


def _inline(board):
    from engine.board.mapfile import map_to_geojson
    return map_to_geojson(board)


def test_a_position_with_players_replaced_and_locks_round_trips():
    state = position([], params={"modules": ["eia_sop"]},
                     powers={"France": {"players": ["Ann"], "incoming": ["Cy"], "takes_over": 2,
                                        "alliance_locks": {"Austria": 5}, "enforced_peace": {"Great Britain": 9},
                                        "political_points": -1, "money": -3},
                             "Austria": {"ump_controller": "France", "active": True}})
    assert same_position(MAP, state, _inline(MAP))


@pytest.mark.parametrize("start, words", [
    ({"month": "January", "year": 1805, "step": "Lunch"}, "start: step 'Lunch' is not a step of January 1805"),
    ({"month": "January", "year": 1805, "steps": "political"}, "start: steps must be the month's steps"),
    ({"month": "Jan", "year": 1805}, "start: must be"),
])
def test_a_start_in_mid_month_is_checked(start, words):
    board, _ = europe(["eia_sop"])
    data = json.loads((EUROPE / "scenario.json").read_text(encoding="utf-8"))
    data["start"] = start
    with pytest.raises(ScenarioError) as e:
        build_scenario(data, EUROPE)
    assert words in str(e.value)


def test_afa_state_in_a_scenario_needs_the_module_and_its_types():
    data = json.loads((EUROPE / "scenario.json").read_text(encoding="utf-8"))
    data["afa"] = {"yards": []}
    with pytest.raises(ScenarioError, match="afa: the game does not name module afa_naval"):
        build_scenario(data, EUROPE)
    data["params"]["modules"] = ["eia_sop", "afa_naval"]
    data["afa"] = {"yards": [{"city": "Brest", "holder": "France", "stores": "two"}]}
    with pytest.raises(ScenarioError, match=r"afa: Expected `int`, got `str` - at `\$.yards\[0\].stores`"):
        build_scenario(data, EUROPE)
