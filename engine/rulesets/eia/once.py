"""EiA's sentences and moves read once per message: a long line is tried whole, by its clauses and by
its pieces, and meets the same words many times; reading them again gives the same answer."""

from __future__ import annotations

import copy
from collections.abc import Callable

from engine.errors import NotUnderstood
from engine.orders import Names, Order
from engine.rulesets.eia.moves_read import unit_moves
from engine.rulesets.eia.phrasing import Phrasing
from engine.rulesets.eia.state import EiaState
from engine.words.reading import afresh

MovesReader = Callable[[str, list[tuple[str, str]]], "list | None"]


def moves_once(nation: str, names: Names, state: EiaState, fleet_named: Callable[[str], str],
               strict: Callable[[str], Order | None]) -> MovesReader:
    """`unit_moves` for one message, each text read once (its answer, its refusal and the units it says
    stay, added to `stayed` again each time). `fleet_named` and `strict` must depend on the words alone."""
    known: dict[str, tuple[list | None, NotUnderstood | None, list[tuple[str, str]]]] = {}

    def moves(text: str, stayed: list[tuple[str, str]]) -> list | None:
        got = known.get(text)
        if got is None:
            said: list[tuple[str, str]] = []
            try:
                got = (unit_moves(text, nation, names, state, fleet_named, strict, said), None, said)
            except NotUnderstood as error:
                got = (None, error, said)
            if len(known) < _MOST_KEPT:
                known[text] = got
        moved, refused, said = got
        if refused is not None:
            raise copy.copy(refused)
        stayed += said
        return afresh(moved)
    return moves


def sentences_once(phrasing: Phrasing) -> Callable[[str], list[Order]]:
    """`phrasing.sentence` for one message, each text read once for each way the sentence before left
    the fleets' interception ('... does not intercept; the Channel fleet does' reads on it)."""
    known: dict[tuple[str, bool | None], tuple[list[Order], NotUnderstood | None, bool | None]] = {}

    def sentence(text: str) -> list[Order]:
        key = (text, phrasing.last_interception)
        got = known.get(key)
        if got is None:
            try:
                got = (phrasing.sentence(text), None, phrasing.last_interception)
            except NotUnderstood as error:
                got = ([], error, phrasing.last_interception)
            if len(known) < _MOST_KEPT:
                known[key] = got
        read, refused, phrasing.last_interception = got
        if refused is not None:
            raise copy.copy(refused)
        return afresh(read)
    return sentence


_MOST_KEPT = 4096         # the sentences kept per message, and as many of their moves
