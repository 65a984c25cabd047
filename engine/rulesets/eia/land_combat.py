"""One land combat, refereed: the choices around it settled by a module's standing procedures (eia_sop:
seed 002's) or answered by the players, and the outcome (EiA's combat tables, not in the seeds)
answered by the GM: who won and the losses."""

from __future__ import annotations

from typing import Sequence

import msgspec

from engine.board import Board
from engine.rulesets.eia import geography as geo
from engine.rulesets.eia import wording as say
from engine.rulesets.eia import interruptions as ask
from engine.rulesets.eia.choices import (Artillery, Commander, HonorsAsked, LandRetreat, Outflankers, Pursuit,
                                         Reinforcing, RetireIntoCity, RetreatBeforeCombat, Sortie)
from engine.rulesets.eia.decisions import GM, Decision, Key, pair, within
from engine.rulesets.eia.events import Changed, Retreated
from engine.rulesets.eia.asking import Asking, listing, only_if, read_several, yes_no
from engine.rulesets.eia.refusals import INSURRECTION
from engine.rulesets.eia.units import Corps
from engine.rulesets.eia.work import Work

MAX_DAYS = 3


def _idx(w: Work, area: str, test) -> list[int]:
    return [i for i, c in enumerate(w.corps) if c.at == area and test(c)]


def fight(w: Work, board: Board, attacker: str, area: str, insurrection_only: bool = False) -> None:
    """The attacker's combat in `area`; in Austria's inserted insurrection step only the insurrection
    corps attack or besiege (seed 002, 10.1.4.1.4)."""
    place = board.name(area)
    base = Key.of("land", place)
    ours = _idx(w, area, lambda c: c.nation == attacker and (not insurrection_only or c.kind == INSURRECTION))
    theirs = _idx(w, area, lambda c: w.state.at_war(c.nation, attacker))
    if ours and not theirs and _enemy_garrisons(w, board, attacker, area):
        siege(w, board, attacker, area, base, ours)  # 7.5.4.1.2.1: a garrison alone is besieged too
        return
    if not ours or not theirs:
        w.events.append(Changed(nation=attacker, text=f"no combat in {place}: no enemy corps or garrison to attack there"
                                if ours else f"no combat in {place}: {attacker} has no corps there"))
        return
    defender = w.corps[theirs[0]].nation
    for i in list(theirs):
        corps = w.corps[i]
        leaves = w.choose("10.1.2.2.3 cossacks and freikorps", RetreatBeforeCombat(corps),
                          lambda r: f"{corps.label} {'retreats before combat' if r else 'stands'}",
                          Asking(key=base.at(corps.label, "before_combat").text, who=corps.nation,
                                 choices=only_if(corps.kind in ("cossack", "freikorps"), "retreat", "stand"),
                                 question=f"does {corps.label} retreat before combat in {place}?"))
        if leaves is None:
            return
        if leaves:
            retreat(w, board, [i], area)
            theirs.remove(i)
    outside = [i for i in theirs if not w.corps[i].in_city]
    capacity = geo.garrison_capacity(board, area)
    retire: bool | None = False
    if outside:
        # seed 002, 7.5.1.1: "all friendly corps in the area" and "fewer friendly corps in the area than
        # enemy corps" count those already inside the city too
        retire = w.choose("7.5.1.1 defender retirement in city",
                          RetireIntoCity(len(theirs), len(ours), capacity),
                          lambda r: f"{len(theirs)} {defender} corps against {len(ours)}, city room for "
                                    f"{capacity}: {_stays(len(outside), r)}",
                          Asking(key=base.at("retire", defender).text, who=defender,
                                 choices=only_if(len(outside) <= capacity, "retire into the city", "stay in the field"),
                                 question=f"do {defender}'s {len(outside)} corps in {place} (against {len(ours)}, "
                                          f"city room for {capacity}) retire into the city?"))
    if retire is None:
        return
    if retire:
        for i in outside:
            w.corps[i] = msgspec.structs.replace(w.corps[i], in_city=True)
        siege(w, board, attacker, area, base, ours)
        return
    if not outside:
        siege(w, board, attacker, area, base, ours)
        return
    if not all(m.battle_goes_on(w, board, attacker, defender, area, base.text, lambda: retreat(w, board, theirs, area))
               for m in w.modules):
        return
    field(w, board, attacker, defender, area, base, ours, theirs)


