"""Seed 003's orders checked: each in its own step, and what the step itself would refuse of them
whatever the other powers order (a yard that cannot build, a loan or claim the ledger refuses)."""

from __future__ import annotations

from engine.board import Board
from engine.errors import NotAllowed
from engine.order_sheet import Order
from engine.rulesets.eia.afa_naval import building, hooks_break, politics, stores
from engine.rulesets.eia.afa_naval import hooks as afa
from engine.rulesets.eia.afa_naval import hooks_pol as afapol
from engine.rulesets.eia.afa_naval.hooks_breakouts import NOT_BOTH_IN_WEST_INDIES, return_refusal, west_indies_pair
from engine.rulesets.eia.afa_naval.orders import (
    AfaOrder, Build, CasusBelli, Deny, FleetOrder, InterceptOffMap, LayIn, Lend, Return)
from engine.rulesets.eia.afa_naval.params import merged
from engine.rulesets.eia.afa_naval.political_orders import Cede, Continental, PoliticalOrder
from engine.rulesets.eia.afa_naval.yards import site
from engine.rulesets.eia.state import EiaState
from engine.rulesets.eia.steps import StepKind


def check_order(order: Order, state: EiaState, board: Board) -> None:
    step, kind = state.current_step, state.month_step.kind
    if isinstance(order, AfaOrder) and kind is not StepKind.ECONOMIC:
        raise NotAllowed(f"it is the {step} step: ships are built, repaired and stocked, and loans and claims "
                         "made, at the economic step (seed 003)")
    if isinstance(order, PoliticalOrder) and kind is not StepKind.POLITICAL:
        raise NotAllowed(f"it is the {step} step: Poland, the Continental System, peace and cessions are "
                         "for the political step (seed 003)")
    if isinstance(order, Continental) and order.leaves and not order.by_peace:
        power = next((p for p in state.powers if p.name == order.country), None)
        if power is not None and any(end > state.month for end in power.enforced_peace.values()):
            raise NotAllowed(f"{order.country} is under enforced peace conditions and may not opt out of the "
                             "Continental System")
    if isinstance(order, FleetOrder):
        hooks_break.check(order, state, board)


def check_as_step_would(order: Order, state: EiaState, board: Board) -> None:
    books = afa.afa_state(state)
    if isinstance(order, Return):
        why = return_refusal(books, board, state.params, order)
        if why:
            raise NotAllowed(why)
    elif isinstance(order, InterceptOffMap) and west_indies_pair(books, state, state.params, order)[0] is None:
        raise NotAllowed(NOT_BOTH_IN_WEST_INDIES)
    elif isinstance(order, Build):
        building.check_order(books.yard(site(order.city).city), order.nation, order.ships, order.repair, order.buyer)
    elif isinstance(order, LayIn):
        stores.check_holder(books, order.nation, order.city)
    elif isinstance(order, Deny):
        stores.deny(books, order.source, order.to, state.params, by=order.nation,
                    sweden_denier=afa.sweden_denier(state, board))
    elif isinstance(order, Lend):     # what the lender has is known after the step's income: not its money
        politics.loan(books, state.month, order.nation, order.to, order.amount, lender_money=order.amount)
    elif isinstance(order, CasusBelli):
        politics.casus_belli(order.nation, order.against, order.reason)
    elif isinstance(order, Continental) and not order.leaves:
        afapol.check_continental(order, (), merged(state.params))   # a country may leave in the same step
    elif isinstance(order, Continental):
        power = next((p for p in state.powers if p.name == order.country), None)
        enforced = power is not None and any(end > state.month for end in power.enforced_peace.values())
        politics.continental_system_left(books, state.month, order.country, merged(state.params), order.by_peace,
                                         enforced)
    elif isinstance(order, Cede) and not state.at_war(order.nation, order.to) \
            and any(a not in state.nation(order.nation).home for a in order.areas):
        afapol.check_held(state, board, order.nation, order.areas)   # never a home province: known now
