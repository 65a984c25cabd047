"""Movement and combat of a classic turn.

Planning (shared by the order check and by resolution) turns move orders into ship groups,
loads of armies on those ships, and marches, or says why an order is not allowed. Execution
then runs the turn: ships sail and meet on sea borders, naval battles where ships attack,
landings (refused where the defender still has ships in the sea), marches that swap provinces
meet on the border, and every province holding armies of two nations sees a battle.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from engine.board import EdgeKind
from engine.order_sheet import Order
from engine.rulesets.classic.combat import Fights
from engine.rulesets.classic.events import ArmiesMoved, Drowned, Escaped, LandingRefused, ShipsMoved
from engine.rulesets.classic.orders import ESCAPE, MoveArmies, MoveShips, SeaMove
from engine.rulesets.classic.stacks import ABOARD, ARMIES, SHIPS, Stacks
from engine.rulesets.classic.work import Work

NOT_ALLOWED = "not allowed"
LAND_EDGES = (EdgeKind.LAND, EdgeKind.STRAIT, EdgeKind.SPECIAL)
SEA_EDGES = (EdgeKind.SEA, EdgeKind.SPECIAL)


# -- the map, as movement sees it ---------------------------------------------------------------

def land_neighbours(board, province: str) -> list[str]:
    """Provinces armies may walk to: land borders, straits and special links between two provinces."""
    return [m for m, e in board.adjacent[province].items() if e.kind in LAND_EDGES and board[m].is_land]


def sea_neighbours(board, sea: str) -> list[str]:
    """Seas ships may sail to: sea borders and special links between two seas (Constantinople)."""
    return [m for m, e in board.adjacent[sea].items() if e.kind in SEA_EDGES and board[m].is_sea]


def coast_seas(board, province: str) -> list[str]:
    return [m for m, e in board.adjacent[province].items() if board[m].is_sea and e.kind is not EdgeKind.SEA]


def coast_of(board, sea: str) -> list[str]:
    return [m for m, e in board.adjacent[sea].items() if board[m].is_land and e.kind is not EdgeKind.LAND]


def border_key(a: str, b: str) -> str:
    return "|".join(sorted((a, b)))


# -- the plan -----------------------------------------------------------------------------------

@dataclass(eq=False)
class Group:
    """Ships of one nation that start in one sea and end in one sea, under one order."""
    nation: str
    source: str
    dest: str
    ships: int
    attack: bool = False
    targets: frozenset[str] | None = None      # None: every other nation
    stance: str = ""
    text: str = ""
    loads: list[Load] = field(default_factory=list)
    escaped: bool = False

    @property
    def carried(self) -> int:
        return sum(x.count for x in self.loads)

    def room(self, capacity: int) -> int:
        return self.ships * capacity - self.carried

    def attacks(self, nation: str) -> bool:
        return self.attack and nation != self.nation and (self.targets is None or nation in self.targets)


@dataclass(eq=False)
class Load:
    """Armies using a group of ships this turn: boarding from `origin` (a province) or aboard
    since an earlier turn (`origin` a sea); landing in `to`, or staying aboard (`to` a sea)."""
    nation: str
    count: int
    origin: str
    to: str
    text: str
    group: Group


@dataclass
class March:
    nation: str
    count: int
    source: str
    to: str
    text: str


@dataclass
class Plan:
    groups: list[Group] = field(default_factory=list)
    marches: list[March] = field(default_factory=list)
    problems: dict[int, tuple[str, str]] = field(default_factory=dict)   # entry key -> (kind, reason)


def plan_movement(work: Work, entries: Iterable[tuple[int, Order, str]], nations: Iterable[str] | None = None) -> Plan:
    """Entries are (key, order, text) in the order written; every nation with ships or armies
    aboard gets groups, ordered or not."""
    plan = Plan()
    mine: dict[str, list] = defaultdict(list)
    for entry in entries:
        mine[entry[1].nation].append(entry)
    for nation in (work.nations if nations is None else nations):
        _NationPlan(work, plan, nation, mine.get(nation, [])).run()
    return plan


class _NationPlan:
    def __init__(self, work: Work, plan: Plan, nation: str, entries: list):
        self.work, self.plan, self.nation, self.entries = work, plan, nation, entries
        self.board = work.board
        self.name = work.board.name
        self.cap = work.capacity()
        self.groups: list[Group] = []
        self.marches: list[March] = []
        self.problems: dict[int, tuple[str, str]] = {}
        self.stacks = Stacks()

    def reject(self, key: int, reason: str) -> None:
        self.problems[key] = (NOT_ALLOWED, reason)

    def run(self) -> None:
        """Planned in the order written; orders that together take more of a stack than stands there
        (each could be carried out alone) are all refused, and the rest planned again without them:
        the GM asks which is meant, nothing is carried out on a guess."""
        entries, refused = self.entries, {}
        while True:
            self.groups, self.marches, self.problems, self.stacks = [], [], {}, Stacks()
            self.entries = [e for e in entries if e[0] not in refused]
            self.plan_ships()
            self.plan_aboard()
            self.plan_land()
            over = self.stacks.overcommitted(self.nation, self.name, {e[0]: e[2] for e in entries})
            if not over:
                break
            refused.update(over)
        self.plan.groups.extend(self.groups)
        self.plan.marches.extend(self.marches)
        self.plan.problems.update(self.problems)
        self.plan.problems.update((key, (NOT_ALLOWED, reason)) for key, reason in refused.items())

    # -- ships ----------------------------------------------------------------------------
    def plan_ships(self) -> None:
        work, n, name = self.work, self.nation, self.name
        left = {s: c for (m, s), c in work.ships.items() if m == n and c > 0}
        veterans = {s: c - work.new_ships.get((n, s), 0) for s, c in left.items()}
        orders = [e for e in self.entries if isinstance(e[1], MoveShips)]
        for key, o, text in orders:     # attacks take veterans, other orders the new ships first
            have = left.get(o.source, 0)
            stack = (SHIPS, o.source)
            if have == 0:
                more = " left" if work.ships.get((n, o.source), 0) else ""
                if not self.stacks.exhausted(stack, key, o.count, work.ships.get((n, o.source), 0)):
                    self.reject(key, f"{n} has no ships{more} in {name(o.source)}")
                continue
            restricted = o.attack and not work.params["new_ships_attack"]
            pool = veterans[o.source] if restricted else have
            count = pool if o.count is None else o.count
            if pool == 0:
                self.reject(key, f"{n}'s ships{' left' if have < work.ships[(n, o.source)] else ''} in "
                                 f"{name(o.source)} were bought this turn: they may defend but not attack")
                continue
            if count > pool:
                if restricted and count <= have:
                    self.reject(key, f"only {pool} of {n}'s ships in {name(o.source)} may attack: the others "
                                     "were bought this turn")
                elif not self.stacks.exhausted(stack, key, count, work.ships.get((n, o.source), 0)):
                    self.reject(key, f"{n} has {have} ship{'s' if have != 1 else ''} in {name(o.source)}, "
                                     f"not {count}")
                continue
            self.stacks.take(stack, key)
            new_left = have - veterans[o.source]
            left[o.source] -= count
            veterans[o.source] -= count if restricted else count - min(count, new_left)
            self.groups.append(Group(n, o.source, o.to or o.source, count, o.attack,
                                     frozenset(o.targets) or None, o.stance, text.strip()))
        for sea in sorted(left, key=work.region_rank.__getitem__):
            if left[sea] > 0:
                self.groups.append(Group(n, sea, sea, left[sea]))

    def carriers(self, seas: Iterable[str], fits: Callable[[Group], bool]) -> list[Group]:
        """The nation's groups from these seas that fit, ships staying in their sea first."""
        seas = list(seas)
        found = [g for g in self.groups if g.source in seas and fits(g)]
        return sorted(found, key=lambda g: (seas.index(g.source), g.dest != g.source))

    def load(self, carriers: list[Group], count: int, origin: str, to: str | None, text: str,
             force: bool = False) -> None:
        for g in carriers:
            take = min(count, g.room(self.cap)) if not force else count
            if take > 0:
                g.loads.append(Load(self.nation, take, origin, to or g.dest, text.strip(), g))
                count -= take
            if count == 0:
                return
        if count and carriers:     # armies aboard beyond every ship's room (a GM's edit): keep them
            self.load(carriers[:1], count, origin, to, text, force=True)

    def fits(self, to: str) -> Callable[[Group], bool]:
        if self.board[to].is_sea:
            return lambda g: g.dest == to
        return lambda g: to in self.board.adjacent[g.dest] and self.board[to].is_land

    def no_room(self, seas: list[str], source: str, to: str, room: int, count: int) -> str:
        name, n = self.name, self.nation
        where = ", ".join(name(s) for s in seas)
        if not any(g.source in seas for g in self.groups):
            return f"{n} has no ships in {where} to carry armies" if seas else \
                f"{n} has no ships in a sea next to {name(source)} to carry armies"
        goal = f"end this turn in {name(to)}" if self.board[to].is_sea else f"end this turn next to {name(to)}"
        if room == 0 and not self.carriers(seas, self.fits(to)):
            return f"none of {n}'s ships from {where} {goal}"
        return (f"{n}'s ships from {where} that {goal} can carry only {room} more "
                f"arm{'y' if room == 1 else 'ies'} this turn ({count} ordered; {self.cap} armies a ship a turn)")

    # -- armies aboard ----------------------------------------------------------------------
    def plan_aboard(self) -> None:
        work, n, name = self.work, self.nation, self.name
        left = {s: c for (m, s), c in work.aboard.items() if m == n and c > 0}
        for key, o, text in self.entries:
            if not (isinstance(o, SeaMove) and self.board[o.source].is_sea):
                continue
            have = left.get(o.source, 0)
            stack, total = (ABOARD, o.source), work.aboard.get((n, o.source), 0)
            if have == 0:
                if not self.stacks.exhausted(stack, key, o.count, total):
                    self.reject(key, f"{n} has no armies aboard ships in {name(o.source)}")
                continue
            count = have if o.count is None else o.count
            if count > have:
                if not self.stacks.exhausted(stack, key, count, total):
                    self.reject(key, f"{n} has {have} arm{'y' if have == 1 else 'ies'} aboard in "
                                     f"{name(o.source)}, not {count}")
                continue
            carriers = self.carriers([o.source], self.fits(o.to))
            room = sum(g.room(self.cap) for g in carriers)
            if room < count:
                self.reject(key, self.no_room([o.source], o.source, o.to, room, count))
                continue
            self.stacks.take(stack, key)
            left[o.source] -= count
            self.load(carriers, count, o.source, o.to, text)
        for sea in sorted(left, key=work.region_rank.__getitem__):   # the rest stay aboard, with the ships that stay first
            if left[sea] > 0:
                self.load(self.carriers([sea], lambda g: True), left[sea], sea, None, "")

    # -- armies on land ---------------------------------------------------------------------
    def hostile(self, to: str) -> bool:
        """Entering another nation's province, or one holding another nation's armies, is an attack."""
        board, work = self.board, self.work
        if not board[to].is_land:
            return False
        owner = work.owner(to)
        return (owner is not None and owner != self.nation) or \
            any(m != self.nation for m in work.start.armies_in(to))

    def plan_land(self) -> None:
        work, n, name, board = self.work, self.nation, self.name, self.board
        left = {p: c for (m, p), c in work.armies.items() if m == n and c > 0}
        veterans = {p: c - work.new_armies.get((n, p), 0) for p, c in left.items()}
        orders = [e for e in self.entries if isinstance(e[1], MoveArmies)
                  or (isinstance(e[1], SeaMove) and board[e[1].source].is_land)]
        for key, o, text in orders:     # attacks take veterans, other moves the new armies first
            have = left.get(o.source, 0)
            stack, total = (ARMIES, o.source), work.armies.get((n, o.source), 0)
            if have == 0:
                more = " left" if total else ""
                if not self.stacks.exhausted(stack, key, o.count, total):
                    self.reject(key, f"{n} has no armies{more} in {name(o.source)}")
                continue
            restricted = self.hostile(o.to) and not work.params["new_armies_attack"]
            pool = veterans[o.source] if restricted else have
            carriers: list[Group] = []
            seas: list[str] = []
            if isinstance(o, SeaMove):
                seas = [o.sea] if o.sea else [s for s in coast_seas(board, o.source)
                                              if any(g.source == s for g in self.groups)]
                seas.sort(key=work.region_rank.__getitem__)
                carriers = self.carriers(seas, self.fits(o.to))
                room = sum(g.room(self.cap) for g in carriers)
                count = min(pool, room) if o.count is None else o.count
            else:
                count = pool if o.count is None else o.count
            if pool == 0:
                left_word = " left" if have < work.armies.get((n, o.source), 0) else ""
                self.reject(key, f"{n}'s armies{left_word} in {name(o.source)} were bought this turn: they may move "
                                 f"to its own or neutral provinces, not attack {name(o.to)}")
                continue
            if count > pool:
                if restricted and count <= have:
                    self.reject(key, f"only {pool} of {n}'s armies in {name(o.source)} may attack {name(o.to)}: "
                                     "the others were bought this turn")
                elif not self.stacks.exhausted(stack, key, count, total):
                    self.reject(key, f"{n} has {have} arm{'y' if have == 1 else 'ies'} in {name(o.source)}, "
                                     f"not {count}")
                continue
            if isinstance(o, SeaMove):
                room = sum(g.room(self.cap) for g in carriers)
                if count == 0 or room < count:
                    self.reject(key, self.no_room(seas, o.source, o.to, room, max(count, 1)))
                    continue
            self.stacks.take(stack, key)
            new_left = have - veterans[o.source]
            left[o.source] -= count
            veterans[o.source] -= count if restricted else count - min(count, new_left)
            if isinstance(o, SeaMove):
                self.load(carriers, count, o.source, o.to, text)
            else:
                self.marches.append(March(n, count, o.source, o.to, text.strip()))


