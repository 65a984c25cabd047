"""Issue 22, classic orders in a letter's sentences: a ruler's command ('His Majesty commands that ..., that
..., and that ...'), a place raising its own troops ('Zealand raises one new army'), ships and armies going
'out of' a place, a count said after the move ('The fleet sails from D to E, all 4 ships'). Each gives
exactly its orders; a condition, another nation's order or two counts are refused."""

import pytest

from .bundled import words
from tests.corpus.positions import position
from engine.rulesets import ruleset

RULES = ruleset("classic")
BOARD, START = position("classic", "start")


def read(text, nation):
    sheet = words(RULES, text, nation, START, BOARD)
    return [RULES.format_order(x, BOARD) for x in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("nation, text, orders", [
    ("Austria", "His Apostolic Majesty commands that the three regiments of Vienna (76) move into Bohemia (77), that the "
                "two of Hungary (79) move into 81, and that one army be bought in 76 to replace them.",
     ["3 armies 76 -> 77", "2 armies 79 -> 81", "buy 1 army in 76"]),
    ("France", "The King commands that the armies of Paris march into 27 and that 1 army be bought in 21.",
     ["3 armies 21 -> 27", "buy 1 army in 21"]),
    ("France", "His Majesty wishes that 2 ships I -> J, and that the 3 armies of Paris go to Auvergne.",
     ["2 ships I -> J", "3 armies 21 -> 27"]),
    ("Spain", "The Crown decrees that two armies from 16 march into 15.", ["2 armies 16 -> 15"]),
    ("Russia", "The Tsar orders that three armies from 89 march to 88; that one army be raised in 89.",
     ["3 armies 89 -> 88", "buy 1 army in 89"]),
    ("Prussia", "The King demands that 3 armies 58 -> 55, that the fleet sails from E to F.",
     ["3 armies 58 -> 55", "2 ships E -> F"]),
    ("Britain", "Her Majesty commands that 2 armies be bought in 3 and that the fleet in I sail to J.",
     ["buy 2 armies in 3", "3 ships I -> J"]),
    ("Vikings", "Zealand raises one new army to guard the king's hall.", ["buy 1 army in 70"]),
    ("France", "Paris raises two new armies.", ["buy 2 armies in 21"]),
    ("Russia", "Moscow recruits 2 armies to defend the capital.", ["buy 2 armies in 89"]),
    ("Britain", "The Channel launches one new ship.", ["buy 1 ship in I"]),
    ("Spain", "Castile musters three armies.", ["buy 3 armies in 14"]),
    ("Vikings", "Our longships (all four) row out of the Kattegat into the North Sea, and the warriors of Viken, three of "
                "them, march up into Norrland. Zealand raises one new army to guard the king's hall.",
     ["4 ships D -> C", "3 armies 68 -> 64", "buy 1 army in 70"]),
    ("Vikings", "Our fleet steams out of the Kattegat into C.", ["4 ships D -> C"]),
    ("Russia", "Our only ship pulls out of H into F.", ["1 ship H -> F"]),
    ("Vikings", "The longships row out of D into C", ["4 ships D -> C"]),
    ("Turkey", "The janissaries march out of 48 into 47, all three of them.", ["3 armies 48 -> 47"]),
    ("Vikings", "The fleet sails from D to E, all 4 ships.", ["4 ships D -> E"]),
    ("Spain", "The fleet sails from N to L, both ships.", ["2 ships N -> L"]),
    ("France", "The fleet sails from I to J: 2 ships.", ["2 ships I -> J"]),
    ("Vikings", "The fleet sails from D to E, all four of them.", ["4 ships D -> E"]),
])
def test_orders_in_a_letters_sentences(nation, text, orders):
    assert read(text, nation) == (orders, [])


@pytest.mark.parametrize("nation, text", [
    ("Austria", "The Emperor commands that France give us 10 gold."),
    ("Austria", "His Majesty commands that the armies of Vienna move into Bohemia, unless Prussia is there."),
    ("France", "Paris raises 2 armies to attack 22."),
    ("Vikings", "The 4 ships sail from D to E, 3 ships."),
    ("Vikings", "The fleet sails from D to E, 3 armies."),
    ("Austria", "The King of Prussia commands that 3 armies 58 -> 55."),
])
def test_what_a_letter_leaves_open_is_refused(nation, text):
    orders, problems = read(text, nation)
    assert problems and orders == []
