"""The keyboard: finding a province or sea by name (Ctrl+F), and the F1 list of every shortcut,
made from the window's own actions so it never goes out of date."""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QCompleter, QDialog, QDialogButtonBox, QLabel, QLineEdit, QTextBrowser, QVBoxLayout, QWidget)

from engine.board import Board
from engine.errors import UnknownName

MOUSE = (
    ("Click", "inspect a province, a sea or a unit; with a unit selected, give it an order"),
    ("Drag, arrow keys", "pan the map"),
    ("Wheel, + and −", "zoom"),
    ("Esc on the map", "drop the selected unit"),
    ("Right-click", "add, correct or remove units; correct a region, a nation, relations"),
    ("Drag a counter (Ctrl+G on)", "move its piece to another region"),
)


def place_names(board: Board) -> list[str]:
    """Every name a GM may type for a place: names, and the other names players write."""
    names: set[str] = set()
    for region in board:
        names.add(region.name)
        if region.label:
            names.add(region.label)
        aliases = region.attributes.get("aliases", ())
        if isinstance(aliases, (list, tuple)):
            names.update(a for a in aliases if isinstance(a, str))
    return sorted(names, key=str.casefold)


class FindPlaceDialog(QDialog):
    """Type a province or sea (completion as you type); Enter centres the map on it."""

    def __init__(self, board: Board, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle("Find a province or sea")
        self.board = board
        self.region_id: str | None = None
        self.edit = QLineEdit()
        self.edit.setPlaceholderText("Name, number or other name (Paris, 26, Helvetia…)")
        completer = QCompleter(place_names(board), self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.edit.setCompleter(completer)
        self.completer = completer
        # Enter takes the completion highlighted, or else the first one offered, and shows it
        popup = completer.popup()
        assert popup is not None                    # a QCompleter makes its popup on first asking
        popup.installEventFilter(self)
        completer.activated.connect(self._take)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("QLabel { color: #a4261b; }")
        self.message.hide()
        self.setMinimumWidth(460)               # the title, and "did you mean ..." on two lines at most
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Show")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.edit)
        layout.addWidget(self.message)
        layout.addWidget(buttons)

    def accept(self) -> None:
        text = self.edit.text().strip()
        if not text:
            return
        try:
            self.region_id = self.board.find(text).id
        except UnknownName as e:
            self.message.setText(str(e))
            self.message.show()
            self.adjustSize()                   # the whole message, however many lines it takes
            return
        super().accept()

    def _take(self, name: str) -> None:
        """A completion chosen (Enter, or a click in the list): that place, shown at once."""
        self.edit.setText(name)
        QTimer.singleShot(0, self.accept)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        popup = self.completer.popup()
        if (watched is popup and isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and not popup.currentIndex().isValid() and popup.model().rowCount() > 0):
            popup.setCurrentIndex(popup.model().index(0, 0))
        return False


def shortcut_rows(actions: list[QAction]) -> list[tuple[str, str]]:
    """(keys, what) for every action with a shortcut, in menu order, each once."""
    rows: list[tuple[str, str]] = []
    seen: set[str] = set()
    for action in actions:
        keys = [k.toString(QKeySequence.SequenceFormat.NativeText)
                for k in action.shortcuts() if not k.isEmpty()]
        if not keys:
            continue
        what = action.text().replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip(".…")
        if what in seen:
            continue
        seen.add(what)
        rows.append((" / ".join(keys), what))
    return rows


def show_shortcuts(parent: QWidget, actions: list[QAction]) -> None:
    """The list of every key and mouse gesture, in a dialog that scrolls and fits the screen it opens on (the
    list outgrew a 768-pixel screen as a message box); Return or Esc closes it."""
    rows = [(k, w) for k, w in MOUSE] + shortcut_rows(actions)
    table = "".join(f"<tr><td><b>{html.escape(k)}</b>&nbsp;&nbsp;</td><td>{html.escape(w)}</td></tr>"
                    for k, w in rows)
    dialog = QDialog(parent)
    dialog.setWindowTitle("Keyboard and mouse")
    text = QTextBrowser(dialog)
    text.setHtml(f"<table>{table}</table><p>Letters underlined in the menus work with Alt.</p>")
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, parent=dialog)
    buttons.accepted.connect(dialog.accept)
    layout = QVBoxLayout(dialog)
    layout.addWidget(text)
    layout.addWidget(buttons)
    buttons.button(QDialogButtonBox.StandardButton.Ok).setDefault(True)
    screen = (parent.screen() if parent is not None else None) or QGuiApplication.primaryScreen()
    room = screen.availableGeometry() if screen is not None else None
    width, height = 560, 640
    if room is not None:
        width, height = min(width, room.width() - 40), min(height, room.height() - 80)
    dialog.resize(width, height)
    buttons.setFocus()
    dialog.exec()
