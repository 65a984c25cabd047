"""Step 7: battles, sieges and assaults, then regions change hands.

Land units of nations at war that end in one region fight, the two largest sides first; units
sheltering with their own fort do not, unless an enemy of theirs entered the region this turn.
Each side's types are drawn from its army sheet (`pool`); losses come off the sheet.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.decisions import BattleKey, BattleResult, battle_results
from engine.dice import Dice
from engine.rulesets.succheesion.combat import Side, fight, units_lost
from engine.rulesets.succheesion.economy import CONTESTED
from engine.rulesets.succheesion.events import Battle, RegionChanged, SiegeDone
from engine.rulesets.succheesion.orders import AttackAtSea, Siege
from engine.rulesets.succheesion.work import Work


def side_of(work: Work, nation: str, units: dict[str, int], general: bool) -> Side:
    s = work.standing.get(nation)
    return Side(nation=nation, units=units, general=general, spend_to_percent=s.spend_to_percent if s else 0,
                spend_tp=s.spend_tp if s else None,
                casualties_first=s.casualties_first if s else ())


def sheltered(work: Work, nation: str, region: str) -> bool:
    """A garrison: units standing with their own fort, none of them having entered, and no enemy
    of theirs having entered but besiegers already there when the turn began (their own
    reinforcements join the siege: seed 004, "If any enemy force enters the region, any sieges and
    assaults are cancelled and a normal battle occurs" is the besiegers' enemy)."""
    return bool(work.forts.get((nation, region))) and (nation, region) not in work.entered and not any(
        work.at_war(nation, m) and (m, region) not in work.began for (m, r) in work.entered if r == region)


def relief_entered(work: Work, besieger: str, region: str) -> bool:
    """An enemy force of the besieger entered the region this turn: its siege or assault is cancelled."""
    return any(r == region and work.at_war(besieger, m) for (m, r) in work.entered)


def by_hand(story_sides: tuple[str, str], armies: Sequence[dict[str, int]], result: BattleResult):
    """A battle whose losses the GM set. The side that lost the larger share of its army is the
    loser (the second side on a tie)."""
    from engine.rulesets.succheesion.combat import BattleStory
    lost: list[dict[str, int]] = []
    for nation, army in zip(story_sides, armies):
        given = result.losses.get(nation, {})
        lost.append(dict(army) if nation in result.all_lost else {k: min(v, army.get(k, 0)) for k, v in given.items()
                                                                  if army.get(k, 0)})
    share = [sum(lost[i].values()) / max(1, sum(armies[i].values())) for i in (0, 1)]
    victor = 0 if share[0] < share[1] else 1
    taken = tuple(tuple(k for k, v in sorted(lost[i].items()) for _ in range(v)) for i in (0, 1))
    return BattleStory(sides=story_sides, sizes=(sum(armies[0].values()), sum(armies[1].values())), rolled=((), ()),
                       rolled_points=(0, 0), bonuses=((), ()), points=(0, 0), after_spending=(0, 0), victor=victor,
                       level_roll=0, spent=0, level=0, rate=0, loser_losses=len(taken[1 - victor]),
                       victor_losses=len(taken[victor]), losses=(taken[0], taken[1]),
                       notes=(f"result set by the GM: {result.reason}",))


def land_battles(work: Work, dice: Dice, overrides: Mapping[str, Any] | None = None) -> set[str]:
    """Fight every land battle; returns the regions where one was fought."""
    results = battle_results(overrides)
    fought_in: set[str] = set()
    by_region: dict[str, list[str]] = {}
    for (n, r), c in work.stacks.items():
        if c > 0:
            by_region.setdefault(r, []).append(n)
    for region in sorted(by_region, key=work.region_rank.__getitem__):
        done: set[frozenset[str]] = {p for r, p in work.already_fought if r == region}
        number = 0
        while True:
            fighters = [n for n in by_region[region] if work.stacks.get((n, region), 0) > 0
                        and not sheltered(work, n, region)]
            fighters.sort(key=lambda n: (-work.stacks[(n, region)], work.rank[n]))
            pair = next(((a, b) for i, a in enumerate(fighters) for b in fighters[i + 1:]
                         if work.at_war(a, b) and frozenset((a, b)) not in done), None)
            if pair is None:
                break
            done.add(frozenset(pair))
            number += 1
            first, second = sorted(pair, key=work.rank.__getitem__)
            one_battle(work, dice, region, (first, second),
                       results.get(BattleKey((region,), number)))
            fought_in.add(region)
    return fought_in


def one_battle(work: Work, dice: Dice, region: str, pair: tuple[str, str], result: BattleResult | None) -> None:
    counts = (work.stacks[(pair[0], region)], work.stacks[(pair[1], region)])
    generals = ((pair[0], region) in work.generals, (pair[1], region) in work.generals)
    name = work.board.name(region)
    armies = tuple(work.composition(dice, (n, region), c, f"{n}'s army in {name} drawn from its sheet")
                   for n, c in zip(pair, counts))
    story, lost = fight_forces(work, dice, region, name, pair, armies, generals, result)
    for i, n in enumerate(pair):
        work.lose((n, region), lost[i])
    loser = pair[1 - story.victor]
    if work.stacks.get((loser, region), 0) > 0:
        work.retreating.add((loser, region))


def fight_forces(work: Work, dice: Dice, at: str, name: str, pair: tuple[str, str],
                 armies: Sequence[dict[str, int]], generals: tuple[bool, bool], result: BattleResult | None,
                 border: str | None = None):
    """Two forces of known types fight (or take the GM's result). Returns the story and the types
    each side lost (two Militia count two), for the caller to take off the map and the sheets."""
    for n, units in zip(pair, armies):
        for k, v in units.items():
            work.drawn[n][k] = work.drawn[n].get(k, 0) + v
    if result is not None:
        story = by_hand(pair, armies, result)
    else:
        story = fight(side_of(work, pair[0], armies[0], generals[0]), side_of(work, pair[1], armies[1], generals[1]),
                      dice, work.params, name)
    lost_units = []
    for i, n in enumerate(pair):
        lost = units_lost(story.losses[i])
        for k, v in lost.items():
            work.drawn[n][k] = max(0, work.drawn[n].get(k, 0) - v)
        lost_units.append(lost)
    work.emit(Battle(at=at, naval=False, armies=(armies[0], armies[1]), generals=generals, story=story,
                     by_hand=result.reason if result is not None else "", border=border))
    return story, lost_units


def border_battles(work: Work, dice: Dice, marches: Sequence[tuple[str, str, str, str, int, bool, dict[str, int]]],
                   overrides: Mapping[str, Any] | None) -> None:
    """Forces of nations at war swapping regions meet on the border first: the loser's survivors
    go back where they came from (and must retreat next turn); the victor goes on."""
    results = battle_results(overrides)
    used: set[int] = set()
    by_step: dict[tuple[str, str], list[int]] = {}
    for j, m in enumerate(marches):
        by_step.setdefault((m[1], m[2]), []).append(j)
    for i, (na, xa, ya, end_a, ca, ga, ka) in enumerate(marches):
        for j in by_step.get((ya, xa), ()):
            nb, xb, yb, end_b, cb, gb, kb = marches[j]
            if j <= i or i in used or j in used or not work.at_war(na, nb):
                continue
            used.update((i, j))
            sides = sorted(((na, ca, ga, xa, end_a, ka), (nb, cb, gb, xb, end_b, kb)), key=lambda m: work.rank[m[0]])
            name = f"the border of {work.board.name(xa)} and {work.board.name(ya)}"
            armies = [dict(m[5]) if work.exact else work.composition(dice, (m[0], m[4]), m[1],
                                                                     f"{m[0]}'s army on {name} drawn from its sheet")
                      for m in sides]
            story, lost = fight_forces(work, dice, sides[0][3], name, (sides[0][0], sides[1][0]), armies,
                                       (sides[0][2], sides[1][2]), results.get(BattleKey(tuple(sorted((xa, ya))))),
                                       border=sides[1][3])
            for k, (n, c, _, source, end, _) in enumerate(sides):
                work.lose((n, end), lost[k])
                if k != story.victor:
                    back = c - sum(lost[k].values())
                    survivors = {t: v - lost[k].get(t, 0) for t, v in armies[k].items() if v > lost[k].get(t, 0)}
                    kinds = work.take(dice, (n, end), back, "", wanted=survivors if work.exact else None)
                    work.put((n, source), back, kinds)
                    if back:
                        work.retreating.add((n, source))
                        # the victor going on into the loser's region does not fight it twice
                        work.already_fought.add((source, frozenset((na, nb))))


def sea_battles(work: Work, dice: Dice, orders: Sequence[tuple[AttackAtSea, str]]) -> None:
    done: set[tuple[str, frozenset[str]]] = set()
    for o, text in orders:
        key = (o.sea, frozenset((o.nation, o.target)))
        if key in done:
            continue
        mine, theirs = work.fleets.get((o.nation, o.sea)), work.fleets.get((o.target, o.sea))
        if not work.at_war(o.nation, o.target):
            work.fail(o.nation, text, f"{o.nation} is not at war with {o.target}")
            continue
        if not mine or not mine.ships or not theirs or not theirs.ships:
            work.fail(o.nation, text, f"both {o.nation} and {o.target} need ships in {work.board.name(o.sea)}")
            continue
        done.add(key)
        fleets = (mine, theirs)
        mine_at_sea, theirs_at_sea = ({k: v for k, v in (("Frigate", f.frigates), ("Galleon", f.galleons)) if v}
                                      for f in fleets)
        armies = (mine_at_sea, theirs_at_sea)
        story = fight(side_of(work, o.nation, armies[0], False), side_of(work, o.target, armies[1], False),
                      dice, work.params, work.board.name(o.sea), naval=True)
        for i, f in enumerate(fleets):
            lost = units_lost(story.losses[i])
            f.frigates -= lost.get("Frigate", 0)
            f.galleons -= lost.get("Galleon", 0)
            over = f.aboard - f.capacity(work.params)
            if over > 0:
                nation = (o.nation, o.target)[i]
                work.disband(dice, (nation, o.sea), over, f"{nation}'s units lost with their ships in "
                                                          f"{work.board.name(o.sea)}", aboard=True)
        work.emit(Battle(at=o.sea, naval=True, armies=armies, generals=(False, False), story=story))


def enemy_forts(work: Work, nation: str, region: str) -> list[tuple[str, int]]:
    return [(n, c) for (n, r), c in sorted(work.forts.items(), key=lambda kv: work.rank[kv[0][0]])
            if r == region and c > 0 and work.at_war(nation, n)]


def sieges(work: Work, dice: Dice, orders: Sequence[tuple[Siege, str]], started: Mapping[tuple[str, str], int],
           fought_in: set[str], landings: Sequence[tuple[str, str, str, int]]) -> None:
    """A siege removes one enemy fort; an assault rolls a d6 per fort (the fort stays on 1; the
    attacker loses 0, 0, 1, 1, 2, 2 units). One order per region; an enemy force of the besieger
    entering the region cancels them (a battle follows); the besieger's own reinforcements do not."""
    p = work.params
    seen: set[str] = set()
    for o, text in orders:
        if o.at in seen:
            work.fail(o.nation, text, f"one siege or assault per region and turn; {work.board.name(o.at)} has one")
            continue
        if started.get((o.nation, o.at), 0) <= 0 or work.stacks.get((o.nation, o.at), 0) <= 0:
            work.fail(o.nation, text, f"only units that began the turn in {work.board.name(o.at)} may lay siege "
                                      "or assault there")
            continue
        forts = enemy_forts(work, o.nation, o.at)
        if not forts:
            work.fail(o.nation, text, f"there is no enemy fort in {work.board.name(o.at)}")
            continue
        seen.add(o.at)
        defender, count = forts[0]
        total = sum(c for _, c in forts)
        if relief_entered(work, o.nation, o.at):
            work.emit(SiegeDone(nation=o.nation, at=o.at, defender=defender, assault=o.assault, forts_before=total,
                                forts_removed=0, cancelled="an enemy force entered: a battle was fought instead"))
            continue
        if not o.assault:
            work.forts[(defender, o.at)] -= 1
            work.emit(SiegeDone(nation=o.nation, at=o.at, defender=defender, assault=False, forts_before=total,
                                forts_removed=1))
            continue
        assault(work, dice, o.nation, o.at, forts, work.stacks[(o.nation, o.at)], None)
    for nation, port, sea, units in landings:
        forts = enemy_forts(work, nation, port)
        if forts and port not in fought_in:
            assault(work, dice, nation, port, forts, units, sea)


def assault(work: Work, dice: Dice, nation: str, region: str, forts: list[tuple[str, int]], attackers: int,
            ships_in: str | None) -> None:
    p = work.params
    name = work.board.name(region)
    rolls, removed, lost = [], 0, 0
    for defender, count in forts:
        for _ in range(count):
            roll = dice.d6(f"{nation}'s assault on a fort of {defender} in {name}")
            rolls.append(roll)
            if roll > p["assault_fort_stays_on"]:
                work.forts[(defender, region)] -= 1
                removed += 1
            lost += p["assault_losses"][roll - 1]
    on_land = min(lost, work.stacks.get((nation, region), 0), attackers)
    if on_land:
        work.disband(dice, (nation, region), on_land, f"{nation}'s units lost assaulting {name}")
    ships_lost = 0
    fleet = work.fleets.get((nation, ships_in)) if ships_in else None
    while fleet is not None and lost - on_land - ships_lost > 0 and fleet.ships:
        if fleet.frigates:
            fleet.frigates -= 1
        else:
            fleet.galleons -= 1
        ships_lost += 1
    work.emit(SiegeDone(nation=nation, at=region, defender=forts[0][0], assault=True,
                        forts_before=sum(c for _, c in forts), forts_removed=removed, rolls=tuple(rolls),
                        attackers_lost=on_land, ships_lost=ships_lost))


def change_hands(work: Work) -> None:
    """Occupied when an enemy of the owner holds it alone; liberated when the owner or an ally does."""
    index = work.index()
    for region, owner in sorted(work.owners.items()):
        here = index.get(region, [])
        status, _ = work.status(region, here)
        before = f"occupied by {work.occupied[region]}" if region in work.occupied else "loyal"
        if status == CONTESTED or not here:
            continue
        friends = work.friends(owner)
        if all(n in friends for n in here):
            if region in work.occupied:
                del work.occupied[region]
                work.emit(RegionChanged(region=region, owner=owner, before=before, after="loyal (liberated)"))
            continue
        holders = [n for n in here if work.at_war(n, owner) and work.stacks.get((n, region), 0) > 0]
        if holders and not any(n in friends for n in here):
            occupier = max(holders, key=lambda n: (work.stacks[(n, region)], -work.rank[n]))
            if work.occupied.get(region) != occupier:
                work.occupied[region] = occupier
                work.emit(RegionChanged(region=region, owner=owner, before=before, after=f"occupied by {occupier}"))


def contested_now(work: Work) -> list[str]:
    index = work.index()
    return [r for r, here in index.items() if work.status(r, here)[0] == CONTESTED]


__all__: list[Any] = ["change_hands", "land_battles", "sea_battles", "sieges", "contested_now"]
