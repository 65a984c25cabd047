"""Issue 22 (fresh-eia-named-099, -foreign-105, -prose-068): a sentence after an order that speaks of one of the
nation's fleets by the start of its name ('Nelson in the Med does not'), of a standing question ('En cas de
siège, nous continuons le combat') or of a player's change ('Her replacement, Cy, takes France') is read or
refused, never set aside as a remark."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation):
    board, state = position("eia", "start")
    sheet = RULES.parse_orders(text, nation, state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("text, nation", [
    ("Cornwallis's Channel Fleet intercepts; Nelson in the Med does not - he waits for the French.", "Great Britain"),
    ("Fleet Channel: intercept. Nelson in the Med does not.", "Great Britain"),
    ("Declare war on Spain; the Med lot stays in port", "Great Britain"),
    ("L'Autriche s'allie à la Prusse. En cas de siège, nous continuons le combat.", "Austria"),
    ("Ally with Prussia. Bei Belagerung kämpfen wir weiter.", "Austria"),
    ("Ally with Prussia. En caso de asedio, combatimos.", "Austria"),
    ("Ally with Prussia. Se assediati, combattiamo.", "Austria"),
    ("Our player Ann is leaving the game. Her replacement, Cy, takes France.", "France"),
    ("Declare war on Spain. Our replacement player is Dan.", "France"),
])
def test_the_sentence_after_an_order_is_read_or_refused(text, nation):
    orders, problems = read(text, nation)
    assert orders and (len(orders) > 1 or problems), (orders, problems)


@pytest.mark.parametrize("text", ["Greetings from across the Channel!", "The Mediterranean is lovely this time of year.",
                                  "Ally with Prussia. Long live the King!"])
def test_talk_stays_talk(text):
    orders, problems = read(text, "Great Britain")
    assert problems == [], problems
