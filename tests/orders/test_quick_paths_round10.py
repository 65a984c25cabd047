"""The round-10 speed-ups of reading give what the plain passes gave (issue 22: a 1 MB message under 1 s, a
typical line under 5 ms; no reading changed): a digit found by one search, near words found through an index and
kept, a word no name starts with passed over at once, the nation tables made once per set of nations."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from engine.words.meaning import verbs
from engine.words.meaning.candidate import Candidate
from engine.words.quick import has_digit
from engine.words.reading import Names
from tests.orders.bundled import bundled

PIECES = st.sampled_from(["a", "Z", "é", "1", "0", "9", "٣", "²", "１", "\u00a0", " ", "-", ">", "x"])
TEXT = st.lists(st.one_of(PIECES, st.characters()), max_size=30).map("".join)


@given(TEXT)
def test_a_digit_is_found_as_a_character_at_a_time_finds_it(text):
    assert has_digit(text) == any(ch.isdigit() for ch in text)


WORD = st.text(alphabet="abcdemrsthlo", min_size=0, max_size=10)


@given(WORD)
def test_near_words_through_the_index_are_those_of_a_whole_scan(word):
    known = verbs.known_verbs(("declare", "standing", "alliance", "march", "marches"))
    assert verbs._near_words(word, known) == (verbs._scan(word, known) if word.isalpha() else set())
    assert verbs._near_words(word, known) == verbs._near_words(word, set(known))     # kept, and unkept


def test_the_same_verbs_give_the_same_set_of_known_verbs():
    assert verbs.known_verbs(("a", "b")) is verbs.known_verbs(["b", "a"])
    assert verbs.known_verbs(("a", "b")) == frozenset(verbs.VERBS) | {"a", "b"}


def test_a_candidates_places_are_kept_and_never_change_what_it_is():
    c = Candidate("A - X", "move", ("A",), "p1", "p2", ("v",))
    assert c.places() == frozenset({"p1", "p2", "v"}) and c.places() is c.places()
    assert c == Candidate("A - X", "move", ("A",), "p1", "p2", ("v",))
    assert hash(c) == hash(Candidate("A - X", "move", ("A",), "p1", "p2", ("v",)))


def test_names_mentioned_counts_as_the_full_pass_did():
    _, board, state = bundled("napoleonic")
    names = Names(board, state)
    # the counts the full pass gave before the quick one (round 9's reader)
    for text, count in (("Corps A marches from Bavaria to Saxony", 3), ("see you in 2 days", 0),
                        ("war on Austria and Prussia", 1), ("zzz qqq Saxony", 1), ("Sachsen und Bayern", 1),
                        ("the Grand Duchy of Berg holds", 1)):
        assert names.mentioned(text.split()) == count, text
    again = Names(board, state)
    assert again._nations is names._nations       # made once for the same nations
