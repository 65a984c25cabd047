"""The round-12 speed-ups of reading give what the plain passes gave (issue 22: a typical line under 5 ms, no
reading changed): the reader by meaning's tables made once per position (engine.words.meaning.tables), the sets
of known words `near` indexes kept one object each, and EiA's readers of war and alliance, of a player's change
and of a later month passing over a sentence with no word of theirs."""

from __future__ import annotations

from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.errors import NotUnderstood
from engine.rulesets.eia import later, politics, sayings
from engine.words.meaning import tables as tables_module, verbs
from engine.words.meaning.lines import ByMeaning
from engine.words.meaning.nearest import index_of
from engine.words.meaning.tables import tables
from engine.words.reading import Names
from tests.orders.bundled import bundled


@cache
def _position(rules_id: str):
    if rules_id == "eia":
        from engine.rulesets import ruleset
        from tests.corpus.positions import position
        return (ruleset("eia"), *position("eia", "start"))
    return bundled(rules_id)


def _meaning(rules_id: str, nation_at: int = 0):
    from importlib import import_module
    rules, board, state = _position(rules_id)
    nation = state.nations[nation_at].name
    return import_module(f"engine.rulesets.{rules_id}.meaning").meaning(board, state, nation, Names(board, state))


@pytest.mark.parametrize("rules_id", ["classic", "napoleonic", "succheesion"])
def test_the_tables_of_one_position_are_made_once_and_are_those_made_afresh(rules_id):
    first, again = _meaning(rules_id), _meaning(rules_id)     # a new Meaning per message, the same candidates
    assert first is not again and tables(first) is tables(again)
    assert index_of(first) is index_of(again)
    kept = tables(first)
    afresh = tables_module._made(first)
    for name in ("labels", "unit_nouns", "labelled", "nouns", "extras", "unit_words", "by_unit", "by_verb"):
        assert getattr(kept, name) == getattr(afresh, name), name
    other = _meaning(rules_id, 1)                               # another nation: its own tables
    assert tables(other) is not kept


def test_the_tables_are_made_again_for_other_units():
    from dataclasses import replace
    first = _meaning("napoleonic")
    fewer = replace(first, units=first.units[1:])
    assert tables(fewer) is not tables(first)
    assert tables(fewer).unit_nouns == tables_module._made(fewer).unit_nouns


def test_readers_of_two_messages_share_the_tables_but_not_what_a_message_finds():
    rules, board, state = _position("napoleonic")
    from engine.rulesets.napoleonic.meaning import meaning
    nation = state.nations[0].name
    one, two = (ByMeaning(lambda: meaning(board, state, nation, Names(board, state)), nation, lambda line: None)
                for _ in range(2))
    assert one._ready() and two._ready()
    assert one._finder.unit_nouns is two._finder.unit_nouns and one._by_unit is two._by_unit
    one._finder.find("Corps A marches to Saxony")
    assert one._finder._said and not two._finder._said


def test_a_set_of_known_words_is_one_object_and_near_keeps_its_answers_across_messages():
    words = frozenset("march attack hold".split())
    assert verbs.interned(frozenset(words)) is verbs.interned(frozenset(sorted(words)))
    assert verbs.known_verbs(("declare",)) is verbs.known_verbs(["declare"])
    made = []
    for _ in range(3):
        tables_module._KEPT.clear()         # the tables made again, as for another position with the same units
        made.append(tables(_meaning("classic")).nouns)
    assert made[0] is made[1] is made[2]    # near()'s index of the set and its answers are kept


@pytest.mark.parametrize("word", sorted(politics._DOW | politics._WAR_NOUNS | politics._ALLY | politics._ALLIANCE
                                        | politics._BREAK_WITH | {"allied", "war"}))
def test_every_word_of_war_or_alliance_holds_a_piece_the_quick_test_knows(word):
    assert politics._may_be_political(f"we {word.upper()} the others")


@pytest.mark.parametrize("word", sorted(sayings._LEAVE | sayings._REPLACE | {"player", "replacement", "takes"}))
def test_every_word_of_a_players_change_holds_a_piece_the_quick_test_knows(word):
    assert sayings._may_change_player(f"Hans {word.title()} today")


SENTENCES = st.lists(st.sampled_from(
    ["we", "declare", "war", "on", "Russia", "ally", "with", "Spain", "break", "alliance", "Hans", "leaves", "the",
     "game", "Karl", "replaces", "him", "new", "player", ":", ",", "corps", "II", "to", "Tyrol", "in", "spring",
     "later", "on", "one", "day", "June", "next", "month", "allied", "are", "still", "DoW", "w/", "&", "Hostilities",
     "takes", "over", "resigned", "France", "Austria", "is", "at", "with", "Portugal", "off", "eventually", "some"]),
    max_size=14).map(" ".join)


def _read(reader, text):
    try:
        return repr(reader(text))
    except NotUnderstood as e:
        return f"refused {e.reason}"


@settings(max_examples=300, deadline=None)
@given(SENTENCES)
def test_the_quick_tests_of_eia_read_as_the_whole_passes_did(text):
    rules, board, state = _position("eia")
    names = Names(board, state)
    reader = politics.Politics("France", names)
    said = sayings.Sayings("France", names, state)
    quick = (_read(reader.read, text), _read(lambda t: said.player(t, t.casefold().split()), text),
             later.later_said(text, 3))
    kept = politics._may_be_political, sayings._may_change_player, later._ALONE_FIRST
    try:
        politics._may_be_political = sayings._may_change_player = lambda text: True
        later._ALONE_FIRST = frozenset(phrase[0] for phrase in later._ALONE) | {w.casefold() for w in text.split()}
        plain = (_read(reader.read, text), _read(lambda t: said.player(t, t.casefold().split()), text),
                 later.later_said(text, 3))
    finally:
        politics._may_be_political, sayings._may_change_player, later._ALONE_FIRST = kept
    assert quick == plain
