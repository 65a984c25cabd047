"""Issue 22: EiA fleets and corps called as players call them are found among the power's units in the
state: by name or a short form of it ('Flt Med'), by where they lie ('Nelson's fleet in the Western
Mediterranean', 'the fleet off Brittany'), by their port, by their kind ('the Guard', 'the cavalry'),
with an admiral's or general's name beside them left aside; several fitting is asked, none refused."""

import pytest

from engine.rulesets import ruleset
from engine.rulesets.eia.orders import Interception, MoveCorps
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation="Great Britain", step="start"):
    board, state = position("eia", step)
    sheet = RULES.parse_orders(text, nation, state, board)
    return list(sheet.orders), [p.reason for p in sheet.problems]


def intercept(nation, fleet, yes=True):
    return Interception(nation=nation, fleet=fleet, intercept=yes)


@pytest.mark.parametrize("nation, text, orders", [
    ("Great Britain", "Flt Channel: no intercept", [intercept("Great Britain", "Channel", False)]),
    ("Great Britain", "Flt Med: intercept", [intercept("Great Britain", "Mediterranean")]),
    ("Great Britain", "Fleet Medit. intercepts.", [intercept("Great Britain", "Mediterranean")]),
    ("Great Britain", "Nelson's fleet in the Western Mediterranean intercepts any Frenchman that puts to sea.",
     [intercept("Great Britain", "Mediterranean")]),
    ("Great Britain", "Our fleet in the English Channel will not intercept.",
     [intercept("Great Britain", "Channel", False)]),
    ("France", "The fleet off Brittany intercepts", [intercept("France", "Brest")]),
    ("France", "Villeneuve's squadron at Toulon intercepts", [intercept("France", "Toulon")]),
    ("France", "The Toulon squadron (Villeneuve) intercepts; the Brest fleet (Ganteaume) does not.",
     [intercept("France", "Toulon"), intercept("France", "Brest", False)]),
    ("Spain", "The Cadiz fleet won't intercept this month.", [intercept("Spain", "Cadiz", False)]),
    ("Spain", "La flota de Cádiz no intercepta.", [intercept("Spain", "Cadiz", False)]),
    ("Russia", "Admiral Chichagov's ships stay in port and do not intercept.", [intercept("Russia", "Baltic", False)]),
])
def test_a_fleet_is_found_by_name_short_form_place_or_port(nation, text, orders):
    assert read(text, nation) == (orders, [])


def test_a_fleet_that_fits_several_or_none_is_refused_never_guessed():
    orders, problems = read("Our fleet intercepts.")
    assert not orders and "Channel" in problems[0] and "Mediterranean" in problems[0]
    orders, problems = read("The fleet in the Baltic intercepts.")
    assert not orders and problems
    orders, problems = read("The Channel fleet in the Western Mediterranean intercepts.")
    assert not orders and problems
    orders, problems = read("La flotte de Toulon intercepte.", "Spain")      # Spain's one fleet lies at Cadiz
    assert not orders and "Provence" in problems[0]


@pytest.mark.parametrize("nation, step, text, corps, path", [
    ("Austria", "austria-land", "Mack's corps (I) leaves Bavaria for Württemberg.", "I", ("bavaria", "wurttemberg")),
    ("Russia", "russia-land", "Bagration with corps I goes south to Volhynia.", "I", ("lithuania", "volhynia")),
    ("France", "france-land", "The Guard marches to Champagne.", "Guard I", ("paris", "champagne")),
    ("France", "france-land", "The cavalry rides from Lorraine to Alsace", "Cav I", ("lorraine", "alsace")),
    ("France", "france-land", "Davout's corps (III) heads for Flanders.", "III", ("picardy", "flanders")),
    ("Russia", "russia-land", "The Cossacks ride into Lemberg.", "Cossacks", ("podolia", "lemberg")),
    ("France", "france-land", "La cavalerie (Cav I) passe de Lorraine en Alsace.", "Cav I", ("lorraine", "alsace")),
    ("Austria", "austria-land", "Das Korps II marschiert von Tirol nach Bayern.", "II", ("tyrol", "bavaria")),
])
def test_a_corps_is_found_by_its_kind_or_its_number_beside_a_generals_name(nation, step, text, corps, path):
    assert read(text, nation, step) == ([MoveCorps(nation=nation, corps=corps, path=path)], [])


@pytest.mark.parametrize("nation, step, text", [
    ("Austria", "austria-land", "The Archduke's corps (II) holds the Tyrol."),
    ("Russia", "russia-land", "The Guard stays in St Petersburg."),
    ("Russia", "russia-land", "The Cossacks stay in Podolia"),
    ("France", "france-land", "The cavalry remains in Lorraine."),
])
def test_a_corps_told_to_stay_where_it_stands_gives_no_order(nation, step, text):
    assert read(text, nation, step) == ([], [])


def test_a_corps_told_to_stay_where_it_does_not_stand_is_refused():
    orders, problems = read("The Guard stays in Moscow.", "Russia", "russia-land")
    assert not orders and "St Petersburg" in problems[0]


