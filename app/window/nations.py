"""The nations dock: one row per nation with the figures its ruleset gives (treasury, income,
provinces, forces ...). The columns are the ruleset's `nation_figures`, amounts written by their
resource (12.50 cheese)."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.window.inspector import swatch
from app.window.pictures import TurnView
from engine.board import Board
from engine.rulesets.base import Ruleset
from engine.state import GameState

NATION = "Nation"
_NUMBER = re.compile(r"^[+\u2212-]?[0-9]+$")


def nation_rows(rules: Ruleset, board: Board, state: GameState, nation: str) -> tuple[list[tuple[str, str, str]], str]:
    """The nation's (column, text, tip) rows and its tooltip, from the ruleset's figures."""
    figures = rules.nation_figures(board, state, nation)
    return figures.rows(), figures.tooltip()


class NationsPanel(QWidget):
    """A table of nations for the turn shown; double-click a nation to edit its treasury."""

    nationActivated = Signal(str)
    nationSelected = Signal(str)      # the row chosen (for the panels that follow the nation, the Books)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.columns: list[str] = [NATION]
        self.table = QTableWidget(0, 1)
        self.table.setHorizontalHeaderLabels(self.columns)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.table.cellDoubleClicked.connect(self._activated)
        self.table.currentCellChanged.connect(self._selected)
        self.caption = ""          # the turn shown, in full in the dock's tooltip
        self.turn = QLabel()       # the turn shown, over the table: the dock's title stays short for its tab
        self.turn.setObjectName("turn")
        self.turn.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 0, 4, 4)
        layout.addWidget(self.turn)
        layout.addWidget(self.table)

    def set_position(self, rules: Ruleset | None, board: Board | None, view: TurnView | None) -> None:
        self.table.setRowCount(0)
        if rules is None or board is None or view is None:
            self.caption = ""
            self.turn.setText("")
            return
        self.caption = view.caption
        self.turn.setText(f"<b>{'After ' if view.resolved else ''}{view.label}</b>")
        nations = view.state.nations
        rows = [nation_rows(rules, board, view.state, n.name) for n in nations]
        first = rows[0][0] if rows else []
        columns = [NATION] + [label for label, _, _ in first]
        if columns != self.columns:
            self.columns = columns
            self.table.setColumnCount(len(columns))
            self.table.setHorizontalHeaderLabels(columns)
            for i, (_, _, tip) in enumerate(first, start=1):
                header = self.table.horizontalHeaderItem(i)
                if header is not None:                # setHorizontalHeaderLabels has made it
                    header.setToolTip(tip)
        self.table.setRowCount(len(nations))
        for row, (nation, (cells, tip)) in enumerate(zip(nations, rows)):
            name = QTableWidgetItem(nation.name)
            name.setIcon(swatch(nation.colour))
            name.setData(Qt.ItemDataRole.UserRole, nation.name)
            name.setToolTip(tip)
            self.table.setItem(row, 0, name)
            for col, (_, text, _) in enumerate(cells[:len(columns) - 1], start=1):
                item = QTableWidgetItem(text)
                item.setToolTip(tip)
                if _NUMBER.match(text):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, col, item)

    def nation_at(self, row: int) -> str | None:
        item = self.table.item(row, 0)
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    def row_texts(self, nation: str) -> dict[str, str]:
        """The cells of a nation's row by column name (for tests and the status bar)."""
        for row in range(self.table.rowCount()):
            if self.nation_at(row) == nation:
                cells = [self.table.item(row, c) for c in range(len(self.columns))]
                return {self.columns[c]: (cell.text() if cell is not None else "") for c, cell in enumerate(cells)}
        raise KeyError(nation)

    def _selected(self, row: int, *_cells: int) -> None:
        nation = self.nation_at(row)
        if nation is not None:
            self.nationSelected.emit(nation)

    def _activated(self, row: int, _column: int) -> None:
        nation = self.nation_at(row)
        if nation is not None:
            self.nationActivated.emit(nation)
