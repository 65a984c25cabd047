"""The reports dock: the public update and each nation's internal report of the turn shown,
in Markdown, forum BBCode or plain text, to copy or save."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.window import dialogs
from app.window.export import FORMAT_NAMES, REPORT_SUFFIX, ExportError, report_text, slug, write_text
from engine.errors import BerthierError
from engine.gamefile import Game
from engine.reports import FORMATS

FORMAT_LABELS = {"md": "Markdown", "bbcode": "BBCode", "text": "Text"}


class ReportsPanel(QWidget):
    formatChanged = Signal(str)
    message = Signal(str)          # a line for the status bar

    def __init__(self, parent: QWidget | None = None, fmt: str = "bbcode"):
        super().__init__(parent)
        self.game: Game | None = None
        self.turn: int | None = None
        self.label = ""
        self.folder = ""

        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.which = QComboBox()
        self.which.setToolTip("The public update, or a nation's internal report (send it privately)")
        self.format = QComboBox()
        for f in FORMATS:
            self.format.addItem(FORMAT_LABELS[f], f)
        self.format.setCurrentIndex(max(0, self.format.findData(fmt)))
        self.format.setToolTip("BBCode for forums, Markdown for Discord or Reddit, plain text for e-mail")
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.FixedFont))
        self.text.setLineWrapMode(QPlainTextEdit.NoWrap if fmt == "text" else QPlainTextEdit.WidgetWidth)
        self.copy = QPushButton("Copy")
        self.copy.setToolTip("Copy the report to the clipboard, ready to paste into a forum post")
        self.save = QPushButton("Save…")
        self.save.setToolTip("Save the report to a file")
        self.which.currentIndexChanged.connect(self._refresh_text)
        self.format.currentIndexChanged.connect(self._format_changed)
        self.copy.clicked.connect(self.copy_to_clipboard)
        self.save.clicked.connect(self.save_to_file)

        top = QHBoxLayout()
        top.addWidget(self.which, 1)
        top.addWidget(self.format)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.copy)
        buttons.addWidget(self.save)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.caption)
        layout.addLayout(top)
        layout.addWidget(self.text, 1)
        layout.addLayout(buttons)
        self.set_turn(None, None, "")

    # -- what to show -------------------------------------------------------------------------
    def set_turn(self, game: Game | None, turn: int | None, label: str, note: str = "") -> None:
        """Show the reports of resolved turn `turn` (None: there are none to show)."""
        self.game, self.turn, self.label = game, turn, label
        keep = self.which.currentData()
        self.which.blockSignals(True)
        self.which.clear()
        if game is not None and turn is not None:
            self.which.addItem("Public update", None)
            for n in game.state(turn).nations:
                self.which.addItem(f"Internal report: {n.name}", n.name)
            self.which.setCurrentIndex(max(0, self.which.findData(keep)))
        self.which.blockSignals(False)
        has = game is not None and turn is not None
        for w in (self.which, self.format, self.copy, self.save):
            w.setEnabled(has)
        if has:
            self.caption.setText(f"Reports of <b>{label}</b>" + (f" <span style='color:gray'>({note})</span>"
                                                                   if note else ""))
        else:
            self.caption.setText(note or "No game open.")
        self._refresh_text()

    def select(self, nation: str | None) -> None:
        self.which.setCurrentIndex(max(0, self.which.findData(nation)))

    def set_format(self, fmt: str) -> None:
        self.format.setCurrentIndex(max(0, self.format.findData(fmt)))

    def current_format(self) -> str:
        return self.format.currentData() or "bbcode"

    def current_nation(self) -> str | None:
        return self.which.currentData()

    def current_text(self) -> str:
        if self.game is None or self.turn is None:
            return ""
        return report_text(self.game, self.turn, self.current_nation(), self.current_format())

    # -- actions ------------------------------------------------------------------------------
    def copy_to_clipboard(self) -> None:
        text = self.current_text()
        if text:
            QGuiApplication.clipboard().setText(text)
            what = self.which.currentText() or "report"
            self.message.emit(f"{what} of {self.label} copied as {FORMAT_NAMES[self.current_format()]}")

    def save_to_file(self) -> None:
        text = self.current_text()
        if not text:
            return
        nation = self.current_nation()
        name = (f"{slug(nation)}-report" if nation else "public-update") + f"-{slug(self.label)}"
        start = f"{self.folder}/{name}{REPORT_SUFFIX[self.current_format()]}" if self.folder else \
            f"{name}{REPORT_SUFFIX[self.current_format()]}"
        path = dialogs.save_path(self, "Save report", start, "Text files (*.txt *.md);;All files (*)")
        if path is None:
            return
        try:
            write_text(path, text)
        except ExportError as e:
            dialogs.show_error(self, "Cannot save the report", f"The report could not be saved to {path}.", str(e))
            return
        self.folder = str(path.parent)
        self.message.emit(f"Saved {path}")

    # -- internals ----------------------------------------------------------------------------
    def _format_changed(self) -> None:
        # plain text lines up its tables with spaces: wrapping would break them
        self.text.setLineWrapMode(QPlainTextEdit.NoWrap if self.current_format() == "text"
                                  else QPlainTextEdit.WidgetWidth)
        self.formatChanged.emit(self.current_format())
        self._refresh_text()

    def _refresh_text(self) -> None:
        try:
            text = self.current_text()
        except BerthierError as e:
            text = f"This report cannot be made: {e}"
        if not text:
            text = ""
            self.text.setPlaceholderText("Reports appear here once a turn has been resolved.")
        self.text.setPlainText(text)
