"""Issue 22, classic orders said in passing: purchases in the first person ('I'm also buying a ship in L to keep
an eye on the coast', 'We are raising two armies in 14'), where units stand said as a relative clause ('the two
that were in 107 go on into 106'), a phone-typed line ending 'n thats it gm'; a line with a verb of going and a
province's number is refused when it does not read, never set aside as chatter."""

import pytest

from .bundled import words
from tests.corpus.positions import position
from engine.rulesets import ruleset

RULES = ruleset("classic")
BOARD, START = position("classic", "start")


def read(text, nation):
    sheet = words(RULES, text, nation, START, BOARD)
    return [RULES.format_order(x, BOARD) for x in sheet.orders], [p.reason for p in sheet.problems], sheet.chatter


@pytest.mark.parametrize("nation, text, orders", [
    ("Spain", "I am going to take Portugal this turn: my two armies in 16 walk into 15. I'm also buying a ship in L to "
              "keep an eye on the coast.", ["2 armies 16 -> 15", "buy 1 ship in L"]),
    ("Spain", "We are raising two armies in 14.", ["buy 2 armies in 14"]),
    ("France", "I am recruiting 2 armies in Paris.", ["buy 2 armies in 21"]),
    ("Britain", "We are launching a new ship in the Channel.", ["buy 1 ship in I"]),
    ("Spain", "Buy an army in 14 to hold a line.", ["buy 1 army in 14"]),
    ("Carthage", "the two that were in 107 go on into 106.", ["2 armies 107 -> 106"]),
    ("Carthage", "the 2 armies that stand in 107 go into 106", ["2 armies 107 -> 106"]),
    ("France", "The armies which stand in 21 march into 27.", ["3 armies 21 -> 27"]),
    ("France", "The 3 that are in 21 go to 27.", ["3 armies 21 -> 27"]),
    ("Turkey", "the janissaries who wait in 48 march into 47", ["3 armies 48 -> 47"]),
    ("Vikings", "2 armies 69 -> 71 n buy 2 armies in 69 n thats it gm", ["2 armies 69 -> 71", "buy 2 armies in 69"]),
    ("Vikings", "2 armies 69 -> 71 n 4 ships D -> E thats all", ["2 armies 69 -> 71", "4 ships D -> E"]),
])
def test_orders_said_in_passing(nation, text, orders):
    got, problems, _ = read(text, nation)
    assert (got, problems) == (orders, [])


@pytest.mark.parametrize("nation, text", [
    ("Spain", "I'm buying a ship in L to attack France."),
    ("Spain", "I'm thinking of buying a ship in L."),
    ("Carthage", "the two that were in 107 go on into 106 and then 105"),
    ("Carthage", "the three that were in 107 wander on toward 106 perhaps."),
    ("Carthage", "the two who were at 107 go home to 106 unless Italy attacks"),
])
def test_what_is_said_in_passing_and_left_open_is_refused(nation, text):
    got, problems, _ = read(text, nation)
    assert problems and got == []


def test_a_cheer_with_a_verb_of_going_is_chatter():
    got, problems, chatter = read("Let's go, good luck all!", "Carthage")
    assert (got, problems) == ([], []) and chatter
