"""Orders and resolution in the window: the orders panel, orders by clicks and dialogs, scouting
before the deadline, and resolving a turn after a preview.

The main window calls `install(window)`; it needs `window.session`, `window.map_view`,
`window.add_orders_dock(dock)` and `window.turn_menu` (a QMenu).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QAction, QKeySequence

from app.orders import ask
from app.orders.dock import OrdersDock
from app.orders.resolve import ResolveDialog
from app.orders.scouting import ScoutingDialog


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

    def scout() -> None:
        if session.game is None or not dock.maybe_save():
            return
        ask.run_dialog(ScoutingDialog(session, window))

    def resolve() -> None:
        if session.game is None or not dock.maybe_save():
            return
        dialog = ResolveDialog(session, window)
        if ask.run_dialog(dialog) and dialog.committed is not None and hasattr(window, "statusBar"):
            now = session.rules.turn_label(session.state())
            window.statusBar().showMessage(f"{dialog.label} resolved; orders are now for {now}.", 10000)

    scout_action = QAction("Scout...", window)
    scout_action.setStatusTip(SCOUT_TIP)
    scout_action.triggered.connect(scout)
    resolve_action = QAction("Resolve...", window)
    resolve_action.setShortcut(QKeySequence("Ctrl+R"))
    resolve_action.setStatusTip("Preview the turn's resolution, then commit it")
    resolve_action.triggered.connect(resolve)
    window.turn_menu.addAction(scout_action)
    window.turn_menu.addAction(resolve_action)

    def game_changed() -> None:
        resolve_action.setEnabled(session.game is not None)
        scouting = session.game is not None and any(s.scouting for s in session.rules.calendar.steps)
        scout_action.setEnabled(scouting)
        scout_action.setStatusTip(SCOUT_TIP if scouting or session.game is None else "These rules have no scouting")

    session.opened.connect(game_changed)
    game_changed()
    return Installed(dock, scout_action, resolve_action)


__all__ = ["install", "Installed", "OrdersDock", "ResolveDialog", "ScoutingDialog"]
