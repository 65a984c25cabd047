"""Issue 22, round 7 (napoleonic sequence voice): words of sequence before an order ('Then ...', 'After that,
...', 'Meanwhile, at the same time, ...', 'and finally ...') order nothing and are left out."""

import pytest

from engine.words.sequence import without_sequence
from tests.orders.test_phone_typed import read


@pytest.mark.parametrize("nation, where, text, orders", [
    ("Naples", "start", "Then build 1 infantry in Apulia", ["build infantry in Apulia"]),
    ("Prussia", "start", "After that, ally with Russia", ["alliance with Russia"]),
    ("Austria", "spring-1805-war", "Meanwhile, at the same time, corps D to Bavaria", ["D - Bavaria"]),
    ("Spain", "spring-1805-war", "and finally corps C to Aragon", ["C - Aragon"]),
    ("Russia", "spring-1805-war", "To begin with, corps A holds", ["A holds"]),
    ("Austria", "start", "First of all build 2 infantry in Vienna", ["build 2 infantry in Vienna"]),
    ("Austria", "spring-1805-war", "Next, squadron 1 to the Adriatic Sea", ["squadron 1 - Adriatic Sea"]),
    ("France", "start", "Lastly alliance with Spain", ["alliance with Spain"]),
    ("Denmark", "spring-1805-war", "But first of all, corps A to Hanover", ["A - Hanover"]),
])
def test_words_of_sequence_are_left_out(nation, where, text, orders):
    assert read("napoleonic", where, nation, text) == (orders, [])


def test_a_word_of_sequence_alone_stays_as_written():
    assert without_sequence("Finally") == "Finally"
    assert without_sequence("First Lord of the Admiralty: build a squadron") != ""
