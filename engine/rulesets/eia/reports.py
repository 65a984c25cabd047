"""The public record of a step, each power's private report, and what the referee needs from a player."""

from __future__ import annotations

from typing import Sequence

from engine.board import Board
from engine.events import Event, OrderFailed, OrderRejected
from engine.reports.document import Document
from engine.rulesets.eia.calendar import month_name
from engine.rulesets.eia.decisions import GM, Decision
from engine.rulesets.eia.events import Changed, Decided, Moved, Procedure, StepPlayed
from engine.rulesets.eia.modules import active
from engine.rulesets.eia.state import EiaState, step_label
from engine.rulesets.eia import wording as say


def turn_label(state: EiaState) -> str:
    return step_label(state)


def _line(e: Event, board: Board) -> str | None:
    """An event as one sentence of the report (a capital letter, a full stop)."""
    text = _text(e, board)
    return say.sentence(text) if text else None


def _text(e: Event, board: Board) -> str | None:
    if isinstance(e, Moved):
        return f"{e.unit}: {' - '.join(board.name(a) for a in e.path)}" + (f" (stopped: {e.stopped})" if e.stopped else "")
    if isinstance(e, Procedure):
        return f"**{e.rule}**: {e.outcome}" + (f" [{'; '.join(e.rolls)}]" if e.rolls else "")
    if isinstance(e, Decided):
        return f"**{e.question}** {e.answer} (answered by {e.by}, {e.key})"
    if isinstance(e, Changed):
        return e.text
    if isinstance(e, OrderFailed):
        return f"{e.nation}: {e.order} failed: {e.reason}"
    if isinstance(e, OrderRejected):
        return f"line {e.line} ({e.text.strip()!r}): {e.kind}: {e.reason}"
    return None


def public_report(board: Board, before: EiaState, after: EiaState, events: Sequence[Event], title: str,
                  reader: str | None = None) -> Document:
    """The step as everyone sees it; with `reader`, what that nation alone was told as well."""
    step = next((e for e in events if isinstance(e, StepPlayed)), None)
    doc = Document(f"{title}: {step.month}, {step.step} step" if step else title)
    lines = [t for e in events if (e.seen_by(None) or (reader is not None and e.seen_by(reader)))
             and not isinstance(e, StepPlayed) for t in [_line(e, board)] if t]
    doc.section("What happened", lines, empty="Nothing moved and nothing was decided.")
    # the political status display is public; money and manpower are each power's own (docs/rules/eia.md)
    doc.table(("Power", "PP", "VP", "Control"),
              [(p.name, p.political_points, p.victory_points,
                ", ".join(p.control.players) or f"UMP of {p.control.ump_controller or 'nobody'}"
                + (" (active)" if p.control.active else " (passive)")) for p in after.powers])
    own = next((p for p in after.powers if p.name == reader), None)
    if own is not None:
        doc.section("Your books", [f"Money {own.money} (income {own.income}), manpower {own.manpower} "
                                   f"(income {own.manpower_income})"])
    for m in active(after):
        m.public_sections(doc, after, board)
    doc.paragraph(f"Next: {step_label(after)}.")
    return doc


def internal_report(board: Board, before: EiaState, after: EiaState, events: Sequence[Event], nation: str,
                    title: str) -> Document:
    doc = public_report(board, before, after, events, title, reader=nation)
    doc.title = f"{doc.title}: {nation}'s report"
    modules = active(after)
    doc.section("Your corps", [f"{c.designation} ({c.kind}) in {board.name(c.at)}{' (in the city)' if c.in_city else ''}: "
                               f"{c.infantry} inf, {c.militia} mil, {c.cavalry} cav, {c.guard} gd, {c.artillery} art"
                               + "".join(m.corps_note(after, c) for m in modules)
                               for c in after.corps if c.nation == nation], empty="No corps.")
    doc.section("Your fleets", [f"{f.name}{' (squadron)' if f.squadron else ''} in {board.name(f.at)}{' (in port)' if f.in_port else ''}: "
                                f"{say.ships(f.ships)}, {f.damaged} damaged" for f in after.fleets if f.nation == nation],
                empty="No fleets.")
    power = next((p for p in after.powers if p.name == nation), None)      # a minor has no standing orders
    if power is not None:
        doc.section("Standing orders", [f"{k}: {v}" for k, v in sorted(power.standing.items())],
                    empty="None: the referee will ask you each question.")
        doc.section("Alliance locks", [f"{a}: not before {month_name(m)}" for a, m in sorted(power.alliance_locks.items())])
    for m in modules:
        m.private_sections(doc, after, nation, board)
    return doc


def needs_report(decisions: Sequence[Decision], state: EiaState, who: str) -> Document:
    """What the referee needs from `who` (a nation, or GM) before the step can resolve."""
    doc = Document(f"{step_label(state)}: what the referee needs from {who}")
    mine = [d for d in decisions if d.who == who]
    doc.section("Please answer", [f"{d.question}" + (f" ({' / '.join(d.choices)})" if d.choices else "")
                                  + f" [{d.key}]" for d in mine], empty="Nothing: the step can be resolved.")
    return doc
