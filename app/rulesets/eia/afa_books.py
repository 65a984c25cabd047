"""Module afa_naval's books of one power, for the referee: its yards (queue with months left, stores
against the limit, ships and prizes waiting for repair, the figure announced), its prizes in transit,
its fleets off the map and its political ledger; and a yard's queue in its area's tooltip (the GM's map only)."""

from __future__ import annotations

from engine.board import Board
from engine.errors import BerthierError
from engine.reports.document import Document
from engine.rulesets.eia.afa_naval.building import announced
from engine.rulesets.eia.afa_naval.declaration import AFA_NAVAL
from engine.rulesets.eia.afa_naval.state import AFA_STATE, Build, Yard
from engine.rulesets.eia import wording as say
from engine.rulesets.eia.afa_naval.hooks import sweden_denier
from engine.rulesets.eia.afa_naval.stores import SWEDEN, SWEDEN_TRADES, stock_limit
from engine.rulesets.eia.afa_naval.yards import site
from engine.rulesets.eia.calendar import month_name
from engine.rulesets.eia.geography import cities
from engine.rulesets.eia.modules import named as names_module
from engine.rulesets.eia.state import EiaState

YARD_COLUMNS = ("Yard", "Holder", "Building", "Stores", "Awaiting repair", "Announced")


def queue(yard: Yard, nation: str | None = None) -> str:
    """'4 new, 11 months left; 1 repair, 2 months left': what the yard builds (for `nation` only, if given)."""
    return "; ".join(build_text(b) for b in yard.building if nation is None or b.buyer == nation) or "nothing"


def build_text(b: Build) -> str:
    months = "launched at the month's end" if b.months_left <= 0 else \
        f"{b.months_left} month{'s' if b.months_left != 1 else ''} left"
    return f"{b.ships} {'repair' if b.repair else 'new'}, {months}" + (f", for {b.buyer}" if b.buyer else "")


def books(board: Board, state: EiaState, nation: str) -> Document | None:
    """The power's afa_naval books; None when the game does not name the module."""
    if not names_module(state, AFA_NAVAL.id):
        return None
    afa, params = AFA_STATE.of(state), state.params
    doc = Document(f"{nation}'s naval books (afa_naval)")
    rows = []
    for yard in afa.yards:
        if yard.holder == nation:
            rows.append((yard.city, yard.holder, queue(yard), f"{yard.stores}/{stock_limit(yard.city, params)}",
                         str(yard.awaiting_repair), str(announced(yard)) if yard.new_ships else "-"))
        elif any(b.buyer == nation for b in yard.building):
            rows.append((yard.city, yard.holder, queue(yard, nation), "-", "-", "-"))
    doc.heading("Yards")
    if rows:
        doc.table(YARD_COLUMNS, rows)
    else:
        doc.paragraph("No yard held, and no ships building abroad.")
    doc.section("Prizes in transit", [
        f"for {c.port}: {c.damaged} damaged, {say.prizes(c.prizes)}; {say.sea_areas(len(c.route))} to go "
        f"({' - '.join(board.name(s) if s in board else s for s in c.route)})"
        for c in afa.convoys if c.nation == nation], empty="None at sea.")
    doc.section("Fleets off the map", [
        f"{o.fleet}: {o.orders}, left from {board.name(o.exited_from) if o.exited_from in board else o.exited_from}, "
        f"{say.months(o.months_left)} to go" for o in afa.off_map if o.nation == nation], empty="None.")
    free = sweden_denier(state, board) is None
    denied = [f"{source} denied to {to}" + (f" (not applied: {SWEDEN_TRADES})" if free and SWEDEN in source else "")
              for source, to in afa.denials if to == nation or nation in source]
    if denied:
        doc.section("Naval stores denied", denied)
    if afa.trade_losses.get(nation):
        doc.paragraph(f"Trade lost: {afa.trade_losses[nation]} money to take at the next collection.")
    doc.section("Political ledger", [
        f"{month_name(e.month)}: {e.change:+d} {e.points}{' points' if e.points != 'money' else ''}, {e.reason}"
        for e in afa.ledger if e.nation == nation], empty="Nothing recorded.")
    return doc


def yard_lines(board: Board, state: EiaState, region_id: str) -> list[str]:
    """For the GM's tooltip: each yard of the area with its holder, queue, stores and waiting repairs."""
    if not names_module(state, AFA_NAVAL.id):
        return []
    here = {site(c["name"]).city for c in cities(board, region_id) if _is_site(c["name"])}
    return [f"{yard.city} yard ({yard.holder}): {queue(yard)}; stores {yard.stores}/"
            f"{stock_limit(yard.city, state.params)}; {yard.awaiting_repair} awaiting repair"
            for yard in AFA_STATE.of(state).yards if yard.city in here]


def yard_areas(board: Board) -> dict[str, str]:
    """The area of each yard's city, by the city's name as the yards table spells it."""
    return {site(c["name"]).city: area.id for area in board.land() for c in cities(board, area.id)
            if _is_site(c["name"])}


def _is_site(name: str) -> bool:
    try:
        site(name)
    except BerthierError:
        return False
    return True
