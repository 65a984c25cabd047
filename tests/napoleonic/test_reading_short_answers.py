"""A short yes-or-no answer naming a nation or a place, under a question quoted from the GM ('Spain, yes.'): the
order it means is not on its line, so it is asked, never dropped as chatter (issue 22: never silently dropped)."""

import pytest

from tests.corpus.positions import position

RULES = __import__("engine.rulesets", fromlist=["ruleset"]).ruleset("napoleonic")
BOARD, START = position("napoleonic", "start")


def read(text, nation="France"):
    sheet = RULES.parse_orders(text, nation, START, BOARD)
    return [RULES.format_order(x, BOARD) for x in sheet.orders], sheet.problems, sheet.chatter


@pytest.mark.parametrize("text", [
    "> Will France ally with anyone?\nSpain, yes.",
    "> Any gifts?\nPrussia: yes",
    "> Annexations this winter?\nBaden - yes please",
    "yes to Russia, of course",
    "Holland, yes",
    "> Which province do you cede?\nsure, Piedmont",
    "Naples, absolutely!",
    "Denmark - yes!",
])
def test_a_short_answer_naming_a_nation_or_place_is_asked(text):
    orders, problems, _ = read(text)
    assert orders == [] and len(problems) == 1 and "answers" in problems[0].reason


@pytest.mark.parametrize("text", ["Long live Prussia, yes!", "Thanks, Nap", "Vive la France!", "Yes, thank you"])
def test_a_greeting_or_sign_off_with_no_answer_about_a_place_stays_chatter(text):
    orders, problems, chatter = read(text)
    assert orders == [] and problems == () and chatter
