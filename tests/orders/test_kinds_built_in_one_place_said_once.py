"""Issue 22, round 14: units of several kinds built in one place said once ('build 2 Infantry and 1 Cavalry in
Madder Vale', 'two inf+1 cav', '1 inf & 1 cav at ...'), as writers of three corpora do: one build a kind, each in
that place. A ruleset that builds them together (napoleonic) reads the line as before; anything else is refused."""

import pytest

from .bundled import read_words_checked
from engine.words.builds_shared import built_apart


def read(rid, text, nation):
    return read_words_checked(rid, nation, text)


@pytest.mark.parametrize("rid, nation, text, orders", [
    ("succheesion", "Randomia", "raise 1 inf & 1 cav at Randomia", ["build 1 Infantry in 15", "build 1 Cavalry in 15"]),
    ("succheesion", "Maustria", "build one Militia, one Infantry and one Cavalry in Maus Imperial",
     ["build 1 Militia in 21", "build 1 Infantry in 21", "build 1 Cavalry in 21"]),
    ("succheesion", "Crimsonia", "recruit 2 infantry plus 1 militia in Crimson Keep.",
     ["build 2 Infantry in 1", "build 1 Militia in 1"]),
    ("succheesion", "Crimsonia", "Build two Infantry+1 Cavalry in Madder Vale",
     ["build 2 Infantry in 12", "build 1 Cavalry in 12"]),
    ("napoleonic", "France", "build 2 infantry + 1 cavalry in Paris", ["build 2 infantry, cavalry in Paris"]),
])
def test_each_kind_is_built_in_the_place_said_once(rid, nation, text, orders):
    assert read(rid, text, nation) == (orders, [])


@pytest.mark.parametrize("text, said", [
    ("build 2 Infantry and 1 Cavalry in Madder Vale", "build 2 Infantry in Madder Vale and 1 Cavalry in Madder Vale"),
    ("b 1 inf+1 cav at 15.", "b 1 inf at 15 and 1 cav at 15"),
    ("build 2 Infantry in 12", None),                     # one kind: read as written
    ("build 2 Infantry and 1 Cavalry", None),             # no place
    ("build 2 Infantry and 1 Cavalry in 12 and 13", None),    # two places
    ("send 2 Infantry and 1 Cavalry to 12", None),        # no build
    ("build 2 Infantry and some Cavalry in 12", None),    # a kind without its count
    ("build " + "1 inf and " * 300 + "in 12", None), (" " * 2000, None),
])
def test_the_place_said_after_each_count(text, said):
    assert built_apart(text) == said


def test_the_place_is_the_last_words_of_its_sentence():
    assert built_apart("build two Infantry + 1 Cavalry in Madder Vale. Three units from Madder Vale to Crimson Keep.") \
        is None
    assert read("succheesion", "Build two inf + one cav in Madder Vale. Three units from Madder Vale to Crimson Keep.",
                "Crimsonia") == (["build 2 Infantry in 12", "build 1 Cavalry in 12", "3 units 12 -> 1"], [])
