"""The orders panel: the nations with the state of their orders (stored, problems, missing), each
one's orders as the GM pasted them, orders added by clicking units on the map, and dialogs for the
orders a click cannot give."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDockWidget, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QMenu, QPushButton, QSpinBox,
    QStackedWidget, QToolButton, QVBoxLayout, QWidget)

from app.changes import Changes
from app.mapview import MapView
from app.orders import ask
from app.orders.clicks import MapOrders
from app.orders.context import OrderContext
from app.orders.editor import OrdersEditor
from app.orders.held import Editors, HeldOrders, HeldRechecks
from app.orders.reading import on_a_real_screen
from app.orders.planned import draw_planned
from app.orders.nation_list import NationList, OrdersStatus, orders_status
from app.rulesets import ruleset_ui
from app.rulesets.base import DialogEntry, OpensDialog
from app.orders.selection import CHOICE, COUNT, TOGGLE, Control
from app.session import GameSession
from engine.errors import BerthierError
from engine.order_sheet import Order, OrderSheet
from engine.game.players import format_deadline
from engine.mail.receipts import sent_late

ControlWidget = QSpinBox | QCheckBox | QComboBox     # a COUNT, TOGGLE or CHOICE control of the selected unit


class OrdersDock(QDockWidget):
    """Each nation's orders for the current turn. The window asks `maybe_save()` before it
    opens another game, closes, or resolves."""

    def __init__(self, session: GameSession, map_view: MapView, parent: QWidget | None = None):
        super().__init__("Orders", parent)
        self.setObjectName("ordersDock")
        self.session = session
        self.map_view = map_view
        # each nation's editor is made when the nation is first shown; until then its row and its
        # planned orders on the map are read from `held`
        self.editors: Editors[OrdersEditor] = Editors(self._make_editor)
        # on a real screen checked off the window's thread: when the game opens, after a GM edit
        self.held = HeldOrders(session, off_thread=on_a_real_screen, wanted=self._check_held_soon)
        self.held_rechecks = HeldRechecks(session, self, awaits=self.held.awaits)
        self.held_rechecks.done.connect(self._held_rechecked)
        self._held_timer = QTimer(self)         # the checks asked for in one turn of events started once
        self._held_timer.setSingleShot(True)
        self._held_timer.setInterval(0)
        self._held_timer.timeout.connect(self._check_held)
        self._turn: int | None = None

        self.add_button = QToolButton()
        self.add_button.setText("Add an order")
        self.add_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.add_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.menu = QMenu(self.add_button)
        self.add_button.setMenu(self.menu)
        self.menu.aboutToShow.connect(self._update_menu)
        self.actions_by_dialog: dict[OpensDialog, QAction] = {}
        self._dialogs: list[DialogEntry[Any]] = []
        self._menu_ruleset: str | None = None

        self.clicks = MapOrders(session, map_view, self)
        self.clicks.orders_text = lambda nation: (self.text_of(nation) if nation in self.editors
                                                  else session.orders_text(nation))
        self.hint = QLabel(self.clicks.idle_hint())
        self.hint.setObjectName("hint")
        self.hint.setWordWrap(True)
        # The selected unit: its ruleset's controls (how many, attack ...) and actions, made on demand
        # and kept by name, so a choice such as "attack on arrival" stays from one unit to the next.
        self.unit_box = QGroupBox()
        self.unit_box.setObjectName("unit")
        self.unit_form = QFormLayout()
        self.unit_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.unit_buttons = QHBoxLayout()
        self.unit_buttons.addStretch(1)
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.setToolTip("Esc on the map")
        self.unit_buttons.addWidget(self.cancel_button)
        box = QVBoxLayout(self.unit_box)
        box.setContentsMargins(6, 4, 6, 4)
        box.addLayout(self.unit_form)
        box.addLayout(self.unit_buttons)
        self.controls: dict[str, ControlWidget] = {}
        self._control_kinds: dict[str, Control] = {}
        self.action_buttons: dict[str, QPushButton] = {}
        self.nation_list = NationList()
        self.pages = QStackedWidget()
        self._eliminated: set[str] = set()
        self.empty = QLabel("Open a game to enter its orders.")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.turn = QLabel()           # the turn the orders are for: the dock's title stays short for its tab
        self.turn.setObjectName("turn")
        self.turn.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(self.add_button)
        top.addWidget(self.hint, 1)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.turn)
        layout.addLayout(top)
        layout.addWidget(self.unit_box)
        layout.addWidget(self.nation_list)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.empty, 1)
        self.setWidget(body)

        self.nation_list.nationSelected.connect(self.show_nation)
        self.show_planned = True
        self._checking_all = False
        # after the window has redrawn the map for a new state or turn, the planned orders go back on
        session.stateChanged.connect(self._draw_planned)
        session.turnViewed.connect(lambda _turn: self._draw_planned())
        self.clicks.hintChanged.connect(self.hint.setText)
        self.clicks.selectionChanged.connect(self._selection_changed)
        self.clicks.orderChosen.connect(self.add_order)
        self.clicks.orderRewritten.connect(self.rewrite_order)
        self.cancel_button.clicked.connect(self.clicks.cancel)
        session.opened.connect(self.rebuild)
        session.changed.connect(self._state_changed)
        session.ordersChanged.connect(self._orders_changed)
        self._selection_changed()
        self.rebuild()

    @property
    def attack(self) -> QCheckBox | None:
        """The "attack on arrival" choice of a selected unit, for rulesets whose units have one."""
        attack = self.controls.get("attack")
        return attack if isinstance(attack, QCheckBox) else None

    @property
    def attack_here(self) -> QPushButton | None:
        return self.action_buttons.get("attack_here")

    # -- the nations ----------------------------------------------------------------------------
    def rebuild(self) -> None:
        """One row per nation of the open game, with the state of its stored orders; a nation's page
        is made when it is first shown."""
        current = self.current_nation()
        for editor in self.editors.reset([]):
            self.pages.removeWidget(editor)
            editor.deleteLater()
        self.held.forget()
        self.held_rechecks.drop()
        game_open = self.session.game is not None
        self._build_menu()
        self.nation_list.setVisible(game_open)
        self.pages.setVisible(game_open)
        self.empty.setVisible(not game_open)
        self.add_button.setEnabled(game_open)
        if not game_open:
            self._turn = None
            self.nation_list.set_nations([])
            self.turn.setText("")
            self.turn.hide()
            return
        state = self.session.state()
        self._turn = self.session.current_turn
        self.turn.setText(f"<b>Orders for {self.session.rules.turn_label(state)}</b>")
        self.turn.show()
        self.nation_list.set_nations([(n.name, n.colour) for n in state.nations])
        self.editors.reset([n.name for n in state.nations])
        self._mark_eliminated()
        self.show_nation(current if current is not None and current in self.editors else state.nations[0].name)
        self._draw_planned()              # the stored orders of a game just opened, or a new turn's none

    def _make_editor(self, nation: str) -> OrdersEditor:
        editor = OrdersEditor(self.session, nation)
        editor.set_eliminated(nation in self._eliminated)
        editor.modifiedChanged.connect(lambda _=False, name=nation: self._update_row(name))
        editor.checked.connect(lambda name=nation: self._update_row(name))
        editor.checked.connect(self._draw_planned)
        self.pages.addWidget(editor)
        self.held.forget(nation)          # the editor holds them now
        return editor

    def sheet_of(self, nation: str) -> OrderSheet | None:
        """The nation's orders as the panel holds them, checked (None: they cannot be checked)."""
        editor = self.editors.get(nation)
        return editor.sheet if editor is not None else self.held[nation].sheet

    def text_of(self, nation: str) -> str:
        """The nation's orders as the panel holds them (typed, not yet saved, included)."""
        editor = self.editors.get(nation)
        return editor.orders_text() if editor is not None else self.held[nation].text

    def _modified(self, nation: str) -> bool:
        editor = self.editors.get(nation)
        return editor.is_modified() if editor is not None else self.held[nation].modified

    def _draw_planned(self) -> None:
        if self._checking_all:            # every editor re-checks at once: draw once, after them
            return
        draw_planned(self.session, self.map_view, {n: self.sheet_of(n) for n in self.editors},
                     self.show_planned)

    def set_show_planned(self, shown: bool) -> None:
        """View > Show planned orders: draw (or stop drawing) the orders entered over the map."""
        self.show_planned = shown
        self._draw_planned()

    def _state_changed(self, changes: Changes | None = None) -> None:
        if self.session.game is None:
            return
        if self.session.current_turn != self._turn:   # a new turn: its orders start empty
            self.rebuild()
            return
        # a GM edit: the same texts checked again, off the window's thread on a real screen (with
        # several letters open the window stopped for each); the rows and the planned orders show the
        # older verdicts until then
        if on_a_real_screen():
            self.held_rechecks.drop()       # a check under way is of the older position: not shown
            self.held.stale()
        else:
            self.held.forget()
        self._checking_all = True
        try:
            for editor in self.editors.made.values():
                editor.recheck()
        finally:
            self._checking_all = False
        for nation in self.editors:
            if nation not in self.editors.made:
                self._update_row(nation)
        self._mark_eliminated(changes)
        self._draw_planned()

    def _check_held_soon(self) -> None:
        self._held_timer.start()

    def _check_held(self) -> None:
        """The held nations' orders not yet checked in this position, checked off the window's thread
        (a check under way for an older position or fewer nations gives way)."""
        texts = self.held.texts()
        if texts and self.session.game is not None:
            self.held_rechecks.start(texts)

    def _held_rechecked(self, ticket: int, checked: dict[str, tuple[str, OrderSheet | None]]) -> None:
        if ticket != self.held_rechecks.latest or self.session.game is None:
            return                          # a newer position's check is under way
        renewed = self.held.renew(checked)
        for nation in renewed:
            self._update_row(nation)
        if renewed:
            self._draw_planned()

    def _orders_changed(self, nation: str) -> None:
        editor = self.editors.get(nation)
        if editor is not None:
            editor.stored_changed()
        elif nation in self.editors:
            self.held.forget(nation)
            self._draw_planned()
        self._update_row(nation)

    def _mark_eliminated(self, changes: Changes | None = None) -> None:
        """Mark the nations out of the game; with `changes`, only those whose position changed are
        asked again (each row was redrawn already as its orders were checked again)."""
        state = self.session.state()
        if changes is None:
            self._eliminated = set()
        for name in self.editors:
            if changes is not None and not changes.touches_nation(name):
                continue
            self._eliminated.discard(name)
            gone = self.session.rules.is_eliminated(self.session.board, state, name)
            editor = self.editors.get(name)
            if editor is not None:
                editor.set_eliminated(gone)
            if gone:
                self._eliminated.add(name)
            self._update_row(name)

    def _update_row(self, nation: str) -> None:
        if nation not in self.editors:
            return
        sheet = self.sheet_of(nation)
        refused = len({p.line for p in sheet.problems}) if sheet is not None else 0
        self.nation_list.set_status(nation, orders_status(
            eliminated=nation in self._eliminated, modified=self._modified(nation),
            stored=self.session.month_text(nation),
            orders=len(sheet.orders) if sheet is not None else 0, problems=refused,
            late=self._late(nation), checking=self._checking(nation)))

    def _checking(self, nation: str) -> bool:
        """The nation's orders are being checked for the first time (a game just opened): its row says
        so rather than '0 orders'."""
        editor = self.editors.get(nation)
        return editor.first_check_under_way() if editor is not None else self.held[nation].checking

    def _late(self, nation: str) -> str:
        """'sent 30 Nov 2026 21:05 UTC, after the deadline 30 Nov 2026 20:00 UTC' for orders in force
        sent after the deadline (a late mail replaces the orders on time), else ''."""
        game = self.session.game
        sent = sent_late(game, nation) if game is not None else None
        deadline = game.deadline() if game is not None else None
        if sent is None or deadline is None:
            return ""
        return f"sent {format_deadline(sent)}, after the deadline {format_deadline(deadline)}"

    def update_rows(self) -> None:
        """Every nation's row again (the deadline changed: orders may have become late, or on time)."""
        for nation in self.editors:
            self._update_row(nation)

    def status_of(self, nation: str) -> OrdersStatus:
        """What the nations list says of the nation's orders."""
        return self.nation_list.statuses[nation]

    def current_nation(self) -> str | None:
        editor = self.pages.currentWidget()
        return editor.nation if isinstance(editor, OrdersEditor) else None

    def show_nation(self, nation: str) -> OrdersEditor:
        editor = self.editors[nation]
        self.pages.setCurrentWidget(editor)
        self.nation_list.select(nation)
        return editor

    def step_nation(self, by: int) -> str | None:
        """Show the next (+1) or previous (-1) nation's orders."""
        return self.nation_list.step(by)

    # -- adding orders --------------------------------------------------------------------------
    def context(self, nation: str | None = None) -> OrderContext:
        nation = nation or self.current_nation()
        if nation is None:
            raise BerthierError("no nation is chosen in the orders panel")
        return OrderContext(self.session, nation, self.text_of(nation), self.map_view)

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
        refused = editor.text.reasons.get(number)
        if refused:      # written all the same (the GM may fix another line), but said at once
            self.hint.setText(self.hint.text() + f" It is {refused}.")
        return number

    def rewrite_order(self, old: Order, new: Order) -> int:
        """Write `new` on the line that gives `old` (a march clicked one region further); a new line
        if that line is gone."""
        context = self.context(new.nation)
        line = next((n for n, _, written in context.written.entries() if written == old), None)
        if line is None:
            return self.add_order(new)
        text = context.line(new)
        self.show_nation(new.nation).replace_line(line, text)
        self.hint.setText(f"Line {line} now reads \u201c{text}\u201d.")
        return line

    def open_dialog(self, dialog_class: OpensDialog) -> Order | None:
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

    def _build_menu(self) -> None:
        """The dialogs of the open game's ruleset in the "Add an order" menu."""
        ruleset = self.session.rules.id if self.session.game is not None else None
        if ruleset == self._menu_ruleset and self.menu.actions():
            return
        self._menu_ruleset = ruleset
        self.menu.clear()
        self.actions_by_dialog = {}
        self._dialogs = list(ruleset_ui(ruleset).dialogs) if ruleset else []
        for text, dialog, _ in self._dialogs:
            action = self.menu.addAction(text)
            action.triggered.connect(lambda _=False, d=dialog: self.open_dialog(d))
            self.actions_by_dialog[dialog] = action
        if not self._dialogs:
            none = self.menu.addAction("No order dialogs for this game's rules: type the orders")
            none.setEnabled(False)

    def _update_menu(self) -> None:
        """Offer only the dialogs that have something to offer the current nation."""
        nation = self.current_nation()
        options = None
        reason: str | None = "no game is open"
        eliminated = False
        if nation is not None:
            try:
                options = self.context(nation).options
                eliminated = self.session.rules.is_eliminated(self.session.board, self.session.state(), nation)
            except BerthierError as e:
                reason = str(e)
        for text, dialog, why_not in self._dialogs:
            action = self.actions_by_dialog[dialog]
            if options is not None:
                reason = f"{nation} has been eliminated" if eliminated else why_not(options)
            action.setEnabled(reason is None)
            action.setText(text if reason is None else f"{text.rstrip('.')} ({reason})")

    # -- the selected unit ----------------------------------------------------------------------
    def _selection_changed(self) -> None:
        sel = self.clicks.selection
        self.unit_box.setVisible(sel is not None)
        shown = {c.name for c in sel.controls} if sel is not None else set()
        for name, widget in self.controls.items():
            self.unit_form.setRowVisible(widget, name in shown)
        actions = {a.name for a in sel.actions} if sel is not None else set()
        for name, button in self.action_buttons.items():
            button.setVisible(name in actions)
        if sel is None:
            self.clicks.settings = {}
            return
        self.unit_box.setTitle(f"{sel.nation}: {sel.unit} in {self.session.board.name(sel.at)}")
        for control in sel.controls:
            self._show_control(control)
        for action in sel.actions:
            shown_button = self.action_buttons.get(action.name)
            if shown_button is None:
                shown_button = QPushButton()
                self.action_buttons[action.name] = shown_button
                shown_button.setObjectName(action.name)
                shown_button.clicked.connect(lambda _=False, n=action.name: self.clicks.act(n))
                self.unit_buttons.insertWidget(self.unit_buttons.count() - 1, shown_button)
            shown_button.setText(action.label)
            shown_button.setToolTip(action.tip)
            shown_button.setVisible(True)
        self.clicks.settings = {c.name: self._value(c.name) for c in sel.controls}
        self.show_nation(sel.nation)

    def _show_control(self, control: Control) -> None:
        """The control's widget, made on first use; reset to its start unless the control keeps its value."""
        widget = self.controls.get(control.name)
        before = self._control_kinds.get(control.name)
        if widget is not None and before is not None and before.kind != control.kind:
            self.unit_form.removeRow(widget)
            widget = None
        fresh = widget is None
        if widget is None:
            if control.kind == COUNT:
                widget = QSpinBox()
                widget.valueChanged.connect(self._control_changed)
            elif control.kind == TOGGLE:
                widget = QCheckBox(control.label)
                widget.toggled.connect(self._control_changed)
            else:
                widget = QComboBox()
                widget.currentIndexChanged.connect(self._control_changed)
            widget.setObjectName(control.name)
            self.controls[control.name] = widget
            if control.kind == TOGGLE:
                self.unit_form.addRow(widget)
            else:
                self.unit_form.addRow(control.label + ":", widget)
        self._control_kinds[control.name] = control
        widget.setToolTip(control.tip)
        widget.blockSignals(True)
        if isinstance(widget, QSpinBox):      # control.kind COUNT
            widget.setRange(1, max(1, control.maximum))
            widget.setSuffix(f"  of {control.maximum}")
            widget.setValue(control.maximum if control.start is None else control.start)
        elif isinstance(widget, QComboBox):   # CHOICE
            keep = widget.currentText() if control.keep and not fresh else None
            widget.clear()
            for text, _ in control.choices:
                widget.addItem(text)
            index = widget.findText(keep) if keep else -1
            widget.setCurrentIndex(index if index >= 0 else 0)
        else:                                 # TOGGLE
            widget.setText(control.label)
            if not control.keep:
                widget.setChecked(False)
        widget.blockSignals(False)
        label = self.unit_form.labelForField(widget)
        if isinstance(label, QLabel) and control.kind != TOGGLE:
            label.setText(control.label + ":")
        self.unit_form.setRowVisible(widget, True)

    def _value(self, name: str) -> Any:
        widget, control = self.controls[name], self._control_kinds[name]
        if isinstance(widget, QSpinBox):
            return widget.value()
        if isinstance(widget, QCheckBox):
            return widget.isChecked()
        index = widget.currentIndex()
        return control.choices[index][1] if 0 <= index < len(control.choices) else None

    def _control_changed(self, *_) -> None:
        sel = self.clicks.selection
        if sel is None:
            return
        self.clicks.settings = {c.name: self._value(c.name) for c in sel.controls}
        self.clicks.settings_changed()

    def set_control(self, name: str, value) -> None:
        """Set a control of the selected unit (tests, and a GM typing fast): a number, a bool, or a
        choice's value or text."""
        widget, control = self.controls[name], self._control_kinds[name]
        if isinstance(widget, QSpinBox):
            widget.setValue(value)
        elif isinstance(widget, QCheckBox):
            widget.setChecked(bool(value))
        else:
            for i, (text, v) in enumerate(control.choices):
                if v == value or text == value:
                    widget.setCurrentIndex(i)
                    return
            raise ValueError(f"{value!r} is not offered; the choices are {[t for t, _ in control.choices]}")

    # -- saving ---------------------------------------------------------------------------------
    def unsaved(self) -> list[str]:
        return [n for n in self.editors if self._modified(n)]

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
                self.editors[n].reload(keep_draft=False)
            return True
        return False
