"""Issue 22, round 20: one judgement "does this piece hold an order's words?" (engine.words.meaning.holds_order) for
every path that sets a piece of a message aside (told_sentences, states, asked_of_gm, unmoved). Pieces that hold an
order's words and pieces that do not, in the four rulesets, through each ruleset's own vocabulary (its finder)."""

from functools import cache

import pytest

from engine.words.lexicon import CONDITIONS, NEGATIONS, NEGATIONS_GLUED, NOT_WORDS, TAKING_BACK
from engine.words.meaning.holds_order import (OrderWords, firm, goes, holds_change, holds_force, holds_order,
                                              holds_unit_count, order_words)
from tests.orders.bundled import meaning_finder

_WHO = {"napoleonic": ("France", "spring-1805-war"), "classic": ("Italy", "start"),
        "succheesion": ("Berdain", "start"), "eia": ("Russia", "start")}
_RULES = tuple(_WHO)


@cache
def _finder(rules_id):
    return meaning_finder(rules_id, *_WHO[rules_id])


def _held(rules_id, piece):
    return order_words(_finder(rules_id).find(piece), piece)


@pytest.mark.parametrize("rules_id", _RULES)
@pytest.mark.parametrize("piece", ["Good luck to everyone", "Thanks GM", "Lovely weather today",
                                   "Lovely game so far", "unless the money runs out"])
def test_talk_holds_no_order_words(rules_id, piece):
    held = _held(rules_id, piece)
    assert not holds_order(held) and not holds_force(held) and not firm(held) and not goes(held)


@pytest.mark.parametrize("rules_id", _RULES)
@pytest.mark.parametrize("piece", ["3 armies", "two fleets"])
def test_a_count_with_a_unit_word_holds_an_order(rules_id, piece):
    held = _held(rules_id, piece)
    assert holds_unit_count(held) and holds_force(held) and holds_order(held)


@pytest.mark.parametrize("rules_id", _RULES)
@pytest.mark.parametrize("piece", ["cancel that", "scratch that"])
def test_a_correction_is_firm_and_a_change(rules_id, piece):
    held = _held(rules_id, piece)
    assert firm(held) and holds_change(held) and holds_order(held)


@pytest.mark.parametrize("rules_id", _RULES)
@pytest.mark.parametrize("piece", ["if they attack us", "do not send it", "I don't trust them.",
                                   "unless the money runs out", "never mind"])
def test_a_condition_or_a_negation_is_a_change(rules_id, piece):
    assert holds_change(_held(rules_id, piece))


@pytest.mark.parametrize("rules_id", _RULES)
@pytest.mark.parametrize("piece", ["the fleet sails north", "do not send it", "if they attack us"])
def test_a_verb_of_an_order_holds_an_order(rules_id, piece):
    assert holds_order(_held(rules_id, piece))


@pytest.mark.parametrize("rules_id, piece, asked", [
    # the writer's own units, places and arrows, in each ruleset's words
    ("napoleonic", "D goes to Bavaria", (firm, goes, holds_unit_count, holds_order)),
    ("napoleonic", "D Alsace - Baden", (firm, holds_unit_count, holds_order)),
    ("classic", "1 army 34 -> 33", (firm, goes, holds_unit_count, holds_force)),
    ("classic", "3 armies go to 33", (goes, holds_unit_count)),
    ("succheesion", "build 2 Infantry in Berdain", (holds_unit_count, holds_force, holds_order)),
    ("succheesion", "3 armies go to 33", (goes, holds_unit_count)),
    ("eia", "ally with Prussia", (holds_order,)),
    ("eia", "D goes to Bavaria", (goes, holds_order)),
])
def test_a_rulesets_order_words(rules_id, piece, asked):
    held = _held(rules_id, piece)
    assert all(q(held) for q in asked), held


def test_the_questions_build_on_each_other():
    # firm < force < order: what a path asks of a piece grows by named steps
    assert firm(OrderWords(unknown=True)) and not firm(OrderWords(counts=True))
    assert holds_force(OrderWords(counts=True)) and not holds_force(OrderWords(verbs=True))
    assert holds_order(OrderWords(verbs=True)) and holds_order(OrderWords(places=frozenset({"x"})))
    assert not holds_order(OrderWords(conditions=True)) and holds_change(OrderWords(conditions=True))
    assert holds_unit_count(OrderWords(unit_count=True)) and not holds_unit_count(OrderWords(unit_words=True))
    assert not any(q(OrderWords()) for q in (firm, goes, holds_change, holds_force, holds_order, holds_unit_count))


def test_the_word_sets_are_the_lexicons():
    from engine.words import clauses, told_sentences
    from engine.words.meaning import asked_of_gm, states
    assert NEGATIONS == NOT_WORDS | NEGATIONS_GLUED and told_sentences._NEGATED == NEGATIONS_GLUED
    assert states._NEGATIONS == NOT_WORDS and clauses.TAKING_BACK is TAKING_BACK
    # each path's own difference, named where it is made
    assert CONDITIONS - states._BLOCKED == {"provided", "providing"}
    assert CONDITIONS - asked_of_gm._CONDITIONS == {"until", "till", "otherwise"}


def test_unmoved_uses_told_sentences_public_loop():
    import inspect

    from engine.words import unmoved
    source = inspect.getsource(unmoved)
    assert "from engine.words.told_sentences import" in source
    said = source.split("from engine.words.told_sentences import", 1)[1].split("\n", 1)[0]
    assert not any(name.strip().startswith("_") for name in said.split(","))
