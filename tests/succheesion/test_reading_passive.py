"""Succheesion orders said in the passive ('Three regiments of Infantry are to be raised at ...', 'Cheese
production in ... is to be raised', '... are to be withdrawn to ...'), TP spent on nothing said any way
('No TP is to be spent', 'no tp spend', 'TP: none'), and a 'not' before the verb never left out."""

import pytest

from tests.succheesion.helpers import read

PASSIVE = [
    ("Maustria", "Three regiments of Infantry are to be raised at Maus Imperial.", ["build 3 Infantry in 21"]),
    ("Maustria", "Cheese production in Maus Imperial is to be raised.", ["raise cheese in 21"]),
    ("Maustria", "The cheese of Rostopki shall be raised by 2.", ["raise cheese in 22 by 2"]),
    ("Crimsonia", "cheese at Madder Vale will be increased", ["raise cheese in 12"]),
    ("Adoen", "Our two regiments in Stepka's March are to be withdrawn to Grenadier Hills, beside the Stilwenese.",
     ["2 units 18 -> 10"]),
    ("Maustria", "The 3 at Rostopki are to be sent to Pratplatkof.", ["3 units 22 -> 19"]),
    ("Dunbarra", "Two Militia are to be raised, one at Dunbarra and one at the Skerries.",
     ["build 1 Militia in 35", "build 1 Militia in 37"]),
    ("Maustria", "Three Infantry are to be raised, two at Rostopki and one at Maus Imperial.",
     ["build 2 Infantry in 22", "build 1 Infantry in 21"]),
    ("Dunbarra", "build two Militia, one at Dunbarra and one at the Skerries",
     ["build 1 Militia in 35", "build 1 Militia in 37"]),
]


@pytest.mark.parametrize("nation, text, orders", PASSIVE, ids=[t[:40] for _, t, _ in PASSIVE])
def test_orders_said_in_the_passive_are_read(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


@pytest.mark.parametrize("text", [
    "No TP is to be spent.", "no tp spend", "TP: none", "We will not spend any TP.", "No TP this turn.",
    "no tactical points will be spent", "TP - none", "sepnd no TP",
])
def test_no_tp_said_any_way_spends_none(text):
    shown, sheet = read("Adoen", text)
    assert (shown, sheet.problems) == (["spend no TP"], ())


@pytest.mark.parametrize("nation, text", [
    ("Maustria", "We will not build 2 Infantry in Rostopki."),
    ("Maustria", "Maustria never declares war on Adoen."),
    ("Maustria", "We don't invest 5 cheese in trade with Berdain."),
    ("Berdain", "We shall not make peace with Dunbarra."),
    ("Maustria", "we have no cheese, so we will not build 2 Infantry in Rostopki."),
    ("Maustria", "Three Infantry are to be raised, two at Rostopki and two at Maus Imperial."),    # 3 is not 2 + 2
])
def test_an_order_with_a_not_before_its_verb_is_refused(nation, text):
    """Never read as the order: refused, or (round 20, engine.words.meaning.nothing_done) set aside as the writer's
    denial with that reason on the receipt ('Maustria never declares war on Adoen.')."""
    shown, sheet = read(nation, text)
    assert shown == [] and (sheet.problems or any("denial" in c.reason for c in sheet.chatter))


def test_a_not_in_a_clause_before_the_order_is_that_clauses_own():
    shown, sheet = read("Stilwen", "we don't have the cheese for horses, so build 1 Infantry in Stilwen City")
    assert (shown, sheet.problems) == (["build 1 Infantry in 6"], ())
