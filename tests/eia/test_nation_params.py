"""EiA on a map of the GM's own: the seed's powers in `power_order`, `no_honors_of_war` and
`austria` do not follow the game there; names the GM writes must be nations of the game."""

from __future__ import annotations

import pytest

from engine.board.mapfile import load_map
from engine.errors import ScenarioError
from engine.game.map_game import start_on_map
from engine.rulesets.eia.state import EiaState
from engine.game.scenario import MAPS, bundled_map_path, load_scenario


@pytest.fixture(scope="module")
def europe1805():
    return load_map(bundled_map_path("europe1805"))


def test_every_major_power_of_the_map_gets_its_steps_in_the_map_order(europe1805):
    _, state, _ = start_on_map(europe1805, "eia")
    assert isinstance(state, EiaState)
    majors = [n.name for n in state.nations if n.major]
    assert "Ottoman Empire" in majors and "Turkey" not in majors
    assert state.params["power_order"] == majors
    naval = [s.removesuffix(" naval") for s in state.steps if s.endswith(" naval")]
    assert naval == majors                       # Naples and Denmark included, no step for a 'Turkey'


def test_the_seed_defaults_name_only_the_powers_the_game_has(europe1805):
    _, state, _ = start_on_map(europe1805, "eia", params={"modules": ["eia_sop"]})
    assert state.params["no_honors_of_war"] == ["Spain"]          # the seed's Turkey is not in this game
    assert state.params["austria"] == "Austria"


def test_a_power_the_gm_names_must_be_a_nation_of_the_game(europe1805):
    with pytest.raises(ScenarioError, match=r"power_order: 'Turkey' is not a major power of the game"):
        start_on_map(europe1805, "eia", params={"power_order": ["France", "Turkey"]})
    with pytest.raises(ScenarioError, match=r"no_honors_of_war: 'Sweden' is not a nation of the game"):
        start_on_map(europe1805, "eia", params={"modules": ["eia_sop"], "no_honors_of_war": ["Sweden"]})


def test_the_gms_own_order_of_powers_is_kept(europe1805):
    _, state, _ = start_on_map(europe1805, "eia", params={"power_order": ["Russia", "France"]})
    assert isinstance(state, EiaState)
    assert [s for s in state.steps if s.endswith(" land")] == ["Russia land", "France land"]


def test_the_bundled_eia_game_keeps_the_seed_order():
    _, state, _ = load_scenario(MAPS / "eia-europe" / "scenario.json")
    assert state.params["power_order"] == ["France", "Great Britain", "Spain", "Austria", "Prussia", "Russia",
                                           "Turkey"]
