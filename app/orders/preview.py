"""A resolution previewed before it is committed, and what the GM reads about it: the battles with
every roll, each treasury before and after, the orders refused. Plain Python, no Qt.

The battles are the ruleset's (its orders module turns its battle events into `BattleView`s).
With the "manual" combat model the engine refuses to resolve until every battle has a result; the
preview then gives each such battle a stand-in result (nobody loses) to show who fights where,
and lists those battles as still needing the GM's result.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from app.rulesets import ruleset_ui
from app.session import GameSession
from engine.decisions import BattlesNeedResults
from engine.dice import dice_for
from engine.events import Event
from engine.params import CombatModel
from engine.battle_odds import BattleOdds, battle_odds
from engine.reports.document import Bullets, Document, Heading, Paragraph
from engine.rulesets.base import Resolution
from engine.rulesets.declarations import Resource
from engine.state import GameState

STAND_IN = "no result entered yet"


@dataclass
class BattleView:
    """One battle as the resolve preview lists it."""

    key: str                                   # what overrides["battles"] names it by
    event: Event
    title: str                                 # "Battle at Bavaria", "Battle of 46"
    sides: str                                 # "Austria against France"
    outcome: str                               # "France wins", "both sides destroyed"
    units: dict[str, dict[str, int]]           # nation -> kind -> how many it brought (results by hand)
    kind_labels: dict[str, str]                # kind -> "Infantry", "Armies"
    describe: Callable[[bool], Document] = field(repr=False)   # pending -> the battle with every roll
    side_nations: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())   # who fights on each side
    loss_order: tuple[str, ...] = ()          # the kinds in the order they are lost (else the game's loss_order)
    # the odds by the ruleset's own combat (given the game's parameters and the position after the
    # turn, which holds standing battle orders); None: the game's odds table, if it fights by one
    chances: Callable[[Mapping[str, Any], GameState | None], BattleOdds | None] | None = field(default=None, repr=False)


ODDS_PARAMS = ("odds_bands", "rout_ratio", "artillery_dice")


@lru_cache(maxsize=256)
def _odds(first: tuple, second: tuple, table: str, loss_order: tuple[str, ...]) -> BattleOdds | None:
    """The odds of one battle, worked out once: the preview is shown again for every new seed."""
    return battle_odds((dict(first), dict(second)), json.loads(table), list(loss_order))


def strengths_and_odds(view: BattleView, params: Mapping[str, Any], after: GameState | None = None) -> str:
    """'France 6, Austria 4: France wins 71%, ...': both sides' strengths before the battle and the
    exact odds of each outcome, by the ruleset's own combat (`view.chances`, reading standing
    orders from `after`) or the game's odds table ('' when the game fights by hand)."""
    sides = [dict[str, int](), dict[str, int]()]
    for i, nations in enumerate(view.side_nations):
        for nation in nations:
            for kind, n in view.units.get(nation, {}).items():
                sides[i][kind] = sides[i].get(kind, 0) + n
    if not all(view.side_nations):
        return ""
    names = (" and ".join(view.side_nations[0]), " and ".join(view.side_nations[1]))
    strength = f"{names[0]} {sum(sides[0].values())}, {names[1]} {sum(sides[1].values())}"
    if view.chances is not None:
        chances = view.chances(params, after)
    elif params.get("combat_model") != CombatModel.ODDS or "odds_bands" not in params:
        return strength
    else:
        chances = _odds(tuple(sorted(sides[0].items())), tuple(sorted(sides[1].items())),
                        json.dumps({k: params[k] for k in ODDS_PARAMS if k in params}, sort_keys=True),
                        tuple(view.loss_order or params.get("loss_order", ())))
    if chances is None:
        return f"{strength} (too large a battle to work out its odds)"
    return f"{strength}: {chances.describe(names)}"


def with_odds(doc: Document, odds: str) -> Document:
    """The battle's story with the strengths and odds before it first ('Before the battle')."""
    if not odds:
        return doc
    return Document(doc.title, [Heading("Before the battle", 3), Paragraph(odds), *doc.blocks])


def battles_needing_results(error: BattlesNeedResults) -> list[str]:
    """The place keys ('bavaria', 'alsace|baden', '46#2') of the battles the engine wants results for."""
    return list(error.keys)


