"""Issue 22, classic conditions said as players say them: 'should', 'in case', 'provided', 'as long as',
'unless' (the test turned round), the condition after the order, counts in words, 'there are no
Austrian armies in ...'. Only army counts are tested, as the seed says; any other condition is
refused, never read as an order given whatever happens."""

import pytest

from .bundled import bundled, words

RULES, BOARD, STATE = bundled("classic")


def read(text, nation="Austria"):
    sheet = words(RULES, text, nation, STATE, BOARD)
    return [RULES.format_order(x, BOARD) for x in sheet.orders], [p.text for p in sheet.problems]


@pytest.mark.parametrize("text, order", [
    ("Should Italy have no armies in 34, my 2 armies in 75 attack 35.",
     "if Italy has exactly 0 armies in 34 then 2 armies 75 -> 35"),
    ("In case Italy has 2 or fewer armies in 36, 2 armies 75 -> 35",
     "if Italy has 2 or less armies in 36 then 2 armies 75 -> 35"),
    ("Provided Italy has at most 1 army in 34, attack 35 with 2 armies from 75",
     "if Italy has 1 or less armies in 34 then 2 armies 75 -> 35"),
    ("Provided that the Italians have fewer than 3 armies in 36, then 2 armies 75 -> 35",
     "if Italy has fewer than 3 armies in 36 then 2 armies 75 -> 35"),
    ("As long as Italy has no more than two armies in 36, 2 armies 75 -> 35",
     "if Italy has 2 or less armies in 36 then 2 armies 75 -> 35"),
    ("If Italy has fewer than three armies in 36 then 2 armies 75 -> 35",
     "if Italy has fewer than 3 armies in 36 then 2 armies 75 -> 35"),
    ("2 armies 75 -> 35 if Italy has no armies in 34",
     "if Italy has exactly 0 armies in 34 then 2 armies 75 -> 35"),
    ("Attack 35 with 2 armies from 75, but only if Italy has 1 or less armies in 34.",
     "if Italy has 1 or less armies in 34 then 2 armies 75 -> 35"),
    ("Unless Italy has 3 or more armies in 36, 2 armies 75 -> 35",
     "if Italy has fewer than 3 armies in 36 then 2 armies 75 -> 35"),
    ("2 armies 75 -> 35 unless Italy has more than 1 army in 34",
     "if Italy has 1 or less armies in 34 then 2 armies 75 -> 35"),
    ("Unless Italy has any armies in 34, 2 armies 75 -> 35",
     "if Italy has exactly 0 armies in 34 then 2 armies 75 -> 35"),
    ("If there are no Italian armies in 34, 2 armies 75 -> 35",
     "if Italy has exactly 0 armies in 34 then 2 armies 75 -> 35"),
    ("Should the Russians hold 2 or more armies in 86, buy 1 army in 76",
     "if Russia has 2 or more armies in 86 then buy 1 army in 76"),
])
def test_a_condition_on_army_counts_said_another_way_is_the_seeds_condition(text, order):
    assert read(text) == ([order], [])


@pytest.mark.parametrize("text", [
    "Unless Italy has exactly 2 armies in 36, 2 armies 75 -> 35",       # 'not exactly 2' cannot be tested
    "Should Italy attack, 2 armies 75 -> 35",                           # a condition the rules lack
    "2 armies 75 -> 35 if Italy attacks 34",
    "2 armies 75 -> 35 unless Italy objects",
    "In case Italy has more gold than me, 2 armies 75 -> 35",
    "2 armies 75 -> 35 if Italy has 2 ships in S",
])
def test_a_condition_the_seed_does_not_have_is_refused(text):
    orders, problems = read(text)
    assert orders == [] and problems == [text]


def test_the_order_before_a_condition_is_never_given_alone():
    orders, problems = read("3 armies 76 -> 77\n2 armies 75 -> 35 if Italy has two or fewer armies in 36")
    assert orders == ["3 armies 76 -> 77", "if Italy has 2 or less armies in 36 then 2 armies 75 -> 35"]
    assert problems == []
