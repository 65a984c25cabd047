"""The window's start as a whole process: the program's icon, and the start clock the benchmark
reads (benchmarks/bench_window_start.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run(code_or_args: list[str], home: Path, **env: str) -> subprocess.CompletedProcess:
    environ = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home), **env)
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "BERTHIER_TEST_PROBE"):
        environ.pop(name, None)
    return subprocess.run([sys.executable, *code_or_args], cwd=ROOT, env=environ, capture_output=True, text=True,
                          timeout=120)


def test_the_window_carries_the_programs_icon(tmp_path):
    code = ("from app.window.launch import application\n"
            "icon = application().windowIcon()\n"
            "image = icon.pixmap(64, 64).toImage()\n"
            "print(icon.isNull(), image.width(), image.pixelColor(32, 32).name())")
    done = run(["-c", code], tmp_path)
    assert done.returncode == 0, done.stderr
    null, width, centre = done.stdout.split()
    assert (null, width) == ("False", "64")
    assert centre != "#000000"                           # drawn from the SVG, not an empty pixmap


def test_the_start_clock_tells_when_the_splash_the_window_and_the_map_were_painted_then_quits(tmp_path,
                                                                                                  tiny_game):
    done = run(["-m", "app.cli", "gui", str(tiny_game)], tmp_path, BERTHIER_START_CLOCK="1")
    assert done.returncode == 0, done.stderr
    marks = json.loads([line for line in done.stdout.splitlines() if line.startswith("{")][-1])
    assert list(marks) == ["splash", "built", "window", "map"]
    assert marks["splash"] <= marks["built"] <= marks["window"] <= marks["map"]

