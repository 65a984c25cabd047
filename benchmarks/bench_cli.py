"""Whole-process CPU and wall time of the command line's verbs on the bundled maps (medians of several runs).

Run from the repository: `.venv/bin/python benchmarks/bench_cli.py [--runs N] [--only WORD]`. Each figure is
the time of one whole `python -m app.cli ...` process (start-up and imports included), as a GM's shell sees it;
one warm-up run first, so the .pyc files exist as they do in an installed program.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]       # the checkout whose command line is timed (--repo)
MAPS = ROOT / "resources" / "maps"
# .pyc files written, as an installed program has them
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"} | {"QT_QPA_PLATFORM": "offscreen"}
BUNDLED = ("europe1805", "classic-europe", "eia-europe", "mausropa")
# a player's message with no order in it: entering it loads and runs the whole reader all the same
MESSAGE = "Hello GM,\n\nthank you for the update, a fine turn.\n\nBest regards\n"


def run_once(argv: list[str]) -> tuple[float, float, int]:
    """(CPU seconds of the child, wall seconds, exit code) of one whole process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "app.cli", *argv], cwd=ROOT, stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL, env=ENV)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, wall, done.returncode


def measure(label: str, argv: list[str], runs: int, setup=None) -> None:
    if setup:
        setup()
    run_once(argv)                       # warm-up: .pyc written, files in the page cache
    cpus, walls, codes = [], [], set()
    for _ in range(runs):
        if setup:
            setup()
        cpu, wall, code = run_once(argv)
        cpus.append(cpu)
        walls.append(wall)
        codes.add(code)
    note = "" if codes == {0} else f"  (exit {sorted(codes)})"
    print(f"{label:<52} cpu {statistics.median(cpus):6.3f} s (min {min(cpus):.3f}, max {max(cpus):.3f})"
          f"   wall {statistics.median(walls):6.3f} s{note}", flush=True)


def first_nation(map_name: str) -> str:
    scenario = json.loads((MAPS / map_name / "scenario.json").read_text(encoding="utf-8"))
    return scenario["nations"][0]["name"] if isinstance(scenario["nations"], list) else next(iter(scenario["nations"]))


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--only", help="only the rows whose label has this word")
    p.add_argument("--repo", type=Path, help="time another checkout's command line (e.g. an older commit's)")
    args = p.parse_args()
    if args.repo:
        global ROOT
        ROOT = args.repo.resolve()
    rows: list[tuple[str, list[str], object]] = [("--help", ["--help"], None), ("--version", ["--version"], None)]
    with tempfile.TemporaryDirectory() as tmp:
        for name in BUNDLED:
            game = Path(tmp) / f"{name}.berthier"
            run_once(["new", str(game), "--scenario", str(MAPS / name / "scenario.json")])
            nation = first_nation(name)
            # a second game with a message entered: the verbs that read orders load the reader
            read = Path(tmp) / f"{name}-orders.berthier"
            run_once(["new", str(read), "--scenario", str(MAPS / name / "scenario.json")])
            message = Path(tmp) / f"{name}.txt"
            message.write_text(MESSAGE, encoding="utf-8")
            run_once(["orders", str(read), str(message), "--nation", nation])
            rows += [(f"state {name}", ["state", str(game)], None),
                     (f"orders {name} (show)", ["orders", str(game), "--nation", nation], None),
                     (f"needs {name}", ["needs", str(game)], None),
                     (f"resolve --dry-run {name}", ["resolve", str(game), "--dry-run", "--seed", "1"], None),
                     (f"orders {name} (enter a message)", ["orders", str(read), str(message), "--nation", nation],
                      None),
                     (f"resolve --dry-run {name} (a message read)",
                      ["resolve", str(read), "--dry-run", "--seed", "1"], None)]
        fresh = Path(tmp) / "fresh.berthier"
        rows.append(("new eia-europe", ["new", str(fresh), "--scenario", str(MAPS / "eia-europe" / "scenario.json")],
                     lambda: fresh.unlink(missing_ok=True)))
        rows.append(("new europe1805", ["new", str(fresh), "--scenario", str(MAPS / "europe1805" / "scenario.json")],
                     lambda: fresh.unlink(missing_ok=True)))
        print(f"python {sys.version.split()[0]}, {args.runs} runs each after one warm-up; medians of whole processes")
        for label, argv, setup in rows:
            if args.only and args.only not in label:
                continue
            measure(label, argv, args.runs, setup)
    return 0


if __name__ == "__main__":
    sys.exit(main())
