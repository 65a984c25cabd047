"""Issue 22, classic orders in another word order: the start fronted ('From Paris, 3 armies march to Auvergne'),
a place's possessive ('Paris's three armies'), the count in brackets after the start, a count after a verb that
says the unit ('March 3 from 21 to 27'), 'with everything' after a route, new units without a verb ('2 new
armies in Paris'), 'engage' and 'any' for an attack, a gift 'to our Spanish friends as a loan'."""

import pytest

from .bundled import words
from tests.corpus.positions import position
from engine.rulesets import ruleset

RULES = ruleset("classic")
BOARD, START = position("classic", "start")


def read(text, nation="France"):
    sheet = words(RULES, text, nation, START, BOARD)
    return [RULES.format_order(x, BOARD) for x in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("nation, text, orders", [
    ("France", "From Paris, 3 armies march to Auvergne.", ["3 armies 21 -> 27"]),
    ("France", "From Paris, 3 armies march to Auvergne and 2 from Normandy to Belgica.",
     ["3 armies 21 -> 27", "2 armies 20 -> 22"]),
    ("Spain", "From 16, two armies walk into 15.", ["2 armies 16 -> 15"]),
    ("France", "Paris's three armies advance into Auvergne.", ["3 armies 21 -> 27"]),
    ("France", "Paris's armies advance into Auvergne.", ["3 armies 21 -> 27"]),
    ("France", "Paris (3 armies) -> Auvergne", ["3 armies 21 -> 27"]),
    ("Turkey", "48 (3 armies) -> 47", ["3 armies 48 -> 47"]),
    ("France", "March 3 from 21 to 27", ["3 armies 21 -> 27"]),
    ("France", "Sail 2 from I to J", ["2 ships I -> J"]),
    ("France", "21 -> 27 with everything", ["all armies 21 -> 27"]),
    ("France", "2 new armies in Paris.", ["buy 2 armies in 21"]),
    ("France", "New armies: 2 in 21.", ["buy 2 armies in 21"]),
    ("Britain", "one new ship in I", ["buy 1 ship in I"]),
    ("France", "Our fleet in the Channel heads for the Irish Sea and attacks any British ships there.",
     ["2 ships I -> J attack Britain"]),
    ("France", "2 ships I -> J and engage the British.", ["2 ships I -> J attack Britain"]),
    ("France", "The fleet in the Channel sails to the Irish Sea and engages the English.", ["2 ships I -> J attack Britain"]),
    ("France", "Send 5 gold to our Spanish friends as a loan.", ["give 5 gold to Spain"]),
    ("Russia", "Ship in H: move to F", ["1 ship H -> F"]),
    ("Russia", "H: 1 ship -> F", ["1 ship H -> F"]),
    ("Russia", "89: 3 armies to 88", ["3 armies 89 -> 88"]),
    ("Russia", "I'd like two more armies in 89 please.", ["buy 2 armies in 89"]),
    ("Russia", "Put 2 new armies in 89.", ["buy 2 armies in 89"]),
    ("Russia", "Place 2 armies in 89.", ["buy 2 armies in 89"]),
    ("Russia", "We need one more ship in H.", ["buy 1 ship in H"]),
    ("Russia", "Turkey gets 5 gold from us.", ["give 5 gold to Turkey"]),
    ("Russia", "Gift: 5 gold -> Turkey", ["give 5 gold to Turkey"]),
    ("Russia", "Prussia receives 3 gold.", ["give 3 gold to Prussia"]),
    ("Russia", "All other units hold their positions.", []),
    ("Russia", "All my armies hold their ground", []),
    ("Britain", "3 armies 3 -> I -> 22", ["3 armies 3 -> 22 via ships in I"]),
    ("Britain", "The fleet in I escapes if attacked.", ["3 ships I, escape"]),
    ("Britain", "Ships in the Channel will flee if attacked.", ["3 ships I, escape"]),
    ("Turkey", "The fleet in the Aegean goes into the Black Sea.", ["2 ships M -> P"]),
    ("Britain", "Attack the French fleet in I with our 3 ships.", ["3 ships I attack France"]),
    ("Italy", "Rome sends three armies north into 36.", ["3 armies 37 -> 36"]),
    ("Italy", "Our legions in Rome march north to 36; the fleet at S stays at anchor.", ["3 armies 37 -> 36"]),
    ("Italy", "Rome: 1 new army.", ["buy 1 army in 37"]),
    ("Italy", "Austria receives 5 gold from Italy.", ["give 5 gold to Austria"]),
])
def test_orders_in_another_word_order(nation, text, orders):
    assert read(text, nation) == (orders, [])


@pytest.mark.parametrize("text", [
    "From Paris, 3 armies march to Auvergne and Burgundy.",
    "Spain's three armies advance into Auvergne.",       # another nation's armies
    "March 3 from 21 to 27 and 28",
    "2 new armies in Paris to attack 22.",
    "21 -> 27 with everything but one",
    "I'd like two more armies in 21 to attack 22.",
    "Spain gets 5 gold from Britain.",
    "Italy: 3 armies 21 -> 27",
    "3 armies 21 -> 27 -> 25",
    "Austria receives 5 gold from Spain.",
    "Paris sends three armies north into 27 and 22.",
])
def test_what_another_word_order_leaves_open_is_refused(text):
    orders, problems = read(text)
    assert problems and orders == []