def test_moves_and_stays_of_named_corps_on_one_line():
    orders, problems = read("Mack's corps (I) leaves Bavaria for Württemberg; the Archduke's corps (II) holds the "
                            "Tyrol.", "Austria", "austria-land")
    assert problems == [] and orders == [MoveCorps(nation="Austria", corps="I", path=("bavaria", "wurttemberg"))]
    orders, problems = read("Bagration with corps I goes south to Volhynia; the Guard stays in St Petersburg; "
                            "the Cossacks stay in Podolia.", "Russia", "russia-land")
    assert problems == [] and orders == [MoveCorps(nation="Russia", corps="I", path=("lithuania", "volhynia"))]


@pytest.mark.parametrize("nation, step, text, corps, path", [
    ("France", "france-land", "Cav I: Lorr. - Als. - Baden", "Cav I", ("lorraine", "alsace", "baden")),
    ("France", "france-land", "Gd I: Paris - Champ.", "Guard I", ("paris", "champagne")),
    ("France", "france-land", "III: Pic. - Fland.", "III", ("picardy", "flanders")),
    ("Prussia", "prussia-land", "I Bdbg-Sax", "I", ("brandenburg", "saxony")),
    ("Prussia", "prussia-land", "II Sil - Sax", "II", ("silesia", "saxony")),
    ("Austria", "austria-land", "Cav. I: Morav. - Boh.", "Cav I", ("moravia", "prague")),
    ("Austria", "austria-land", "II Tyrol-Bav", "II", ("tyrol", "bavaria")),
    ("Austria", "austria-land", "Corps I: Bavaria to Württemberg", "I", ("bavaria", "wurttemberg")),
    ("Austria", "austria-land", "Corps I marches Bavaria - Württemberg", "I", ("bavaria", "wurttemberg")),
    ("Austria", "austria-land", "I corps -> Württemberg", "I", ("bavaria", "wurttemberg")),
    ("Austria", "austria-land", "Corps II to Bavaria, then Württemberg", "II", ("tyrol", "bavaria", "wurttemberg")),
])
def test_a_corps_and_its_route_written_short(nation, step, text, corps, path):
    assert read(text, nation, step) == ([MoveCorps(nation=nation, corps=corps, path=path)], [])


def test_a_short_route_that_fits_several_places_or_a_corps_the_power_lacks_is_refused():
    orders, problems = read("II Bra-Sax", "Prussia", "prussia-land")      # II stands in Silesia: neither
    assert not orders and "Brabant" in problems[0] and "Brandenburg" in problems[0]
    orders, problems = read("I Bra-Sax", "Prussia", "prussia-land")       # I stands in Brandenburg: that one
    assert orders == [MoveCorps(nation="Prussia", corps="I", path=("brandenburg", "saxony"))] and not problems
    orders, problems = read("Gd I: Bdbg - Sax", "Prussia", "prussia-land")
    assert not orders and problems
    orders, problems = read("I: Mor. - Boh.", "Austria", "austria-land")        # I is not in Moravia: which Mor?
    assert not orders and "Moravia" in problems[0] and "Morocco" in problems[0]
    # Cav I stands in Moravia: its start said short, with a dot and a colon, is that one (as 'I Bra-Sax' above)
    assert read("Cav. I: Mor. - Boh.", "Austria", "austria-land") == (
        [MoveCorps(nation="Austria", corps="Cav I", path=("moravia", "prague"))], [])


def test_several_corps_moved_short_on_one_line():
    orders, problems = read("Corps I to Württemberg, corps II to Bavaria.", "Austria", "austria-land")
    assert problems == [] and orders == [MoveCorps(nation="Austria", corps="I", path=("bavaria", "wurttemberg")),
                                         MoveCorps(nation="Austria", corps="II", path=("tyrol", "bavaria"))]


@pytest.mark.parametrize("text, fleet, path", [
    ("Flt Channel: English Channel - North Sea", "Channel", ("english_channel", "north_sea")),
    ("Flt Med: Western Mediterranean - Gulf of Lion", "Mediterranean", ("western_mediterranean", "gulf_of_lion")),
    ("Fleet Med to the Gulf of Lion", "Mediterranean", ("western_mediterranean", "gulf_of_lion")),
])
def test_a_fleet_moved_by_a_short_name(text, fleet, path):
    from engine.rulesets.eia.orders import MoveFleet
    assert read(text, "Great Britain", "great-britain-naval") == (
        [MoveFleet(nation="Great Britain", fleet=fleet, path=path)], [])


def test_all_fleets_and_two_fleets_in_one_sentence_each_get_their_order():
    assert read("All our fleets intercept.", "France") == (
        [intercept("France", "Brest"), intercept("France", "Toulon")], [])
    assert read("Toulon fleet intercepts, Brest fleet does not.", "France") == (
        [intercept("France", "Toulon"), intercept("France", "Brest", False)], [])
    orders, problems = read("Both fleets intercept.", "Spain")
    assert not orders and problems


def test_a_fleet_named_like_a_sea_is_the_fleet():
    assert read("The Baltic fleet stays in port and will not intercept this month.", "Russia") == (
        [intercept("Russia", "Baltic", False)], [])
    assert read("Fleet Baltic does not intercept.", "Russia") == ([intercept("Russia", "Baltic", False)], [])
