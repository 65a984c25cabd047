"""Orders and resolution in the window: the orders panel, orders by clicks and dialogs, scouting
before the deadline, and resolving a turn after a preview.

The main window calls `install(window)`; it needs `window.session`, `window.map_view`,
`window.add_orders_dock(dock)` and `window.turn_menu` (a QMenu).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from app.orders import ask
from app.orders.choices import MOST_SHOWN
from app.orders.dock import OrdersDock
from app.orders.reading import warm_up
from engine.game.commitment import in_force


SCOUT_TIP = "What each nation's scouting cavalry sees with the orders saved so far"


@dataclass
class Installed:
    dock: OrdersDock
    scout: QAction
    resolve: QAction


def install(window) -> Installed:
    """Add the orders panel and the Turn menu's "Scout..." and "Resolve..." (Ctrl+R) to the window."""
    dock = OrdersDock(window.session, window.map_view, window)
    window.add_orders_dock(dock)
    session = window.session
    session.opened.connect(lambda: warm_up(session))      # the reader's first reading before the GM's
    warm_up(session)

    def scout() -> None:
        if session.game is None or not dock.maybe_save():
            return
        from app.orders.scouting import ScoutingDialog      # the dialogs load when first opened, not at start
        ask.run_dialog(ScoutingDialog(session, window))

    def resolve() -> None:
        if session.game is None or not dock.maybe_save():
            return
        from app.orders.resolve import ResolveDialog
        resolved_turn = session.current_turn
        committed = in_force(session.game, resolved_turn)     # the seed posted before the deadline
        dialog = ResolveDialog(session, window, seed=committed.seed if committed else None)
        if not (ask.run_dialog(dialog) and dialog.committed is not None):
            return
        show_results = getattr(window, "show_results", None)     # the stand-in windows of tests have none
        if show_results is not None:
            show_results(resolved_turn)

    scout_action = QAction("&Scout...", window)
    scout_action.setStatusTip(SCOUT_TIP)
    scout_action.triggered.connect(scout)
    resolve_action = QAction("&Resolve...", window)
    resolve_action.setShortcut(QKeySequence("Ctrl+R"))
    resolve_action.setStatusTip("Preview the turn's resolution, then commit it")
    resolve_action.triggered.connect(resolve)
    window.turn_menu.addAction(scout_action)
    window.turn_menu.addAction(resolve_action)
    orders_menu(window, dock)
    planned_toggle(window, dock)

    def game_changed() -> None:
        resolve_action.setEnabled(session.game is not None)
        scouting = session.game is not None and any(s.scouting for s in session.rules.calendar.steps)
        scout_action.setEnabled(scouting)
        scout_action.setStatusTip(SCOUT_TIP if scouting or session.game is None else "These rules have no scouting")

    session.opened.connect(game_changed)
    game_changed()
    return Installed(dock, scout_action, resolve_action)


def planned_toggle(window, dock: OrdersDock) -> QAction:
    """View > Show planned orders (remembered): the orders entered, drawn over the map as dashed arrows."""
    settings = getattr(window, "settings", None)         # the stand-in windows of tests have none
    action = QAction("Show &planned orders", window)
    action.setCheckable(True)
    action.setChecked(settings.show_planned() if settings is not None else True)
    action.setStatusTip("Draw the orders entered this turn on the map, as dashed arrows in each nation's colour")
    dock.show_planned = action.isChecked()

    def toggled(shown: bool) -> None:
        if settings is not None:
            settings.set_show_planned(shown)
        dock.set_show_planned(shown)
    action.toggled.connect(toggled)
    view = getattr(window, "view_menu", None)
    if view is not None:
        view.addAction(action)
    return action


def orders_menu(window, dock: OrdersDock) -> QMenu:
    """The Orders menu, beside the Turn menu: the keys a GM uses all evening."""
    menu = QMenu("&Orders", window)
    bar = window.menuBar()
    after = bar.actions()
    turn = window.turn_menu.menuAction()
    following = after[after.index(turn) + 1] if turn in after and after.index(turn) + 1 < len(after) else None
    if following is not None:
        bar.insertMenu(following, menu)
    else:
        bar.addMenu(menu)

    def saved() -> None:
        unsaved = dock.unsaved()
        if dock.save_all() and hasattr(window, "statusBar"):
            window.statusBar().showMessage(
                f"Orders saved: {', '.join(unsaved)}" if unsaved else "Every nation's orders are saved", 5000)

    def to_orders(nation: str | None) -> None:
        """The nation stepped to: its orders in front, the cursor in them, ready for the message."""
        if nation is not None:
            dock.raise_()
            dock.editors[nation].text.setFocus()

    def next_with_problems() -> None:
        nation = dock.nation_list.step_to_problems()
        to_orders(nation)
        if nation is None and hasattr(window, "statusBar"):
            window.statusBar().showMessage("No nation's orders have problems", 5000)

    def add_an_order() -> None:
        dock.raise_()
        dock.add_button.showMenu()

    def choose(n: int) -> None:
        nation = dock.current_nation()
        editor = dock.editors.get(nation) if nation is not None else None
        if (editor is None or not editor.choose(n)) and hasattr(window, "statusBar"):
            window.statusBar().showMessage(f"No choice {n + 1} to write: the orders a refused line may mean "
                                           f"show under the problems, with their keys", 5000)

    choices = [(f"Write choice &{n + 1}", [f"Alt+{n + 1}"], f"Write the {which} order the line may mean (the "
                f"buttons under the problems) in place of the line", lambda n=n: choose(n))
               for n, which in enumerate(("first", "second", "third")[:MOST_SHOWN])]
    for text, keys, tip, slot in (
            ("&Save the orders", ["Ctrl+S"], "Store every nation's edited orders in the game file", saved),
            ("&Next nation", ["Alt+Down"], "Show the next nation's orders", lambda: to_orders(dock.step_nation(1))),
            ("&Previous nation", ["Alt+Up"], "Show the previous nation's orders", lambda: to_orders(dock.step_nation(-1))),
            ("Next nation with &problems", ["Alt+Shift+Down"], "Show the next nation whose orders have lines "
             "refused", next_with_problems),
            ("&Add an order...", ["Ctrl+Shift+A", "Insert"], "The order dialogs for the nation shown",
             add_an_order), *choices):
        action = QAction(text, window)
        action.setShortcuts([QKeySequence(k) for k in keys])
        action.setStatusTip(tip)
        action.triggered.connect(lambda _=False, f=slot: f())
        menu.addAction(action)
    return menu


def __getattr__(name: str):
    """`app.orders.ResolveDialog` and `ScoutingDialog`, loaded when first asked for."""
    if name == "ResolveDialog":
        from app.orders.resolve import ResolveDialog
        return ResolveDialog
    if name == "ScoutingDialog":
        from app.orders.scouting import ScoutingDialog
        return ScoutingDialog
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["install", "Installed", "OrdersDock", "ResolveDialog", "ScoutingDialog"]
