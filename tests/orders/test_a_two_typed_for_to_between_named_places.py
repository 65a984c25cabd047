"""Issue 22, round 14: a move typed on a phone with '2' for 'to' between places named in words ('2 armys bergen 2
trondheim'), as writers of several corpora type it: a count and a unit word (its plural maybe misspelt) open the
line, a place, the '2', a place ending the line. Anything else with a '2' in it is left as written."""

import pytest

from .bundled import read_words_checked
from engine.words.shorthand import in_full


read = read_words_checked


@pytest.mark.parametrize("rid, nation, text, orders", [
    ("classic", "Britain", "3 armys london 2 york", ["3 armies 3 -> 6"]),
    ("classic", "Britain", "2 armies mercia 2 wales", ["2 armies 5 -> 4"]),
    ("classic", "Britain", "3 ships i 2 j", ["3 ships I -> J"]),
    ("classic", "Turkey", "3 armys 48 2 47", ["3 armies 48 -> 47"]),
])
def test_a_two_between_the_places_of_a_counted_move_is_to(rid, nation, text, orders):
    assert read(rid, nation, text) == (orders, [])


@pytest.mark.parametrize("text", [
    "2 armies bergen 2 ships D", "1 army 70 stays 2 days", "2 armies 48 2 more", "armies bergen 2 trondheim",
    "2 armies bergen and oslo 2 trondheim", "2 armies bergen 2 trondheim and oslo",
])
def test_a_two_that_is_no_to_is_left_as_written(text):
    assert " to " not in (in_full(text) or "")
