"""A Succheesion position written as pieces or as a scenario reads back as the same position: on
the bundled Mausropa scenario, with exact stacks, and after turns played with careless orders."""

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
import pytest

from engine.game import edits
from engine.errors import BerthierError, ScenarioError
from engine.game.scenario import build_scenario
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


PLACES = ["11", "13", "15", "21", "24", "51", "Fondue Sea", "nowhere"]
VALUES = st.one_of(st.integers(-1, 4), st.booleans(), st.none(), st.sampled_from(["2", "yes"]))
ENTRIES = st.fixed_dictionaries(
    {"type": st.sampled_from(["units", "ships", "forts"]), "nation": st.sampled_from(["Maustria", "adoen", "Nobody"]),
     "at": st.sampled_from(PLACES)},
    optional={k: VALUES for k in ("count", "general", "retreating", "frigates", "galleons", "aboard", "blockade",
                                  "infantry", "cavalry", "aboard_militia")})


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from(["put", "move", "remove"]), ENTRIES, st.sampled_from(PLACES)),
                min_size=1, max_size=4), st.booleans())
def test_any_edit_is_made_whole_or_refused_with_a_reason_and_the_position_stays_readable(changes, stacks):
    state = exact_start() if stacks else START
    for verb, entry, to in changes:
        try:
            if verb == "put":
                edit = edits.put_unit(BOARD, state, entry)
            elif verb == "move":
                edit = edits.move_unit(BOARD, state, entry, to)
            else:
                edit = edits.remove_unit(BOARD, state, entry)
        except BerthierError as e:
            assert str(e)
            continue
        state = edit.state
        for n in state.nation_names():
            on_map = sum(x.count for x in state.stacks if x.nation == n) + sum(f.aboard for f in state.fleets
                                                                             if f.nation == n)
            assert sum(state.sheet(n).values()) == on_map
        assert RULES.with_units(BOARD, state, RULES.unit_entries(BOARD, state)) == state
        assert read_back(state) == state
