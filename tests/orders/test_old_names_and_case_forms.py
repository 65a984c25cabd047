"""Issue 22 (old names, round 9): the bundled maps' places by their Latin, Danish and older names ('Thracia',
'Kjøbenhavn', 'Slesvig-Holsten', 'Valachia'), and the forms a one-word name of a place or a nation takes after a
Polish verb or preposition ('wojnę Maustrii', 'z Berdainu', 'sojusz z Maustrią'): each is the one place or nation
whose name it declines, never one two names decline to; 'zostaje na Litwie' stays where it is."""

import pytest

from engine.board.board import name_key
from engine.words.gazetteer import case_forms
from engine.words.reading import _map_tables
from tests.corpus.positions import position
from tests.orders.bundled import checked


def read(rules_id, where, nation, text):
    shown, sheet = checked(rules_id, nation, where, text)
    return shown, [str(p) for p in sheet.problems]


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("classic", "start", "Turkey", "Three armies march from Byzantium into Thracia.", ["3 armies 48 -> 47"]),
    ("napoleonic", "start", "Denmark", "Build a cavalry in Kjøbenhavn.", ["build cavalry in Copenhagen"]),
    ("napoleonic", "start", "Denmark", "build 1 infantry in Slesvig", ["build infantry in Holstein"]),
    ("napoleonic", "spring-1805-war", "Russia", "Korpus B zostaje na Litwie.", ["B holds"]),
    ("succheesion", "start", "Manarth", "Wypowiadamy wojnę Maustrii.", ["declare war on Maustria"]),
    ("succheesion", "start", "Manarth", "Rozkazy Manarthu: 4 jednostki z Manarth Hold do Honour Peak.",
     ["4 units 32 -> 33"]),
])
def test_old_names_and_polish_case_forms_name_their_place_or_nation(rules_id, where, nation, text, orders):
    assert read(rules_id, where, nation, text) == (orders, [])


def test_polish_case_forms_of_a_name():
    assert case_forms("Maustria") == ("Maustrii", "Maustrię", "Maustrią", "Maustrie")
    assert case_forms("Połtawa") == ("Połtawy", "Połtawę", "Połtawą", "Połtawie")
    assert case_forms("Manarth")[:2] == ("Manarthu", "Manarthem")
    assert case_forms("Kiev") == case_forms("Old Castile") == case_forms("Carmine") == ()


@pytest.mark.parametrize("rules_id", ["napoleonic", "eia", "classic", "succheesion"])
def test_a_case_form_is_no_name_of_the_map_and_one_two_places_decline_to_stands_for_neither(rules_id):
    board, _ = position(rules_id, "start")
    named, _ = _map_tables(board)
    places: dict[str, set[str]] = {}
    for r in board:
        for name in (r.name, *r.attributes.get("aliases", ())):
            for form in case_forms(name):
                places.setdefault(name_key(form), set()).add(r.id)
    assert not [key for key in named if board.knows(key)]
    assert not [key for key, rids in places.items() if len(rids) > 1 and key in named]
