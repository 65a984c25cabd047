"""Other-language and old names of the bundled maps' places (issue 22): each names one place of a map, never two,
and never a nation; names built of parts in other languages ('Mer de Sardaigne', 'Finnischer Meerbusen',
'Fondue-Meer', 'Kurhannover') are the one place whose name they translate, or none."""

import pytest

from engine.board.board import name_key
from engine.words.gazetteer import OTHER_NAMES, OTHER_NATION_NAMES
from engine.words.reading import Names
from tests.corpus.positions import position

RULESETS = ("napoleonic", "eia", "classic", "succheesion")


@pytest.mark.parametrize("rules_id", RULESETS)
def test_no_other_name_stands_for_two_places_of_a_map_nor_for_a_nation(rules_id):
    board, state = position(rules_id, "start")
    places: dict[str, set[str]] = {}
    english_of: dict[str, str] = {}
    for english, others in OTHER_NAMES.items():
        if board.knows(english):
            for other in others:
                if not board.knows(other):
                    places.setdefault(name_key(other), set()).add(board.find(english).id)
                    english_of[name_key(other)] = name_key(english)
    assert {k: v for k, v in places.items() if len(v) > 1} == {}
    nations = {name_key(x) for n in state.nations for x in (n.name, *n.aliases,
                                                            *OTHER_NATION_NAMES.get(n.name.casefold(), ()))}
    # 'Neapel' is the nation Naples and its region, as 'Naples' is in English: no new clash
    assert sorted(k for k in places if k in nations and english_of[k] not in nations) == []


def test_a_name_two_places_go_by_is_no_name_of_either(monkeypatch):
    board, state = position("napoleonic", "start")
    monkeypatch.setitem(OTHER_NAMES, "Saxony", (*OTHER_NAMES["Saxony"], "Zweiland"))
    monkeypatch.setitem(OTHER_NAMES, "Bavaria", (*OTHER_NAMES["Bavaria"], "Zweiland"))
    names = Names(board, state)
    assert not names.is_region("Zweiland")
    assert names.region("Sachsen") == "saxony"


@pytest.mark.parametrize("rules_id, written, meant", [
    ("napoleonic", "Baiern", "bavaria"), ("napoleonic", "Franconie", "franconia"), ("napoleonic", "Franken", "franconia"),
    ("napoleonic", "Rhénanie", "rhineland"), ("napoleonic", "Thuringe", "thuringia"), ("napoleonic", "Eflak", "wallachia"),
    ("napoleonic", "Saray-Bosna", "bosnia"), ("napoleonic", "Ofen-Pest", "buda"), ("napoleonic", "Siebenbürgen", "transylvania"),
    ("napoleonic", "Steiermark", "styria"), ("eia", "Wien", "vienna"), ("eia", "Sardaigne", "sardinia"),
    ("eia", "Kopenhagen", "copenhagen"), ("eia", "Selanik", "salonica"), ("eia", "Pfalz", "palatinate"),
])
def test_other_language_and_old_names_of_regions(rules_id, written, meant):
    board, state = position(rules_id, "start")
    assert Names(board, state).region(written) == meant


@pytest.mark.parametrize("rules_id, written, meant", [
    ("eia", "Mer de Sardaigne", "sardinian_sea"), ("eia", "Mare di Sardegna", "sardinian_sea"),
    ("eia", "Finnischer Meerbusen", "gulf_of_finland"), ("eia", "Golfe de Botnie", "gulf_of_bothnia"),
    ("eia", "Mediterraneo occidentale", "western_mediterranean"), ("eia", "Mer Blanche", "white_sea"),
    ("eia", "Mar Rosso", "red_sea"), ("eia", "Golfo di Biscaglia", "bay_of_biscay"), ("eia", "Mar Balear", "balearic_sea"),
    ("eia", "Meer von Asow", "sea_of_azov"), ("eia", "Golfo de Cádiz", "gulf_of_cadiz"),
    ("eia", "Océan Atlantique", "atlantic_ocean"), ("napoleonic", "Mer de Marmara", None),
    ("succheesion", "Mer de Fondue", "13"), ("succheesion", "Fondue-Meer", "13"), ("succheesion", "Lagune de Ricotta", "14"),
    ("succheesion", "Adoen-Küste", "20"), ("succheesion", "Côte d'Adoen", "20"), ("succheesion", "Golfe de Feta", "60"),
    ("succheesion", "Baie de Manchego", "59"), ("succheesion", "Mar de Edam", "56"),
])
def test_sea_and_coast_names_built_of_parts_in_other_languages(rules_id, written, meant):
    board, state = position(rules_id, "start")
    names = Names(board, state)
    if meant is None:
        meant = names.region("Sea of Marmara") if board.knows("Sea of Marmara") else None
    assert names.by_parts(written) == meant


@pytest.mark.parametrize("written", ["Herzogtum Baden", "Royaume de Naples", "Kurhannover", "Electorate of Saxony",
                                     "Regno di Napoli", "Kurfürstentum Hannover"])
def test_a_title_before_a_name_is_the_place_of_that_name(written):
    board, state = position("napoleonic", "start")
    assert Names(board, state).region(written) in ("baden", "naples", "hanover", "saxony")


@pytest.mark.parametrize("written", ["Mer de Nulle Part", "Golfe du Fromage", "Western Sea", "Mer", "Meer von",
                                     "Mar de la Costa", "Nordsee Küste"])
def test_a_name_of_parts_that_fits_no_single_place_is_no_place(written):
    board, state = position("eia", "start")
    assert Names(board, state).by_parts(written) is None


def test_two_places_that_fit_a_name_of_parts_give_none():
    board, state = position("succheesion", "start")
    assert Names(board, state).by_parts("Mer") is None          # every sea: none taken


def test_names_of_parts_stay_linear_on_a_long_line():
    board, state = position("eia", "start")
    names = Names(board, state)
    assert names.by_parts("Mer " * 30_000) is None
    assert names.by_parts("de " * 30_000 + "Mer") is None
