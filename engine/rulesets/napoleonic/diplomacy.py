"""Phase 1 and 2 of a season: war, peace, alliances and their breaking; gifts, province trades
and strait permissions between nations."""

from __future__ import annotations

from collections import deque

from engine.rulesets.napoleonic.events import (
    CorpsSentHome, GoldGiven, OrderFailed, ProposalUnanswered, ProvinceCeded, RelationChanged, StraitPermitted)
from engine.rulesets.napoleonic.orders import (
    Accept, Alliance, BreakAlliance, Cede, DeclareWar, Gift, Peace, Permit)
from engine.rulesets.napoleonic.refusals import strait_refusal, war_refusal
from engine.rulesets.napoleonic.units import Corps
from engine.rulesets.napoleonic.work import Work
from engine.state import ALLIANCE, PEACE, WAR


def _of(orders, cls):
    return [o for o in orders if isinstance(o, cls)]


def apply_diplomacy(work: Work, orders: list, text_of) -> None:
    """Breaks first, then declarations of war, then treaties that need both nations' orders."""
    for o in _of(orders, BreakAlliance):
        if not work.allied(o.nation, o.target):
            work.emit(OrderFailed(nation=o.nation, order=text_of(o), reason=f"{o.nation} is not allied to {o.target}",
                                  public=False, private_to=(o.nation,)))
            continue
        work.set_relation(o.nation, o.target, PEACE, broken_on=work.turn)
        work.emit(RelationChanged(nations=_pair(o.nation, o.target), status="broken", by=(o.nation,)))
        _send_home(work, o.nation, o.target)
        _send_home(work, o.target, o.nation)
    for o in _of(orders, DeclareWar):
        rel = work.relations.relation(o.nation, o.target)
        reason = war_refusal(o.nation, o.target, rel.status, rel.broken_on, work.turn)
        if reason:
            work.emit(OrderFailed(nation=o.nation, order=text_of(o), reason=reason, public=False,
                                  private_to=(o.nation,)))
            continue
        work.set_relation(o.nation, o.target, WAR)
        work.emit(RelationChanged(nations=_pair(o.nation, o.target), status="war", by=(o.nation,)))
    _treaties(work, _of(orders, Peace), PEACE, lambda a, b: work.at_war(a, b), "they are not at war", text_of)
    _treaties(work, _of(orders, Alliance), ALLIANCE,
              lambda a, b: not work.allied(a, b) and work.relations.relation(a, b).broken_on != work.turn,
              "they are already allied, or broke their alliance this turn", text_of)


def _pair(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a <= b else (b, a)


def _treaties(work: Work, orders, status: str, allowed, why_not: str, text_of) -> None:
    wanted = {(o.nation, o.target): o for o in orders}
    done = set()
    for (a, b), o in wanted.items():
        pair = _pair(a, b)
        if pair in done:
            continue
        if (b, a) not in wanted:
            work.emit(ProposalUnanswered(nation=a, target=b, kind=status, public=False, private_to=(a, b)))
            continue
        done.add(pair)
        if not allowed(a, b):
            for n in pair:
                work.emit(OrderFailed(nation=n, order=text_of(wanted[(n, pair[0] if n == pair[1] else pair[1])]),
                                      reason=why_not, public=False, private_to=(n,)))
            continue
        work.set_relation(a, b, status)
        work.emit(RelationChanged(nations=pair, status=status, by=pair))


def _send_home(work: Work, nation: str, host: str) -> None:
    """A broken alliance: `nation`'s corps in `host`'s provinces go to their nearest own province."""
    for c in list(work.corps.values()):
        if c.nation != nation or work.owners.get(c.at) != host:
            continue
        target = nearest_own_province(work, nation, c.at)
        if target is None:
            work.remove(c)
        else:
            work.put(Corps(**{**_fields(c), "at": target}))
        work.emit(CorpsSentHome(nation=nation, corps=c.letter, origin=c.at, to=target))


def _fields(c: Corps) -> dict:
    return {f: getattr(c, f) for f in c.__struct_fields__}


def nearest_own_province(work: Work, nation: str, start: str) -> str | None:
    seen = {start}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for nxt in work.board.adjacent[here]:
            if nxt in seen:
                continue
            seen.add(nxt)
            if work.owners.get(nxt) == nation:
                return nxt
            queue.append(nxt)
    return None


def apply_exchanges(work: Work, orders: list, text_of, controllers) -> set[tuple[str, str, str]]:
    """Gifts, province trades and strait permissions; returns the permissions granted."""
    def fail(o, reason):
        work.emit(OrderFailed(nation=o.nation, order=text_of(o), reason=reason, public=False,
                              private_to=(o.nation,)))

    for o in _of(orders, Gift):
        if not work.allied(o.nation, o.target):
            fail(o, f"gold may only be given to an ally, and {o.target} is not allied to {o.nation}")
        elif not work.pay(o.nation, o.amount):
            fail(o, f"the treasury holds {work.treasury[o.nation]} gold, not {o.amount}")
        else:
            work.treasury[o.target] += o.amount
            work.emit(GoldGiven(giver=o.nation, receiver=o.target, amount=o.amount))
    accepts = {(o.giver, o.nation, o.province) for o in _of(orders, Accept)}
    ceded = set()
    for o in _of(orders, Cede):
        key = (o.nation, o.to, o.province)
        if key not in accepts:
            work.emit(ProposalUnanswered(nation=o.nation, target=o.to, kind="cede", public=False,
                                         private_to=(o.nation, o.to)))
        elif not work.allied(o.nation, o.to):
            fail(o, f"provinces may only be traded between allies, and {o.to} is not allied to {o.nation}")
        elif work.owners.get(o.province) != o.nation:
            fail(o, f"{o.nation} does not own {work.board.name(o.province)}")
        else:
            work.owners[o.province] = o.to
            ceded.add(key)
            work.emit(ProvinceCeded(giver=o.nation, receiver=o.to, province=o.province))
    for o in _of(orders, Accept):
        if (o.giver, o.nation, o.province) not in ceded and (o.giver, o.nation, o.province) not in {
                (c.nation, c.to, c.province) for c in _of(orders, Cede)}:
            work.emit(ProposalUnanswered(nation=o.nation, target=o.giver, kind="accept", public=False,
                                         private_to=(o.nation, o.giver)))
    permits = set()
    for o in _of(orders, Permit):
        why = strait_refusal(o.nation, controllers(o.sea), work.board.name(o.sea))
        if why:
            fail(o, why)
            continue
        permits.add((o.nation, o.target, o.sea))
        work.emit(StraitPermitted(nation=o.nation, target=o.target, sea=o.sea))
    return permits
