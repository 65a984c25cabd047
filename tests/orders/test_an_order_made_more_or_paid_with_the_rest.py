"""Two shapes of one order (round 21): an attack added by a later clause of the same line ('Three ships from T sail to
S, and attack the Italians there': its first clause is that order, never one passed over: engine.words.order_added),
and what pays for a build said after it ('Buy 3 armies in 21 with what's left': the treasury, as always,
engine.words.own_money). A second order after the comma, or words that are no money, stay refused."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("rules, nation, text, orders", [
    ("classic", "Carthage", "Two ships from T sail to S, and attack the Italians there.", ["2 ships T -> S attack Italy"]),
    ("classic", "France", "Buy 2 armies in 21 with the rest of the gold.", ["buy 2 armies in 21"]),
    ("classic", "France", "buy 1 army in 20 with what is left", ["buy 1 army in 20"]),
    ("napoleonic", "Austria", "Build 2 infantry in Vienna with the remaining gold.", ["build 2 infantry in Vienna"]),
])
def test_read(rules, nation, text, orders):
    shown, sheet = checked(rules, nation, "start", text)
    assert shown == orders and not sheet.problems, (shown, sheet.problems)


@pytest.mark.parametrize("rules, nation, text", [
    ("classic", "Carthage", "Three ships from T sail to S, and two ships from T sail to U."),
    ("classic", "France", "3 armies 21 -> 22 with the rest."),
    ("classic", "France", "Buy 3 armies in 21 with the rest of the armies."),
    ("napoleonic", "Austria", "Build 2 infantry in Vienna with what's left, if Russia agrees."),
])
def test_refused(rules, nation, text):
    shown, sheet = checked(rules, nation, "start", text)
    assert sheet.problems, shown
