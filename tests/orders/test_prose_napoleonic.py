"""Issue 22, napoleonic prose as new writers phrase it: unit words short or misspelt, orders that say
nothing is ordered, corps carried by sea written as sentences, modal and other sentence shapes, and
orders in Spanish and Italian. Each phrasing gives exactly its orders, or is refused with the reason."""

import pytest

from tests.corpus.positions import position

RULES = __import__("engine.rulesets", fromlist=["ruleset"]).ruleset("napoleonic")
BOARD, WAR = position("napoleonic", "spring-1805-war")
_, START = position("napoleonic", "start")


def read(text, nation="France", state=WAR):
    sheet = RULES.parse_orders(text, nation, state, BOARD)
    return [RULES.format_order(x, BOARD) for x in sheet.orders], sheet.problems


# -- unit words short and misspelt --------------------------------------------------------------

@pytest.mark.parametrize("text, orders", [
    ("Build 1 artilery in Paris; 2 infantery in Picardy", ["build artillery in Paris", "build 2 infantry in Picardy"]),
    ("Raise two cavalery in Lyonnais", ["build 2 cavalry in Lyonnais"]),
    ("Recruit 2 infantery in Paris and 1 artilery in Picardy", ["build 2 infantry in Paris", "build artillery in Picardy"]),
    ("France raises a cavalry division in Paris and another in Picardy.", ["build cavalry in Paris", "build cavalry in Picardy"]),
    ("Build 2 inf in Paris, then another in Brittany", ["build 2 infantry in Paris", "build infantry in Brittany"]),
    ("Sqn 1 - North Sea", ["squadron 1 - North Sea"]),
    ("Sqdn. 2 -> Atlantic Ocean", ["squadron 2 - Atlantic Ocean"]),
])
def test_unit_words_short_or_misspelt_read_as_the_word(text, orders):
    assert read(text, state=START) == (orders, ())


def test_another_after_a_build_of_several_kinds_is_asked_which():
    orders, [problem] = read("Build 2 infantry and 1 cavalry in Paris and another in Picardy.", state=START)
    assert orders == [] and "another of which" in problem.reason


# -- sentences that give no order ---------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Everything holds.",
    "Nothing moves this spring; all squadrons on station.",
    "No orders from me this season - I'm still waiting to see what the Russians do.",
    "No builds or gifts this turn.",
    "Sire, nothing to report. Nothing moves.",
    "No moves, no purchases, no diplomacy this spring.",
])
def test_a_sentence_that_gives_no_order_is_no_order_and_said_so(text):
    sheet = RULES.parse_orders(text, "France", WAR, BOARD)
    assert sheet.orders == () and sheet.problems == ()
    assert "not an order: units without orders hold" in [c.reason for c in sheet.chatter]


@pytest.mark.parametrize("text", ["No attack on Bavaria this spring", "Nothing moves except A - Flanders"])
def test_a_denial_with_anything_more_in_it_is_never_set_aside(text):
    assert RULES.parse_orders(text, "France", WAR, BOARD).problems
