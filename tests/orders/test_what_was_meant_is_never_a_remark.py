"""Issue 22 round 10: words after a dash or an apology that say what was meant instead ('build 1 infantry in
Adrianople -- sorry I mean Bulgaria') are a correction, never a remark set aside with the first place read
(fresh7's Ottoman letter was read as a build in Stamboul). Read with the correction, or refused; never the
order as first written."""

from __future__ import annotations

import pytest

from tests.orders.bundled import sheet_of, written


@pytest.mark.parametrize("rules_id, nation, where, text, first", [
    ("napoleonic", "Ottoman Empire", "start", "build 1 infantry in Adrianople -- sorry I mean Bulgaria, it's the same to me",
     "build infantry in Stamboul"),
    ("napoleonic", "Ottoman Empire", "start", "build 2 cavalry in Stamboul -- oops, I meant Bosnia", "build 2 cavalry in Stamboul"),
    ("napoleonic", "Ottoman Empire", "start", "build 1 infantry in Stamboul - I mean Bulgaria", "build infantry in Stamboul"),
    ("napoleonic", "France", "spring-1805-war", "C - Lombardy -- sorry I mean Tyrol", "C - Lombardy"),
    ("classic", "Britain", "start", "2 armies 5 -> 4 -- sorry I mean 3", "2 armies 5 -> 4"),
])
def test_a_correction_after_a_dash_is_never_set_aside(rules_id, nation, where, text, first):
    sheet = sheet_of(rules_id, nation, where, text)
    assert first not in written(rules_id, where, sheet)
    assert sheet.problems or sheet.orders


def test_an_apology_that_says_nothing_more_is_still_set_aside():
    sheet = sheet_of("napoleonic", "Ottoman Empire", "start", "build 1 infantry in Stamboul -- sorry for the delay")
    assert written("napoleonic", "start", sheet) == ["build infantry in Stamboul"] and not sheet.problems
