"""The GM's forms for the board: a piece (add or correct), a region's fields and owner, a nation's
fields and treasury, a nation's relations. Each is made from the ruleset's declarations; OK checks
the change with the engine first and keeps the form open with the engine's reason if it is refused."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QGroupBox, QLabel, QVBoxLayout, QWidget)

from app.placing.forms import FieldForm, nation_combo, select_data
from app.placing.keys import buttons_in, fields_in, order_keys
from app.placing.pieces import new_entry, piece_name
from engine.board import Board
from engine.errors import BerthierError
from engine.limits import MAX_GOLD
from engine.rulesets.base import Ruleset
from engine.rulesets.declarations import Resource
from engine.rulesets.placing import PieceKind
from engine.state import GameState

Check = Callable[[], object]       # computes the change; BerthierError with the engine's reason


class CheckedDialog(QDialog):
    """A form whose OK asks the engine first: a refusal is shown in red and the form stays open."""

    def __init__(self, parent: QWidget | None, title: str, heading: str):
        super().__init__(parent)
        self.setWindowTitle(title)
        self.check: Check | None = None
        self.layout_ = QVBoxLayout(self)
        head = QLabel(f"<b>{heading}</b>")
        head.setWordWrap(True)
        self.layout_.addWidget(head)
        self.body = QVBoxLayout()
        self.layout_.addLayout(self.body)
        self.message = QLabel()
        self.message.setObjectName("refusal")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("QLabel#refusal { color: #b00020; }")
        self.message.hide()
        self.layout_.addWidget(self.message)
        ok_cancel = QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        self.buttons = QDialogButtonBox(ok_cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.layout_.addWidget(self.buttons)
        self.setMinimumWidth(380)

    def refuse(self, reason: str) -> None:
        self.message.setText(reason)
        self.message.show()

    def order_keys(self, focus: bool = True) -> QWidget | None:
        """Tab down the form, then OK and Cancel; the first field that can be changed takes the keys."""
        return order_keys(fields_in(self.body), buttons_in(self.buttons), focus=focus)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not event.spontaneous():
            self.order_keys()

    def accept(self) -> None:
        if self.check is not None:
            try:
                self.check()
            except BerthierError as e:
                self.refuse(str(e))
                return
        super().accept()


def _nations(state: GameState) -> list[tuple[str, str]]:
    return [(n.name, n.colour) for n in state.nations]


class PieceDialog(CheckedDialog):
    """Add a piece in a region (its kind among those that may stand there, its nation, its fields
    from their defaults) or correct one (`entry`: its fields as they are; what names it read-only)."""

    def __init__(self, parent: QWidget | None, rules: Ruleset, board: Board, state: GameState, region: str,
                 kinds: Sequence[PieceKind], *, entry: Mapping[str, Any] | None = None, nation: str | None = None):
        self.rules, self.board, self.state, self.region = rules, board, state, region
        self.kinds = list(kinds)
        self.original = dict(entry) if entry is not None else None
        if entry is not None:
            title, heading = "Edit a unit", f"Edit {piece_name(rules, board, entry)}"
        else:
            title, heading = "Add a unit", f"Add a unit in {board.name(region)}"
        super().__init__(parent, title, heading)
        top = QFormLayout()
        self.kind = QComboBox()
        for k in self.kinds:
            self.kind.addItem(k.label, k.type)
            self.kind.setItemData(self.kind.count() - 1, k.help or k.label, Qt.ItemDataRole.ToolTipRole)
        self.nation = nation_combo(_nations(state))
        start = entry.get("nation") if entry is not None else nation
        select_data(self.nation, start)
        if entry is not None:
            select_data(self.kind, entry.get("type"))
        self.kind.setEnabled(entry is None and len(self.kinds) > 1)
        self.nation.setEnabled(entry is None)        # a piece's nation names it: remove and add instead
        top.addRow("Unit:", self.kind)
        top.addRow("Nation:", self.nation)
        top.addRow("In:", QLabel(board.name(region)))
        self.body.addLayout(top)
        self.form: FieldForm | None = None
        self._make_form()
        self.kind.currentIndexChanged.connect(self._make_form)
        self.nation.currentIndexChanged.connect(self._make_form)

    def piece_kind(self) -> PieceKind:
        return self.kinds[max(0, self.kind.currentIndex())]

    def order_keys(self, focus: bool = True) -> QWidget | None:
        """Adding, the keys start past the nation chosen already (Shift+Tab goes back to it): a count typed
        went to the nations' list, and Enter added the piece with its default count."""
        first = super().order_keys(focus=focus and self.original is not None)
        if focus and self.original is None:
            start = next((w for w in fields_in(self.body) if w.isEnabled() and w is not self.nation), first)
            if start is not None:
                start.setFocus(Qt.FocusReason.TabFocusReason)
        return first

    def _make_form(self) -> None:
        kind = self.piece_kind()
        if self.original is not None:
            values, read_only = self.original, [f.key for f in kind.fields if f.identity]
        else:
            values = new_entry(self.rules, self.board, self.state, kind, self.nation.currentData(), self.region)
            read_only = []
        if self.form is not None:
            self.body.removeWidget(self.form)
            self.form.deleteLater()
        self.form = FieldForm(kind.fields, values, board=self.board, nations=_nations(self.state),
                              read_only=read_only)
        self.shown = self.form.values()     # a field the entry leaves out shows its default: kept out unless changed
        self.body.addWidget(self.form)
        self.message.hide()
        self.adjustSize()
        if self.isVisible():              # another kind or nation chosen: its fields follow in Tab's order
            self.order_keys(focus=False)

    def entry(self) -> dict[str, Any]:
        """The piece as the form says: a scenario entry (what it carries besides, kept)."""
        assert self.form is not None
        base = dict(self.original) if self.original is not None else {}
        base.update(type=self.piece_kind().type, nation=self.nation.currentData(), at=self.region)
        for key, value in self.form.values().items():
            if self.original is None or key in self.original or value != self.shown[key]:
                base[key] = value
        return base


