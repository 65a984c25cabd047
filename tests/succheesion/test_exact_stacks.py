"""`army_tracking: stacks`: for GMs who keep exact types per stack instead of the army pool. A
battle fights with the stack's own types (no draw), moves may name the types that go, losses
come off the stack and the sheet alike."""

import pytest

from engine.errors import ScenarioError
from engine.rulesets.succheesion.events import Battle

from .helpers import RULES, count, edges, events, land, make_map, nation, play, position, rejections, units

MAP = make_map(land("1 2 3", cities=1, cheese=1), edges("1-2 2-3"))
EXACT = {"army_tracking": "stacks"}


def marker(spec: str, **kinds: int) -> dict:
    return {**units(spec), "kinds": {k.replace("_", " "): v for k, v in kinds.items()}}


def exact_position(*markers, **kw):
    from engine.game.scenario import build_scenario
    from .helpers import COLOURS
    data = {"format": "berthier-scenario", "version": 1, "ruleset": "succheesion", "params": EXACT,
            "nations": [{"name": n, "colour": COLOURS[i], "home": h.split(), "treasury": {"cheese": 50}}
                        for i, (n, h) in enumerate((("Red", "1"), ("Blue", "3")))],
            "relations": [{"nations": ["Red", "Blue"], "status": "war"}], "units": list(markers), **kw}
    return build_scenario(data, board=MAP)[1]


def test_a_battle_fights_with_the_stacks_own_types_and_no_draw():
    state = exact_position(marker("Red 2: 3", Infantry=2, Cavalry=1), marker("Blue 2: 2", Militia=2))
    # Red 3 dice, Blue 2: Red 1 TP + fewer Militia + more Cavalry = 3; Blue 1. Red rolls 6: 40% of 2 = 0.
    res = play(MAP, state, dice=[1, 2, 2, 1, 2, 6])
    battle = events(res, Battle)[0]
    assert battle.armies == ({"Infantry": 2, "Cavalry": 1}, {"Militia": 2})
    assert battle.story.points == (3, 1)


def test_a_move_names_the_types_that_go_and_losses_come_off_the_stack():
    state = exact_position(marker("Red 1: 3", Infantry=2, Cavalry=1))
    res = play(MAP, state, {"Red": "1 Cavalry 1 -> 2"})
    assert res.state.stack("Red", "2").kinds == {"Cavalry": 1}
    assert res.state.stack("Red", "1").kinds == {"Infantry": 2}
    assert res.state.sheet("Red") == {"Infantry": 2, "Cavalry": 1}


def test_naming_types_the_stack_has_not_is_refused():
    state = exact_position(marker("Red 1: 3", Infantry=2, Cavalry=1))
    res = play(MAP, state, {"Red": "2 Cavalry 1 -> 2"})
    assert rejections(res) == ["failed: Red's units in 1 are 2 Infantry, 1 Cavalry"]


def test_without_types_the_units_that_go_are_drawn_by_dice():
    state = exact_position(marker("Red 1: 3", Infantry=2, Cavalry=1))
    res = play(MAP, state, {"Red": "1 unit 1 -> 2"}, dice=[3])
    assert res.state.stack("Red", "2").kinds == {"Cavalry": 1}


def test_in_pool_games_a_move_does_not_name_types():
    state = position(MAP, nations=[nation("Red", "1", cheese=5)], units_on_map=["Red 1: 2"])
    res = play(MAP, state, {"Red": "2 Infantry 1 -> 2"})
    assert rejections(res)[0].startswith("failed: unit types are kept on the army sheet in this game")


def test_every_marker_gives_its_types_when_stacks_are_exact():
    with pytest.raises(ScenarioError, match=r"add up to 1 \(1 Infantry\), not count 3"):
        exact_position(marker("Red 1: 3", Infantry=1))


def test_a_move_with_types_is_written_back_the_same():
    state = exact_position(marker("Red 1: 3", Infantry=2, Cavalry=1))
    sheet = RULES.parse_orders("2 Infantry and 1 Cavalry 1 -> 2", "Red", state, MAP)
    assert RULES.format_orders(sheet.orders, state, MAP) == "2 Infantry and 1 Cavalry 1 -> 2\n"
    assert count(play(MAP, state, {"Red": "2 Infantry and 1 Cavalry 1 -> 2"}).state, "Red", "2") == 3
