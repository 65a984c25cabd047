"""The players' viewer of a long game: size and writing time of a 50-turn Europe 1805 viewer, and the
time a headless chromium takes to open it (when chromium is installed).

Run from the repository: `.venv/bin/python benchmarks/bench_viewer.py [--turns 50]`. The game is played
with fixed seeds: each turn, every nation's first corps marches on to a neighbouring province of its own,
so every page has moves and its own reports.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from app.render.viewer_maps import viewer_text  # noqa: E402
from engine.game.gamefile import Game  # noqa: E402
from engine.game.scenario import MAPS, load_scenario  # noqa: E402
from engine.viewer.outline import outline  # noqa: E402


def orders(game: Game) -> dict[str, str]:
    """Each nation's first corps to the first neighbouring province the nation owns."""
    state = game.state()
    out = {}
    for nation in state.nations:
        corps = [c for c in getattr(state, "corps", ()) if c.nation == nation.name]
        if not corps:
            continue
        c = corps[0]
        ahead = sorted(n for n in game.board.neighbours(c.at) if state.owners.get(n) == nation.name)
        if ahead:
            out[nation.name] = f"{c.letter} - {game.board.name(ahead[0])}"
    return out


def play(path: Path, turns: int) -> float:
    board, state, data = load_scenario(MAPS / "europe1805" / "scenario.json")
    start = time.perf_counter()
    with Game.create(path, board, state, data.get("title", "Europe 1805"), data) as game:
        for turn in range(turns):
            for nation, text in orders(game).items():
                game.store_orders(nation, text)
            game.resolve(seed=1805 + turn)
    return time.perf_counter() - start


def open_time(page: Path) -> str:
    browser = next((b for b in ("chromium", "chromium-browser", "google-chrome") if shutil.which(b)), None)
    if browser is None:
        return "no chromium installed"
    with tempfile.TemporaryDirectory() as profile:
        start = time.perf_counter()
        run = subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu",
                              f"--user-data-dir={profile}", "--dump-dom", page.as_uri()],
                             capture_output=True, text=True, timeout=120)
        wall = time.perf_counter() - start
    ready = re.search(r'data-ready-ms="(\d+)"', run.stdout)
    if ready is None:
        return "never: the script did not run"
    script = f"{int(ready.group(1)) / 1000:.2f} s to the end of its script"
    return f"{script} (the whole headless browser process: {wall:.2f} s)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=50)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        played = play(folder / "europe.berthier", args.turns)
        print(f"Played {args.turns} turns of Europe 1805 in {played:.1f} s")
        with Game.open(folder / "europe.berthier") as game:
            start = time.perf_counter()
            shape = outline(game.board)
            drawn = time.perf_counter() - start
            print(f"Map outline (drawn once per viewer): {len(shape.places)} regions in {drawn:.2f} s")
            for nation in (None, "France"):
                start = time.perf_counter()
                text = viewer_text(game, nation)
                written = time.perf_counter() - start
                page = folder / f"{nation or 'public'}.html"
                page.write_text(text, encoding="utf-8")
                size = page.stat().st_size
                geometry = sum(len(p.path) for p in shape.places)
                print(f"{nation or 'Public'} viewer, {game.current_turn + 1} pages: {size / 1e6:.2f} MB "
                      f"(geometry {geometry / 1e6:.2f} MB), written in {written:.2f} s; "
                      f"opens in {open_time(page)}")


if __name__ == "__main__":
    main()