# -- execution ----------------------------------------------------------------------------------

def execute(work: Work, plan: Plan, fights: Fights) -> None:
    board = work.board
    rank = work.region_rank
    for m in plan.marches:
        work.armies[(m.nation, m.source)] -= m.count
    for g in plan.groups:
        for x in g.loads:
            if board[x.origin].is_land:
                work.armies[(x.nation, x.origin)] -= x.count
    for key in list(work.aboard):
        work.aboard[key] = 0
    for key in list(work.ships):
        work.ships[key] = 0

    for g in plan.groups:
        if g.source != g.dest:
            work.emit(ShipsMoved(nation=g.nation, count=g.ships, source=g.source, to=g.dest, aboard=g.carried))

    # Fleets that swap seas meet on the border first, if one of them attacks the other.
    crossing: dict[str, list[Group]] = defaultdict(list)
    for g in plan.groups:
        if g.source != g.dest:
            crossing[border_key(g.source, g.dest)].append(g)
    for border in sorted(crossing, key=lambda k: tuple(rank[x] for x in k.split("|"))):
        groups = crossing[border]
        if len({g.source for g in groups}) == 2:
            a, b = border.split("|")
            naval_engagement(work, fights, border, f"the naval battle between {board.name(a)} and {board.name(b)}",
                             groups, border=True)

    at_sea: dict[str, list[Group]] = defaultdict(list)
    for g in plan.groups:
        at_sea[g.dest].append(g)
    for sea in sorted(at_sea, key=rank.__getitem__):
        if len({g.nation for g in at_sea[sea]}) > 1:
            naval_engagement(work, fights, sea, f"the naval battle in {board.name(sea)}", at_sea[sea], border=False)

    arrivals: dict[tuple[str, str], int] = defaultdict(int)
    for g in plan.groups:
        for x in g.loads:
            if x.count <= 0:
                continue
            if board[x.to].is_land:
                blockers = landing_blockers(work, x, at_sea[g.dest])
                if blockers:
                    work.emit(LandingRefused(nation=x.nation, count=x.count, to=x.to, sea=g.dest, defenders=blockers))
                    x.to = g.dest
                else:
                    arrivals[(x.nation, x.to)] += x.count
                    work.emit(ArmiesMoved(nation=x.nation, count=x.count, source=x.origin, to=x.to, sea=g.dest))
                    continue
            elif board[x.origin].is_land or x.origin != x.to:
                work.emit(ArmiesMoved(nation=x.nation, count=x.count, source=x.origin, to=x.to, sea=g.source))
    for g in plan.groups:
        if g.ships > 0:
            work.ships[(g.nation, g.dest)] += g.ships
            work.aboard[(g.nation, g.dest)] += sum(x.count for x in g.loads if x.count > 0 and board[x.to].is_sea)

    paths: dict[tuple[str, str, str], int] = defaultdict(int)
    for m in plan.marches:
        paths[(m.nation, m.source, m.to)] += m.count
    _border_battles(work, fights, paths)
    for (nation, source, to), count in paths.items():
        if count > 0:
            arrivals[(nation, to)] += count
            work.emit(ArmiesMoved(nation=nation, count=count, source=source, to=to))
    for (nation, place), count in arrivals.items():
        work.armies[(nation, place)] += count

    for province in (r.id for r in board if r.is_land):
        here = work.armies_at(province)
        if len(here) > 1:
            melee(work, fights, province, f"the battle of {board.name(province)}", here)
            for nation, count in here.items():
                work.armies[(nation, province)] = count


