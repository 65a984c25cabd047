"""The orders panel: a tab per nation with the orders the GM pasted, orders added by clicking
units on the map, and dialogs for the orders a click cannot give."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QCheckBox, QDockWidget, QHBoxLayout, QLabel, QMenu, QPushButton, QTabWidget, QToolButton, QVBoxLayout,
    QWidget)

from app.mapview import MapView
from app.orders import ask
from app.orders.build_dialog import BuildDialog
from app.orders.clicks import IDLE_HINT, MapOrders
from app.orders.context import OrderContext
from app.orders.dialog_base import OrderDialog
from app.orders.diplomacy_dialogs import CedeDialog, DiplomacyDialog, GiftDialog, StraitDialog
from app.orders.editor import OrdersEditor
from app.orders.unit_dialogs import AnnexDialog, ReorganiseDialog, ScoutDialog, TransportDialog
from app.session import GameSession
from engine.errors import BerthierError
from engine.orders import Order

# (menu text, dialog, why it is offered: options -> None when possible, else the reason it is not)
DIALOGS: list[tuple[str, type[OrderDialog], Callable[[dict], str | None]]] = [
    ("Build...", BuildDialog,
     lambda o: None if o["build_provinces"] or o["build_seas"] else "no province or sea to build in"),
    ("Reorganise corps...", ReorganiseDialog, lambda o: None if o["corps"] else "no corps"),
    ("Scout...", ScoutDialog,
     lambda o: "no scouting in Winter" if o["winter"]
     else None if any(c["scout"] for c in o["corps"]) else "no corps with scouting cavalry"),
    ("Transport by sea...", TransportDialog,
     lambda o: "no movement in Winter" if o["winter"]
     else None if any(c["landings"] and c["can_move"] for c in o["corps"])
     else "no corps can sail from where it is"),
    ("Annex...", AnnexDialog,
     lambda o: "provinces are annexed in Winter" if not o["winter"]
     else None if o["annexable"] else "no corps stands in a province it could annex"),
    ("Diplomacy...", DiplomacyDialog,
     lambda o: None if o["war"] or o["peace"] or o["alliance"] or o["break"] else "nothing is possible"),
    ("Give gold...", GiftDialog,
     lambda o: "no allies" if not o["allies"] else None if o["treasury"] > 0 else "the treasury is empty"),
    ("Cede or accept a province...", CedeDialog, lambda o: None if o["allies"] else "no allies"),
    ("Strait permission...", StraitDialog,
     lambda o: None if o["straits_controlled"] else "controls no strait"),
]


def swatch(colour: str) -> QIcon:
    pixmap = QPixmap(12, 12)
    pixmap.fill(QColor(colour))
    return QIcon(pixmap)


class OrdersDock(QDockWidget):
    """Each nation's orders for the current turn. The window asks `maybe_save()` before it
    opens another game, closes, or resolves."""

    def __init__(self, session: GameSession, map_view: MapView, parent: QWidget | None = None):
        super().__init__("Orders", parent)
        self.setObjectName("ordersDock")
        self.session = session
        self.map_view = map_view
        self.editors: dict[str, OrdersEditor] = {}
        self._turn: int | None = None

        self.add_button = QToolButton()
        self.add_button.setText("Add an order")
        self.add_button.setPopupMode(QToolButton.InstantPopup)
        self.add_button.setToolButtonStyle(Qt.ToolButtonTextOnly)
        self.menu = QMenu(self.add_button)
        self.add_button.setMenu(self.menu)
        self.menu.aboutToShow.connect(self._update_menu)
        self.actions_by_dialog = {}
        for text, dialog, _ in DIALOGS:
            action = self.menu.addAction(text)
            action.triggered.connect(lambda _=False, d=dialog: self.open_dialog(d))
            self.actions_by_dialog[dialog] = action

        self.hint = QLabel(IDLE_HINT)
        self.hint.setObjectName("hint")
        self.hint.setWordWrap(True)
        self.attack = QCheckBox("attack on arrival")
        self.attack.setToolTip("The squadron attacks every enemy squadron in the sea it sails to")
        self.attack_here = QPushButton("Attack where it is")
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.setToolTip("Esc on the map")
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.setUsesScrollButtons(True)
        self.empty = QLabel("Open a game to enter its orders.")
        self.empty.setAlignment(Qt.AlignCenter)

        top = QHBoxLayout()
        top.addWidget(self.add_button)
        top.addWidget(self.hint, 1)
        unit = QHBoxLayout()
        unit.addStretch(1)
        unit.addWidget(self.attack)
        unit.addWidget(self.attack_here)
        unit.addWidget(self.cancel_button)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addLayout(unit)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.empty, 1)
        self.setWidget(body)

        self.clicks = MapOrders(session, map_view, self)
        self.clicks.hintChanged.connect(self.hint.setText)
        self.clicks.selectionChanged.connect(self._selection_changed)
        self.clicks.orderChosen.connect(self.add_order)
        self.attack.toggled.connect(lambda on: setattr(self.clicks, "attack_on_arrival", on))
        self.attack_here.clicked.connect(self.clicks.attack_in_place)
        self.cancel_button.clicked.connect(self.clicks.cancel)
        session.opened.connect(self.rebuild)
        session.stateChanged.connect(self._state_changed)
        session.ordersChanged.connect(self._orders_changed)
        self._selection_changed()
        self.rebuild()

    # -- tabs -----------------------------------------------------------------------------------
    def rebuild(self) -> None:
        """One tab per nation of the open game, with its stored orders."""
        current = self.current_nation()
        self.tabs.clear()
        for editor in self.editors.values():
            editor.deleteLater()
        self.editors = {}
        game_open = self.session.game is not None
        self.tabs.setVisible(game_open)
        self.empty.setVisible(not game_open)
        self.add_button.setEnabled(game_open)
        if not game_open:
            self._turn = None
            self.setWindowTitle("Orders")
            return
        state = self.session.state()
        self._turn = self.session.current_turn
        self.setWindowTitle(f"Orders for {self.session.rules.turn_label(state)}")
        for n in state.nations:
            editor = OrdersEditor(self.session, n.name)
            editor.modifiedChanged.connect(lambda _=False, name=n.name: self._update_tab(name))
            self.editors[n.name] = editor
            self.tabs.addTab(editor, swatch(n.colour), n.name)
        self._mark_eliminated()
        if current in self.editors:
            self.show_nation(current)

    def _state_changed(self) -> None:
        if self.session.game is None:
            return
        if self.session.current_turn != self._turn:   # a new turn: its orders start empty
            self.rebuild()
            return
        for editor in self.editors.values():           # a GM edit: the same text, checked again
            editor.check_now()
        self._mark_eliminated()

    def _orders_changed(self, nation: str) -> None:
        editor = self.editors.get(nation)
        if editor is not None:
            editor.stored_changed()

    def _mark_eliminated(self) -> None:
        state = self.session.state()
        order_options = getattr(self.session.rules, "order_options", None)
        for name, editor in self.editors.items():
            editor.set_eliminated(order_options is not None
                                  and order_options(self.session.board, state, name)["eliminated"])

    def _update_tab(self, nation: str) -> None:
        editor = self.editors[nation]
        index = self.tabs.indexOf(editor)
        self.tabs.setTabText(index, nation + (" *" if editor.is_modified() else ""))
        self.tabs.setTabToolTip(index, "Orders not saved" if editor.is_modified() else "")

    def current_nation(self) -> str | None:
        editor = self.tabs.currentWidget()
        return editor.nation if isinstance(editor, OrdersEditor) else None

    def show_nation(self, nation: str) -> OrdersEditor:
        editor = self.editors[nation]
        self.tabs.setCurrentWidget(editor)
        return editor

    # -- adding orders --------------------------------------------------------------------------
    def context(self, nation: str | None = None) -> OrderContext:
        nation = nation or self.current_nation()
        return OrderContext(self.session, nation, self.editors[nation].orders_text())

    def add_order(self, order: Order) -> int:
        """Write an order in its nation's orders: in place of the unit's earlier order, if it has one,
        else on a new line. Returns the line number."""
        editor = self.show_nation(order.nation)
        context = self.context(order.nation)
        placed, replaces = context.placed(order)
        line = context.line(placed)
        if replaces is not None:
            editor.replace_line(replaces, line)
            number = replaces
            self.hint.setText(f"Line {number} now reads \u201c{line}\u201d "
                              f"(it replaced the unit's earlier order).")
        else:
            number = editor.append_line(line)
            self.hint.setText(f"Added line {number}: \u201c{line}\u201d. Save to store it.")
        return number

    def open_dialog(self, dialog_class: type[OrderDialog]) -> Order | None:
        """Open an order dialog for the current nation; the order it makes is added to the orders."""
        nation = self.current_nation()
        if nation is None:
            return None
        try:
            dialog = dialog_class(self.context(nation), self)
        except BerthierError as e:
            ask.show_error(self, "Orders", str(e))
            return None
        if not ask.run_dialog(dialog):
            return None
        order = dialog.order()
        if order is not None:
            self.add_order(order)
        return order

    def _update_menu(self) -> None:
        """Offer only the dialogs that have something to offer the current nation."""
        nation = self.current_nation()
        options, reason = None, "no game is open"
        if nation is not None and not hasattr(self.session.rules, "order_options"):
            reason = "not for this game's rules"
        elif nation is not None:
            try:
                options = self.context(nation).options
            except BerthierError as e:
                reason = str(e)
        for text, dialog, why_not in DIALOGS:
            action = self.actions_by_dialog[dialog]
            if options is not None:
                reason = f"{nation} has been eliminated" if options["eliminated"] else why_not(options)
            action.setEnabled(reason is None)
            action.setText(text if reason is None else f"{text.rstrip('.')} ({reason})")

    def _selection_changed(self) -> None:
        sel = self.clicks.selection
        squadron = sel is not None and sel.squadron is not None
        self.attack.setVisible(squadron and sel.can_attack)
        self.attack_here.setVisible(squadron and sel.can_attack)
        self.cancel_button.setVisible(sel is not None)
        if sel is not None:
            self.show_nation(sel.nation)

    # -- saving ---------------------------------------------------------------------------------
    def unsaved(self) -> list[str]:
        return [n for n, e in self.editors.items() if e.is_modified()]

    def save_all(self) -> bool:
        return all(self.editors[n].save() for n in self.unsaved())

    def maybe_save(self) -> bool:
        """Before the game changes hands (another game, closing, resolving): ask about unsaved
        orders. False means the GM cancelled and nothing should happen."""
        nations = self.unsaved()
        if not nations:
            return True
        answer = ask.unsaved_orders(self, nations)
        if answer == ask.SAVE:
            return self.save_all()
        if answer == ask.DISCARD:
            for n in nations:
                self.editors[n].reload()
            return True
        return False
