"""Replacing players (seed 002, 19.2): a leaving player's power becomes an uncontrolled major power,
active until the next control step; a new player takes over at the next economic step; alliances
he inherits stay locked until three months after the month he takes control. The bookkeeping is
the core's (`engine/rulesets/eia/control.py`); these are the seed's answers to its choices."""

from __future__ import annotations

import msgspec

from engine.rulesets.eia import control as core
from engine.rulesets.eia.calendar import is_economic_month
from engine.rulesets.eia.control import Control, may_break_alliance

__all__ = ["ALLIANCE_LOCK_MONTHS", "Control", "alliance_lock_until", "may_break_alliance", "next_economic_month",
           "player_leaves", "replacement_found", "take_over"]

ALLIANCE_LOCK_MONTHS = 3
UMP_ACTIVE = True       # 19.2.1: "always active until the next control step"


def next_economic_month(month: int, economic_months: tuple[int, ...] = (3, 6, 9, 12),
                        step_is_before_economic: bool = True) -> int:
    """The month whose economic step comes next: this month's if it has one still to come."""
    m = month if step_is_before_economic else month + 1
    while not is_economic_month(m, economic_months):
        m += 1
    return m


def alliance_lock_until(takeover_month: int, lock_months: int = ALLIANCE_LOCK_MONTHS) -> int:
    """19.2.2: the first month an inherited alliance may be broken (takeover in June 1806 -> September 1806)."""
    return core.alliance_lock_until(takeover_month, lock_months)


def player_leaves(control: Control, player: str, new_controller: str | None) -> Control:
    """19.2.1: the power becomes an UMP once its last player leaves; the control step held at once
    (the GM's decision, 14.3.1) gives it to `new_controller`, always active until the next control step."""
    new = core.without_player(control, player)
    if new.players:
        return new
    return msgspec.structs.replace(new, ump_controller=new_controller, active=UMP_ACTIVE)


def replacement_found(control: Control, player: str, month: int,
                      economic_months: tuple[int, ...] = (3, 6, 9, 12)) -> Control:
    """19.2.2: the new player takes control at the beginning of the next economic phase."""
    return core.replacement_coming(control, player, next_economic_month(month, economic_months))


def take_over(control: Control, month: int, allies: tuple[str, ...],
              lock_months: int = ALLIANCE_LOCK_MONTHS) -> tuple[Control, dict[str, int]]:
    """At the economic step of `control.takes_over`: the incoming players take control; each
    alliance they inherit is locked until `alliance_lock_until`. Returns the control and the locks."""
    return core.take_over(control, month, allies, lock_months)