@dataclass
class Preview:
    before: GameState
    resolution: Resolution
    pending: list[str] = field(default_factory=list)     # battles still needing the GM's result
    views: list[BattleView] = field(default_factory=list)
    leftover: list[int] = field(default_factory=list)    # dice typed by hand that the turn never read
    read: int = 0                                        # how many dice the turn read

    @property
    def battles(self) -> list[Event]:
        return [v.event for v in self.views]


def battle_views(session: GameSession, events) -> list[BattleView]:
    return ruleset_ui(session.rules.id).battle_views(session.board, events)


def run_preview(session: GameSession, *, seed: int, fixed: list[int] | None,
                overrides: Mapping[str, Any] | None) -> Preview:
    """Preview the turn; battles the manual model leaves open get a stand-in result and are listed."""
    results = dict((overrides or {}).get("battles", {}))
    pending: list[str] = []
    before = session.state()
    while True:
        given = {**(overrides or {}), "battles": results} if results else (overrides or None)
        try:
            dice = dice_for(seed, fixed)
            res = session.preview_with(dice, given)
        except BattlesNeedResults as e:
            new = [k for k in battles_needing_results(e) if k not in results]
            if not new:
                raise
            for key in new:
                results[key] = {"losses": {}, "reason": STAND_IN}
                pending.append(key)
            continue
        return Preview(before, res, pending, battle_views(session, res.events), dice.leftover, len(dice.log))


# -- treasuries and orders -----------------------------------------------------------------------

def section_items(doc: Document, heading: str) -> list[str]:
    """The lines of a report's section (its bullets, or its one paragraph)."""
    blocks = doc.blocks
    for i, block in enumerate(blocks):
        if isinstance(block, Heading) and block.text == heading and i + 1 < len(blocks):
            after = blocks[i + 1]
            if isinstance(after, Bullets):
                return list(after.items)
            if isinstance(after, Paragraph):
                return [after.text]
    return []


def internal_reports(session: GameSession, preview: Preview, title: str) -> dict[str, Document]:
    rules, board = session.rules, session.board
    res = preview.resolution
    return {n.name: rules.internal_report(board, preview.before, res.state, res.events, n.name, title)
            for n in preview.before.nations}


def economy_document(preview: Preview, reports: Mapping[str, Document],
                     resources: Sequence[Resource] = (Resource("gold"),)) -> Document:
    """Each nation's treasury before and after, in each of the ruleset's resources, written by the
    resource (12.50 cheese), then each nation's treasury lines."""
    doc = Document("Treasuries")
    after = preview.resolution.state
    several = len(resources) > 1
    header = ["Nation"]
    for r in resources:
        header += [f"{r.word.capitalize()} before", f"{r.word.capitalize()} after", f"{r.word.capitalize()} change"] \
            if several else ["Before", "After", "Change"]
    rows = []
    for n in preview.before.nations:
        row = [n.name]
        for r in resources:
            old, new = n.treasury.get(r.name, 0), after.nation(n.name).treasury.get(r.name, 0)
            row += [r.format_amount(old), r.format_amount(new), r.format_amount(new - old, signed=True)]
        rows.append(tuple(row))
    doc.table(tuple(header), rows)
    for name, report in reports.items():
        doc.heading(name, 3)
        doc.bullets(section_items(report, "Treasury"))
    return doc


def orders_document(preview: Preview, reports: Mapping[str, Document], silent: list[str]) -> Document:
    doc = Document("Orders")
    refused = {name: section_items(report, "Orders not carried out") for name, report in reports.items()}
    if not any(refused.values()):
        doc.paragraph("Every order stored was carried out.")
    for name, lines in refused.items():
        if lines:
            doc.heading(f"{name}: not carried out", 3)
            doc.bullets(lines)
    if silent:
        doc.heading("No orders", 3)
        doc.paragraph(f"{', '.join(silent)}: no orders stored; their units hold.")
    return doc


def nations_without_orders(session: GameSession) -> list[str]:
    """Nations still in the game that have no stored orders this turn."""
    state = session.state()
    out = []
    for n in state.nations:
        if session.orders_text(n.name).strip():
            continue
        if session.rules.is_eliminated(session.board, state, n.name):
            continue
        out.append(n.name)
    return out
