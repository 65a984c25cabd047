"""The frozen program's `berthier-gui` (windowed): the window on a game file given, or on the last game.

A windowed program has no standard output on Windows and macOS: what it would print goes to a log file.
"""

import sys
from pathlib import Path

if sys.stdout is None or sys.stderr is None:
    log = Path.home() / ".cache" / "berthier" / "window.log"
    try:
        log.parent.mkdir(parents=True, exist_ok=True)
        sys.stdout = sys.stderr = open(log, "a", encoding="utf-8", buffering=1)
    except OSError:
        import io
        sys.stdout = sys.stderr = io.StringIO()

from app.cli import main  # noqa: E402  (after the output is set up)

if __name__ == "__main__":
    sys.exit(main(["gui", *sys.argv[1:]]))
