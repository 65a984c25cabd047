"""Benchmark hostile player mail: the mails that stalled `inbox` (issue 27), and a campaign of
small hostile ones, each read or refused alone.

    .venv/bin/python benchmarks/bench_mail_hostile.py [--runs 3]

Prints, for each large hostile mail, the time to read it (median of the runs) and what became of
it; then the campaign's count, crashes, refusals, slowest mail and total time.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.mail.mail import read_one  # noqa: E402
from tests.mail.hostile import campaign, huge  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    print(f"{'mail':32} {'size':>10} {'seconds':>8}  result")
    for name, data in huge().items():
        times, problem = [], ""
        for _ in range(args.runs):
            start = time.perf_counter()
            problem = read_one(data, name).problem
            times.append(time.perf_counter() - start)
        result = f"refused: {problem.removeprefix(name).lstrip(': ')}" if problem else "read"
        print(f"{name:32} {len(data):>10,} {statistics.median(times):8.3f}  {result[:90]}")
    count = crashes = refused = 0
    slowest, slowest_name = 0.0, ""
    start = time.perf_counter()
    for name, data in campaign():
        count += 1
        t = time.perf_counter()
        try:
            refused += bool(read_one(data, name).problem)
        except Exception as e:      # noqa: BLE001 -- counted: a crash is what this measures
            crashes += 1
            print(f"CRASH {name}: {type(e).__name__}: {e}")
        took = time.perf_counter() - t
        if took > slowest:
            slowest, slowest_name = took, name
    total = time.perf_counter() - start
    print(f"campaign: {count} hostile mails, {crashes} crashes, {refused} refused with a reason, "
          f"slowest {slowest:.3f} s ({slowest_name}), {total:.2f} s in all")


if __name__ == "__main__":
    main()
