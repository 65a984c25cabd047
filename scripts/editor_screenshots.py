"""Screenshots of the map editor for docs/images: a forum map traced, and a region deleted.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/editor_screenshots.py [OUT_DIR]

The map is the synthetic forum map of engine/mapmaking/synthetic.py (a title in large type over an
open sea, twelve provinces, a lake); nothing is read from the GM's settings.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[1] / "docs" / "images"
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    from app.editor.window import MapEditorWindow
    from engine.mapmaking.synthetic import forum_map

    with tempfile.TemporaryDirectory() as tmp:
        image = Path(tmp) / "mare_nostrum.png"
        forum_map(seed=1, title_style="cartouche", legend=True).save(image)
        settings = QSettings(str(Path(tmp) / "settings.ini"), QSettings.IniFormat)
        editor = MapEditorWindow(image, settings=settings)
        editor.resize(1440, 900)
        editor.show()
        editor.view.fit()
        job = editor.trace_all()
        job.wait()
        while editor.trace_job is not None:
            app.processEvents()
        editor.view.fit()
        lake = next(n.region for n in editor.live_notes() if n.region and "lake" in n.message)
        editor.select(lake)
        editor.problems_dock.raise_()
        app.processEvents()
        editor.grab().save(str(out / "map-editor-forum.png"))
        editor.delete_region(lake)
        editor.check()
        editor.select(None)
        app.processEvents()
        editor.grab().save(str(out / "map-editor-deleted.png"))
        print(f"{out / 'map-editor-forum.png'}\n{out / 'map-editor-deleted.png'}\n{editor.last_message}")
        editor.undo_stack.setClean()
        editor.close()


if __name__ == "__main__":
    main()
