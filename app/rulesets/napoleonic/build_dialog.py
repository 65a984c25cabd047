"""Building: divisions in a province where the nation may build, or squadrons in a sea beside one,
with the cost, the treasury and the conscription left this year."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QRadioButton, QSpinBox, QWidget

from app.rulesets.napoleonic.context import NapoleonicContext, NapoleonicDialog
from app.orders.dialog_base import fill
from app.orders.place_picker import with_map_pick
from engine.rulesets.napoleonic.orders import Build

KINDS = (("infantry", "Infantry"), ("cavalry", "Cavalry"), ("artillery", "Artillery"),
         ("scout", "Scouting cavalry"))
MAX_SQUADRONS = 9


class BuildDialog(NapoleonicDialog):
    def __init__(self, context: NapoleonicContext, parent: QWidget | None = None):
        super().__init__(context, "Build", parent)
        o = context.options
        self.costs = {k: o.division_costs["cavalry" if k == "scout" else k] for k, _ in KINDS}
        self.divisions = QRadioButton("Divisions in a province")
        self.squadrons = QRadioButton("Squadrons in a sea")
        self.divisions.setEnabled(bool(o.build_provinces))
        self.squadrons.setEnabled(bool(o.build_seas))
        (self.divisions if o.build_provinces else self.squadrons).setChecked(True)
        mode = QHBoxLayout()
        mode.addWidget(self.divisions)
        mode.addWidget(self.squadrons)
        self.form.addRow(mode)

        self.province = QComboBox()
        fill(self.province, [(context.name(p), p) for p in o.build_provinces])
        self.form.addRow("Province:", with_map_pick(self.province, context.map_view))
        self.counts: dict[str, QSpinBox] = {}
        for kind, label in KINDS:
            spin = QSpinBox()
            spin.setSuffix(f"  ({self.costs[kind]} gold each)")
            self.counts[kind] = spin
            self.form.addRow(f"{label}:", spin)
            spin.valueChanged.connect(self._changed)
        self.sea = QComboBox()
        fill(self.sea, [(context.name(s), s) for s in o.build_seas])
        self.form.addRow("Sea:", with_map_pick(self.sea, context.map_view))
        self.ships = QSpinBox()
        self.ships.setRange(0, MAX_SQUADRONS)
        self.ships.setSuffix(f"  ({o.squadron_cost} gold each)")
        self.form.addRow("Squadrons:", self.ships)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.form.addRow(self.summary)

        for w in (self.province, self.sea):
            w.currentIndexChanged.connect(self._changed)
        self.ships.valueChanged.connect(self._changed)
        self.divisions.toggled.connect(self._changed)
        self._changed()

    # -- conscription -----------------------------------------------------------------------------
    def ordered_already(self) -> int:
        """Divisions raised by the build orders written so far."""
        return sum(1 for o in self.context.written.orders if isinstance(o, Build)
                   for k in o.kinds if k != "squadron")

    def conscription_left(self) -> int:
        c = self.context.options.conscription
        return max(0, c.limit - c.used - self.ordered_already())

    def _changed(self) -> None:
        divisions = self.divisions.isChecked()
        for w in [self.province, *self.counts.values()]:
            w.setEnabled(divisions)
        for w in (self.sea, self.ships):
            w.setEnabled(not divisions)
        left = self.conscription_left() - sum(s.value() for s in self.counts.values())
        for spin in self.counts.values():   # offer no more divisions than the year allows
            spin.blockSignals(True)
            spin.setMaximum(spin.value() + max(0, left))
            spin.blockSignals(False)
        self.summary.setText(self.summary_text())
        self.refresh()

    def cost(self) -> int:
        if self.divisions.isChecked():
            return sum(self.costs[k] * s.value() for k, s in self.counts.items())
        return self.context.options.squadron_cost * self.ships.value()

    def summary_text(self) -> str:
        o = self.context.options
        c = o.conscription
        already = self.ordered_already()
        chosen = sum(s.value() for s in self.counts.values()) if self.divisions.isChecked() else 0
        text = (f"<b>Cost: {self.cost()} gold</b>; the treasury holds {o.treasury}"
                + (" before the Winter income" if o.winter else "") + ".<br>"
                f"Conscription this year: {c.limit} divisions; {c.used} raised")
        if already:
            text += f", {already} in the orders already"
        return text + f"; <b>{max(0, c.limit - c.used - already - chosen)} left</b> after this order."

    def order(self) -> Build | None:
        nation = self.context.nation
        if self.divisions.isChecked():
            where = self.province.currentData()
            kinds = tuple(k for k, s in self.counts.items() for _ in range(s.value()))
            return Build(nation=nation, kinds=kinds, where=where) if where and kinds else None
        where = self.sea.currentData()
        n = self.ships.value()
        return Build(nation=nation, kinds=("squadron",) * n, where=where) if where and n else None

    def incomplete(self) -> str:
        if self.divisions.isChecked() and self.conscription_left() == 0:
            return "No divisions are left to raise this year."
        return "Choose how many to build."

    def note(self) -> str:
        if self.cost() > self.context.options.treasury:
            extra = " unless the Winter income covers it" if self.context.options.winter else ""
            return f"It costs more than the treasury holds now: it will fail{extra}."
        return ""

    def set_counts(self, **counts: int) -> None:
        """Fill the division counts (tests, and a GM typing fast): set_counts(infantry=2)."""
        for kind, n in counts.items():
            self.counts[kind].setValue(n)
