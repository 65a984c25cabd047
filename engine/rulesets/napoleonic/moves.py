"""Phase 5: squadrons sail and fight where ordered, corps march or sail, forces that swap
places meet on the border, and then every province with enemies in it sees a battle."""

from __future__ import annotations

from collections import defaultdict

from engine.rulesets.napoleonic.battles import Battles, allies_around, border_key
from engine.rulesets.napoleonic.events import CorpsMoved, LostAtSea, OrderFailed, SquadronMoved
from engine.rulesets.napoleonic.movement import Positions, carriers, march_stop
from engine.rulesets.napoleonic.orders import MoveCorps, SquadronOrder, TransportCorps
from engine.rulesets.napoleonic.units import Corps, Squadron
from engine.rulesets.napoleonic.work import Work


def _moved(c: Corps, to: str) -> Corps:
    return Corps(nation=c.nation, letter=c.letter, at=to, infantry=c.infantry, cavalry=c.cavalry,
                 artillery=c.artillery, scout=c.scout, new=c.new)


def resolve_movement(work: Work, orders: list, text_of, battles: Battles) -> None:
    name = work.board.name
    squadron_orders = [o for o in orders if isinstance(o, SquadronOrder)]
    moving = {(o.nation, o.number) for o in squadron_orders
              if o.to and o.to != work.squadrons[(o.nation, o.number)].at}

    # Transport is arranged with the squadrons that stay put, two corps each, own ones first.
    voyages = [o for o in orders if isinstance(o, TransportCorps)]
    carried, full = _embark(work, voyages, moving)
    for o, sea in full:
        work.emit(OrderFailed(nation=o.nation, order=text_of(o), public=False, private_to=(o.nation,),
                              reason=f"the squadrons in {name(sea)} carry no more corps this season"))

    for o in squadron_orders:
        s = work.squadrons.get((o.nation, o.number))
        if s is not None and o.to and o.to != s.at:
            work.put(Squadron(nation=s.nation, number=s.number, at=o.to, new=s.new))
            work.emit(SquadronMoved(nation=s.nation, number=s.number, origin=s.at, to=o.to))
    _naval_battles(work, squadron_orders, battles)
    # After the battles the chain's surviving squadrons carry what they can; a corps is lost only
    # in a sea where no survivor has room for it.
    afloat, sunk_in = _embark(work, [o for o in voyages if (o.nation, o.corps) in carried], moving, survivors=True)

    # Corps on the march: (corps, spaces from start to end, by sea?)
    marches: list[tuple[Corps, tuple[str, ...], bool]] = []
    ordered: dict[tuple[str, str], tuple[str, ...]] = {}   # marches cut short: what was ordered
    pos = Positions(work)
    for o in orders:
        c = work.corps.get((o.nation, o.corps)) if isinstance(o, (MoveCorps, TransportCorps)) else None
        if c is None:
            continue
        if isinstance(o, MoveCorps):
            path = march_stop(work, pos, c, o.path)
            if path != o.path:
                ordered[c.key] = (c.at,) + o.path
            marches.append((c, (c.at,) + path, False))
        elif (o.nation, o.corps) in carried:
            lost = dict((id(v), sea) for v, sea in sunk_in).get(id(o))
            if lost is not None:
                work.remove(c)
                path = (c.at,) + o.seas[:o.seas.index(lost) + 1]
                work.emit(LostAtSea(nation=o.nation, corps=o.corps, sea=lost, path=path))
                continue
            marches.append((c, (c.at,) + o.seas + (o.to,), True))

    _border_battles(work, marches, battles)
    for c, path, by_sea in marches:
        if c.key in work.corps:
            here = work.corps[c.key]
            work.put(_moved(here, path[-1]))
            work.emit(CorpsMoved(nation=c.nation, corps=c.letter, path=path, by_sea=by_sea,
                                 ordered=ordered.get(c.key, ())))

    places: dict[str, list[Corps]] = defaultdict(list)
    for c in work.corps.values():
        places[c.at].append(c)
    for place in sorted(places):
        here = places[place]
        if len({c.nation for c in here}) > 1:
            battles.melee(place, here, False, f"the battle of {name(place)}")


def _embark(work: Work, voyages: list[TransportCorps], moving, survivors: bool = False):
    """(corps carried, [(order, sea where no squadron has room)]): each sea of a chain gives the corps
    a squadron with room, own ones first; with `survivors`, only squadrons still afloat."""
    room: dict[tuple[str, int], int] = defaultdict(lambda: work.params["transport_per_squadron"])
    carried, stranded = set(), []
    for o in voyages:
        chosen = []
        for sea in o.seas:
            ship = next((s.key for s in carriers(work, o.nation, sea, moving)
                         if room[s.key] > 0 and (not survivors or s.key in work.squadrons)), None)
            if ship is None:
                stranded.append((o, sea))
                break
            chosen.append(ship)
        else:
            for ship in chosen:
                room[ship] -= 1
            carried.add((o.nation, o.corps))
    return carried, stranded


def _border_battles(work: Work, marches, battles: Battles) -> None:
    """Forces that cross one border in opposite directions meet there first (seed 001)."""
    crossing: dict[tuple[str, str], list[Corps]] = defaultdict(list)
    for c, path, by_sea in marches:
        if not by_sea:
            for a, b in zip(path, path[1:]):
                crossing[(a, b)].append(c)
    done = set()
    for (a, b), forward in sorted(crossing.items()):
        key = border_key(a, b)
        backward = crossing.get((b, a))
        if not backward or key in done:
            continue
        done.add(key)
        going = sorted({c.nation for c in forward})
        coming = sorted({c.nation for c in backward})
        pairs = {(allies_around(work, x, y, going), allies_around(work, y, x, coming))
                 for x in going for y in coming if work.at_war(x, y)}
        for g1, g2 in sorted(pairs):
            side1 = [work.corps[c.key] for c in forward if c.nation in g1 and c.key in work.corps]
            side2 = [work.corps[c.key] for c in backward if c.nation in g2 and c.key in work.corps]
            if side1 and side2:
                name = work.board.name
                battles.fight(key, (side1, side2), False, f"the battle on the border of {name(a)} and {name(b)}")


def _naval_battles(work: Work, orders: list[SquadronOrder], battles: Battles) -> None:
    attacks: dict[str, dict[str, set[str]]] = defaultdict(dict)   # sea -> attacker -> targets
    for o in orders:
        s = work.squadrons.get((o.nation, o.number))
        if s is None or not o.attack:
            continue
        targets = set(o.targets) if o.targets else set(work.enemies(o.nation))
        attacks[s.at].setdefault(o.nation, set()).update(t for t in targets if work.at_war(o.nation, t))
    for sea in sorted(attacks):
        for attacker in sorted(attacks[sea]):
            targets = attacks[sea][attacker]
            here = [s for s in work.squadrons.values() if s.at == sea]
            mine = [s for s in here if s.nation == attacker]
            theirs = [s for s in here if s.nation in targets]
            if mine and theirs:
                battles.fight(sea, (mine, theirs), True, f"the naval battle in {work.board.name(sea)}")