def landing_blockers(work: Work, load: Load, present: list[Group]) -> tuple[str, ...]:
    """Defenders of the landing province (its owner and the nations whose armies stand there)
    that still have ships in the sea the landing comes from."""
    defenders = set(work.start.armies_in(load.to))
    owner = work.start.owner(load.to)
    if owner is not None:
        defenders.add(owner)
    defenders.discard(load.nation)
    blockers = {g.nation for g in present if g.nation in defenders and g.ships > 0}
    return tuple(sorted(blockers, key=work.nation_rank.__getitem__))


def _border_battles(work: Work, fights: Fights, paths: dict[tuple[str, str, str], int]) -> None:
    """Armies crossing one border in opposite directions meet there first (seed 001's 39 and 40)."""
    board, rank = work.board, work.nation_rank
    borders = sorted({border_key(s, t) for (_, s, t) in paths},
                     key=lambda k: tuple(work.region_rank[x] for x in k.split("|")))
    for key in borders:
        a, b = key.split("|")
        fought: set[tuple[str, str]] = set()
        while True:
            pairs = []
            for (x, s, t), cx in paths.items():
                if (s, t) != (a, b) or cx <= 0:
                    continue
                for (y, s2, t2), cy in paths.items():
                    if (s2, t2) == (b, a) and cy > 0 and x != y and (x, y) not in fought:
                        pairs.append((-(cx + cy), rank[x], rank[y], x, y))
            if not pairs:
                break
            _, _, _, x, y = min(pairs)
            fought.add((x, y))
            sides = ((x, [paths[(x, a, b)]]), (y, [paths[(y, b, a)]]))
            if larger_first(work, sides[1], sides[0]):
                sides = (sides[1], sides[0])
            result = fights.fight(key, f"the battle on the border of {board.name(a)} and {board.name(b)}", "army",
                                  sides, naval=False)
            if result is None:
                continue
            left = {sides[0][0]: result[0][0], sides[1][0]: result[1][0]}
            paths[(x, a, b)], paths[(y, b, a)] = left[x], left[y]


