"""A count said after 'with' of the units carried ('the ships sail to C with both armies still on board'): it counts
those armies, never the ships that move (it did: '2 ships I -> C' for a fleet of 3, a misread). The armies are the
nation's and aboard where the ships start, as many as said; otherwise the sentence is refused
(engine.words.meaning.slots Finder._carried, match._carries)."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("text", [
    "The ships sail from the Channel into the North Sea with both armies still on board; nobody lands this turn.",
    "Our ships leave the Channel for the North Sea, with the 2 armies still aboard.",
    "The ships in the Channel head into the North Sea with our two armies aboard.",
    "The British ships at I go on to C with our 2 armies still embarked.",
])
def test_the_ships_move_whole_with_the_armies_they_carry(text):
    shown, sheet = checked("classic", "Britain", "britons-aboard", text)
    assert shown == ["3 ships I -> C"], (shown, sheet.problems)


@pytest.mark.parametrize("rules_id, nation, where, text", [
    ("classic", "Britain", "britons-aboard", "The ships in I sail to C with the 3 armies aboard."),
    ("classic", "Vikings", "start", "The ships sail from the Kattegat into the North Sea with both armies on board."),
    ("classic", "Vikings", "start", "The ships in D sail to C with 2 armies aboard."),
])
def test_armies_said_aboard_that_are_not_are_refused(rules_id, nation, where, text):
    shown, sheet = checked(rules_id, nation, where, text)
    assert shown == [] and sheet.problems, (shown, sheet.problems)
