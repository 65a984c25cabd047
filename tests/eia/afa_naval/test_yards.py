"""Seed 003 I: the shipyard table, its notes and Prussia's reduction."""

import pytest

from engine.errors import UnknownName
from engine.rulesets.eia.afa_naval.yards import SITES, TERMS, Terms, site, terms


def test_the_table_has_34_yards_over_13_nations():
    assert len(SITES) == 34
    assert len({s.city for s in SITES}) == 34
    assert {s.nation for s in SITES} == set(TERMS)


@pytest.mark.parametrize("city,nation,capacity,note", [
    ("Portsmouth", "Great Britain", 15, 0), ("Plymouth", "Great Britain", 15, 0), ("London", "Great Britain", 30, 0),
    ("Dublin", "Great Britain", 5, 1), ("Glasgow", "Great Britain", 5, 1),
    ("Brest", "France", 10, 0), ("Le Havre", "France", 8, 1), ("Toulon", "France", 10, 0),
    ("Marseilles", "France", 10, 0), ("Cherbourg", "France", 5, 1),
    ("Cadiz", "Spain", 20, 0), ("Havana", "Spain", 20, 0), ("Corunna", "Spain", 4, 2),
    ("Barcelona", "Spain", 4, 2), ("Cartagena", "Spain", 2, 2),
    ("Danzig", "Prussia", 4, 3), ("Konigsberg", "Prussia", 2, 3), ("Stettin", "Prussia", 3, 3),
    ("Trieste", "Austria", 5, 0), ("Zara", "Austria", 1, 0),
    ("St. Petersburg", "Russia", 15, 0), ("Archangel", "Russia", 4, 1), ("Riga", "Russia", 5, 0),
    ("Sevastopol", "Russia", 4, 0), ("Constantinople", "Turkey", 10, 0), ("Sinope", "Turkey", 2, 0),
    ("Smyrna", "Turkey", 5, 0), ("Venice", "Venice", 8, 0), ("Naples", "Naples", 4, 0),
    ("Copenhagen", "Denmark", 10, 0), ("Hamburg", "Denmark", 4, 0), ("Karlskrona", "Sweden", 10, 0),
    ("Amsterdam", "Holland", 10, 0), ("Lisbon", "Portugal", 10, 0),
])
def test_each_yard_of_the_table(city, nation, capacity, note):
    s = site(city)
    assert (s.nation, s.capacity, s.note) == (nation, capacity, note)


@pytest.mark.parametrize("nation,cost,time", [
    ("Great Britain", (10, 2), (12, 3)), ("France", (10, 2), (12, 3)), ("Spain", (10, 2), (12, 3)),
    ("Prussia", (18, 6), (20, 6)), ("Austria", (14, 4), (16, 4)), ("Russia", (12, 3), (14, 4)),
    ("Turkey", (12, 3), (14, 4)), ("Venice", (15, 5), (15, 5)), ("Naples", (15, 5), (15, 5)),
    ("Denmark", (12, 3), (12, 2)), ("Sweden", (10, 2), (12, 3)), ("Holland", (12, 3), (12, 2)),
    ("Portugal", (12, 3), (12, 2)),
])
def test_each_nations_cost_and_time_read_new_slash_repair(nation, cost, time):
    assert TERMS[nation] == Terms(cost[0], cost[1], time[0], time[1])


def test_note_1_adds_3_months_to_new_ships_and_1_to_repairs():
    assert terms("Dublin") == Terms(10, 2, 15, 4)
    assert terms("Archangel") == Terms(12, 3, 17, 5)


def test_note_2_adds_4_months_to_new_ships_and_2_to_repairs():
    assert terms("Corunna") == Terms(10, 2, 16, 5)


def test_a_yard_without_a_note_uses_its_nations_row():
    assert terms("Brest") == Terms(10, 2, 12, 3)


def test_prussia_after_8_ships_builds_in_15_5_months_for_18_5():
    assert terms("Danzig", prussian_ships_built=7) == Terms(18, 6, 20, 6)
    assert terms("Danzig", prussian_ships_built=8) == Terms(18, 5, 15, 5)
    assert terms("Stettin", prussian_ships_built=12) == Terms(18, 5, 15, 5)


def test_the_reduction_is_a_parameter():
    assert terms("Danzig", prussian_ships_built=4, reduction_after=4).new_months == 15


def test_the_seeds_spellings_are_understood():
    assert site("Le Harve").city == "Le Havre"
    assert site("Libson").city == "Lisbon"
    assert site("  konigsburg ").city == "Konigsberg"


def test_an_unknown_yard_is_named_with_suggestions():
    with pytest.raises(UnknownName, match="'Brist'.*Brest"):
        site("Brist")


def test_the_bundled_maps_shipyards_agree_with_the_table():
    import json
    from pathlib import Path

    path = Path(__file__).parents[3] / "resources" / "maps" / "eia-europe" / "map.geojson"
    seen = set()
    for feature in json.loads(path.read_text(encoding="utf-8"))["features"]:
        for city in feature["properties"].get("city_records") or ():
            yard = city.get("shipyard")
            if yard:
                s, t = site(city["name"]), terms(city["name"])
                seen.add(s.city)
                assert (s.nation, s.capacity, s.note) == (yard["nation"], yard["capacity"], yard.get("note", 0))
                base = TERMS[s.nation]
                assert (base.new_cost, base.repair_cost, base.new_months, base.repair_months) == \
                    (yard["cost"], yard["repair_cost"], yard["time"], yard["repair_time"]), city["name"]
                assert t.new_cost == yard["cost"]
    assert len(seen) == 34
