"""What every ruleset's part of the window provides, with one plain default for each: the map
(provinces in their owners' colours), region tooltips, the orders panel's hints, dialogs and clicks,
the battles of the resolve preview and the decisions it waits for. `app/rulesets/<id>/` subclasses
`RulesetUI`."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from app.render.picture import Arrow, MapPicture, Marker, PlannedMark, legend_entries
from engine.board import Board
from engine.events import Event
from engine.order_sheet import Order
from engine.reports.document import Document
from engine.rulesets.answers import OrderOptions
from engine.state import GameState

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from app.orders.context import OrderContext
    from app.orders.decisions import DecisionsPage
    from app.orders.dialog_base import OrderDialog
    from app.orders.preview import BattleView
    from app.orders.selection import Selection

NEUTRAL = "#e8d9b0"
TYPE_ORDERS = "Type the orders in the panel: orders by clicks are not available for this game's rules."

S = TypeVar("S", bound=GameState)       # the ruleset's own state (ClassicState ...)
O = TypeVar("O", bound=OrderOptions)    # what its `order_options` answers (ClassicOptions ...)
E = TypeVar("E", bound=Event)           # its events (ClassicEvent, the union of its event classes)
U = TypeVar("U")                        # its units as the inspector lists them (Armies | Fleet ...)

# an order dialog's class: made with the orders panel's context and the window it opens over
OpensDialog = Callable[["OrderContext[Any, Any]", "QWidget | None"], "OrderDialog[Any, Any]"]
# (menu text, dialog class, options -> None when the dialog has something to offer, else why not)
DialogEntry = tuple[str, OpensDialog, Callable[[O], "str | None"]]


class RulesetUI(Generic[S, O, E, U]):
    """A ruleset in the window. Every answer has a plain default, so a ruleset with no window part
    of its own still opens, draws its owners and takes typed orders. A ruleset's part names its own
    state, options, events and units (`RulesetUI[ClassicState, ClassicOptions, ClassicEvent,
    Armies | Fleet]`), so its code reads their fields as typed."""

    id: ClassVar[str] = ""
    public_map_shows: ClassVar[str] = ""        # 'corps letters only': what the public map shows
    idle_hint: ClassVar[str] = TYPE_ORDERS      # what the orders panel says while nothing is selected
    example_orders: ClassVar[str] = ""          # the grey example in an empty orders text
    period: ClassVar[str] = "turn"              # what one resolution is called in the resolve dialog
    clicks: ClassVar[bool] = False              # units on the map may be clicked to give orders
    dialogs: Sequence[DialogEntry[O]] = ()     # a class attribute (a ClassVar cannot be generic)
    kind_labels: ClassVar[dict[str, str]] = {}  # unit kind -> column title when losses are set by hand

    # -- the map ------------------------------------------------------------------------------
    def picture(self, board: Board, state: S, *, title: str | None = None, viewer: str | None = None,
                gm: bool = False, events: Sequence[E] = (), subtitle: str | None = None) -> MapPicture:
        """The position as a map: by default the provinces in their owners' colours."""
        colour = {n.name: n.colour for n in state.nations}
        legend = [(n.name, n.colour) for n in state.nations] + [("Neutral", NEUTRAL)]
        return MapPicture(fills={p: colour[n] for p, n in state.owners.items() if n in colour}, title=title,
                          subtitle=subtitle, legend=legend_entries(legend))

    def region_tooltip(self, board: Board, state: S, region_id: str, viewer: str | None = None,
                       gm: bool = False) -> str:
        r = board[region_id]
        lines = [f"<b>{r.name}</b>"]
        if r.is_land:
            lines.append(f"Owner: {state.owner(region_id) or 'neutral'}")
        return "<br>".join(lines)

    def units_at(self, state: S, region_id: str) -> Sequence[U]:
        """The units in a region, for the inspector."""
        return ()

    def describe_unit(self, unit: U, *, gm: bool = True) -> str:
        return str(unit)

    def unit_nation(self, unit: U) -> str | None:
        return None

    def pieces_of_marker(self, marker: Marker, entries: Sequence[Mapping[str, Any]],
                         markers: Sequence[Marker] = ()) -> list[dict[str, Any]]:
        """The pieces (scenario entries, `Ruleset.unit_entries`) a counter on the map stands for,
        for the GM's hand: by default those in its region whose nation the marker's key names
        ("corps:France:A"), narrowed to the type the key names and to the piece whose identity
        (letter, number, name) the key ends with, where some fits; the pieces of a type no counter
        of `markers` (the map's) names go with every counter of their nation there (an admiral
        with his fleet). Several: a stack (the window asks which)."""
        here = [dict(e) for e in entries if e.get("at") == marker.region]
        parts = (marker.key or "").split(":", 2)
        if len(parts) < 2:
            return here
        kind, nation, ident = parts[0], parts[1], parts[2] if len(parts) > 2 else ""
        drawn = {(m.key or "").split(":", 1)[0] for m in markers} | {kind}

        def narrowed(pieces: list[dict[str, Any]], fits: Callable[[dict[str, Any]], bool],
                     undrawn: bool = True) -> list[dict[str, Any]]:
            """The pieces that fit (with those no counter draws, if `undrawn`); all where none fits."""
            fitting = [e for e in pieces if fits(e)]
            if not fitting:
                return pieces
            return [e for e in pieces if e in fitting or (undrawn and markers and e.get("type") not in drawn)]

        here = narrowed(here, lambda e: e.get("nation") == nation, undrawn=False)
        here = narrowed(here, lambda e: e.get("type") == kind)
        return narrowed(here, lambda e: ident in {str(v) for k, v in e.items() if k not in ("type", "nation", "at")})

    def books(self, board: Board, state: S, nation: str) -> Document | None:
        """A nation's own books the GM keeps beside the nations' figures (a module's yards, ledger):
        by default none, and the window shows no Books panel."""
        return None

    # -- the orders panel ---------------------------------------------------------------------
    def select(self, context: OrderContext[S, O], kind: str, ident: str) -> Selection | str:
        """What the unit clicked (its marker key's kind and ident) may do, or why nothing."""
        return TYPE_ORDERS

    def planned_arrows(self, orders: Sequence[Order], colour: str,
                       state: S | None = None) -> tuple[Arrow, ...]:
        """A nation's orders of the current turn as entered, drawn as arrows (`state`: the position
        they were written against, for orders that name a unit and not its place): by default none."""
        return ()

    def planned_marks(self, orders: Sequence[Order], colour: str, state: S | None = None,
                      board: Board | None = None) -> tuple[PlannedMark, ...]:
        """A nation's orders of the current turn that happen in one place (builds, sieges, scouting,
        attacks...), as marks beside the place's name (`board`: for orders that name a place
        inside a region, such as a city): by default none."""
        return ()

    def orderable_units(self, state: S) -> Sequence[tuple[str, Hashable, str]]:
        """Every unit that may be given an order in the step the state awaits, as (nation, the unit
        as `units_named` names it, the key of its marker on the map); several units may share one
        marker. By default none: no unit is marked as still without orders."""
        return ()

    def units_named(self, order: Order) -> tuple[Hashable, ...]:
        """The units an order gives an order to, named as `orderable_units` names them: by default
        the one `unit_of` names."""
        unit = self.unit_of(order)
        return () if unit is None else (unit,)

    def unit_of(self, order: Order) -> Hashable | None:
        """Which unit an order is for: orders for the same unit replace each other."""
        return None

    def placed(self, old: Order, new: Order) -> Order:
        """The order written in place of `old` when the GM gives the same unit `new`."""
        return new

    # -- the resolve preview ------------------------------------------------------------------
    def battle_views(self, board: Board, events: Sequence[E]) -> list[BattleView]:
        return []

    def decisions_page(self, parent: QWidget | None = None) -> DecisionsPage:
        """Where the GM answers what a resolution waits for (the engine's "decisions needed"): by
        default each question answered by typed text."""
        from app.orders.decisions import DecisionsPage    # the orders package builds on this module
        return DecisionsPage(parent)
