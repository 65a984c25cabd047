"""The toy ruleset: nations harvest cheese (kept in hundredths) from their provinces, march militia
along the links of a node-link map, build forts with cheese, and fight clashes by the engine's
neutral odds table (or by the GM's hand). One turn after another: no seasons, no scouting."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from engine.board import Board
from engine.dice import Dice
from engine.errors import NotUnderstood, ScenarioError
from engine.events import Event, OrderRejected
from engine.orders import NOT_ALLOWED, Names, Order, OrderSheet, Rejections, parse_lines
from engine.reports.document import Document
from engine.rulesets.answers import Figure, NationFigures
from engine.rulesets.base import Resolution, Ruleset
from engine.rulesets.declarations import (
    AttributeType, Calendar, MarkerShape, Module, RegionAttribute, Resource, Step, UnitKind)
from engine.rulesets.registry import register
from engine.rulesets.placing import Field, PieceKind
from engine.rulesets.scenario_units import Unit, placed_units, refuse_duplicates, scenario_units
from engine.state import GameState, replace

from toy_ruleset.engine_side.units import (
    BuildFort, Clash, Fort, FortBuilt, Harvest, March, Marched, Militia, ToyEvent, ToyState)

CHEESE = Resource("cheese", decimals=2)
DEFAULTS: dict[str, Any] = {
    "harvest_per_province": 225,     # hundredths of cheese: 2.25 cheese a province, every turn
    "fort_harvest": 50,              # a fort's province gives this much more
    "fort_cost": 1250,               # 12.50 cheese
    "combat_model": "odds",
    "odds_bands": [{"ratio": 3, "larger": 2, "smaller": 6}, {"ratio": 2, "larger": 3, "smaller": 5},
                   {"ratio": 0, "larger": 4, "smaller": 4}],
    "rout_ratio": 4, "max_battle_rounds": 500, "artillery_dice": 1,
}
_MARCH = re.compile(r"^(\d{1,6}) militia (\S+) -> (\S+)$", re.IGNORECASE)
_FORT = re.compile(r"^fort in (\S+)$", re.IGNORECASE)


@register
class Toy(Ruleset[ToyState]):
    id = "toy"
    title = "Cheese wars (a toy for the tests)"
    resources = (CHEESE,)
    unit_kinds = (UnitKind("militia", "militia", "militia", marker=MarkerShape.CORPS),
                  UnitKind("fort", "fort", "forts", marker=MarkerShape.FORT))
    region_attributes = (RegionAttribute("fort", AttributeType.FLAG, False, "a fort may stand here"),
                         RegionAttribute("pasture", AttributeType.INT, 0, "extra cheese a turn, in hundredths"))
    calendar = Calendar(steps=(Step("Turn"),), unit="turn")
    modules = (Module("dairy", "Dairy cooperatives", params={"coop_bonus": 25}, events=("harvest",)),)
    state_type = ToyState
    event_type = ToyEvent
    piece_kinds = (PieceKind(type="militia", label="Militia", stands="land", fields=(
                       Field(key="count", label="Militia", default=1, minimum=1),)),
                   PieceKind(type="fort", label="Fort", stands="land"))

    def default_params(self) -> dict[str, Any]:
        return {k: (list(v) if isinstance(v, list) else v) for k, v in DEFAULTS.items()}

    def new_state(self, board: Board, scenario: Mapping[str, Any], base: GameState) -> ToyState:
        militia, forts = _read_units(board, scenario_units(scenario, board, base))
        common = {f: getattr(base, f) for f in base.__struct_fields__}
        return ToyState(**common, militia=militia, forts=forts)

    # -- the GM's hand: militia and forts as scenario entries ----------------------------------
    def unit_entries(self, board: Board, state: ToyState) -> list[dict[str, Any]]:
        return ([{"type": "militia", "nation": m.nation, "at": m.at, "count": m.count} for m in state.militia]
                + [{"type": "fort", "nation": f.nation, "at": f.at} for f in state.forts])

    def with_units(self, board: Board, state: ToyState, entries: Sequence[Mapping[str, Any]]) -> ToyState:
        militia, forts = _read_units(board, placed_units(entries, board, state))
        return replace(state, militia=militia, forts=forts)

    def turn_label(self, state: ToyState) -> str:
        return f"Turn {state.turn + 1}"

    # -- orders ------------------------------------------------------------------------------
    def parse_orders(self, text: str, nation: str, state: ToyState, board: Board) -> OrderSheet:
        names = Names(board, state)

        def line(raw: str) -> Order | None:
            words = " ".join(raw.split())
            if not words:
                return None
            if m := _MARCH.match(words):
                return March(nation=nation, count=int(m[1]), source=names.region(m[2]), to=names.region(m[3]))
            if m := _FORT.match(words):
                return BuildFort(nation=nation, at=names.region(m[1]))
            raise NotUnderstood("write 'N militia A -> B' or 'fort in A'")
        return parse_lines(text, nation, line)

    def format_orders(self, orders: Sequence[Order], state: ToyState, board: Board) -> str:
        return "".join(self.format_order(o, board) + "\n" for o in orders)

    def format_order(self, order: Order, board: Board) -> str:
        if isinstance(order, March):
            return f"{order.count} militia {order.source} -> {order.to}"
        assert isinstance(order, BuildFort)
        return f"fort in {order.at}"

    def elimination(self, board: Board, state: ToyState, nation: str) -> str | None:
        assert isinstance(state, ToyState)
        if nation in state.owners.values() or any(m.nation == nation for m in state.militia):
            return None
        return f"{nation} has been eliminated: it has no province and no militia"

    def find_problems(self, sheet: OrderSheet, state: ToyState, board: Board, rejections: Rejections) -> None:
        assert isinstance(state, ToyState)
        for i, o in enumerate(sheet.orders):
            if isinstance(o, March):
                have = sum(m.count for m in state.militia if m.nation == o.nation and m.at == o.source)
                if o.count > have:
                    rejections.reject(i, NOT_ALLOWED, f"{o.nation} has {have} militia in {board.name(o.source)}")
                elif o.to not in board.neighbours(o.source):
                    rejections.reject(i, NOT_ALLOWED, f"{board.name(o.to)} is not linked to {board.name(o.source)}")
            elif isinstance(o, BuildFort):
                if state.owner(o.at) != o.nation:
                    rejections.reject(i, NOT_ALLOWED, f"{board.name(o.at)} is not {o.nation}'s")
                elif not board[o.at].attributes.get("fort"):
                    rejections.reject(i, NOT_ALLOWED, f"no fort may stand in {board.name(o.at)}")

    # -- resolution --------------------------------------------------------------------------
    def resolve(self, board: Board, state: ToyState, orders: Mapping[str, OrderSheet], dice: Dice,
                overrides: Mapping[str, Any] | None = None) -> Resolution:
        from toy_ruleset.engine_side.turn import play
        assert isinstance(state, ToyState)
        checked = {n: self.check_orders(s, state, board) for n, s in orders.items()}
        return play(board, state, checked, dice, overrides)

    # -- the window --------------------------------------------------------------------------
    def nation_figures(self, board: Board, state: ToyState, nation: str) -> NationFigures:
        """The default figures (cheese, provinces) and the nation's militia and forts."""
        assert isinstance(state, ToyState)
        plain = super().nation_figures(board, state, nation)
        own = [m.count for m in state.militia if m.nation == nation]
        forts = sum(1 for f in state.forts if f.nation == nation)
        return replace(plain, figures=plain.figures + (
            Figure(label="Militia", amount=sum(own), meaning="Militia on the map"),
            Figure(label="Forts", amount=forts, meaning="Forts standing")))

    # -- reports -----------------------------------------------------------------------------
    def public_report(self, board: Board, before: GameState, after: GameState, events: Sequence[Event],
                      title: str) -> Document:
        return _report(board, events, title, None)

    def internal_report(self, board: Board, before: GameState, after: GameState, events: Sequence[Event],
                        nation: str, title: str) -> Document:
        doc = _report(board, events, f"{title}: {nation}", nation)
        doc.section("Treasury", [f"{CHEESE.format_amount(before.nation(nation).treasury.get('cheese', 0), unit=True)}"
                                 f" before, {CHEESE.format_amount(after.nation(nation).treasury.get('cheese', 0), unit=True)} after"])
        return doc


