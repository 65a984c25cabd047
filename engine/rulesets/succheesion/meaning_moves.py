"""The marches, retreats and voyages a Succheesion nation may order now, as candidate orders for the
reader by meaning (meaning.py): every land path of its armies, every sea path of its fleets, with
the units they may carry, worked out from the same rules the orders are checked by (reach.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from engine.board import Board
from engine.dice import SeededDice
from engine.order_sheet import Order
from engine.words.meaning import Candidate
from engine.rulesets.succheesion.movement import Movement
from engine.rulesets.succheesion.orders import AttackAtSea, Blockade, MoveShips, MoveUnits, Retreat
from engine.rulesets.succheesion.units import Fleet, Stack, SuccheesionState
from engine.rulesets.succheesion.work import Work

# A count the player gives, written as this number and turned into '{n}' in the candidate's order.
SENTINEL = 987654
LAND_NOUNS = ("units",)
SHIP_NOUNS = ("ships", "fleet")


def counted(order: Order, write: Callable[[Order], str]) -> str:
    """The order's canonical line with its count (SENTINEL) as '{n}'."""
    return write(order).replace(str(SENTINEL), "{n}")


def words_of(kind: str) -> tuple[str, ...]:
    """The kind a sentence naming this type says ('light infantry'; plain 'infantry' is Infantry alone)."""
    return (kind.casefold(),)


def land_paths(board: Board, start: str, steps: int, blocked: frozenset[str]) -> Iterator[tuple[str, ...]]:
    """Every march of 1 to `steps` land regions from `start` by a shortest way, no region twice; a march
    ends where an enemy stands (going on past it is a march the units would not make: they stop there).
    A roundabout way to a place nearer is left out: 'to Carmine' never asks which way round."""
    def grow(path: tuple[str, ...]) -> Iterator[tuple[str, ...]]:
        here = path[-1]
        if len(path) > 1:
            yield path
            if here in blocked:
                return
        if len(path) - 1 >= steps:
            return
        for there in board.adjacent[here]:
            if there not in path and board[there].is_land:
                yield from grow(path + (there,))
    nearest: dict[str, int] = {}
    found = list(grow((start,)))
    for path in found:
        nearest[path[-1]] = min(nearest.get(path[-1], len(path)), len(path))
    yield from (p for p in found if len(p) == nearest[p[-1]])


def sea_paths(board: Board, start: str, steps: int) -> Iterator[tuple[str, ...]]:
    """Every voyage of 0 to `steps` seas from `start`, no sea twice (staying: a ferry within the sea)."""
    def grow(path: tuple[str, ...]) -> Iterator[tuple[str, ...]]:
        yield path
        if len(path) - 1 >= steps:
            return
        for there in board.adjacent[path[-1]]:
            if there not in path and board[there].is_sea:
                yield from grow(path + (there,))
    yield from grow((start,))


