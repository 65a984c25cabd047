"""The bundled Europe 1805 map and its scenario: the places, straits and values the seed rules name."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import networkx as nx
import pytest

from engine.board import EdgeKind, load_map

ROOT = Path(__file__).resolve().parents[2]
MAP_DIR = ROOT / "resources" / "maps" / "europe1805"
MAP_FILE = MAP_DIR / "map.geojson"
SCENARIO_FILE = MAP_DIR / "scenario.json"
TOOLS = ROOT / "tools" / "europe1805"

NATIONS = ["France", "Great Britain", "Russia", "Prussia", "Austria", "Spain", "Ottoman Empire",
           "Denmark", "Naples"]

# Every place the seed names, as it names it.
SEED_PLACES = ["Alsace", "Prague", "Tyrol", "Vienna", "Piedmont", "Venice", "Rome", "Naples", "Sicily",
               "Corsica", "Sardinia", "Gibraltar", "Murcia", "Morocco", "Algeria", "Stamboul", "Smyrna",
               "Stockholm", "Gotesburg", "St Petersburg", "Halse", "Denmark", "Copenhagen", "Sevastopol",
               "Tagenrog", "Holland", "Thuringia", "Westphalia"]

# The seed's seven straits, as it lists them: two join three provinces, each pair of them.
SEED_STRAITS = [{"Gibraltar", "Murcia", "Morocco"}, {"Corsica", "Sardinia"}, {"Sicily", "Naples"},
                {"Stamboul", "Smyrna"}, {"Stockholm", "St Petersburg"}, {"Halse", "Denmark", "Copenhagen"},
                {"Sevastopol", "Tagenrog"}]
# sorted: the same order in every process (pytest-xdist's workers must collect the same tests)
STRAIT_PAIRS = sorted(tuple(sorted(pair)) for places in SEED_STRAITS for pair in
                      {frozenset((a, b)) for a in places for b in places if a != b})


def _tool(name: str):
    """A module of tools/europe1805 (they are scripts, not a package)."""
    if str(TOOLS) not in sys.path:
        sys.path.insert(0, str(TOOLS))
    spec = importlib.util.spec_from_file_location(f"europe1805_{name}", TOOLS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module   # dataclasses look their module up while the class is made
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def board():
    return load_map(MAP_FILE)


@pytest.fixture(scope="module")
def scenario():
    return json.loads(SCENARIO_FILE.read_text(encoding="utf-8"))


def test_the_generator_rebuilds_the_committed_map_byte_for_byte():
    pytest.importorskip("pyproj")   # the generator needs the `mapmaking` extra
    text, _ = _tool("build").build()
    assert text == MAP_FILE.read_text(encoding="utf-8"), "run tools/europe1805/build.py and commit the map"


def test_the_scenario_writer_rebuilds_the_committed_scenario():
    assert _tool("scenario").render() == SCENARIO_FILE.read_text(encoding="utf-8")


def test_the_map_loads_without_errors_and_says_where_it_comes_from(board):
    assert board.info.id == "europe1805"
    assert board.info.title == "Europe 1805"
    assert "Made with Natural Earth" in board.info.credits
    assert board.info.projection == "EPSG:3035" and board.info.y_axis == "up"
    assert board.info.size[0] == 1600
    assert not [p for p in board.problems if p.severity == "error"]


def test_province_and_sea_counts_are_in_range(board):
    assert 120 <= len(board.land()) <= 180
    assert 20 <= len(board.seas()) <= 35


def test_every_place_the_seed_names_is_a_region_with_exactly_that_name(board):
    names = {r.name for r in board}
    assert [p for p in SEED_PLACES if p not in names] == []
    assert board.find("Western Mediterranean").is_sea


@pytest.mark.parametrize("alias, name", [("Tyrolia", "Tyrol"), ("Constantinople", "Stamboul"),
                                         ("Taganrog", "Tagenrog"), ("Gothenburg", "Gotesburg"),
                                         ("Scania", "Halse"), ("Zealand", "Copenhagen"), ("Jutland", "Denmark"),
                                         ("Bohemia", "Prague"), ("Crimea", "Sevastopol")])
def test_players_other_spellings_are_aliases(board, alias, name):
    assert board.find(alias).name == name


def test_region_ids_are_lowercase_slugs(board):
    assert all(r.id.replace("_", "").isalnum() and r.id == r.id.lower() for r in board)


def test_the_straits_are_exactly_the_seeds_seven_places(board):
    graph = nx.Graph()
    graph.add_edges_from((board[e.a].name, board[e.b].name) for e in board.edges() if e.kind is EdgeKind.STRAIT)
    assert sorted(map(sorted, nx.connected_components(graph))) == sorted(map(sorted, SEED_STRAITS))
    assert graph.number_of_edges() == len(STRAIT_PAIRS)


@pytest.mark.parametrize("a, b", STRAIT_PAIRS)
def test_the_seed_straits_exist_with_a_controlling_sea_the_two_provinces_touch(board, a, b):
    ra, rb = board.find(a), board.find(b)
    edge = board.edge(ra.id, rb.id)
    assert edge is not None and edge.kind is EdgeKind.STRAIT
    sea = board[edge.sea]
    assert sea.is_sea
    assert sea.id in board.neighbours(ra.id, [EdgeKind.COAST])
    assert sea.id in board.neighbours(rb.id, [EdgeKind.COAST])


def test_every_strait_is_drawn_as_an_arrow(board):
    arrows = {frozenset(d["properties"]["between"]) for d in board.decorations if d["style"] == "arrow"}
    straits = {frozenset((e.a, e.b)) for e in board.edges() if e.kind is EdgeKind.STRAIT}
    assert arrows == straits


def test_islands_are_provinces_of_their_own_with_coasts(board):
    for island in ("Sicily", "Sardinia", "Corsica", "Crete", "Cyprus", "Majorca", "Malta", "Copenhagen"):
        r = board.find(island)
        assert board.neighbours(r.id, [EdgeKind.LAND]) == [], island
        assert board.neighbours(r.id, [EdgeKind.COAST]), island


def test_the_map_draws_lakes_and_rivers(board):
    styles = [d["style"] for d in board.decorations]
    assert styles.count("lake") >= 5 and styles.count("river") >= 10
    rivers = {d["properties"]["name"] for d in board.decorations if d["style"] == "river"}
    assert {"Rhine", "Danube", "Elbe", "Vistula", "Loire"} <= rivers


def test_every_region_is_reachable(board):
    graph = nx.Graph()
    graph.add_nodes_from(r.id for r in board)
    graph.add_edges_from((e.a, e.b) for e in board.edges()
                         if e.kind in (EdgeKind.LAND, EdgeKind.COAST, EdgeKind.SEA, EdgeKind.STRAIT))
    assert nx.is_connected(graph)


def test_every_sea_touches_a_coast_and_seas_form_one_ocean(board):
    for sea in board.seas():
        assert board.neighbours(sea.id, [EdgeKind.COAST]), sea.id
    seas = nx.Graph()
    # the Red Sea is in the frame, but the Suez Canal is sixty years away
    seas.add_nodes_from(s.id for s in board.seas() if s.id != "red_sea")
    seas.add_edges_from((e.a, e.b) for e in board.edges() if e.kind is EdgeKind.SEA and "red_sea" not in (e.a, e.b))
    assert nx.is_connected(seas)


def _totals(board) -> dict[str, int]:
    totals: dict[str, int] = {}
    for r in board.land():
        if r.attributes.get("home"):
            totals[r.attributes["home"]] = totals.get(r.attributes["home"], 0) + r.value
    return totals


def test_britain_starts_with_an_economic_value_of_26(board):
    assert _totals(board)["Great Britain"] == 26


def test_values_are_plausible_france_richest_minors_smallest(board):
    totals = _totals(board)
    assert set(totals) == set(NATIONS)
    assert all(1 <= r.value <= 6 for r in board.land())
    assert max(totals, key=totals.get) == "France"
    majors = [n for n in NATIONS if n not in ("Denmark", "Naples")]
    assert max(totals["Denmark"], totals["Naples"]) < min(totals[n] for n in majors)


def test_home_provinces_the_rules_speak_of(board):
    assert board.find("Gibraltar").attributes.get("home") == "Great Britain"
    for place in ("Rome", "Piedmont", "Venice"):
        assert board.find(place).attributes.get("home") != "Naples"
    for place in ("Stockholm", "Gotesburg", "Halse"):
        assert board.find(place).attributes.get("home") is None
    assert board.find("Naples").attributes["home"] == "Naples"
    assert board.find("Copenhagen").attributes["home"] == "Denmark"


def test_the_scenario_matches_the_map(board, scenario):
    assert scenario["ruleset"] == "napoleonic" and scenario["map"] == "europe1805"
    assert scenario["start"] == {"season": "Winter", "year": 1804}
    assert [n["name"] for n in scenario["nations"]] == NATIONS
    assert scenario.get("relations", []) == []
    colours = [n["colour"].lower() for n in scenario["nations"]]
    assert len(set(colours)) == len(colours)
    owned: dict[str, str] = {}
    for nation in scenario["nations"]:
        for place in nation["home"]:
            region = board.find(place)
            assert region.is_land and region.attributes.get("home") == nation["name"]
            assert region.id not in owned
            owned[region.id] = nation["name"]
    for place, nation in scenario.get("owners", {}).items():
        assert board.find(place).is_land and nation in NATIONS
    assert {r.id for r in board.land() if r.attributes.get("home")} == set(owned)


def test_scenario_units_stand_where_they_may(board, scenario):
    letters, numbers = set(), set()
    for unit in scenario["units"]:
        where = board.find(unit["at"])
        assert unit["nation"] in NATIONS
        if unit["type"] == "corps":
            assert where.is_land, unit
            assert unit["infantry"] + unit["cavalry"] + unit["artillery"] <= 3
            assert unit["infantry"] + unit["cavalry"] + unit["artillery"] + unit["scout"] >= 1
            key = (unit["nation"], unit["letter"])
            assert key not in letters
            letters.add(key)
        else:
            assert unit["type"] == "squadron" and where.is_sea, unit
            key = (unit["nation"], unit["number"])
            assert key not in numbers
            numbers.add(key)
    squadrons = {n: sum(1 for u in scenario["units"] if u["type"] == "squadron" and u["nation"] == n) for n in NATIONS}
    assert max(squadrons, key=squadrons.get) == "Great Britain"


def test_the_scenario_loads_through_the_engine():
    scenario_module = pytest.importorskip("engine.game.scenario")
    board, state, _ = scenario_module.load_scenario(SCENARIO_FILE)
    assert board.info.id == "europe1805"
    assert sorted(state.nation_names()) == sorted(NATIONS)
    assert state.season == "Winter" and state.year == 1804
    assert state.owner("gibraltar") == "Great Britain"
    assert state.owner("stockholm") is None


@pytest.mark.parametrize("a, b", [("Tyrol", "Vienna"), ("Alsace", "Thuringia"), ("Thuringia", "Westphalia"),
                                  ("Thuringia", "Holland"), ("Algeria", "Morocco")])
def test_the_seed_examples_borders_are_on_the_map(board, a, b):
    """"France enters Tyrol ... goes on to capture Vienna"; "from Alsace to Thuringia and then to Westphalia";
    "Holland [bordering Thuringia]"; "from Algeria to Morocco and then to Gibraltar"."""
    edge = board.edge(board.find(a).id, board.find(b).id)
    assert edge is not None and edge.kind is EdgeKind.LAND


def _land_graph(board, without=()):
    graph = nx.Graph()
    graph.add_nodes_from(r.id for r in board.land() if r.id not in without)
    graph.add_edges_from((e.a, e.b) for e in board.edges() if e.kind is EdgeKind.LAND
                         and e.a not in without and e.b not in without)
    return graph


def test_prague_is_three_spaces_from_alsace(board):
    """"if France owns Alsace and has 3 units in Prague, it pays 18 gold": 2 x 3 units x 3 spaces."""
    french = [r.id for r in board.land() if r.attributes.get("home") == "France"]
    graph = _land_graph(board)
    assert nx.shortest_path_length(graph, "prague", "alsace") == 3
    distance = nx.single_source_shortest_path_length(graph, "prague")
    assert min(distance[f] for f in french if f in distance) == 3


def test_tyrol_lies_on_frances_way_to_vienna(board):
    """Vienna borders only Austria's own provinces; the shortest way from France runs through Tyrol,
    so a corps left in Tyrol keeps the line open."""
    austrian = {r.id for r in board.land() if r.attributes.get("home") == "Austria"}
    assert set(board.neighbours("vienna", [EdgeKind.LAND])) <= austrian
    french = [r.id for r in board.land() if r.attributes.get("home") == "France"]
    outside = _land_graph(board, without=austrian - {"tyrol", "vienna"})
    distance = nx.single_source_shortest_path_length(outside, "vienna")
    assert min(distance[f] for f in french if f in distance) == 3
    assert "tyrol" in nx.shortest_path(outside, "vienna", "alsace")


def test_every_land_route_from_rome_to_france_runs_through_piedmont_or_venice(board):
    """The seed's Rome example: with Austrians in Piedmont and Venice, Rome is cut off by land."""
    austrian = {r.id for r in board.land() if r.attributes.get("home") == "Austria"}
    graph = _land_graph(board, without={"piedmont", "venice"} | austrian)
    french = {r.id for r in board.land() if r.attributes.get("home") == "France"} - {"piedmont"}
    assert not french & nx.node_connected_component(graph, "rome")
    assert "western_mediterranean" in board.neighbours("rome", [EdgeKind.COAST])
    assert "western_mediterranean" in board.neighbours("corsica", [EdgeKind.COAST])


def test_a_quiet_winter_1804_resolves_into_spring_1805():
    from engine.dice import SeededDice
    from engine.rulesets import ruleset
    from engine.game.scenario import load_scenario

    board, state, _ = load_scenario(ROOT / "resources" / "maps" / "europe1805" / "scenario.json")
    rules = ruleset("napoleonic")
    result = rules.resolve(board, state, {}, SeededDice(1805))
    after = result.state
    assert (after.season, after.year) == ("Spring", 1805)
    assert after.corps == state.corps and after.owners == state.owners
    britain = after.nation("Great Britain")
    income = next(e for e in result.events if type(e).__name__ == "Income" and e.nation == "Great Britain")
    assert income.base == 26
    assert britain.gold() == min(50, state.nation("Great Britain").gold() + income.total)
    assert not any(type(e).__name__ in ("Battle", "Starved", "OrderRejected") for e in result.events)