def field(w: Work, board: Board, attacker: str, defender: str, area: str, base: Key,
          ours: list[int], theirs: list[int], garrisons: Sequence[int] = ()) -> None:
    """A field combat; `garrisons` sortie beside the corps `theirs` and take the losses the corps cannot."""
    place = board.name(area)
    for side in (ours, theirs):
        _commander(w, area, [w.corps[i] for i in side], base, place)
    inside = any(w.corps[i].in_city for i in theirs)
    w.choose("7.5.2.11 reinforcing attempts", Reinforcing(),
             lambda r: (f"{defender}'s corps in the city of {place} {'try' if r else 'do not try'} to join the combat"
                        if inside else f"{defender} has no corps in the city of {place} to join the combat"),
             Asking(key=base.at("reinforce", defender).text, who=defender, choices=only_if(inside, "try", "do not try"),
                    question=f"do {defender}'s corps in the city of {place} try to join the combat?"))
    chit = w.ask(ask.chit_decision(base.text, defender, w.standing(defender), w.house.chits, place))
    _outflank(w, defender, theirs, base, place, chit)
    if "chit" in w.standing(attacker):       # the phasing player's own chit is his order's, never asked
        mine = w.ask(ask.chit_decision(base.text, attacker, w.standing(attacker), w.house.chits, place))
        _outflank(w, attacker, ours, base, place, mine)
    w.choose("7.5.2.8 artillery", Artillery(),
             lambda r: "artillery used before each round" if r else "artillery not used",
             Asking(key=base.at("artillery").text, who=GM, choices=yes_no("used", "not used"),
                    question=f"is artillery used before each round in {place}?"))
    for day in range(1, MAX_DAYS + 1):
        tag = base if day == 1 else base.at(f"day{day}")
        if any(w.corps[i].kind == "guard" and w.corps[i].factors for i in theirs):   # "prior to each combat round"
            w.ask(ask.guard_decision(base.text, defender, day, w.standing(defender), place))
        result = w.ask(Decision(key=tag.at("result").text, who=GM, kind="land combat",
                                question=f"the outcome of day {day} in {place} (EiA's combat tables)",
                                choices=(f"{attacker} won", f"{defender} won", "neither broke")))
        losses = w.ask(Decision(key=tag.at("losses").text, who=GM, kind="land combat",
                                question=f"factors lost in {place} on day {day}, as '{attacker}-{defender}'"))
        if result is None or losses is None:
            return
        a, d = pair(losses, f"--decide {tag}.losses", "factors")
        had = (sum(w.corps[i].factors for i in ours),
               sum(w.corps[i].factors for i in theirs) + sum(w.garrisons[n].factors for n in garrisons))
        within(f"--decide {tag}.losses={losses}", f"in {place}" + ("" if day == 1 else f" left on day {day}"),
               "factor", [(attacker, a, had[0]), (defender, d, had[1])])
        _lose(w, ours, a)
        left = _lose(w, theirs, d)
        for n in garrisons:
            taken = min(left, w.garrisons[n].factors)
            w.garrisons[n] = msgspec.structs.replace(w.garrisons[n], factors=w.garrisons[n].factors - taken)
            left -= taken
        if result != "neither broke":
            loser = theirs if result == f"{attacker} won" else ours
            for m in w.modules:
                m.field_decided(w, board, area, {w.corps[i].nation for i in (ours if loser is theirs else theirs)},
                                {w.corps[i].nation for i in loser})
            victor = result.removesuffix(" won")
            w.choose("7.5.2.10.2 pursuit", Pursuit(),
                     lambda r: f"{victor} {'pursues' if r else 'does not pursue'}",
                     Asking(key=tag.at("pursuit").text, who=victor, choices=yes_no("pursue", "do not pursue"),
                            question=f"does {victor} pursue the beaten force in {place}?"))
            retreat(w, board, [i for i in loser if w.corps[i].factors > 0], area)
            return
        if w.ask(ask.further_days_decision(base.text, defender, day, w.standing(defender), place)) != "fight":
            return


