"""Issue 22: orders given as answers to the GM's questions ('Answer: yes, fleet Mediterranean: intercept.',
'Re interception: yes, the Channel fleet intercepts.', 'Brest: no intercept') and fleets called by their
station or its short name ('med fleet stays', 'the Brest fleet') read as the order they answer with."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation, step="start"):
    board, state = position("eia", step)
    sheet = RULES.parse_orders(text, nation, state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("nation, text, order", [
    ("Great Britain", "Answer: yes, fleet Mediterranean: intercept.", "fleet Mediterranean: intercept"),
    ("Great Britain", "Re interception: yes, the Channel fleet intercepts.", "fleet Channel: intercept"),
    ("Great Britain", "A: med fleet intercepts", "fleet Mediterranean: intercept"),
    ("France", "Reply: Brest fleet - no interception this month", "fleet Brest: do not intercept"),
    ("France", "Brest: no intercept", "fleet Brest: do not intercept"),
    ("France", "As to interception: the Toulon fleet does not intercept.", "fleet Toulon: do not intercept"),
    ("Spain", "Yes: fleet Cadiz: intercept", "fleet Cadiz: intercept"),
    ("Denmark", "answer - copenhagen fleet no intercept", "fleet Copenhagen: do not intercept"),
    ("Great Britain", "re your question: channel flt: do not intercept", "fleet Channel: do not intercept"),
])
def test_an_order_given_as_an_answer_reads(nation, text, order):
    assert read(text, nation) == ([order], [])


@pytest.mark.parametrize("nation, step, text, orders", [
    ("Great Britain", "great-britain-naval", "channel fleet: english channel -> north sea. med fleet stays.",
     ["fleet Channel: English Channel - North Sea"]),
    ("Great Britain", "great-britain-naval", "med fleet stays\nfleet Channel: English Channel - North Sea",
     ["fleet Channel: English Channel - North Sea"]),
    ("France", "france-naval", "the brest fleet stays in port; fleet Toulon: Provence - Gulf of Lion",
     ["fleet Toulon: Provence - Gulf of Lion"]),
])
def test_a_fleet_called_by_its_short_name_stays(nation, step, text, orders):
    assert read(text, nation, step) == (orders, [])


@pytest.mark.parametrize("nation, step, text, order", [
    ("Great Britain", "great-britain-naval", "channel fleet english channel -> north sea",
     "fleet Channel: English Channel - North Sea"),
    ("Great Britain", "great-britain-naval", "gb naval: channel fleet english channel -> north sea, med fleet stays. cheers",
     "fleet Channel: English Channel - North Sea"),
    ("France", "france-naval", "Toulon fleet Provence - Gulf of Lion", "fleet Toulon: Provence - Gulf of Lion"),
    ("France", "france-naval", "brest flt brittany -> bay of biscay", "fleet Brest: Brittany - Bay of Biscay"),
])
def test_a_fleet_named_before_fleet_and_its_route_without_a_colon(nation, step, text, order):
    assert read(text, nation, step) == ([order], [])
