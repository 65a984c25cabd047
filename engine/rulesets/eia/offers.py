"""The orders EiA only offers as the nearest readings of a refused line, never read by meaning
(engine.words.meaning.candidate.Meaning.offers): an attack where the power's corps may march this step ('2 alsace
baden, attack baden'), a fleet's order not to intercept ('Neither of our fleets is to intercept'), which only
a clause that says 'not' is offered, and the outflanking force of one or two corps, offered to a clause that says
an outflanking word and names the corps ('When we outflank, send corps II and Cav I around the flank'). The reader by meaning reads an attack only where a corps stands (one marching there is
said in the same message, and checked with it): a refused line that comes near one is offered it, allowed beside
the message's marches (engine.rulesets.allowed_choices) or in the line's whole reading with its march."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from engine.board import Board
from engine.order_sheet import Order
from engine.errors import NotAllowed
from engine.rulesets.eia import checks
from engine.rulesets.eia.orders import Attack, Interception, OutflankingForce
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


def not_intercepting(board: Board, state: EiaState, nation: str, read: Iterable[Candidate],
                     write: Callable[[Order, Board], str]) -> list[Candidate]:
    """Each fleet that may intercept now told not to (its interception a candidate read), said with the verb or
    its noun ('no interception by the Channel fleet')."""
    heads = {c.units[0] for c in read if c.verb == "intercept" and c.units}
    out: list[Candidate] = []
    for f in state.fleets:
        head = f"fleet {f.name}"
        if f.nation == nation and not f.squadron and head in heads:
            text = write(Interception(nation=nation, fleet=f.name, intercept=False), board).rstrip()
            out += [Candidate(text, verb, (head,), count=f.ships, whole=True, denied=True)
                    for verb in ("intercept", "interception")]
    return out


# The words that say an outflanking force; one must stand in the clause offered one.
_OUTFLANKING = ("outflank", "outflanks", "outflanking", "outflankers", "flank", "flanking", "flanks")
_MOST_CORPS = 12        # corps of a power paired into forces of two


def outflanking(board: Board, state: EiaState, nation: str, write: Callable[[Order, Board], str]) -> list[Candidate]:
    """The outflanking force of each of the power's corps, and of each two of them (7.5.2.3), when its checks allow
    it (a major power's)."""
    corps = [c.designation for c in state.corps if c.nation == nation][:_MOST_CORPS]
    forces = [(a,) for a in corps] + [(a, b) for i, a in enumerate(corps) for b in corps[i + 1:]]
    out: list[Candidate] = []
    for force in forces:
        order = OutflankingForce(nation=nation, corps=force)
        try:
            checks.allowed_alone(order, state, board)
        except NotAllowed:
            return []           # not a major power's: none of them
        out.append(Candidate(write(order, board).rstrip(), "outflank", tuple(f"corps {d}" for d in force),
                             extra=_OUTFLANKING))
    return out