def _stays(corps: int, retire: bool) -> str:
    """7.5.1.1's outcome in words that agree with the number of corps."""
    if corps == 1:
        return "it retires into the city" if retire else "it stays in the field"
    return "they retire into the city" if retire else "they stay in the field"


def _outflank(w: Work, nation: str, side: list[int], base: Key, place: str, chit: str | None) -> None:
    """7.5.2.3: with the outflank chit, the force the player named, else the seed's guidelines."""
    if chit != "outflank" or not side or _named_outflanking_force(w, nation, side, place):
        return
    force = {w.corps[i].designation: w.corps[i] for i in side}
    outflank = base.at("outflank", nation).text
    w.choose("7.5.2.3 outflanking force", Outflankers([w.corps[i] for i in side]),
             lambda f: f"{nation} outflanks with {listing([c.label for c in f])}" if f
             else f"{nation} has no regular infantry or cavalry corps for the guidelines to outflank with",
             Asking(key=outflank, who=nation, read=read_several(outflank, force, "corps"),
                    question=f"which of {nation}'s corps {listing(list(force))} outflank in {place} "
                             "(their names, separated by commas)?"))


def _named_outflanking_force(w: Work, nation: str, force: list[int], place: str) -> bool:
    """7.5.2.3: the outflanking force the player's order names (those of its corps in this battle); False,
    said in the report, when the order names none of them, and the seed's guidelines then choose."""
    named = [n.strip() for n in w.standing(nation).get("outflanking force", "").split(",") if n.strip()]
    if not named:
        return False
    present = [w.corps[i] for i in force if w.corps[i].designation.casefold() in {n.casefold() for n in named}]
    here = {c.designation.casefold() for c in present}
    away = [n for n in named if n.casefold() not in here]
    elsewhere = (f" ({listing([f'corps {n}' for n in away])}, named too, {'is' if len(away) == 1 else 'are'} not "
                 "in this battle)") if away else ""
    if not present:
        w.events.append(Changed(nation=nation, text=f"none of the corps of {nation}'s outflanking order fights in "
                                f"{place}{elsewhere}: the force is chosen as if none were named (7.5.2.3)"))
        return False
    w.events.append(Changed(nation=nation, text=f"{nation} outflanks in {place} with "
                            f"{listing([c.label for c in present])}, as ordered{elsewhere}"))
    return True


def _commander(w: Work, area: str, force: list[Corps], base: Key, place: str) -> None:
    """10.6.1.1 among leaders of different nations with the force: each is eligible by its nation's corps."""
    corps_of = {n: sum(1 for c in force if c.nation == n) for n in {c.nation for c in force}}
    leaders = {leader: corps_of[leader.nation] for leader in w.state.leaders
               if leader.at == area and leader.nation in corps_of}
    if len({leader.nation for leader in leaders}) > 1:
        most = max(leaders.values())
        eligible = {leader.name: leader for leader, corps in sorted(leaders.items(), key=lambda x: x[0].name)
                    if corps == most}
        w.choose("10.6.1.1 commander", Commander(leaders),
                 lambda leader: f"{leader.name} ({leader.nation}) commands",
                 Asking(key=base.at("commander", "_".join(sorted(corps_of))).text, who=GM, choices=eligible,
                        question=f"which of {listing(list(eligible))} commands the force of "
                                 f"{listing(sorted(corps_of))} in {place}?"))


def _enemy_garrisons(w: Work, board: Board, attacker: str, area: str) -> list[int]:
    """The garrisons of the area's cities held by the attacker's enemies (factors left)."""
    names = {c["name"] for c in geo.cities(board, area)}
    return [n for n, g in enumerate(w.garrisons) if g.city in names and g.factors and w.state.at_war(g.nation, attacker)]


