"""Issue 22 (languages and translated English, round 9): more words of the languages' tables ('przez' is via, 'di'
and 'aus' say where units come from, 'fregaty', 'Bau', 'sale al'), a sea said the French, Spanish or Italian way
('la mer Fondue', 'il mare Fondue'), a number word that counts no unit word kept a word ('Die vier aus Crimson
Keep': never province 4), and the nouns of orders translated English uses ('we make construction of', 'rests in
its place')."""

import pytest

from engine.words.foreign import in_english
from tests.orders.bundled import checked


def read(rules_id, where, nation, text):
    shown, sheet = checked(rules_id, nation, where, text)
    return shown, [str(p) for p in sheet.problems]


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("napoleonic", "spring-1805-war", "Russia", "Korpus G idzie przez Charków do Połtawy.", ["G - Kharkov - Poltava"]),
    ("succheesion", "start", "Manarth", "Le 4 unità di Manarth Hold vanno a Vengeance Ford.", ["4 units 32 -> 34"]),
    ("succheesion", "start", "Dunbarra", "Przesuń 2 fregaty z Pirates' Sound do Northern Rind.", ["2 Frigates 52 -> 53"]),
    ("succheesion", "start", "Crimsonia", "i galeoni del mare Fondue attaccano la Maustria", ["attack Maustria in 13"]),
    ("succheesion", "start", "Crimsonia", "Die vier aus Crimson Keep marschieren nach Karmin.", ["4 units 1 -> 4"]),
    ("succheesion", "start", "Crimsonia", "Bau 1 Infanterie in Rubygate.", ["build 1 Infantry in 9"]),
    ("eia", "spain-naval", "Spain", "La flota de Cádiz sale al Golfo de Cádiz.", ["fleet Cadiz: Andalusia - Gulf of Cadiz"]),
    ("napoleonic", "spring-1805-war", "Austria", "Corps C rests in its place.", ["C holds"]),
    ("succheesion", "start", "Crimsonia", "We make construction of one Infantry in Rubygate.", ["build 1 Infantry in 9"]),
])
def test_more_words_of_other_languages_and_of_translated_english(rules_id, where, nation, text, orders):
    assert read(rules_id, where, nation, text) == (orders, [])


def test_a_number_word_before_its_unit_word_is_a_count_and_alone_a_word():
    assert in_english("drei Korps aus Sachsen") == "3 Corps from Sachsen"
    assert in_english("Die drei aus Rostopki marschieren") == "three from Rostopki march"
    assert in_english("les galions de la mer Fondue") == "galleons from Fondue Sea"
