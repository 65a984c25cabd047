"""How long classic takes to list a nation's orders by meaning (engine.rulesets.classic.meaning), on the bundled
start and on a crowded map: one nation owning every province, with armies in each and ships (armies aboard) in
every sea, the other nations' ships beside them, and the gold to keep them all.

    .venv/bin/python benchmarks/bench_meaning_classic.py
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.game.scenario import load_scenario  # noqa: E402
from engine.rulesets.classic.meaning import meaning  # noqa: E402
from engine.rulesets.classic.units import Armies, Fleet  # noqa: E402
from engine.state import replace  # noqa: E402

SCENARIO = ROOT / "resources" / "maps" / "classic-europe" / "scenario.json"


def crowded(board, state, nation: str):
    land = [r.id for r in board if r.is_land and r.kind.name != "IMPASSABLE"]
    seas = [r.id for r in board if r.is_sea]
    others = [n.name for n in state.nations if n.name != nation]
    armies = tuple(Armies(nation=nation, at=p, count=5) for p in land)
    fleets = tuple(Fleet(nation=nation, at=s, ships=3, aboard=4) for s in seas)
    fleets += tuple(Fleet(nation=others[i % len(others)], at=s, ships=2) for i, s in enumerate(seas))
    nations = tuple(replace(n, treasury={**n.treasury, "gold": 5000}) if n.name == nation else n for n in state.nations)
    return replace(state, armies=armies, fleets=fleets, owners={p: nation for p in land}, nations=nations)


def timed(board, state, nation: str, rounds: int = 20) -> tuple[int, float]:
    best = float("inf")
    for _ in range(rounds):
        start = time.perf_counter()
        found = meaning(board, state, nation)
        best = min(best, time.perf_counter() - start)
    return len(found.candidates), best * 1000


def main() -> int:
    board, state, _ = load_scenario(SCENARIO)
    worst = max((timed(board, state, n.name) + (n.name,) for n in state.nations), key=lambda t: t[1])
    print(f"start: the slowest nation ({worst[2]}) lists {worst[0]} orders in {worst[1]:.1f} ms")
    count, ms = timed(board, crowded(board, state, "France"), "France")
    print(f"crowded map (France everywhere): {count} orders in {ms:.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
