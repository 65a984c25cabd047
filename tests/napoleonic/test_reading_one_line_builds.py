"""Issue 22 round 10: builds in one province said in one line's list are one build, the divisions raised
together ('Build: 2 inf Paris, 1 arty Paris' was two builds, so two corps: fresh's abbreviated builds)."""

from __future__ import annotations

import pytest

from tests.orders.bundled import sheet_of, written


def _read(text: str, nation: str = "France"):
    sheet = sheet_of("napoleonic", nation, "start", text)
    return written("napoleonic", "start", sheet), sheet.problems


@pytest.mark.parametrize("text, nation, builds", [
    ("Build 1 cav Lyon, 2 inf Lyon", "France", ["build cavalry, 2 infantry in Lyonnais"]),
    ("build 2 infantry in Paris, 1 artillery in Paris", "France", ["build 2 infantry, artillery in Paris"]),
    ("We raise two infantry divisions at Vienna and one cavalry division at Vienna", "Austria",
     ["build 2 infantry, cavalry in Vienna"]),
    ("Builds: 1 inf Brandenburg, 1 cav Silesia, 1 arty Brandenburg", "Prussia",
     ["build infantry, artillery in Brandenburg", "build cavalry in Silesia"]),
])
def test_builds_in_one_province_on_one_line_are_one_build(text, nation, builds):
    assert _read(text, nation) == (builds, ())


def test_builds_on_lines_of_their_own_stay_builds_of_their_own():
    assert _read("build 2 infantry in Paris\nbuild 1 artillery in Paris")[0] == [
        "build 2 infantry in Paris", "build artillery in Paris"]


def test_squadrons_are_never_joined():
    orders, _ = _read("build 2 squadrons in Bay of Biscay, 1 squadron in Bay of Biscay")
    assert orders == ["build 2 squadrons in Bay of Biscay", "build squadron in Bay of Biscay"]
