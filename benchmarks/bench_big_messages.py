"""Nine nations whose stored messages are each near the 1 MB limit: the whole-process time of
`orders`, `resolve` and `report` on such a game (issue 27: each check used to parse every stored
message again).

Run from the repository: `.venv/bin/python benchmarks/bench_big_messages.py [--runs N] [--kb K]`.
Each message is a nation's real orders with diplomatic prose and forum quotes around them, as a
chatty player writes; the figures are medians of whole `python -m app.cli ...` processes.
"""

from __future__ import annotations

import argparse
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

from engine.game import read_cache  # noqa: E402
from engine.game.gamefile import Game  # noqa: E402
from engine.game.scenario import MAPS, load_scenario  # noqa: E402
from engine.words.textio import MAX_MESSAGE_BYTES  # noqa: E402

PROSE = ("Our envoy in Vienna writes that the court will not move before the thaw; we shall see. "
         "[quote=Prussia]Berlin stands with whoever pays the subsidy first.[/quote]\n"
         "> last turn: France's corps A marched on Bavaria, and the Danube froze over early\n"
         "Honoured GM, please read the orders below with the usual care; the rest is for the forum.\n")


def message(nation: str, capital: str, size: int) -> str:
    head = f"Orders of {nation}\nbuild 1 infantry in {capital}\n\n"
    body = PROSE * ((size - len(head)) // len(PROSE))
    return head + body


def make_game(folder: Path, size: int) -> Path:
    board, state, data = load_scenario(MAPS / "europe1805" / "scenario.json")
    path = folder / "big.berthier"
    with Game.create(path, board, state, "Big messages", data) as game:
        for n in state.nations:
            capital = board.name(n.home[0]) if n.home else "Paris"
            game.store_orders(n.name, message(n.name, capital, size))
    return path


def timed(argv: list[str], cache: Path | str = "off") -> tuple[float, float]:
    """(CPU seconds, wall seconds) of one whole command; CPU is what the machine's load does not change.
    `cache`: the folder of the sheets kept read between commands (engine.game.read_cache), or "off"."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "app.cli", *argv], cwd=ROOT, stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, text=True, env={**os.environ, read_cache.CACHE_ENV: str(cache)})
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode > 1:                      # 1: stored, with lines the reader refused (the prose)
        print(f"  {argv[0]} exited {done.returncode}: {done.stderr.strip()[-300:]}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), wall


def checks(path: Path, n: int, once: bool = True) -> tuple[float, float]:
    """In one open game, France's orders checked `n` times as the GM edits them (the window's page);
    with `once` False, every stored message is read again at each check (as before issue 27)."""
    with Game.open(path) as game:
        if not once:
            game.parsed = lambda text, nation, state: game.rules.parse_orders(text, nation, state, game.board)
        cpu, start = time.process_time(), time.perf_counter()
        for i in range(n):
            game.check_orders("France", f"build {i + 1} infantry in Paris")
        return time.process_time() - cpu, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--kb", type=int, default=(MAX_MESSAGE_BYTES - 10_000) // 1000,
                        help="each stored message's size in KB (default: just under the limit)")
    args = parser.parse_args()
    os.environ[read_cache.CACHE_ENV] = "off"        # the window's rows read in this process: nothing kept on disk
    size = args.kb * 1000
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        start = time.perf_counter()
        template = make_game(folder, size)
        print(f"9 nations, each message {size / 1e6:.2f} MB; game made in {time.perf_counter() - start:.1f} s")
        france = folder / "france.txt"            # France's new orders: read by `orders`, the 8 others kept
        france.write_text(message("France", "Paris", size).replace("build 1 infantry", "build 2 infantry", 1),
                          encoding="utf-8")
        resolved = folder / "resolved.berthier"
        shutil.copy(template, resolved)
        timed(["resolve", str(resolved), "--seed", "1"])
        rows: dict[str, list[tuple[float, float]]] = {}
        for _ in range(args.runs):
            for cache in ("off", "kept"):
                kept = folder / f"cache{_}"             # kept: the sheets the game's earlier commands read
                shutil.rmtree(kept, ignore_errors=True)
                work = folder / "work.berthier"
                shutil.copy(template, work)
                if cache == "kept":                     # the nine messages read by an earlier command
                    shutil.copy(template, folder / "earlier.berthier")
                    timed(["resolve", str(folder / "earlier.berthier"), "--seed", "1"], kept)
                where = kept if cache == "kept" else "off"
                for label, argv in (("orders (store France's, check against the 8 others)",
                                     ["orders", str(work), "--nation", "France", str(france), "--force"]),
                                    ("resolve", ["resolve", str(work), "--seed", "1"]),
                                    ("report (public)", ["report", str(resolved)]),
                                    ("report --nation France", ["report", str(resolved), "--nation", "France"])):
                    rows.setdefault(f"{label}, sheets {'kept' if cache == 'kept' else 'not kept'}", []).append(
                        timed(argv, where))
        rows["5 checks of France's orders in one open game (window)"] = [checks(template, 5)
                                                                        for _ in range(args.runs)]
        rows["the same, each message read at every check (before)"] = [checks(template, 5, once=False)
                                                                       for _ in range(args.runs)]
        print(f"{'':55s} {'CPU s':>7s} {'wall s':>7s}  (medians of {args.runs})")
        for label, times in rows.items():
            print(f"{label:55s} {statistics.median(c for c, _ in times):7.2f} "
                  f"{statistics.median(w for _, w in times):7.2f}")


if __name__ == "__main__":
    main()
