"""Purchases as new writers say them (round 21, helper Ns): succheesion's build said with 'buy', 'purchase' or
'hire' ('We buy one Heavy Cavalry in Typ Lef.': engine.rulesets.succheesion.decrees), and classic's purchase with
the money it is paid from after the place ('Buy 3 armies in 21 with what's left.': engine.rulesets.classic.
money_said). Near-misses stay refused: a question, a past report, a tail naming a unit, a number or a nation."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("rules, nation, text, want", [
    ("succheesion", "Typ Lef Nazin", "We buy one Heavy Cavalry in Typ Lef.", ["build 1 Heavy Cavalry in 29"]),
    ("succheesion", "Randomia", "purchase 2 Infantry in Randomia", ["build 2 Infantry in 15"]),
    ("succheesion", "Randomia", "We hire one Cavalry in Randomia.", ["build 1 Cavalry in 15"]),
    ("classic", "France", "Buy 3 armies in 21 with what's left.", ["buy 3 armies in 21"]),
    ("classic", "Spain", "Buy 2 armies in 14 with the rest of the gold.", ["buy 2 armies in 14"]),
])
def test_read(rules, nation, text, want):
    shown, sheet = checked(rules, nation, "start", text)
    assert shown == want and not sheet.problems, (shown, sheet.problems)


@pytest.mark.parametrize("rules, nation, text", [
    ("succheesion", "Randomia", "Buy 2 Infantry in Randomia?"),
    ("succheesion", "Randomia", "We buy peace with Maustria."),
    ("classic", "France", "Buy 3 armies in 21 with 2 ships"),
    ("classic", "France", "Buy 3 armies in 21 with Spain's gold"),
])
def test_near_misses_refused(rules, nation, text):
    shown, sheet = checked(rules, nation, "start", text)
    assert sheet.problems, shown


def test_a_past_purchase_is_no_order():
    shown, sheet = checked("succheesion", "Randomia", "start", "Last turn we bought 2 Infantry in Randomia.")
    assert "build 2 Infantry in 15" not in shown
