"""What every ruleset provides: its declarations (resources, unit kinds, region attributes,
calendar, modules) and a typed answer, with a default, to every question the CLI and window ask.
docs/rulesets.md tells how to add a ruleset."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, ClassVar, Mapping, Sequence

import msgspec

from engine.board import Board
from engine.decisions import Decision, DecisionsNeeded
from engine.dice import Dice, SeededDice
from engine.errors import UnknownName
from engine.events import Event
from engine.orders import NOT_ALLOWED, Order, OrderSheet, Rejections
from engine.reports.document import Document
from engine.rulesets.answers import Destination, Fact, Figure, NationFigures, OrderOptions
from engine.rulesets.declarations import (
    MODULES_PARAM, AttributeType, Calendar, Module, RegionAttribute, Resource, Step, UnitKind)
from engine.state import GameState

# Attributes a map gives regions whatever the ruleset.
COMMON_ATTRIBUTES = (
    RegionAttribute("home", AttributeType.NATION, None, "the nation whose home province it is"),
    RegionAttribute("aliases", AttributeType.NAMES, None, "other names players write, separated by commas"),
)


class Resolution(msgspec.Struct, frozen=True):
    state: GameState
    events: tuple[Event, ...]


class Ruleset(ABC):
    id: ClassVar[str] = ""
    title: ClassVar[str] = ""
    # -- declarations: plain data, read by generic code ---------------------------------------
    resources: ClassVar[tuple[Resource, ...]] = (Resource("gold"),)   # the first is the treasury's own
    unit_kinds: ClassVar[tuple[UnitKind, ...]] = ()
    region_attributes: ClassVar[tuple[RegionAttribute, ...]] = ()
    calendar: ClassVar[Calendar] = Calendar()
    modules: ClassVar[tuple[Module, ...]] = ()
    state_type: ClassVar[type[GameState]] = GameState
    event_type: ClassVar[Any] = Event          # the union of the ruleset's event classes, for decoding

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        # a ruleset may name its resources by word alone: ("gold",)
        cls.resources = tuple(r if isinstance(r, Resource) else Resource(str(r)) for r in cls.resources)

    # -- parameters and setup -------------------------------------------------------------
    @abstractmethod
    def default_params(self) -> dict[str, Any]: ...

    def module_params(self, modules: Sequence[str]) -> dict[str, Any]:
        """The parameters the named modules add, with their defaults; UnknownName for a module
        the ruleset does not have."""
        known = {m.id: m for m in self.modules}
        out: dict[str, Any] = {}
        for name in modules:
            if name not in known:
                raise UnknownName(f"module of {self.id}", name, sorted(known))
            out.update(known[name].params)
        return out

    def active_modules(self, state: GameState) -> tuple[Module, ...]:
        named = set(state.params.get(MODULES_PARAM) or ())
        return tuple(m for m in self.modules if m.id in named)

    @abstractmethod
    def new_state(self, board: Board, scenario: Mapping[str, Any], base: GameState) -> GameState:
        """The first state of a game: `base` holds the common part read from the scenario;
        the ruleset reads its calendar and its units. ScenarioError for contradictions."""

    def decode_state(self, data: bytes) -> GameState:
        return msgspec.json.decode(data, type=self.state_type)

    def decode_events(self, data: bytes) -> list[Event]:
        result: list[Event] = msgspec.json.decode(data, type=list[self.event_type])  # type: ignore[name-defined]
        return result

    @abstractmethod
    def turn_label(self, state: GameState) -> str:
        """'Spring 1805', 'Turn 12': the name of the turn whose orders the state awaits."""

    def step(self, state: GameState) -> Step:
        """The calendar's step whose orders the state awaits (seasonal rulesets keep its name in
        `state.season`)."""
        return self.calendar.step(state.season)

    # -- declarations looked up ---------------------------------------------------------------
    def resource(self, name: str | None = None) -> Resource:
        """The resource called `name`; the treasury's own (the first declared) when None."""
        if name is None:
            return self.resources[0]
        for r in self.resources:
            if r.name == name.strip().lower():
                return r
        raise UnknownName("resource", name, [r.name for r in self.resources])

    def unit_kind(self, kind: str) -> UnitKind:
        for k in self.unit_kinds:
            if k.id == kind:
                return k
        return UnitKind(kind, kind, kind)

    def attributes(self) -> tuple[RegionAttribute, ...]:
        """Every region attribute this ruleset reads, the common ones first."""
        return COMMON_ATTRIBUTES + self.region_attributes

    # -- orders ---------------------------------------------------------------------------
    @abstractmethod
    def parse_orders(self, text: str, nation: str, state: GameState, board: Board) -> OrderSheet: ...

    @abstractmethod
    def format_orders(self, orders: Sequence[Order], state: GameState, board: Board) -> str: ...

    def format_order(self, order: Order, board: Board) -> str:
        """One order in the canonical form the ruleset reads back."""
        return self.format_orders([order], GameState(), board).strip()

    def check_orders(self, sheet: OrderSheet, state: GameState, board: Board,
                     others: Mapping[str, OrderSheet] | None = None) -> OrderSheet:
        """The sheet with every order that is not allowed moved to its problems, with the reason:
        every order of an eliminated nation, else what `find_problems` refuses. `others` are the
        other nations' orders stored this turn, for what they grant (a strait's permission)."""
        rejections = Rejections(sheet, others)
        why = self.elimination(board, state, sheet.nation)
        if why is not None:
            for i in range(len(sheet.orders)):
                rejections.reject(i, NOT_ALLOWED, why)
        else:
            self.find_problems(sheet, state, board, rejections)
        return rejections.sheet()

    def find_problems(self, sheet: OrderSheet, state: GameState, board: Board, rejections: Rejections) -> None:
        """Reject (`rejections.reject(index, kind, reason)`) every order of the sheet that breaks a rule."""

    def elimination(self, board: Board, state: GameState, nation: str) -> str | None:
        """Why the nation is out of the game ('France has been eliminated: ...'), None while it plays."""
        return None

    def order_options(self, board: Board, state: GameState, nation: str) -> OrderOptions:
        """Everything the nation may order now, for dialogs (rulesets subclass OrderOptions)."""
        return OrderOptions(nation=nation, eliminated=self.elimination(board, state, nation) is not None)

    def is_eliminated(self, board: Board, state: GameState, nation: str) -> bool:
        return self.elimination(board, state, nation) is not None

    def legal_destinations(self, board: Board, state: GameState, nation: str, unit: str) -> tuple[Destination, ...]:
        """Where the nation's unit (its id in the ruleset's words: a corps letter) may be ordered now."""
        return ()

    # -- resolution -----------------------------------------------------------------------
    @abstractmethod
    def resolve(self, board: Board, state: GameState, orders: Mapping[str, OrderSheet], dice: Dice,
                overrides: Mapping[str, Any] | None = None) -> Resolution: ...

    def pending_decisions(self, board: Board, state: GameState, orders: Mapping[str, OrderSheet],
                          overrides: Mapping[str, Any] | None = None) -> tuple[Decision, ...]:
        """What the GM must decide before the turn resolves with these orders and answers."""
        try:
            self.resolve(board, state, orders, SeededDice(0), overrides)
        except DecisionsNeeded as e:
            return e.decisions
        return ()

    def scout(self, board: Board, state: GameState, orders: Mapping[str, OrderSheet]) -> list[Event]:
        """Scouting results before the deadline (rulesets without scouting return nothing)."""
        return []

    def scouting_note(self, state: GameState) -> str | None:
        """Why nobody can scout this turn (no scouting in these rules, a step without movement), or None."""
        step = self.step(state)
        if step.scouting:
            return None
        if not step.moves:
            return f"units neither move nor scout in {step.name}"
        return f"the {self.title} rules have no scouting"

    # -- what the window shows --------------------------------------------------------------
    def nation_figures(self, board: Board, state: GameState, nation: str) -> NationFigures:
        """The nation's figures for the nations dock: its treasury in each resource and its provinces."""
        n = state.nation(nation)
        figures = [Figure(label=r.word.capitalize(), meaning=f"{r.word.capitalize()} in the treasury now",
                          amount=n.treasury.get(r.name, 0), resource=r) for r in self.resources]
        figures.append(Figure(label="Provinces", meaning="Provinces owned", amount=sum(1 for _ in state.provinces_of(nation))))
        return NationFigures(nation=nation, figures=tuple(figures),
                             eliminated=self.is_eliminated(board, state, nation))

    def region_summary(self, board: Board, state: GameState, region: str) -> tuple[Fact, ...]:
        """What the region inspector says of a province or sea: its owner and the attributes the
        ruleset declares."""
        r = board[region]
        facts = [Fact("Owner", state.owner(region) or "neutral")] if r.is_land else []
        for a in self.region_attributes:
            if r.is_land and a.name in r.attributes:
                facts.append(Fact(a.title, _attribute_text(r.attributes[a.name])))
        return tuple(facts)

    # -- reports --------------------------------------------------------------------------
    @abstractmethod
    def public_report(self, board: Board, before: GameState, after: GameState,
                      events: Sequence[Event], title: str) -> Document: ...

    @abstractmethod
    def internal_report(self, board: Board, before: GameState, after: GameState,
                        events: Sequence[Event], nation: str, title: str) -> Document: ...

    def scouting_report(self, board: Board, state: GameState, events: Sequence[Event], nation: str) -> Document:
        return Document(f"Scouting of {nation}")


def _attribute_text(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (list, tuple)):
        return ", ".join(map(str, value))
    return str(value)
