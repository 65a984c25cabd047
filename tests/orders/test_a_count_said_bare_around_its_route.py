"""Issue 22, round 14: a move's count said bare around a route typed short, as writers of several corpora do
('48-47 3', '2 86-73', '14 to 15 with 3', '13 -> 26 w/ 2'): read as the count of the units that go, their kind
by the route's start; a route with no count, 'both', or more words than a count are left to the ruleset (refused)."""

import pytest

from .bundled import read_words_checked
from engine.words.route_counts import counted_route


def read(rid, text, nation):
    return read_words_checked(rid, nation, text)


@pytest.mark.parametrize("rid, nation, text, orders", [
    ("classic", "Prussia", "58-55 3", ["3 armies 58 -> 55"]),
    ("classic", "Prussia", "2 63-62", ["2 armies 63 -> 62"]),
    ("classic", "Prussia", "58 to 57 with 3", ["3 armies 58 -> 57"]),
    ("classic", "Prussia", "63 -> 62 w/ 2.", ["2 armies 63 -> 62"]),
    ("classic", "Britain", "I-J 3", ["3 ships I -> J"]),
    ("classic", "Britain", "3 I > J", ["3 ships I -> J"]),
    ("classic", "Italy", "36 to 35 w 2", ["2 armies 36 -> 35"]),
    ("succheesion", "Berdain", "38-12 4", ["4 units 38 -> 12"]),
    ("succheesion", "Berdain", "39 to 41 with 2", ["2 units 39 -> 41"]),
    ("succheesion", "Berdain", "2 39 -> 41", ["2 units 39 -> 41"]),
])
def test_a_count_said_bare_around_the_route_is_the_count_that_goes(rid, nation, text, orders):
    assert read(rid, text, nation) == (orders, [])


@pytest.mark.parametrize("rid, nation, text", [
    ("classic", "Prussia", "58 -> 57"),                  # no count: how many go is the player's to say
    ("classic", "Prussia", "58 -> 57 both"),             # 'both' says two only where two stand
    ("classic", "Prussia", "3 58-57 2"),                 # two counts
    ("classic", "Prussia", "58-57 3 or 4"),              # more than a count
    ("succheesion", "Berdain", "38 -> 12 with all of them soon"),
])
def test_a_route_without_one_bare_count_is_refused(rid, nation, text):
    orders, problems = read(rid, text, nation)
    assert orders == [] and problems


@pytest.mark.parametrize("text, said", [
    ("48-47 3", "48 -> 47 x3"), ("2 86-73", "86 -> 73 x2"), ("14 to 15 with 3", "14 -> 15 x3"),
    ("13 -> 26 w/ 2", "13 -> 26 x2"), ("9>8>20 4", "9 -> 8 -> 20 x4"), ("T -> R 2.", "T -> R x2"),
    ("58 -> 57", None), ("58 -> 57 both", None), ("buy 2 in 21", None), ("2 armies 58 -> 57", None),
    ("58-57 0", None), ("58 -> 57 x3", None), (" " * 2000, None), ("58 " * 700, None),
])
def test_the_route_said_again_with_its_count_typed_after_it(text, said):
    assert counted_route(text) == said
