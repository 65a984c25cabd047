"""Lines a veteran types short, or a correction whose stay follows an order, are read or refused: never
set aside as chatter (a silently dropped order is worse than a refusal)."""

from __future__ import annotations

import pytest

from tests.corpus.positions import position
from engine.rulesets import ruleset


def sheet_of(rules_id, nation, where, text):
    board, state = position(rules_id, where)
    return ruleset(rules_id).parse_orders(text, nation, state, board)


def said(sheet, line=1):
    """'read', 'refused' or 'chatter' for the message's line."""
    if any(n == line for n in sheet.lines):
        return "read"
    if any(p.line == line for p in sheet.problems):
        return "refused"
    return "chatter"


@pytest.mark.parametrize("rules_id, nation, where, text", [
    ("napoleonic", "Prussia", "spring-1805-war", "A-Hnv"),
    ("napoleonic", "Prussia", "spring-1805-war", "A-Thur sc Bav"),
    ("napoleonic", "Prussia", "spring-1805-war", "Brdbg-Sxny-Bhm"),
    ("eia", "France", "france-naval", "Brest: Brit-ECh"),
    ("eia", "France", "france-naval", "Toulon - Prv-Gol"),
])
def test_a_route_typed_short_is_never_chatter(rules_id, nation, where, text):
    assert said(sheet_of(rules_id, nation, where, text)) != "chatter"


@pytest.mark.parametrize("text", ["Jean-Pierre", "It is a well-known fact, Sire.", "Vive l'Austro-Hongrie"])
def test_hyphenated_words_in_talk_stay_talk(text):
    sheet = sheet_of("napoleonic", "Prussia", "spring-1805-war", text)
    assert sheet.orders == () and sheet.problems == ()


@pytest.mark.parametrize("correction", [
    "correction: only 1 army 48 -> 47, the others stay to guard the city.",
    "EDIT: just 2 armies 48 -> 47; one stays home",
    "Actually 2 armies 48 -> 47, 1 army stays behind.",
])
def test_a_correction_giving_an_order_before_a_stay_is_read_or_asked_never_dropped(correction):
    sheet = sheet_of("classic", "Spain", "start", f"3 armies 48 -> 47\n{correction}")
    assert sheet.orders or any(p.line == 2 for p in sheet.problems)