def larger_first(work: Work, one: tuple[str, list[int]], other: tuple[str, list[int]]) -> bool:
    """Whether `one` is side 1 of a battle against `other`: the larger side rolls first; on a
    tie, the nation listed first in the scenario."""
    return (-sum(one[1]), work.nation_rank[one[0]]) < (-sum(other[1]), work.nation_rank[other[0]])


def melee(work: Work, fights: Fights, place: str, label: str, forces: dict[str, int]) -> None:
    """The two largest forces fight first; the survivor fights the next largest, and so on.
    `forces` (nation -> armies) is updated in place."""
    queue = sorted((n for n, c in forces.items() if c > 0), key=lambda n: (-forces[n], work.nation_rank[n]))
    champion: str | None = None
    while True:
        if champion is None:
            if len(queue) < 2:
                return
            a, b = queue.pop(0), queue.pop(0)
        else:
            if not queue:
                return
            a, b = champion, queue.pop(0)
        if larger_first(work, (b, [forces[b]]), (a, [forces[a]])):
            a, b = b, a
        result = fights.fight(place, label, "army", ((a, [forces[a]]), (b, [forces[b]])), naval=False)
        if result is None:
            return
        forces[a], forces[b] = result[0][0], result[1][0]
        alive = [n for n in (a, b) if forces[n] > 0]
        if len(alive) == 2:
            return
        champion = alive[0] if alive else None


