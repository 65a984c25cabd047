"""One land combat, refereed: seed 002's procedures around it, and the outcome (EiA's combat tables,
not in the seeds) answered by the GM: who won and the factors each side lost."""

from __future__ import annotations

import msgspec

from engine.board import Board
from engine.rulesets.eia import geography as geo
from engine.rulesets.eia import hooks_afapol as afapol
from engine.rulesets.eia.decisions import Decision, pair
from engine.rulesets.eia.events import Changed
from engine.rulesets.eia.sop import interruptions as ask
from engine.rulesets.eia.sop import land as sop
from engine.rulesets.eia.units import Corps
from engine.rulesets.eia.work import Work

MAX_DAYS = 3


def _idx(w: Work, area: str, test) -> list[int]:
    return [i for i, c in enumerate(w.corps) if c.at == area and test(c)]


def fight(w: Work, board: Board, attacker: str, area: str) -> None:
    place = board.name(area)
    base = f"land.{'_'.join(place.split())}"
    ours = _idx(w, area, lambda c: c.nation == attacker)
    theirs = _idx(w, area, lambda c: w.state.at_war(c.nation, attacker))
    if not ours or not theirs:
        w.events.append(Changed(nation=attacker, text=f"no combat in {place}: no enemy corps to attack there"))
        return
    defender = w.corps[theirs[0]].nation
    for i in list(theirs):
        corps = w.corps[i]
        if w.procedure("10.1.2.2.3 cossacks and freikorps", lambda: sop.retreats_before_combat(corps),
                       lambda r: f"{corps.label} {'retreats before combat' if r else 'stands'}"):
            retreat(w, board, [i], area)
            theirs.remove(i)
    outside = [i for i in theirs if not w.corps[i].in_city]
    capacity = geo.garrison_capacity(board, area)
    retire = False
    if outside:
        retire = w.procedure("7.5.1.1 defender retirement in city",
                             lambda: sop.retires_into_city(len(outside), len(ours), capacity),
                             lambda r: f"{len(outside)} {defender} corps against {len(ours)}, city room for "
                                       f"{capacity}: {'they retire into the city' if r else 'they stay in the field'}")
    if retire:
        for i in outside:
            w.corps[i] = msgspec.structs.replace(w.corps[i], in_city=True)
        siege(w, board, attacker, area, base)
        return
    if not outside:
        siege(w, board, attacker, area, base)
        return
    if not afapol.battle_goes_on(w, board, defender, area, base, lambda: retreat(w, board, theirs, area)):
        return
    field(w, board, attacker, defender, area, base, ours, theirs)


def field(w: Work, board: Board, attacker: str, defender: str, area: str, base: str,
          ours: list[int], theirs: list[int]) -> None:
    place = board.name(area)
    for side in (ours, theirs):
        _commander(w, area, [w.corps[i] for i in side])
    w.procedure("7.5.2.11 reinforcing attempts", lambda: sop.REINFORCEMENT_ALWAYS_TRIED,
                lambda r: f"{defender}'s corps in the city of {place} try to join the combat")
    chit = w.ask(ask.chit_decision(base, defender, w.standing(defender), w.params["chits"], place))
    if chit == "outflank":
        w.procedure("7.5.2.3 outflanking force", lambda: sop.outflanking_force([w.corps[i] for i in theirs], w.dice),
                    lambda f: f"{defender} outflanks with " + ", ".join(c.label for c in f))
    if any(w.corps[i].kind == "guard" for i in theirs):
        w.ask(ask.guard_decision(base, defender, 1, w.standing(defender), place))
    w.procedure("7.5.2.8 artillery", lambda: sop.ARTILLERY_ALWAYS_USED, lambda r: "artillery used before each round")
    for day in range(1, MAX_DAYS + 1):
        tag = base if day == 1 else f"{base}.day{day}"
        result = w.ask(Decision(key=f"{tag}.result", who="GM", kind="land combat",
                                question=f"the outcome of day {day} in {place} (EiA's combat tables)",
                                choices=(f"{attacker} won", f"{defender} won", "neither broke")))
        losses = w.ask(Decision(key=f"{tag}.losses", who="GM", kind="land combat",
                                question=f"factors lost in {place} on day {day}, as '{attacker}-{defender}'"))
        if result is None or losses is None:
            return
        a, d = pair(losses, f"--decide {tag}.losses", "factors")
        _lose(w, ours, a)
        _lose(w, theirs, d)
        if result != "neither broke":
            loser = theirs if result == f"{attacker} won" else ours
            afapol.field_decided(w, board, area, {w.corps[i].nation for i in (ours if loser is theirs else theirs)},
                                 {w.corps[i].nation for i in loser})
            w.procedure("7.5.2.10.2 pursuit", lambda: sop.VICTORS_ALWAYS_PURSUE,
                        lambda r: f"{result.removesuffix(' won')} pursues")
            retreat(w, board, [i for i in loser if w.corps[i].factors > 0], area)
            return
        if w.ask(ask.further_days_decision(base, defender, day, w.standing(defender), place)) != "fight":
            return


