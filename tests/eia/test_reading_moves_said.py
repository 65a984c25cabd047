"""Issue 22, EiA moves said as players say them: sailors' and soldiers' idioms, the compass and the
time, a leader taking his unit, a route after a colon, a reason or a purpose after the move, a unit
told to stay (in port, in the capital), several clauses each with its unit, a corps on board; and
what is refused rather than guessed (a route that ends going through, a purpose hiding a place)."""

import pytest

from engine.rulesets import ruleset
from engine.rulesets.eia.orders import MoveCorps, MoveFleet
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation, step):
    board, state = position("eia", step)
    sheet = RULES.parse_orders(text, nation, state, board)
    return list(sheet.orders), [p.reason for p in sheet.problems]


def corps(nation, designation, *path):
    return MoveCorps(nation=nation, corps=designation, path=path)


def fleet(nation, name, *path, carrying=""):
    return MoveFleet(nation=nation, fleet=name, path=path, carrying=carrying)


@pytest.mark.parametrize("text, nation, step, orders", [
    # the compass, the time and a route after a colon say nothing more
    ("Corps II heads north-east: Bulgaria to Wallachia.", "Turkey", "turkey-land",
     [corps("Turkey", "II", "bulgaria", "wallachia")]),
    ("The Second Corps will march northwards this month from Volhynia to Lemberg.", "Russia", "russia-land",
     [corps("Russia", "II", "volhynia", "lemberg")]),
    ("Our first corps moves at once: Brandenburg to Saxony", "Prussia", "prussia-land",
     [corps("Prussia", "I", "brandenburg", "saxony")]),
    ("Corps I marches southwestwards immediately from Madrid to Old Castile!", "Spain", "spain-land",
     [corps("Spain", "I", "madrid", "old_castile")]),
    # sailors' idioms, a leader taking his fleet out, a second verb on the same route
    ("The Baltic fleet weighs anchor for the Gulf of Finland.", "Russia", "russia-naval",
     [fleet("Russia", "Baltic", "st_petersburg", "gulf_of_finland")]),
    ("Admiral Gravina takes the Cadiz fleet out into the Gulf of Cadiz.", "Spain", "spain-naval",
     [fleet("Spain", "Cadiz", "andalusia", "gulf_of_cadiz")]),
    ("The Constantinople fleet puts to sea and makes for the Aegean Sea", "Turkey", "turkey-naval",
     [fleet("Turkey", "Constantinople", "stamboul", "aegean_sea")]),
    ("Fleet Channel stands out into the North Sea and goes on to the Heligoland Bight.", "Great Britain",
     "great-britain-naval", [fleet("Great Britain", "Channel", "english_channel", "north_sea", "heligoland_bight")]),
    # a purpose after the move, a corps on board
    ("The Mediterranean fleet sails to the Ionian Sea to shadow the French.", "Great Britain",
     "great-britain-naval", [fleet("Great Britain", "Mediterranean", "western_mediterranean", "ionian_sea")]),
    ("The Brest fleet slips out into the Bay of Biscay and watches Ushant, so as to find Nelson.", "France",
     "france-naval", [fleet("France", "Brest", "brittany", "bay_of_biscay")]),
    ("With the Second Corps aboard, our Cadiz fleet sails into the Gulf of Cadiz.", "Spain", "spain-naval",
     [fleet("Spain", "Cadiz", "andalusia", "gulf_of_cadiz", carrying="II")]),
    ("The Cadiz squadron makes its way to the Gulf of Cadiz with corps II on board", "Spain", "spain-naval",
     [fleet("Spain", "Cadiz", "andalusia", "gulf_of_cadiz", carrying="II")]),
    # a corps taking another's place, several clauses each with its unit, one that stays
    ("Corps I takes its place in Bulgaria.", "Turkey", "turkey-land", [corps("Turkey", "I", "stamboul", "bulgaria")]),
    ("The Second Corps falls back to Lemberg, and the Guard stays in the capital.", "Russia", "russia-land",
     [corps("Russia", "II", "volhynia", "lemberg")]),
    ("The Second goes to Switzerland; the First leaves Bavaria for Prague and the Third remains in Vienna.",
     "Austria", "austria-land", [corps("Austria", "II", "tyrol", "switzerland"),
                                 corps("Austria", "I", "bavaria", "prague")]),
])
def test_a_move_said_in_a_sentence_is_the_move_of_the_strict_form(text, nation, step, orders):
    assert read(text, nation, step) == (orders, [])


@pytest.mark.parametrize("text, nation, step", [
    ("The Guard remains in St Petersburg to reassure the Tsar.", "Russia", "russia-land"),
    ("The Guard stays put in the capital, because the mob is restless.", "France", "france-land"),
    ("The Toulon fleet stays in port.", "France", "france-naval"),
    ("The Brest fleet remains in harbour this month", "France", "france-naval"),
])
def test_a_unit_told_to_stay_where_it_stands_gives_no_order_and_no_problem(text, nation, step):
    assert read(text, nation, step) == ([], [])


@pytest.mark.parametrize("text, nation, step, why", [
    ("The Guard stays in Moscow to reassure the Tsar.", "Russia", "russia-land", "St Petersburg"),
    ("The Channel fleet stays in port.", "Great Britain", "great-britain-naval", "not in port"),
    ("The Guard marches through Champagne.", "France", "france-land", "and then where"),
    ("Corps II goes via Baden", "France", "france-land", "and then where"),
    ("The Second Corps goes to Lemberg, and the Third stays in Vienna.", "Russia", "russia-land", ""),
])
def test_a_stay_elsewhere_or_a_route_ending_in_a_place_gone_through_is_refused(text, nation, step, why):
    orders, problems = read(text, nation, step)
    assert problems and why in problems[0]


def test_a_purpose_that_names_a_place_of_the_route_is_never_dropped():
    orders, problems = read("The Channel fleet sails to the North Sea to watch the Dutch and then goes on to the "
                            "Heligoland Bight.", "Great Britain", "great-britain-naval")
    assert fleet("Great Britain", "Channel", "english_channel", "north_sea") not in orders
    assert problems or orders == [fleet("Great Britain", "Channel", "english_channel", "north_sea", "heligoland_bight")]


def test_a_move_over_three_lines_is_read_whole_not_cut_at_a_place_gone_through():
    orders, problems = read("The Guard will leave Paris\nand ride through Champagne\ninto Lorraine.", "France",
                            "france-land")
    assert (orders, problems) == ([corps("France", "Guard I", "paris", "champagne", "lorraine")], [])
