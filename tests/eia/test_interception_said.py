"""Interception said in words: the verb decides, never a heading's or a question's noun; 'no
interception' is an order not to intercept, not a retraction that takes nothing back and leaves the
line unread (fresh4's 'Interception: the Cadiz fleet does not intercept' was read as 'intercept')."""

from __future__ import annotations

import pytest

from tests.orders.bundled import checked


def _read(text: str, nation: str = "Spain", where: str = "start"):
    return checked("eia", nation, where, text)


@pytest.mark.parametrize("text", [
    "Interception: the Cadiz fleet does not intercept",
    "Interceptions: fleet Cadiz won't intercept",
    "Interception - the Cadiz fleet does not intercept this month",
    "no interception for the Cadiz fleet",
    "No interception by the Cadiz fleet, please.",
    "Naval interception: our Cadiz fleet doesn't intercept anyone",
])
def test_a_negation_with_the_verb_or_before_the_noun_is_an_order_not_to_intercept(text):
    said, sheet = _read(text)
    assert said == ["fleet Cadiz: do not intercept"] and sheet.problems == ()


@pytest.mark.parametrize("text", [
    "Interception: the Cadiz fleet intercepts",
    "Interceptions: fleet Cadiz will intercept",
])
def test_a_heading_noun_does_not_change_a_plain_interception(text):
    said, sheet = _read(text)
    assert said == ["fleet Cadiz: intercept"] and sheet.problems == ()


@pytest.mark.parametrize("text", [
    "Also, should I say something about interception?",
    "And what about interception for the Cadiz fleet?",
    "Interception for the Cadiz fleet",
])
def test_the_noun_alone_orders_nothing_and_is_asked(text):
    said, sheet = _read(text)
    assert said == [] and len(sheet.problems) == 1


def test_no_after_an_order_of_its_kind_still_takes_it_back():
    said, sheet = _read("declare war on Portugal\nUPDATE: no war with Portugal after all, the King would not like it.")
    assert said == [] and sheet.problems == ()
    assert any("taken back" in c.reason for c in sheet.chatter)


def test_no_with_a_comma_stays_a_retraction():
    said, sheet = _read("No, the Cadiz fleet intercepts")
    assert said == ["fleet Cadiz: intercept"]
