"""File > New game...: a bundled scenario (title, rules, map thumbnail, nations, start), a scenario
file, or a map of the GM's own (a .geojson, or the map open in the editor) with the rules, their
modules, house rules in a typed form and the nations from the map's home provinces. The dialog
writes a scenario (docs/scenario-format.md); the window creates the game from it."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QCheckBox, QColorDialog, QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QGroupBox,
    QHBoxLayout, QLabel, QLayout, QLineEdit, QListWidget, QListWidgetItem, QPushButton, QSplitter,
    QStackedWidget, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from app.window.house_rules import HouseRulesForm
from engine.board import Board
from engine.board.mapfile import load_map
from engine.errors import BerthierError, MapFileError
from engine.rulesets import DEFAULT_RULESET, available, ruleset
from engine.rulesets.declarations import MODULES_PARAM
from engine.game.map_game import PALETTE, board_problems
from engine.game.scenario import MAPS
THUMB = QSize(360, 240)


@dataclass
class Bundled:
    """A scenario shipped with Berthier (or a scenario file the GM chose)."""

    path: Path
    data: dict[str, Any]

    @property
    def title(self) -> str:
        return str(self.data.get("title") or self.path.parent.name)

    @property
    def rules(self) -> str:
        return str(self.data.get("ruleset", ""))

    def nations(self) -> list[str]:
        return [str(n.get("name")) for n in self.data.get("nations") or [] if isinstance(n, dict)]

    def start(self) -> str:
        start = self.data.get("start")
        if isinstance(start, dict) and start:
            return " ".join(str(v) for v in start.values())
        return "the first turn"


def bundled_scenarios() -> list[Bundled]:
    """Every scenario shipped in resources/maps/, titled, in title order; unreadable ones left out."""
    out = []
    for path in sorted(MAPS.glob("*/scenario*.json")) if MAPS.exists() else []:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if isinstance(data, dict):
            out.append(Bundled(path, data))
    return sorted(out, key=lambda b: b.title.casefold())


@dataclass
class NewGame:
    """What the dialog chose: the scenario to create the game from, where relative paths in it
    are read from, and whether the GM places the starting pieces next."""

    data: dict[str, Any]
    base_dir: Path
    title: str
    place_pieces: bool = False
    source: str = field(default="")


class NewGameDialog(QDialog):
    """Choose what to start; `result_game()` after acceptance."""

    def __init__(self, parent: QWidget | None = None, editor_map: Path | None = None):
        super().__init__(parent)
        self.setWindowTitle("New game")
        self.resize(980, 640)
        self._thumbs: dict[Path, QPixmap] = {}
        self._result: NewGame | None = None
        self._own_board: Board | None = None
        self._own_path: Path | None = None
        self.editor_map = editor_map
        layout = QVBoxLayout(self)
        split = QSplitter(Qt.Orientation.Horizontal)
        layout.addWidget(split, 1)

        self.sources = QListWidget()
        self.sources.setMinimumWidth(280)
        self.sources.setWordWrap(True)
        self.sources.setSpacing(2)
        self.bundled = bundled_scenarios()
        for b in self.bundled:
            item = QListWidgetItem(f"{b.title}\n    {b.rules} rules · {len(b.nations())} nations")
            item.setToolTip(f"{b.title}: {ruleset_title(b.rules)}\n{b.path}")
            item.setData(Qt.ItemDataRole.UserRole, ("bundled", b))
            self.sources.addItem(item)
        for text, kind in (("A scenario file…", "file"), ("A map of my own (.geojson)…", "own")):
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, (kind, None))
            self.sources.addItem(item)
        if editor_map is not None:
            item = QListWidgetItem(f"The map open in the editor ({editor_map.name})")
            item.setData(Qt.ItemDataRole.UserRole, ("editor", editor_map))
            self.sources.addItem(item)
        split.addWidget(self.sources)

        self.pages = QStackedWidget()
        self.scenario_page = self._scenario_page()
        self.own_page = self._own_page()
        self.pages.addWidget(self.scenario_page)
        self.pages.addWidget(self.own_page)
        split.addWidget(self.pages)
        split.setSizes([300, 680])
        split.setStretchFactor(1, 1)

        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020")
        self.error.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.error)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Create the game…")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.sources.currentItemChanged.connect(self._chosen)
        self._scenario: Bundled | None = None
        if self.sources.count():        # once the dialog shows: the first thumbnail takes a moment to draw
            QTimer.singleShot(0, self._first_choice)

    def _first_choice(self) -> None:
        if self.sources.currentRow() < 0 and self.pages.currentWidget() is self.scenario_page:
            # the map the GM has just drawn or traced in the editor comes first, when there is one
            self.sources.setCurrentRow(self.sources.count() - 1 if self.editor_map is not None else 0)

    # -- a scenario: bundled or a file -----------------------------------------------------------
    def _scenario_page(self) -> QWidget:
        page = QWidget()
        v = QVBoxLayout(page)
        self.thumb = QLabel()
        self.thumb.setFixedSize(THUMB)
        self.thumb.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.thumb.setStyleSheet("background: #f4efe2; border: 1px solid #b8ad90")
        top = QHBoxLayout()
        top.addWidget(self.thumb)
        self.facts = QLabel()
        self.facts.setWordWrap(True)
        self.facts.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.facts.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        top.addWidget(self.facts, 1)
        v.addLayout(top)
        form = QFormLayout()
        self.scenario_title = QLineEdit()
        form.addRow("Title of the game:", self.scenario_title)
        v.addLayout(form)
        self.scenario_modules = QGroupBox("Modules")
        QHBoxLayout(self.scenario_modules)
        v.addWidget(self.scenario_modules)
        self.scenario_rules_box = QGroupBox("House rules (the scenario's own values shown)")
        QVBoxLayout(self.scenario_rules_box)
        v.addWidget(self.scenario_rules_box, 1)
        self.scenario_form: HouseRulesForm | None = None
        self.scenario_module_checks: dict[str, QCheckBox] = {}
        return page

    def _show_scenario(self, b: Bundled) -> None:
        self._scenario = b
        self.pages.setCurrentWidget(self.scenario_page)
        self.scenario_title.setText(b.title)
        nations = ", ".join(b.nations()) or "none listed"
        units = len(b.data.get("units") or [])
        self.facts.setText(
            f"<b>{_esc(b.title)}</b><br>Rules: {_esc(ruleset_title(b.rules))}<br>Map: {_esc(str(b.data.get('map')))}"
            f"<br>Starts: {_esc(b.start())}<br>Nations: {_esc(nations)}<br>Pieces on the board: {units}"
            f"<br><small>{_esc(str(b.path))}</small>")
        self.thumb.setPixmap(self._thumbnail(b))
        given = b.data.get("params")
        params = given if isinstance(given, dict) else {}
        modules = [str(m) for m in params.get(MODULES_PARAM, [])] if isinstance(params.get(MODULES_PARAM), list) else []
        self._fill_modules(self.scenario_modules, self.scenario_module_checks, b.rules, modules,
                           lambda: self._rebuild_scenario_form())
        self._scenario_params = {k: v for k, v in params.items() if k != MODULES_PARAM}
        self._rebuild_scenario_form()

    def _rebuild_scenario_form(self) -> None:
        b = self._scenario
        if b is None:
            return
        box = _layout(self.scenario_rules_box)
        if self.scenario_form is not None:
            box.removeWidget(self.scenario_form)
            self.scenario_form.deleteLater()
            self.scenario_form = None
        try:
            self.scenario_form = HouseRulesForm(b.rules, self._checked(self.scenario_module_checks),
                                                self._scenario_params)
        except (BerthierError, KeyError, TypeError, ValueError) as e:
            self.error.setText(f"{b.path}: its rules or parameters cannot be read: {e}")
            return
        box.addWidget(self.scenario_form)

    def _thumbnail(self, b: Bundled) -> QPixmap:
        if b.path not in self._thumbs:
            self._thumbs[b.path] = scenario_thumbnail(b.path)
        return self._thumbs[b.path]

    # -- a map of the GM's own --------------------------------------------------------------------
    def _own_page(self) -> QWidget:
        page = QWidget()
        v = QVBoxLayout(page)
        form = QFormLayout()
        row = QHBoxLayout()
        self.own_map_label = QLabel("no map chosen")
        self.own_map_label.setWordWrap(True)
        choose = QPushButton("Choose a map…")
        choose.clicked.connect(self._choose_map)
        row.addWidget(self.own_map_label, 1)
        row.addWidget(choose)
        form.addRow("Map:", row)
        self.own_title = QLineEdit()
        form.addRow("Title of the game:", self.own_title)
        self.own_rules = QComboBox()
        for rid in available():
            self.own_rules.addItem(ruleset_title(rid), rid)
        self.own_rules.setCurrentIndex(max(0, self.own_rules.findData(DEFAULT_RULESET)))
        self.own_rules.currentIndexChanged.connect(self._own_rules_changed)
        form.addRow("Rules:", self.own_rules)
        v.addLayout(form)
        self.own_modules = QGroupBox("Modules")
        QHBoxLayout(self.own_modules)
        v.addWidget(self.own_modules)
        self.own_module_checks: dict[str, QCheckBox] = {}
        self.nations = QTableWidget(0, 3)
        self.nations.setHorizontalHeaderLabels(["Nation", "Colour", "Home provinces"])
        self.nations.horizontalHeader().setStretchLastSection(True)
        self.nations.verticalHeader().hide()
        self.nations.cellDoubleClicked.connect(self._pick_colour)
        nbox = QGroupBox("Nations (from the map's home provinces; double-click a colour to change it)")
        QVBoxLayout(nbox).addWidget(self.nations)
        v.addWidget(nbox, 1)
        self.own_rules_box = QGroupBox("House rules")
        QVBoxLayout(self.own_rules_box)
        v.addWidget(self.own_rules_box, 1)
        self.own_form: HouseRulesForm | None = None
        self.place_after = QCheckBox("Then place the starting pieces on the map (placing mode)")
        self.place_after.setChecked(True)
        v.addWidget(self.place_after)
        self._own_rules_changed()
        return page

    def _own_rules_changed(self) -> None:
        rid = self.own_rules.currentData()
        self._fill_modules(self.own_modules, self.own_module_checks, rid, _default_modules(rid),
                           self._rebuild_own_form)
        self._rebuild_own_form()
        self._check_own()

    def _rebuild_own_form(self) -> None:
        box = _layout(self.own_rules_box)
        if self.own_form is not None:
            box.removeWidget(self.own_form)
            self.own_form.deleteLater()
        self.own_form = HouseRulesForm(self.own_rules.currentData(), self._checked(self.own_module_checks),
                                       own_map=True)
        box.addWidget(self.own_form)

    def _choose_map(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, "A map of my own", str(self._own_path.parent if self._own_path else
                                              Path.home()), "Berthier maps (*.geojson *.json)")
        if name:
            self.set_own_map(Path(name))

    def set_own_map(self, path: Path) -> bool:
        """Read a map file for the game; False (with the reason shown) when it cannot be read."""
        self.pages.setCurrentWidget(self.own_page)
        try:
            board = load_map(path)
        except MapFileError as e:
            self._own_board, self._own_path = None, None
            self.own_map_label.setText("no map chosen")
            self.error.setText(str(e))
            self.nations.setRowCount(0)
            return False
        self._own_board, self._own_path = board, path
        self.own_map_label.setText(f"{board.info.title or path.stem} ({len(board)} regions)<br><small>{_esc(str(path))}</small>")
        if not self.own_title.text().strip():
            self.own_title.setText(board.info.title or path.stem)
        homes: dict[str, list[str]] = {}
        for r in board:
            h = r.attributes.get("home")
            if h:
                homes.setdefault(str(h), []).append(r.name)
        self.nations.setRowCount(0)
        for i, (nation, provinces) in enumerate(homes.items()):
            self.nations.insertRow(i)
            self.nations.setItem(i, 0, QTableWidgetItem(nation))
            colour = QTableWidgetItem(PALETTE[i % len(PALETTE)])
            colour.setBackground(QColor(PALETTE[i % len(PALETTE)]))
            colour.setFlags(colour.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.nations.setItem(i, 1, colour)
            where = QTableWidgetItem(", ".join(provinces))
            where.setFlags(where.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.nations.setItem(i, 2, where)
            name = _item(self.nations, i, 0)
            name.setFlags(name.flags() & ~Qt.ItemFlag.ItemIsEditable)
        self.nations.resizeColumnsToContents()
        self._check_own()
        return True

    def _pick_colour(self, row: int, column: int) -> None:
        if column != 1:
            return
        item = _item(self.nations, row, 1)
        nation = _item(self.nations, row, 0).text()
        colour = QColorDialog.getColor(QColor(item.text()), self, f"Colour of {nation}")
        if colour.isValid():
            self.set_colour(row, colour.name())

    def set_colour(self, row: int, colour: str) -> None:
        item = _item(self.nations, row, 1)
        item.setText(colour)
        item.setBackground(QColor(colour))

    def _check_own(self) -> list[str]:
        """What keeps the map from being played with the chosen rules (shown), as `berthier new` says it."""
        if self._own_board is None:
            return ["choose a map"]
        problems = board_problems(self._own_board, self.own_rules.currentData())
        self.error.setText("This map cannot be played with these rules yet: " + "; ".join(problems)
                           if problems else "")
        return problems

    # -- common -------------------------------------------------------------------------------------
    def _fill_modules(self, box: QGroupBox, checks: dict[str, QCheckBox], rid: str, on: list[str], changed) -> None:
        layout = _layout(box)
        for c in checks.values():
            layout.removeWidget(c)
            c.deleteLater()
        checks.clear()
        try:
            modules = ruleset(rid).modules
        except BerthierError:
            modules = ()
        for m in modules:
            c = QCheckBox(f"{m.title} ({m.id})")
            c.setChecked(m.id in on)
            c.toggled.connect(lambda _on: changed())
            layout.addWidget(c)
            checks[m.id] = c
        box.setVisible(bool(modules))

    @staticmethod
    def _checked(checks: dict[str, QCheckBox]) -> list[str]:
        return [m for m, c in checks.items() if c.isChecked()]

    def _chosen(self, item: QListWidgetItem | None, _old=None) -> None:
        self.error.clear()
        if item is None:
            return
        kind, value = item.data(Qt.ItemDataRole.UserRole)
        if kind == "bundled":
            self._show_scenario(value)
        elif kind == "file":
            name, _ = QFileDialog.getOpenFileName(self, "A scenario file", str(Path.home()), "Scenarios (*.json)")
            if name:
                self.open_scenario_file(Path(name))
        elif kind == "own":
            self.pages.setCurrentWidget(self.own_page)
            if self._own_board is None:
                self._choose_map()
        elif kind == "editor":
            self.set_own_map(value)

    def open_scenario_file(self, path: Path) -> bool:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as e:
            self.error.setText(f"{path} cannot be read as a scenario: {e}")
            return False
        if not isinstance(data, dict) or "ruleset" not in data:
            self.error.setText(f"{path} is not a scenario (a JSON object naming its ruleset); a map file "
                               f"(.geojson) is started as \"a map of my own\"")
            return False
        self._show_scenario(Bundled(path, data))
        return True

    def accept(self) -> None:
        try:
            result = self._build()
        except BerthierError as e:
            self.error.setText(str(e))
            return
        self._result = result
        super().accept()

    def _build(self) -> NewGame:
        if self.pages.currentWidget() is self.scenario_page:
            b = self._scenario
            if b is None or self.scenario_form is None:
                raise BerthierError("choose a scenario first")
            params = self.scenario_form.changed()
            modules = self._checked(self.scenario_module_checks)
            if self.scenario_module_checks:
                params[MODULES_PARAM] = modules
            title = self.scenario_title.text().strip() or b.title
            data = {**b.data, "title": title, "params": params}
            if not isinstance(data.get("map"), dict) and b.path.parent.parent == MAPS and data.get("map") is None:
                data["map"] = b.path.parent.name
            return NewGame(data=data, base_dir=b.path.parent, title=title, source=str(b.path))
        if self._own_board is None or self._own_path is None or self.own_form is None:
            raise BerthierError("choose a map of your own first")
        problems = self._check_own()
        if problems:
            raise BerthierError("This map cannot be played with these rules yet: " + "; ".join(problems))
        rid = self.own_rules.currentData()
        params = {**ruleset(rid).params_on_another_map(), **self.own_form.changed()}   # none of the seed map's exceptions
        if self.own_module_checks:
            params[MODULES_PARAM] = self._checked(self.own_module_checks)
        title = self.own_title.text().strip() or self._own_path.stem
        nations = [{"name": _item(self.nations, i, 0).text(), "colour": _item(self.nations, i, 1).text()}
                   for i in range(self.nations.rowCount())]
        data = {"format": "berthier-scenario", "version": 1, "title": title, "ruleset": rid,
                "map": str(self._own_path.resolve()), "params": params, "nations": nations, "units": []}
        return NewGame(data=data, base_dir=self._own_path.parent, title=title,
                       place_pieces=self.place_after.isChecked(), source=str(self._own_path))

    def result_game(self) -> NewGame | None:
        return self._result


def _layout(box: QWidget) -> QLayout:
    """The layout a box was given when it was made."""
    layout = box.layout()
    assert layout is not None, f"{box.objectName() or type(box).__name__} was made without its layout"
    return layout


def _item(table: QTableWidget, row: int, column: int) -> QTableWidgetItem:
    """A cell of the nations table, every one of which is filled when the map is chosen."""
    item = table.item(row, column)
    assert item is not None, f"no cell at row {row}, column {column}"
    return item


def _default_modules(rid: str) -> list[str]:
    """The modules a new game of these rules names unless the GM unticks them: those the rules'
    defaults name."""
    try:
        value = ruleset(rid).default_params().get(MODULES_PARAM, [])
    except BerthierError:
        return []
    return [str(m) for m in value] if isinstance(value, list) else []


def ruleset_title(rid: str) -> str:
    try:
        return f"{ruleset(rid).title} ({rid})"
    except BerthierError:
        return f"unknown rules {rid!r}"


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def scenario_thumbnail(path: Path) -> QPixmap:
    """The scenario's starting position drawn small (its owners' colours and pieces); a grey
    placeholder saying why when it cannot be read."""
    from app.render.export import render_map
    from app.rulesets import ruleset_ui
    from engine.game.scenario import load_scenario
    try:
        board, state, data = load_scenario(path)
        picture = ruleset_ui(str(data.get("ruleset"))).picture(board, state)
        image = render_map(board, picture, width=THUMB.width(), frame=False, labels=False, values=False)
        pix = QPixmap.fromImage(image)
        return pix.scaled(THUMB, Qt.AspectRatioMode.KeepAspectRatio,
                          Qt.TransformationMode.SmoothTransformation)
    except (BerthierError, OSError, ValueError) as e:
        pix = QPixmap(THUMB)
        pix.fill(QColor("#dddddd"))
        _ = e
        return pix