def _commander(w: Work, area: str, force: list[Corps]) -> None:
    """10.6.1.1 among leaders of different nations with the force: each is eligible by its nation's corps."""
    corps_of = {n: sum(1 for c in force if c.nation == n) for n in {c.nation for c in force}}
    leaders = {leader: corps_of[leader.nation] for leader in w.state.leaders
               if leader.at == area and leader.nation in corps_of}
    if len({leader.nation for leader in leaders}) > 1:
        w.procedure("10.6.1.1 commander", lambda: sop.commander(leaders, w.dice),
                    lambda leader: f"{leader.name} ({leader.nation}) commands")


def siege(w: Work, board: Board, attacker: str, area: str, base: str) -> None:
    inside = _idx(w, area, lambda c: c.in_city and w.state.at_war(c.nation, attacker))
    garrison = sum(g.factors for g in w.garrisons if g.city in {c["name"] for c in geo.cities(board, area)})
    factors = garrison + sum(w.corps[i].factors for i in inside)
    nation = w.corps[inside[0]].nation if inside else (w.state.owner(area) or "")
    if w.procedure("7.5.4.1.2.1 sortie", lambda: sop.sorties(factors),
                   lambda s: f"the defenders of {board.name(area)} ({factors} factors) {'sortie' if s else 'stay inside'}"):
        field(w, board, attacker, nation, area, base + ".sortie", _idx(w, area, lambda c: c.nation == attacker), inside)
        return
    breach = w.ask(Decision(key=f"{base}.breach", who="GM", kind="siege",
                            question=f"is {board.name(area)} breached (EiA's siege table)?", choices=("breached", "held")))
    if breach != "breached":
        return
    if w.procedure("7.5.4.1.2.3.1 honors of war", lambda: sop.asks_honors_of_war(nation, w.params["no_honors_of_war"]),
                   lambda h: f"{nation} {'asks for' if h else 'does not ask for'} honors of war"):
        granted = w.ask(Decision(key=f"{base}.honors", who=attacker, kind="honors of war",
                                 question=f"{attacker}: grant {nation} honors of war at {board.name(area)}?",
                                 choices=("grant", "deny")))
        if granted == "grant":
            retreat(w, board, inside, area)
            return
        if granted is None:
            return
    if w.ask(ask.surrender_decision(board.name(area), nation, w.standing(nation))) == "surrender":
        for i in inside:
            w.corps[i] = msgspec.structs.replace(w.corps[i], infantry=0, militia=0, cavalry=0, guard=0, artillery=0)
        w.events.append(Changed(nation=nation, text=f"the garrison of {board.name(area)} surrenders"))


def retreat(w: Work, board: Board, losers: list[int], area: str) -> None:
    if not losers:
        return
    nation = w.corps[losers[0]].nation
    havens = [d.at for d in w.state.depots if d.nation == nation] + [a for a in [geo.capital(board, nation)] if a]
    distance = geo.land_distances(board, havens)
    options = {a: distance.get(a, 10**6) for a in geo.land_neighbours(board, area)
               if not any(c.at == a and w.state.at_war(c.nation, nation) for c in w.corps)}
    if not options:
        w.events.append(Changed(nation=nation, text=f"the beaten corps in {board.name(area)} have nowhere to retreat"))
        return
    to = w.procedure("7.5.2.10.3 retreat", lambda: sop.retreat_area(options, w.dice),
                     lambda a: f"{', '.join(w.corps[i].label for i in losers)} retreat to {board.name(a)}")
    for i in losers:
        w.corps[i] = msgspec.structs.replace(w.corps[i], at=to, in_city=False)


FACTOR_ORDER = ("militia", "infantry", "cavalry", "artillery", "guard")


def _lose(w: Work, side: list[int], factors: int) -> None:
    """Losses taken from the largest corps first, militia before infantry, cavalry, artillery, guard."""
    for i in sorted(side, key=lambda i: (-w.corps[i].factors, w.corps[i].designation)):
        corps: Corps = w.corps[i]
        changes = {}
        for kind in FACTOR_ORDER:
            take = min(factors, getattr(corps, kind))
            changes[kind] = getattr(corps, kind) - take
            factors -= take
        w.corps[i] = msgspec.structs.replace(corps, **changes)
        if not factors:
            return
