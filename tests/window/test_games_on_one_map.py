"""Two games on the same map share one board once opened (engine/board/kept.py); the window still
shows each game as freshly opened: a new map scene, nothing selected, its own position."""

from __future__ import annotations

import shutil

from PySide6.QtCore import Qt


def test_a_copy_opened_after_the_original_starts_with_nothing_selected(window, open_game, europe_game, qtbot,
                                                                       tmp_path):
    copy = tmp_path / "copy.berthier"
    shutil.copy(europe_game, copy)
    open_game(europe_game)
    first_scene, first_board = window.map_view.scene(), window.session.board
    view = window.map_view
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=view.viewport_pos("alsace"))
    assert window.inspector.title.text() == "Alsace"

    open_game(copy)
    assert window.session.board is first_board                   # the same map, read once
    assert window.map_view.scene() is not first_scene
    assert window.map_view.picture.selected_region is None
    assert window.inspector.region_id is None
    assert window.inspector.title.text() != "Alsace"
    assert window.windowTitle().startswith(f"{window.session.game.title} — copy.berthier")
