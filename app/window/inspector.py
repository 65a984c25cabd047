"""The region inspector dock: what a province or sea is, who owns it, which units stand there,
and the GM's two quick changes (a province's owner, a nation's treasury)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.rulesets import AnyRulesetUI, RulesetUI, ruleset_ui
from app.window.pictures import TurnView
from app.window.scrolled import scrolled
from engine.board import Board
from engine.rulesets.declarations import Resource

KIND_NAMES = {"land": "Province", "sea": "Sea", "impassable": "Impassable"}
SHOWN_ATTRIBUTES = ("home", "aliases", "label")


def swatch(colour: str, size: int = 12) -> QIcon:
    pixmap = QPixmap(size, size)
    pixmap.fill(QColor(colour))
    return QIcon(pixmap)


UNITS_LEAST = 48


class _UnitsList(QListWidget):
    """Asks for its least height only; the panel gives it what room is left, up to 160 pixels (its 192-pixel wish
    made the scrolling panel taller than the dock at 1366x768, and put a scroll bar by it)."""

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), UNITS_LEAST)


class RegionInspector(QWidget):
    """Shows the region last clicked; asks the window for changes through its two signals."""

    ownerChangeRequested = Signal(str, object)     # region id, nation name (None: neutral)
    treasuryChangeRequested = Signal(str, str, int)     # nation, resource, amount (in its smallest unit)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.region_id: str | None = None
        self.board: Board | None = None
        self.view: TurnView | None = None
        self.rules = None
        self.editable = False

        self.title = QLabel("Click a province or a sea on the map.")
        self.title.setObjectName("regionTitle")         # found by the real-screen tests' probe
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.facts = QLabel()
        self.facts.setWordWrap(True)
        self.facts.setTextFormat(Qt.TextFormat.RichText)
        self.facts.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.owner = QComboBox()
        self.owner.setToolTip("Who owns the province; choose another nation and press Change")
        self.change_owner = QPushButton("Change…")
        self.change_owner.setToolTip("Give the province to the chosen nation (asks for a reason; Ctrl+Z undoes)")
        self.owner.currentIndexChanged.connect(self._update_buttons)
        self.change_owner.clicked.connect(self._ask_owner)
        owner_row = QHBoxLayout()
        owner_row.addWidget(self.owner, 1)
        owner_row.addWidget(self.change_owner)

        self.treasury_nation = QComboBox()
        self.resource = QComboBox()          # the ruleset's resources; hidden when it has one
        for combo in (self.owner, self.treasury_nation):   # "Ottoman Empire" must not widen the column
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(9)
        self.resource.setToolTip("Which of the treasury's resources to set")
        self.amount = QDoubleSpinBox()
        self.amount.setObjectName("treasuryAmount")
        self.amount.setRange(0, 1_000_000)
        # its width hint is that of "1000000.00 gold": let the column stay narrow (the map comes first)
        self.amount.setSizePolicy(QSizePolicy.Policy.Ignored, self.amount.sizePolicy().verticalPolicy())
        self.amount.setMinimumWidth(90)
        self.set_treasury = QPushButton("Set…")
        self.set_treasury.setObjectName("setTreasury")
        self.set_treasury.setToolTip("Set the nation's treasury (asks for a reason; Ctrl+Z undoes)")
        self.treasury_nation.currentIndexChanged.connect(self._show_treasury)
        self.resource.currentIndexChanged.connect(self._show_treasury)
        self.amount.valueChanged.connect(self._update_buttons)
        self.set_treasury.clicked.connect(self._ask_treasury)
        treasury_row = QHBoxLayout()
        treasury_row.addWidget(self.resource)
        treasury_row.addWidget(self.amount, 1)
        treasury_row.addWidget(self.set_treasury)

        self.edits = QGroupBox("GM changes (current turn)")
        form = QFormLayout(self.edits)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        # labels above their fields when the column is narrow
        form.addRow("Owner:", owner_row)
        form.addRow("Treasury of:", self.treasury_nation)
        form.addRow("", treasury_row)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: palette(mid);")

        self.units = _UnitsList()
        self.units.setToolTip("Units in this region, with their compositions (the GM sees everything)")
        self.units.setWordWrap(True)
        self.units.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.units.setMaximumHeight(160)
        self.units.setMinimumHeight(UNITS_LEAST)
        units_box = QGroupBox("Units here")
        QVBoxLayout(units_box).addWidget(self.units)

        layout = QVBoxLayout()
        layout.addWidget(self.title)
        layout.addWidget(self.facts)
        layout.addWidget(units_box)
        layout.addWidget(self.edits)
        layout.addWidget(self.note)
        layout.addStretch(1)
        scrolled(self, layout)              # a long region's facts scroll, the window stays on the screen
        self._refresh()

    # -- what to show -------------------------------------------------------------------------
    def set_position(self, board: Board | None, view: TurnView | None, editable: bool, rules=None) -> None:
        """The map and turn shown by the window; `editable` when that is the current turn; `rules`
        (the game's ruleset) says what to tell of a region (its `region_summary`)."""
        if board is not self.board:
            self.region_id = None
        self.board, self.view, self.editable, self.rules = board, view, editable, rules
        self._fill_resources()
        self._refresh()

    def show_region(self, region_id: str | None) -> None:
        self.region_id = region_id
        self._refresh()

    def select_treasury_nation(self, nation: str) -> None:
        i = self.treasury_nation.findData(nation)
        if i >= 0:
            self.treasury_nation.setCurrentIndex(i)

    # -- drawing ------------------------------------------------------------------------------
    def _refresh(self) -> None:
        board, view = self.board, self.view
        state = view.state if view is not None else None
        self._fill_nations(state)
        if board is None or state is None or self.region_id is None or self.region_id not in board:
            self.title.setText("Click a province or a sea on the map." if board is not None else "No game open.")
            self.facts.setText("")
            self.units.clear()
            self.owner.setEnabled(False)
            self.change_owner.setEnabled(False)
            self._show_treasury()
            self.note.setText("" if self.editable or view is None else self._history_note())
            return
        region = board[self.region_id]
        self.title.setText(region.name)
        facts = [f"{KIND_NAMES.get(region.kind.value, region.kind.value)} <span style='color:gray'>"
                 f"({region.id})</span>"]
        if self.rules is not None:
            facts.extend(f"{f.label}: <b>{f.text}</b>" for f in self.rules.region_summary(board, state, region.id))
        attrs = region.attributes
        if attrs.get("home"):
            facts.append(f"Home province of {attrs['home']}")
        if attrs.get("aliases"):
            facts.append("Also written: " + ", ".join(map(str, attrs["aliases"])))
        shown = set(SHOWN_ATTRIBUTES) | {a.name for a in self.rules.region_attributes} if self.rules else set(SHOWN_ATTRIBUTES)
        others = {k: v for k, v in attrs.items() if k not in shown}
        for k, v in sorted(others.items()):
            facts.append(f"{k.replace('_', ' ').capitalize()}: {v}")
        neighbours = [board[n].name for n in board.neighbours(region.id)]
        if neighbours:
            facts.append("Borders: " + ", ".join(sorted(neighbours)))
        self.facts.setText("<br>".join(facts))

        colour = {n.name: n.colour for n in state.nations}
        self.units.clear()
        ui: AnyRulesetUI = ruleset_ui(self.rules.id) if self.rules is not None else RulesetUI()
        for unit in ui.units_at(state, region.id):
            item = QListWidgetItem(ui.describe_unit(unit, gm=True))
            nation = ui.unit_nation(unit)
            if nation in colour:
                item.setIcon(swatch(colour[nation]))
            self.units.addItem(item)
        if self.units.count() == 0:
            item = QListWidgetItem("none")
            item.setForeground(QBrush(QColor("gray")))
            self.units.addItem(item)

        owner = state.owner(region.id)
        self.owner.blockSignals(True)
        self.owner.setCurrentIndex(max(0, self.owner.findData(owner)))
        self.owner.blockSignals(False)
        self.owner.setEnabled(self.editable and region.is_land)
        if owner is not None:
            self.select_treasury_nation(owner)
        self._show_treasury()
        self.note.setText("" if self.editable else self._history_note())

    def _history_note(self) -> str:
        return (f"You are looking at {self.view.label}, an earlier turn: only the current turn can be changed "
                f"(Turn ▸ Current turn).") if self.view is not None else ""

    def _fill_nations(self, state) -> None:
        names = [(n.name, n.colour) for n in state.nations] if state is not None else []
        current = [self.owner.itemData(i) for i in range(1, self.owner.count())]
        if [n for n, _ in names] == current:
            return
        for combo in (self.owner, self.treasury_nation):
            combo.blockSignals(True)
            keep = combo.currentData()
            combo.clear()
        self.owner.addItem("neutral", None)
        for name, colour in names:
            self.owner.addItem(swatch(colour), name, name)
            self.treasury_nation.addItem(swatch(colour), name, name)
        for combo in (self.owner, self.treasury_nation):
            combo.blockSignals(False)
        if keep is not None:
            self.select_treasury_nation(keep)

    def _fill_resources(self) -> None:
        resources: tuple[Resource, ...] = self.rules.resources if self.rules is not None else ()
        if [self.resource.itemData(i) for i in range(self.resource.count())] == list(resources):
            return
        self.resource.blockSignals(True)
        self.resource.clear()
        for r in resources:
            self.resource.addItem(r.word, r)
        self.resource.blockSignals(False)
        self.resource.setVisible(len(resources) > 1)

    def current_resource(self) -> Resource | None:
        return self.resource.currentData()

    def _held(self) -> int | None:
        """The chosen nation's treasury in the chosen resource, as stored (hundredths of cheese)."""
        state = self.view.state if self.view is not None else None
        nation, resource = self.treasury_nation.currentData(), self.current_resource()
        if state is None or nation is None or resource is None:
            return None
        return state.nation(nation).treasury.get(resource.name, 0)

    def typed_amount(self) -> int:
        """The amount in the box, in the resource's smallest unit."""
        resource = self.current_resource()
        return round(self.amount.value() * (resource.scale if resource is not None else 1))

    def _show_treasury(self) -> None:
        resource = self.current_resource()
        held = self._held()
        self.amount.blockSignals(True)
        if resource is not None:
            self.amount.setDecimals(resource.decimals)
            self.amount.setSuffix(f" {resource.word}")
        if held is not None and resource is not None:
            self.amount.setValue(held / resource.scale)
        self.amount.blockSignals(False)
        state = self.view.state if self.view is not None else None
        self.treasury_nation.setEnabled(state is not None)
        self.amount.setEnabled(self.editable and held is not None)
        self._update_buttons()

    def _update_buttons(self) -> None:
        state = self.view.state if self.view is not None else None
        owner_differs = (state is not None and self.region_id is not None and self.board is not None
                         and self.region_id in self.board and self.board[self.region_id].is_land
                         and self.owner.currentData() != state.owner(self.region_id))
        self.change_owner.setEnabled(self.editable and owner_differs)
        held = self._held()
        self.set_treasury.setEnabled(self.editable and held is not None and self.typed_amount() != held)

    # -- requests -----------------------------------------------------------------------------
    def _ask_owner(self) -> None:
        if self.region_id is not None:
            self.ownerChangeRequested.emit(self.region_id, self.owner.currentData())

    def _ask_treasury(self) -> None:
        nation, resource = self.treasury_nation.currentData(), self.current_resource()
        if nation is not None and resource is not None:
            self.treasuryChangeRequested.emit(nation, resource.name, self.typed_amount())
