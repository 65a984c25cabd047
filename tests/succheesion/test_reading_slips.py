"""An order's verb typed with one slip of the keyboard ('bild', 'mrach', 'sepnd', 'cassualties') is the one
order verb it is a slip from; a word one slip from several verbs, or one players write for something else,
is not guessed at."""

import pytest

from tests.succheesion.helpers import read

SLIPS = [
    ("Randomia", "bild 1 cavalery in Chance Hills", ["build 1 Cavalry in 16"]),
    ("Adoen", "sepnd no TP", ["spend no TP"]),
    ("Adoen", "cassualties: Militia first", ["casualties: Militia first"]),
    ("Maustria", "biuld 2 Infantry in Rostopki", ["build 2 Infantry in 22"]),
    ("Maustria", "rasie cheese in Rostopki", ["raise cheese in 22"]),
    ("Maustria", "delcare war on Zurin", ["declare war on Zurin"]),
    ("Maustria", "invset 5 cheese in trade with Berdain", ["invest 5 cheese in trade with Berdain"]),
    ("Maustria", "marhc 3 units from Rostopki to Pratplatkof", ["3 units 22 -> 19"]),
    ("Typ Lef Nazin", "mrach 4 units and the General Lef Oasis to Steppe Gate", ["4 units and the General 31 -> 28"]),
    ("Maustria", "We biuld 1 Artillery in Rostopki.", ["build 1 Artillery in 22"]),
    ("Berdain", "Breka trade with Maustria", ["break trade with Maustria"]),
]


@pytest.mark.parametrize("nation, text, orders", SLIPS, ids=[t for _, t, _ in SLIPS])
def test_a_verb_typed_with_one_slip_is_read(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


@pytest.mark.parametrize("nation, text", [
    ("Maustria", "left 3 units at Rostopki"),               # a word of its own, not 'lift'
    ("Maustria", "bold 3 units in Rostopki"),               # not 'build'
    ("Maustria", "bulid 2 Infantry in Rostopki if we can"),  # put right, then refused for its condition
    ("Maustria", "bldui 2 Infantry in Rostopki"),            # more than one slip
])
def test_what_is_more_than_one_slip_or_another_word_is_refused(nation, text):
    shown, sheet = read(nation, text)
    assert shown == [] and sheet.problems
