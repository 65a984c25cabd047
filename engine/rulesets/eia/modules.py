"""EiA's add-on modules behind one class: each module is an `EiaModule` (its declaration plus hooks),
and the core calls `for m in active(state): m.hook(...)` at each moment a module may act, instead of
naming a module's code or asking whether the game names it. Every hook does nothing here; a module
overrides the ones it needs. The eia package's `__init__` installs the bundled modules (the one place
that lists them); `install` adds another (a house module, a test's) without touching the core."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from engine.board import Board
from engine.errors import BerthierError, ScenarioError
from engine.order_sheet import Order, OrderSheet, Rejections
from engine.reports.document import Document
from engine.rulesets.declarations import Module
from engine.rulesets.placing import Field
from engine.state import GameState

if TYPE_CHECKING:
    from engine.rulesets.eia.choices import Choice
    from engine.rulesets.eia.slots import Slot
    from engine.rulesets.eia.state import EiaState
    from engine.rulesets.eia.units import Corps, Fleet
    from engine.rulesets.eia.work import Work
    from engine.words.meaning import Candidate

OrderReader = Callable[[str], Order | None]
T = TypeVar("T")


class EiaModule:
    """A module the game may name in `params.modules`: `declaration` says what it is (id, title,
    parameters, orders, events); the hooks are where the core lets it act."""

    declaration: Module
    has_squadrons = False          # a scenario may place squadrons (pieces' `squadron`)
    slot: Slot[Any] | None = None  # its own state, kept in EiaState.modules under its id
    param_specs: Mapping[str, Any] = {}     # what each of its parameters may be (engine.params specs)
    scenario_keys: tuple[str, ...] = ()    # the scenario's top-level keys that are this module's
    nation_fields: tuple[Field, ...] = ()   # what the GM's hand may set of a nation (engine.rulesets.placing)
    region_fields: tuple[Field, ...] = ()
    nation_params: tuple[str, ...] = ()     # its parameters naming nations, checked when a game starts
    verbs: Mapping[str, str] = {}           # its orders' verbs for the reader by meaning: word -> verb class

    @property
    def id(self) -> str:
        return self.declaration.id

    def params_together(self, params: Mapping[str, Any]) -> list[str]:
        """Problems with several of its parameters at once, each naming them."""
        return []

    # reading, formatting and checking orders
    def order_reader(self, core: OrderReader, nation: str, names: Any) -> OrderReader | None:
        """The strict reader of one order line with this module on (`core`: the core's own); None: the core's."""
        return None

    def format_order(self, order: Order, name: Callable[[str], str]) -> str | None:
        """One of this module's orders written back as a player would type it; None: not its order."""
        return None

    def candidates(self, state: EiaState, board: Board, nation: str, allowed: Callable[[Order], bool],
                   said: Callable[[Order], str]) -> Sequence[Candidate]:
        """This module's orders the nation may give now, for the reader by meaning (engine.words.meaning):
        each one `allowed` on its own, written as `said` writes it."""
        return ()

    def sheet_state(self, sheet: OrderSheet, state: EiaState, board: Board, rejections: Rejections) -> EiaState:
        """The state a sheet's orders are checked against (pieces the sheet itself forms)."""
        return state

    def check_order(self, order: Order, state: EiaState, board: Board) -> None:
        """Refuse (NotAllowed) one of this module's orders given in the wrong step or shape."""

    def check_move(self, order: Order, state: EiaState) -> None:
        """Refuse a core move this module forbids, once the core knows it is the mover's step."""

    def check_late(self, order: Order, state: EiaState, board: Board) -> None:
        """Refuse an order after the core's own checks of it."""

    def check_as_step_would(self, order: Order, state: EiaState, board: Board) -> None:
        """Refuse what the step itself would refuse whatever the others order and the dice say."""

    def breaks_enforced_peace(self, state: EiaState, nation: str, other: str) -> bool:
        """Whether `nation` may declare war on `other` although an enforced peace binds them."""
        return False

    # the scenario's opening
    def opening_pieces(self, state: EiaState, board: Board, corps: list[Corps]) -> list[Corps]:
        return corps

    def opening_state(self, scenario: Mapping[str, Any], base: GameState) -> Any:
        """The module's own state (its slot's) at the opening, from its part of the scenario; None: none."""
        return None

    # each step's phases (resolve.py)
    def step_begins(self, w: Work) -> None: ...

    def political(self, w: Work, board: Board, orders: list[Any]) -> None: ...

    def economic(self, w: Work, board: Board, orders: list[Any]) -> None: ...

    def naval_begins(self, w: Work, board: Board, nation: str, orders: list[Any]) -> None: ...

    def naval_moved(self, w: Work, board: Board, nation: str, orders: list[Any]) -> None: ...

    def naval_ends(self, w: Work, board: Board, nation: str) -> None: ...

    def step_ends(self, w: Work, board: Board) -> None: ...

    def month_ends(self, w: Work, board: Board) -> None:
        """The month's last step was played (a month without an economic step)."""

    # the choices EiA leaves to players (choices.py)
    def procedure(self, w: Work, choice: Choice[T]) -> Callable[[], T] | None:
        """The standing procedure that settles `choice` (the core runs it and records its rolls);
        None: the module has none, and the player is asked unless another module settles it."""
        return None

    def land_moved(self, w: Work, board: Board, mover: str, entered: Sequence[str]) -> Sequence[str]:
        """After a land movement step (`entered`: the areas the mover's corps entered): the steps to
        insert after this one."""
        return ()

    # combat moments
    def leaves_port(self, w: Work, i: int) -> bool:
        """Whether fleet `i`, in port, sails this move."""
        return True

    def room_aboard(self, w: Work, carrier: Fleet, c: int) -> bool:
        """Whether corps `c` fits aboard `carrier`."""
        return True

    def fighting_as_one(self, w: Work, enemies: list[Fleet]) -> list[Fleet]:
        return enemies

    def battle_notes(self, w: Work, board: Board, own: Sequence[Fleet], enemies: Sequence[Fleet], sea: str) -> str:
        """Words added to the question that asks the GM for a sea battle's result."""
        return ""

    def battle_chart(self, w: Work, own: Sequence[Fleet], enemies: Sequence[Fleet]) -> str:
        """The chart the GM reads a sea battle's result from, after every module's notes."""
        return ""

    def after_sea_battle(self, w: Work, board: Board, winner: str, winners_losses: int, losers_losses: int,
                         sea: str) -> None: ...

    def battle_goes_on(self, w: Work, board: Board, attacker: str, defender: str, area: str, base: str,
                       retreat: Callable[[], None]) -> bool:
        """Whether a land combat is fought (False: the module settled it)."""
        return True

    def field_decided(self, w: Work, board: Board, area: str, winners: set[str], losers: set[str]) -> None: ...

    def defeated(self, w: Work, board: Board, where: str, losers: set[str], what: str) -> None: ...

    # reports
    def public_sections(self, doc: Document, state: EiaState, board: Board) -> None: ...

    def private_sections(self, doc: Document, state: EiaState, nation: str, board: Board) -> None: ...

    def corps_note(self, state: EiaState, c: Corps) -> str:
        """Words after a corps in its nation's report."""
        return ""

    # the GM's hand
    def nation_values(self, state: EiaState, nation: str) -> dict[str, Any]:
        return {}

    def set_nation_value(self, state: EiaState, nation: str, key: str, value: Any) -> EiaState | None:
        """`state` with the module's field `key` set; None: not its field."""
        return None

    def region_values(self, board: Board, state: EiaState, area: str) -> dict[str, Any]:
        return {}

    def set_region_value(self, board: Board, state: EiaState, area: str, key: str, value: Any) -> EiaState | None:
        return None

    def books_changed(self, state: EiaState, nation: str, key: str, change: int) -> EiaState:
        """`state` after the GM changed a power's books by hand."""
        return state

    def written_scenario(self, state: EiaState) -> dict[str, Any]:
        """The module's part of the position written back as a scenario."""
        return {}


_INSTALLED: list[EiaModule] = []


def install(module: EiaModule) -> None:
    """Make `module` available to games that name it (after those installed before it)."""
    if any(m.id == module.id for m in _INSTALLED):
        raise BerthierError(f"module {module.id} is installed twice")
    _INSTALLED.append(module)


def uninstall(module_id: str) -> None:
    _INSTALLED[:] = [m for m in _INSTALLED if m.id != module_id]


def installed() -> tuple[EiaModule, ...]:
    return tuple(_INSTALLED)


def declarations() -> tuple[Module, ...]:
    return tuple(m.declaration for m in _INSTALLED)


def active(state: GameState) -> tuple[EiaModule, ...]:
    """The installed modules the game names, in the order they were installed."""
    named = state.params.get("modules") or ()
    return tuple(m for m in _INSTALLED if m.id in named) if named else ()


def named(state: GameState, module_id: str) -> bool:
    return module_id in (state.params.get("modules") or ())


def check_scenario_keys(scenario: Mapping[str, Any], state: GameState) -> None:
    """A scenario's part for a module the game does not name is refused, naming the key."""
    on = {m.id for m in active(state)}
    for m in _INSTALLED:
        for key in m.scenario_keys:
            if key in scenario and m.id not in on:
                raise ScenarioError(f"{key}: the game does not name module {m.id} in params.modules")
