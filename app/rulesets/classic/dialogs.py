"""The classic rules' order dialogs: buying armies or ships, gifts of gold, a move of armies or ships
picked from lists, and the seed's conditional orders ("If Austria has 5 or less armies in 46 then
attack it with everything from 47"). Each offers only what `order_options` allows."""

from __future__ import annotations

import msgspec
from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFormLayout, QHBoxLayout, QLabel, QRadioButton, QSpinBox, QWidget)

from app.rulesets.classic.units import ClassicContext, bought, select
from app.orders.dialog_base import OrderDialog, fill
from app.orders.place_picker import PlacePicker, with_map_pick
from app.orders.selection import COUNT, Selection, defaults
from engine.board import Region
from engine.order_sheet import Order
from engine.rulesets.classic.orders import (
    EXACTLY, LESS, LESS_OR_EQUAL, MORE, MORE_OR_EQUAL, Buy, Conditional, Gift, MoveArmies, MoveShips, SeaMove)
from engine.rulesets.classic.options import ClassicOptions
from engine.rulesets.classic.units import ARMY, SHIP, ClassicState

ClassicDialog = OrderDialog[ClassicState, ClassicOptions]


def province_text(region: Region) -> str:
    """'35 Milan': the province's number and, where the map has one, its historical name."""
    name = region.attributes.get("historical_name")
    return f"{region.name} {name}" if name and name != region.name else region.name


def committed(context: ClassicContext) -> int:
    """Gold the orders written so far spend: purchases and gifts."""
    o = context.options
    cost = {ARMY: o.army_cost, SHIP: o.ship_cost}
    return sum(x.count * cost[x.kind] if isinstance(x, Buy) else x.amount
               for x in context.written.orders if isinstance(x, (Buy, Gift)))


def money_text(context: ClassicContext, this: int = 0) -> str:
    """'To spend this turn: 18 gold; 6 in the orders already; 3 for this order: 9 left.'"""
    o = context.options
    already = committed(context)
    text = (f"To spend this turn: <b>{o.spendable} gold</b> (the treasury holds {o.treasury}; gifts "
            f"arriving, embezzlement, income and upkeep come first)")
    if already:
        text += f"; {already} in the orders already"
    return text + f"; <b>{o.spendable - already - this} left</b> after this order."


