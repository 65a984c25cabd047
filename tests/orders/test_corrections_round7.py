"""Issue 22, round 7 (fresh6-cl-correct-1): a correction whose new destination comes with its route ('correction: not
6 but 23 via the ships in I') puts all of it where the old number stood, never its last word alone ('3 armies 3 ->
I', a sea move to the sea, was carried out)."""

import pytest

from engine.words.clauses import not_instead
from tests.orders.bundled import read


@pytest.mark.parametrize("text", [
    "3 armies 3 -> 6\ncorrection: not 6 but 23 via the ships in I",
    "3 armies 3 -> 6\nEdit: 23 via the ships in I, not 6.",
    "3 armies 3 -> 6\nNot 6 but 23 via the ships in I, sorry.",
    "3 armies 3 -> 6\nEDIT: 23 via ships in I rather than 6",
    "3 armies 3 -> 6\ncorrection - instead of 6, 23 via the ships in I",
    "3 armies 3 -> 6\non reflection: not 6 but 23 via I",
    "3 armies 3 -> 6\nmake that 23 via the ships in I, not 6",
    "3 armies 3 -> 6\nactually, not 6 but 23 via the fleet in I",
])
def test_a_new_destination_with_its_route_replaces_the_old_whole(text):
    got, problems = read("classic", "start", "Britain", text)
    assert (got, problems) == (["3 armies 3 -> 23 via ships in I"], [])


@pytest.mark.parametrize("text, news", [
    ("23 via the ships in I, not 6", ["23 via the ships in I", "I", "in I", "ships in I", "the ships in I"]),
    ("84, not 88", ["84"]),
    ("A goes to Saxony, not Mecklenburg", ["Saxony", "to Saxony", "goes to Saxony", "A goes to Saxony"]),
])
def test_the_words_that_may_replace_the_old_name(text, news):
    assert not_instead(text)[0] == news
