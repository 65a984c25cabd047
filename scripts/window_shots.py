"""Offscreen screenshots of the window at fit zoom on a bundled game with a busy turn (moves typed
for several nations), for docs/images/ and for looking at the map's legibility.

    python scripts/window_shots.py OUT_DIR europe1805:1366x768 [MAP:WxH ...]

Each shot runs in its own process (a window with unsaved orders would ask on closing); the PNGs
are saved with a 256-colour palette to stay small.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def shoot(out: Path, name: str, size: str) -> Path:
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QImage
    from PySide6.QtTest import QTest

    from app.window.launch import application
    app = application()      # noqa: F841  (kept alive while the window is drawn)
    from app.session import GameSession
    from app.window.main import MainWindow
    from app.window.settings import Settings
    from tests.window.busy_turn import enter_busy_turn

    width, height = (int(v) for v in size.split("x"))
    tmp = Path(tempfile.mkdtemp(prefix="berthier-shots-"))
    game = GameSession.create_from_scenario(ROOT / "resources" / "maps" / name / "scenario.json", tmp / "game.berthier")
    window = MainWindow(settings=Settings(QSettings(str(tmp / "settings.ini"), QSettings.IniFormat)),
                        data_dir=tmp / "data")
    window.resize(width, height)
    window.show()
    shown: list[str] = []
    window.gameShown.connect(shown.append)
    window.open_game(game)
    while not shown:
        QTest.qWait(50)
    enter_busy_turn(window)
    window.map_view.fit()
    QTest.qWait(300)
    path = out / (f"window-{width}.png" if name == "europe1805" else f"window-{name.split('-')[0]}-{width}.png")
    image = window.grab().toImage().convertToFormat(QImage.Format_Indexed8)
    image.save(str(path), "PNG", 0)
    print(f"{path}  {width}x{height}, map view {window.map_view.viewport().width()}x"
          f"{window.map_view.viewport().height()}", flush=True)
    return path


def main() -> None:
    out = Path(sys.argv[1])
    shots = sys.argv[2:] or ["europe1805:1366x768"]
    out.mkdir(parents=True, exist_ok=True)
    if len(shots) > 1:
        for spec in shots:
            subprocess.run([sys.executable, __file__, str(out), spec], check=True)
        return
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    name, size = shots[0].split(":")
    shoot(out, name, size)
    os._exit(0)           # no "save the orders?" question on the way out


if __name__ == "__main__":
    main()
