"""A sentence naming two corps is never read as one corps' move: 'B will stand fast, and E will ride to
Saxony' gave 'B - Saxony' (fresh4's Prussian letter). Each is read, or the line is asked."""

from __future__ import annotations

import pytest

from tests.orders.bundled import checked


def _read(text: str):
    return checked("napoleonic", "Prussia", "spring-1805-war", text)


@pytest.mark.parametrize("text", [
    "B will stand fast, and E will ride to Saxony.",
    "the corps of Silesia (B) will stand fast at Breslau this spring, and the corps of the Altmark (E) will ride to Saxony.",
    "B stands fast and E rides to Saxony",
    "Corps B will stand firm, and corps E will march to Saxony.",
    "B is to stand fast while E rides into Saxony.",
    "B shall stand fast; E shall ride to Saxony.",
    "Corps B stands its ground, and corps E moves to Saxony.",
    "B will stand fast this spring and E is to ride to Saxony",
])
def test_two_corps_are_never_one_move(text):
    said, sheet = _read(text)
    assert "B - Saxony" not in said
    assert said == ["B holds", "E - Saxony"] or sheet.problems


def test_one_corps_still_reads():
    said, sheet = _read("Corps E will ride to Saxony.")
    assert said == ["E - Saxony"] and sheet.problems == ()


# A corps called by a description with its letter in brackets, after another corps' order on the line:
# the first order is kept ('B moves to Franconia and our Tyrolean corps (D) to Württemberg' gave D's alone).
@pytest.mark.parametrize("text", [
    "B moves to Franconia and our Tyrolean corps (D) to Württemberg.",
    "B moves to Franconia, the Tyrolean corps (D) to Württemberg",
    "B marches on Franconia and the mountain corps (D) goes to Württemberg",
    "Our corps in Bohemia (B) moves to Saxony? No. B moves to Franconia and our Tyrolean corps (D) to Württemberg.",
])
def test_an_order_before_a_corps_named_in_brackets_is_kept(text):
    said, sheet = checked("napoleonic", "Austria", "spring-1805-war", text)
    assert said == ["B - Franconia", "D - Württemberg"] or sheet.problems
    assert said != ["D - Württemberg"]
