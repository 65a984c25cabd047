"""Issue 22, classic conditions said otherwise: the test after the army word ('2 armies or less in 59'), other
verbs for 'has' ('keeps', 'still has'), sentences after 'then' ('two of my armies from 69 go aboard in D and
land in 59'), 'otherwise' (the test turned round; 'they stay home' gives no order), and conditions the rules do
not allow refused saying what they test."""

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
    ("Vikings", "If the Prussians have 2 armies or less in 59, two of my armies from 69 go aboard in D and land in 59.",
     ["if Prussia has 2 or less armies in 59 then 2 armies 69 -> 59 via ships in D"]),
    ("Turkey", "If the Russians keep 3 or more armies in Moscow (89), buy 2 armies in 99.",
     ["if Russia has 3 or more armies in 89 then buy 2 armies in 99"]),
    ("France", "If Spain has 3 armies or more in 14 then buy 2 armies in 21",
     ["if Spain has 3 or more armies in 14 then buy 2 armies in 21"]),
    ("France", "If Spain still has 2 armies or fewer in 14, the armies of Paris march into 27.",
     ["if Spain has 2 or less armies in 14 then 3 armies 21 -> 27"]),
    ("France", "If Spain retains at least 4 armies in 14 then buy 1 army in 21",
     ["if Spain has 4 or more armies in 14 then buy 1 army in 21"]),
    ("Prussia", "If Austria has 2 or fewer armies in Bohemia (77), then 3 armies 58 -> 55. Otherwise they stay home.",
     ["if Austria has 2 or less armies in 77 then 3 armies 58 -> 55"]),
    ("Prussia", "If Austria has 2 or fewer armies in 77, then 3 armies 58 -> 55; else the armies hold their ground.",
     ["if Austria has 2 or less armies in 77 then 3 armies 58 -> 55"]),
    ("Prussia", "If Austria has 2 or fewer armies in 77, then 3 armies 58 -> 55. Otherwise 3 armies 58 -> 57.",
     ["if Austria has 2 or less armies in 77 then 3 armies 58 -> 55",
      "if Austria has more than 2 armies in 77 then 3 armies 58 -> 57"]),
    ("Prussia", "If Austria has no armies in 77 then 3 armies 58 -> 55; otherwise buy 2 armies in 58",
     ["if Austria has exactly 0 armies in 77 then 3 armies 58 -> 55",
      "if Austria has 1 or more armies in 77 then buy 2 armies in 58"]),
    ("Prussia", "If Austria has at least 3 armies in 77 then buy 2 armies in 58, if not 3 armies 58 -> 55",
     ["if Austria has 3 or more armies in 77 then buy 2 armies in 58",
      "if Austria has fewer than 3 armies in 77 then 3 armies 58 -> 55"]),
])
def test_conditions_said_otherwise(nation, text, orders):
    assert read(text, nation) == (orders, [])


@pytest.mark.parametrize("nation, text, why", [
    ("France", "If the British ships stay in I then 2 ships I -> J", "the British ships stay in I"),
    ("France", "If Britain's fleet leaves I, 2 armies 20 -> 22 via ships in I", "fleet leaves I"),
    ("Prussia", "If Austria has exactly 2 armies in 77 then 3 armies 58 -> 55, otherwise 3 armies 58 -> 57",
     "'otherwise' after 'exactly 2'"),
    ("Prussia", "If Austria attacks 58 then 3 armies 58 -> 55", "Austria attacks 58"),
])
def test_conditions_the_rules_do_not_allow_are_refused_saying_what_they_test(nation, text, why):
    orders, problems = read(text, nation)
    assert orders == [] and why in problems[0]
