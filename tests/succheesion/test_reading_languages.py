"""Issue 22, round 5: Succheesion orders in Italian, German and Spanish, through the shared language tables
(engine/words/languages.py): the game's own words (fort, TP, supply, blockade kept), marches with the
General, builds 'a' a place, ships going 'nello' a sea."""

import pytest

from engine.words.languages import conflicts
from tests.succheesion.helpers import read


SAID = [
    ("Berdain", "costruire 1 Forte a Lowland Dairies (39);", ["build 1 Fort in 39"]),
    ("Maustria", "Costruire 1 Artiglieria a Maus Imperial (21).", ["build 1 Artillery in 21"]),
    ("Maustria", "Le 8 unità col Generale da Adoen Crown (11) marciano su Grenadier Hills (10) e poi su Stilwen City (6).",
     ["8 units and the General 11 -> 10 -> 6"]),
    ("Stilwen", "Le 5 unità con il Generale da Stilwen City marciano verso Liberty Downs.",
     ["5 units and the General 6 -> 7"]),
    ("Berdain", "la fregata nel Brie Bight va nello Stilton Sound e poi nel Feta Gulf.", ["1 Frigate 51 -> 61 -> 60"]),
    ("Maustria", "La flotta nel Mare di Fondue mantiene il blocco.", []),
    ("Typ Lef Nazin", "Taktikpunkte: bis 40 % ausgeben.", ["spend TP to reach 40%"]),
    ("Typ Lef Nazin", "Die 4 Einheiten mit dem General ziehen von Lef Oasis (31) nach Steppe Gate (28).",
     ["4 units and the General 31 -> 28"]),
    ("Manarth", "Baue 1 Festung in Honour Peak.", ["build 1 Fort in 33"]),
    ("Randomia", "Gastar PT hasta el 30%.", ["spend TP to reach 30%"]),
    ("Crimsonia", "Las 3 unidades de Madder Vale marchan a Scarlet Moors.", ["3 units 12 -> 3"]),
    ("Zurin", "Construir 1 fuerte en Zurin.", ["build 1 Fort in 46"]),
]


@pytest.mark.parametrize("nation, text, orders", SAID, ids=[t for _, t, _ in SAID])
def test_orders_in_other_languages(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


def test_the_languages_read_together_give_no_word_two_meanings():
    assert conflicts() == []
