"""The round-11 speed-ups of reading give what the plain passes gave (issue 22: a typical line under 5 ms, no
reading changed): a nation's orders by meaning worked out once per position, a sentence's slots found once per
message and given out as copies, a sentence with no word of ships passed over by the reader of carried troops."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.rulesets.classic import meaning as classic_meaning
from engine.words import transport
from engine.words.meaning.lines import ByMeaning
from engine.words.meaning.positions import PerPosition
from engine.words.reading import Names
from tests.orders.bundled import bundled


def test_a_position_is_worked_out_once_and_a_new_state_again():
    worked: list[tuple[object, object, str]] = []

    def work(board, state, nation):
        worked.append((board, state, nation))
        return len(worked)

    kept = PerPosition(work, most=2)
    board, state, other = object(), object(), object()
    assert kept(board, state, "France") == kept(board, state, "France") == 1
    assert kept(board, state, "Prussia") == 2           # another nation: its own orders
    assert kept(board, other, "France") == 3            # another state, though it may be equal: worked out again
    assert kept(board, state, "France") == 4            # past the last few positions: forgotten, worked out again


def test_classic_orders_by_meaning_kept_are_those_worked_out_afresh():
    _, board, state = bundled("classic")
    nation = state.nations[0].name
    names = Names(board, state)
    kept = classic_meaning.meaning(board, state, nation, names)
    assert classic_meaning.meaning(board, state, nation, names).candidates is kept.candidates
    assert classic_meaning._worked_out(board, state, nation) == (kept.units, kept.candidates)


def _finder():
    rules, board, state = bundled("napoleonic")
    from engine.rulesets.napoleonic.meaning import meaning
    nation = state.nations[0].name
    names = Names(board, state)
    by = ByMeaning(lambda: meaning(board, state, nation, names), nation, lambda line: None)
    assert by._ready()
    return by._finder


SENTENCES = ["Corps A marches to Saxony", "corps B holds in Bavaria (if possible)", "2 infantry to Hanover",
             "the army in Berlin attacks Warsaw", "via via via via", "Corps C: Brandenburg - Silesia"]


def test_slots_found_again_are_those_found_first_and_a_copy():
    finder = _finder()
    for text in SENTENCES:
        first = finder.find(text)
        plain = finder._noted(text)
        first.units.add("changed")
        first.places.clear()
        first.verbs.add("changed")
        again = finder.find(text)
        assert again.units == plain.units and again.places == plain.places and again.verbs == plain.verbs, text
        assert again == finder.find(text) and again is not finder.find(text)


WORDS = st.lists(st.sampled_from(["2", "armies", "from", "to", "via", "the", "ships", "in", "embark", "land", "at",
                                  "37", "38", "Paris", "over", "sea", "march", "fleet", "D", "with", "(", "and"]),
                 max_size=12).map(" ".join)


@settings(max_examples=200, deadline=None)
@given(WORDS)
def test_a_sentence_with_no_word_of_ships_gives_no_passage_as_the_whole_pass_did(text):
    _, board, state = bundled("classic")
    names = Names(board, state)
    assert transport.passage(text, names) == transport._passage(text.split(), names)


def _by_meaning(rules_id):
    rules, board, state = bundled(rules_id)
    from importlib import import_module
    meaning = import_module(f"engine.rulesets.{rules_id}.meaning").meaning
    nation = state.nations[0].name
    names = Names(board, state)
    return ByMeaning(lambda: meaning(board, state, nation, names), nation, lambda line: None)


def test_a_sentence_longer_than_any_order_leaves_its_line_as_the_grammar_left_it():
    from engine.words.meaning.lines import MOST_WORDS
    by = _by_meaning("napoleonic")
    for filler in (" via", " then", ", and", " has"):
        line = "Corps A marches to Saxony" + filler * MOST_WORDS
        assert by.read(line) is None, filler
    assert by._finder is None           # nothing of the nation's orders worked out for them


def test_sentences_under_the_cap_read_as_without_it(monkeypatch):
    from engine.words.meaning import lines
    talk = "and the weather has been fine all week long " * 4
    said = [f"Dear GM, {talk}so corps A marches to Saxony.", "Corps A marches to Saxony" + " via" * 60,
            f"Corps B holds. {talk}"]
    capped = [repr(_by_meaning("napoleonic").read(line)) for line in said]
    monkeypatch.setattr(lines, "MOST_WORDS", 10 ** 6)
    assert [repr(_by_meaning("napoleonic").read(line)) for line in said] == capped
