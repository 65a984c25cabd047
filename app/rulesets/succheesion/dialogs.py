"""The Succheesion order dialogs: builds (showing the city budget left), trade, sieges and
assaults, and the standing battle orders (TP to spend, casualties to give first). Each offers
only what `order_options` allows; the line is written by the ruleset's formatter."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QLabel, QRadioButton, QSpinBox, QWidget

from app.rulesets.succheesion.context import SuccheesionContext, SuccheesionDialog
from app.orders.dialog_base import fill
from app.orders.place_picker import with_map_pick
from app.rulesets.base import DialogEntry
from engine.order_sheet import Order
from engine.rulesets.succheesion.orders import (
    BreakTrade, Build, CasualtyOrder, Invest, MoveShips, MoveUnits, Siege, SpendTP)
from engine.rulesets.succheesion.options import SuccheesionOptions
from engine.rulesets.succheesion.units import FORT, LAND_TYPES, SHIP_TYPES, cheese_text


def committed(context: SuccheesionContext) -> tuple[int, int, dict[str, int]]:
    """(cities, hundredths of cheese, new units per region) the builds written so far take."""
    costs = context.options.unit_costs
    cities = cheese = 0
    per_region: dict[str, int] = {}
    for o in context.written.orders:
        if isinstance(o, Build) and o.kind in costs:
            cities += o.count * costs[o.kind]
            cheese += o.count * costs[o.kind] * 100
            if o.kind != FORT:
                per_region[o.at] = per_region.get(o.at, 0) + o.count
    return cities, cheese, per_region


def budget_text(context: SuccheesionContext, this: int = 0) -> str:
    """'City budget: 12 loyal cities; 6 in the orders already; 6 for this order: 0 left.'"""
    o = context.options
    cities, _, _ = committed(context)
    text = f"City budget: <b>{o.city_budget} loyal cities</b>"
    if o.militia_cities:
        text += f" (+{o.militia_cities} occupied, for Militia only)"
    if o.part_built_cities:
        text += f"; {o.part_built_cities} go first to units started last turn"
    if cities:
        text += f"; {cities} in the orders already"
    left = o.city_budget - o.part_built_cities - cities - this
    return text + f"; {this} for this order: <b>{left} left</b>."


class BuildDialog(SuccheesionDialog):
    """Units, ships or forts built by a region's cities; the city budget left is shown as it changes."""

    def __init__(self, context: SuccheesionContext, parent: QWidget | None = None):
        super().__init__(context, "Build", parent)
        o = context.options
        self.region = QComboBox()
        fill(self.region, [(f"{context.board[r].label} {context.name(r)}", r) for r in o.build])
        self.kind = QComboBox()
        self.count = QSpinBox()
        self.sea = QComboBox()
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.form.addRow("Region:", with_map_pick(self.region, context.map_view))
        self.form.addRow("Type:", self.kind)
        self.form.addRow("How many:", self.count)
        self.form.addRow("Into the sea:", with_map_pick(self.sea, context.map_view))
        self.form.addRow(self.summary)
        self.region.currentIndexChanged.connect(self._region)
        self.kind.currentIndexChanged.connect(self._kind)
        self.count.valueChanged.connect(self._changed)
        self._region()

    def _region(self) -> None:
        region = self.region.currentData()
        fill(self.kind, [(k, k) for k in self.context.options.build.get(region, [])])
        seas = [s for s in self.context.board.adjacent[region] if self.context.board[s].is_sea] if region else []
        fill(self.sea, [(f"{self.context.board[s].label} {self.context.name(s)}", s) for s in seas])
        self._kind()

    def _kind(self) -> None:
        o, kind, region = self.context.options, self.kind.currentData(), self.region.currentData()
        self.sea.setEnabled(kind in SHIP_TYPES)
        if kind is None:
            self.count.setRange(0, 0)
            return self._changed()
        cities, cheese, per_region = committed(self.context)
        need = o.unit_costs[kind]
        budget = o.city_budget + (o.militia_cities if kind == "Militia" else 0) - o.part_built_cities - cities
        most = max(0, -(-budget // need))                  # a last unit may be started with what is left
        most = min(most, max(0, o.treasury - cheese) // (need * 100))
        if kind != FORT:
            most = min(most, o.build_limit[region] - per_region.get(region, 0))
        self.count.setRange(min(1, max(most, 0)), max(most, 0))
        self._changed()

    def _changed(self) -> None:
        kind = self.kind.currentData()
        need = self.context.options.unit_costs.get(kind, 0) if kind else 0
        count = self.count.value()
        _, cheese, _ = committed(self.context)
        self.summary.setText(budget_text(self.context, count * need) + f"<br>Cost: {cheese_text(count * need * 100)} "
                             f"cheese (treasury {cheese_text(self.context.options.treasury)}, "
                             f"{cheese_text(cheese)} in the orders already).")
        self.refresh()

    def order(self) -> Build | None:
        region, kind, count = self.region.currentData(), self.kind.currentData(), self.count.value()
        if not region or not kind or count <= 0:
            return None
        return Build(nation=self.context.nation, count=count, kind=kind, at=region,
                     to_sea=self.sea.currentData() if kind in SHIP_TYPES else None)

    def incomplete(self) -> str:
        return "Nothing more can be built: the city budget, the region's cities or the cheese are spent."


class TradeDialog(SuccheesionDialog):
    """Invest in a trade agreement (up to 5 a turn; a new one needs the partner's order too) or break one."""

    def __init__(self, context: SuccheesionContext, parent: QWidget | None = None):
        super().__init__(context, "Trade", parent)
        o = context.options
        self.partner = QComboBox()
        fill(self.partner, [(n + (f" ({cheese_text(o.trades[n])} invested)" if n in o.trades else ""), n)
                            for n in o.trade_with])
        self.invest = QRadioButton("invest")
        self.breaks = QRadioButton("break the agreement")
        self.invest.setChecked(True)
        self.amount = QDoubleSpinBox()
        self.amount.setDecimals(2)
        self.amount.setRange(0.01, o.invest_max / 100)
        self.amount.setValue(o.invest_max / 100)
        self.amount.setSuffix(" cheese")
        self.form.addRow("With:", self.partner)
        self.form.addRow(self.invest)
        self.form.addRow("Amount:", self.amount)
        self.form.addRow(self.breaks)
        for w in (self.partner,):
            w.currentIndexChanged.connect(self.refresh)
        for b in (self.invest, self.breaks):
            b.toggled.connect(self.refresh)
        self.amount.valueChanged.connect(self.refresh)
        self.refresh()

    def order(self) -> Order | None:
        partner = self.partner.currentData()
        if not partner:
            return None
        if self.breaks.isChecked():
            return BreakTrade(nation=self.context.nation, partner=partner)
        return Invest(nation=self.context.nation, partner=partner, amount=round(self.amount.value() * 100))

    def note(self) -> str:
        partner = self.partner.currentData()
        if self.invest.isChecked() and partner not in self.context.options.trades:
            return f"A new agreement: {partner} must order it too, this turn."
        if self.breaks.isChecked():
            return "The breaker gets half the investment (rounded down), the other side a quarter."
        return ""


class SiegeDialog(SuccheesionDialog):
    """A siege (one enemy fort removed) or an assault (a die per fort) by units that began the turn there."""

    def __init__(self, context: SuccheesionContext, parent: QWidget | None = None):
        super().__init__(context, "Siege or assault", parent)
        self.region = QComboBox()
        fill(self.region, [(f"{context.board[r].label} {context.name(r)}", r) for r in context.options.sieges])
        self.siege = QRadioButton("siege: one enemy fort removed")
        self.assault = QRadioButton("assault: a d6 per fort (1 stays; 3-4 one attacker lost, 5-6 two)")
        self.siege.setChecked(True)
        self.form.addRow("Region:", with_map_pick(self.region, context.map_view))
        self.form.addRow(self.siege)
        self.form.addRow(self.assault)
        self.region.currentIndexChanged.connect(self.refresh)
        self.assault.toggled.connect(self.refresh)
        self.refresh()

    def order(self) -> Siege | None:
        region = self.region.currentData()
        return Siege(nation=self.context.nation, at=region, assault=self.assault.isChecked()) if region else None


class TPPolicyDialog(SuccheesionDialog):
    """The standing order for TP: spend them, when victorious, until the casualty rate reaches this."""

    def __init__(self, context: SuccheesionContext, parent: QWidget | None = None):
        super().__init__(context, "TP policy", parent)
        o = context.options
        self.percent = QComboBox()
        fill(self.percent, [("spend none", 0)] + [(f"until the rate reaches {p}%", p) for p in o.levels])
        index = self.percent.findData(o.spend_to_percent)
        self.percent.setCurrentIndex(max(0, index))
        self.form.addRow("TP to spend:", self.percent)
        self.percent.currentIndexChanged.connect(self.refresh)
        self.refresh()

    def order(self) -> SpendTP:
        return SpendTP(nation=self.context.nation, percent=self.percent.currentData() or 0)

    def note(self) -> str:
        return "It stands for every battle from this turn on, until changed."


class CasualtiesDialog(SuccheesionDialog):
    """The standing order for casualties: the types to give up first (then the cheapest)."""

    def __init__(self, context: SuccheesionContext, parent: QWidget | None = None):
        super().__init__(context, "Casualties", parent)
        now = context.options.casualties_first
        self.choices = []
        for i in range(3):
            combo = QComboBox()
            fill(combo, [("\u2014", None)] + [(k, k) for k in LAND_TYPES])
            if i < len(now):
                combo.setCurrentIndex(combo.findData(now[i]))
            combo.currentIndexChanged.connect(self.refresh)
            self.form.addRow(f"{('First', 'Then', 'Then')[i]}:", combo)
            self.choices.append(combo)
        self.refresh()

    def order(self) -> CasualtyOrder | None:
        first = tuple(dict.fromkeys(c.currentData() for c in self.choices if c.currentData()))
        return CasualtyOrder(nation=self.context.nation, first=first) if first else None


DIALOGS: list[DialogEntry[SuccheesionOptions]] = [
    ("Build units, ships or forts...", BuildDialog,
     lambda o: None if o.build and o.treasury >= 100 else "nothing to build with"),
    ("Trade...", TradeDialog, lambda o: None if o.trade_with else "no nation to trade with"),
    ("Siege or assault...", SiegeDialog, lambda o: None if o.sieges else "no units beside an enemy fort"),
    ("TP policy...", TPPolicyDialog, lambda o: None),
    ("Casualties to give first...", CasualtiesDialog, lambda o: None),
]


def unit_of(order: Order) -> tuple[str, ...] | None:
    """Orders that replace an earlier one of the same kind: the standing orders, a trade, a siege."""
    if isinstance(order, SpendTP):
        return ("tp",)
    if isinstance(order, CasualtyOrder):
        return ("casualties",)
    if isinstance(order, (Invest, BreakTrade)):
        return ("trade", order.partner)
    if isinstance(order, Siege):
        return ("siege", order.at)
    if isinstance(order, MoveUnits):
        return ("units", order.path[0], order.path[-1])
    if isinstance(order, MoveShips):
        return ("fleet", order.path[0])
    return None


def placed(old: Order, new: Order) -> Order:
    return new
