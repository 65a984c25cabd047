"""The map editor's docks: the selected region's attributes, the map's problems, the background image.

Panels show what they are given and ask for changes by signals; the editor turns those into
undo commands and shows any refusal back in the panel.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSlider,
    QSpinBox,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.editor.items import EDGE_COLOURS, EDGE_NAMES
from engine.board import RegionKind
from engine.board.editing import MapDraft, known_attributes
from engine.rulesets.declarations import AttributeType
from engine.board.validate import MapProblem

ERROR_COLOUR = "#b3261e"
OK_COLOUR = "#2e7d32"


def _note(text: str = "", colour: str = ERROR_COLOUR) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setStyleSheet(f"color: {colour};")
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


class RegionPanel(QWidget):
    """Every attribute of the selected region, each changed where it is typed.

    Signals: `changeRequested(str, dict)` a region id and {attribute: new value} (None removes);
    `mapChangeRequested(dict)` the map's id or title; `toleranceRequested(float)`.
    """

    changeRequested = Signal(str, dict)
    mapChangeRequested = Signal(dict)
    toleranceRequested = Signal(float)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.region_id: str | None = None
        self._filling = False
        self._naming_row: int | None = None       # the row of an attribute being added
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)

        self.title = QLabel("No region selected")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.hint = QLabel("Click a region on the map (Select tool) to see and change it.")
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: palette(mid);")
        layout.addWidget(self.hint)

        self.form_box = QWidget()
        form = self.form = QFormLayout(self.form_box)
        form.setContentsMargins(0, 0, 0, 0)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.fields: dict[str, QWidget] = {}
        self._line("id", "Id", "used in orders files and game files")
        self._line("name", "Name", "the name players write in orders")
        self._line("label", "Label", "short label or number printed on the map")
        kind = QComboBox()
        for k in RegionKind:
            kind.addItem(k.value, k.value)
        kind.activated.connect(lambda _i: self._commit("kind", kind.currentData()))
        form.addRow("Kind", kind)
        self.fields["kind"] = kind
        self.attributes = known_attributes()
        for spec in self.attributes.values():
            if spec.type is AttributeType.FLAG:
                box = QCheckBox()
                box.setToolTip(spec.meaning)
                box.clicked.connect(lambda checked, key=spec.name: self._commit(key, True if checked else None))
                form.addRow(spec.title, box)
                self.fields[spec.name] = box
            else:
                self._line(spec.name, spec.title, spec.meaning)
        radius = QDoubleSpinBox()
        radius.setDecimals(2)
        radius.setRange(0.01, 1e9)
        radius.setKeyboardTracking(False)
        radius.valueChanged.connect(lambda v: self._commit("radius", v))
        form.addRow("Radius", radius)
        self.fields["radius"] = radius
        layout.addWidget(self.form_box)

        self.others = QTableWidget(0, 2)
        self.others.setHorizontalHeaderLabels(["Other attribute", "Value (JSON)"])
        self.others.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.others.verticalHeader().hide()
        self.others.setMaximumHeight(120)
        self.others.itemChanged.connect(self._other_changed)
        self.others.setToolTip("Any other attribute a ruleset reads; a value is JSON (3, \"text\", true, [1, 2]); "
                               "an empty value removes the attribute")
        layout.addWidget(self.others)
        add = QPushButton("Add an attribute")
        add.clicked.connect(self._add_other)
        self.add_other = add
        layout.addWidget(add, 0, Qt.AlignmentFlag.AlignLeft)

        self.neighbours = QLabel()
        self.neighbours.setWordWrap(True)
        self.neighbours.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.neighbours)
        self.message = _note()
        layout.addWidget(self.message)
        self.problems = _note()
        layout.addWidget(self.problems)

        map_box = QGroupBox("Map")
        map_form = QFormLayout(map_box)
        self.map_title = QLineEdit()
        self.map_title.editingFinished.connect(lambda: self._map_commit("title", self.map_title.text()))
        self.map_id = QLineEdit()
        self.map_id.editingFinished.connect(lambda: self._map_commit("id", self.map_id.text()))
        self.tolerance = QDoubleSpinBox()
        self.tolerance.setDecimals(4)
        self.tolerance.setRange(0, 1e9)
        self.tolerance.setKeyboardTracking(False)
        self.tolerance.setToolTip("Regions closer than this (map units) are taken to touch: it closes hairline "
                                  "gaps between neighbours; corners alone never make neighbours")
        self.tolerance.valueChanged.connect(self._tolerance_changed)
        map_form.addRow("Title", self.map_title)
        map_form.addRow("Map id", self.map_id)
        map_form.addRow("Tolerance", self.tolerance)
        self.map_summary = QLabel()
        self.map_summary.setWordWrap(True)
        map_form.addRow(self.map_summary)
        layout.addWidget(map_box)
        layout.addStretch(1)
        self._map: tuple[str | None, str | None, float | None] = (None, None, None)
        self.show_region(None, None)

    def _line(self, key: str, label: str, tip: str) -> None:
        edit = QLineEdit()
        edit.setToolTip(tip)
        edit.setPlaceholderText("—")
        edit.editingFinished.connect(lambda: self._line_done(key, edit))
        self.form.addRow(label, edit)
        self.fields[key] = edit

    # -- showing ----------------------------------------------------------------------------
    def show_region(self, draft: MapDraft | None, region_id: str | None,
                    problems: Sequence[MapProblem] = ()) -> None:
        self._filling = True
        try:
            self._show(draft, region_id, problems)
        finally:
            self._filling = False

    def _show(self, draft: MapDraft | None, region_id: str | None, problems: Sequence[MapProblem]) -> None:
        if draft is not None:
            self._show_map(draft)
        r = draft.regions.get(region_id) if draft is not None and region_id is not None else None
        self.region_id = r.id if r is not None else None
        self.form_box.setVisible(r is not None)
        self.others.setVisible(r is not None)
        self.add_other.setVisible(r is not None)
        self.hint.setVisible(r is None)
        if r is None or draft is None:
            self.title.setText("No region selected")
            self.neighbours.clear()
            self.problems.clear()
            self.message.clear()
            return
        shape = "circle" if r.radius is not None else "polygon" if r.geometry is not None else "no drawing"
        self.title.setText(f"{r.name}  ·  {r.kind.value} {shape}")
        values = {"id": r.id, "name": r.name, "label": r.label or ""}
        for spec in self.attributes.values():
            v = r.attributes.get(spec.name)
            values[spec.name] = ", ".join(v) if spec.type is AttributeType.NAMES and isinstance(v, list) else \
                "" if v is None else str(v)
        for key, widget in self.fields.items():
            if isinstance(widget, QLineEdit):
                widget.setText(values.get(key, ""))
                widget.setCursorPosition(0)
        kind = self.fields["kind"]
        if isinstance(kind, QComboBox):
            kind.setCurrentIndex(kind.findData(r.kind.value))
        for spec in self.attributes.values():
            flag = self.fields[spec.name]
            if spec.type is AttributeType.FLAG and isinstance(flag, QCheckBox):
                flag.setChecked(bool(r.attributes.get(spec.name)))
        radius = self.fields["radius"]
        self.form.setRowVisible(radius, r.radius is not None)
        if isinstance(radius, QDoubleSpinBox):
            radius.setValue(r.radius or 0.01)
        known = set(self.attributes)
        others = [(k, v) for k, v in r.attributes.items() if k not in known]
        self._naming_row = None
        self.others.blockSignals(True)
        self.others.setRowCount(len(others))
        for row, (k, v) in enumerate(others):
            name = QTableWidgetItem(k)
            name.setFlags(name.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.others.setItem(row, 0, name)
            self.others.setItem(row, 1, QTableWidgetItem(json.dumps(v, ensure_ascii=False)))
        self.others.blockSignals(False)
        near = sorted(draft.neighbours(r.id).items(), key=lambda kv: (kv[1].kind.value, draft[kv[0]].name))
        if near:
            parts = []
            for rid, e in near:
                extra = f" via {e.sea}" if e.sea else f" via {e.via}" if e.via else ""
                parts.append(f"<span style='color:{EDGE_COLOURS[e.kind]}'>■</span> {draft[rid].name} "
                             f"<span style='color:palette(mid)'>({EDGE_NAMES[e.kind]}{extra})</span>")
            self.neighbours.setText(f"<b>Neighbours ({len(near)})</b><br>" + "<br>".join(parts))
        else:
            self.neighbours.setText("<b>No neighbours</b>")
        mine = [p for p in problems if p.region == r.id]
        self.problems.setText("\n".join(f"• {p.message}" for p in mine))

    def _show_map(self, draft: MapDraft) -> None:
        if self._map != (draft.info.title, draft.info.id, draft.tolerance):
            self.map_title.setText(draft.info.title)
            self.map_id.setText(draft.info.id)
            self.tolerance.setValue(draft.tolerance)
            self._map = (draft.info.title, draft.info.id, draft.tolerance)
        land = sum(1 for r in draft if r.kind is RegionKind.LAND)
        seas = sum(1 for r in draft if r.kind is RegionKind.SEA)
        self.map_summary.setText(f"{land} land regions, {seas} seas, {len(draft.edges)} edges")

    def show_error(self, text: str) -> None:
        self.message.setText(text)

    # -- asking for changes -----------------------------------------------------------------
    def _line_done(self, key: str, edit: QLineEdit) -> None:
        if self._filling or self.region_id is None or not edit.isModified():
            return
        edit.setModified(False)
        text = edit.text().strip()
        self._commit(key, text if text or key in ("id", "name") else None)

    def _commit(self, key: str, value: Any) -> None:
        if self._filling or self.region_id is None:
            return
        self.message.clear()
        self.changeRequested.emit(self.region_id, {key: value})

    def _other_changed(self, item: QTableWidgetItem) -> None:
        if self._filling or self.region_id is None:
            return
        if item.column() == 0:
            # a new attribute named: its name is fixed, its value comes next
            if item.row() == self._naming_row and item.text().strip():
                self._naming_row = None
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                value_cell = self.others.item(item.row(), 1)
                if value_cell is not None:
                    self.others.editItem(value_cell)
            return
        key = self.others.item(item.row(), 0)
        if key is None or not key.text().strip():
            return
        text = item.text().strip()
        if not text:
            value = None
        else:
            try:
                value = json.loads(text)
            except json.JSONDecodeError:
                value = text              # plain words are taken as text
        self._commit(key.text().strip(), value)

    def _add_other(self) -> None:
        if self.region_id is None or self._naming_row is not None:
            return
        row = self.others.rowCount()
        self.others.blockSignals(True)
        self.others.insertRow(row)
        self.others.setItem(row, 0, QTableWidgetItem(""))
        self.others.setItem(row, 1, QTableWidgetItem(""))
        self.others.blockSignals(False)
        self._naming_row = row
        name = self.others.item(row, 0)
        if name is not None:
            self.others.editItem(name)

    def _map_commit(self, key: str, text: str) -> None:
        if not self._filling and text.strip() and text.strip() != dict(zip(("title", "id"), self._map[:2]))[key]:
            self.mapChangeRequested.emit({key: text.strip()})

    def _tolerance_changed(self, value: float) -> None:
        if not self._filling and value != self._map[2]:
            self.toleranceRequested.emit(value)


class ProblemsPanel(QWidget):
    """Whether a game of the chosen ruleset can start on the map (what `berthier new` checks), then
    the map's problems, errors first; clicking one zooms the map to it.

    Signals: `problemActivated(object)` the MapProblem clicked; `checkRequested()`;
    `rulesetChosen(str)` the ruleset the map is checked for.
    """

    problemActivated = Signal(object)
    checkRequested = Signal()
    rulesetChosen = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        top = QHBoxLayout()
        self.summary = QLabel("Not checked yet")
        self.summary.setWordWrap(True)
        font = self.summary.font()
        font.setBold(True)
        self.summary.setFont(font)
        top.addWidget(self.summary, 1)
        self.check_button = QPushButton("Check")
        self.check_button.setToolTip("Check the whole map now (Ctrl+R)")
        self.check_button.clicked.connect(self.checkRequested)
        top.addWidget(self.check_button)
        layout.addLayout(top)
        game = QHBoxLayout()
        game.addWidget(QLabel("A game by the rules of"))
        self.ruleset_box = QComboBox()
        self.ruleset_box.setToolTip("The ruleset a game on this map would be played by: the map is checked as "
                                    "berthier new would check it for that ruleset")
        self.ruleset_box.currentIndexChanged.connect(
            lambda _i: self.rulesetChosen.emit(self.ruleset_box.currentData() or ""))
        game.addWidget(self.ruleset_box, 1)
        layout.addLayout(game)
        self.playable = QLabel("")
        self.playable.setWordWrap(True)
        self.playable.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.playable)
        self.auto = QCheckBox("Check after every edit")
        self.auto.setChecked(True)
        layout.addWidget(self.auto)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setAlternatingRowColors(True)
        self.list.itemClicked.connect(self._activated)
        self.list.itemActivated.connect(self._activated)
        layout.addWidget(self.list, 1)
        self.problems: list[MapProblem] = []

    def set_rulesets(self, rulesets: list[str], chosen: str) -> None:
        """The rulesets offered, and the one chosen (no signal: the editor checks the map itself)."""
        self.ruleset_box.blockSignals(True)
        self.ruleset_box.clear()
        for r in rulesets:
            self.ruleset_box.addItem(r, r)
        if chosen in rulesets:
            self.ruleset_box.setCurrentIndex(rulesets.index(chosen))
        self.ruleset_box.blockSignals(False)

    def ruleset(self) -> str:
        return self.ruleset_box.currentData() or ""

    def show_playable(self, ruleset: str, reasons: list[str]) -> None:
        """Whether `berthier new --ruleset RULESET` would start a game on the map, and if not, why."""
        if not reasons:
            self.playable.setText(f"A {ruleset} game can start on this map.")
            self.playable.setStyleSheet(f"color: {OK_COLOUR};")
            return
        shown = reasons[:4] + ([f"and {len(reasons) - 4} more (see the list below)"] if len(reasons) > 4 else [])
        self.playable.setText(f"No {ruleset} game can start on this map yet:\n" + "\n".join(f"• {r}" for r in shown))
        self.playable.setStyleSheet(f"color: {ERROR_COLOUR};")

    def show_problems(self, problems: list[MapProblem], names: dict[str, str] | None = None,
                      notes: Sequence[MapProblem] = ()) -> None:
        """Problems of the map, then `notes` (what tracing or a repair found, to look at)."""
        names = names or {}
        order = {"error": 0, "warning": 1}
        problems = sorted(problems, key=lambda p: order.get(p.severity, 2))
        self.problems = list(problems) + list(notes)
        self.list.clear()
        style = self.style()
        icons = {"error": style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxCritical),
                 "warning": style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning),
                 "note": style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxInformation)}
        for p in self.problems:
            is_note = p in notes and p not in problems
            where = names.get(p.region, p.region) if p.region else "Map"
            item = QListWidgetItem(icons["note" if is_note else p.severity if p.severity in icons else "warning"],
                                   f"{where}: {p.message}")
            item.setData(Qt.ItemDataRole.UserRole, p)
            tip = "Click to zoom to it" if p.location is not None else ""
            item.setToolTip(f"{p.region or ''} {p.message}\n{tip}".strip())
            if is_note:
                item.setForeground(QColor("#555555"))
            self.list.addItem(item)
        errors = sum(1 for p in problems if p.severity == "error")
        warnings = len(problems) - errors
        if not problems:
            self.summary.setText("No problems in the drawing")
            self.summary.setStyleSheet(f"color: {OK_COLOUR};")
        else:
            parts = [f"{errors} error{'s' * (errors != 1)}"] if errors else []
            parts += [f"{warnings} warning{'s' * (warnings != 1)}"] if warnings else []
            self.summary.setText(", ".join(parts) + " in the drawing")
            self.summary.setStyleSheet(f"color: {ERROR_COLOUR if errors else '#8a5a00'};")
        if notes:
            self.summary.setText(self.summary.text() + f"; {len(notes)} note{'s' * (len(notes) != 1)} from opening or tracing")

    def _activated(self, item: QListWidgetItem) -> None:
        problem = item.data(Qt.ItemDataRole.UserRole)
        if problem is not None:
            self.problemActivated.emit(problem)


class BackgroundPanel(QWidget):
    """The map image under the drawing: where it lies, how much shows through, and tracing it.

    Signals: `loadRequested()`, `traceRequested()`, `placementChanged(float, float, float)` x, y and
    scale; `opacityChanged(float)`; `visibilityChanged(bool)`.
    """

    loadRequested = Signal()
    traceRequested = Signal()
    placementChanged = Signal(float, float, float)
    opacityChanged = Signal(float)
    visibilityChanged = Signal(bool)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        row = QHBoxLayout()
        self.load_button = QPushButton("Load image…")
        self.load_button.clicked.connect(self.loadRequested)
        row.addWidget(self.load_button)
        self.trace_button = QPushButton("Trace all")
        self.trace_button.setToolTip("Find every province and sea on the image and add them as regions")
        self.trace_button.clicked.connect(self.traceRequested)
        row.addWidget(self.trace_button)
        layout.addLayout(row)
        self.file = QLabel("No image")
        self.file.setWordWrap(True)
        layout.addWidget(self.file)
        form = QFormLayout()
        self.left, self.top, self.units_per_pixel = QDoubleSpinBox(), QDoubleSpinBox(), QDoubleSpinBox()
        for box in (self.left, self.top):
            box.setRange(-1e12, 1e12)
            box.setDecimals(2)
        self.units_per_pixel.setRange(1e-6, 1e9)
        self.units_per_pixel.setDecimals(6)
        self.units_per_pixel.setToolTip("Map units per image pixel")
        for box in (self.left, self.top, self.units_per_pixel):
            box.setKeyboardTracking(False)
            box.valueChanged.connect(self._placement)
        form.addRow("Left", self.left)
        form.addRow("Top", self.top)
        form.addRow("Scale", self.units_per_pixel)
        self.opacity = QSlider(Qt.Orientation.Horizontal)
        self.opacity.setRange(0, 100)
        self.opacity.setValue(50)
        self.opacity.setToolTip("0: only the regions drawn; 100: only the image")
        self.opacity.valueChanged.connect(lambda v: self.opacityChanged.emit(v / 100))
        form.addRow("Opacity", self.opacity)
        self.visible = QCheckBox("Show the image")
        self.visible.setChecked(True)
        self.visible.toggled.connect(self.visibilityChanged)
        form.addRow(self.visible)
        layout.addLayout(form)
        options = QGroupBox("Tracing")
        options_form = QFormLayout(options)
        self.water = QLineEdit()
        self.water.setPlaceholderText("found by itself")
        self.water.setToolTip("The sea's colour, as #a0c8f0 or 160,200,240")
        self.no_water = QCheckBox("The map has no seas")
        self.min_area = QSpinBox()
        self.min_area.setRange(0, 10_000_000)
        self.min_area.setSpecialValueText("automatic")
        self.min_area.setToolTip("Areas smaller than this (pixels) are letters or markers, not regions")
        options_form.addRow("Water colour", self.water)
        options_form.addRow(self.no_water)
        options_form.addRow("Smallest region", self.min_area)
        layout.addWidget(options)
        layout.addStretch(1)
        self._filling = False
        self.set_image(None)

    def set_image(self, name: str | None, size: tuple[int, int] | None = None) -> None:
        self.file.setText(f"{name} ({size[0]} × {size[1]} px)" if name and size else name or "No image: load the "
                          "map image of an earlier game to draw or trace over it.")
        for w in (self.left, self.top, self.units_per_pixel, self.opacity, self.visible, self.trace_button):
            w.setEnabled(name is not None)

    def set_placement(self, x: float, y: float, scale: float) -> None:
        self._filling = True
        self.left.setValue(x)
        self.top.setValue(y)
        self.units_per_pixel.setValue(scale)
        self._filling = False

    def _placement(self, _value: float) -> None:
        if not self._filling:
            self.placementChanged.emit(self.left.value(), self.top.value(), self.units_per_pixel.value())

    def trace_options(self) -> dict[str, Any]:
        return {"water_colour": self.water.text().strip() or None, "find_water": not self.no_water.isChecked(),
                "min_region_area": self.min_area.value() or None}

