"""Issue 22, round 7 (napoleonic): orders said in the order of the map, the place a unit stands in written before
it as a label ('In Magdeburg, E moves to Hanover', 'Picardy - corps B to Brabant.'): the label is left out when
the state has the unit standing there; elsewhere the line is refused saying where the unit stands."""

import pytest

from tests.orders.test_phone_typed import read


@pytest.mark.parametrize("nation, text, orders", [
    ("Prussia", "In Magdeburg, E moves to Hanover; in Brandenburg, A to Mecklenburg; in Silesia, B stays.",
     ["E - Hanover", "A - Mecklenburg", "B holds"]),
    ("Prussia", "Magdeburg: corps E to Hanover", ["E - Hanover"]),
    ("France", "From north to south:\nPicardy - corps B to Brabant.\nFlanders - corps C into Holland.\n"
               "Alsace - corps D holds.\nPiedmont - corps F to Genoa.",
     ["B - Brabant", "C - Holland", "D holds", "F - Genoa"]),
    ("Austria", "At Vienna, corps A holds", ["A holds"]),
    ("Austria", "In the Tyrol: D marches into Bavaria", ["D - Bavaria"]),
    ("Russia", "Don Cossacks - G rides to Kharkov", ["G - Kharkov"]),
    ("France", "In the Gulf of Lion, squadron 4 holds", ["squadron 4 holds"]),
    ("Spain", "Gulf of Cadiz: squadron 1 to the Atlantic Ocean", ["squadron 1 - Atlantic Ocean"]),
    ("Prussia", "Brandenburg: A - Mecklenburg", ["A - Mecklenburg"]),
    ("Ottoman Empire", "From Smyrna, corps D goes to Angora", ["D - Angora"]),
])
def test_the_place_a_unit_stands_in_said_before_it_is_a_label(nation, text, orders):
    assert read("napoleonic", "spring-1805-war", nation, text) == (orders, [])


@pytest.mark.parametrize("nation, text", [
    ("Prussia", "In Silesia, E goes to Saxony"),          # E stands in Magdeburg
    ("France", "Paris - corps D to Baden"),               # D stands in Alsace
    ("Austria", "At Buda: A holds"),                      # A stands in Vienna
])
def test_a_label_the_state_does_not_bear_out_is_refused_saying_where_the_unit_stands(nation, text):
    shown, problems = read("napoleonic", "spring-1805-war", nation, text)
    assert shown == [] and any("stands in" in p for p in problems)


def test_a_build_under_its_place_is_still_a_build():
    assert read("napoleonic", "start", "France", "Paris: 2 infantry") == (["build 2 infantry in Paris"], [])

