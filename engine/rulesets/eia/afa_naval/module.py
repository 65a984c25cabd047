"""Module afa_naval as the eia core sees it: one `EiaModule` whose hooks hand each moment of the
month to the module's own code (hooks*.py beside it)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import msgspec

from engine.board import Board
from engine.errors import BerthierError, ScenarioError
from engine.order_sheet import Order, OrderSheet, Rejections
from engine.reports.document import Document
from engine.rulesets.eia.afa_naval import gm_yards, hooks_break, hooks_check, political_orders
from engine.rulesets.eia.afa_naval import param_specs as specs
from engine.rulesets.eia.afa_naval import hooks as afa
from engine.rulesets.eia.afa_naval import hooks_pol as afapol
from engine.rulesets.eia.afa_naval import hooks_sea as afa_sea
from engine.rulesets.eia.afa_naval import orders as afa_orders
from engine.rulesets.eia.afa_naval import reports as afa_reports
from engine.rulesets.eia.afa_naval import state as afa_state
from engine.rulesets.eia.afa_naval.declaration import AFA_NAVAL
from engine.rulesets.eia.afa_naval.state import AFA_STATE
from engine.rulesets.eia.afa_naval.politics import casus_belli_key, record
from engine.rulesets.eia.modules import EiaModule, OrderReader, named
from engine.rulesets.eia.orders import MoveFleet
from engine.rulesets.eia.state import EiaState
from engine.rulesets.eia.units import Corps, Fleet
from engine.rulesets.eia.work import Work
from engine.state import GameState

if TYPE_CHECKING:
    from engine.words.meaning import Candidate

GM_REASON = "set by the GM's hand"
# the books' figures as the ledger names them; the incomes are rates, not entries
LEDGER_POINTS = {"money": "money", "manpower": "manpower", "political_points": "political",
                 "victory_points": "victory"}


class AfaNaval(EiaModule):
    declaration = AFA_NAVAL
    has_squadrons = True
    scenario_keys = ("afa",)
    slot = AFA_STATE
    param_specs = specs.SPECS
    nation_params = ("no_honors_at_home",)
    # its orders' verbs for the reader by meaning (afa_naval/meaning.py), each to its class
    verbs = {"repair": "repair", "repairs": "repair", "refit": "repair", "refits": "repair", "stores": "stores",
             "stock": "stores", "stocks": "stores", "lend": "give", "lends": "give", "loan": "give", "loans": "give"}

    def params_together(self, params: Mapping[str, Any]) -> list[str]:
        return specs.usable_together(params)
    nation_fields = gm_yards.NATION_FIELDS
    region_fields = gm_yards.REGION_FIELDS

    def order_reader(self, core: OrderReader, nation: str, names: Any) -> OrderReader | None:
        def strict(raw: str) -> Order | None:
            return (afa_orders.parse_line(raw, nation, names.nation, names.region)
                    or afa_orders.parse_squadron(raw, nation)
                    or political_orders.parse_line(raw, nation, names) or squadron_move(raw))

        def squadron_move(raw: str) -> Order | None:
            """`squadron NAME: AREA - AREA` is a fleet move of the squadron of that name."""
            line = raw.lstrip()
            if not line[:9].casefold() == "squadron ":
                return core(raw)
            order = core("fleet " + line[9:])
            return msgspec.structs.replace(order, squadron=True) if isinstance(order, MoveFleet) else order
        return strict

    def candidates(self, state: EiaState, board: Board, nation: str, allowed: Callable[[Order], bool],
                   said: Callable[[Order], str]) -> Sequence[Candidate]:
        from engine.rulesets.eia.afa_naval import meaning     # the reader's, loaded when orders are read
        return tuple(meaning.candidates(state, board, nation, allowed, said))

    def format_order(self, order: Order, name: Callable[[str], str]) -> str | None:
        if isinstance(order, afa_orders.AfaOrder | afa_orders.SeaOrder):
            return afa_orders.format_order(order)
        if isinstance(order, political_orders.PoliticalOrder):
            return political_orders.format_order(order, name)
        if isinstance(order, afa_orders.FleetOrder):
            return afa_orders.format_fleet_order(order, name)
        return None

    def sheet_state(self, sheet: OrderSheet, state: EiaState, board: Board, rejections: Rejections) -> EiaState:
        return afa_sea.formed(sheet, state, board, rejections)

    def check_order(self, order: Order, state: EiaState, board: Board) -> None:
        hooks_check.check_order(order, state, board)

    def check_move(self, order: Order, state: EiaState) -> None:
        afapol.check_move(order, state)

    def check_late(self, order: Order, state: EiaState, board: Board) -> None:
        afa_sea.check(order, state, board)

    def check_as_step_would(self, order: Order, state: EiaState, board: Board) -> None:
        hooks_check.check_as_step_would(order, state, board)

    def breaks_enforced_peace(self, state: EiaState, nation: str, other: str) -> bool:
        """Adaptation 5: "reasons why the enforced peace may be broken ... only with the approval of the
        instructor": a casus belli the GM approved."""
        return any(a.key == casus_belli_key(nation, other) and a.answer == "approved" for a in state.answered)

    def opening_pieces(self, state: EiaState, board: Board, corps: list[Corps]) -> list[Corps]:
        return afapol.opening_pieces(state, board, corps)

    def opening_state(self, scenario: Mapping[str, Any], base: GameState) -> afa_state.AfaState:
        """The yards, ledger and the rest (`afa`, as `berthier` writes a position), else the opening's."""
        if "afa" not in scenario:
            return afa_state.opening()
        try:
            return AFA_STATE.read(scenario["afa"])
        except msgspec.ValidationError as e:
            raise ScenarioError(f"afa: {e}") from None

    def step_begins(self, w: Work) -> None:
        AFA_STATE.set(w, afa.afa_state(w.state))

    def political(self, w: Work, board: Board, orders: list[Any]) -> None:
        afapol.political(w, board, orders)

    def economic(self, w: Work, board: Board, orders: list[Any]) -> None:
        afapol.economic(w)
        afa.month_passes(w, board)
        afa.economic(w, board, orders)

    def naval_begins(self, w: Work, board: Board, nation: str, orders: list[Any]) -> None:
        afa_sea.naval_step_begins(w, nation, orders)

    def naval_moved(self, w: Work, board: Board, nation: str, orders: list[Any]) -> None:
        hooks_break.naval(w, board, nation, orders)

    def naval_ends(self, w: Work, board: Board, nation: str) -> None:
        afa_sea.naval_step_ends(w, board, nation)

    def step_ends(self, w: Work, board: Board) -> None:
        afapol.step_end(w, board)

    def month_ends(self, w: Work, board: Board) -> None:
        afa.month_passes(w, board)

    def leaves_port(self, w: Work, i: int) -> bool:
        return afa.leaves_port(w, i)

    def room_aboard(self, w: Work, carrier: Fleet, c: int) -> bool:
        return afa_sea.room_aboard(w, carrier, c)

    def fighting_as_one(self, w: Work, enemies: list[Fleet]) -> list[Fleet]:
        return afa_sea.fighting_as_one(w, enemies)

    def battle_notes(self, w: Work, board: Board, own: Sequence[Fleet], enemies: Sequence[Fleet], sea: str) -> str:
        return afa_sea.battle_notes(w, board, own, enemies, sea)

    def after_sea_battle(self, w: Work, board: Board, winner: str, winners_losses: int, losers_losses: int,
                         sea: str) -> None:
        afa.after_battle(w, board, winner, winners_losses, losers_losses, sea)

    def battle_goes_on(self, w: Work, board: Board, attacker: str, defender: str, area: str, base: str,
                       retreat: Callable[[], None]) -> bool:
        return afapol.battle_goes_on(w, board, attacker, defender, area, base, retreat)

    def field_decided(self, w: Work, board: Board, area: str, winners: set[str], losers: set[str]) -> None:
        afapol.field_decided(w, board, area, winners, losers)

    def defeated(self, w: Work, board: Board, where: str, losers: set[str], what: str) -> None:
        afapol.defeated(w, board, where, losers, what)

    def public_sections(self, doc: Document, state: EiaState, board: Board) -> None:
        doc.section("Shipyards (announced)", afa_reports.public(AFA_STATE.of(state)), empty="No ships building.")

    def private_sections(self, doc: Document, state: EiaState, nation: str, board: Board) -> None:
        doc.section("Your yards, stores, prizes and ledger (true figures)",
                    afa_reports.private(AFA_STATE.of(state), nation, state.params, board.name), empty="Nothing building, at sea or owed.")
        doc.section("Royalty (seed 003 XVII)", afapol.royals_idle(state, state.corps, nation))

    def corps_note(self, state: EiaState, c: Corps) -> str:
        return afa_sea.aboard_note(state, c)

    def nation_values(self, state: EiaState, nation: str) -> dict[str, Any]:
        return gm_yards.nation_values(AFA_STATE.of(state), nation) if named(state, self.id) else {}

    def set_nation_value(self, state: EiaState, nation: str, key: str, value: Any) -> EiaState | None:
        if gm_yards.yard_key(key) is None:
            return None
        self._need(state, key)
        nations = {n.name.casefold(): n.name for n in state.nations}
        return AFA_STATE.put(state, gm_yards.set_yard_value(AFA_STATE.of(state), nation, key, value, state.params,
                                                                          nations))

    def region_values(self, board: Board, state: EiaState, area: str) -> dict[str, Any]:
        return gm_yards.region_values(board, AFA_STATE.of(state), area) if named(state, self.id) and board[area].is_land else {}

    def set_region_value(self, board: Board, state: EiaState, area: str, key: str, value: Any) -> EiaState | None:
        if gm_yards.yard_key(key) is None:
            return None
        self._need(state, key)
        holder = state.find_nation(str(value)).name
        return AFA_STATE.put(state, gm_yards.set_holder(board, AFA_STATE.of(state), area, key, holder))

    def _need(self, state: EiaState, key: str) -> None:
        if not named(state, self.id):
            raise BerthierError(f"{key}: yards are module {self.id}'s, which this game does not name")

    def books_changed(self, state: EiaState, nation: str, key: str, change: int) -> EiaState:
        """A book's change is a ledger entry, so the books and the ledger still agree."""
        if key not in LEDGER_POINTS or not change:
            return state
        return AFA_STATE.put(state, record(AFA_STATE.of(state), state.month, [(nation, LEDGER_POINTS[key], change)], GM_REASON))

    def written_scenario(self, state: EiaState) -> dict[str, Any]:
        return {"afa": msgspec.to_builtins(AFA_STATE.of(state))} if AFA_STATE.of(state) != afa_state.opening() else {}
