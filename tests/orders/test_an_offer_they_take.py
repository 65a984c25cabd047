"""An alliance or a peace offered 'if they'll have us', 'if they want it' (round 22, helper Nn:
engine.words.accepted_offer, from engine.words.conditions.mutual_head): the condition is the rules' own (the other
side orders it too), so the order is read; a third nation's wish, a later time, a negation, a question, another
order than an alliance or a peace stay refused. And 'I'd also like an alliance with ...' is a wish (wished.py)."""

import pytest

from engine.words.accepted_offer import takes_the_offer
from tests.orders.bundled import checked


@pytest.mark.parametrize("rules, nation, text, want", [
    ("napoleonic", "Denmark", "and alliance with Russia if they'll have us", ["alliance with Russia"]),
    ("napoleonic", "Denmark", "Alliance with Russia, if St Petersburg will have us.", ["alliance with Russia"]),
    ("napoleonic", "Denmark", "alliance with Prussia if they want it", ["alliance with Prussia"]),
    ("napoleonic", "France", "Alliance with Prussia, if they want it.", ["alliance with Prussia"]),   # asked before
    ("napoleonic", "Denmark", "I'd also like an alliance with Prussia if they want it too", ["alliance with Prussia"]),
    ("napoleonic", "Denmark", "I'd also like an alliance with Prussia", ["alliance with Prussia"]),
    ("succheesion", "Typ Lef Nazin", "Alliance with Maustria if they will have us", ["ally with Maustria"]),
])
def test_read(rules, nation, text, want):
    shown, sheet = checked(rules, nation, "start", text)
    assert shown == want and not sheet.problems, (shown, sheet.problems)


@pytest.mark.parametrize("rules, nation, text", [
    ("napoleonic", "Denmark", "alliance with Prussia if Russia wants it"),          # a third nation's wish
    ("napoleonic", "France", "Alliance with Prussia, if Russia wants it."),
    ("napoleonic", "France", "Alliance with Prussia, if Russia will have us."),
    ("napoleonic", "Denmark", "alliance with Prussia if they want it before spring"),
    ("napoleonic", "Denmark", "alliance with Prussia if they will not have us"),
    ("napoleonic", "Denmark", "alliance with Prussia if they want it?"),
    ("napoleonic", "Denmark", "declare war on Prussia if they want it"),            # not an offer the other signs
    ("napoleonic", "Denmark", "A - Hanover if they want it"),
    ("napoleonic", "Denmark", "I'd also like an alliance with Prussia next turn"),
])
def test_near_misses_refused(rules, nation, text):
    shown, sheet = checked(rules, nation, "start", text)
    assert sheet.problems and not shown, shown


def test_the_shape():
    assert takes_the_offer("if they'll have us")
    assert takes_the_offer("only if the Prussians want it as well")
    assert not takes_the_offer("if we want it")
    assert not takes_the_offer("if they have 3 corps in Saxony")
    assert not takes_the_offer("if they do not want it")
    assert not takes_the_offer("if they " + "want " * 50_000 + "it")
