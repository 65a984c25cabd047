"""The steps every nation plays: diplomacy and player changes (political), money and manpower and
takeovers (economic), and who controls each uncontrolled major power (UMP control)."""

from __future__ import annotations

from typing import Callable

import msgspec

from engine.errors import BerthierError
from engine.events import OrderFailed
from engine.rulesets.eia import control as ctl
from engine.rulesets.eia.bound import leaving_refusal, locked_break_refusal, player_named, war_on_ally_refusal
from engine.rulesets.eia.calendar import is_economic_month, month_name
from engine.rulesets.eia.choices import AllianceLock, TakeoverMonth, UmpActive
from engine.rulesets.eia.decisions import GM, Decision, Key
from engine.rulesets.eia.events import Changed
from engine.rulesets.eia.asking import Asking, listing, yes_no
from engine.rulesets.eia.orders import Diplomacy, PlayerChange
from engine.rulesets.eia.work import Work
from engine.state import ALLIANCE, PEACE, WAR, with_relation
from engine.words.textio import is_digits


def political(w: Work, orders: list[Diplomacy]) -> None:
    wanted = {(o.nation, o.other) for o in orders if o.action == "alliance"}
    for o in sorted(orders, key=lambda o: o.action != "break"):     # alliances are broken before wars declared
        state = w.state
        if o.action == "war":
            why = war_on_ally_refusal(o.nation, o.other, state.allied(o.nation, o.other), False)
            if why:
                w.events.append(OrderFailed(nation=o.nation, order=f"declare war on {o.other}", reason=why))
                continue
            w.state = with_relation(state, o.nation, o.other, WAR, state.month)
            w.events.append(Changed(nation=o.nation, text=f"{o.nation} declares war on {o.other}"))
        elif o.action == "alliance":
            if (o.other, o.nation) not in wanted:
                w.events.append(OrderFailed(nation=o.nation, order=f"ally with {o.other}",
                                            reason=f"{o.other} did not ally with {o.nation} in the same step"))
            elif o.nation < o.other:
                w.state = with_relation(state, o.nation, o.other, ALLIANCE, state.month)
                w.events.append(Changed(nation=o.nation, text=f"{o.nation} and {o.other} ally"))
        elif o.action == "break":
            lock = w.powers[o.nation].alliance_locks.get(o.other) if o.nation in w.powers else None
            locked = locked_break_refusal(o.other, state.month, lock)
            if locked:
                w.events.append(OrderFailed(nation=o.nation, order=f"break alliance with {o.other}", reason=locked))
            elif state.allied(o.nation, o.other):
                w.state = with_relation(state, o.nation, o.other, PEACE, state.month)
                w.events.append(Changed(nation=o.nation, text=f"{o.nation} breaks its alliance with {o.other}"))


def players(w: Work, changes: list[PlayerChange]) -> None:
    for o in changes:
        control = w.powers[o.nation].control
        if o.leaves:
            why = leaving_refusal(o.nation, o.player, control.players)
            if why:
                w.events.append(OrderFailed(nation=o.nation, order=f"player leaves: {o.player}", reason=why))
                continue
            new = ctl.without_player(control, player_named(o.nation, o.player, control.players) or o.player)
            if new.is_ump:
                active = w.choose("19.2.1 player replacement", UmpActive(), None,
                                  Asking(key=Key.of("ump", o.nation, "active").text, who=GM, choices=yes_no("active", "passive"),
                                         question=f"{o.player} leaves {o.nation}: is it an active or passive UMP "
                                                  "until the next control step?"))
                new = msgspec.structs.replace(new, ump_controller=_controller(w, o.nation), active=bool(active))
                if new.ump_controller is None or active is None:
                    continue
            w.set_power(o.nation, control=new)
            w.events.append(Changed(nation=o.nation, text=f"{o.player} leaves {o.nation}" + (
                f"; {o.nation} is {'an active' if new.active else 'a passive'} UMP controlled by {new.ump_controller} until the next control step"
                if new.is_ump else "")))
        else:
            months = w.house.economic_months
            takes = w.choose("19.2.2 player replacement", TakeoverMonth(w.state.month, months), None,
                             _takeover(w, o, months))
            if takes is None:
                continue
            new = ctl.replacement_coming(control, o.player, takes)
            w.set_power(o.nation, control=new)
            when = month_name(new.takes_over) if new.takes_over is not None else "?"
            w.events.append(Changed(nation=o.nation, text=f"{o.player} will take {o.nation} over at the "
                                                          f"economic step of {when}"))


