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
