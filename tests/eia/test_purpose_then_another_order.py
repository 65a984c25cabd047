"""A purpose after a march ends where the line goes on: '..., to be nearer the Russian border, and the Second
leaves Bulgaria for Serbia' gave the First Corps' march only (fresh4's Porte); the second march is read."""

from __future__ import annotations

import pytest

from tests.orders.bundled import checked


def _read(text: str):
    return checked("eia", "Turkey", "turkey-land", text)


@pytest.mark.parametrize("text", [
    "The Porte sends its First Corps from Stamboul up through Bulgaria to Wallachia, to be nearer the Russian border, "
    "and the Second leaves Bulgaria for Serbia.",
    "Corps I: Stamboul - Bulgaria - Wallachia, to be nearer the Russian border, and corps II: Bulgaria - Serbia",
    "Corps I marches from Stamboul through Bulgaria to Wallachia, to watch the Russians; corps II goes from Bulgaria "
    "to Serbia.",
    "corps I: Stamboul - Bulgaria - Wallachia, so as to cover the Danube, and corps II: Bulgaria - Serbia.",
    "Corps I goes Stamboul - Bulgaria - Wallachia, in order to guard the river, and corps II marches from Bulgaria to "
    "Serbia.",
])
def test_the_order_after_a_purpose_is_read_or_the_line_asked(text):
    said, sheet = _read(text)
    assert "corps II: Bulgaria - Serbia" in said or sheet.problems
    assert said != ["corps I: Stamboul - Bulgaria - Wallachia"] or sheet.problems


def test_a_purpose_alone_after_a_march_is_still_set_aside():
    said, sheet = _read("corps I: Stamboul - Bulgaria - Wallachia, to be nearer the Russian border")
    assert said == ["corps I: Stamboul - Bulgaria - Wallachia"] and sheet.problems == ()
