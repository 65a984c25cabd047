"""Scouting before the deadline: what each nation's scouting cavalry sees with the orders stored
so far, one copyable report per nation, so the GM can send them before orders are due."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QPlainTextEdit, QPushButton, QTabWidget,
    QVBoxLayout, QWidget)

from app.orders import ask
from app.session import GameSession
from engine.errors import BerthierError
from engine.reports.render import render
from engine.reports.document import Document

FORMATS = (("BBCode (forums)", "bbcode"), ("Markdown", "md"), ("Plain text", "text"))


def scouting_reports(session: GameSession) -> dict[str, Document]:
    """Each nation that scouts -> its scouting report (a Document), from the stored orders."""
    state = session.state()
    rules = session.rules
    events = rules.scout(session.board, state, session.stored_sheets())
    scouts = {nation for e in events for nation in e.private_to}
    return {n.name: rules.scouting_report(session.board, state, events, n.name)
            for n in state.nations if n.name in scouts}


class ScoutingDialog(QDialog):
    def __init__(self, session: GameSession, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        label = session.rules.turn_label(session.state())
        self.setWindowTitle(f"Scouting \u2014 {label}")
        self.resize(640, 480)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.format = QComboBox()
        for text, key in FORMATS:
            self.format.addItem(text, key)
        self.tabs = QTabWidget()
        self.texts: dict[str, QPlainTextEdit] = {}
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(QLabel("Format:"))
        row.addWidget(self.format)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addLayout(row)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)
        self.format.currentIndexChanged.connect(self._render)
        self.reports: dict[str, Document] = {}
        try:
            self.reports = scouting_reports(session)
        except BerthierError as e:
            self.summary.setText(f"Scouting could not be worked out: {e}")
            return
        state = session.state()
        step = session.rules.step(state)
        unit = session.rules.calendar.unit
        if not step.scouting:
            self.summary.setText(f"It is {step.name}: nobody moves or scouts." if not step.moves
                                 else f"Nobody scouts in {label}: these rules allow no scouting now.")
        elif not self.reports:
            self.summary.setText(f"No stored orders scout this {unit}. Scouting reads the orders as saved: "
                                 "save the nations' orders first.")
        else:
            others = [n.name for n in state.nations if n.name not in self.reports]
            self.summary.setText(
                f"What each nation's scouting cavalry sees, from the positions at the start of {label} and "
                f"the orders saved so far. Copy each report to its player."
                + (f" Not scouting: {', '.join(others)}." if others else ""))
        for nation in self.reports:
            page = QWidget()
            report = QPlainTextEdit()
            report.setReadOnly(True)
            copy = QPushButton(f"Copy {nation}'s report")
            copy.clicked.connect(lambda _=False, n=nation: ask.copy_text(self.texts[n].toPlainText()))
            box = QVBoxLayout(page)
            box.addWidget(report, 1)
            box.addWidget(copy)
            self.texts[nation] = report
            self.tabs.addTab(page, nation)
        self._render()

    def _render(self) -> None:
        fmt = self.format.currentData()
        for nation, text in self.texts.items():
            text.setPlainText(render(self.reports[nation], fmt))

    def report_text(self, nation: str) -> str:
        return self.texts[nation].toPlainText()
