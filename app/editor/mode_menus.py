"""The window's menus in the "Edit map" mode say what the keys do there (round 20).

In the mode the keys follow the editor, as in any program with modes: Ctrl+N starts a new map, Ctrl+O opens one,
Ctrl+S saves it, Ctrl+Z undoes a map edit (the window's own actions give those keys up while it is on, app/editor/
mode.py). The window's File and Edit menus showed only the game's New game…, Open…, Undo, without their keys, and
nothing of the map's: a GM pressing Ctrl+N for a new game met a New map dialog with no word of it anywhere. While the
mode is on, each menu begins with a "Map editor" section holding the editor's actions, their keys shown beside them;
the game's actions follow, without the keys they gave up. Leaving the mode takes the section away."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu

if TYPE_CHECKING:
    from app.editor.editor import MapEditor

SECTION = "Map editor"


def _menu(window: QMainWindow, attribute: str, title: str) -> QMenu | None:
    """The window's menu (its attribute, else the menu bar's menu of that title)."""
    menu = getattr(window, attribute, None)
    if isinstance(menu, QMenu):
        return menu
    for action in window.menuBar().actions():
        if action.menu() is not None and action.text().replace("&", "") == title:
            found = action.menu()
            return found if isinstance(found, QMenu) else None
    return None


def put(window: QMainWindow, editor: MapEditor) -> list[tuple[QMenu, QAction]]:
    """The editor's actions at the head of the window's File and Edit menus; what was added, for `take`."""
    added: list[tuple[QMenu, QAction]] = []
    for attribute, title, actions in (
            ("file_menu", "File", [editor.new_action, editor.open_action, editor.image_action, editor.save_action,
                                   editor.save_as_action]),
            ("edit_menu", "Edit", [editor.undo_action, editor.redo_action])):
        menu = _menu(window, attribute, title)
        if menu is None:
            continue
        first = menu.actions()[0] if menu.actions() else None
        if first is None:
            added.append((menu, menu.addSection(SECTION)))
            menu.addActions(actions)
        else:
            added.append((menu, menu.insertSection(first, SECTION)))
            menu.insertActions(first, actions)
            added.append((menu, menu.insertSeparator(first)))
        added += [(menu, a) for a in actions]
    return added


def take(added: list[tuple[QMenu, QAction]]) -> None:
    """The editor's section out of the window's menus again."""
    for menu, action in added:
        menu.removeAction(action)