class BuyDialog(ClassicDialog):
    """Armies in a province the nation owns, or ships in a sea beside one; paid in the order written."""

    def __init__(self, context: ClassicContext, parent: QWidget | None = None):
        super().__init__(context, "Buy armies or ships", parent)
        o = context.options
        self.armies = QRadioButton(f"Armies ({o.army_cost} gold each)")
        self.ships = QRadioButton(f"Ships ({o.ship_cost} gold each)")
        self.armies.setEnabled(bool(o.buy_provinces))
        self.ships.setEnabled(bool(o.buy_seas))
        (self.armies if o.buy_provinces else self.ships).setChecked(True)
        mode = QHBoxLayout()
        mode.addWidget(self.armies)
        mode.addWidget(self.ships)
        self.form.addRow(mode)
        self.province = QComboBox()
        fill(self.province, [(context.name(p), p) for p in o.buy_provinces])
        self.sea = QComboBox()
        fill(self.sea, [(context.name(s), s) for s in o.buy_seas])
        self.count = QSpinBox()
        self.form.addRow("In the province:", with_map_pick(self.province, context.map_view))
        self.form.addRow("In the sea:", with_map_pick(self.sea, context.map_view))
        self.form.addRow("How many:", self.count)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.form.addRow(self.summary)
        for w in (self.province, self.sea):
            w.currentIndexChanged.connect(self._changed)
        self.count.valueChanged.connect(self._changed)
        self.armies.toggled.connect(self._kind_changed)
        self._kind_changed()

    def kind(self) -> str:
        return ARMY if self.armies.isChecked() else SHIP

    def unit_cost(self) -> int:
        o = self.context.options
        return o.army_cost if self.kind() == ARMY else o.ship_cost

    def affordable(self) -> int:
        left = self.context.options.spendable - committed(self.context)
        return max(0, left // self.unit_cost())

    def _kind_changed(self) -> None:
        armies = self.kind() == ARMY
        self.province.setEnabled(armies)
        self.sea.setEnabled(not armies)
        most = self.affordable()
        self.count.blockSignals(True)
        self.count.setRange(1 if most else 0, most)
        self.count.setValue(1 if most else 0)
        self.count.setSuffix(f"  (at most {most} with the gold left)")
        self.count.blockSignals(False)
        self._changed()

    def _changed(self) -> None:
        self.summary.setText(f"<b>Cost: {self.count.value() * self.unit_cost()} gold.</b> "
                             + money_text(self.context, self.count.value() * self.unit_cost()))
        self.refresh()

    def order(self) -> Buy | None:
        where = (self.province if self.kind() == ARMY else self.sea).currentData()
        n = self.count.value()
        return Buy(nation=self.context.nation, count=n, kind=self.kind(), where=where) if where and n else None

    def incomplete(self) -> str:
        if self.affordable() == 0:
            return f"Not enough gold left this turn: one costs {self.unit_cost()}."
        return "Choose how many to buy."


class GiftDialog(ClassicDialog):
    """Gold to another nation; it leaves now and arrives at the start of the next turn."""

    def __init__(self, context: ClassicContext, parent: QWidget | None = None):
        super().__init__(context, "Give gold", parent)
        o = context.options
        self.target = QComboBox()
        fill(self.target, [(n, n) for n in o.gift_to])
        left = max(0, o.spendable - committed(context))
        self.amount = QSpinBox()
        self.amount.setRange(1 if left else 0, left)
        self.amount.setSuffix(f" gold  (of {left} left to spend)")
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.form.addRow("To:", self.target)
        self.form.addRow("Amount:", self.amount)
        self.form.addRow(self.summary)
        self.target.currentIndexChanged.connect(self.refresh)
        self.amount.valueChanged.connect(self._changed)
        self._changed()

    def _changed(self) -> None:
        self.summary.setText(money_text(self.context, self.amount.value()))
        self.refresh()

    def order(self) -> Gift | None:
        target, amount = self.target.currentData(), self.amount.value()
        if not target or amount <= 0:
            return None
        return Gift(nation=self.context.nation, target=target, amount=amount)

    def note(self) -> str:
        return f"The gold arrives in {self.target.currentData()}'s treasury at the start of the next turn."


class MovePicker(QWidget):
    """A move picked from lists: the stack, how many (or everything), its ruleset choices (on foot or
    by ship; how ships fight), and where to. The same choices as a click on the map."""

    changed = Signal()
    STAY = "\0stay"

    def __init__(self, context: ClassicContext, parent: QWidget | None = None):
        super().__init__(parent)
        self.context = context
        self.selection: Selection | None = None
        self.extra: dict[str, QComboBox] = {}
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.unit = QComboBox()
        self.count = QSpinBox()
        self.everything = QCheckBox("everything there")
        self.everything.setToolTip("'all': every army (or ship) there that may make the move when the turn "
                                   "is resolved")
        count_row = QHBoxLayout()
        count_row.addWidget(self.count, 1)
        count_row.addWidget(self.everything)
        self.destination = QComboBox()
        self.form.addRow("Stack:", self.unit)
        self.form.addRow("How many:", count_row)
        self.extras = QFormLayout()
        self.form.addRow(self.extras)
        self.form.addRow("To:", with_map_pick(self.destination, context.map_view))
        fill(self.unit, self._units())
        self.unit.currentIndexChanged.connect(self._unit_changed)
        self.count.valueChanged.connect(self._settings_changed)
        self.everything.toggled.connect(self._everything)
        self.destination.currentIndexChanged.connect(self.changed)
        self._unit_changed()

    def _units(self) -> list[tuple[str, str]]:
        o, name, nation = self.context.options, self.context.name, self.context.nation
        def more(kind: str, where: str) -> str:
            n = bought(self.context, kind, where)
            return f" (and {n} bought)" if n else ""
        out = [(f"{a.count} arm{'y' if a.count == 1 else 'ies'} in {name(a.at)}{more(ARMY, a.at)}",
                f"armies:{nation}:{a.at}") for a in o.armies]
        for f in o.fleets:
            out.append((f"{f.ships} ship{'' if f.ships == 1 else 's'} in {name(f.at)}{more(SHIP, f.at)}",
                        f"ships:{nation}:{f.at}"))
            if f.aboard:
                out.append((f"{f.aboard} arm{'y' if f.aboard == 1 else 'ies'} aboard in {name(f.at)}",
                            f"aboard:{nation}:{f.at}"))
        return out

    def _unit_changed(self) -> None:
        key = self.unit.currentData()
        sel = select(self.context, *key.split(":", 2)[::2]) if key else None
        self.selection = sel if isinstance(sel, Selection) else None
        while self.extras.rowCount():
            self.extras.removeRow(0)
        self.extra = {}
        total = start = 0
        if self.selection is not None:
            for c in self.selection.controls:
                if c.kind == COUNT:
                    total = c.maximum
                    start = c.maximum if c.start is None else c.start
                    continue
                combo = QComboBox()
                combo.setObjectName(c.name)
                combo.setToolTip(c.tip)
                for text, _ in c.choices:
                    combo.addItem(text)
                combo.currentIndexChanged.connect(self._settings_changed)
                self.extra[c.name] = combo
                self.extras.addRow(c.label + ":", combo)
        self.count.blockSignals(True)
        self.count.setRange(1 if total else 0, total)
        self.count.setValue(start)
        self.count.setSuffix(f"  of {total}")
        self.count.blockSignals(False)
        self._settings_changed()

    def _everything(self, on: bool) -> None:
        self.count.setEnabled(not on)
        self.changed.emit()

    def settings(self) -> dict:
        sel = self.selection
        if sel is None:
            return {}
        out = defaults(sel.controls)
        out["count"] = self.count.value()
        for c in sel.controls:
            combo = self.extra.get(c.name)
            if combo is not None and 0 <= combo.currentIndex() < len(c.choices):
                out[c.name] = c.choices[combo.currentIndex()][1]
        return out

    def routes(self) -> dict[str, Order]:
        return self.selection.routes(self.settings()) if self.selection is not None else {}

    def _settings_changed(self) -> None:
        name, rank = self.context.name, {r.id: i for i, r in enumerate(self.context.board)}
        routes = self.routes()
        items = []
        for place in sorted(routes, key=rank.__getitem__):
            order = routes[place]
            what = name(place)
            if isinstance(order, SeaMove) and self.context.board[place].is_sea:
                what += " (staying aboard)" if order.source != place else ""
            elif isinstance(order, SeaMove) and self.context.board[order.source].is_land:
                what += f" (by {self.context.nation}'s ships in {name(order.sea)})" if order.sea else " (by ship)"
            elif isinstance(order, MoveArmies) and self._hostile(place):
                what += " (an attack)"
            items.append((what, place))
        sel = self.selection
        if sel is not None and any(a.name == "stay" for a in sel.actions):
            items.insert(0, (f"stay in {name(sel.at)}", self.STAY))
        fill(self.destination, items)
        self.changed.emit()

    def _hostile(self, province: str) -> bool:
        state, nation = self.context.state, self.context.nation
        return state.owner(province) not in (None, nation) or any(n != nation for n in state.armies_in(province))

    def destination_province(self) -> str | None:
        to = self.destination.currentData()
        return to if to and to != self.STAY and self.context.board[to].is_land else None

    def order(self) -> Order | str | None:
        """The move, or a sentence saying why these choices make none."""
        sel, to = self.selection, self.destination.currentData()
        if sel is None or not to:
            return None
        order: Order | str | None
        if to == self.STAY:
            stay = next(a for a in sel.actions if a.name == "stay")
            order = stay.order(self.settings())
        else:
            order = self.routes().get(to)
        if isinstance(order, (MoveArmies, SeaMove, MoveShips)) and self.everything.isChecked():
            order = msgspec.structs.replace(order, count=None)
        return order


class MoveDialog(ClassicDialog):
    """A move of armies or ships chosen from lists rather than by clicks on the map."""

    def __init__(self, context: ClassicContext, parent: QWidget | None = None):
        super().__init__(context, "Move armies or ships", parent)
        self.picker = MovePicker(context)
        self.form.addRow(self.picker)
        self.picker.changed.connect(self.refresh)
        self.refresh()

    def order(self) -> Order | None:
        order = self.picker.order()
        return None if isinstance(order, str) else order

    def incomplete(self) -> str:
        order = self.picker.order()
        return order if isinstance(order, str) else "Choose a stack and where it goes."


COMPARISONS = (("N or less", LESS_OR_EQUAL), ("N or more", MORE_OR_EQUAL), ("fewer than N", LESS),
               ("more than N", MORE), ("exactly N", EXACTLY))


class ConditionalDialog(ClassicDialog):
    """A move carried out only if a nation has so many armies in some provinces before movement
    (the only conditions seed 001 allows)."""

    def __init__(self, context: ClassicContext, parent: QWidget | None = None):
        super().__init__(context, "Conditional order", parent)
        self.setMinimumWidth(480)
        o = context.options
        self.subject = QComboBox()
        fill(self.subject, [(n, n) for n in o.condition_subjects if n != context.nation]
             + [(context.nation, context.nation)])
        self.comparison = QComboBox()
        fill(self.comparison, [(text, value) for text, value in COMPARISONS])
        self.threshold = QSpinBox()
        self.threshold.setRange(0, 9999)
        self.threshold.setPrefix("N = ")
        self.threshold.setValue(5)
        test = QHBoxLayout()
        test.addWidget(self.threshold)
        test.addWidget(self.comparison, 1)
        self.places = PlacePicker([(r.id, province_text(r)) for r in context.board if r.is_land],
                                  context.map_view, context.name)
        self.places.list.setMaximumHeight(130)
        self.places.list.setToolTip("Tick one province, or several: their armies are counted together")
        self.places_touched = False      # until the GM ticks provinces, the move's destination is ticked
        self._filling = False
        self.counted = QLabel()
        self.counted.setWordWrap(True)
        self.counted.setStyleSheet("QLabel { color: #6b5d4f; }")
        self.form.addRow(QLabel("<b>If</b>"))
        self.form.addRow("Nation:", self.subject)
        self.form.addRow("has armies:", test)
        self.form.addRow("in (counted together):", self.places)
        self.form.addRow("", self.counted)
        self.form.addRow(QLabel("<b>then</b>"))
        self.picker = MovePicker(context)
        self.form.addRow(self.picker)
        for w in (self.subject, self.comparison):
            w.currentIndexChanged.connect(self.refresh)
        self.threshold.valueChanged.connect(self.refresh)
        self.places.changed.connect(self._places_changed)
        self.picker.changed.connect(self._move_changed)
        self._move_changed()
        self._show_places()

    def chosen_places(self) -> tuple[str, ...]:
        return self.places.chosen()

    def set_places(self, *places: str) -> None:
        """Tick exactly these provinces (tests, and a GM typing fast)."""
        self.places.set_chosen(places)

    def _places_changed(self) -> None:
        if not self._filling:
            self.places_touched = True
        self._show_places()
        self.refresh()

    def _show_places(self) -> None:
        places = self.chosen_places()
        name = self.context.name
        self.counted.setText(("Counted: " + ", ".join(name(p) for p in places) if places else "No province ticked")
                             + ". Armies are counted before anyone moves; armies aboard ships are not.")
        if places:
            self.places.list.scrollToTop()     # the ticked provinces come first

    def _move_changed(self) -> None:
        """Until the GM ticks provinces, the condition looks at the province the move goes to (the
        seed's 'attack it'), and at its owner's armies."""
        to = self.picker.destination_province()
        if not self.places_touched and to is not None:
            self._filling = True
            self.set_places(to)
            self._filling = False
            self._show_places()
            holders = [n for n in self.context.state.armies_in(to) if n != self.context.nation]
            owner = holders[0] if holders else self.context.state.owner(to)
            if owner and owner != self.context.nation:
                index = self.subject.findData(owner)
                if index >= 0:
                    self.subject.setCurrentIndex(index)
        self.refresh()

    def order(self) -> Conditional | None:
        then = self.picker.order()
        places = self.chosen_places()
        if not isinstance(then, (MoveArmies, SeaMove, MoveShips)) or not places or not self.subject.currentData():
            return None
        return Conditional(nation=self.context.nation, subject=self.subject.currentData(),
                           comparison=self.comparison.currentData(), threshold=self.threshold.value(),
                           places=places, then=(then,))

    def incomplete(self) -> str:
        then = self.picker.order()
        if isinstance(then, str):
            return then
        if not self.chosen_places():
            return "Tick the provinces whose armies are counted."
        return "Choose the move carried out if the condition holds."

