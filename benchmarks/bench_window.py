"""Prints how fast the GM's window starts, opens a big map and exports a large PNG.

Targets: first painted frame of the window on Europe 1805 < 1.5 s from process start; opening a
synthetic 10,000-region game < 5 s (the window answering meanwhile); a 4096 px PNG of Europe < 1 s.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_window.py [--runs 3] [--size 100]

The start-up figures come from fresh processes (`--child`), each with its own settings and data
folders, timed from just before the process is spawned.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def line(label: str, seconds: float, target: float | None = None) -> None:
    verdict = "" if target is None else ("  ok" if seconds < target else f"  OVER target {target:g} s")
    print(f"  {label:<62}{seconds * 1000:9.0f} ms{verdict}")


# -- in a child process: start the real window and note when things are first painted ---------
def child(game: str) -> None:
    from PySide6.QtCore import QEvent, QObject, QTimer

    from app.window.launch import Splash, application, run

    marks: dict[str, float] = {}
    holder: dict = {}
    app = application()

    def mark(name: str) -> None:
        marks.setdefault(name, time.time())
        if name == "map":
            print(json.dumps(marks), flush=True)
            holder["window"].close()
            app.quit()

    class Painted(QObject):
        """Marks the end of the first paint of the splash, the window, and the map."""

        def eventFilter(self, obj, event) -> bool:
            if event.type() == QEvent.Paint:
                window = holder.get("window")
                name = None
                if isinstance(obj, Splash):
                    name = "splash"
                elif window is not None and obj is window.map_view.viewport() and window.session.game is not None:
                    name = "map"
                elif window is not None and obj.isWidgetType() and (obj is window or window.isAncestorOf(obj)):
                    name = "window"
                if name is not None and name not in marks:
                    QTimer.singleShot(0, lambda n=name: mark(n))     # after this paint is done
            return False

    painted = Painted()
    app.installEventFilter(painted)

    def on_window(window) -> None:
        marks.setdefault("engine loaded", time.time())
        holder["window"] = window

    run(game, on_window=on_window)


def first_paint(game: Path, runs: int) -> None:
    print(f"Start-up on {game.name} (fresh process each run, median of {runs})")
    figures: dict[str, list[float]] = {}
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as home:
            env = dict(os.environ, XDG_CONFIG_HOME=f"{home}/config", XDG_DATA_HOME=f"{home}/data",
                       QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
            start = time.time()
            out = subprocess.run([sys.executable, __file__, "--child", str(game)], env=env, capture_output=True,
                                 text=True, timeout=120)
            try:
                marks = json.loads(out.stdout.strip().splitlines()[-1])
            except (IndexError, json.JSONDecodeError):
                raise SystemExit(f"the window did not start: {out.stderr[-2000:]}") from None
        for name, at in marks.items():
            figures.setdefault(name, []).append(at - start)
    line("process start to the splash painted", statistics.median(figures["splash"]), 1.5)
    line("process start to the engine loaded (window built)", statistics.median(figures["engine loaded"]))
    line("process start to the window painted (first frame)", statistics.median(figures["window"]), 1.5)
    line("process start to the map painted", statistics.median(figures["map"]))


# -- in this process -----------------------------------------------------------------------------
def big_map(size: int) -> None:
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from app.window.main import MainWindow
    from app.window.settings import Settings
    from engine.board.synthetic import grid_board
    from engine.game.gamefile import Game
    from engine.game.scenario import build_scenario

    app = QApplication.instance() or QApplication(sys.argv[:1])
    n = size * size
    print(f"Synthetic map {size}x{size} ({n} regions)")
    with tempfile.TemporaryDirectory() as tmp:
        board = grid_board(size, size)
        data = {"ruleset": "napoleonic", "title": "Synthetic", "start": {"season": "Spring", "year": 1805},
                "nations": [{"name": "North", "colour": "#3f6fc8", "home": ["r0", "r1"]},
                            {"name": "South", "colour": "#c8423f", "home": [f"r{n - 5}", f"r{n - 6}"]}]}
        board, state = build_scenario(data, board=board)
        Game.create(Path(tmp) / "big.berthier", board, state, "Synthetic", data).close()
        window = MainWindow(settings=Settings(QSettings(f"{tmp}/s.ini", QSettings.IniFormat)), data_dir=tmp,
                            install_orders=False)
        window.resize(1440, 900)
        window.show()
        app.processEvents()

        gaps, clock = [], QElapsedTimer()
        ticker = QTimer()
        ticker.setInterval(10)

        def tick() -> None:
            gaps.append(clock.restart() / 1000)
        ticker.timeout.connect(tick)
        loop = QEventLoop()
        window.gameShown.connect(lambda _path: QTimer.singleShot(0, loop.quit))
        t = time.perf_counter()
        clock.start()
        ticker.start()
        window.open_game(Path(tmp) / "big.berthier")
        returned = time.perf_counter() - t
        loop.exec()
        shown = time.perf_counter() - t
        window.map_view.viewport().repaint()
        painted = time.perf_counter() - t
        ticker.stop()
        line("open_game returns (the work goes to a thread)", returned)
        line("the game read and its map shown", shown)
        line("... and the map painted", painted, 5.0)
        line("longest the window did not answer while opening", max(gaps) if gaps else 0.0)
        window.close()


def export_png(game: Path, width: int) -> None:
    from app.window.export import save_map
    from engine.game.gamefile import Game

    print(f"Export of {game.name}")
    with Game.open(game) as g, tempfile.TemporaryDirectory() as tmp:
        save_map(g, Path(tmp) / "warm.png", width=400)              # Qt and the map geometry loaded
        times = []
        for _ in range(3):
            t = time.perf_counter()
            path = save_map(g, Path(tmp) / "map.png", width=width)
            times.append(time.perf_counter() - t)
        size = path.stat().st_size
    line(f"public map PNG {width} px wide ({size / 1e6:.1f} MB), median of 3", statistics.median(times), 1.0)


def main() -> None:
    if len(sys.argv) == 3 and sys.argv[1] == "--child":
        child(sys.argv[2])
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--size", type=int, default=100, help="synthetic map of size x size regions")
    args = parser.parse_args()
    from app.session import BUNDLED_SCENARIO, GameSession

    with tempfile.TemporaryDirectory() as tmp:
        europe = GameSession.create_from_scenario(BUNDLED_SCENARIO, Path(tmp) / "Europe 1805.berthier")
        first_paint(europe, args.runs)
        big_map(args.size)
        export_png(europe, 4096)
        from benchmarks.bench_waits import waits          # the commit and a big map image, on and off the thread
        waits(europe, args.runs, 24)


if __name__ == "__main__":
    main()
