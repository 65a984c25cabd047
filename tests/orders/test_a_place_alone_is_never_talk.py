"""Issue 22 round 10: a sentence of a place alone after a word of where to ('In Armorica (19).', 'Into Saxony!')
beside an order on the same line is where units go said short (the answer to the GM's 'where do they land?'):
refused, never set aside as talk (fresh7's British landing was dropped and only the purchase read)."""

from __future__ import annotations

import pytest

from tests.orders.bundled import sheet_of, written


@pytest.mark.parametrize("rules_id, nation, where, text, read", [
    ("classic", "Britain", "britons-aboard",
     "> GM: Britain, your two armies are aboard in I. Where do they land?\nIn Armorica (19). And buy 1 army in 3.",
     "buy 1 army in 3"),
    ("classic", "Britain", "britons-aboard", "Into Frisia (23)! Buy 1 army in 3.", "buy 1 army in 3"),
    ("napoleonic", "France", "spring-1805-war", "To Bavaria. C - Lombardy", "C - Lombardy"),
])
def test_a_place_alone_beside_an_order_is_refused_never_talk(rules_id, nation, where, text, read):
    sheet = sheet_of(rules_id, nation, where, text)
    assert sheet.problems, written(rules_id, where, sheet)


def test_a_greeting_from_a_place_is_still_talk():
    sheet = sheet_of("classic", "Britain", "britons-aboard", "Greetings from London. Buy 1 army in 3.")
    assert written("classic", "britons-aboard", sheet) == ["buy 1 army in 3"] and not sheet.problems
