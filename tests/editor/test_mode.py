"""The "Edit map" mode in the GM's window: the editor takes the middle, the game's docks step aside,
and everything comes back when the GM leaves it."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QStackedWidget, QToolBar

from app.editor import install
from app.mapview import MapView
from engine.board.synthetic import grid_board


class Session:
    def __init__(self, board):
        self.game = object()
        self.board = board


class StandInWindow(QMainWindow):
    """What `install` uses of the GM's window: a middle stack with the map, docks, a toolbar, menus."""

    def __init__(self, board):
        super().__init__()
        self.session = Session(board)
        self.map_view = MapView(board)
        self.middle = QStackedWidget()
        self.middle.addWidget(self.map_view)
        self.setCentralWidget(self.middle)
        self.dock = QDockWidget("Nations", self)
        self.dock.setWidget(QLabel("nations"))
        self.addDockWidget(Qt.RightDockWidgetArea, self.dock)
        self.toolbar = QToolBar("Main")
        self.undo_action = QAction("Undo", self)
        self.undo_action.setShortcuts([QKeySequence.Undo])
        self.toolbar.addAction(self.undo_action)
        self.addToolBar(self.toolbar)
        self.menuBar().addMenu("&File")
        self.menuBar().addMenu("&Help")


@pytest.fixture
def window(qtbot):
    window = StandInWindow(grid_board(5, 4, sea_every=4))
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_install_adds_a_map_menu_before_help(window):
    mode = install(window)
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles == ["&File", "&Map", "&Help"]
    assert [a.text() for a in mode.menu.actions()] == ["&Edit map", "Map editor in a &window…"]


def test_edit_map_shows_the_games_map_in_the_editor_and_leaving_brings_the_game_back(qtbot, window, asked):
    mode = install(window)
    mode.action.trigger()
    editor = mode.editor
    assert window.middle.currentWidget() is editor
    assert len(editor.document.draft) == 20
    assert not window.dock.isVisible() and not window.toolbar.isVisible()
    assert window.undo_action.shortcuts() == []          # Ctrl+Z is the editor's while it is on
    from app.editor import commands
    editor.do(lambda: commands.DeleteRegion(editor.document, "r0"))
    asked.answer("unsaved_changes", "cancel")
    mode.action.trigger()                                 # leave... but the GM cancels
    assert mode.active and mode.action.isChecked()
    asked.answer("unsaved_changes", "discard")
    mode.action.trigger()
    assert not mode.active and not mode.action.isChecked()
    assert window.middle.currentWidget() is window.map_view
    assert window.dock.isVisible() and window.toolbar.isVisible()
    assert window.undo_action.shortcuts() == [QKeySequence(QKeySequence.Undo)]


def test_closing_the_window_with_an_unsaved_map_asks_first(qtbot, window, asked):
    mode = install(window)
    editor = mode.enter()
    from app.editor import commands
    editor.do(lambda: commands.DeleteRegion(editor.document, "r0"))
    asked.answer("unsaved_changes", "cancel")
    assert not window.close()
    asked.answer("unsaved_changes", "discard")
    assert window.close()


def test_the_editor_opens_in_a_window_of_its_own_too(qtbot, window, asked):
    mode = install(window)
    editor = mode.open_window()
    qtbot.addWidget(editor)
    assert editor.isVisible() and len(editor.document.draft) == 20
    assert editor.menuBar().actions()[0].text() == "&File"


def test_the_gms_window_takes_the_edit_mode(qtbot, tmp_path, asked):
    main = pytest.importorskip("app.window.main")
    from PySide6.QtCore import QSettings

    from app.window.settings import Settings
    window = main.MainWindow(settings=Settings(QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat)),
                             data_dir=tmp_path, install_orders=False)
    qtbot.addWidget(window)
    mode = install(window)
    editor = mode.enter()
    assert window.middle.currentWidget() is editor and len(editor.document.draft) == 0
    assert mode.leave()


def test_load_image_in_the_mode_starts_a_new_map_and_leaves_the_games_map_alone(qtbot, asked, tmp_path):
    from pathlib import Path

    from engine.board import load_map
    from engine.mapmaking.synthetic import synthetic_map
    game_map = load_map(Path(__file__).resolve().parents[1] / "data" / "tiny-map.geojson")   # not in pixels
    window = StandInWindow(game_map)
    qtbot.addWidget(window)
    window.show()
    mode = install(window)
    editor = mode.enter()
    assert set(editor.document.draft.regions) == set(game_map.regions)
    image = tmp_path / "forum.png"
    synthetic_map(300, 200, 10, seed=2).save(image)
    asked.answer("open_path", image)
    editor.image_action.trigger()
    draft = editor.document.draft
    assert len(draft) == 0 and draft.info.bounds == (0, 0, 300, 200) and draft.info.projection == "pixels"
    assert (editor.view.image.pos().x(), editor.view.image.scale_factor) == (0, 1)
    assert asked.asked("open_path") and not asked.asked("image_use") and not asked.asked("unsaved_changes")
    assert mode.leave()
    assert window.middle.currentWidget() is window.map_view and window.session.board is game_map


def _shown(menu) -> list[tuple[str, str]]:
    """A menu's entries as the GM reads them: the text and the key beside it (sections and separators left out)."""
    return [(a.text().replace("&", ""), a.shortcut().toString()) for a in menu.actions()
            if not a.isSeparator() and a.text()]


def test_the_keys_follow_the_mode_and_the_menus_say_so(qtbot, tmp_path, asked):
    """Round 20: Ctrl+N in the mode opens New map, as in any program with modes, and the File menu says so: it begins
    with the map editor's New map… (Ctrl+N), Open… (Ctrl+O), Save (Ctrl+S); New game… follows without a key. The
    Edit menu begins with the map's Undo (Ctrl+Z). Back in the game, the menus and the keys are the game's again."""
    from PySide6.QtCore import QSettings
    from app.window.main import MainWindow
    from app.window.settings import Settings
    window = MainWindow(settings=Settings(QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat)),
                        data_dir=tmp_path, install_orders=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    mode = install(window)
    before_file, before_edit = _shown(window.file_menu), _shown(window.edit_menu)
    assert ("New game…", "Ctrl+N") in before_file and ("Undo", "Ctrl+Z") in before_edit
    editor = mode.enter()
    file_menu = _shown(window.file_menu)
    assert window.file_menu.actions()[0].text() == "Map editor"               # the section's title
    assert file_menu[:5] == [("New map…", "Ctrl+N"), ("Open map…", "Ctrl+O"), ("Load image…", "Ctrl+I"),
                             ("Save map", "Ctrl+S"), ("Save map as…", "Ctrl+Shift+S")]
    assert ("New game…", "") in file_menu                                     # no key said twice
    assert [k for _, k in file_menu].count("Ctrl+N") == 1
    assert _shown(window.edit_menu)[:2] == [("Undo", "Ctrl+Z"), ("Redo", "Ctrl+Y")]
    on_ctrl_n = [a for a in window.findChildren(QAction) if "Ctrl+N" in [k.toString() for k in a.shortcuts()]]
    assert on_ctrl_n == [editor.new_action]                                   # the one action Ctrl+N runs
    asked.answer("new_map_size", None)                                        # the GM cancels it
    window.file_menu.actions()[1].trigger()                                   # the menu's first entry
    assert asked.asked("new_map_size")                                        # New map
    assert mode.leave()
    assert _shown(window.file_menu) == before_file and _shown(window.edit_menu) == before_edit