def _controller(w: Work, nation: str) -> str | None:
    others = tuple(p for p in w.house.power_order if p != nation and p in w.powers)
    return w.ask(Decision(key=Key.of("ump", nation, "controller").text, who=GM, kind="UMP control",
                          question=f"which power controls {nation} as an UMP (14.3.1's overture rolls)?",
                          choices=others + ("none",)))


def economic(w: Work) -> None:
    for name, power in sorted(w.powers.items()):
        if power.income or power.manpower_income:
            w.set_power(name, money=power.money + power.income, manpower=power.manpower + power.manpower_income)
            w.events.append(Changed(nation=name, text=f"{name} collects {power.income} money and "
                                                      f"{power.manpower_income} manpower", public=False, private_to=(name,)))
        control = w.powers[name].control
        if control.incoming and control.takes_over is not None and control.takes_over <= w.state.month:
            allies = tuple(sorted(w.state.friends(name) - {name}))
            lock = w.choose("19.2.2 player replacement", AllianceLock(), None, Asking(
                key=Key.of("player", name, "alliance_lock").text, who=GM,
                read=_months(Key.of("player", name, "alliance_lock").text),
                question=f"for how many months may {', '.join(control.incoming)}, taking {name} over, not break the "
                         f"alliance{'s' if len(allies) > 1 else ''} with {listing(allies)} they inherit (0: no lock)?")) if allies else 0
            if lock is None:
                continue
            new, locks = ctl.take_over(control, w.state.month, allies, lock)
            w.set_power(name, control=new, alliance_locks={**w.powers[name].alliance_locks, **locks})
            w.events.append(Changed(nation=name, text=f"{listing(list(new.players))} take{'s' if len(new.players) == 1 else ''} "
                                                      f"{name} over" + "".join(
                f"; the alliance with {a} cannot be broken before {month_name(m)}" for a, m in locks.items())))


def ump_control(w: Work) -> None:
    for name, power in sorted(w.powers.items()):
        if not power.control.is_ump:
            continue
        who = _controller(w, name)
        if who is None:
            continue
        active = w.ask(Decision(key=Key.of("ump", name, "active").text, who=GM, kind="UMP control",
                                question=f"is {name} an active or passive UMP (highest overture roll 10 or more)?",
                                choices=("active", "passive")))
        if active is None:
            continue
        control = msgspec.structs.replace(power.control, ump_controller=None if who == "none" else who,
                                          active=active == "active")
        w.set_power(name, control=control)
        w.events.append(Changed(nation=name, text=f"{name} is a {active} UMP" + (f" of {who}" if who != "none" else "")))


def _takeover(w: Work, o: PlayerChange, economic_months: tuple[int, ...]) -> Asking[int]:
    """19.2.2 without eia_sop: the GM says at which economic step of the coming year the player takes over."""
    months = [m for m in range(w.state.month, w.state.month + 12) if is_economic_month(m, economic_months)]
    return Asking(key=Key.of("player", o.nation, "takes_over").text, who=GM,
                  choices={f"the economic step of {month_name(m)}": m for m in months},
                  question=f"when does {o.player} take {o.nation} over?")


def _months(key: str) -> Callable[[str], int]:
    def read(text: str) -> int:
        if not is_digits(text) or len(text) > 3:
            raise BerthierError(f"--decide {key}={text!r}: not understood; write a number of months (0: no lock)")
        return int(text)
    return read
