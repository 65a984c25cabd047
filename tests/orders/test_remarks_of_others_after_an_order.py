"""Remarks after an order that say what another does or has, or when it was agreed (round 21): a gift's remark
about its receiver ('Give 3 gold to Spain, they keep their word', engine.words.money_given with
engine.words.others_tails), a first payment ('as a first payment'), another nation's possessions ('..., the Russians
have only one corps there', engine.words.others_have) and a time gone by ('after the long talks of the last two
turns', engine.words.past_after). Each is set aside and the order read; a tail that may change the order stays
refused: a condition, a number, a second order of the writer's, a later time, a clause after 'after'."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("rules, nation, where, text, orders", [
    ("classic", "Vikings", "start", "Give 3 gold to Prussia, they keep the peace with us.", ["give 3 gold to Prussia"]),
    ("classic", "Vikings", "start", "Give 3 gold to Prussia, they are our friends.", ["give 3 gold to Prussia"]),
    ("napoleonic", "Great Britain", "start", "Alliance with Russia, and 4 gold to the Russians as a first payment.",
     ["alliance with Russia", "give 4 gold to Russia"]),
    ("napoleonic", "Austria", "spring-1805-war", "Corps C attacks Lombardy, the French have only two corps there.",
     ["C - Lombardy"]),
    ("classic", "Britain", "start", "Buy 2 armies in 1, France has only two armies.", ["buy 2 armies in 1"]),
    ("classic", "Britain", "start", "Buy 1 army in 1, the queen wants guards at home.", ["buy 1 army in 1"]),
    ("napoleonic", "France", "start", "Alliance with Russia, after the hard negotiations of the last three seasons.",
     ["alliance with Russia"]),
    ("napoleonic", "France", "start", "Build 2 infantry in Paris, after the losses of last year.",
     ["build 2 infantry in Paris"]),
])
def test_the_order_is_read_and_the_remark_set_aside(rules, nation, where, text, orders):
    shown, sheet = checked(rules, nation, where, text)
    assert shown == orders and not sheet.problems, (shown, sheet.problems)


@pytest.mark.parametrize("rules, nation, where, text", [
    ("classic", "Vikings", "start", "Give 3 gold to Prussia, they attack Austria."),
    ("classic", "Vikings", "start", "Give 3 gold to Prussia, they move to 14."),
    ("classic", "Vikings", "start", "Give 3 gold to Prussia, if they keep the peace."),
    ("classic", "Vikings", "start", "Give 3 gold to Prussia, they keep 3 armies in 14."),
    ("napoleonic", "Great Britain", "start", "Give 4 gold to Russia as a first step."),
    ("napoleonic", "Austria", "spring-1805-war", "Corps C attacks Lombardy, the French have 2 corps there."),
    ("napoleonic", "Austria", "spring-1805-war", "Corps C attacks Lombardy, we have only one corps there."),
    ("napoleonic", "Austria", "spring-1805-war", "Corps C attacks Lombardy, corps B has only one division."),
    ("napoleonic", "Austria", "spring-1805-war",
     "Corps C attacks Lombardy, the French have only one corps there and we send B to Tyrol."),
    ("napoleonic", "Austria", "spring-1805-war", "Corps C does not attack Lombardy, the French have only one corps there."),
    ("napoleonic", "Austria", "spring-1805-war",
     "If Prussia moves, corps C attacks Lombardy, the French have only one corps there."),
    ("classic", "Britain", "start", "Buy 1 army in 1, the queen needs 2 armies at home."),
    ("classic", "Britain", "start", "Buy 1 army in 1, the queen needs to move the armies."),
    ("napoleonic", "France", "start", "Alliance with Russia, after the pact is signed."),
    ("napoleonic", "France", "start", "Alliance with Russia, after the talks of next turn."),
    ("napoleonic", "France", "start", "Alliance with Russia, after the talks we held last turn."),
    ("napoleonic", "France", "start", "Alliance with Russia, after the talks of the last two turns with Prussia."),
])
def test_a_remark_that_may_change_the_order_keeps_it_refused(rules, nation, where, text):
    shown, sheet = checked(rules, nation, where, text)
    assert sheet.problems, shown


@pytest.mark.parametrize("rules, nation, text, orders", [
    ("classic", "Spain", "Subsidy to Carthage: 3 gold.", ["give 3 gold to Carthage"]),
    ("classic", "Spain", "Gift to Carthage: 3 gold, for the ships they promised.", ["give 3 gold to Carthage"]),
    ("classic", "Spain", "Give 3 gold to Carthage, for the armies they promised.", ["give 3 gold to Carthage"]),
])
def test_a_gift_under_its_label_and_a_unit_that_is_anothers(rules, nation, text, orders):
    shown, sheet = checked(rules, nation, "start", text)
    assert shown == orders and not sheet.problems, (shown, sheet.problems)


@pytest.mark.parametrize("text", [
    "Gift to Carthage: 3 gold, if they attack.",
    "Give 3 gold to Carthage, for the ships we build.",
    "Gift to Carthage: 3 armies.",
])
def test_a_gift_that_may_be_more_stays_refused(text):
    shown, sheet = checked("classic", "Spain", "start", text)
    assert sheet.problems, shown
