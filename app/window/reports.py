"""The reports dock: the public update and each nation's internal report of the turn shown,
written for the game's forum (phpBB, vBulletin, SMF, Discord, Reddit, Markdown, plain text),
shown as the forum renders it and as its source, to copy (in the forum's message sizes) or save."""

from __future__ import annotations

import html

from PySide6.QtCore import Signal
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QTabWidget,
    QTextBrowser,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.window import dialogs
from app.window.combo_fit import fit_usual_choices
from app.window.export import REPORT_SUFFIX, ExportError, report_text, slug, write_text
from engine.errors import BerthierError
from engine.game.gamefile import Game
from engine.reports.forums import FORUMS, file_family, format_name, split_post
from engine.reports.post_html import bbcode_to_html

LEGACY = {"md": "markdown"}         # formats saved by earlier versions, as dialects


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
        # long names ("Markdown (GitHub, forums with Markdown)") must not widen the right column
        for combo in (self.which, self.format):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(10)
        for f in FORUMS.values():
            self.format.addItem(f.title, f.id)
        fit_usual_choices(self.format)              # "BBCode (any forum)" whole, not "BBCode (an…"
        self.format.setCurrentIndex(max(0, self.format.findData(LEGACY.get(fmt, fmt))))
        self.format.setToolTip("The forum the update is posted on: each renders sizes, lists and tables its "
                               "own way (the game remembers the choice)")
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap if fmt == "text"
                                  else QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.rendered = QTextBrowser()
        self.rendered.setOpenLinks(False)
        self.views = QTabWidget()
        self.views.addTab(self.rendered, "As posted")
        self.views.addTab(self.text, "Source")
        self.views.setTabToolTip(0, "The post as the forum shows it")
        self.views.setTabToolTip(1, "What is copied and pasted into the forum")
        self.parts: list[str] = []
        self.next_part = 0
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
        layout.addWidget(self.views, 1)
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
        self.format.setCurrentIndex(max(0, self.format.findData(LEGACY.get(fmt, fmt))))

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
        """Copy the report; where the forum limits a message (Discord), the next message of it."""
        if not self.parts:
            return
        part = self.parts[self.next_part]
        QGuiApplication.clipboard().setText(part)
        what = self.which.currentText() or "report"
        name = format_name(self.current_format())
        if len(self.parts) == 1:
            self.message.emit(f"{what} of {self.label} copied for {name}")
            return
        self.message.emit(f"{what} of {self.label}: message {self.next_part + 1} of {len(self.parts)} copied "
                          f"for {name}")
        self.next_part = (self.next_part + 1) % len(self.parts)
        self._label_copy()

    def save_to_file(self) -> None:
        text = self.current_text()
        if not text:
            return
        nation = self.current_nation()
        name = (f"{slug(nation)}-report" if nation else "public-update") + f"-{slug(self.label)}"
        suffix = REPORT_SUFFIX[file_family(self.current_format())]
        start = f"{self.folder}/{name}{suffix}" if self.folder else f"{name}{suffix}"
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
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap if self.current_format() == "text"
                                  else QPlainTextEdit.LineWrapMode.WidgetWidth)
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
        self._show_rendered(text)
        forum = FORUMS.get(self.current_format())
        self.parts = split_post(text, forum.message_limit if forum else None) if text else []
        self.next_part = 0
        self._label_copy()

    def _show_rendered(self, text: str) -> None:
        fmt = self.current_format()
        family = file_family(fmt)
        if family == "bbcode":
            self.rendered.setHtml(bbcode_to_html(text, percent_sizes=fmt == "phpbb"))
        elif family == "md":
            self.rendered.setMarkdown(text)
        else:       # an e-mail's tables line up in a fixed-width font, as mail programs show plain text
            self.rendered.setHtml(f"<pre>{html.escape(text)}</pre>")

    def _label_copy(self) -> None:
        if len(self.parts) > 1:
            limit = FORUMS[self.current_format()].message_limit
            self.copy.setText(f"Copy message {self.next_part + 1} of {len(self.parts)}")
            self.copy.setToolTip(f"{format_name(self.current_format())} takes {limit:,} characters a message: "
                                 "each click copies the next one")
        else:
            self.copy.setText("Copy")
            self.copy.setToolTip("Copy the report to the clipboard, ready to paste into a forum post")