def naval_engagement(work: Work, fights: Fights, place: str, label: str, groups: list[Group], border: bool) -> None:
    """Ships fight only where one nation attacks another. The attacked nation's ships defend,
    except those ordered to escape (they lose one in four, rounded up) and those ordered out
    of combat, which are never sunk ("then it wont get sunk"), armies aboard and all.
    On a border only fleets sailing in opposite directions meet."""
    def party(g: Group) -> tuple[str, str | None]:
        return (g.nation, g.source if border else None)

    parties: dict[tuple[str, str | None], list[Group]] = defaultdict(list)
    for g in groups:
        parties[party(g)].append(g)
    order = sorted(parties, key=lambda p: (work.nation_rank[p[0]], work.region_rank.get(p[1] or "", 0)))
    fought: set[tuple] = set()
    while True:
        candidates = []
        for i, p in enumerate(order):
            for q in order[i + 1:]:
                if p[0] == q[0] or (border and p[1] == q[1]) or (p, q) in fought:
                    continue
                gp = [g for g in parties[p] if g.ships > 0 and not g.escaped]
                gq = [g for g in parties[q] if g.ships > 0 and not g.escaped]
                p_attacks = any(g.attacks(q[0]) for g in gp)
                q_attacks = any(g.attacks(p[0]) for g in gq)
                if p_attacks or q_attacks:
                    size = sum(g.ships for g in gp + gq)
                    candidates.append((-size, order.index(p), order.index(q), p, q, p_attacks, q_attacks))
        if not candidates:
            return
        _, _, _, p, q, p_attacks, q_attacks = min(candidates)
        fought.add((p, q))
        if q_attacks:
            _escape(work, place, parties[p], q[0])
        if p_attacks:
            _escape(work, place, parties[q], p[0])
        side_p = [g for g in parties[p] if g.ships > 0 and not g.escaped and not g.stance
                  and (g.attacks(q[0]) or q_attacks)]
        side_q = [g for g in parties[q] if g.ships > 0 and not g.escaped and not g.stance
                  and (g.attacks(p[0]) or p_attacks)]
        if not side_p or not side_q:
            continue
        sides = [(p[0], side_p), (q[0], side_q)]
        if larger_first(work, (q[0], [g.ships for g in side_q]), (p[0], [g.ships for g in side_p])):
            sides.reverse()
        pair = ((sides[0][0], [g.ships for g in sides[0][1]]), (sides[1][0], [g.ships for g in sides[1][1]]))
        result = fights.fight(place, label, "ship", pair, naval=True)
        if result is None:
            continue
        for (_, gs), left in zip(sides, result):
            for g, ships in zip(gs, left):
                g.ships = ships
                drown(work, g, place)


def _escape(work: Work, place: str, groups: list[Group], attacker: str) -> None:
    for g in groups:
        if g.ships > 0 and not g.escaped and g.stance == ESCAPE:
            lost = math.ceil(g.ships / work.params["escape_one_in"])
            work.emit(Escaped(nation=g.nation, place=place, ships=g.ships, lost=lost, attackers=(attacker,)))
            g.ships -= lost
            g.escaped = True
            drown(work, g, place)


def drown(work: Work, g: Group, place: str) -> None:
    """Armies aboard beyond what the surviving ships carry go down with the lost ships."""
    over = g.carried - g.ships * work.capacity()
    if over <= 0:
        return
    lost = over
    for x in reversed(g.loads):
        take = min(x.count, over)
        x.count -= take
        over -= take
        if over == 0:
            break
    work.emit(Drowned(nation=g.nation, count=lost, sea=place))
