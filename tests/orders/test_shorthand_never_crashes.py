"""Text-speak written out (engine/words/shorthand.py) never fails on any run of its own words: a line of
phone shorthand in any order gives a line or None, never an exception (a traceback in the GM's face).
Found by a held-out corpus message in round 9: a word written out as nothing, then a sea's letter."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from engine.words.shorthand import _SHIP_WORDS, _WORDS, in_full

_TOKENS = sorted({*_WORDS, *_SHIP_WORDS, "->", "2", "4", "a", "d", "m", "p", "h", "n", "/", "|", "corps", "sq1",
                  "sq2", "to", "A", "K", "more", "one", "infantry", "Paris", "3", "armies", ",", "&", "+"})


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_TOKENS), min_size=1, max_size=12))
def test_any_run_of_shorthand_words_is_written_out_or_left(words: list[str]) -> None:
    got = in_full(" ".join(words))
    assert got is None or isinstance(got, str)


def test_a_word_written_out_as_nothing_then_a_letter_after_an_arrow() -> None:
    empty = [w for w, english in _WORDS.items() if not english]
    for first in empty[:5]:
        for line in (f"{first} -> m to p", f"{first} d to baden", f"{first} m 2 p"):
            got = in_full(line)
            assert got is None or isinstance(got, str)
