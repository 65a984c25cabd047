"""A later start of the window (the last game opened again, no orders entered yet) loads what it
shows and nothing more: no order reader, no Resolve or Scouting dialog, one orders editor."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
READER = {"engine.orders", "engine.words.clauses", "engine.words.lexicon", "engine.words.message"}
LATER = {"app.orders.resolve", "app.orders.scouting", "app.orders.decisions"}
START = """
import sys
from app.cli.main import main
from app.orders.dock import OrdersDock
made = []
make = OrdersDock._make_editor
def counted(dock, nation):
    made.append(nation)
    return make(dock, nation)
OrdersDock._make_editor = counted
try:
    main(["gui"])
except SystemExit:
    pass
print("EDITORS", " ".join(made))
print("MODULES", " ".join(sorted(sys.modules)))
"""


def start(home: Path) -> tuple[set[str], str]:
    """The modules loaded and the nations whose orders editor was made, when the window quits after
    its map's first paint (app/window/start_clock.py)."""
    env = dict(os.environ, HOME=str(home), QT_QPA_PLATFORM="offscreen", BERTHIER_START_CLOCK="1")
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "BERTHIER_TEST_PROBE"):
        env.pop(name, None)
    done = subprocess.run([sys.executable, "-c", START], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    lines = dict((line + " ").split(" ", 1) for line in done.stdout.splitlines()
                 if line.startswith(("EDITORS", "MODULES")))
    return set(lines["MODULES"].split()), lines["EDITORS"].strip()


def test_a_later_start_loads_no_order_reader_and_no_resolve_dialog(tmp_path):
    start(tmp_path)                                   # the first start creates the bundled game
    modules, editors = start(tmp_path)
    assert "app.window.main" in modules and "app.orders.dock" in modules
    assert not READER & modules, sorted(READER & modules)
    assert not LATER & modules, sorted(LATER & modules)
    assert editors == "France"                       # the nation shown: its editor alone is made
