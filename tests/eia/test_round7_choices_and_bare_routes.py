"""Issue 22, round 7 (fresh6-eia-retract-2, -list-1: lines silently dropped): a choice left to the GM ('keep
whichever of the two mails is better', 'do what you think best with the fleet') is asked, never set aside as
talk; a route without its unit after an answered question ('Cav I: Moravia - Silesia? no, Prussian. Moravia -
Prague.') is asked, never set aside as a remark."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation, where):
    board, state = position("eia", where)
    sheet = RULES.parse_orders(text + "\n", state.find_nation(nation).name, state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("text", [
    "Two mails from me today; keep whichever of the two mails is better.",
    "The fleet: do what you think best.",
    "Declare war on Sweden or Denmark, whichever you prefer.",
    "Corps I: GM's choice.",
    "Move the Guard as you see fit.",
    "Interception: up to you, GM.",
    "Standing orders: same as the AI would choose.",
    "I leave it to you whether we ally with Russia.",
])
def test_a_choice_left_to_the_gm_is_asked(text):
    orders, problems = read("Ally with Russia.\n" + text, "Prussia", "start")
    assert orders == ["ally with Russia"] and len(problems) == 1, (orders, problems)


@pytest.mark.parametrize("text", ["Thanks for running this, GM.", "Which is better, I wonder?"])
def test_talk_is_still_talk(text):
    assert read("Ally with Russia.\n" + text, "Prussia", "start") == (["ally with Russia"], [])


@pytest.mark.parametrize("text, orders", [
    ("Cav I: Moravia - Silesia? no, Prussian. Moravia - Prague.", ["corps Cav I: Moravia - Prague"]),
    ("corps I: Bavaria - Saxony? no, that is Prussian. Bavaria - Franconia.", ["corps I: Bavaria - Franconia"]),
])
def test_a_route_the_player_asks_about_and_answers_no_is_replaced_by_the_next_from_the_same_start(text, orders):
    """The player's own question answered 'no', then a route from where the unit stands: that route replaces it
    (engine/words's self-answered questions, round 7's merge)."""
    assert read(text, "Austria", "austria-land") == (orders, [])


@pytest.mark.parametrize("text", [
    "corps I: Bavaria - Franconia. Moravia - Prague.",
    "Cav I: Moravia - Silesia? No. Moravia - Prague.",
])
def test_a_route_without_its_unit_is_asked(text):
    orders, problems = read(text, "Austria", "austria-land")
    assert problems, orders
