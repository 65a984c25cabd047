"""Choosing places in an order dialog: a checklist with a filter box (case and accents ignored),
the ticked places first, and a "Pick on the map" button; and the same button for a list of places
shown as a drop-down."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable, Sequence

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox, QHBoxLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem, QVBoxLayout, QWidget)

from app.mapview import MapView
from app.orders.map_picking import PickButton


def folded(text: str) -> str:
    """`text` as the filter compares it: without accents, case folded ("Zürich" -> "zurich")."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c)).casefold()


class PlaceItem(QListWidgetItem):
    """A place in the checklist; sorts ticked first, then in the order the places were given."""

    def __init__(self, region: str, text: str, rank: int):
        super().__init__(text)
        self.region, self.rank, self.words = region, rank, folded(text)
        self.setData(Qt.ItemDataRole.UserRole, region)
        self.setFlags(self.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        self.setCheckState(Qt.CheckState.Unchecked)

    def ticked(self) -> bool:
        return self.checkState() == Qt.CheckState.Checked

    def __lt__(self, other: QListWidgetItem) -> bool:
        if not isinstance(other, PlaceItem):
            return False
        return (not self.ticked(), self.rank) < (not other.ticked(), other.rank)


class PlacePicker(QWidget):
    """Places to tick: `places` as (region id, text shown) in map order. `changed` is emitted when
    the ticked places change, by a tick, the map or `set_chosen`."""

    changed = Signal()

    def __init__(self, places: Sequence[tuple[str, str]], view: MapView | None = None,
                 name: Callable[[str], str] = str, parent: QWidget | None = None):
        super().__init__(parent)
        self.name = name
        self.filter = QLineEdit()
        self.filter.setPlaceholderText("Type to narrow the list (a name or a number)")
        self.filter.setClearButtonEnabled(True)
        self.list = QListWidget()
        self.items = {region: PlaceItem(region, text, i) for i, (region, text) in enumerate(places)}
        for item in self.items.values():
            self.list.addItem(item)
        self.pick_button = PickButton(view, self.toggle, self.chosen)
        self.note = QLabel()
        self.note.setStyleSheet("QLabel { color: #6b5d4f; }")
        self.note.setWordWrap(True)
        self.note.hide()
        top = QHBoxLayout()
        top.addWidget(self.filter, 1)
        top.addWidget(self.pick_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.list)
        layout.addWidget(self.note)
        self.filter.textChanged.connect(self._narrow)
        self.list.itemChanged.connect(self._ticked)

    def chosen(self) -> tuple[str, ...]:
        """The ticked places, in the order they were given."""
        return tuple(r for r, item in self.items.items() if item.ticked())

    def set_chosen(self, places: Iterable[str]) -> None:
        wanted = set(places)
        self.list.blockSignals(True)
        for region, item in self.items.items():
            item.setCheckState(Qt.CheckState.Checked if region in wanted else Qt.CheckState.Unchecked)
        self.list.blockSignals(False)
        self._ticked()

    def toggle(self, region: str) -> bool:
        """Tick or untick a place (a click on the map); a place not listed is refused with a note."""
        item = self.items.get(region)
        if item is None:
            self.note.setText(f"{self.name(region)} is not one of the places listed here.")
            self.note.show()
            return False
        item.setCheckState(Qt.CheckState.Unchecked if item.ticked() else Qt.CheckState.Checked)
        self.list.scrollToItem(item)
        return True

    def visible_places(self) -> list[str]:
        """The places the list shows now, top to bottom (the filter hides the others)."""
        return [self.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.list.count())
                if not self.list.item(i).isHidden()]

    def _narrow(self, text: str) -> None:
        words = folded(text).split()
        for item in self.items.values():
            item.setHidden(not all(w in item.words for w in words))

    def _ticked(self, _item: QListWidgetItem | None = None) -> None:
        self.note.hide()
        self.list.sortItems()
        if self.pick_button.picking is not None:
            self.pick_button.picking.light()
        self.changed.emit()


def map_pick_button(combo: QComboBox, view: MapView | None) -> PickButton:
    """A "Pick on the map" button for a drop-down of places (its entries' data are region ids): a
    click on the map chooses that place if it is offered, and picking ends."""
    offered = lambda: [combo.itemData(i) for i in range(combo.count())]   # noqa: E731

    def choose(region: str) -> bool:
        index = combo.findData(region)
        if index >= 0:
            combo.setCurrentIndex(index)
        return index >= 0
    button = PickButton(view, choose, offered, single=True)
    if view is not None:
        _EnabledWith(combo, button)
    return button


class _EnabledWith(QObject):
    """Keeps a drop-down's "Pick on the map" button enabled exactly when the drop-down is (the sea of
    a build of divisions is not to be picked), so that Alt+M presses the one button that counts."""

    def __init__(self, combo: QComboBox, button: PickButton):
        super().__init__(button)
        self.combo, self.button = combo, button
        combo.installEventFilter(self)
        button.setEnabled(combo.isEnabled())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.combo and event.type() == QEvent.Type.EnabledChange:
            self.button.setEnabled(self.combo.isEnabled())
            if not self.combo.isEnabled() and self.button.isChecked():
                self.button.setChecked(False)
        return False


def with_map_pick(combo: QComboBox, view: MapView | None) -> QWidget:
    """The drop-down with its "Pick on the map" button beside it, as one row of a form."""
    row = QWidget()
    layout = QHBoxLayout(row)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(combo, 1)
    layout.addWidget(map_pick_button(combo, view))
    return row
