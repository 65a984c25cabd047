"""Prints how long the GM's window takes to start, as a whole process, to a usable window (the window
shown and the game's map painted).

Targets (issue 24): the first start, which creates the bundled Europe 1805 game in a fresh home,
at most 3 s; a later start (the same home: the last game opened again) at most 1.5 s.

    .venv/bin/python benchmarks/bench_window_start.py [--runs 5] [--display offscreen|xvfb|both]
    .venv/bin/python benchmarks/bench_window_start.py --against ../before [--runs 7] [--display ...]

Each run is `python -m app.cli gui` in a fresh process with BERTHIER_START_CLOCK set (app/window/
start_clock.py: the program prints when the splash, the window and the map were first painted, and
quits). A first start gets a new, empty HOME; the later starts reuse the home of the run before.
Times are wall seconds from just before the process is spawned; the CPU seconds of the process
(user + system, from the kernel) are printed too, as the machine may be shared. A warm-up run
first writes the .pyc files, as an installed program has them.

With `--against TREE` (another checkout of the program: the baseline), later starts of this tree (A)
and of TREE (B) run in turn, A B A B ..., and the ratios A/B are taken pair by pair: on a shared
machine the CPU a start takes moves with the load, and pairing keeps the comparison fair.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
FIRST_TARGET, LATER_TARGET = 3.0, 1.5


def start_once(home: Path, env: dict[str, str], tree: Path = ROOT) -> dict[str, float]:
    """Start the window of the program in `tree` in `home` until its map is painted: the moments,
    from the spawn, and the CPU."""
    env = dict(env, HOME=str(home), BERTHIER_START_CLOCK="1", PYTHONDONTWRITEBYTECODE="")
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "BERTHIER_TEST_PROBE"):
        env.pop(name, None)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.time()
    done = subprocess.run([sys.executable, "-m", "app.cli", "gui"], cwd=tree, env=env, capture_output=True,
                          text=True, timeout=180)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode != 0 or not lines:
        raise SystemExit(f"the window did not start (exit {done.returncode}):\n{done.stdout[-1500:]}"
                         f"\n{done.stderr[-3000:]}")
    marks = {name: at - start for name, at in json.loads(lines[-1]).items()}
    marks["cpu"] = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return marks


def line(label: str, values: list[float], target: float | None = None) -> None:
    median = statistics.median(values)
    verdict = "" if target is None else ("  ok" if median <= target else f"  OVER target {target:g} s")
    spread = f"({min(values):.2f} to {max(values):.2f})"
    print(f"  {label:<44}{median:6.2f} s {spread:>16}{verdict}")


def report(title: str, runs: list[dict[str, float]], target: float) -> None:
    print(title)
    for name, label in (("splash", "splash painted"), ("built", "window built (engine loaded)"),
                        ("window", "window painted"), ("map", "map painted: usable")):
        values = [run[name] for run in runs if name in run]
        if values:
            line(label, values, target if name == "map" else None)
    line("CPU of the whole process", [run["cpu"] for run in runs])


def bench(env: dict[str, str], runs: int, what: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        start_once(Path(tmp) / "warm-up", env)
        first, later = [], []
        for n in range(runs):
            home = Path(tmp) / f"home{n}"
            home.mkdir()
            first.append(start_once(home, env))
            later.append(start_once(home, env))
            shutil.rmtree(home)
    report(f"First start ({what}, fresh home: the bundled Europe 1805 game is created), median of {runs}",
           first, FIRST_TARGET)
    report(f"Later start ({what}, the same home: the last game opened), median of {runs}", later, LATER_TARGET)


def paired(env: dict[str, str], runs: int, what: str, baseline: Path) -> None:
    """Later starts of this tree and of `baseline` in turn; medians and the pairs' ratios."""
    trees = {"A (this tree)": ROOT, f"B ({baseline})": baseline}
    with tempfile.TemporaryDirectory() as tmp:
        homes = {name: Path(tmp) / f"home{n}" for n, name in enumerate(trees)}
        for name, tree in trees.items():
            homes[name].mkdir()
            start_once(homes[name], env, tree)           # the game created, the .pyc files written
            start_once(homes[name], env, tree)
        runs_of: dict[str, list[dict[str, float]]] = {name: [] for name in trees}
        for _ in range(runs):
            for name, tree in trees.items():
                runs_of[name].append(start_once(homes[name], env, tree))
    for name, done in runs_of.items():
        report(f"Later start ({what}), {name}, {runs} runs in turn with the other", done, LATER_TARGET)
    a, b = runs_of.values()
    for key, label in (("map", "A/B map painted: usable"), ("cpu", "A/B CPU of the whole process")):
        ratios = [x[key] / y[key] for x, y in zip(a, b)]
        print(f"  {label:<44}{statistics.median(ratios):6.2f}   ({min(ratios):.2f} to {max(ratios):.2f})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--display", choices=("offscreen", "xvfb", "both"), default="both")
    parser.add_argument("--against", type=Path, metavar="TREE",
                        help="another checkout of the program: later starts of both, in turn, compared")
    args = parser.parse_args()
    if args.against is not None and not (args.against / "app" / "cli" / "__main__.py").is_file():
        parser.error(f"--against {args.against}: not a checkout of the program (no app/cli/__main__.py in it)")

    def run(env: dict[str, str], what: str) -> None:
        if args.against is not None:
            paired(env, args.runs, what, args.against.resolve())
        else:
            bench(env, args.runs, what)

    load = os.getloadavg()[0]
    print(f"load average {load:.1f} on {os.cpu_count()} cores")
    if args.display in ("offscreen", "both"):
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        run(env, "offscreen")
    if args.display in ("xvfb", "both"):
        from tests.real_display.screen import Screen, missing_tools
        absent = missing_tools()
        if absent:
            print(f"no Xvfb run: {', '.join(absent)} not installed (scripts/setup.sh installs them)")
            return
        screen = Screen(1366, 768)
        try:
            env = dict(screen.env)
            env.pop("QT_QPA_PLATFORM", None)
            run(env, "Xvfb with a window manager")
        finally:
            screen.close()


if __name__ == "__main__":
    main()
