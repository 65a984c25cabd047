"""Issue 22: napoleonic corps moves written as sentences are read by meaning (engine/words/movement.py):
other verbs and tenses, the corps by its letter or by the place it stands in, a corps told to stay
holds; a start the corps is not in is refused, never read as another move."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("napoleonic")


def read(text, nation="Austria"):
    board, state = position("napoleonic", "spring-1805-war")
    sheet = RULES.parse_orders(text, nation, state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("text, order", [
    ("Corps B advances from Prague into Bavaria.", "B Prague - Bavaria"),
    ("The Prague corps is marching on Bavaria", "B - Bavaria"),
    ("Corps (C) withdrew from Venice to the Tyrol", "C Venice - Tyrol"),
    ("Corps A leaves Vienna for Upper Hungary!", "A Vienna - Upper Hungary"),     # its start named, checked
    ("Our D corps will hold its ground.", "D holds"),
    ("The corps in Buda stays where it is", "E holds"),
])
def test_a_corps_moved_or_held_in_a_sentence(text, order):
    assert read(text) == ([order], [])


def test_a_start_the_corps_is_not_in_is_refused():
    orders, problems = read("Corps B marches from Vienna to Bavaria.")
    assert not orders and "Prague" in problems[0]
