"""The `berthier edit-map` command: the map editor on a map file, on a map image, or on a new map."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from engine.errors import BerthierError

DESCRIPTION = """Open the map editor. With a map file (.geojson), edit it; with a map image (PNG, JPEG...),
start a new map drawn over it (trace it with Trace all, or pick provinces with the magic wand);
with nothing, start an empty map. The editor saves Berthier map files."""


def add_parser(subparsers) -> argparse.ArgumentParser:
    parser = subparsers.add_parser("edit-map", help="draw, trace and check a map in the map editor",
                                   description=DESCRIPTION)
    parser.add_argument("source", nargs="?", type=Path, metavar="MAP.geojson | IMAGE",
                        help="a map file to edit, or a map image to draw a new map over")
    parser.set_defaults(run=run)
    return parser


def has_display() -> bool:
    """False on Linux with no X11 or Wayland display and no Qt platform chosen by hand."""
    if not sys.platform.startswith("linux"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY") or os.environ.get("QT_QPA_PLATFORM"))


def open_window(source: Path | None):
    """The editor window on `source` (BerthierError, with the reason, if it cannot be opened)."""
    from PySide6.QtWidgets import QApplication

    if source is not None and not source.exists():
        raise BerthierError(f"{source}: no such file")
    if QApplication.instance() is None:
        app = QApplication(sys.argv[:1])
        app.setApplicationName("Berthier")
    from app.editor.window import MapEditorWindow
    return MapEditorWindow(source)


def run(args: argparse.Namespace) -> int:
    if args.source is not None and not args.source.exists():
        raise BerthierError(f"{args.source}: no such file")
    if not has_display():
        raise BerthierError("there is no display to show the map editor on (neither $DISPLAY nor "
                            "$WAYLAND_DISPLAY is set)")
    window = open_window(args.source)
    window.show()
    from PySide6.QtWidgets import QApplication
    app = QApplication.instance()
    return app.exec() if app is not None else 0       # open_window made it


def main(argv: list[str] | None = None) -> int:
    """Run the verb on its own (until it is wired into the `berthier` command)."""
    parser = argparse.ArgumentParser(prog="berthier")
    add_parser(parser.add_subparsers(dest="verb", required=True))
    args = parser.parse_args(argv)
    try:
        return int(args.run(args) or 0)
    except BerthierError as e:
        print(f"berthier edit-map: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    raise SystemExit(main())
