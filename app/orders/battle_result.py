"""A battle's result set by hand: what each nation lost (or that it was destroyed), and why."""

from __future__ import annotations

from typing import Any, Mapping

from PySide6.QtWidgets import (
    QCheckBox, QDialog, QDialogButtonBox, QFormLayout, QGroupBox, QLabel, QLineEdit, QSpinBox, QVBoxLayout,
    QWidget)



class BattleResultDialog(QDialog):
    """`units`: nation -> {kind: count} brought to the battle; `current`: the result entered before;
    `kind_labels`: what the GM reads for each kind ("Infantry", "Armies"), from the ruleset's module."""

    def __init__(self, title: str, units: Mapping[str, Mapping[str, int]],
                 current: Mapping[str, Any] | None = None, parent: QWidget | None = None,
                 kind_labels: Mapping[str, str] | None = None):
        super().__init__(parent)
        self.setWindowTitle(f"Result by hand \u2014 {title}")
        self.setMinimumWidth(380)
        current = current or {}
        old = current.get("losses", {})
        self.wiped_out: dict[str, QCheckBox] = {}
        self.lost: dict[str, dict[str, QSpinBox]] = {}
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(f"What each side lost in the {title[0].lower() + title[1:]}:"))
        for nation, counts in units.items():
            box = QGroupBox(nation)
            form = QFormLayout(box)
            everything = QCheckBox("destroyed entirely")
            everything.setChecked(old.get(nation) == "all")
            form.addRow(everything)
            self.wiped_out[nation] = everything
            self.lost[nation] = {}
            for kind, have in counts.items():
                spin = QSpinBox()
                spin.setRange(0, have)
                spin.setSuffix(f"  of {have}")
                given = old.get(nation)
                if isinstance(given, Mapping):
                    spin.setValue(int(given.get(kind, 0)))
                form.addRow(f"{(kind_labels or {}).get(kind, kind.capitalize())} lost:", spin)
                self.lost[nation][kind] = spin
            everything.toggled.connect(lambda on, n=nation: self._destroyed_changed(n, on))
            for spin in self.lost[nation].values():
                spin.setDisabled(everything.isChecked())
            layout.addWidget(box)
        self.reason = QLineEdit(current.get("reason", ""))
        self.reason.setPlaceholderText("e.g. rolled on the forum; ambush (house rule)")
        form = QFormLayout()
        form.addRow("Reason (told to the players):", self.reason)
        layout.addLayout(form)
        ok_cancel = QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        self.buttons = QDialogButtonBox(ok_cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.reason.textChanged.connect(self._changed)
        self._changed()

    def _destroyed_changed(self, nation: str, destroyed: bool) -> None:
        for spin in self.lost[nation].values():
            spin.setDisabled(destroyed)

    def _changed(self) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(self.reason.text().strip()))

    def set_losses(self, nation: str, **kinds: int) -> None:
        for kind, n in kinds.items():
            self.lost[nation][kind].setValue(n)

    def set_destroyed(self, nation: str, destroyed: bool = True) -> None:
        self.wiped_out[nation].setChecked(destroyed)

    def override(self) -> dict[str, Any]:
        """The override the engine reads: {"losses": {nation: "all" | {kind: n}}, "reason": ...}."""
        losses: dict[str, Any] = {}
        for nation, spins in self.lost.items():
            if self.wiped_out[nation].isChecked():
                losses[nation] = "all"
                continue
            taken = {kind: s.value() for kind, s in spins.items() if s.value()}
            if taken:
                losses[nation] = taken
        return {"losses": losses, "reason": self.reason.text().strip()}

    def accept(self) -> None:
        if self.reason.text().strip():
            super().accept()
