"""Replacing players (seed 002, 19.2): a leaving player's power becomes an uncontrolled major power,
active until the next control step; a new player takes over at the next economic step; alliances
he inherits stay locked until three months after the month he takes control."""

from __future__ import annotations

import msgspec

from engine.rulesets.eia.calendar import is_economic_month

ALLIANCE_LOCK_MONTHS = 3


def next_economic_month(month: int, economic_months: tuple[int, ...] = (3, 6, 9, 12),
                        step_is_before_economic: bool = True) -> int:
    """The month whose economic step comes next: this month's if it has one still to come."""
    m = month if step_is_before_economic else month + 1
    while not is_economic_month(m, economic_months):
        m += 1
    return m


def alliance_lock_until(takeover_month: int, lock_months: int = ALLIANCE_LOCK_MONTHS) -> int:
    """19.2.2: the first month an inherited alliance may be broken (takeover in June 1806 -> September 1806)."""
    return takeover_month + lock_months


def may_break_alliance(month: int, locked_until: int | None) -> bool:
    return locked_until is None or month >= locked_until


class Control(msgspec.Struct, frozen=True, kw_only=True):
    """Who runs a major power: its players, or (as an UMP) another nation, actively or passively."""
    players: tuple[str, ...] = ()
    ump_controller: str | None = None
    active: bool = False
    incoming: tuple[str, ...] = ()       # replacement players waiting for the economic step
    takes_over: int | None = None        # the month of that economic step

    @property
    def is_ump(self) -> bool:
        return not self.players


def player_leaves(control: Control, player: str, new_controller: str | None) -> Control:
    """19.2.1: the power becomes an UMP once its last player leaves; the control step held at once
    (the GM's decision, 14.3.1) gives it to `new_controller`, always active until the next control step."""
    players = tuple(p for p in control.players if p != player)
    if players:
        return msgspec.structs.replace(control, players=players)
    return msgspec.structs.replace(control, players=(), ump_controller=new_controller, active=True)


def replacement_found(control: Control, player: str, month: int,
                      economic_months: tuple[int, ...] = (3, 6, 9, 12)) -> Control:
    """19.2.2: the new player takes control at the beginning of the next economic phase."""
    return msgspec.structs.replace(control, incoming=control.incoming + (player,),
                                   takes_over=next_economic_month(month, economic_months))


def take_over(control: Control, month: int, allies: tuple[str, ...],
              lock_months: int = ALLIANCE_LOCK_MONTHS) -> tuple[Control, dict[str, int]]:
    """At the economic step of `control.takes_over`: the incoming players take control; each
    alliance they inherit is locked until `alliance_lock_until`. Returns the control and the locks."""
    if control.takes_over is None or month < control.takes_over:
        return control, {}
    new = Control(players=control.incoming)
    return new, {ally: alliance_lock_until(month, lock_months) for ally in allies}
