"""Lines a veteran types short, or a correction whose stay follows an order, are read or refused: never
set aside as chatter (a silently dropped order is worse than a refusal)."""

from __future__ import annotations

import pytest

from tests.corpus.positions import position
from tests.orders.bundled import sheet_of
from engine.rulesets import ruleset


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


@pytest.mark.parametrize("before", ["", "2 ships N -> L\n"])
@pytest.mark.parametrize("line", [
    "No, they sail to L. And 2 armies 16 -> 15.",
    "No, they sail on to L; 2 armies 16 -> 15.",
])
def test_a_clause_that_sends_something_is_never_a_remark_beside_a_correction(before, line):
    """Read (the ships' move replaced) or asked: never set aside as a remark while the armies move."""
    sheet = sheet_of("classic", "Spain", "start", before + line)
    board, state = position("classic", "start")
    written = ruleset("classic").format_orders(list(sheet.orders), state, board)
    number = before.count("\n") + 1
    assert "ships N -> L" in written or any(p.line == number for p in sheet.problems), (written, sheet.chatter)
