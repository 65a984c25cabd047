"""Step 4: diplomausy between players (war, peace, alliance), trading pacts, and trade agreements
made, topped up or broken. A declaration of war breaks every agreement with the enemy, the
declarer being the breaker."""

from __future__ import annotations

from engine.rulesets.succheesion.events import PactChanged, RelationChanged, TradeBroken, TradeInvested
from engine.rulesets.succheesion.income import trade_link
from engine.rulesets.succheesion.no_change import (break_refusal, declare_refusal, invest_at_war_refusal,
                                                   leave_pact_refusal)
from engine.rulesets.succheesion.orders import BreakTrade, Declare, Invest, Pact
from engine.rulesets.succheesion.reach import invest_refusal
from engine.rulesets.succheesion.trade import break_payouts
from engine.rulesets.succheesion.work import Work
from engine.state import ALLIANCE, PEACE, WAR, with_relation


def pair(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a <= b else (b, a)


def pact_of(work: Work, nation: str) -> str | None:
    for name, members in work.pacts.items():
        if nation in members:
            return name
    return None


def declarations(work: Work, orders: list[tuple[Declare, str]]) -> dict[tuple[str, str], list[str]]:
    """War, peace and alliance; returns the trade agreements that declarations of war break, with
    their breakers (both nations when each declared war on the other: seed 004, "If both sides
    break the agreement simultaneously, they both receive one quarter")."""
    broken: dict[tuple[str, str], list[str]] = {}
    for o, _ in orders:
        trade = pair(o.nation, o.target)
        if o.status == WAR and trade in work.trades and not work.at_war(o.nation, o.target) \
                and o.nation not in broken.setdefault(trade, []):
            broken[trade].append(o.nation)
    asked = {(o.nation, o.target, o.status) for o, _ in orders}
    done: set[tuple[tuple[str, str], str]] = set()
    for o, text in orders:
        key = (pair(o.nation, o.target), o.status)
        same = declare_refusal(o.nation, o.target, o.status, work.start.status(o.nation, o.target))
        if same:
            work.fail(o.nation, text, same)
            continue
        if key in done or work.rel.status(o.nation, o.target) == o.status:
            continue
        if o.status != WAR and (o.target, o.nation, o.status) not in asked:
            work.fail(o.nation, text, f"{o.status} needs {o.target}'s order too; {o.target} did not give it")
            continue
        done.add(key)
        work.rel = with_relation(work.rel, o.nation, o.target, o.status, work.start.turn + 1)
        work.emit(RelationChanged(nations=key[0], status=o.status, by=o.nation if o.status == WAR else ""))
    return {k: v for k, v in broken.items() if v}


def break_trade(work: Work, nations: tuple[str, str], breakers: tuple[str, ...]) -> None:
    invested = work.trades.pop(nations)
    both = len(breakers) == 2
    breaker_gets, other_gets, lost = break_payouts(invested, both)
    payouts = tuple((n, breaker_gets if n in breakers else other_gets) for n in nations)
    for n, amount in payouts:
        work.treasury[n] += amount
    work.emit(TradeBroken(nations=nations, breakers=breakers, invested=invested, payouts=payouts, lost=lost))


def pacts(work: Work, orders: list[tuple[Pact, str]]) -> None:
    for o, text in orders:
        current = pact_of(work, o.nation)
        if o.leave:
            if current != o.name:
                work.fail(o.nation, text, leave_pact_refusal(o.nation, o.name, work.pacts.get(o.name)) or "")
                continue
            work.pacts[o.name] = tuple(m for m in work.pacts[o.name] if m != o.nation)
        else:
            if current is not None:
                work.fail(o.nation, text, f"{o.nation} is already in the pact {current}; leave it first")
                continue
            members = set(work.pacts.get(o.name, ()))
            outside = [b if a == o.nation else a for a, b in work.trades if o.nation in (a, b)
                       and (b if a == o.nation else a) not in members]
            if outside:
                work.fail(o.nation, text, f"{o.nation} trades with {', '.join(sorted(outside))}, outside the pact "
                                          f"{o.name}: a pact's members trade only with members")
                continue
            work.pacts[o.name] = tuple(sorted(members | {o.nation}, key=work.rank.__getitem__))
        work.emit(PactChanged(nation=o.nation, pact=o.name, joined=not o.leave))


def breaks(work: Work, orders: list[tuple[BreakTrade, str]],
           by_war: dict[tuple[str, str], list[str]] | None = None) -> None:
    """Agreements broken by order or by a declaration of war (`by_war`) this turn; a nation that
    broke it either way is a breaker, and when both did, both get the quarter."""
    by_pair: dict[tuple[str, str], list[str]] = {k: list(v) for k, v in (by_war or {}).items()}
    for o, text in orders:
        key = pair(o.nation, o.partner)
        if key not in work.trades:
            work.fail(o.nation, text, break_refusal(o.nation, o.partner, work.trades) or "")
            continue
        by_pair.setdefault(key, [])
        if o.nation not in by_pair[key]:
            by_pair[key].append(o.nation)
    for key, breakers in sorted(by_pair.items()):
        break_trade(work, key, tuple(sorted(breakers, key=work.rank.__getitem__)))


def investments(work: Work, orders: list[tuple[Invest, str]]) -> None:
    limit = work.params["trade_invest_max"] * 100
    asked = {(o.nation, o.partner) for o, _ in orders}
    index = work.index()
    given: dict[tuple[str, str], int] = {}
    for o, text in orders:
        key = pair(o.nation, o.partner)
        new = key not in work.trades
        too_much = invest_refusal(work.params, o.amount, given.get((o.nation, o.partner), 0))
        if too_much:
            work.fail(o.nation, text, too_much)
            continue
        if work.at_war(o.nation, o.partner):
            work.fail(o.nation, text, invest_at_war_refusal(o.nation, o.partner, True, False) or "")
            continue
        if new:
            if (o.partner, o.nation) not in asked:
                work.fail(o.nation, text, f"a trade agreement needs both nations' orders in the same turn; "
                                          f"{o.partner} gave none")
                continue
            pa, pb = pact_of(work, o.nation), pact_of(work, o.partner)
            if pa != pb and (pa or pb):
                work.fail(o.nation, text, f"members of a trading pact trade only with members "
                                          f"({o.nation}: {pa or 'no pact'}, {o.partner}: {pb or 'no pact'})")
                continue
            why = trade_link(work, o.nation, o.partner, index)
            if why:
                work.fail(o.nation, text, f"{o.nation} and {o.partner} cannot trade: {why}")
                continue
        if work.treasury[o.nation] < o.amount:
            work.fail(o.nation, text, "not enough cheese")
            continue
        work.treasury[o.nation] -= o.amount
        work.trades[key] = work.trades.get(key, 0) + o.amount
        given[(o.nation, o.partner)] = given.get((o.nation, o.partner), 0) + o.amount
        work.emit(TradeInvested(nation=o.nation, partner=o.partner, amount=o.amount, invested=work.trades[key],
                                new=new, public=new, private_to=key))


__all__ = ["ALLIANCE", "PEACE", "WAR", "breaks", "declarations", "investments", "pacts"]
