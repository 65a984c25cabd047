"""A line that only denies the order above it its time ('not this turn', 'No, not yet.'; engine.words.put_off_below,
round 22) takes that order back in every ruleset, as EiA and succheesion did already; a denial under a line of talk,
or with more words, stays as it was, and an order below the denial is read."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("rules, where, nation, text", [
    ("napoleonic", "spring-1805-war", "France", "C - Holland\nnot this turn"),
    ("napoleonic", "spring-1805-war", "France", "C - Holland\nNot this turn, though."),
    ("classic", "start", "France", "3 armies 21 -> 26\nnot this turn"),
    ("classic", "start", "France", "3 armies 21 -> 26\nNo, not yet."),
    ("eia", "start", "France", "declare war on Prussia\nnot this turn"),
    ("succheesion", "start", "Randomia", "5 units 15 -> 42\nnot now"),
])
def test_taken_back(rules, where, nation, text):
    shown, sheet = checked(rules, nation, where, text)
    assert not shown and not sheet.problems, (shown, sheet.problems)


@pytest.mark.parametrize("rules, where, nation, text, orders", [
    ("napoleonic", "spring-1805-war", "France", "C - Holland\nE - Champagne\nNo, not yet.", ["C - Holland"]),
    ("classic", "start", "France", "Hi GM\nnot this turn, sorry\n3 armies 21 -> 26", ["3 armies 21 -> 26"]),
])
def test_only_the_line_right_above(rules, where, nation, text, orders):
    shown, sheet = checked(rules, nation, where, text)
    assert shown == orders, (shown, sheet.problems)


def test_a_denial_with_more_words_is_not_one():
    from engine.words.no_in_time import denies_time_only
    assert denies_time_only("No, not yet.") and denies_time_only("not this turn")
    assert not denies_time_only("not this turn: next turn we go to Baden")
    assert not denies_time_only("no, in 1") and not denies_time_only("no")
    assert not denies_time_only(" " * 100_000)


@pytest.mark.parametrize("rules, where, nation, text, orders", [
    ("napoleonic", "spring-1805-war", "France", "C - Holland. Nothing more for\nnow, thanks.", ["C - Holland"]),
    ("classic", "start", "France", "3 armies 21 -> 26, that is all for\nnow", ["3 armies 21 -> 26"]),
    ("succheesion", "start", "Randomia", "5 units 15 -> 42\nthis turn, please", ["5 units 15 -> 42"]),
])
def test_a_time_without_a_denial_takes_nothing_back(rules, where, nation, text, orders):
    """'for / now, thanks.' (a sentence wrapped by the mail client) denies nothing: the order above stays."""
    shown, sheet = checked(rules, nation, where, text)
    assert shown == orders, (shown, sheet.problems)


@pytest.mark.parametrize("rules, where, nation, text", [
    ("napoleonic", "start", "Russia", "build 2 infantry in Moscow -- that's 4 gold, leaving 11 for next spring, not this turn."),
    ("classic", "start", "France", "3 armies 21 -> 26 -- for the push on Paris, not yet."),
    ("succheesion", "start", "Randomia", "5 units 15 -> 42 -- to guard the pass, not this turn."),
    ("eia", "start", "France", "declare war on Prussia -- the Emperor insists, not yet."),
])
def test_a_remark_after_the_order_that_puts_it_off_is_asked(rules, where, nation, text):
    """The remark after an order is set aside as its reason, unless it denies the order its time: then the order is
    asked, never read with its 'not this turn' dropped (a mutation 'same' of round 22)."""
    shown, sheet = checked(rules, nation, where, text)
    assert not shown and sheet.problems, (shown, sheet.chatter)


@pytest.mark.parametrize("rules, where, nation, text, orders", [
    ("napoleonic", "start", "Russia", "build 2 infantry in Moscow -- that's 4 gold, leaving 11 for next spring.",
     ["build 2 infantry in Moscow"]),
    ("classic", "start", "France", "3 armies 21 -> 26 -- for the push on Paris.", ["3 armies 21 -> 26"]),
])
def test_a_remark_after_the_order_that_does_not_put_it_off_is_set_aside(rules, where, nation, text, orders):
    shown, sheet = checked(rules, nation, where, text)
    assert shown == orders, (shown, sheet.problems)


def test_puts_off_is_linear():
    from engine.words.no_in_time import puts_off
    assert puts_off("that's 4 gold, not this turn") and not puts_off("leaving 11 for next spring")
    assert not puts_off(" " * 100_000 + "x") and not puts_off("nothing yet to report" * 5_000)
