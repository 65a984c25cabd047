"""Issue 22 (shared nations): two players writing for one nation say who writes which part ('Hanno writes for the
army, Himilco for the fleet.'): talk, set aside and said so. A line that names a unit, a place, a number or an order
is never taken for such talk."""

import pytest

from engine.words.sharing import shares_the_work
from tests.orders.bundled import checked

TALK = [
    ("classic", "Spain", "start", "Diego handles the armies, Lucia looks after the fleet (we share Spain)."),
    ("napoleonic", "Prussia", "spring-1805-war", "My partner did the army this time, I only add the diplomacy."),
    ("eia", "Russia", "russia-land", "As agreed with my co-player: he commands the army, I command the navy."),
    ("succheesion", "Stilwen", "start", "We split it again: Jean writes the land orders, Paul writes the sea orders."),
]


@pytest.mark.parametrize("ruleset, nation, where, message", TALK)
def test_who_writes_which_part_is_set_aside_as_talk(ruleset, nation, where, message):
    got, sheet = checked(ruleset, nation, where, message)
    assert got == [] and sheet.problems == ()
    assert [c.reason for c in sheet.chatter] == ["not an order: who of the players sharing the nation writes which orders"]


def _looks(text):
    return any(w in text for w in ("Saxony", "Prussia 2", "Paris"))


@pytest.mark.parametrize("text", [
    "Hanno takes the army to Saxony, Himilco the fleet.",        # a place: an order
    "I run the army, 2 armies for Paris.",                        # a number
    "He writes the navy, corps A holds.",                         # a unit and an order word
    "Marta runs the fleet; Prussia writes the army.",             # another nation
    "The weather is fine this turn.",                             # no part of the forces: no sharing said
    "The fleet in I does nothing this turn.",                     # a unit at a place, no player
    "My army does nothing this turn.",
])
def test_a_line_that_may_order_something_is_no_talk_of_sharing(text):
    assert not shares_the_work(text, "Austria", _looks)
