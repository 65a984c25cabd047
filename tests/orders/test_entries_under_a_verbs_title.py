"""Issue 22 round 13: entries of a list under a title that gives their verb ('Builds:', 'Purchases:'), labelled
'a.' as well as 'a)', and written 'COUNT KIND, PLACE': 'a.' before a count is a label, never the article 'a'
(engine.words.message), and an entry that opens on a count or a unit word is read with the title's verb by every
reader (engine.words.under_title), not by the ruleset's grammar alone."""

from __future__ import annotations

import pytest

from tests.orders.bundled import sheet_of, written


def _read(rules_id: str, where: str, nation: str, text: str):
    sheet = sheet_of(rules_id, nation, where, text)
    return written(rules_id, where, sheet), sheet.problems


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("classic", "start", "France", "Purchases:\na. 2 armies in 21\nb. 1 army in 25", ["buy 2 armies in 21",
                                                                                    "buy 1 army in 25"]),
    ("classic", "start", "France", "a. 2 armies 20 -> 19\nb. 1 army 25 -> 29", ["2 armies 20 -> 19", "1 army 25 -> 29"]),
    ("classic", "start", "France", "Buy:\n- 2 armies, 21", ["buy 2 armies in 21"]),
    ("napoleonic", "spring-1805-war", "France", "Builds:\na) 1 infantry, Paris\nb) 1 cavalry, Lyon",
     ["build infantry in Paris", "build cavalry in Lyonnais"]),
    ("napoleonic", "spring-1805-war", "France", "Builds:\n- infantry, Paris", ["build infantry in Paris"]),
    ("succheesion", "start", "Berdain", "Builds:\na. 1 Infantry in 38\nb. 1 Cavalry in 39",
     ["build 1 Infantry in 38", "build 1 Cavalry in 39"]),
])
def test_an_entry_reads_with_the_titles_verb(rules_id, where, nation, text, orders):
    assert _read(rules_id, where, nation, text) == (orders, ())


def test_a_move_under_a_builds_title_stays_a_move():
    assert _read("classic", "start", "France", "Purchases:\n2 armies 20 -> 19") == (["2 armies 20 -> 19"], ())
