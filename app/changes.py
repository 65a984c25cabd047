"""What one change of the open game touched (the Anki way: `OpChanges`), so that each dock of the
window redraws only what it shows. `GameSession.stateChanged` carries one."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from engine.board import Board
from engine.errors import BerthierError
from engine.rulesets.base import Ruleset
from engine.state import GameState, replace


@dataclass(frozen=True)
class Changes:
    """`turn`: the current turn moved (a resolution, a rollback): everything may differ.
    `regions`: the provinces and seas whose owner or pieces changed; `units`: the nations whose
    pieces changed; `nations`: the nations whose treasury, fields or relations changed;
    `ruleset_data`: the ruleset's own carry-over or the game's parameters changed (what they
    touch is the ruleset's to say, so a dock showing them redraws); `edit`: a GM edit was
    recorded (or undone), which the game's history lists."""

    turn: bool = False
    regions: frozenset[str] = frozenset()
    units: frozenset[str] = frozenset()
    nations: frozenset[str] = frozenset()
    ruleset_data: bool = False
    edit: bool = False

    @classmethod
    def new_turn(cls) -> Changes:
        return cls(turn=True)

    def touches_nation(self, nation: str) -> bool:
        """Whether what is known of `nation` (its pieces, provinces, treasury, relations) may differ."""
        return self.turn or self.ruleset_data or nation in self.units or nation in self.nations

    @property
    def touched_nations(self) -> frozenset[str]:
        return self.units | self.nations

    @property
    def position(self) -> bool:
        """Whether the position changed at all (pieces, owners, nations, the ruleset's data)."""
        return self.turn or self.ruleset_data or bool(self.regions or self.units or self.nations)


def between(rules: Ruleset, board: Board, old: GameState, new: GameState, *, edit: bool = False) -> Changes:
    """What differs from `old` to `new`, read through what every ruleset exposes: owners,
    nations, relations, the pieces as scenario entries, and the rest as the ruleset's data."""
    if old.turn != new.turn or type(old) is not type(new):
        return Changes(turn=True, edit=edit)
    regions = {r for r in old.owners.keys() | new.owners.keys() if old.owners.get(r) != new.owners.get(r)}
    nations = {old.owners[r] for r in regions if r in old.owners} | {new.owners[r] for r in regions if r in new.owners}
    before = {n.name: n for n in old.nations}
    after = {n.name: n for n in new.nations}
    nations |= {name for name in before.keys() | after.keys() if before.get(name) != after.get(name)}
    if old.relations != new.relations:
        was = {r.nations: r for r in old.relations}
        now = {r.nations: r for r in new.relations}
        for pair in was.keys() | now.keys():
            if was.get(pair) != now.get(pair):
                nations.update(pair)
    units: set[str] = set()
    try:
        entries_were, entries_are = rules.unit_entries(board, old), rules.unit_entries(board, new)
        explained = rules.with_units(board, old, entries_are) if entries_were != entries_are else old
    except BerthierError:              # a ruleset without pieces placed by hand: its data says it all
        entries_were = entries_are = []
        explained = old
    for entry in _moved(entries_were, entries_are):
        units.add(str(entry.get("nation")))
        regions.add(str(entry.get("at")))
    # whatever the fields compared above do not explain is the ruleset's own data
    explained = replace(explained, owners=new.owners, nations=new.nations, relations=new.relations)
    ruleset_data = explained != new
    if ruleset_data:                   # a nation's money or fields may live in the ruleset's own data
        nations |= {name for name in before.keys() & after.keys() if _nation_seen(rules, board, old, name)
                    != _nation_seen(rules, board, new, name)}
    return Changes(regions=frozenset(regions), units=frozenset(units), nations=frozenset(nations),
                   ruleset_data=ruleset_data, edit=edit)


def _nation_seen(rules: Ruleset, board: Board, state: GameState, nation: str) -> tuple[Any, ...]:
    """A nation's treasury in every resource and its fields, where the rules read them."""
    return (tuple(rules.treasury(state, nation, r) for r in rules.resources),
            sorted(rules.nation_values(board, state, nation).items()))


def _moved(old: list[dict[str, Any]], new: list[dict[str, Any]]) -> Iterable[Mapping[str, Any]]:
    """The entries in one list and not the other (compared as they are written, order aside)."""
    were = {repr(sorted(e.items())) for e in old}
    are = {repr(sorted(e.items())) for e in new}
    yield from (e for e in old if repr(sorted(e.items())) not in are)
    yield from (e for e in new if repr(sorted(e.items())) not in were)

