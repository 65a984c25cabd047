"""The candidate orders of a nation's treasury, conscription and diplomacy (engine.rulesets.napoleonic.meaning):
builds of each kind where it may build, annexations, declarations, peace and alliances, gifts, province
trades and strait permissions. Each is judged by the rules' own checks (checks.static_problem, economy's
builds and annexations), never a copy. Transfers between corps are left to the grammar: the kind passed is
what a transfer is, and a sentence that names none ('Corps A transfers to corps B') must be asked, which
no candidate can demand."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from engine.rulesets.napoleonic import economy
from engine.rulesets.napoleonic.checks import static_problem
from engine.rulesets.napoleonic.events import OrderFailed
from engine.rulesets.napoleonic.movement import Positions
from engine.rulesets.napoleonic.orders import (
    Accept, Alliance, Annex, BreakAlliance, Cede, DeclareWar, Gift, Peace, Permit)
from engine.rulesets.napoleonic.units import ARTILLERY, CAVALRY, INFANTRY, SCOUT, SQUADRON
from engine.rulesets.napoleonic.work import Work
from engine.rulesets.napoleonic.writing import KIND_NAMES, format_order
from engine.words.meaning import Candidate

_DIVISIONS = (INFANTRY, CAVALRY, ARTILLERY, SCOUT)
_DIVISION = "division"          # the word for what is built or passed ('one infantry division')
_DIPLOMACY = ((DeclareWar, "war"), (Peace, "peace"), (Alliance, "ally"), (BreakAlliance, "break"))


def economy_candidates(work: Work, pos: Positions, nation: str, winter: bool) -> list[Candidate]:
    """Builds of each kind in each place the nation may build (as many as the year's conscription leaves,
    squadrons as many as the treasury pays for, one at least), and Winter's annexations."""
    out: list[Candidate] = []
    name = work.board.name
    left = economy.conscription_limit(work, nation) - work.counters[nation].get(economy.CONSCRIPTED, 0)
    if left > 0:
        out += [Candidate(f"build {{n}} {KIND_NAMES[kind]} in {name(p)}", "build", target=p, most=left,
                          kinds=(kind, _DIVISION))
                for p in sorted(economy.build_provinces(work, nation)) for kind in _DIVISIONS]
    ships = max(1, work.treasury[nation] // max(1, economy.squadron_cost(work, nation)))
    out += [Candidate(f"build {{n}} squadrons in {name(sea)}", "build", target=sea, most=ships, kinds=(SQUADRON,))
            for sea in sorted(economy.build_seas(work, nation))]
    if winter:
        held = sorted({c.at for c in work.corps.values() if c.nation == nation})
        for p in held:
            annex = Annex(nation=nation, province=p)
            if static_problem(annex, work, set()) is None and _carried_out(work, economy.annex, annex):
                out.append(Candidate(format_order(annex, work.board), "annex", target=p))
    return out


def diplomacy_candidates(work: Work, pos: Positions, nation: str) -> list[Candidate]:
    """War, peace, alliances and their breaking, gold to allies, provinces ceded to allies and accepted
    from them (only an ally may cede one), and leave to cross the straits the nation controls."""
    board = work.board
    others = [n.name for n in work.start.nations if n.name != nation]
    out: list[Candidate] = []

    def offer(orders: Iterable, verb: str, make: Callable[..., Candidate] | None = None) -> None:
        for o in orders:
            if static_problem(o, work, set()) is None:
                out.append(make(o) if make else Candidate(format_order(o, board), verb, nations=(o.target,)))

    for kind, verb in _DIPLOMACY:
        offer((kind(nation=nation, target=other) for other in others), verb)
    gold = max(1, work.treasury[nation])
    offer((Gift(nation=nation, target=other, amount=1) for other in others), "give",
          lambda o: Candidate(f"give {{n}} gold to {o.target}", "give", nations=(o.target,), most=gold))
    own = sorted(p for p, owner in work.owners.items() if owner == nation)
    offer((Cede(nation=nation, province=p, to=other) for other in others if work.allied(nation, other) for p in own),
          "give", lambda o: Candidate(format_order(o, board), "give", target=o.province, nations=(o.to,)))
    offer((Accept(nation=nation, province=p, giver=owner) for p, owner in sorted(work.owners.items())
           if owner in others and work.allied(nation, owner)), "accept",       # only an ally may cede it
          lambda o: Candidate(format_order(o, board), "accept", target=o.province, nations=(o.giver,)))
    straits = sorted({e.sea for e in board.edges() if e.sea and pos.strait_controller(e.sea)[0] == nation})
    offer((Permit(nation=nation, target=other, sea=sea) for sea in straits for other in others), "permit",
          lambda o: Candidate(format_order(o, board), "permit", target=o.sea, nations=(o.target,)))
    return out


def _carried_out(work: Work, carry_out: Callable, order) -> bool:
    """Whether the rules carry the order out on the position (tried, then undone), gold aside: a treasury is
    judged in the season, after the gold received (checks.find_problems)."""
    n = order.nation
    corps, owners, counters = dict(work.corps), dict(work.owners), dict(work.counters[n])
    events, treasury = len(work.events), work.treasury[n]
    work.treasury[n] = 10**9
    try:
        carry_out(work, order, "")
        return not any(isinstance(e, OrderFailed) for e in work.events[events:])
    finally:
        work.corps, work.owners, work.counters[n], work.treasury[n] = corps, owners, counters, treasury
        del work.events[events:]
