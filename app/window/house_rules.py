"""House rules in a typed form generated from the ruleset's parameter schema (engine/params.py):
a spin box for a whole number, a check box for yes or no, a list for a choice, the JSON itself for
tables and lists; the values the GM changed are checked whole by the rules before they are taken."""

from __future__ import annotations

import json
from typing import Any, Callable, Mapping, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QHBoxLayout, QLabel,
    QLineEdit, QScrollArea, QSpinBox, QVBoxLayout, QWidget)

from engine.errors import BerthierError
from engine.params import Flag, Number, OrNone, Text, Whole, check_params
from engine.rulesets import ruleset
from engine.rulesets.declarations import MODULES_PARAM

Getter = Callable[[], Any]


def defaults_with_modules(rules_id: str, modules: Sequence[str], own_map: bool = False) -> dict[str, Any]:
    """Every parameter the game will have: the ruleset's defaults and its chosen modules' own; on the
    GM's own map (`own_map`), without the exceptions that name the seed map's nations and provinces."""
    rules = ruleset(rules_id)
    out = rules.default_params() | (rules.params_on_another_map() if own_map else {})
    by_id = {m.id: m for m in rules.modules}
    for m in modules:
        if m in by_id:
            out.update(by_id[m].params)
    if rules.modules:
        out[MODULES_PARAM] = list(modules)
    return out


def label(key: str) -> str:
    return key.replace("_", " ").capitalize()


class HouseRulesForm(QWidget):
    """One row per parameter (modules aside), showing `values` over the defaults; `changed()` is
    what differs from the defaults."""

    def __init__(self, rules_id: str, modules: Sequence[str] = (), values: Mapping[str, Any] | None = None,
                 parent: QWidget | None = None, own_map: bool = False):
        super().__init__(parent)
        self.rules_id = rules_id
        self.modules = list(modules)
        self.defaults = defaults_with_modules(rules_id, modules, own_map)
        schema = ruleset(rules_id).param_schema()
        self.specs = dict(schema.specs) if schema is not None else {}
        current = {**self.defaults, **(values or {})}
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        inner = QWidget()
        self.form = QFormLayout(inner)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        scroll.setWidget(inner)
        outer.addWidget(scroll)
        self.getters: dict[str, Getter] = {}
        self.widgets: dict[str, QWidget] = {}
        for key in sorted(self.defaults):
            if key == MODULES_PARAM:
                continue
            widget, getter = self._editor(key, self.specs.get(key), current[key], self.defaults[key])
            widget.setToolTip(f"{key} (default: {json.dumps(self.defaults[key], ensure_ascii=False)[:200]})")
            self.form.addRow(label(key) + ":", widget)
            self.getters[key] = getter
            self.widgets[key] = widget

    # -- one editor per kind of spec --------------------------------------------------------------
    def _editor(self, key: str, spec: Any, value: Any, default: Any) -> tuple[QWidget, Getter]:
        if isinstance(spec, OrNone):
            seed = value if value is not None else default if default is not None else _neutral(spec.spec)
            inner, get = self._editor(key, spec.spec, seed, seed)
            box = QWidget()
            row = QHBoxLayout(box)
            row.setContentsMargins(0, 0, 0, 0)
            ask = QCheckBox("the GM decides each time")
            ask.setChecked(value is None)
            inner.setEnabled(value is not None)
            ask.toggled.connect(lambda on: inner.setEnabled(not on))
            row.addWidget(inner, 1)
            row.addWidget(ask)
            return box, lambda: None if ask.isChecked() else get()
        if isinstance(spec, Flag) or (spec is None and isinstance(default, bool)):
            check = QCheckBox()
            check.setChecked(bool(value))
            return check, check.isChecked
        if isinstance(spec, Whole) or (spec is None and type(default) is int and isinstance(value, int)):
            spin = QSpinBox()
            low, high = (spec.low, spec.high) if isinstance(spec, Whole) else (-1_000_000, 1_000_000)
            spin.setRange(max(low, -2**31 + 1), min(high, 2**31 - 1))
            spin.setValue(int(value))
            return spin, spin.value
        if isinstance(spec, Number) or (spec is None and isinstance(default, float)):
            dspin = QDoubleSpinBox()
            low_f, high_f = (spec.low, spec.high) if isinstance(spec, Number) else (-1e6, 1e6)
            dspin.setRange(low_f, high_f)
            dspin.setDecimals(3)
            dspin.setValue(float(value))
            was_int = isinstance(value, int)
            return dspin, lambda: int(dspin.value()) if was_int and dspin.value().is_integer() else dspin.value()
        if isinstance(spec, Text) and spec.choices:
            combo = QComboBox()
            for c in spec.choices:
                combo.addItem(str(c), c)
            combo.setCurrentIndex(max(0, combo.findData(value)))
            return combo, combo.currentData
        if isinstance(spec, Text) or (spec is None and isinstance(default, str)):
            line = QLineEdit(str(value))
            return line, line.text
        line = QLineEdit(json.dumps(value, ensure_ascii=False))      # lists, tables, records: the JSON
        line.setPlaceholderText("JSON")
        return line, lambda: _json(key, line.text())

    # -- reading the form ---------------------------------------------------------------------------
    def values(self) -> dict[str, Any]:
        """Every parameter as the form shows it; BerthierError naming the first one not understood."""
        return {key: get() for key, get in self.getters.items()}

    def changed(self) -> dict[str, Any]:
        """The house rules: the parameters that differ from the defaults, checked by the rules
        (BerthierError naming the parameter otherwise)."""
        values = self.values()
        changed = {k: v for k, v in values.items() if v != self.defaults.get(k)}
        params = {**self.defaults, **changed}
        check_params(ruleset(self.rules_id).param_schema(), self.defaults, params, list(changed))
        return changed


def _neutral(spec: Any) -> Any:
    """A value to show in an editor whose parameter is unset (the GM decides each time)."""
    if isinstance(spec, Whole):
        return spec.low
    if isinstance(spec, Number):
        return spec.low
    if isinstance(spec, Flag):
        return False
    if isinstance(spec, Text):
        return spec.choices[0] if spec.choices else ""
    return None


def _json(key: str, text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        raise BerthierError(f"{key}: {text[:60]!r} is not a JSON value (strings need quotes)") from None


class HouseRulesDialog(QDialog):
    """The open game's house rules, edited in the typed form; `changes()` after acceptance."""

    def __init__(self, rules_id: str, modules: Sequence[str], values: Mapping[str, Any],
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle("House rules")
        self.resize(620, 520)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("The game's rule parameters; a change is a GM edit, recorded with a reason "
                                "and told in the next update."))
        self.form = HouseRulesForm(rules_id, modules, values, self)
        self.current = {k: values.get(k, self.form.defaults.get(k)) for k in self.form.getters}
        layout.addWidget(self.form, 1)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020")
        self.error.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._changes: dict[str, Any] = {}

    def accept(self) -> None:
        try:
            values = self.form.values()
            params = {**self.form.defaults, **self.current, **values}
            changes = {k: v for k, v in values.items() if v != self.current.get(k)}
            check_params(ruleset(self.form.rules_id).param_schema(), self.form.defaults, params, list(changes))
        except BerthierError as e:
            self.error.setText(str(e))
            return
        if not changes:
            self.error.setText("Nothing changed.")
            return
        self._changes = changes
        super().accept()

    def changes(self) -> dict[str, Any]:
        return dict(self._changes)
