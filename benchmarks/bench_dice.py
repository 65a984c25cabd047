"""Dice benchmark: the cost of one roll under each scheme (prints figures; not a test).

    python benchmarks/bench_dice.py

Named streams hash (seed, name) once per stream and one block per roll; a large battle rolls a
few thousand dice, so a roll must stay around a microsecond.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.dice import FixedDice, OneStreamDice, SeededDice  # noqa: E402

ROLLS = 100_000
STREAMS = 50


def per_roll(make) -> float:
    """Median microseconds per d6 over 5 runs of ROLLS rolls spread over STREAMS streams."""
    times = []
    for run in range(5):
        dice = make(run)
        streams = [dice.stream(f"battle:p{i}#1") for i in range(STREAMS)]
        start = time.perf_counter()
        for i in range(ROLLS):
            streams[i % STREAMS].d6("bench")
        times.append((time.perf_counter() - start) / ROLLS * 1e6)
    return statistics.median(times)


def main() -> None:
    print(f"{ROLLS:,} d6 over {STREAMS} streams, median of 5 runs, microseconds per roll (logged):")
    for name, make in (("named streams (SeededDice)", SeededDice), ("one stream (old games)", OneStreamDice),
                       ("fixed list (FixedDice)", lambda _: FixedDice([3] * ROLLS))):
        print(f"  {name:<28} {per_roll(make):.2f} us")


if __name__ == "__main__":
    main()
