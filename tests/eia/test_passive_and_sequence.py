"""EiA orders in the passive ('War is to be declared on Portugal', 'Saxony is to be occupied by corps I from
Brandenburg') read as in the active; words of sequence ('After that,', 'To begin with,', 'Meanwhile,') order
nothing and are left out (issue 22)."""

import pytest

from engine.rulesets.eia.passive import active
from engine.rulesets.eia.sequence import without_sequence
from tests.orders.bundled import checked


@pytest.mark.parametrize("nation, where, text, expected", [
    ("Spain", "start", "War is to be declared on Portugal.", ["declare war on Portugal"]),
    ("Spain", "start", "War shall be declared against Portugal.", ["declare war on Portugal"]),
    ("Spain", "start", "An alliance is to be concluded with France.", ["ally with France"]),
    ("Russia", "start", "An alliance is to be offered to Prussia.", ["ally with Prussia"]),
    ("Russia", "start", "An alliance with Prussia will be sought.", ["ally with Prussia"]),
    ("Prussia", "prussia-land", "Saxony is to be occupied by corps I from Brandenburg.", ["corps I: Brandenburg - Saxony"]),
    ("Prussia", "prussia-land", "Saxony is to be taken by corps II.", ["corps II: Silesia - Saxony"]),
    ("Prussia", "prussia-land", "Saxony must be entered by corps II from Silesia", ["corps II: Silesia - Saxony"]),
])
def test_an_order_in_the_passive_reads_as_in_the_active(nation, where, text, expected):
    orders, sheet = checked("eia", nation, where, text)
    assert sheet.problems == ()
    assert orders == expected


@pytest.mark.parametrize("text", ["War is terrible.", "Corps I is tired.", "The alliance is old.", "Saxony is ours."])
def test_other_sentences_with_is_are_no_passive_order(text):
    assert active(text) is None


@pytest.mark.parametrize("nation, where, text, expected", [
    ("Great Britain", "start", "First, declare war on Spain.\nAfter that, ally with Portugal.\nMeanwhile, standing "
     "guard: hold.", ["declare war on Spain", "ally with Portugal", "standing guard: hold"]),
    ("Great Britain", "great-britain-land", "To begin with, corps I leaves London for Hampshire. That is all on land.",
     ["corps I: London - Hampshire"]),
    ("Great Britain", "start", "At the same time, ally with Portugal.", ["ally with Portugal"]),
    ("Great Britain", "start", "Step two: declare war on Spain", ["declare war on Spain"]),
    ("Great Britain", "start", "Last but not least, standing surrender: fight on.", ["standing surrender: fight on"]),
    ("Great Britain", "start", "Finally, standing guard: commit.", ["standing guard: commit"]),
    ("Great Britain", "start", "In addition, ally with Sweden.", ["ally with Sweden"]),
    ("Great Britain", "start", "Also, declare war on Spain.", ["declare war on Spain"]),
])
def test_words_of_sequence_order_nothing(nation, where, text, expected):
    orders, sheet = checked("eia", nation, where, text)
    assert sheet.problems == ()
    assert orders == expected


def test_a_sequence_word_alone_is_left_as_written():
    assert without_sequence("after that") == "after that"
    assert without_sequence("Then corps I marches") == "Then corps I marches"
