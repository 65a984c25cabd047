"""Issue 22: a sentence that tells the GM to do something to a nation or at a place ('Make the Tsar regret
his ambitions in the Black Sea.', 'Drive the French out of Bavaria!') is a wish the rules have no order for:
it is asked, never set aside as chatter; talk that orders nothing stays talk."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation, step="start"):
    board, state = position("eia", step)
    sheet = RULES.parse_orders(text, nation, state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.line for p in sheet.problems]


@pytest.mark.parametrize("nation, text", [
    ("Turkey", "Make the Tsar regret his ambitions in the Black Sea."),
    ("France", "Teach the Prussians a lesson in Saxony."),
    ("Austria", "Drive the French out of Bavaria!"),
    ("Russia", "Show the Sultan who rules the Black Sea"),
    ("Great Britain", "Sweep the Channel clear of French ships."),
    ("France", "Keep an eye on the Austrians in Tyrol, please."),
    ("Spain", "Please throw the English out of Portugal."),
    ("Prussia", "Hit Austria hard this month"),
    ("Sweden", "Let the Danes feel our anger."),
])
def test_a_wish_naming_a_nation_or_place_is_asked(nation, text):
    assert read(f"Declare war on Naples.\n{text}", nation) == (["declare war on Naples"], [2])


@pytest.mark.parametrize("nation, text", [
    ("Prussia", "Our envoys in Paris were received politely."),
    ("Austria", "Let us hope Vienna stays calm."),
    ("Spain", "Show me the map when you can."),
    ("Spain", "We will see how Paris answers."),
])
def test_talk_that_orders_nothing_stays_talk(nation, text):
    assert read(text, nation) == ([], [])
