"""Export ▸ Whole turn to a folder… on a real screen, from the keys alone: the GM types a new folder's name in
the dialog and presses Enter; the folder is made and the turn written into it. Qt's own folder dialog greyed its
Choose button and said "Directory not found" to a name not made yet (app/window/folder_dialog.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.real_display.screen import wait_for

pytestmark = pytest.mark.real_display


def _resolved(path: Path) -> None:
    """Winter 1804 resolved before the GM opens the game: its turn is there to export."""
    from app.session import GameSession
    session = GameSession()
    session.open(path)
    session.commit(seed=1805, turn=session.game.current_turn)
    session.close()


def test_a_new_folder_typed_in_the_export_dialog_is_made_and_written(start, tmp_path):
    gm = start("napoleonic", prepare=_resolved)
    gm.keys("ctrl+shift+e")
    dialog = gm.wait_window("^Export Winter 1804 to a folder")
    gm.focus(dialog)
    folder = tmp_path / "turns" / "winter-1804"
    folder.parent.mkdir()
    gm.keys("ctrl+a")
    gm.type(str(folder))
    gm.shoot("new-folder-typed")
    gm.keys("Return")
    gm.wait_status(r"Wrote \d+ file\(s\) to .*winter-1804", timeout=120)
    assert not gm.screen.windows("Directory not found|^Export Winter 1804 to a folder")
    assert (folder / "public-map.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    wait_for("the France folder", lambda: (folder / "france").is_dir(), timeout=10)
    gm.shoot("new-folder-written")
