"""The bundled Mausropa map and scenario, a game started from them and a turn resolved through
the game file, and the map drawn with occupied and contested regions told apart."""

from pathlib import Path

import pytest

from app.render.picture import MarkerShape
from app.rulesets.succheesion import drawing
from engine.dice import SeededDice
from engine.errors import ScenarioError
from engine.game.gamefile import Game
from engine.rulesets.succheesion.events import Battle
from engine.game.scenario import load_scenario

from .helpers import RULES, land, make_map, nation, position, edges

SCENARIO = Path(__file__).resolve().parents[2] / "resources" / "maps" / "mausropa" / "scenario.json"


@pytest.fixture(scope="module")
def mausropa():
    board, state, data = load_scenario(SCENARIO)
    return board, state, data


def test_mausropa_has_the_seeds_nations_about_45_land_regions_and_14_seas(mausropa):
    board, state, _ = mausropa
    assert len(board.land()) == 47 and len(board.seas()) == 14
    assert {"Stilwen", "Maustria", "Adoen", "Ubliko", "Typ Lef Nazin", "Dunbarra", "Zurin", "Manarth", "Crimsonia",
            "Berdain", "Randomia"} == set(state.nation_names())
    assert all(r.geometry.geom_type == "Point" for r in board)


def test_the_scenario_holds_the_seeds_examples(mausropa):
    board, state, _ = mausropa
    crimsonia = [r for r, o in state.owners.items() if o == "Crimsonia" and r not in state.occupied]
    assert sum(state.cities[r] for r in crimsonia) == 12
    assert {r for r, o in state.owners.items() if o == "Adoen"} == set(state.occupied)
    assert set(state.occupied.values()) == {"Maustria"}
    assert state.owners[state.capitals["Adoen"]] == "Stilwen" and state.allied("Adoen", "Stilwen")
    assert state.stack("Randomia", "15").count == 13
    assert board["13"].is_sea and state.fleet("Maustria", "13").blockade and state.at_war("Maustria", "Crimsonia")
    assert state.forts and state.trade("Berdain", "Maustria").invested == 1000


def test_a_turn_of_mausropa_resolves_through_the_game_file(tmp_path, mausropa):
    board, state, data = mausropa
    game = Game.create(tmp_path / "g.game", board, state, data["title"], data)
    game.store_orders("Crimsonia", "Build 3 Infantry in 12\n2 galleons 13 -> 14 carrying 4 units from 9 to 24")
    game.store_orders("Randomia", "4 units 15 -> 16 -> 17")
    game.resolve(seed=3)
    after = game.state()
    assert after.turn == 1 and after.stack("Crimsonia", "12").count == 6
    assert game.label() == "Turn 2"
    assert game.events(0)
    game.close()


def test_the_same_seed_gives_the_same_turn_byte_for_byte(mausropa):
    board, state, _ = mausropa
    orders = {"Crimsonia": RULES.parse_orders("2 galleons 13 -> 14 carrying 4 units from 9 to 24", "Crimsonia",
                                              state, board)}
    one = RULES.resolve(board, state, orders, SeededDice(11))
    two = RULES.resolve(board, state, orders, SeededDice(11))
    import msgspec
    assert msgspec.json.encode(one.state) == msgspec.json.encode(two.state)
    assert msgspec.json.encode(list(one.events)) == msgspec.json.encode(list(two.events))
    assert any(isinstance(e, Battle) for e in one.events)


def test_a_scenario_whose_army_sheet_does_not_match_the_map_is_refused():
    board = make_map(land("1 2", cities=1, cheese=1), edges("1-2"))
    with pytest.raises(ScenarioError, match="the sheet lists 3 land units but 2 stand on the map"):
        position(board, nations=[nation("Red", "1")], units_on_map=["Red 1: 2"], armies={"Red": {"Infantry": 3}})


def test_occupied_regions_are_drawn_in_a_pale_wash_of_the_occupier_and_contested_ones_grey(mausropa):
    board, state, _ = mausropa
    picture = drawing.picture(board, state)
    maustria = state.nation("Maustria").colour
    assert picture.fills["11"] == drawing.pale(maustria) != maustria
    assert picture.fills["21"] == maustria
    board2 = make_map(land("1 2", cities=1, cheese=1), edges("1-2"))
    state2 = position(board2, nations=[nation("Red", "1"), nation("Blue", "2")], war=["Red-Blue"],
                      units_on_map=["Red 2: 1", "Blue 2: 1"])
    assert drawing.picture(board2, state2).fills["2"] == drawing.CONTESTED


def test_forts_generals_blockades_and_trade_links_are_drawn(mausropa):
    board, state, _ = mausropa
    picture = drawing.picture(board, state)
    texts = {m.key: m.text for m in picture.markers}
    assert texts["fort:Maustria:24"] == "2"
    assert {m.shape for m in picture.markers if m.key.startswith("fort:")} == {MarkerShape.FORT}
    assert texts["units:Maustria:11"] == "8 \u2605"
    assert texts["fleet:Maustria:13"].endswith("B")
    assert len([a for a in picture.arrows if a.style == "strait"]) == len(state.trades)


def test_the_nations_dock_shows_cheese_with_two_decimals(mausropa):
    board, state, _ = mausropa
    figures = RULES.nation_figures(board, state, "Crimsonia")
    rows = figures.rows()
    assert rows[0] == ("Cheese", "20.00", "Treasury now, in cheese")
    assert ("Cities", "12", "Loyal cities: the city budget for units each turn") in rows
    assert figures.figure("Cheese").resource == RULES.resource("cheese") and RULES.resource().decimals == 2


def test_the_games_history_counts_the_turns_battles(tmp_path, mausropa):
    board, state, data = mausropa
    game = Game.create(tmp_path / "g.game", board, state, data["title"], data)
    game.store_orders("Crimsonia", "2 galleons 13 -> 14 carrying 4 units from 9 to 24")
    game.resolve(seed=3)
    assert game.history()[0]["battles"] == 1
    game.close()
