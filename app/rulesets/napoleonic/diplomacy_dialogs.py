"""Diplomatic orders: war, peace, alliance and breaking one, gifts of gold, trading provinces,
and letting a nation through a strait; each offers only the nations it is possible with."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QRadioButton, QSpinBox, QWidget

from app.rulesets.napoleonic.context import NapoleonicContext, NapoleonicDialog
from app.orders.dialog_base import fill
from app.orders.place_picker import with_map_pick
from engine.rulesets.napoleonic.orders import (
    Accept, Alliance, BreakAlliance, Cede, DeclareWar, Gift, Peace, Permit)

# (options key, what the GM reads, the order)
RELATIONS = (
    ("war", "Declare war on", DeclareWar),
    ("peace", "Sign peace with", Peace),
    ("alliance", "Propose an alliance with", Alliance),
    ("break", "Break the alliance with", BreakAlliance),
)


class DiplomacyDialog(NapoleonicDialog):
    def __init__(self, context: NapoleonicContext, parent: QWidget | None = None):
        super().__init__(context, "Diplomacy", parent)
        self.action = QComboBox()
        fill(self.action, [(label, key) for key, label, _ in RELATIONS if context.options.diplomacy(key)])
        self.target = QComboBox()
        self.form.addRow("Action:", self.action)
        self.form.addRow("Nation:", self.target)
        self.action.currentIndexChanged.connect(self._action_changed)
        self.target.currentIndexChanged.connect(self.refresh)
        self._action_changed()

    def _action_changed(self) -> None:
        key = self.action.currentData()
        fill(self.target, [(n, n) for n in (self.context.options.diplomacy(key) if key else [])])
        self.refresh()

    def order(self):
        key, target = self.action.currentData(), self.target.currentData()
        if not key or not target:
            return None
        kind = next(k for name, _, k in RELATIONS if name == key)
        return kind(nation=self.context.nation, target=target)

    def note(self) -> str:
        if self.action.currentData() in ("peace", "alliance"):
            return f"{self.target.currentData()} must order the same this turn."
        return ""


class GiftDialog(NapoleonicDialog):
    def __init__(self, context: NapoleonicContext, parent: QWidget | None = None):
        super().__init__(context, "Give gold", parent)
        o = context.options
        self.target = QComboBox()
        fill(self.target, [(n, n) for n in o.allies])
        self.amount = QSpinBox()
        self.amount.setRange(1 if o.treasury else 0, o.treasury)
        self.amount.setSuffix(f" gold  (of {o.treasury} in the treasury)")
        self.form.addRow("To the ally:", self.target)
        self.form.addRow("Amount:", self.amount)
        self.target.currentIndexChanged.connect(self.refresh)
        self.amount.valueChanged.connect(self.refresh)
        self.refresh()

    def order(self) -> Gift | None:
        target, amount = self.target.currentData(), self.amount.value()
        if not target or amount <= 0:
            return None
        return Gift(nation=self.context.nation, target=target, amount=amount)


class CedeDialog(NapoleonicDialog):
    """A province traded between allies: one cedes it, the other accepts it, both the same turn."""

    def __init__(self, context: NapoleonicContext, parent: QWidget | None = None):
        super().__init__(context, "Cede or accept a province", parent)
        self.cede = QRadioButton("Cede one of ours")
        self.receiving = QRadioButton("Accept one from an ally")
        self.cede.setChecked(True)
        mode = QHBoxLayout()
        mode.addWidget(self.cede)
        mode.addWidget(self.receiving)
        self.ally = QComboBox()
        fill(self.ally, [(n, n) for n in context.options.allies])
        self.province = QComboBox()
        self.form.addRow(mode)
        self.form.addRow("Ally:", self.ally)
        self.form.addRow("Province:", with_map_pick(self.province, context.map_view))
        self.cede.toggled.connect(self._changed)
        self.ally.currentIndexChanged.connect(self._changed)
        self.province.currentIndexChanged.connect(self.refresh)
        self._changed()

    def _changed(self) -> None:
        owner = self.context.nation if self.cede.isChecked() else self.ally.currentData()
        provinces = [p for p, n in self.context.state.owners.items() if n == owner] if owner else []
        fill(self.province, [(self.context.name(p), p) for p in sorted(provinces, key=self.context.name)])
        self.refresh()

    def order(self):
        ally, province = self.ally.currentData(), self.province.currentData()
        if not ally or not province:
            return None
        if self.cede.isChecked():
            return Cede(nation=self.context.nation, province=province, to=ally)
        return Accept(nation=self.context.nation, province=province, giver=ally)

    def note(self) -> str:
        ally = self.ally.currentData()
        what = "accept it" if self.cede.isChecked() else "cede it"
        return f"{ally} must {what} in its orders this turn."


class StraitDialog(NapoleonicDialog):
    """The nation controlling a strait lets another nation's units cross it this season."""

    def __init__(self, context: NapoleonicContext, parent: QWidget | None = None):
        super().__init__(context, "Strait permission", parent)
        self.sea = QComboBox()
        fill(self.sea, [(context.name(s), s) for s in context.options.straits_controlled])
        self.target = QComboBox()
        fill(self.target, [(n.name, n.name) for n in context.state.nations if n.name != context.nation])
        self.form.addRow("Straits of:", with_map_pick(self.sea, context.map_view))
        self.form.addRow("Let through:", self.target)
        self.sea.currentIndexChanged.connect(self.refresh)
        self.target.currentIndexChanged.connect(self.refresh)
        self.refresh()

    def order(self) -> Permit | None:
        sea, target = self.sea.currentData(), self.target.currentData()
        return Permit(nation=self.context.nation, target=target, sea=sea) if sea and target else None
