"""A Succheesion position written as pieces or as a scenario reads back as the same position: on
the bundled Mausropa scenario, with exact stacks, and after turns played with careless orders."""

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
import pytest

from engine import edits
from engine.errors import ScenarioError
from engine.scenario import build_scenario
from engine.state import replace

from .helpers import RULES
from .test_properties import BOARD, DATA, START, exact_start, play_random


def read_back(state):
    """The state `berthier new --scenario` makes of the position written as a scenario."""
    scenario = json.loads(json.dumps(edits.scenario_of(BOARD, state, "Again", "mausropa")))
    return build_scenario(scenario, board=BOARD)[1]


def without_relation_history(state):
    """A scenario gives each relation's status; its history (the turns it changed) starts afresh."""
    return replace(state, relations=tuple(replace(r, history=(), broken_on=None) for r in state.relations))


@pytest.mark.parametrize("start", [START, exact_start()], ids=["pool", "stacks"])
def test_the_bundled_scenario_reads_back_the_same_as_pieces_and_as_a_scenario(start):
    assert RULES.with_units(BOARD, start, RULES.unit_entries(BOARD, start)) == start
    assert read_back(start) == start


def test_the_pieces_are_the_scenarios_own_entries():
    def plain(units):
        """Sorted, without the zeros and noes a scenario may leave out."""
        return sorted(({k: v for k, v in u.items() if v not in (0, False) or k == "count"} for u in units),
                      key=lambda u: (u["type"], u["nation"], u["at"]))
    assert plain(RULES.unit_entries(BOARD, START)) == plain(DATA["units"])


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.booleans())
def test_after_turns_played_the_position_reads_back_the_same(seed, stacks):
    for _, res in play_random(seed, 2, exact_start() if stacks else START):
        state = res.state
        assert RULES.with_units(BOARD, state, RULES.unit_entries(BOARD, state)) == state
        assert without_relation_history(read_back(state)) == without_relation_history(state)


def test_cheese_to_the_hundredth_a_lost_capital_and_cities_founded_read_back():
    state = replace(START, nations=tuple(replace(n, treasury={"cheese": 2085}) if n.name == "Adoen" else n
                                         for n in START.nations),
                    capitals={k: v for k, v in START.capitals.items() if k != "Adoen"},
                    cities={**START.cities, "15": 5}, cheese={**START.cheese, "15": 9})
    scenario = edits.scenario_of(BOARD, state, "Again", "mausropa")
    assert scenario["treasuries"]["Adoen"] == 20.85 and scenario["capitals"]["Adoen"] is None
    assert scenario["cities"] == {"15": 5} and scenario["cheese"] == {"15": 9}
    assert read_back(state) == state


def scenario(**changes):
    return {**json.loads(json.dumps(DATA)), "map": None, **changes}


@pytest.mark.parametrize("changes, message", [
    ({"treasuries": {"Adoen": 2.125}}, "treasuries[Adoen]: cheese is kept to two decimals"),
    ({"treasuries": {"Nobody": 2}}, "treasuries: unknown nation 'Nobody'"),
    ({"cities": {"13": 2}}, "cities[13]: Fondue Sea is a sea"),
    ({"cheese": {"15": -1}}, "cheese[15]: must be a whole number from 0, not -1"),
    ({"capitals": {"Adoen": "13"}}, "capitals[Adoen]: Fondue Sea is a sea"),
    ({"pacts": {"A": ["Stilwen"], "B": ["Stilwen"]}}, "pacts[B]: Stilwen is already in the pact A"),
    ({"part_builds": [{"nation": "Adoen", "kind": "Dragoon", "at": "7", "cities_needed": 1}]},
     "part_builds[0]: kind: 'Dragoon' is not a unit type"),
    ({"part_builds": [{"nation": "Adoen", "kind": "Galleon", "at": "7", "cities_needed": 0}]},
     "part_builds[0]: cities_needed: must be a whole number from 1, not 0"),
    ({"standing": {"Adoen": {"spend_to_percent": 140}}}, "standing[Adoen]: spend_to_percent: at most 100"),
])
def test_a_position_in_play_is_checked_as_it_is_read(changes, message):
    with pytest.raises(ScenarioError, match=message.replace("[", r"\[").replace("]", r"\]")):
        build_scenario(scenario(**changes), board=BOARD)
