"""Classic moves written as sentences (engine/words/movement.py gives the slots): 'My three armies in 14
march into 15' -> '3 armies 14 -> 15', 'Prussia moves 3 armies from 58 into 57', 'The fleet in the
Aegean sails to the Black Sea'; armies or ships told to stay give no order (they stay and defend)."""

from __future__ import annotations

from collections.abc import Callable

from engine.errors import NotUnderstood
from engine.words.movement import read_movement, says_nothing_more
from engine.words.prose import CORRECTIONS, is_retraction, opening, sentences
from engine.words.reading import Names
from engine.rulesets.classic.units import ClassicState



def sentence_moves(text: str, nation: str, names: Names, army_words: frozenset[str], ship_words: frozenset[str],
                   read: Callable[[str], list]) -> list | None:
    """The orders of a line whose every sentence is a move written in words ('The army in 17 stays.
    The 2 ships in E sail to D.'); None when one of them is not (the line's own error then stands)."""
    out: list = []
    for sentence in sentences(text):
        if is_retraction(sentence) or opening(sentence, CORRECTIONS)[0]:
            return None                                  # a correction: classic reads none in words
        one = _moves(sentence, nation, names, army_words, ship_words, read)
        if one is None and ":" in sentence:              # 'The Sultan orders: 2 armies cross from 48 into 47'
            one = _moves(sentence.rsplit(":", 1)[1], nation, names, army_words, ship_words, read)
        if one is None:
            return None
        out += one
    return out


def _moves(text: str, nation: str, names: Names, army_words: frozenset[str], ship_words: frozenset[str],
           read: Callable[[str], list]) -> list | None:
    m = read_movement(text, names, army_words | ship_words)
    if m is None:
        return None
    if not says_nothing_more(m, names, army_words | ship_words):
        return None
    if m.stays:
        return []
    if not m.path:
        raise NotUnderstood("say where they go: 'my 3 armies in 14 march into 15'")
    if m.start is None:
        raise NotUnderstood("say where they start: 'my 3 armies in 14 march into 15'")
    sea = names.board[m.start].is_sea
    kind = "ships" if m.unit in ship_words or m.unit in ("fleet", "fleets", "squadron") or not m.unit and sea \
        else "armies"
    count = "all" if m.count is None else str(m.count)
    state = names.state
    if m.count is None and isinstance(state, ClassicState):       # 'the fleet in M': the ships the state has there
        here = state.fleet(nation, m.start) if kind == "ships" else None
        many = here.ships if here else state.armies_in(m.start).get(nation, 0) if kind == "armies" else 0
        count = str(many) if many else count
    places = " -> ".join(names.board.name(r) for r in (m.start, *m.path))
    return read(f"{count} {kind} {places}")
