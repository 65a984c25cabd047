"""A form made from a ruleset's declared fields (engine/rulesets/placing.py `Field`): a spin box
for a number within its bounds, a check box for yes or no, a list for a choice, a nation or a
region, a line for a word; the same form adds, corrects and shows a piece, a region or a nation."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFormLayout, QLabel, QLineEdit, QSpinBox, QWidget)

from app.window.inspector import swatch
from engine.board import Board
from engine.rulesets.placing import Field, FieldKind

NONE = "none"
INT_LIMIT = 1_000_000_000       # a spin box needs bounds: a field without them takes any sane number


def nation_combo(nations: Sequence[tuple[str, str]], optional: bool = False) -> QComboBox:
    """A list of nations with their colours ((name, colour) pairs); `optional` adds "none" (None)."""
    combo = QComboBox()
    if optional:
        combo.addItem(NONE, None)
    for name, colour in nations:
        combo.addItem(swatch(colour), name, name)
    return combo


def select_data(combo: QComboBox, value: Any) -> None:
    i = combo.findData(value)
    if i >= 0:
        combo.setCurrentIndex(i)


class FieldForm(QWidget):
    """One row per field, filled with `values`; `values()` gives them back in the fields' kinds.
    `read_only` keys are shown and cannot be changed (a piece's letter, which names it)."""

    def __init__(self, fields: Sequence[Field], values: Mapping[str, Any], *, board: Board | None = None,
                 nations: Sequence[tuple[str, str]] = (), read_only: Sequence[str] = (),
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.fields = tuple(fields)
        self.widgets: dict[str, QWidget] = {}
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        for f in self.fields:
            widget = self._widget(f, values.get(f.key, f.default), board, nations)
            widget.setObjectName(f"field_{f.key}")
            widget.setEnabled(f.key not in read_only)
            tip = f.help or f.label
            if not f.public:
                tip += " (told only to the nation's player)"
            widget.setToolTip(tip)
            self.widgets[f.key] = widget
            label = QLabel(f"{f.label}:")
            label.setToolTip(tip)
            self.form.addRow(label, widget)

    def _widget(self, f: Field, value: Any, board: Board | None, nations: Sequence[tuple[str, str]]) -> QWidget:
        if f.kind is FieldKind.INT:
            box = QSpinBox()
            low = f.minimum if f.minimum is not None else -INT_LIMIT
            if f.optional:                  # the bottom of the range stands for "none"
                low -= 1
                box.setSpecialValueText(NONE)
            box.setRange(low, f.maximum if f.maximum is not None else INT_LIMIT)
            box.setValue(low if value is None else int(value))
            box.setAlignment(Qt.AlignmentFlag.AlignRight)
            return box
        if f.kind is FieldKind.FLAG:
            check = QCheckBox()
            check.setChecked(bool(value))
            return check
        if f.kind is FieldKind.TEXT:
            line = QLineEdit("" if value is None else str(value))
            if f.optional:
                line.setPlaceholderText(NONE)
            return line
        combo = QComboBox()
        if f.kind is FieldKind.NATION:
            combo = nation_combo(nations, f.optional)
        else:
            if f.optional:
                combo.addItem(NONE, None)
            if f.kind is FieldKind.CHOICE:
                for choice in f.choices:
                    combo.addItem(choice, choice)
            elif board is not None:           # a region, by name
                for region in sorted(board, key=lambda r: r.name.casefold()):
                    combo.addItem(region.name, region.id)
        select_data(combo, value)
        return combo

    def values(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in self.fields:
            widget = self.widgets[f.key]
            if isinstance(widget, QSpinBox):
                out[f.key] = None if f.optional and widget.value() == widget.minimum() else widget.value()
            elif isinstance(widget, QCheckBox):
                out[f.key] = widget.isChecked()
            elif isinstance(widget, QLineEdit):
                text = widget.text().strip()
                out[f.key] = None if f.optional and not text else text
            elif isinstance(widget, QComboBox):
                out[f.key] = widget.currentData()
        return out

    def set_value(self, key: str, value: Any) -> None:
        """Put a value in a field's widget (as the GM would type or choose it)."""
        widget = self.widgets[key]
        if isinstance(widget, QSpinBox):
            widget.setValue(widget.minimum() if value is None else int(value))
        elif isinstance(widget, QCheckBox):
            widget.setChecked(bool(value))
        elif isinstance(widget, QLineEdit):
            widget.setText("" if value is None else str(value))
        elif isinstance(widget, QComboBox):
            select_data(widget, value)
