"""A misspelt word is read as the order's word it stands for only when it is a slip of the hand, never an
everyday word of its own (engine.words.everyday): 'sleeps' is no 'sweeps', 'wants' no 'waits', 'walls' no
'walks', 'province' no 'Provence'; 'mrach', 'bulid', 'fleeet', 'armeys' still read."""

import pytest

from engine.words.everyday import EVERYDAY, typo_cost
from engine.words.meaning.verbs import VERBS, known_verbs, near, near_class
from tests.orders.bundled import read

_VERBS = known_verbs()


@pytest.mark.parametrize("word", ["sleeps", "wants", "marsh", "walls", "thanks", "swift", "master", "heard",
                                  "being", "lunch", "dinner", "played", "internet", "convinced"])
def test_an_everyday_word_is_no_misspelt_verb(word):
    assert word not in VERBS
    assert near_class(word, _VERBS) == ()


@pytest.mark.parametrize("word, meant", [("mrach", "march"), ("bulid", "build"), ("fleeet", "fleet"),
                                         ("sial", "sail"), ("dclare", "declare"), ("marcg", "march")])
def test_a_slip_of_the_hand_is_still_near(word, meant):
    assert near(word, _VERBS | {"fleet", "declare"}) == meant


@pytest.mark.parametrize("word, known", [("province", {"provence"}), ("black", {"back"}), ("from", {"form"}),
                                         ("sleeps", {"sweeps"}), ("house", {"horse"})])
def test_an_everyday_word_is_no_misspelt_place_or_unit(word, known):
    assert word in EVERYDAY
    assert near(word, known) is None


def test_a_letter_for_a_letter_must_be_a_slip_in_a_short_word():
    assert typo_cost("slerps", "sleeps", 1) == 1          # 'r' beside 'e' on the keyboard
    assert typo_cost("sleeps", "sweeps", 1) > 1           # 'l' far from 'w': another word, no slip
    assert typo_cost("grnt", "grant", 1) == 1             # a letter left out
    assert typo_cost("armeys", "armees", 1) == 1          # a vowel for a vowel in a six-letter word
    assert typo_cost("belgique", "belgium", 2) == 2       # a long word: any two letters


def test_an_everyday_word_is_never_read_as_an_order_verb_napoleonic():
    shown, _ = read("napoleonic", "spring-1805-war", "France", "Corps A sleeps in Picardy this season.")
    assert not any("scout" in s for s in shown)
    assert read("napoleonic", "spring-1805-war", "France", "Corps A mrach to Flanders.")[0] == ["A - Flanders"]


def test_a_misspelt_verb_still_reads_classic():
    assert read("classic", "start", "France", "My 3 armies in 21 marhc to 26.")[0] == ["3 armies 21 -> 26"]
    shown, problems = read("classic", "start", "France", "My 3 armies in 21 walls up in 26.")
    assert shown == [] and problems                       # 'walls' is no 'walks': refused, never a move
