"""Orders by clicks: click a unit on the map, its legal destinations light up, click one and the
order is written; Escape cancels. What a unit may do is its ruleset's answer (`select` in the
ruleset's orders module); the choices it needs (how many, by which ships) are in `settings`."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal

from app.mapview import MapView
from app.orders.context import OrderContext
from app.rulesets import ruleset_ui
from app.orders.selection import Selection, hint_for, split_key
from app.session import GameSession
from engine.errors import BerthierError
from engine.order_sheet import Order

IDLE_HINT = "Click a unit on the map to give it an order."


class MapOrders(QObject):
    """Turns clicks on the map into orders (`orderChosen`) and says what to do next (`hintChanged`).

    `settings` holds the values of the selected unit's controls (the orders panel shows them)."""

    orderChosen = Signal(object)       # an Order
    orderRewritten = Signal(object, object)    # the order written a click ago, the one going further
    hintChanged = Signal(str)
    selectionChanged = Signal()

    def __init__(self, session: GameSession, map_view: MapView, parent: QObject | None = None):
        super().__init__(parent)
        self.session = session
        self.map_view = map_view
        self.selection: Selection | None = None
        self._written: Order | None = None         # the order a click on a place on the way wrote
        self.settings: dict[str, Any] = {}
        self.orders_text = session.orders_text     # nation -> the orders written so far (the panel's own)
        map_view.markerClicked.connect(self.marker_clicked)
        map_view.regionClicked.connect(self.region_clicked)
        map_view.installEventFilter(self)
        for signal in (session.opened, session.stateChanged, session.turnViewed):
            signal.connect(self.cancel)

    def idle_hint(self) -> str:
        return ruleset_ui(self.session.rules.id).idle_hint if self.session.game is not None else IDLE_HINT

    def destinations(self) -> dict[str, Order]:
        return self.selection.routes(self.settings) if self.selection is not None else {}

    # -- selecting ------------------------------------------------------------------------------
    def marker_clicked(self, marker) -> None:
        sel = self.selection
        if sel is not None:
            if marker.key == sel.key:
                self.cancel()
                return
            if marker.region in self.destinations():   # a unit standing where the selected one may go
                self.region_clicked(marker.region)
                return
        if marker.key:
            self.select(marker.key)

    def select(self, key: str) -> bool:
        """Select a unit by its marker key and light up its destinations; False if it cannot move."""
        self._clear_map()
        had = self.selection is not None
        self.selection = None
        if had:
            self.selectionChanged.emit()
        if self.session.game is None:
            return False
        if self.session.viewed_turn is not None:
            return self._say("This is an earlier turn: orders are given on the current turn.")
        gui = ruleset_ui(self.session.rules.id)
        if not gui.clicks:
            return self._say("Orders by clicks are not available for this game's rules: "
                             "type them in the panel.")
        try:
            kind, nation, ident = split_key(key)
            sel = gui.select(OrderContext(self.session, nation, self.orders_text(nation)), kind, ident)
        except (ValueError, BerthierError):
            return self._say(self.idle_hint())
        if isinstance(sel, str):
            return self._say(sel)
        self.selection = sel
        self.selectionChanged.emit()     # the panel shows the unit's controls and fills `settings`
        self._show(sel)
        return True

    def settings_changed(self) -> None:
        """The panel changed a control's value: the places lit up may change with it."""
        if self.selection is not None:
            self._show(self.selection)

    def _show(self, sel: Selection) -> None:
        view = self.map_view
        if view.scene() is not None:
            view.set_highlights(self.destinations())
            view.set_selected_marker(sel.key)
        self._say(hint_for(sel, self.settings))

    # -- choosing -------------------------------------------------------------------------------
    def region_clicked(self, region: str) -> None:
        sel = self.selection
        if sel is None:
            return
        order = self.destinations().get(region)
        if order is None:
            name = self.session.board.name(region)
            self._say(f"{sel.unit.capitalize()} cannot go to {name} this {sel.period}. Click a highlighted "
                      f"space, or Esc to cancel.")
            return
        onward = sel.onward(self.settings, region) if sel.onward is not None else None
        written = self._written
        self.cancel()
        if written is not None:
            self.orderRewritten.emit(written, order)
        else:
            self.orderChosen.emit(order)
        if onward is not None:           # written; a click beyond rewrites it with the longer path
            self.selection = onward
            self._written = order
            self.selectionChanged.emit()
            self._show(onward)

    def act(self, name: str) -> bool:
        """The selected unit's action `name` (an order without a place, such as attacking where it is)."""
        sel = self.selection
        action = next((a for a in sel.actions if a.name == name), None) if sel is not None else None
        if action is None:
            return False
        order = action.order(self.settings)
        if isinstance(order, str):
            self._say(order)
            return False
        self._finish(order)
        return True

    def _finish(self, order: Order) -> None:
        self.cancel()
        self.orderChosen.emit(order)

    def cancel(self, *_) -> None:
        had = self.selection is not None
        self.selection = None
        self._written = None
        self._clear_map()
        self._say(self.idle_hint())
        if had:
            self.selectionChanged.emit()

    def _clear_map(self) -> None:
        view = self.map_view
        if view.scene() is not None and (view.picture.highlights or view.picture.selected_marker):
            view.set_highlights(())
            view.set_selected_marker(None)

    def _say(self, text: str) -> bool:
        self.hintChanged.emit(text)
        return False

    def eventFilter(self, watched, event) -> bool:
        escape = event.type() == QEvent.Type.KeyPress and event.key() == Qt.Key.Key_Escape
        if escape and self.selection is not None:
            self.cancel()
            return True
        return super().eventFilter(watched, event)
