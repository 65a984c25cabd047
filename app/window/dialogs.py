"""Every question the window asks the GM, as small functions that tests replace.

The window calls them as `dialogs.ask_reason(...)`, so a test can `monkeypatch.setattr(dialogs,
"ask_reason", lambda *a, **k: "treaty")` and never see a modal dialog.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

GAME_FILTER = "Berthier games (*.berthier);;All files (*)"
SCENARIO_FILTER = "Scenarios (*.json);;All files (*)"
MAP_FILTER = "PNG images (*.png);;SVG drawings (*.svg);;JPEG images (*.jpg)"


def run_dialog(dialog: QDialog) -> bool:
    """Show a dialog modally; True if the GM accepted it (tests replace this)."""
    return dialog.exec() == QDialog.DialogCode.Accepted


def show_error(parent: QWidget | None, title: str, text: str, reason: str = "") -> None:
    """A message box: `text` says what failed (naming the file), `reason` why."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    if reason:
        box.setInformativeText(reason)
    box.exec()


def confirm(parent: QWidget | None, title: str, text: str, ok: str = "OK") -> bool:
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.Cancel, parent)
    button = box.addButton(ok, QMessageBox.ButtonRole.AcceptRole)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    return box.clickedButton() is button


def save_map_first(parent: QWidget | None, title: str, text: str) -> str:
    """A map in the editor is not saved as it is: "save" it first (the default: Enter), go on "without" it, or
    "cancel" (Esc, the window's close button) what was asked."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.Cancel, parent)
    save = box.addButton("&Save the map", QMessageBox.ButtonRole.AcceptRole)
    without = box.addButton("&Not this map", QMessageBox.ButtonRole.DestructiveRole)
    box.setDefaultButton(save)
    box.setEscapeButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    clicked = box.clickedButton()
    return "save" if clicked is save else "without" if clicked is without else "cancel"


class ReasonDialog(QDialog):
    """Asks why the GM makes a change; the reason is recorded in the game and shown to players."""

    def __init__(self, parent: QWidget | None, title: str, change: str, prompt: str, last: str = ""):
        super().__init__(parent)
        self.setWindowTitle(title)
        layout = QVBoxLayout(self)
        what = QLabel(f"<b>{change}</b>")
        what.setWordWrap(True)
        layout.addWidget(what)
        layout.addWidget(QLabel(prompt))
        self.reason = QLineEdit()
        self.reason.setPlaceholderText("e.g. treaty of Pressburg agreed on the forum")
        layout.addWidget(self.reason)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(False)
        self.reason.textChanged.connect(lambda t: ok.setEnabled(bool(t.strip())))
        if last:                      # the reason given last, ready to keep (Enter) or to type over
            self.reason.setText(last)
            self.reason.selectAll()
        layout.addWidget(buttons)
        self.setMinimumWidth(420)


def ask_reason(parent: QWidget | None, change: str, title: str = "GM edit",
               prompt: str = "Why? (recorded in the game and shown in its history)", last: str = "") -> str | None:
    """The reason for a change, or None if the GM cancels; `last` (the reason given last) is offered."""
    dialog = ReasonDialog(parent, title, change, prompt, last)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.reason.text().strip() or None


def open_game_path(parent: QWidget | None, start: str = "") -> Path | None:
    name, _ = QFileDialog.getOpenFileName(parent, "Open a game", start, GAME_FILTER)
    return Path(name) if name else None


def scenario_path(parent: QWidget | None, start: str = "") -> Path | None:
    name, _ = QFileDialog.getOpenFileName(parent, "New game from a scenario", start, SCENARIO_FILTER)
    return Path(name) if name else None


def save_path(parent: QWidget | None, caption: str, suggested: str, file_filter: str) -> Path | None:
    name, _ = QFileDialog.getSaveFileName(parent, caption, suggested, file_filter)
    return Path(name) if name else None


def folder_path(parent: QWidget | None, caption: str, start: str = "") -> Path | None:
    """A folder chosen, or named new and made (app/window/folder_dialog.py)."""
    from app.window.folder_dialog import choose_folder
    return choose_folder(parent, caption, start)


@dataclass(frozen=True)
class MapChoice:
    nation: str | None       # None: the public map
    width: int
    treasuries: bool = False     # the treasuries table under the map


def map_choice(parent: QWidget | None, nations: Sequence[str], width: int, caption: str,
               public: str = "Public map", title: str = "Export map") -> MapChoice | None:
    """Whose map (public or a nation's private one) and how wide, or None if cancelled; `public`
    names the public map as the ruleset draws it ("Public map (corps letters only)")."""
    dialog = QDialog(parent)
    dialog.setWindowTitle(title)
    form = QFormLayout(dialog)
    form.addRow(QLabel(caption))
    whose = QComboBox()
    whose.addItem(public, None)
    for n in nations:
        whose.addItem(f"Private map of {n}", n)
    form.addRow("Map:", whose)
    size = QSpinBox()
    size.setRange(400, 8192)
    size.setSingleStep(200)
    size.setSuffix(" px")
    size.setValue(width)
    form.addRow("Width:", size)
    treasuries = QCheckBox("Treasuries table under the map (a nation's map: its own)")
    form.addRow(treasuries)
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
        Qt.Orientation.Horizontal)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    form.addRow(buttons)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return MapChoice(whose.currentData(), size.value(), treasuries.isChecked())


def print_setup(parent: QWidget | None, printer) -> bool:
    """Qt's print dialog for `printer` (printer, pages, paper); False if the GM cancelled."""
    from PySide6.QtPrintSupport import QPrintDialog

    dialog = QPrintDialog(printer, parent)
    dialog.setWindowTitle("Print map")
    return dialog.exec() == QDialog.DialogCode.Accepted


def mail_source(parent: QWidget | None, start: str = "") -> Path | None:
    """Where the players' mail is: a folder of .eml files or an mbox file (None if cancelled)."""
    box = QMessageBox(QMessageBox.Icon.Question, "Import orders from mail",
                      "Where is the players' mail: a folder of .eml files, or one mailbox (mbox) file?",
                      QMessageBox.StandardButton.Cancel, parent)
    folder = box.addButton("A folder of .eml files…", QMessageBox.ButtonRole.AcceptRole)
    mbox = box.addButton("An mbox file…", QMessageBox.ButtonRole.AcceptRole)
    box.exec()
    if box.clickedButton() is folder:
        return folder_path(parent, "Folder of the players' .eml files", start)
    if box.clickedButton() is mbox:
        name, _ = QFileDialog.getOpenFileName(parent, "Mailbox of the players' mail", start,
                                              "Mailboxes (*.mbox *.mbx mbox);;E-mail (*.eml);;All files (*)")
        return Path(name) if name else None
    return None


def choose_nation(parent: QWidget | None, nations: Sequence[str], caption: str, current: str = "") -> str | None:
    from PySide6.QtWidgets import QInputDialog
    index = list(nations).index(current) if current in nations else 0
    name, ok = QInputDialog.getItem(parent, "Choose a nation", caption, list(nations), index, False)
    return name if ok and name else None


def show_text(parent: QWidget | None, title: str, text: str, note: str = "") -> None:
    """A text to read and copy (an import's summary, a receipt, the roll call)."""
    from PySide6.QtGui import QFontDatabase, QGuiApplication
    from PySide6.QtWidgets import QPlainTextEdit
    dialog = QDialog(parent)
    dialog.setWindowTitle(title)
    layout = QVBoxLayout(dialog)
    if note:
        label = QLabel(note)
        label.setWordWrap(True)
        layout.addWidget(label)
    view = QPlainTextEdit(text)
    view.setReadOnly(True)
    view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
    layout.addWidget(view)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    copy = buttons.addButton("Copy", QDialogButtonBox.ButtonRole.ActionRole)
    copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(text))
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    dialog.resize(720, 480)
    dialog.exec()


def edit_players(parent: QWidget | None, nations: Sequence[str], players: dict, deadline: str, label: str):
    """The players of every nation and the deadline, as the GM edits them (a PlayersAnswer), or None."""
    from app.window.players import PlayersDialog
    dialog = PlayersDialog(parent, list(nations), players, deadline, label)
    return dialog.answer() if dialog.exec() == QDialog.DialogCode.Accepted else None


def new_game(parent: QWidget | None, editor_map: Path | None = None):
    """File > New game...: what to start (an app.window.newgame.NewGame), or None if cancelled."""
    from app.window.newgame import NewGameDialog
    dialog = NewGameDialog(parent, editor_map=editor_map)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.result_game()


def house_rules(parent: QWidget | None, rules_id: str, modules: Sequence[str], params: dict) -> dict | None:
    """The house rules the GM changed in the typed form ({name: value}), or None if cancelled."""
    from app.window.house_rules import HouseRulesDialog
    dialog = HouseRulesDialog(rules_id, modules, params, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.changes()