class Moves:
    """The nation's candidate moves in one state."""

    def __init__(self, board: Board, state: SuccheesionState, nation: str, write: Callable[[Order], str],
                 heads: Callable[..., tuple[str, ...]]):
        self.board, self.state, self.nation, self.write, self.heads = board, state, nation, write, heads
        enemies = state.enemies(nation)
        self.blocked = frozenset(s.at for s in state.stacks if s.nation in enemies and (s.count or s.general)) | \
            frozenset(f.at for f in state.forts if f.nation in enemies)

    def all(self) -> list[Candidate]:
        out: list[Candidate] = []
        mine = [s for s in self.state.stacks if s.nation == self.nation]
        retreating = [s for s in mine if s.retreating]
        for stack in mine:
            if not stack.retreating and stack.count:
                out += self.marches(stack)
        if retreating:
            out += self.retreats(retreating)
        fleets = [f for f in self.state.fleets if f.nation == self.nation and f.ships]
        for fleet in fleets:
            out += self.voyages(fleet)
            out.append(self.blockade(fleet))
        return out + self.attacks(fleets)

    def marches(self, stack: Stack) -> list[Candidate]:
        """Each path, for all the units (a plural said with no number means them) and for fewer (a number
        said); with the General and without him when he stands there."""
        out = []
        kinds = self._land_kinds(stack)
        for path in land_paths(self.board, stack.at, int(self.state.params["land_moves"]), self.blocked):
            for general in ((False, True) if stack.general else (False,)):
                units = self.heads("general", stack.at) if general else self.heads("units", stack.at)
                every = self.write(MoveUnits(nation=self.nation, count=stack.count, path=path, general=general))
                out.append(Candidate(order=every, verb="move", units=units, origin=stack.at,
                                     target=path[-1], via=path[1:-1], count=stack.count, whole=True,
                                     kinds=kinds + ("stack",)))
                if stack.count > 1:     # some of them: named by where they stand ('two of the four at 32'),
                    # never by their count alone ('our 3 units' are a stack of three): the head twice says so
                    part = self.heads("general", stack.at) if general else self.heads("some", stack.at)
                    some = "{n}" + every.removeprefix(str(stack.count))      # '4 units 24 -> 25': '{n} units ...'
                    out.append(Candidate(order=some, verb="move", units=part * 2, origin=stack.at,
                                         target=path[-1], via=path[1:-1], most=stack.count - 1, kinds=kinds))
        return out

    def _land_kinds(self, stack: Stack) -> tuple[str, ...]:
        held = stack.kinds or self.state.sheet(self.nation)
        return LAND_NOUNS + tuple(dict.fromkeys(w for k, v in held.items() if v for w in words_of(k)))

    def retreats(self, stacks: list[Stack]) -> list[Candidate]:
        movement = Movement(Work(self.board, self.state), SeededDice(0))
        out = []
        for stack in stacks:
            for to in movement.retreat_options(self.nation, stack.at):
                out.append(Candidate(order=self.write(Retreat(nation=self.nation, source=stack.at, to=to)),
                                     verb="move", units=self.heads("units", stack.at), origin=stack.at, target=to,
                                     count=stack.count, whole=True, kinds=self._land_kinds(stack)))
        return out

    def voyages(self, fleet: Fleet) -> list[Candidate]:
        """Each sea path for the whole fleet and for each kind of ship alone; the whole fleet (or each
        kind) carrying units from a port beside its sea, or those aboard, to a port beside where it ends."""
        params, board = self.state.params, self.board
        groups = [(fleet.frigates, fleet.galleons)]
        if fleet.frigates and fleet.galleons:
            groups += [(fleet.frigates, 0), (0, fleet.galleons)]
        loads = [(p, self._free(p)) for p in self._ports(fleet.at) if self._free(p)]
        out = []
        for path in sea_paths(board, fleet.at, int(params["sea_moves"])):
            landings = self._ports(path[-1])
            for frigates, galleons in groups:
                units = self._ship_heads(fleet.at, frigates, galleons)
                kinds = SHIP_NOUNS + (() if units == self.heads("fleet", fleet.at) else _types(frigates, galleons))
                if len(path) > 1:
                    order = MoveShips(nation=self.nation, frigates=frigates, galleons=galleons, path=path)
                    out.append(Candidate(order=self.write(order), verb="move", units=units, origin=fleet.at,
                                         target=path[-1], via=path[1:-1], count=frigates + galleons, whole=True,
                                         kinds=kinds))
                room = frigates * params["frigate_carries"] + galleons * params["galleon_carries"]
                carried: list[tuple[str | None, int]] = [(port, min(room, free)) for port, free in loads]
                if fleet.aboard:
                    carried.append((None, min(room, fleet.aboard)))
                for load_from, most in carried:
                    if most <= 0:
                        continue
                    for land_at in (*landings, None):
                        if land_at is None and (load_from is None or len(path) == 1) or land_at == load_from:
                            continue            # units aboard staying aboard, a fleet going nowhere, a round trip
                        order = MoveShips(nation=self.nation, frigates=frigates, galleons=galleons, path=path,
                                          carrying=SENTINEL, load_from=load_from, land_at=land_at)
                        # the units carried stand in the port they board at (named 'from'), or aboard in the sea
                        source = self.heads("units", load_from) if load_from else ()
                        out.append(Candidate(order=counted(order, self.write), verb="move", units=units + source,
                                             origin=load_from or fleet.at, target=land_at or path[-1],
                                             via=tuple(r for r in path if r != (land_at or path[-1])),
                                             most=most, kinds=kinds + LAND_NOUNS))
        return out

    def _ports(self, sea: str) -> list[str]:
        return [r for r in self.board.adjacent[sea] if self.board[r].is_land and self.board[r].attributes.get("port")]

    def _free(self, region: str) -> int:
        stack = self.state.stack(self.nation, region)
        return stack.count if stack is not None and not stack.retreating else 0

    def _ship_heads(self, sea: str, frigates: int, galleons: int) -> tuple[str, ...]:
        """The fleet's reference when both kinds go (all its ships), else the kind's."""
        if frigates and galleons:
            return self.heads("fleet", sea)
        return self.heads("frigates" if frigates else "galleons", sea)

    def blockade(self, fleet: Fleet) -> Candidate:
        """Blockading the sea the fleet is in, or lifting the blockade it keeps there."""
        order = Blockade(nation=self.nation, sea=fleet.at, lift=fleet.blockade)
        return Candidate(order=self.write(order), verb="break" if fleet.blockade else "blockade", target=fleet.at,
                         kinds=SHIP_NOUNS + _types(fleet.frigates, fleet.galleons))

    def attacks(self, fleets: list[Fleet]) -> list[Candidate]:
        """Attacking another nation's ships in a sea where the nation's fleets are or may sail: one
        candidate a sea and nation."""
        steps = int(self.state.params["sea_moves"])
        reach = {f.at: {p[-1] for p in sea_paths(self.board, f.at, steps)} for f in fleets}
        out, done = [], set()
        for other in self.state.fleets:
            if other.nation == self.nation or not other.ships or (other.at, other.nation) in done:
                continue
            there = [f for f in fleets if other.at in reach[f.at]]
            if not there:
                continue
            done.add((other.at, other.nation))
            order = AttackAtSea(nation=self.nation, sea=other.at, target=other.nation)
            kinds = SHIP_NOUNS + tuple(dict.fromkeys(k for f in there for k in _types(f.frigates, f.galleons)))
            out.append(Candidate(order=self.write(order), verb="attack", target=other.at, nations=(other.nation,),
                                 kinds=kinds))
        return out


def _types(frigates: int, galleons: int) -> tuple[str, ...]:
    return (("frigate",) if frigates else ()) + (("galleon",) if galleons else ())
