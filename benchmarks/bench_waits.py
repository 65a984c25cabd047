"""Prints how long the window's thread stops for the work the GM waits for: a turn committed (the bundled Europe 1805
with France's letter stored; a Spring with every nation's corps marching) and a big map image loaded in the map editor, each done on the window's
thread (as before round 19) and off it (app/window/off_thread.py); the whole turn's export, its maps drawn on the
window's thread (as before round 20) and off it. The figure that counts is the longest gap of a
timer beating every 10 ms on the window's thread; over 0.2 s a busy bar must say what the window does.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_waits.py [--runs 3] [--megapixels 24]

Also run by benchmarks/bench_window.py."""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def longest_gap(act: Callable[[], object]) -> tuple[float, float]:
    """(seconds `act` took, the longest the window's thread went without a 10 ms beat meanwhile)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    beats: list[float] = []
    beat = QTimer()
    beat.timeout.connect(lambda: beats.append(time.perf_counter()))
    beat.start(10)
    QApplication.processEvents()
    began = time.perf_counter()
    act()
    ended = time.perf_counter()
    QApplication.processEvents()
    beat.stop()
    marks = [began, *[b for b in beats if began <= b <= ended], ended]
    return ended - began, max(b - a for a, b in zip(marks, marks[1:]))


def _window(folder: Path):
    from PySide6.QtCore import QSettings

    from app.window.main import MainWindow
    from app.window.settings import Settings
    window = MainWindow(settings=Settings(QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat)),
                        data_dir=folder / "data")
    window.resize(1366, 768)
    window.show()
    return window


def commit(template: Path, folder: Path, off: bool, busy: bool = False) -> tuple[float, float]:
    from PySide6.QtWidgets import QApplication

    from engine.game.gamefile import Game
    from tests.real_display.letters import LETTERS
    path = folder / f"commit-{off}-{time.monotonic_ns()}.berthier"
    shutil.copy(template, path)
    with Game.open(path) as game:
        for nation in game.state().nations:
            game.store_orders(nation.name, LETTERS["napoleonic"].text if nation.name == "France" else "")
    window = _window(folder)
    shown: list[str] = []
    window.gameShown.connect(shown.append)
    window.open_game(path)
    while not shown:
        QApplication.processEvents()
        time.sleep(0.01)
    session = window.session
    if busy:                            # Spring 1805: every nation's corps marching (tests/window/busy_turn.py)
        from tests.window.busy_turn import busy_orders
        session.commit(seed=1804, turn=session.game.current_turn)
        for nation, text in busy_orders(session, per_nation=8, nations=9).items():
            session.game.store_orders(nation, text)
    if not off:
        session.long_work = lambda _what, work: work()          # as before: on the window's thread
    session.preview(seed=1805)
    try:
        return longest_gap(lambda: session.commit(seed=1805, turn=session.game.current_turn))
    finally:
        window.close()
        window.deleteLater()


def export_turn(template: Path, folder: Path, off: bool) -> tuple[float, float]:
    """File > Export whole turn of Europe 1805 after its first turn (the public map, nine nations' maps, the
    reports): its maps drawn off the window's thread (round 20), or all on it (as before)."""
    from PySide6.QtWidgets import QApplication

    from app.window import exporting
    path = folder / f"export-{off}-{time.monotonic_ns()}.berthier"
    shutil.copy(template, path)
    window = _window(folder)
    shown: list[str] = []
    window.gameShown.connect(shown.append)
    window.open_game(path)
    while not shown:
        QApplication.processEvents()
        time.sleep(0.01)
    window.session.commit(seed=1805, turn=window.session.game.current_turn)
    real = exporting.run_off_thread
    if not off:
        exporting.run_off_thread = lambda _parent, _what, work, busy=True: work()     # type: ignore[assignment]
    try:
        return longest_gap(lambda: window.export_whole_turn(folder / f"turn-{time.monotonic_ns()}", width=1600))
    finally:
        exporting.run_off_thread = real
        window.close()
        window.deleteLater()


def image(path: Path, off: bool) -> tuple[float, float]:
    from app.editor import tracing
    from app.editor.editor import MapEditor
    from app.window import off_thread
    editor = MapEditor(None)
    editor.show()
    real = off_thread.run_off_thread
    if not off:                                                # as before: read on the window's thread
        off_thread.run_off_thread = lambda _parent, _what, work: work()    # type: ignore[assignment]
    try:
        return longest_gap(lambda: editor.load_image(path))
    finally:
        off_thread.run_off_thread = real
        editor.undo_stack.setClean()
        editor.close()
        editor.deleteLater()
        assert tracing                                          # the module the editor read with


def report(label: str, runs: list[tuple[float, float]]) -> None:
    took = statistics.median(r[0] for r in runs)
    gap = max(r[1] for r in runs)
    print(f"  {label:<58}{took * 1000:8.0f} ms, window stopped {gap * 1000:6.0f} ms at most")


def waits(template: Path, runs: int, megapixels: int) -> None:
    from PySide6.QtWidgets import QApplication
    from PIL import Image, ImageDraw
    QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        print(f"Waits on the window's thread (median time of {runs}, longest stop of all)")
        for off in (False, True):
            where = "off the window's thread" if off else "on the window's thread"
            report(f"commit Winter 1804 of Europe 1805, {where}", [commit(template, folder, off) for _ in range(runs)])
        for off in (False, True):
            where = "off the window's thread" if off else "on the window's thread"
            report(f"commit a busy Spring 1805 (every corps marching), {where}",
                   [commit(template, folder, off, busy=True) for _ in range(runs)])
        for off in (False, True):
            where = "off the window's thread" if off else "on the window's thread"
            report(f"export the whole turn (10 maps), maps {where}", [export_turn(template, folder, off)
                                                                      for _ in range(runs)])
        side = int((megapixels * 1e6 / 12) ** 0.5)
        big = folder / "big.png"
        picture = Image.new("RGB", (4 * side, 3 * side), (170, 200, 230))
        ImageDraw.Draw(picture).rectangle((side, side, 2 * side, 2 * side), fill=(230, 210, 170), outline=0, width=9)
        picture.save(big)
        for off in (False, True):
            where = "off the window's thread" if off else "on the window's thread"
            report(f"load a {megapixels} MP map image in the editor, {where}", [image(big, off) for _ in range(runs)])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--megapixels", type=int, default=24)
    args = parser.parse_args()
    from app.session import BUNDLED_SCENARIO, GameSession
    with tempfile.TemporaryDirectory() as tmp:
        europe = GameSession.create_from_scenario(BUNDLED_SCENARIO, Path(tmp) / "Europe 1805.berthier")
        waits(europe, args.runs, args.megapixels)


if __name__ == "__main__":
    main()
