"""A leader named in brackets beside a corps confirms the corps: one who stands elsewhere makes the line a
question for the player (fresh4: 'corps II (Charles) to Württemberg' with Charles beside corps I)."""

from __future__ import annotations

import pytest

from tests.orders.bundled import checked


def _read(text: str, nation: str, where: str):
    return checked("eia", nation, where, text)


@pytest.mark.parametrize("text, nation, where", [
    ("corps II (Charles) to Württemberg", "Austria", "austria-land"),
    ("corps II (Charles): Tyrol - Württemberg", "Austria", "austria-land"),
    ("Corps II (Charles) marches to Württemberg.", "Austria", "austria-land"),
    ("III corps (Davout) to Champagne", "France", "france-land"),
    ("corps III (Davout): Picardy - Champagne", "France", "france-land"),
    ("corps I (Davout) marches from the Rhineland to Thuringia", "France", "france-land"),
    ("corps II (Napoleon): Alsace - Baden", "France", "france-land"),
    ("corps III (Mack) goes to Moravia", "Austria", "austria-land"),
])
def test_a_leader_who_stands_elsewhere_makes_the_line_a_question(text, nation, where):
    said, sheet = _read(text, nation, where)
    assert said == [] and len(sheet.problems) == 1 and "which corps is meant" in sheet.problems[0].reason


@pytest.mark.parametrize("text, nation, where, move", [
    ("corps I (Charles) to Württemberg", "Austria", "austria-land", "corps I: Bavaria - Württemberg"),
    ("corps II (Mack) to Württemberg", "Austria", "austria-land", "corps II: Tyrol - Württemberg"),
    ("corps II (Davout): Alsace - Baden", "France", "france-land", "corps II: Alsace - Baden"),
])
def test_the_leader_beside_the_corps_confirms_it(text, nation, where, move):
    said, sheet = _read(text, nation, where)
    assert said == [move] and sheet.problems == ()
