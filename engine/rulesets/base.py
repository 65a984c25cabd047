"""What every ruleset provides: its declarations (resources, unit kinds, region attributes,
calendar, modules) and a typed answer, with a default, to every question the CLI and window ask.
docs/rulesets.md tells how to add a ruleset."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Mapping, Sequence, TypeVar, cast

import msgspec

from engine.board import Board
from engine.decisions import Decision, DecisionsNeeded
from engine.dice import Dice, SeededDice
from engine.errors import BerthierError, UnknownName
from engine.events import Event
from engine.order_sheet import NOT_ALLOWED, Order, OrderSheet, Rejections
from engine.params import ParamSchema
from engine.rulesets.allowed_choices import allowed_choices
from engine.rulesets.answers import Destination, Fact, Figure, NationFigures, OrderOptions
from engine.rulesets.declarations import (
    MODULES_PARAM, AttributeType, Calendar, Module, RegionAttribute, Resource, Step, UnitKind)
from engine.rulesets.placing import Field, PieceKind
from engine.state import GameState

if TYPE_CHECKING:
    from engine.reports.document import Document
    from engine.words.meaning.candidate import Meaning

# Attributes a map gives regions whatever the ruleset.
COMMON_ATTRIBUTES = (
    RegionAttribute("home", AttributeType.NATION, None, "the nation whose home province it is"),
    RegionAttribute("aliases", AttributeType.NAMES, None, "other names players write, separated by commas"),
)


S = TypeVar("S", bound=GameState)      # the ruleset's own state (ClassicState, NapoleonicState ...)


class Resolution(msgspec.Struct, frozen=True):
    state: GameState
    events: tuple[Event, ...]


class StepAhead(msgspec.Struct, frozen=True):
    """A step still to come in the current round (a month of steps): its label as the game will name it,
    the calendar's step (who orders in it), and the position as it stands now, seen from that step
    (orders entered in advance are checked against it, and again when the step comes)."""

    label: str
    step: Step
    state: GameState


class Ruleset(ABC, Generic[S]):
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
    # the GM's hand (engine/rulesets/placing.py): what he may place and correct, besides owners,
    # treasuries and relations, which every ruleset has
    piece_kinds: ClassVar[tuple[PieceKind, ...]] = ()
    region_fields: ClassVar[tuple[Field, ...]] = ()
    nation_fields: ClassVar[tuple[Field, ...]] = ()
    relation_statuses: ClassVar[tuple[str, ...]] = ("war", "peace", "alliance")

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        # a ruleset may name its resources by word alone: ("gold",)
        cls.resources = tuple(r if isinstance(r, Resource) else Resource(str(r)) for r in cls.resources)

    # -- parameters and setup -------------------------------------------------------------
    @abstractmethod
    def default_params(self) -> dict[str, Any]: ...

    def params_on_another_map(self) -> dict[str, Any]:
        """The defaults that speak of the seed's own map (its nations and provinces by name), as they
        start on a map the GM brings: a new game on his map starts from these over `default_params`,
        so no exception of the seed's map follows it there."""
        return {}

    def param_schema(self) -> ParamSchema | None:
        """What each parameter may be (engine.params), checked whenever the GM sets one; None: the
        default's type only."""
        return None

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

    def active_modules(self, state: S) -> tuple[Module, ...]:
        named = set(state.params.get(MODULES_PARAM) or ())
        return tuple(m for m in self.modules if m.id in named)

    @abstractmethod
    def new_state(self, board: Board, scenario: Mapping[str, Any], base: GameState) -> S:
        """The first state of a game: `base` holds the common part read from the scenario;
        the ruleset reads its calendar and its units. ScenarioError for contradictions."""

    def decode_state(self, data: bytes) -> S:
        return cast(S, msgspec.json.decode(data, type=self.state_type))

    def decode_events(self, data: bytes) -> list[Event]:
        result: list[Event] = msgspec.json.decode(data, type=list[self.event_type])  # type: ignore[name-defined]
        return result

    @abstractmethod
    def turn_label(self, state: S) -> str:
        """'Spring 1805', 'Turn 12': the name of the turn whose orders the state awaits."""

    def step(self, state: S) -> Step:
        """The calendar's step whose orders the state awaits (seasonal rulesets keep its name in
        `state.season`)."""
        return self.calendar.step(state.season)

    def steps_ahead(self, state: S) -> tuple[StepAhead, ...] | None:
        """The steps after the current one until the round ends, for orders entered in advance (a
        power's naval and land orders for the month in one message); None where one resolution is the
        whole round and orders are entered only for it."""
        return None

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
    def parse_orders(self, text: str, nation: str, state: S, board: Board) -> OrderSheet: ...

    def read_words(self, text: str, nation: str, state: S, board: Board) -> OrderSheet:
        """The orders as the words give them, before the position judges them (a reader that refuses what the
        position forbids while it reads says what the words meant all the same)."""
        return self.parse_orders(text, nation, state, board)

    @abstractmethod
    def format_orders(self, orders: Sequence[Order], state: S, board: Board) -> str: ...

    def format_order(self, order: Order, board: Board) -> str:
        """One order in the canonical form the ruleset reads back."""
        return self.format_orders([order], cast(S, self.state_type()), board).strip()

    def check_orders(self, sheet: OrderSheet, state: S, board: Board,
                     others: Mapping[str, OrderSheet] | None = None) -> OrderSheet:
        """The sheet with every order that is not allowed moved to its problems, with the reason:
        every order of an eliminated nation, else what `find_problems` refuses. `others` are the
        other nations' orders stored this turn, for what they grant (a strait's permission)."""
        if sheet.problems:          # blank or clean orders never load the reader's words (a quick start)
            from engine.words.place_typos import typos_read
            sheet = typos_read(self, sheet, state, board, others)    # 'salonika' read as Salonica: sure, and allowed
        rejections = Rejections(sheet, others)
        why = self.elimination(board, state, sheet.nation)
        if why is not None:
            for i in range(len(sheet.orders)):
                rejections.reject(i, NOT_ALLOWED, why)
        else:
            self.find_problems(sheet, state, board, rejections)
        return allowed_choices(self, rejections.sheet(), state, board, others)   # each choice allowed too

    def orders_by_meaning(self, board: Board, state: S, nation: str) -> Meaning | None:
        """The nation's orders by meaning (engine.words.meaning), for the nearest allowed readings of an order
        not allowed; None: the ruleset reads no orders by meaning."""
        return None

    def find_problems(self, sheet: OrderSheet, state: S, board: Board, rejections: Rejections) -> None:
        """Reject (`rejections.reject(index, kind, reason)`) every order of the sheet that breaks a rule."""

    def elimination(self, board: Board, state: S, nation: str) -> str | None:
        """Why the nation is out of the game ('France has been eliminated: ...'), None while it plays."""
        return None

    def order_options(self, board: Board, state: S, nation: str) -> OrderOptions:
        """Everything the nation may order now, for dialogs (rulesets subclass OrderOptions)."""
        return OrderOptions(nation=nation, eliminated=self.elimination(board, state, nation) is not None)

    def is_eliminated(self, board: Board, state: S, nation: str) -> bool:
        return self.elimination(board, state, nation) is not None

    def legal_destinations(self, board: Board, state: S, nation: str, unit: str) -> tuple[Destination, ...]:
        """Where the nation's unit (its id in the ruleset's words: a corps letter) may be ordered now."""
        return ()

    # -- resolution -----------------------------------------------------------------------
    @abstractmethod
    def resolve(self, board: Board, state: S, orders: Mapping[str, OrderSheet], dice: Dice,
                overrides: Mapping[str, Any] | None = None) -> Resolution: ...

    def pending_decisions(self, board: Board, state: S, orders: Mapping[str, OrderSheet],
                          overrides: Mapping[str, Any] | None = None) -> tuple[Decision, ...]:
        """What the GM must decide before the turn resolves with these orders and answers."""
        try:
            self.resolve(board, state, orders, SeededDice(0), overrides)
        except DecisionsNeeded as e:
            return e.decisions
        return ()

    def scout(self, board: Board, state: S, orders: Mapping[str, OrderSheet]) -> list[Event]:
        """Scouting results before the deadline (rulesets without scouting return nothing)."""
        return []

    def scouting_note(self, state: S) -> str | None:
        """Why nobody can scout this turn (no scouting in these rules, a step without movement), or None."""
        step = self.step(state)
        if step.scouting:
            return None
        if not step.moves:
            return f"units neither move nor scout in {step.name}"
        return f"the {self.title} rules have no scouting"

    # -- what the window shows --------------------------------------------------------------
    def nation_figures(self, board: Board, state: S, nation: str) -> NationFigures:
        """The nation's figures for the nations dock: its treasury in each resource and its provinces."""
        n = state.nation(nation)
        figures = [Figure(label=r.word.capitalize(), meaning=f"{r.word.capitalize()} in the treasury now",
                          amount=n.treasury.get(r.name, 0), resource=r) for r in self.resources]
        figures.append(Figure(label="Provinces", meaning="Provinces owned", amount=sum(1 for _ in state.provinces_of(nation))))
        return NationFigures(nation=nation, figures=tuple(figures),
                             eliminated=self.is_eliminated(board, state, nation))

    def region_summary(self, board: Board, state: S, region: str) -> tuple[Fact, ...]:
        """What the region inspector says of a province or sea: its owner and the attributes the
        ruleset declares."""
        r = board[region]
        facts = [Fact("Owner", state.owner(region) or "neutral")] if r.is_land else []
        for a in self.region_attributes:
            if r.is_land and a.name in r.attributes:
                facts.append(Fact(a.title, _attribute_text(r.attributes[a.name])))
        return tuple(facts)

    # -- the GM's hand: pieces and fields as scenario entries (engine/rulesets/placing.py) ------
    def piece_kind(self, type_: str) -> PieceKind:
        if not self.piece_kinds:
            raise BerthierError(f"the {self.title} rules do not let the GM place pieces by hand")
        for k in self.piece_kinds:
            if k.type == type_:
                return k
        raise UnknownName("kind of piece", str(type_), [k.type for k in self.piece_kinds])

    def unit_entries(self, board: Board, state: S) -> list[dict[str, Any]]:
        """Every piece on the board as its scenario entry (`type`, `nation`, `at` and its fields,
        plus whatever the piece carries between turns), in a stable order:
        `with_units(board, state, unit_entries(board, state))` is `state` again."""
        raise BerthierError(f"the {self.title} rules do not let the GM place pieces by hand")

    def with_units(self, board: Board, state: S, entries: Sequence[Mapping[str, Any]]) -> S:
        """The state with its pieces replaced by `entries`, each checked exactly as a scenario's
        units are (ScenarioError naming the entry and the field); everything else kept."""
        raise BerthierError(f"the {self.title} rules do not let the GM place pieces by hand")

    def new_piece_defaults(self, board: Board, state: S, type_: str, nation: str) -> dict[str, Any]:
        """What a new piece of `type_` for `nation` gets beside its fields' `default`s, computed
        from the state (a corps' first free letter); the window's Add unit form fills them in."""
        return {}

    def region_values(self, board: Board, state: S, region: str) -> dict[str, Any]:
        """The current value of each of `region_fields` in a region (fields that do not apply to
        it, e.g. forts at sea, left out)."""
        return {}

    def set_region_value(self, board: Board, state: S, region: str, key: str, value: Any) -> S:
        """The state with one of `region_fields` changed in a region; BerthierError naming the
        field when the value is not allowed there."""
        raise BerthierError(f"{key}: the {self.title} rules have no region field called {key!r}")

    def nation_values(self, board: Board, state: S, nation: str) -> dict[str, Any]:
        """The current value of each of `nation_fields` for a nation."""
        return {}

    def set_nation_value(self, board: Board, state: S, nation: str, key: str, value: Any) -> S:
        """The state with one of `nation_fields` changed for a nation; BerthierError naming the field."""
        raise BerthierError(f"{key}: the {self.title} rules have no nation field called {key!r}")

    def set_treasury(self, board: Board, state: S, nation: str, resource: Resource, amount: int) -> S:
        """The state with the nation's treasury in `resource` set to `amount` (checked already):
        by default the nation's treasury field; a ruleset whose money lives in books of its own
        writes it there (as a ledger entry)."""
        from engine.state import replace, with_nation
        n = state.nation(nation)
        return cast(S, with_nation(state, replace(n, treasury={**n.treasury, resource.name: int(amount)})))

    def treasury(self, state: S, nation: str, resource: Resource) -> int:
        """The nation's treasury in `resource`, where the rules read it."""
        return state.nation(nation).treasury.get(resource.name, 0)

    def scenario_extras(self, board: Board, state: S) -> dict[str, Any]:
        """The keys a scenario needs beside the common ones (`nations`, `owners`, `relations`,
        `units`, `params`) to start a game in this position: `start` (the calendar) and the
        ruleset's own (who occupies what, trade agreements, a power's books ...)."""
        return {}

    # -- reports --------------------------------------------------------------------------
    @abstractmethod
    def public_report(self, board: Board, before: S, after: S,
                      events: Sequence[Event], title: str) -> Document: ...

    @abstractmethod
    def internal_report(self, board: Board, before: S, after: S,
                        events: Sequence[Event], nation: str, title: str) -> Document: ...

    def scouting_report(self, board: Board, state: S, events: Sequence[Event], nation: str) -> Document:
        from engine.reports.document import Document     # the report's types, loaded where one is made
        return Document(f"Scouting of {nation}")


def _attribute_text(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (list, tuple)):
        return ", ".join(map(str, value))
    return str(value)
