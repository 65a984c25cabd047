"""The window's part in setting up games: New game (the dialog, then where to save it), Save as
scenario, and the House rules form; kept here so the main window only wires them in."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from app.window import dialogs, export
from engine.game import edits
from engine.errors import BerthierError
from engine.game.records import scenario_file
from engine.rulesets.declarations import MODULES_PARAM

EDIT_MAP_MODE = "editMapMode"      # the object name of the map editor's mode (app/editor/mode.py)
CANCELLED = object()               # the GM cancelled the New game at the question about the editor's map

if TYPE_CHECKING:
    from app.window.host import WindowHost


def ask_new_game(window: WindowHost) -> None:
    """The new-game dialog, then the game file's name; the game opens (in placing mode when the
    GM starts on a map of his own and asked to place the starting pieces)."""
    editor_map = _editor_map(window)
    if not isinstance(editor_map, (Path, type(None))):       # CANCELLED
        return
    chosen = dialogs.new_game(window, editor_map)
    if chosen is None:
        return
    path = game_path(window, chosen.title)
    if path is None:
        return
    then = (lambda: start_placing(window)) if chosen.place_pieces else None
    window.open_game(path, data=chosen.data, base_dir=chosen.base_dir, then=then)


def game_path(window: WindowHost, title: str) -> Path | None:
    """Where the GM saves a new game (a .berthier file that does not exist yet), or None."""
    folder = window.settings.folder("games") or str(window.data_dir)
    path = dialogs.save_path(window, "Save the new game as", f"{folder}/{export.slug(title)}.berthier",
                             dialogs.GAME_FILTER)
    if path is None:
        return None
    if path.suffix != ".berthier":
        path = path.with_name(path.name + ".berthier")
    if path.exists():
        dialogs.show_error(window, "Cannot create the game", f"{path} already exists.",
                           "Berthier never overwrites a game: choose another name.")
        return None
    window.settings.set_folder("games", path.parent)
    return path


def start_placing(window: WindowHost) -> None:
    """Turn the placing mode on, if this window has one, and say what to do."""
    action = getattr(getattr(window, "placing", None), "action", None)
    if action is not None and not action.isChecked():
        action.trigger()
    window.statusBar().showMessage("Place the starting pieces: right-click a region and choose Add a unit…", 15000)


def _editor_map(window: WindowHost) -> Path | None | object:
    """The file of the map open in the map editor (the window's Edit map mode, else the editor window
    opened last), offered to start a game on. A map changed since it was saved (or never saved) is
    saved first if the GM wants it as it is now; otherwise its last saved version is offered; CANCELLED
    if he cancels (Esc: the New game goes no further, the map in the editor as it was)."""
    mode = window.findChild(QObject, EDIT_MAP_MODE)
    if mode is None:
        return None
    editors = [getattr(mode, "editor", None), *reversed(getattr(mode, "windows", []))]
    editor = next((e for e in editors if e is not None), None)
    if editor is None:
        return None
    path = editor.document.path
    if not editor.undo_stack.isClean():
        title = editor.document.draft.info.title
        state = "has changes not saved" if path is not None else "is not saved yet"
        answer = dialogs.save_map_first(window, "New game", f"The map \u201c{title}\u201d in the map editor {state}. "
                                        f"Save it, to start a game on it as it is now?")
        if answer == "cancel":
            return CANCELLED
        if answer == "save":
            if not editor.save():
                return CANCELLED              # the save was cancelled or failed (the editor said why)
            path = editor.document.path
    return Path(path) if path else None


def save_as_scenario(window: WindowHost) -> None:
    game = window.session.game
    if game is None:
        return
    folder = window.settings.folder("scenarios") or str(game.path.parent)
    path = dialogs.save_path(window, "Save the position as a scenario",
                             f"{folder}/{export.slug(game.title)}-{export.slug(game.label())}.json",
                             "Scenarios (*.json)")
    if path is None:
        return
    if path.suffix != ".json":
        path = path.with_name(path.name + ".json")
    try:
        data = scenario_file(game)
        tmp = path.with_name(path.name + ".partial")
        tmp.write_text(json.dumps(data, indent=1, ensure_ascii=False), encoding="utf-8")
        tmp.replace(path)
    except BerthierError as e:
        dialogs.show_error(window, "Cannot save the scenario", str(e))
        return
    except OSError as e:
        dialogs.show_error(window, "Cannot save the scenario", f"{path} cannot be written: {e.strerror or e}")
        return
    window.settings.set_folder("scenarios", path.parent)
    window.statusBar().showMessage(f"Scenario saved: {path} (File > New game… > A scenario file starts "
                                   f"a game from it)", 10000)


def edit_house_rules(window: WindowHost) -> None:
    game = window.session.game
    if game is None:
        return
    state = window.session.state()
    modules = state.params.get(MODULES_PARAM, [])
    changes = dialogs.house_rules(window, game.rules.id, modules if isinstance(modules, list) else [],
                                  dict(state.params))
    if not changes:
        return

    def change(st):
        summaries = []
        for key, value in changes.items():
            st, summary = edits.change_param(st, key, value)
            summaries.append(summary)
        return st, "; ".join(summaries)
    window._edit(change)
