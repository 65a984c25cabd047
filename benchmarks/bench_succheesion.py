"""Succheesion benchmark: one turn of the bundled Mausropa game, and of a synthetic node-link map of
5,000 regions with 50,000 units (prints figures; not a test).

    python benchmarks/bench_succheesion.py            # both
    python benchmarks/bench_succheesion.py --quick    # Mausropa only

Targets (issue 14): a turn of the bundled map under 10 ms; the synthetic turn under 1 s. Also
times reading 100 KB order lines (every reading must be linear in the line's length).
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.board import Board  # noqa: E402
from engine.board.synthetic import grid_board  # noqa: E402
from engine.dice import SeededDice  # noqa: E402
from engine.rulesets import ruleset  # noqa: E402
from engine.game.scenario import build_scenario, load_scenario  # noqa: E402

RULES = ruleset("succheesion")
ROOT = Path(__file__).resolve().parents[1]
MAUSROPA_ORDERS = {
    "Crimsonia": "Build 3 Infantry in 12\ninvest 5 cheese in trade with Stilwen\n"
                 "2 galleons 13 -> 14 carrying 4 units from 9 to 24\nspend TP to reach 40%",
    "Stilwen": "invest 5 cheese in trade with Crimsonia\n5 units 6 -> 10 -> 11",
    "Maustria": "blockade 13 with the fleet in 13\nraise cheese in 21\n8 units and the General 11 -> 10\n"
                "sway Ubliko to war with Stilwen, bribe 10 cheese",
    "Randomia": "4 units 15 -> 16 -> 17\nBuild 1 Cavalry in 15",
    "Typ Lef Nazin": "4 units 31 -> 28 -> 23",
}


def timed(fn, runs: int) -> tuple[float, object]:
    times, out = [], None
    for _ in range(runs):
        start = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times), out


def mausropa() -> None:
    board, state, _ = load_scenario(ROOT / "resources" / "maps" / "mausropa" / "scenario.json")
    sheets = {n: RULES.parse_orders(t, n, state, board) for n, t in MAUSROPA_ORDERS.items()}
    median, res = timed(lambda: RULES.resolve(board, state, sheets, SeededDice(7)), 51)
    print(f"Mausropa: one turn ({sum(len(s.orders) for s in sheets.values())} orders, "
          f"{len(res.events)} events): {median * 1000:.2f} ms median of 51 (target 10 ms)")


def synthetic(columns: int = 71, rows: int = 71, nations: int = 20, units: int = 50_000, seed: int = 1) -> None:
    rng = random.Random(seed)
    grid = grid_board(columns, rows, with_geometry=False)
    regions = [dataclasses.replace(r, attributes={**r.attributes, "cities": rng.randint(0, 3),
                                                  "cheese": rng.randint(1, 4), "port": True}) if r.is_land else r
               for r in grid]
    board = Board(grid.info, regions, [e for r in grid for e in grid.adjacent[r.id].values() if e.a == r.id])
    land = [r.id for r in board if r.is_land]
    land.sort(key=lambda rid: (int(rid[1:]) % columns, int(rid[1:]) // columns))
    names = [f"Nation {i + 1}" for i in range(nations)]
    chunk = -(-len(land) // nations)
    homes = {n: land[i * chunk:(i + 1) * chunk] for i, n in enumerate(names)}
    per = units // len(land)
    stacks = [{"type": "units", "nation": n, "at": r, "count": per} for n in names for r in homes[n]]
    extra = units - per * len(land)
    for i in range(extra):
        stacks[i]["count"] += 1
    sheets = {n: {"Infantry": 0} for n in names}
    for s in stacks:
        sheets[s["nation"]]["Infantry"] += s["count"]
    relations = [{"nations": [names[i], names[i + 1]], "status": "war"} for i in range(0, nations - 1, 2)]
    data = {"format": "berthier-scenario", "version": 1, "title": "Synthetic", "ruleset": "succheesion",
            "nations": [{"name": n, "colour": "#%06x" % rng.randrange(1 << 24), "home": homes[n],
                         "treasury": {"cheese": 5000}} for n in names],
            "relations": relations, "units": stacks, "armies": sheets}
    start = time.perf_counter()
    _, state = build_scenario(data, board=board)
    setup = time.perf_counter() - start
    orders: dict[str, list[str]] = {n: [] for n in names}
    for s in state.stacks:
        if rng.random() < 0.5:
            near = [r for r in board.adjacent[s.at] if board[r].is_land]
            if near:
                orders[s.nation].append(f"{max(1, s.count // 2)} units {s.at} -> {rng.choice(near)}")
    parsed = {n: RULES.parse_orders("\n".join(t), n, state, board) for n, t in orders.items()}
    moves = sum(len(s.orders) for s in parsed.values())
    median, res = timed(lambda: RULES.resolve(board, state, parsed, SeededDice(3)), 3)
    battles = sum(1 for e in res.events if type(e).__name__ == "Battle")
    print(f"Synthetic: {len(board)} regions ({len(land)} land), {units} units in {len(state.stacks)} stacks, "
          f"{moves} moves: one turn {median:.2f} s median of 3 ({battles} battles; scenario read in {setup:.2f} s; "
          "target 1 s)")


def long_lines() -> None:
    board, state, _ = load_scenario(ROOT / "resources" / "maps" / "mausropa" / "scenario.json")
    for label, unit in (("path", "15 -> "), ("unit type", "Infantry "), ("spaces", " ")):
        for size in (10_000, 100_000):
            line = "4 units " + unit * (size // len(unit)) + "16"
            median, _ = timed(lambda: RULES.parse_orders(line, "Randomia", state, board), 3)
            print(f"reading a {size // 1000} KB line ({label}): {median * 1000:.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    mausropa()
    long_lines()
    if not args.quick:
        synthetic()


if __name__ == "__main__":
    main()
