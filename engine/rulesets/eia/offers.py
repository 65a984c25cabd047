"""The orders EiA only offers as the nearest readings of a refused line, never read by meaning
(engine.words.meaning.candidate.Meaning.offers): an attack where the power's corps may march this step ('2 alsace
baden, attack baden'). The reader by meaning reads an attack only where a corps stands (one marching there is
said in the same message, and checked with it): a refused line that comes near one is offered it, allowed beside
the message's marches (engine.rulesets.allowed_choices) or in the line's whole reading with its march."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from engine.board import Board
from engine.order_sheet import Order
from engine.rulesets.eia.orders import Attack
from engine.rulesets.eia.state import EiaState
from engine.words.meaning import Candidate


def attacks(board: Board, state: EiaState, nation: str, read: Iterable[Candidate],
            write: Callable[[Order, Board], str]) -> list[Candidate]:
    """An attack on each area the power's marches read end in, where no attack is read (none stands there yet);
    with its owner named too ('we attack the Bavarians in Bavaria')."""
    read = list(read)
    attacked = {c.target for c in read if c.verb == "attack"}
    ends = dict.fromkeys(c.target for c in read if c.verb == "move" and c.target and c.units
                         and c.target not in attacked and board[c.target].is_land)
    out: list[Candidate] = []
    for area in ends:
        text = write(Attack(nation=nation, area=area), board).rstrip()
        owner = state.owner(area)
        out.append(Candidate(text, "attack", target=area))
        if owner and owner != nation:
            out.append(Candidate(text, "attack", target=area, nations=(owner,)))
    return out
