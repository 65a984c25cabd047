"""Succheesion's orders by meaning (issue 22, item 2; engine/words/meaning): the nation's units as players
name them (a count of units in a region, its ships by type in a sea, the General) and every order it may
give now, for the shared reader to match a refused sentence against."""

from __future__ import annotations

from engine.board import Board
from engine.order_sheet import Order
from engine.words.meaning import Candidate, Meaning
from engine.words.references import UnitRef
from engine.rulesets.succheesion.meaning_moves import Moves
from engine.rulesets.succheesion.meaning_orders import Others
from engine.rulesets.succheesion.options import order_options
from engine.rulesets.succheesion.units import SuccheesionState
from engine.rulesets.succheesion.words import KINDS
from engine.rulesets.succheesion.writing import format_order

_LAND_NOUNS = frozenset("unit units troops troop men man army armies host soldiers soldier riders rider horsemen "
                        "regiments regiment battalions battalion force forces garrison lads guys".split())
_SHIP_NOUNS = frozenset("ship ships fleet fleets navy squadron squadrons vessel vessels".split())
_GENERAL_NOUNS = frozenset("general gen khan king queen emperor empress tsar sultan duke duchess prince princess "
                           "marshal chancellor".split())

# The game's own verbs, beyond the common English ones, and the class each gives.
VERBS = {
    **dict.fromkeys("blockade blockades blockading blockaded blk".split(), "blockade"),
    **dict.fromkeys("lift lifts lifting".split(), "break"),
    **dict.fromkeys("assault assaults assaulting storm storms storming".split(), "attack"),
    **dict.fromkeys("siege sieges besiege besieges besieging".split(), "besiege"),
    **dict.fromkeys("invest invests investing inv".split(), "invest"),
    **dict.fromkeys("raise raises raising increase increases increasing boost boosts".split(), "raise"),
    **dict.fromkeys("found founds founding establish establishes".split(), "found"),
    **dict.fromkeys("cede cedes ceding".split(), "give"),
    **dict.fromkeys("sway sways swaying bribe bribes bribing persuade persuades incite incites".split(), "sway"),
    **dict.fromkeys("join joins joining enter enters".split(), "join"),
    **dict.fromkeys("leave leaves leaving quit quits".split(), "leave"),
    **dict.fromkeys("spend spends spending".split(), "spend"),
    **dict.fromkeys("casualties casualty cas".split(), "casualties"),
    **dict.fromkeys("pay pays paying".split(), "pay"),
    **dict.fromkeys("retreat retreats retreating withdraw withdraws withdrawing carry carries carrying ferry ferries "
                    "transport transports".split(), "move"),
}

# The game's unit words, as the kinds the candidates give ('inf' -> 'infantry', 'gall.' -> 'galleon').
UNIT_KINDS = {**{word: kind.casefold() for word, kind in KINDS.items()},
              **{w: "units" for w in _LAND_NOUNS}, **{w: "ships" for w in _SHIP_NOUNS}}


def meaning(board: Board, state: SuccheesionState, nation: str) -> Meaning:
    units = unit_refs(board, state, nation)
    heads: dict[tuple[str, str], str] = {}
    for ref in units:
        heads[(_kind_of(ref), ref.at)] = ref.head

    def head(kind: str, at: str) -> tuple[str, ...]:
        found = heads.get((kind, at))
        return (found,) if found else ()

    def write(order: Order) -> str:
        return format_order(order, board)

    options = order_options(board, state, nation)
    candidates: list[Candidate] = []
    if not options.eliminated:
        candidates = Moves(board, state, nation, write, head).all() + \
            Others(board, state, nation, options, write, head).all()
    return Meaning(units=tuple(units), candidates=tuple(candidates), verbs=VERBS, kinds=UNIT_KINDS)


def unit_refs(board: Board, state: SuccheesionState, nation: str) -> list[UnitRef]:
    """One reference a stack (its count and region: '4 units 9'), one for the General with it, one a
    kind of ship in a sea ('2 Frigates 13')."""
    out = []
    sheet = state.sheet(nation)
    for s in state.stacks:
        if s.nation != nation:
            continue
        label = board[s.at].label or s.at
        held = s.kinds or sheet
        kinds = frozenset(k.casefold() for k, v in held.items() if v)
        if s.count:
            out.append(UnitRef(f"{s.count} units {label}", "", _LAND_NOUNS | kinds, s.at, kinds))
        if s.general:
            out.append(UnitRef(f"the General {label}", "", _GENERAL_NOUNS, s.at, frozenset({"general"})))
    for f in state.fleets:
        if f.nation != nation:
            continue
        label = board[f.at].label or f.at
        for count, kind in ((f.frigates, "Frigate"), (f.galleons, "Galleon")):
            if count:
                out.append(UnitRef(f"{count} {kind}{'s' if count > 1 else ''} {label}", "",
                                   _SHIP_NOUNS | {kind.casefold(), kind.casefold() + "s"}, f.at,
                                   frozenset({kind.casefold()})))
    return out


def _kind_of(ref: UnitRef) -> str:
    if "general" in ref.kinds:
        return "general"
    if "frigate" in ref.kinds:
        return "frigates"
    if "galleon" in ref.kinds:
        return "galleons"
    return "units"
