"""Succheesion's units as a line may name them (engine.words.units_named): units and ships are counted by
the region they stand in, so a stack is named by where it starts ('from Lef Oasis', 'the 4 at Lef Oasis'),
by its count ('the Khan and his 4') or by the General with it (or the ruler players call him by)."""

from __future__ import annotations

from engine.board import Board
from engine.words.units_named import Called, Key
from engine.rulesets.succheesion.orders import AttackAtSea, Blockade, MoveShips, MoveUnits, Retreat
from engine.rulesets.succheesion.units import SuccheesionState

_UNIT_NOUNS = frozenset("unit units troops men army armies host".split())
_SHIP_NOUNS = frozenset("ship ships frigate frigates galleon galleons fleet fleets navy".split())
# The General as players of the game call him: by his rank or as the ruler leading the army.
_GENERAL = frozenset("general khan king queen emperor empress tsar sultan duke duchess prince princess "
                     "marshal chancellor".split())


def called(nation: str, state: SuccheesionState, board: Board) -> list[Called]:
    out = [Called(("at", s.at), f"the {s.count} in {board.name(s.at)}", nouns=_UNIT_NOUNS, at=s.at, count=s.count,
                  leaders=_GENERAL if s.general else frozenset())
           for s in state.stacks if s.nation == nation and s.count]
    out += [Called(("at", f.at), f"the ships in {board.name(f.at)}", nouns=_SHIP_NOUNS, at=f.at,
                   count=f.frigates + f.galleons, labels=_sea_labels(board.name(f.at)))
            for f in state.fleets if f.nation == nation and f.frigates + f.galleons]
    return out


def _sea_labels(name: str) -> frozenset[str]:
    """A fleet called by its sea: 'the Fondue Sea fleet', 'the Fondue fleet'."""
    low = name.casefold()
    return frozenset({low, low.split(" ")[0]}) if " " in low else frozenset({low})


def unit_key(order: object) -> Key | None:
    if isinstance(order, (MoveUnits, MoveShips)):
        return ("at", order.path[0]) if order.path else None
    if isinstance(order, Retreat):
        return ("at", order.source)
    if isinstance(order, (AttackAtSea, Blockade)):
        return ("at", order.sea)            # the ships there: 'The Fondue fleet attacks ...' then '... sails 13 -> 14'
    return None
