"""A bracketed correction that mends a word of its own line ('(sorry, infantry)' after 'infanteria') reads
the line with the word mended; it never replaces the order of the line before (that order was set aside in
silence: a misread). A note naming something the line does not name stays a correction, as before."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("rules_id, nation, where, first, second, want", [
    ("napoleonic", "Spain", "start", "build 2 infantry in Madrid", "build 1 infanteria in Catalonia (sorry, infantry)",
     ["build 2 infantry in Madrid", "build infantry in Catalonia"]),
    ("napoleonic", "Prussia", "start", "build 1 artillery in Brandenburg", "build 1 cav in Silesia (oops, cavalry)",
     ["build artillery in Brandenburg", "build cavalry in Silesia"]),
    ("succheesion", "Maustria", "start", "build 2 Infantry in Eastmark", "build 1 Frigat in Whiskerport (typo: Frigate)",
     ["build 2 Infantry in 23", "build 1 Frigate in 24"]),
])
def test_the_line_before_stands_and_the_mended_line_reads(rules_id, nation, where, first, second, want):
    shown, sheet = checked(rules_id, nation, where, f"{first}\n{second}")
    assert shown == want and not sheet.problems


@pytest.mark.parametrize("bare, note", [
    ("build 2 infantry in Madrid", "sorry, I mean 3 cavalry"),      # a count: no mending of a word
    ("A - Saxony", "sorry, Bavaria"),                                # a place the line does not name
    ("build 1 infantry in Catalonia", "oops"),                       # nothing after the correction word
    ("build 1 infantry in Catalonia", "two infantry, sorry"),        # no correction word first
])
def test_a_note_naming_something_else_is_no_mending(bare, note):
    from engine.words.self_fixes import self_fixed
    assert self_fixed(bare, [note]) is None


def test_a_note_naming_something_else_is_never_dropped():
    """Round 19: '(sorry, I mean 3 cavalry)' gives another order: the line is refused with it, never read as the
    words before the note (before, the note was dropped and line 2 replaced line 1 as the same build)."""
    shown, sheet = checked("napoleonic", "Spain", "start", "build 2 infantry in Madrid\n"
                           "build 2 infantry in Madrid (sorry, I mean 3 cavalry)")
    assert any(p.line == 2 for p in sheet.problems)
    assert "build 3 cavalry in Madrid" not in shown