def _read_units(board: Board, units: Iterable[Unit]) -> tuple[tuple[Militia, ...], tuple[Fort, ...]]:
    """The one reader of a scenario's units and of the pieces the GM places."""
    militia, forts = [], []
    for where, u, nation, at in units:
        if u.get("type") == "militia":
            count = u.get("count")
            if not isinstance(count, int) or isinstance(count, bool) or count < 1:
                raise ScenarioError(f"{where}: militia need a count from 1, not {count!r}")
            militia.append(Militia(nation=nation, at=at, count=count))
        elif u.get("type") == "fort":
            if not board[at].attributes.get("fort"):
                raise ScenarioError(f"{where}: no fort may stand in {board.name(at)}")
            forts.append(Fort(nation=nation, at=at))
        else:
            raise ScenarioError(f"{where}: unit type {u.get('type')!r} is not 'militia' or 'fort'")
    refuse_duplicates("militia stacks in", [(m.nation, board.name(m.at)) for m in militia])
    refuse_duplicates("forts in", [(f.nation, board.name(f.at)) for f in forts])
    return tuple(militia), tuple(forts)


def _report(board: Board, events: Sequence[Event], title: str, nation: str | None) -> Document:
    doc = Document(title)
    lines = []
    for e in events:
        if not e.seen_by(nation):
            continue
        if isinstance(e, Harvest):
            lines.append(f"{e.nation} harvests {CHEESE.format_amount(e.amount, unit=True)}")
        elif isinstance(e, FortBuilt):
            lines.append(f"{e.nation} builds a fort in {board.name(e.at)}")
        elif isinstance(e, Marched):
            lines.append(f"{e.nation}: {e.count} militia march from {board.name(e.source)} to {board.name(e.to)}")
        elif isinstance(e, Clash):
            lines.append(f"Clash at {board.name(e.place)}: {e.sides[0]} against {e.sides[1]}")
        elif isinstance(e, OrderRejected):
            lines.append(f"Refused: {e.text} ({e.reason})")
    doc.section("Events", lines, empty="Nothing happened.")
    return doc


__all__ = ["CHEESE", "Toy", "ToyState"]
