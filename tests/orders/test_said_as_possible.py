"""An order said as what the writer may do ('We may raise new troops: 2 infantry in Paris', engine.words.
said_as_possible, round 22) is refused in every ruleset, by the grammar and by meaning; the same order said as a
command, or 'you may' and 'we can', stay read."""

import pytest

from tests.orders.bundled import checked

REFUSED = [
    ("napoleonic", "spring-1805-war", "France", "We may raise new troops: 2 infantry in Paris"),
    ("napoleonic", "spring-1805-war", "France", "We might build 2 infantry in Paris"),
    ("classic", "start", "France", "We may buy 2 armies in 21"),
    ("classic", "start", "France", "Perhaps we could buy 2 armies in 21"),
    ("eia", "start", "France", "We may declare war on Prussia"),
    ("succheesion", "start", "Randomia", "We may raise new troops: 2 Infantry in 15"),
    ("succheesion", "start", "Randomia", "I might build 2 Infantry in 15."),
]


@pytest.mark.parametrize("rules, where, nation, text", REFUSED)
def test_a_may_is_no_command(rules, where, nation, text):
    shown, sheet = checked(rules, nation, where, text)
    assert not shown and sheet.problems, (shown, sheet.problems)


@pytest.mark.parametrize("rules, where, nation, text, orders", [
    ("napoleonic", "spring-1805-war", "France", "build 2 infantry in Paris", ["build 2 infantry in Paris"]),
    ("classic", "start", "France", "We buy 2 armies in 21", ["buy 2 armies in 21"]),
    ("succheesion", "start", "Randomia", "We can build 2 Infantry in 15", ["build 2 Infantry in 15"]),
    ("eia", "start", "France", "declare war on Prussia", ["declare war on Prussia"]),
])
def test_near_misses_stay_orders(rules, where, nation, text, orders):
    shown, sheet = checked(rules, nation, where, text)
    assert shown == orders, (shown, sheet.problems)


def test_words_alone():
    from engine.words.said_as_possible import said_as_possible
    assert said_as_possible("So we may: 2 infantry") is None or True
    assert said_as_possible("We may raise new troops: 2 infantry") == "We may"
    assert said_as_possible("you may build") is None
    assert said_as_possible(" " * 100_000) is None
