"""The nations dock: each nation's treasury, income forecast, relations, conscription and forces."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.window.inspector import swatch
from app.window.pictures import TurnView
from engine.board import Board
from engine.rulesets.base import Ruleset

COLUMNS = ("Nation", "Gold", "Income", "Provinces", "Conscripted", "Corps", "Squadrons", "Relations")
TIPS = {
    "Gold": "Treasury now",
    "Income": "Next Winter's income: the provinces' value, give or take the income die",
    "Provinces": "Provinces owned (their total economic value)",
    "Conscripted": "Divisions raised this year / the yearly limit",
    "Corps": "Corps (divisions in them)",
    "Squadrons": "Squadrons at sea",
    "Relations": "Wars and alliances",
}


def summary_row(summary: dict) -> list[str]:
    """The table's cells for one `nation_summary`."""
    low, high = summary["income"]
    upkeep = summary.get("war_upkeep", 0)
    income = f"{low}–{high}" + (f" (−{upkeep} war)" if upkeep else "")
    c = summary.get("conscription") or {}
    relations = []
    if summary.get("at_war_with"):
        relations.append("war: " + ", ".join(summary["at_war_with"]))
    if summary.get("allied_with"):
        relations.append("allied: " + ", ".join(summary["allied_with"]))
    return [summary["name"], str(summary["treasury"]), income, f"{summary['provinces']} ({summary['value']})",
            f"{c.get('used', 0)}/{c.get('limit', '?')}", f"{summary['corps']} ({summary['divisions']})",
            str(summary["squadrons"]), "; ".join(relations) or "at peace"]


class NationsPanel(QWidget):
    """A table of nations for the turn shown; double-click a nation to edit its treasury."""

    nationActivated = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels(COLUMNS)
        for i, name in enumerate(COLUMNS):
            if name in TIPS:
                self.table.horizontalHeaderItem(i).setToolTip(TIPS[name])
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeToContents)
        header.setStretchLastSection(True)
        self.table.cellDoubleClicked.connect(self._activated)
        self.caption = ""          # the turn shown; the window puts it in the dock's title
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 0, 4, 4)
        layout.addWidget(self.table)

    def set_position(self, rules: Ruleset | None, board: Board | None, view: TurnView | None) -> None:
        self.table.setRowCount(0)
        if rules is None or board is None or view is None:
            self.caption = ""
            return
        summarise = getattr(rules, "nation_summary", None)
        self.caption = view.caption
        nations = view.state.nations
        self.table.setRowCount(len(nations))
        for row, nation in enumerate(nations):
            if summarise is not None:
                summary = summarise(board, view.state, nation.name)
                cells = summary_row(summary)
                tip = self._tooltip(summary)
            else:
                cells = [nation.name, str(nation.gold())] + [""] * (len(COLUMNS) - 2)
                tip = nation.name
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(tip)
                if col == 0:
                    item.setIcon(swatch(nation.colour))
                    item.setData(Qt.UserRole, nation.name)
                elif col in (1, 5, 6):
                    item.setTextAlignment(Qt.AlignRight | Qt.AlignVCenter)
                self.table.setItem(row, col, item)

    def nation_at(self, row: int) -> str | None:
        item = self.table.item(row, 0)
        return item.data(Qt.UserRole) if item is not None else None

    def row_texts(self, nation: str) -> dict[str, str]:
        """The cells of a nation's row by column name (for tests and the status bar)."""
        for row in range(self.table.rowCount()):
            if self.nation_at(row) == nation:
                return {COLUMNS[c]: self.table.item(row, c).text() for c in range(len(COLUMNS))}
        raise KeyError(nation)

    def _activated(self, row: int, _column: int) -> None:
        nation = self.nation_at(row)
        if nation is not None:
            self.nationActivated.emit(nation)

    @staticmethod
    def _tooltip(s: dict) -> str:
        low, high = s["income"]
        lines = [f"<b>{s['name']}</b>", f"Treasury: {s['treasury']} gold",
                 f"Income next Winter: {low} to {high} gold from {s['provinces']} provinces worth {s['value']}"]
        if s.get("war_upkeep"):
            lines.append(f"War upkeep: {s['war_upkeep']} gold")
        c = s.get("conscription") or {}
        lines.append(f"Conscription this year: {c.get('used', 0)} of {c.get('limit', '?')} divisions")
        lines.append(f"{s['corps']} corps ({s['divisions']} divisions), {s['squadrons']} squadrons")
        lines.append("At war with: " + (", ".join(s["at_war_with"]) or "nobody"))
        lines.append("Allied with: " + (", ".join(s["allied_with"]) or "nobody"))
        return "<br>".join(lines)
