"""A plan's reason after an order and a colon (engine.words.meaning.reasons): set aside when it names no unit,
count, place gone to or order of its own; the order before it read; anything else left refused."""

from __future__ import annotations

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position


def _read(rid: str, nation: str, text: str, where: str = "start"):
    rules = ruleset(rid)
    board, state = position(rid, where)
    sheet = rules.parse_orders(text, nation, state, board)
    return [o for o in rules.format_orders(sheet.orders, state, board).strip().splitlines() if o], sheet


@pytest.mark.parametrize("rid, where, nation, text, orders", [
    ("napoleonic", "spring-1805-war", "France", "- Corps E to Champagne: Paris is safe enough and Champagne feeds us.",
     ["E - Champagne"]),
    ("napoleonic", "spring-1805-war", "Austria", "Corps D holds Tyrol: the passes must not fall.", ["D holds"]),
    ("napoleonic", "spring-1805-war", "France", "Corps G to Normandy: watches the coast against the English.",
     ["G - Normandy"]),
    ("classic", "start", "Turkey", "2 ships M -> P: Russia keeps her galleys at home.", ["2 ships M -> P"]),
    ("classic", "start", "Austria", "The ships in U stay: they are too weak to sail anywhere.", []),
])
def test_an_order_with_its_reason_after_a_colon_is_read(rid, where, nation, text, orders):
    got, sheet = _read(rid, nation, text, where)
    assert got == orders and not sheet.problems
    assert any("set aside" in c.reason for c in sheet.chatter)


@pytest.mark.parametrize("rid, where, nation, text", [
    ("napoleonic", "spring-1805-war", "France", "Corps D to Baden: not Bavaria."),             # a correction
    ("napoleonic", "spring-1805-war", "France", "Corps D to Baden: the road to Vienna is open."),   # another place
    ("napoleonic", "spring-1805-war", "France", "Corps D to Baden: if Austria stays quiet."),      # a condition
    ("napoleonic", "spring-1805-war", "France", "Corps D to Baden: corps E stays in Paris."),      # another order
    ("napoleonic", "spring-1805-war", "France", "Corps D to Baden: France allies with Austria."),
])
def test_a_tail_that_may_change_or_add_an_order_is_never_set_aside(rid, where, nation, text):
    got, sheet = _read(rid, nation, text, where)
    assert sheet.problems
    assert not any("set aside" in c.reason for c in sheet.chatter)
