"""Engine benchmark: one season on synthetic maps (prints figures; not a test).

    python benchmarks/bench_engine.py            # both sizes
    python benchmarks/bench_engine.py --quick    # the small one only

Targets (issue 2): ~150 regions and 150 corps in 5 ms median; 10,000 regions and 50,000
divisions in 2 s; cost growing about linearly with size.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.board.synthetic import grid_board  # noqa: E402
from engine.dice import SeededDice  # noqa: E402
from engine.rulesets import ruleset  # noqa: E402
from engine.rulesets.napoleonic.movement import Positions, legal_marches  # noqa: E402
from engine.rulesets.napoleonic.orders import MoveCorps  # noqa: E402
from engine.rulesets.napoleonic.units import Corps, letter_sequence  # noqa: E402
from engine.rulesets.napoleonic.work import Work  # noqa: E402
from engine.orders import OrderSheet  # noqa: E402
from engine.game.scenario import build_scenario  # noqa: E402
from engine.state import replace  # noqa: E402

RULES = ruleset("napoleonic")


def synthetic_game(columns: int, rows: int, nations: int, divisions: int, seed: int = 1, season="Spring"):
    rng = random.Random(seed)
    board = grid_board(columns, rows, with_geometry=False)
    land = [r.id for r in board if r.is_land]
    names = [f"Nation {i + 1}" for i in range(nations)]
    land.sort(key=lambda rid: (int(rid[1:]) % columns, int(rid[1:]) // columns))   # column by column
    chunk = -(-len(land) // nations)
    owners = {}
    for i, rid in enumerate(land):
        if rng.random() < 0.8:
            owners[rid] = names[i // chunk]
    homes = {n: [] for n in names}
    for rid, n in owners.items():
        if len(homes[n]) < 50:
            homes[n].append(rid)
    data = {"ruleset": "napoleonic", "start": {"season": season, "year": 1805},
            "nations": [{"name": n, "colour": "#336699", "treasury": 50, "home": homes[n]} for n in names],
            "owners": owners,
            "relations": [{"nations": [names[i], names[i + 1]], "status": "war"} for i in range(0, nations - 1, 2)]}
    _, state = build_scenario(data, board=board)
    corps, count = [], 0
    letters = {n: letter_sequence() for n in names}
    own = {n: [p for p, o in owners.items() if o == n] for n in names}
    while count < divisions:
        n = rng.choice(names)
        k = min(3, divisions - count)
        corps.append(Corps(nation=n, letter=next(letters[n]), at=rng.choice(own[n]), infantry=k - 1, cavalry=1))
        count += k
    state = replace(state, corps=tuple(corps))
    return board, state


def random_orders(board, state, rng: random.Random) -> dict[str, OrderSheet]:
    work = Work(board, state)
    pos = Positions(work)
    by_nation: dict[str, list] = {n.name: [] for n in state.nations}
    for c in state.corps:
        if rng.random() < 0.5:
            options = legal_marches(work, c, pos=pos)
            if options:
                dest = rng.choice(sorted(options))
                by_nation[c.nation].append(MoveCorps(nation=c.nation, corps=c.letter, path=options[dest]))
    return {n: OrderSheet(n, tuple(o), tuple(range(1, len(o) + 1)), tuple("" for _ in o))
            for n, o in by_nation.items()}


def measure(label, columns, rows, nations, divisions, repeats):
    board, state = synthetic_game(columns, rows, nations, divisions)
    t = time.perf_counter()
    sheets = random_orders(board, state, random.Random(2))
    orders_s = time.perf_counter() - t
    moves = sum(len(s.orders) for s in sheets.values())
    times = []
    for i in range(repeats):
        t = time.perf_counter()
        result = RULES.resolve(board, state, sheets, SeededDice(i))
        times.append(time.perf_counter() - t)
    battles = sum(1 for e in result.events if type(e).__name__ == "Battle")
    winter = replace(result.state, season="Winter")
    wtimes = []
    for i in range(repeats):
        t = time.perf_counter()
        RULES.resolve(board, winter, {}, SeededDice(i))
        wtimes.append(time.perf_counter() - t)
    tracemalloc.start()
    RULES.resolve(board, state, sheets, SeededDice(0))
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    print(f"{label}: {len(board)} regions, {len(state.corps)} corps, {divisions} divisions, {moves} moves")
    print(f"  season with movement: median {statistics.median(times) * 1000:.1f} ms "
          f"(min {min(times) * 1000:.1f}, max {max(times) * 1000:.1f}; {repeats} runs), {battles} battles, "
          f"peak {peak / 2**20:.1f} MiB traced")
    print(f"  winter (income, supply, cap): median {statistics.median(wtimes) * 1000:.1f} ms")
    print(f"  (legal destinations for every corps, used to make the orders: {orders_s * 1000:.0f} ms)")
    return statistics.median(times)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    args = ap.parse_args()
    small = measure("small", 15, 10, 9, 450, 51)
    if args.quick:
        return
    mid = measure("medium", 50, 40, 12, 10_000, 5)
    large = measure("large", 100, 100, 20, 50_000, 3)
    print(f"growth: medium/small {mid / small:.0f}x for {10_000 / 450:.0f}x divisions; "
          f"large/medium {large / mid:.1f}x for 5x divisions")


if __name__ == "__main__":
    main()
