"""Issue 22, classic armies aboard said in words: landed ('Land the two of them in 23', 'put ashore',
'disembark', 'unload', the fleet landing its armies, armies sailing with their ships and landing), kept
aboard ('troops stay aboard for now', ships sailing 'with the troops aboard'), and boarded without a
landing ('embark 2 armies from 69 onto the ships in D'). What would change the meaning is refused."""

import pytest

from .bundled import words
from tests.corpus.positions import position
from engine.rulesets import ruleset

RULES = ruleset("classic")
BOARD, START = position("classic", "start")
_, ABOARD = position("classic", "britons-aboard")      # Britain: 3 ships in I, 2 armies aboard


def read(text, nation="Britain", state=ABOARD):
    sheet = words(RULES, text, nation, state, BOARD)
    return [RULES.format_order(x, BOARD) for x in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("text, orders", [
    ("Land the two of them in 23. Ships stay in I.", ["2 armies I -> 23"]),
    ("Disembark both armies in 23", ["2 armies I -> 23"]),
    ("Put the 2 armies ashore in 22", ["2 armies I -> 22"]),
    ("The troops aboard disembark at 23.", ["2 armies I -> 23"]),
    ("Unload the armies in Holland.", ["2 armies I -> 23"]),
    ("Land both armies in Holland (23).", ["2 armies I -> 23"]),
    ("My ships carry the 2 armies ashore in 23", ["2 armies I -> 23"]),
    ("2 armies go ashore in 22", ["2 armies I -> 22"]),
    ("The fleet in I lands its two armies in 22.", ["2 armies I -> 22"]),
    ("Both armies disembark in 23, the ships remain in I", ["2 armies I -> 23"]),
    ("the soldiers debark in 22", ["2 armies I -> 22"]),
    ("3 ships I -> J\nthe 2 armies aboard sail with them and land in 4 (Wales)", ["3 ships I -> J", "2 armies I -> 4"]),
    ("The 3 ships sail from I to J; the 2 armies aboard go with them and land in 4.", ["3 ships I -> J", "2 armies I -> 4"]),
])
def test_armies_aboard_landed_in_words(text, orders):
    assert read(text) == (orders, [])


@pytest.mark.parametrize("text, orders", [
    ("Ships I -> C with the troops aboard; troops stay aboard for now.", ["3 ships I -> C"]),
    ("3 ships I -> J with the 2 armies aboard", ["3 ships I -> J"]),
    ("The armies aboard stay aboard; the ships hold in I.", []),
    ("the 2 armies remain on board", []),
])
def test_armies_kept_aboard_give_no_order_of_their_own(text, orders):
    assert read(text) == (orders, [])


@pytest.mark.parametrize("text", [
    "Land 2 armies in 23 and 22",               # two provinces
    "Don't land the armies in 23",              # a negation
    "Land the armies in 23 unless France is there",
    "3 ships I -> J with 3 armies aboard",       # only 2 are aboard
    "the 2 armies aboard land in 23 and the ships sail to J, then 4",
])
def test_what_would_change_a_landing_is_refused(text):
    orders, problems = read(text)
    assert problems and "2 armies I -> 23" not in orders


def test_a_landing_needs_armies_aboard():
    orders, problems = read("Land 2 armies in 15", nation="Spain", state=START)
    assert orders == [] and "no armies aboard" in problems[0]


@pytest.mark.parametrize("text, orders", [
    ("4 ships D -> E\ntwo of my armies from 69 go aboard in D and land in 59", ["4 ships D -> E", "2 armies 69 -> 59 via ships in D"]),
    ("2 armies from 69 go aboard the ships in D and stay aboard", ["2 armies 69 -> D"]),
    ("Embark 2 armies from 69 onto the ships in D", ["2 armies 69 -> D"]),
    ("2 armies from 69 embark at D", ["2 armies 69 -> D"]),
    ("3 armies from Viken get on board the longships in D and wait aboard", ["3 armies 68 -> D"]),
])
def test_armies_boarded_in_words(text, orders):
    assert read(text, "Vikings", START) == (orders, [])


def test_landing_and_staying_aboard_at_once_is_asked():
    orders, problems = read("2 armies from 69 board the ships in D and land in 59 and stay aboard", "Vikings", START)
    assert orders == [] and "which is meant" in problems[0]
