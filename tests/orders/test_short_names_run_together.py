"""Place names typed as their words' starts run together ('GoL', 'WMed', 'EC') and routes typed with
unspaced dashes ('Lith-Volh', 'Prov-GoL-WMed'), on every bundled map: one place only is read, several
are asked naming each unless the route reaches only one of them (engine/words/abbreviations.py), and a word or
a nation is never taken for a place."""

import pytest

from engine.errors import NotUnderstood
from engine.orders import Names
from engine.rulesets import ruleset
from engine.words.joined_routes import spaced
from engine.words.short_names import places_run_together
from tests.corpus.positions import position


def names_of(rules_id):
    board, state = position(rules_id, "start")
    return Names(board, state)


@pytest.mark.parametrize("rules_id, written, place", [
    ("eia", "GoL", "gulf_of_lion"), ("eia", "WMed", "western_mediterranean"), ("eia", "EC", "english_channel"),
    ("eia", "BoB", "bay_of_biscay"), ("eia", "NAtl", "north_atlantic"), ("eia", "GoF", "gulf_of_finland"),
    ("napoleonic", "WBS", "western_black_sea"), ("napoleonic", "IrS", "irish_sea"), ("napoleonic", "StP", "st_petersburg"),
    ("classic", "GoL", "Q"), ("classic", "BoB", "K"), ("classic", "EC", "I"),
])
def test_a_name_run_together_from_its_words_starts_is_that_place(rules_id, written, place):
    assert names_of(rules_id).region(written) == place


# The ambiguities of each map: each is asked, every place it may be named.
@pytest.mark.parametrize("rules_id, written, places", [
    ("eia", "NS", {"Norwegian Sea", "North Sea"}),
    ("napoleonic", "NSea", {"Norwegian Sea", "North Sea"}),
    ("classic", "NS", {"Norwegian Sea (B)", "North Sea (C)"}),
    ("eia", "Mor", {"Moravia", "Morea", "Morocco"}),
    ("napoleonic", "Bra", {"Brabant", "Brandenburg"}),
])
def test_a_short_form_of_several_places_is_asked_naming_each(rules_id, written, places):
    with pytest.raises(NotUnderstood) as e:
        names_of(rules_id).region(written)
    assert all(p in e.value.reason for p in places) and "write the name whole" in e.value.reason


@pytest.mark.parametrize("rules_id, written", [
    ("napoleonic", "GB"), ("eia", "UK"), ("succheesion", "GoL"), ("napoleonic", "Ok"), ("classic", "HQ"),
])
def test_a_word_or_a_nation_is_no_place(rules_id, written):
    board, _ = position(rules_id, "start")
    assert len(places_run_together(board, written)) != 1 or names_of(rules_id).known_nation(written.casefold())


@pytest.mark.parametrize("text, out", [
    ("I: Lith-Volh", "I: Lith - Volh"),
    ("Toulon: Prov-GoL-WMed", "Toulon: Prov - GoL - WMed"),
    ("G: Don-Khar-Orel, scout Tula", "G: Don - Khar - Orel, scout Tula"),
    ("A - Baden", None),
    ("sent from my phone - sorry", None),
    ("two-thirds of the army", None),
])
def test_unspaced_routes_are_spaced_only_between_names(text, out):
    assert spaced(text) == out


@pytest.mark.parametrize("rules_id, where, nation, text, order", [
    ("eia", "russia-land", "Russia", "I: Lith-Volh", "corps I: Lithuania - Volhynia"),
    ("eia", "russia-land", "Russia", "II: Volh-Crac-Mor", "corps II: Volhynia - Cracow - Moravia"),   # Mor: by Cracow
    ("eia", "russia-land", "Russia", "corps Cossacks: Pod-Lem", "corps Cossacks: Podolia - Lemberg"),
    ("eia", "france-naval", "France", "fleet Toulon: Prov-GoL-WMed",
     "fleet Toulon: Provence - Gulf of Lion - Western Mediterranean"),
    ("eia", "france-naval", "France", "fleet Toulon: Provence - GoL", "fleet Toulon: Provence - Gulf of Lion"),
    ("napoleonic", "spring-1805-war", "Russia", "G: Don-Khar-Orel", "G Don Cossacks - Kharkov - Orel"),
    ("napoleonic", "spring-1805-war", "Prussia", "A-Sax", "A - Saxony"),
    ("napoleonic", "spring-1805-war", "Russia", "squadron 3 - Marm", "squadron 3 - Sea of Marmara"),
    ("napoleonic", "spring-1805-war", "Prussia", "A: Brand-Sax", "A Brandenburg - Saxony"),
    # the unit's label before a colon says where it stands, as without the colon (round 22)
    ("napoleonic", "spring-1805-war", "Prussia", "A: Bra-Sax", "A Brandenburg - Saxony"),
])
def test_a_route_typed_short_reads_as_the_places_it_names(rules_id, where, nation, text, order):
    rules = ruleset(rules_id)
    board, state = position(rules_id, where)
    sheet = rules.parse_orders(text, nation, state, board)
    assert sheet.problems == () and [rules.format_order(o, board) for o in sheet.orders] == [order]


@pytest.mark.parametrize("rules_id, where, nation, text, said", [
    ("napoleonic", "spring-1805-war", "Prussia", "A - Bra", "'Bra' may be Brabant or Brandenburg"),
    ("eia", "france-land", "France", "III: Pic-Cha", "'Cha' may be Champagne or Channel"),    # both beside Picardy
    ("eia", "france-naval", "France", "fleet Toulon: Provence - NS", "'NS' may be North Sea or Norwegian Sea"),
])
def test_a_short_form_of_several_places_in_a_route_is_asked(rules_id, where, nation, text, said):
    rules = ruleset(rules_id)
    board, state = position(rules_id, where)
    sheet = rules.parse_orders(text, nation, state, board)
    assert sheet.orders == () and any(said in p.reason for p in sheet.problems)
