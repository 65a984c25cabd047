"""Orders by clicks: click a corps or squadron on the map, its legal destinations light up,
click one and the order is written; Escape cancels."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, QObject, Qt, Signal

from app.adapters.napoleonic import parse_key
from app.mapview import MapView
from app.orders.context import OrderContext
from app.session import GameSession
from engine.errors import BerthierError
from engine.orders import Order
from engine.rulesets.napoleonic.orders import MoveCorps, SquadronOrder, TransportCorps

IDLE_HINT = "Click a corps or squadron on the map to give it an order."


@dataclass
class Selection:
    """The unit the GM clicked and where it may go: region id -> the order that sends it there."""
    key: str
    nation: str
    unit: str                    # "corps A", "squadron 2"
    at: str
    destinations: dict[str, Order] = field(default_factory=dict)
    squadron: int | None = None  # the squadron's number (squadrons may attack)
    can_attack: bool = False


class MapOrders(QObject):
    """Turns clicks on the map into orders (`orderChosen`) and says what to do next (`hintChanged`)."""

    orderChosen = Signal(object)       # an Order
    hintChanged = Signal(str)
    selectionChanged = Signal()

    def __init__(self, session: GameSession, map_view: MapView, parent: QObject | None = None):
        super().__init__(parent)
        self.session = session
        self.map_view = map_view
        self.selection: Selection | None = None
        self.attack_on_arrival = False
        map_view.markerClicked.connect(self.marker_clicked)
        map_view.regionClicked.connect(self.region_clicked)
        map_view.installEventFilter(self)
        for signal in (session.opened, session.stateChanged, session.turnViewed):
            signal.connect(self.cancel)

    # -- selecting ------------------------------------------------------------------------------
    def marker_clicked(self, marker) -> None:
        sel = self.selection
        if sel is not None:
            if marker.key == sel.key:
                self.cancel()
                return
            if marker.region in sel.destinations:   # a unit standing where the selected one may go
                self.region_clicked(marker.region)
                return
        if marker.key:
            self.select(marker.key)

    def select(self, key: str) -> bool:
        """Select a unit by its marker key and light up its destinations; False if it cannot move."""
        self._clear_map()
        self.selection = None
        if self.session.game is None:
            return False
        if self.session.viewed_turn is not None:
            return self._say("This is an earlier turn: orders are given on the current turn.")
        if not hasattr(self.session.rules, "order_options"):
            return self._say("Orders by clicks are not available for this game's rules: "
                             "type them in the panel.")
        try:
            kind, nation, ident = parse_key(key)
            context = OrderContext(self.session, nation)
            options = context.options
        except (ValueError, BerthierError):
            return self._say(IDLE_HINT)
        if kind == "corps":
            sel = self._corps(context, key, ident)
        elif kind == "squadron":
            sel = self._squadron(context, key, int(ident))
        else:
            sel = None
        if sel is None:
            return False
        if not sel.destinations and not sel.can_attack:
            why = "it is Winter: units do not move" if options["winter"] else "it has nowhere it may go"
            return self._say(f"{nation} {sel.unit} in {context.name(sel.at)} cannot move: {why}.")
        self.selection = sel
        self._show()
        self.selectionChanged.emit()
        return True

    def _corps(self, context: OrderContext, key: str, letter: str) -> Selection | None:
        c = context.corps(letter)
        if c is None:
            self._say(f"{context.nation} has no corps {letter}.")
            return None
        sel = Selection(key, context.nation, f"corps {letter}", c["at"])
        if not c["can_move"] and not context.options["winter"]:
            self._say(f"{context.nation} corps {letter} was raised this season: it cannot move yet.")
            return None
        for place, seas in c["landings"].items():
            sel.destinations[place] = TransportCorps(nation=context.nation, corps=letter, seas=tuple(seas),
                                                     to=place)
        for place, path in c["marches"].items():      # marching is preferred where both are possible
            sel.destinations[place] = MoveCorps(nation=context.nation, corps=letter, path=tuple(path))
        return sel

    def _squadron(self, context: OrderContext, key: str, number: int) -> Selection | None:
        s = context.squadron(number)
        if s is None:
            self._say(f"{context.nation} has no squadron {number}.")
            return None
        sel = Selection(key, context.nation, f"squadron {number}", s["at"], squadron=number,
                        can_attack=s["can_attack"])
        for sea in s["moves"]:
            sel.destinations[sea] = SquadronOrder(nation=context.nation, number=number, to=sea)
        return sel

    def _show(self) -> None:
        sel = self.selection
        view = self.map_view
        if view.scene() is not None:
            view.set_highlights(sel.destinations)
            view.set_selected_marker(sel.key)
        where = self.session.board.name(sel.at)
        if sel.squadron is not None:
            text = (f"{sel.nation} {sel.unit} in {where}: click a highlighted sea to sail there"
                    + (", or attack where it is" if sel.can_attack else "") + ". Esc cancels.")
        else:
            by_sea = any(isinstance(o, TransportCorps) for o in sel.destinations.values())
            text = (f"{sel.nation} {sel.unit} in {where}: click a highlighted province to march there"
                    + (" (coasts across the sea: by transport)" if by_sea else "") + ". Esc cancels.")
        self._say(text)

    # -- choosing -------------------------------------------------------------------------------
    def region_clicked(self, region: str) -> None:
        sel = self.selection
        if sel is None:
            return
        order = sel.destinations.get(region)
        if order is None:
            name = self.session.board.name(region)
            self._say(f"{sel.unit.capitalize()} cannot go to {name} this season. Click a highlighted space, "
                      f"or Esc to cancel.")
            return
        if isinstance(order, SquadronOrder) and self.attack_on_arrival and sel.can_attack:
            order = SquadronOrder(nation=order.nation, number=order.number, to=order.to, attack=True)
        self._finish(order)

    def attack_in_place(self) -> None:
        """The selected squadron stays and attacks every enemy in its sea."""
        sel = self.selection
        if sel is not None and sel.squadron is not None and sel.can_attack:
            self._finish(SquadronOrder(nation=sel.nation, number=sel.squadron, attack=True))

    def _finish(self, order: Order) -> None:
        self.cancel()
        self.orderChosen.emit(order)

    def cancel(self, *_) -> None:
        had = self.selection is not None
        self.selection = None
        self._clear_map()
        self._say(IDLE_HINT)
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
        if event.type() == QEvent.KeyPress and event.key() == Qt.Key_Escape and self.selection is not None:
            self.cancel()
            return True
        return super().eventFilter(watched, event)
