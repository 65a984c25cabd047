"""An order written as an aim, 'To VERB ...' ('1. To seek an alliance with Austria, ...'): the everyday word
after a leading 'to' and before 'a', 'an', 'the' is a verb, never a place the reader does not know; a word it
cannot tell after 'to' with no article after it ('Corps D to wallonia') stays a name, refused."""

from __future__ import annotations

import pytest

from tests.orders.bundled import parsed as _read




@pytest.mark.parametrize("rid, where, nation, text, orders", [
    ("napoleonic", "start", "Russia", "1. To seek an alliance with Austria.", ["alliance with Austria"]),
    ("napoleonic", "start", "Prussia", "To seek an alliance with Russia.", ["alliance with Russia"]),
    ("napoleonic", "start", "Russia", "2) To raise a cavalry division in Moscow.", ["build cavalry in Moscow"]),
])
def test_an_aim_written_to_verb_is_read(rid, where, nation, text, orders):
    got, sheet = _read(rid, nation, text, where)
    assert got == orders and not sheet.problems


@pytest.mark.parametrize("rid, where, nation, text", [
    ("napoleonic", "spring-1805-war", "France", "Corps D to wallonia."),
    ("napoleonic", "spring-1805-war", "France", "Corps D to Wallonia the quick way."),
])
def test_a_word_after_to_that_may_be_a_place_stays_refused(rid, where, nation, text):
    got, sheet = _read(rid, nation, text, where)
    assert not got and sheet.problems
