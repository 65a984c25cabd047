"""Issue 22 round 10: the writer's nation and the season said before orders on their own line ('Naples winter:
build 1 infantry in Rome, and 1 in Naples.', 'prussia spring: A to Saxony') are a heading: the orders after it
are read as written alone. Another nation named there is no heading: its orders are refused."""

from __future__ import annotations

import pytest

from tests.orders.bundled import sheet_of, written


def _read(nation: str, where: str, text: str):
    sheet = sheet_of("napoleonic", nation, where, text)
    return written("napoleonic", where, sheet), sheet.problems


@pytest.mark.parametrize("nation, where, text, orders", [
    ("Naples", "start", "Naples winter: build 1 infantry in Rome, and 1 in Naples.",
     ["build infantry in Rome", "build infantry in Naples"]),
    ("Naples", "start", "Winter: build 1 infantry in Rome, and 1 in Naples.",
     ["build infantry in Rome", "build infantry in Naples"]),
    ("Prussia", "spring-1805-war", "prussia spring: A to Saxony", ["A - Saxony"]),
    ("Prussia", "spring-1805-war", "Prussia, Spring 1805: A to Saxony", ["A - Saxony"]),
    ("Spain", "start", "Spain winter: 2 infantry in Valencia & 1 in Catalonia",
     ["build 2 infantry in Valencia", "build infantry in Catalonia"]),
])
def test_the_writers_nation_and_season_before_orders_are_a_heading(nation, where, text, orders):
    assert _read(nation, where, text) == (orders, ())


def test_another_nation_and_season_before_orders_is_no_heading():
    orders, problems = _read("Naples", "start", "Austria winter: build 1 infantry in Naples")
    assert orders == [] and problems
