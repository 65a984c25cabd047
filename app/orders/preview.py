"""A resolution previewed before it is committed, and what the GM reads about it: the battles with
every roll, each treasury before and after, the orders refused. Plain Python, no Qt.

With the "manual" combat model the engine refuses to resolve until every battle has a result; the
preview then gives each such battle a stand-in result (nobody loses) to show who fights where,
and lists those battles as still needing the GM's result.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from app.session import GameSession
from engine.reports.document import Bullets, Document, Heading, Paragraph
from engine.rulesets.base import Resolution
from engine.rulesets.napoleonic.battles import BattlesNeedResults
from engine.rulesets.napoleonic.events import Battle
from engine.rulesets.napoleonic.reports import place_name, public_news
from engine.state import GameState

STAND_IN = "no result entered yet"
_COUNT = re.compile(r"(\d+)\s+(infantry|cavalry|artillery)")


def battles_needing_results(error: BattlesNeedResults) -> list[str]:
    """The place keys ('bavaria', 'alsace|baden') of the battles the engine wants results for."""
    return list(error.keys)


@dataclass
class Preview:
    before: GameState
    resolution: Resolution
    pending: list[str] = field(default_factory=list)     # battles still needing the GM's result

    @property
    def battles(self) -> list[Battle]:
        return [e for e in self.resolution.events if isinstance(e, Battle)]


def run_preview(session: GameSession, *, seed: int, fixed: list[int] | None,
                overrides: Mapping[str, Any] | None) -> Preview:
    """Preview the turn; battles the manual model leaves open get a stand-in result and are listed."""
    results = dict((overrides or {}).get("battles", {}))
    pending: list[str] = []
    before = session.state()
    while True:
        given = {**(overrides or {}), "battles": results} if results else (overrides or None)
        try:
            return Preview(before, session.preview(seed=seed, fixed=fixed, overrides=given), pending)
        except BattlesNeedResults as e:
            new = [k for k in battles_needing_results(e) if k not in results]
            if not new:
                raise
            for key in new:
                results[key] = {"losses": {}, "reason": STAND_IN}
                pending.append(key)


# -- battles -------------------------------------------------------------------------------------

def battle_title(board, battle: Battle) -> str:
    return f"{'Naval battle' if battle.naval else 'Battle'} at {place_name(board, battle.place)}"


def battle_units(battle: Battle) -> dict[str, dict[str, int]]:
    """What each nation brought to the battle, counted by kind (for entering losses by hand)."""
    out: dict[str, dict[str, int]] = {}
    for side in battle.before:
        for nation, _, composition in side:
            counts = out.setdefault(nation, {})
            if composition == "squadron":
                counts["squadron"] = counts.get("squadron", 0) + 1
                continue
            for n, kind in _COUNT.findall(composition):
                counts[kind] = counts.get(kind, 0) + int(n)
            if "scouting cavalry" in composition:
                counts["scout"] = counts.get("scout", 0) + 1
    return out


def battle_document(board, battle: Battle, pending: bool) -> Document:
    doc = Document(battle_title(board, battle))
    for i, side in enumerate(battle.before):
        doc.paragraph(f"**Side {i + 1}** ({' and '.join(battle.sides[i])}): "
                      + "; ".join(f"{n} {unit} ({what})" for n, unit, what in side))
    if pending:
        doc.paragraph("**No result yet.** The combat model is manual: set this battle's result by hand.")
        return doc
    doc.heading("Rounds", 3)
    doc.bullets(battle.rounds)
    lost = [f"{n} {unit} lost {what}" for side in battle.losses for n, unit, what in side]
    doc.section("Losses", lost, empty="No losses.")
    doc.paragraph(public_news(board, [battle])[0])
    return doc


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


def economy_document(preview: Preview, reports: Mapping[str, Document]) -> Document:
    doc = Document("Treasuries")
    after = preview.resolution.state
    doc.table(("Nation", "Before", "After", "Change"),
              [(n.name, n.gold(), after.nation(n.name).gold(), f"{after.nation(n.name).gold() - n.gold():+d}")
               for n in preview.before.nations])
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
        order_options = getattr(session.rules, "order_options", None)
        if order_options is not None and order_options(session.board, state, n.name)["eliminated"]:
            continue
        out.append(n.name)
    return out
