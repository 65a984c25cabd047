"""An order left to the GM in words the delegation readers missed ('do whatever seems best', 'do something with our
cheese GM, you know better'; engine.words.seems_best, round 22): refused in every ruleset, never dropped as talk.
Praise of the GM alone, and a reason 'it seems best' after an order, stay as they were."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("rules, where, nation, text", [
    ("classic", "start", "Carthage", "all the rest, do whatever seems best"),
    ("napoleonic", "spring-1805-war", "France", "the rest: do whatever seems wisest"),
    ("eia", "start", "France", "the fleet, as seems best"),
    ("succheesion", "start", "Adoen", "and do something with our cheese GM, you know better"),
    ("classic", "start", "France", "the ships in I: do something, you know best"),
])
def test_left_to_the_gm_is_refused(rules, where, nation, text):
    shown, sheet = checked(rules, nation, where, text)
    assert not shown and any("leaves the order to the GM" in p.reason for p in sheet.problems), (shown, sheet.problems)


@pytest.mark.parametrize("rules, where, nation, text, orders", [
    ("napoleonic", "spring-1805-war", "France", "you know the map better than me", []),
    ("napoleonic", "spring-1805-war", "France", "Thanks GM, you know best.", []),
    ("classic", "start", "France", "3 armies 21 -> 26. It seems best to me.", ["3 armies 21 -> 26"]),
])
def test_near_misses(rules, where, nation, text, orders):
    shown, sheet = checked(rules, nation, where, text)
    assert shown == orders and not sheet.problems, (shown, sheet.problems)


def test_linear():
    from engine.words.seems_best import seems_best
    assert seems_best("whatever " * 20_000) is None
    assert seems_best(" " * 100_000) is None
