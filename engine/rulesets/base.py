"""What every ruleset provides: the questions the command line, the game file and the GUI ask."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, Mapping, Sequence

import msgspec

from engine.board import Board
from engine.dice import Dice
from engine.events import Event
from engine.orders import Order, OrderSheet
from engine.params import ParamSchema
from engine.reports.document import Document
from engine.state import GameState


class Resolution(msgspec.Struct, frozen=True):
    state: GameState
    events: tuple[Event, ...]


class Ruleset(ABC):
    id: str = ""
    title: str = ""
    resources: tuple[str, ...] = ("gold",)
    state_type: type[GameState] = GameState
    event_type: Any = Event          # the union of the ruleset's event classes, for decoding

    # -- parameters and setup -------------------------------------------------------------
    @abstractmethod
    def default_params(self) -> dict[str, Any]: ...

    def param_schema(self) -> ParamSchema | None:
        """What each parameter may be (engine.params), checked whenever the GM sets one; None: the
        default's type only."""
        return None

    @abstractmethod
    def new_state(self, board: Board, scenario: Mapping[str, Any], base: GameState) -> GameState:
        """The first state of a game: `base` holds the common part read from the scenario;
        the ruleset reads its calendar and its units. ScenarioError for contradictions."""

    def decode_state(self, data: bytes) -> GameState:
        return msgspec.json.decode(data, type=self.state_type)

    def decode_events(self, data: bytes) -> list[Event]:
        return msgspec.json.decode(data, type=list[self.event_type])

    @abstractmethod
    def turn_label(self, state: GameState) -> str:
        """'Spring 1805', 'Turn 12': the name of the turn whose orders the state awaits."""

    # -- orders ---------------------------------------------------------------------------
    @abstractmethod
    def parse_orders(self, text: str, nation: str, state: GameState, board: Board) -> OrderSheet: ...

    @abstractmethod
    def format_orders(self, orders: Sequence[Order], state: GameState, board: Board) -> str: ...

    @abstractmethod
    def check_orders(self, sheet: OrderSheet, state: GameState, board: Board) -> OrderSheet:
        """The sheet with every order that is not allowed moved to its problems, with the reason."""

    # -- resolution -----------------------------------------------------------------------
    @abstractmethod
    def resolve(self, board: Board, state: GameState, orders: Mapping[str, OrderSheet], dice: Dice,
                overrides: Mapping[str, Any] | None = None) -> Resolution: ...

    def scout(self, board: Board, state: GameState, orders: Mapping[str, OrderSheet]) -> list[Event]:
        """Scouting results before the deadline (rulesets without scouting return nothing)."""
        return []

    # -- reports --------------------------------------------------------------------------
    @abstractmethod
    def public_report(self, board: Board, before: GameState, after: GameState,
                      events: Sequence[Event], title: str) -> Document: ...

    @abstractmethod
    def internal_report(self, board: Board, before: GameState, after: GameState,
                        events: Sequence[Event], nation: str, title: str) -> Document: ...

    def scouting_report(self, board: Board, state: GameState, events: Sequence[Event], nation: str) -> Document:
        return Document(f"Scouting of {nation}")
