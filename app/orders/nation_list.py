"""The nations of the orders panel as a list with each one's state of orders: stored, with
problems, not saved, or still missing. Nine nations fit where tabs showed four."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication, QIcon, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTreeWidget, QTreeWidgetItem, QWidget

MISSING, PROBLEMS, UNSAVED, STORED, ELIMINATED = "missing", "problems", "unsaved", "stored", "eliminated"
COLOURS = {MISSING: "#a15c00", PROBLEMS: "#b3261e", UNSAVED: "#1a5fb4", STORED: "#2b6a2f", ELIMINATED: "#777777"}
MAX_ROWS = 12
# the list has the height the screen has beyond what the window's bars and the orders of a letter
# need (its other rows a scroll away): at 1366x768 eleven rows left the orders' text two lines of a
# player's letter; from 900 pixels up every row is shown
REST_OF_THE_WINDOW = 680
MIN_ROWS = 4


@dataclass(frozen=True)
class OrdersStatus:
    kind: str          # one of MISSING, PROBLEMS, UNSAVED, STORED, ELIMINATED
    text: str          # "7 orders", "7 orders, 2 refused", "no orders yet" ...
    problems: int = 0  # lines refused, saved or not
    late: str = ""     # the orders in force were sent after the deadline: when, and the deadline


def orders_status(*, eliminated: bool, modified: bool, stored: str, orders: int, problems: int,
                  late: str = "", checking: bool = False) -> OrdersStatus:
    """What the list says of a nation's orders; `late`: when the stored orders were sent, if after
    the deadline ('sent 30 Nov 21:05, after the deadline 30 Nov 20:00'); `checking`: their first
    check is under way (a game just opened), so how many orders they give is not known yet."""
    if eliminated:
        return OrdersStatus(ELIMINATED, "eliminated")
    counted = "checking\u2026" if checking else f"{orders} order{'s' if orders != 1 else ''}" + (
        f", {problems} refused" if problems else "")      # the word of the status under the letter
    if modified:
        return OrdersStatus(UNSAVED, counted + ", not saved", problems)
    if not stored.strip():
        return OrdersStatus(MISSING, "no orders yet")
    if late:
        return OrdersStatus(PROBLEMS if problems else STORED, f"LATE, {counted}", problems, late)
    return OrdersStatus(PROBLEMS if problems else STORED, counted, problems)


def swatch(colour: str) -> QIcon:
    pixmap = QPixmap(12, 12)
    pixmap.fill(QColor(colour))
    return QIcon(pixmap)


class NationList(QTreeWidget):
    """One row a nation: its colour, its name and its orders' state. Selecting a row shows its orders."""

    nationSelected = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("nationList")
        self.setColumnCount(2)
        self.setHeaderLabels(["Nation", "Orders"])
        self.setRootIsDecorated(False)
        self.setUniformRowHeights(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.header().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.header().setStretchLastSection(True)
        self.setToolTip("Each nation's orders for this turn: choose one to see and edit them "
                        "(Alt+Down / Alt+Up: next / previous nation)")
        self._rows: dict[str, QTreeWidgetItem] = {}
        self.statuses: dict[str, OrdersStatus] = {}
        self.currentItemChanged.connect(self._current_changed)

    def set_nations(self, nations: list[tuple[str, str]]) -> None:
        """(name, colour) of each nation, in the game's order."""
        self.blockSignals(True)
        self.clear()
        self._rows = {}
        self.statuses = {}
        for name, colour in nations:
            item = QTreeWidgetItem([name, ""])
            item.setIcon(0, swatch(colour))
            item.setData(0, Qt.ItemDataRole.UserRole, name)
            self.addTopLevelItem(item)
            self._rows[name] = item
        self.blockSignals(False)
        row = max(self.sizeHintForRow(0) if nations else 20, 18)
        around = self.header().sizeHint().height() + 6
        rows = min(len(nations), MAX_ROWS, max(MIN_ROWS, (self._screen_height() - REST_OF_THE_WINDOW - around) // row))
        self.setFixedHeight(around + max(rows, 1) * row)
        current = self.currentItem()
        if current is not None:
            self.scrollToItem(current)

    def _screen_height(self) -> int:
        screen = self.screen() or QGuiApplication.primaryScreen()
        return screen.availableGeometry().height() if screen is not None else 1080

    def set_status(self, nation: str, status: OrdersStatus) -> None:
        item = self._rows.get(nation)
        if item is None:
            return
        self.statuses[nation] = status
        item.setText(1, status.text)
        item.setForeground(1, QBrush(QColor(COLOURS[status.kind])))
        font = QFont(item.font(0))
        font.setBold(status.kind == UNSAVED)
        item.setFont(0, font)
        item.setText(0, nation + (" *" if status.kind == UNSAVED else ""))
        late = QFont(item.font(1))
        late.setBold(bool(status.late))
        item.setFont(1, late)
        if status.late:
            item.setForeground(1, QBrush(QColor(COLOURS[PROBLEMS])))
        tip = {MISSING: "No orders stored for this turn yet",
               PROBLEMS: "Stored, but some lines are refused: they will fail and be reported",
               UNSAVED: "Typed but not saved (kept as a draft in the game file)",
               STORED: "Orders stored for this turn",
               ELIMINATED: "This nation gives no orders"}[status.kind]
        if status.late:
            tip = f"LATE: {status.late}. The GM decides whether they stand. " + tip
        item.setToolTip(1, tip)

    def select(self, nation: str) -> None:
        item = self._rows.get(nation)
        if item is not None and item is not self.currentItem():
            self.setCurrentItem(item)

    def current_nation(self) -> str | None:
        item = self.currentItem()
        return item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None

    def step(self, by: int) -> str | None:
        """Select the next (+1) or previous (-1) nation, wrapping around."""
        count = self.topLevelItemCount()
        if not count:
            return None
        current = self.currentItem()
        index = self.indexOfTopLevelItem(current) if current is not None else -1
        item = self.topLevelItem((index + by) % count)
        if item is None:
            return None
        self.setCurrentItem(item)
        return item.data(0, Qt.ItemDataRole.UserRole)

    def step_to_problems(self) -> str | None:
        """Select the next nation, after the one shown and wrapping around, whose orders have lines
        refused (saved or not); None, and nothing changes, when no nation's have."""
        count = self.topLevelItemCount()
        current = self.currentItem()
        index = self.indexOfTopLevelItem(current) if current is not None else -1
        for step in range(1, count + 1):
            item = self.topLevelItem((index + step) % count)
            if item is None:
                continue
            name = item.data(0, Qt.ItemDataRole.UserRole)
            status = self.statuses.get(name)
            if status is not None and status.problems:
                self.setCurrentItem(item)
                return name
        return None

    def _current_changed(self, current: QTreeWidgetItem | None, _previous) -> None:
        if current is not None:
            self.nationSelected.emit(current.data(0, Qt.ItemDataRole.UserRole))