class RegionDialog(CheckedDialog):
    """A region's owner (a province's) and the ruleset's region fields, as they are now."""

    def __init__(self, parent: QWidget | None, rules: Ruleset, board: Board, state: GameState, region: str):
        super().__init__(parent, "Edit a region", f"Edit {board.name(region)}")
        self.region = region
        self.current = dict(rules.region_values(board, state, region))
        self.owner: QComboBox | None = None
        if board[region].is_land:
            self.owner = nation_combo(_nations(state), optional=True)
            self.owner.setItemText(0, "neutral")
            select_data(self.owner, state.owner(region))
            self.current["owner"] = state.owner(region)
            row = QFormLayout()
            row.addRow("Owner:", self.owner)
            self.body.addLayout(row)
        fields = [f for f in rules.region_fields if f.key in self.current]
        self.form = FieldForm(fields, self.current, board=board, nations=_nations(state))
        self.body.addWidget(self.form)
        if not fields and self.owner is None:
            self.refuse(f"The {rules.title} rules give {board.name(region)} nothing to correct.")

    def changes(self) -> list[tuple[str, Any]]:
        """(key, new value) for every field changed, the owner first."""
        values = self.form.values()
        if self.owner is not None:
            values = {"owner": self.owner.currentData(), **values}
        return [(k, v) for k, v in values.items() if v != self.current.get(k)]


class NationDialog(CheckedDialog):
    """A nation's fields and its treasury in each of the ruleset's resources."""

    def __init__(self, parent: QWidget | None, rules: Ruleset, board: Board, state: GameState, nation: str):
        super().__init__(parent, "Edit a nation", f"Edit {nation}")
        self.nation = nation
        self.current = dict(rules.nation_values(board, state, nation))
        fields = [f for f in rules.nation_fields if f.key in self.current]
        self.form = FieldForm(fields, self.current, board=board, nations=_nations(state))
        self.body.addWidget(self.form)
        self.held: dict[str, int] = {}
        self.amounts: dict[str, tuple[Resource, QDoubleSpinBox]] = {}
        box = QGroupBox("Treasury (told only to the nation's player)")
        rows = QFormLayout(box)
        # a resource the rules give as a nation field (money kept in the rules' own books) is set there, once
        resources = [r for r in rules.resources if r.name not in self.current]
        box.setVisible(bool(resources))
        for r in resources:
            spin = QDoubleSpinBox()
            spin.setObjectName(f"treasury_{r.name}")
            spin.setDecimals(r.decimals)
            spin.setRange(0, MAX_GOLD / r.scale)
            spin.setSuffix(f" {r.word}")
            spin.setAlignment(Qt.AlignmentFlag.AlignRight)
            self.held[r.name] = rules.treasury(state, nation, r)
            spin.setValue(self.held[r.name] / r.scale)
            self.amounts[r.name] = (r, spin)
            rows.addRow(f"{r.word.capitalize()}:", spin)
        self.body.addWidget(box)

    def set_amount(self, resource: str, amount: int) -> None:
        """Type an amount in the resource's smallest unit (hundredths of cheese)."""
        r, spin = self.amounts[resource]
        spin.setValue(amount / r.scale)

    def field_changes(self) -> list[tuple[str, Any]]:
        return [(k, v) for k, v in self.form.values().items() if v != self.current.get(k)]

    def treasury_changes(self) -> list[tuple[Resource, int]]:
        out = []
        for name, (r, spin) in self.amounts.items():
            amount = round(spin.value() * r.scale)
            if amount != self.held[name]:
                out.append((r, amount))
        return out


class RelationsDialog(CheckedDialog):
    """How a nation stands with every other: one list per nation, of the ruleset's statuses."""

    def __init__(self, parent: QWidget | None, rules: Ruleset, state: GameState, nation: str):
        super().__init__(parent, "Relations", f"Relations of {nation}")
        self.nation = nation
        self.current: dict[str, str] = {}
        self.statuses: dict[str, QComboBox] = {}
        rows = QFormLayout()
        for other, colour in _nations(state):
            if other == nation:
                continue
            combo = QComboBox()
            for status in rules.relation_statuses:
                combo.addItem(status, status)
            self.current[other] = state.status(nation, other)
            if combo.findData(self.current[other]) < 0:
                combo.addItem(self.current[other], self.current[other])
            select_data(combo, self.current[other])
            self.statuses[other] = combo
            label = QLabel(f"{other}:")
            rows.addRow(label, combo)
        self.body.addLayout(rows)

    def set_status(self, other: str, status: str) -> None:
        select_data(self.statuses[other], status)

    def changes(self) -> list[tuple[str, str]]:
        return [(other, combo.currentData()) for other, combo in self.statuses.items()
                if combo.currentData() != self.current[other]]
