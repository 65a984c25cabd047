"""Prints how long the GM's window takes to settle after a GM edit of one unit on EiA Europe (or
another bundled map's game: --map europe1805).

The edit (a corps removed by hand) and its undo are each timed from the call to the session to
the window idle again (every dock refreshed, the events processed), median of `--runs` of each;
the CPU time this process spent is printed too (steadier than the wall clock on a busy machine).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_gm_edit.py [--runs 9] [--profile] [--map NAME] [--laptop]
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--profile", action="store_true", help="print where the time of the edits goes")
    parser.add_argument("--map", default="eia-europe", help="the bundled map whose game is edited (eia-europe)")
    parser.add_argument("--laptop", action="store_true",
                        help="the window at 1366x768 (else the offscreen default: a map 221 pixels wide, every stack crowded)")
    args = parser.parse_args()

    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from app.session import GameSession, load_game
    from app.window.main import MainWindow
    from app.window.settings import Settings
    from engine.game import edits
    from engine.game.scenario import MAPS

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as tmp:
        path = GameSession.create_from_scenario(MAPS / args.map / "scenario.json", Path(tmp) / "edited.berthier")
        window = MainWindow(settings=Settings(QSettings(str(Path(tmp) / "s.ini"), QSettings.IniFormat)),
                            data_dir=tmp)
        if args.laptop:
            window.resize(1366, 768)
        window.show()
        window.session.adopt(load_game(path))
        app.processEvents()
        session = window.session
        entry = session.rules.unit_entries(session.board, session.state())[0]
        edit = edits.remove_unit(session.board, session.state(), entry)

        def settled(work) -> tuple[float, float]:
            start, cpu = time.perf_counter(), time.process_time()
            work()
            app.processEvents()
            return time.perf_counter() - start, time.process_time() - cpu

        def one_pair() -> tuple[tuple[float, float], tuple[float, float]]:
            done = settled(lambda: session.edit(edit.state, "benchmark", edit.summary, dict(edit.private)))
            undone = settled(session.undo_stack.undo)
            return done, undone

        one_pair()                                    # warm the caches the first drawing fills
        profile = cProfile.Profile() if args.profile else None
        if profile is not None:
            profile.enable()
        pairs = [one_pair() for _ in range(args.runs)]
        if profile is not None:
            profile.disable()
        print(f"GM edit of one unit on {args.map} ({len(session.state().nations)} nations), median of {args.runs}")
        for i, what in enumerate(("the edit", "its undo")):
            wall = statistics.median(p[i][0] for p in pairs) * 1000
            cpu = statistics.median(p[i][1] for p in pairs) * 1000
            print(f"  {what + ', to the window settled':<44}{wall:9.1f} ms ({cpu:.1f} ms of this process's CPU)")
        window.close()
        if profile is not None:
            pstats.Stats(profile).sort_stats("cumulative").print_stats(80)


if __name__ == "__main__":
    main()
