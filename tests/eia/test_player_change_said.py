"""A player's name ends where the line goes on ('player leaves: Ivan, and Boris replaces Ivan as our
player' gave a player called 'Ivan, and Boris replaces Ivan as our player'); a name may hold spaces."""

from __future__ import annotations

import pytest

from tests.orders.bundled import checked


def _read(text: str):
    return checked("eia", "Russia", "start", text)


@pytest.mark.parametrize("text, said", [
    ("player leaves: Ivan, and Boris replaces Ivan as our player", ["player leaves: Ivan", "replacement player: Boris"]),
    ("So: player leaves: Ivan, and Boris replaces Ivan as our player.",
     ["player leaves: Ivan", "replacement player: Boris"]),
    ("replacement player: Karl, and war on Prussia", ["replacement player: Karl", "declare war on Prussia"]),
    ("player leaves: Ivan the Terrible", ["player leaves: Ivan the Terrible"]),
    ("replacement player: Anna Petrovna", ["replacement player: Anna Petrovna"]),
    ("player leaves: Ivan; replacement player: Boris", ["player leaves: Ivan", "replacement player: Boris"]),
])
def test_the_name_ends_where_the_line_goes_on(text, said):
    got, sheet = _read(text)
    assert got == said and sheet.problems == ()


@pytest.mark.parametrize("text", ["player leaves: Ivan, sorry", "replacement player: Karl, maybe"])
def test_words_after_a_name_that_read_as_no_order_are_asked_not_taken_into_the_name(text):
    got, sheet = _read(text)
    assert got == [] and len(sheet.problems) == 1
