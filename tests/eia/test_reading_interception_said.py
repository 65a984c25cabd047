"""Issue 22: an interception order under a heading ('Interception: fleet Toulon: do not intercept'), or
answered yes or no, keeps its negation wherever the words put it; a negation the reader cannot place
is asked, never dropped (an interception read the wrong way round is the worst reading there is)."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation="France", step="start"):
    board, state = position("eia", step)
    sheet = RULES.parse_orders(text, nation, state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("text, order", [
    ("Interception: fleet Toulon: do not intercept", "fleet Toulon: do not intercept"),
    ("3. Interception: fleet Toulon: do not intercept", "fleet Toulon: do not intercept"),
    ("Interceptions - fleet Brest: don't intercept.", "fleet Brest: do not intercept"),
    ("Intercepting: the Toulon fleet won't intercept this month", "fleet Toulon: do not intercept"),
    ("No interception by the Brest fleet.", "fleet Brest: do not intercept"),
    ("Interception for fleet Toulon: no.", "fleet Toulon: do not intercept"),
    ("fleet Brest - interception: no", "fleet Brest: do not intercept"),
    ("The Toulon fleet should never intercept.", "fleet Toulon: do not intercept"),
    ("Interception: fleet Brest: intercept", "fleet Brest: intercept"),
    ("Interception: the Toulon fleet intercepts.", "fleet Toulon: intercept"),
    ("Interception for fleet Brest: yes", "fleet Brest: intercept"),
    ("Our fleet at Brest is not to intercept anyone, for it is in no state for battle.", "fleet Brest: do not intercept"),
    ("The Toulon fleet intercepts because no French admiral can stand by.", "fleet Toulon: intercept"),
])
def test_an_interception_keeps_its_negation_wherever_it_stands(text, order):
    assert read(text) == ([order], [])


@pytest.mark.parametrize("text", [
    "Interception: fleet Toulon intercepts, not fleet Brest, unless the Channel fleet sails",
    "fleet Toulon: do not intercept, no wait, intercept",
])
def test_a_negation_the_reader_cannot_place_is_asked(text):
    orders, problems = read(text)
    assert problems and not any(o.endswith(": intercept") for o in orders) or \
        problems and not any(o.endswith("do not intercept") for o in orders)
