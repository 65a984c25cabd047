"""Who runs a major power: its players, or as an uncontrolled major power (UMP) another nation; and
how it changes hands when players leave and replacements take over (19.2), whoever settles when."""

from __future__ import annotations

import msgspec


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


def without_player(control: Control, player: str) -> Control:
    """19.2.1: the power's players once `player` leaves (none left: it is an UMP, whose controller
    and activity the control step held at once decides)."""
    return msgspec.structs.replace(control, players=tuple(p for p in control.players if p != player))


def replacement_coming(control: Control, player: str, takes_over: int) -> Control:
    """19.2.2: a replacement player waits to take control at the economic step of month `takes_over`."""
    return msgspec.structs.replace(control, incoming=control.incoming + (player,), takes_over=takes_over)


def alliance_lock_until(takeover_month: int, lock_months: int) -> int:
    """19.2.2: the first month an inherited alliance may be broken (takeover in June 1806, three
    months' lock -> September 1806)."""
    return takeover_month + lock_months


def may_break_alliance(month: int, locked_until: int | None) -> bool:
    return locked_until is None or month >= locked_until


def take_over(control: Control, month: int, allies: tuple[str, ...], lock_months: int) -> tuple[Control, dict[str, int]]:
    """At the economic step of `control.takes_over`: the incoming players take control; each
    alliance they inherit is locked until `alliance_lock_until`. Returns the control and the locks."""
    if control.takes_over is None or month < control.takes_over:
        return control, {}
    new = Control(players=control.incoming)
    return new, {ally: alliance_lock_until(month, lock_months) for ally in allies}
