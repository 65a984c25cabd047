"""Issue 22 (languages): orders written in Dutch and Polish, read as the English orders they are:
verbs in their usual forms, unit words, numbers, the small words of a move ('van 68 naar 64',
'z 89 do 93', 'w 90') and the nations' and places' names in those languages (Polish in the forms
they take after a verb or a preposition: 'wypowiada wojnę Turcji', 'na Kurlandię')."""

import pytest

from engine.words.foreign import in_english, is_foreign
from tests.orders.bundled import checked


def read(rules_id, where, nation, text):
    shown, sheet = checked(rules_id, nation, where, text)
    return shown, [str(p) for p in sheet.problems]


@pytest.mark.parametrize("nation, text, orders", [
    ("Vikings", "Verplaats drie legers van 68 naar 64.", ["3 armies 68 -> 64"]),
    ("Vikings", "twee schepen varen van D naar C", ["2 ships D -> C"]),
    ("Vikings", "De Vikingen kopen twee schepen in D", ["buy 2 ships in D"]),
    ("Russia", "Koop een leger in 90", ["buy 1 army in 90"]),
    ("Russia", "Geef 5 goud aan Pruisen", ["give 5 gold to Prussia"]),
    ("Vikings", "Wikingowie: przesuń 2 armie z 68 do 64", ["2 armies 68 -> 64"]),
    ("Vikings", "dwa statki płyną z D do C", ["2 ships D -> C"]),
    ("Russia", "Kup dwie armie w 89 oraz 1 statek w H", ["buy 2 armies in 89", "buy 1 ship in H"]),
])
def test_classic_orders_in_dutch_and_polish(nation, text, orders):
    assert read("classic", "start", nation, text) == (orders, [])


@pytest.mark.parametrize("text, orders", [
    ("Korps B marcheert naar Koerland.", ["B - Courland"]),
    ("Korpus B maszeruje do Kurlandii", ["B - Courland"]),
    ("Korps B blijft in Litouwen", ["B holds"]),        # B stands in Lithuania (a stay elsewhere is refused)
    ("korpus B zostaje na Litwie", ["B holds"]),
    ("Bouw 2 infanterie in Moskou", ["build 2 infantry in Moscow"]),
    ("Zbudujemy dwie piechoty w Moskwie", ["build 2 infantry in Moscow"]),
])
def test_napoleonic_orders_in_dutch_and_polish(text, orders):
    assert read("napoleonic", "spring-1805-war", "Russia", text) == (orders, [])


@pytest.mark.parametrize("text, orders", [
    ("Frankrijk verklaart de oorlog aan Pruisen.", ["declare war on Prussia"]),
    ("Frankrijk verklaart Pruisen de oorlog.", ["declare war on Prussia"]),
    ("Francja wypowiada wojnę Prusom", ["declare war on Prussia"]),
    ("Zawieramy sojusz z Hiszpanią.", ["ally with Spain"]),
    ("De vloot van Brest onderschept niet", ["fleet Brest: do not intercept"]),
    ("Flota Toulon nie przechwytuje", ["fleet Toulon: do not intercept"]),
])
def test_eia_diplomacy_and_interception_in_dutch_and_polish(text, orders):
    assert read("eia", "start", "France", text) == (orders, [])


@pytest.mark.parametrize("nation, text, orders", [
    ("Crimsonia", "bouw 3 infanterie in 12", ["build 3 Infantry in 12"]),
    ("Crimsonia", "Twee eenheden trekken van 12 naar 9.", ["2 units 12 -> 9"]),
    ("Stilwen", "Zbuduj jedną piechotę w 6", ["build 1 Infantry in 6"]),
    ("Stilwen", "3 jednostki i generał maszerują z 6 do 10", ["3 units and the General 6 -> 10"]),
])
def test_succheesion_orders_in_dutch_and_polish(nation, text, orders):
    assert read("succheesion", "start", nation, text) == (orders, [])


def test_the_small_words_are_read_as_dutch_or_polish_only_on_a_line_of_that_language():
    assert in_english("3 legers van 68 naar 64") == "3 armies from 68 to 64"
    assert in_english("3 armie z 89 do 93") == "3 armies from 89 to 93"
    assert in_english("kup 1 armię w 90") == "buy 1 army in 90"
    assert in_english("Muovo 3 eserciti da 37 a 36") == "Move 3 armies from 37 to 36"      # 'a' stays Italian
    assert in_english("3 armées de 21 vers 27") == "3 armies from 21 to 27"                # 'de' stays French
    assert not is_foreign("I met the Dutch envoy, then I do my orders")


def test_a_dutch_or_polish_order_that_does_not_read_is_refused_not_dropped():
    orders, problems = read("classic", "start", "Vikings", "3 legers van 68 naar Narnia")
    assert orders == [] and len(problems) == 1
    orders, problems = read("classic", "start", "Russia", "kup 1 armię w Narnii")
    assert orders == [] and len(problems) == 1
