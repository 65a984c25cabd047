"""'Same as yesterday but B goes to Bergen instead of Trondheim.' over the earlier list pasted again
(engine.words.changed_repeat): the list's orders are held back and asked, never carried out without the change."""

from __future__ import annotations

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position


def _read(rs: str, nation: str, pos: str, text: str):
    board, state = position(rs, pos)
    rules = ruleset(rs)
    return rules.check_orders(rules.parse_orders(text, nation, state, board), state, board)


@pytest.mark.parametrize("rs, nation, pos, text", [
    ("napoleonic", "France", "spring-1805-war",
     "GM - same as I sent yesterday but E goes to Lorraine instead of Champagne.\n\n--- earlier ---\nE - Champagne\n"
     "G - Normandy"),
    ("classic", "Prussia", "start", "Same as Tuesday but the Pomeranians stay home.\n--- earlier ---\n"
     "2 armies 59 -> 58\nbuy 1 army in 59"),
    ("succheesion", "Randomia", "start", "Same list as Friday except invest 3 instead of 5.\n"
     "invest 5 cheese in trade with Ubliko\nraise cheese in 15"),
    ("eia", "Austria", "start", "[21:04] same orders as before, except no alliance with Turkey - make it Spain.\n"
     "ally with Turkey"),
])
def test_the_list_said_again_with_a_change_is_asked(rs, nation, pos, text):
    sheet = _read(rs, nation, pos, text)
    assert not sheet.orders
    assert any("held back" in p.reason and "an earlier one with a change" in p.reason for p in sheet.problems)


@pytest.mark.parametrize("rs, nation, pos, text, count", [
    ("napoleonic", "France", "spring-1805-war", "E - Champagne\nG - Normandy\nSame as ever, the Emperor is pleased.", 2),
    ("classic", "Prussia", "start", "2 armies 59 -> 58\nbuy 1 army in 59", 2),
])
def test_a_list_without_such_a_line_reads(rs, nation, pos, text, count):
    sheet = _read(rs, nation, pos, text)
    assert len(sheet.orders) == count