def siege(w: Work, board: Board, attacker: str, area: str, base: Key, besiegers: Sequence[int] | None = None) -> None:
    inside = _idx(w, area, lambda c: c.in_city and w.state.at_war(c.nation, attacker))
    held = _enemy_garrisons(w, board, attacker, area)
    garrison = sum(w.garrisons[n].factors for n in held)
    factors = garrison + sum(w.corps[i].factors for i in inside)
    nation = (w.corps[inside[0]].nation if inside else w.garrisons[held[0]].nation if held
              else (w.state.owner(area) or ""))
    sortie = w.choose("7.5.4.1.2.1 sortie", Sortie(factors),
                      lambda s: f"the defenders of {board.name(area)} ({factors} factor{'' if factors == 1 else 's'}) "
                                f"{'sortie' if s else 'stay inside'}",
                      Asking(key=base.at("sortie", nation).text, who=nation or GM,
                             choices=only_if(factors > 0, "sortie", "stay inside"),
                             question=f"do the defenders of {board.name(area)} ({factors} factor{'' if factors == 1 else 's'}) sortie?"))
    if sortie is None:
        return
    if sortie:
        field(w, board, attacker, nation, area, base.at("sortie"),
              list(besiegers) if besiegers is not None else _idx(w, area, lambda c: c.nation == attacker), inside, held)
        return
    breach = w.ask(Decision(key=base.at("breach").text, who=GM, kind="siege",
                            question=f"is {board.name(area)} breached (EiA's siege table)?", choices=("breached", "held")))
    if breach != "breached":
        return
    honors = w.choose("7.5.4.1.2.3.1 honors of war", HonorsAsked(nation),
                      lambda h: f"{nation} {'asks for' if h else 'does not ask for'} honors of war",
                      Asking(key=base.at("honors_asked").text, who=nation or GM, choices=yes_no("ask", "do not ask"),
                             question=f"does {nation or 'the garrison'} ask {attacker} for honors of war "
                                      f"at {board.name(area)}?"))
    if honors is None:
        return
    if honors:
        granted = w.ask(Decision(key=base.at("honors").text, who=attacker, kind="honors of war",
                                 question=f"{attacker}: grant {nation} honors of war at {board.name(area)}?",
                                 choices=("grant", "deny")))
        if granted == "grant":
            retreat(w, board, inside, area)
            for m in w.modules:
                m.defeated(w, board, area, {nation}, "the city breached, its defenders marching out with honors of war")
            return
        if granted is None:
            return
    if w.ask(ask.surrender_decision(board.name(area), nation, w.standing(nation))) == "surrender":
        for i in inside:
            w.corps[i] = msgspec.structs.replace(w.corps[i], infantry=0, militia=0, cavalry=0, guard=0, artillery=0)
        for n in held:
            w.garrisons[n] = msgspec.structs.replace(w.garrisons[n], factors=0)
        w.events.append(Changed(nation=nation, text=f"the garrison of {board.name(area)} surrenders"))
        for m in w.modules:
            m.defeated(w, board, area, {nation}, "the city breached and its garrison surrendered")


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
    beaten = ', '.join(w.corps[i].label for i in losers)
    to = w.choose("7.5.2.10.3 retreat", LandRetreat(options, board.name),
                  lambda a: f"{beaten} {say.verb(len(losers), 'retreats', 'retreat')} to {board.name(a)}",
                  Asking(key=Key.of("land", board.name(area), "retreat", w.corps[losers[0]].label).text,
                         who=nation, choices={board.name(a): a for a in sorted(options, key=board.name)},
                         question=f"where {'does' if len(losers) == 1 else 'do'} {beaten} retreat from {board.name(area)}?"))
    if to is None:
        return
    w.events.append(Retreated(nation=nation, units=tuple(w.corps[i].label for i in losers), source=area, to=to))
    for i in losers:
        w.corps[i] = msgspec.structs.replace(w.corps[i], at=to, in_city=False)


FACTOR_ORDER = ("militia", "infantry", "cavalry", "artillery", "guard")


def _lose(w: Work, side: list[int], factors: int) -> int:
    """Losses taken from the largest corps first, militia before infantry, cavalry, artillery, guard;
    returns the losses the corps could not take."""
    for i in sorted(side, key=lambda i: (-w.corps[i].factors, w.corps[i].designation)):
        corps: Corps = w.corps[i]
        changes = {}
        for kind in FACTOR_ORDER:
            take = min(factors, getattr(corps, kind))
            changes[kind] = getattr(corps, kind) - take
            factors -= take
        w.corps[i] = msgspec.structs.replace(corps, **changes)
        if not factors:
            return 0
    return factors
