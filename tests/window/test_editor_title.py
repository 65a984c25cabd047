"""The window's title in the map editor names the map edited, not the game left aside (it said "Napoleon's Wars
… — europe1805.berthier — Berthier" while the GM drew and saved a map); back in the game it names the game."""

from __future__ import annotations

from app.editor import install


def test_the_title_names_the_map_while_the_editor_is_on(window, open_game, europe_game, qtbot):
    w = open_game(europe_game)
    game_title = w.windowTitle()
    assert europe_game.name in game_title
    mode = install(w)                       # the window of the tests leaves its plug-ins out
    editor = mode.enter()
    assert europe_game.name not in w.windowTitle()
    assert "map editor" in w.windowTitle() and w.windowTitle().endswith("Berthier"), w.windowTitle()
    editor.setWindowTitle("*changed.json – map editor")         # what the editor says after an edit
    assert w.windowTitle().startswith("*changed.json – map editor"), w.windowTitle()
    editor.undo_stack.setClean()
    assert mode.leave()
    assert w.windowTitle() == game_title
