"""View > Map as seen by: the window's map drawn as one nation sees it (its fog of war), through
the same `pictures.picture(..., nation=...)` call as its private map export, or the GM's map."""

from __future__ import annotations

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from app.render.picture import MapPicture
from app.window import pictures

GM_MAP = "The &GM's map"


class MapViewpoint:
    """Whose map the window shows: None for the GM's (everything), else a nation's private map."""

    def __init__(self, window, menu: QMenu):
        self.window = window
        self.nation: str | None = None
        self.menu = menu.addMenu("Map as &seen by")
        self.menu.setToolTipsVisible(True)
        self.group = QActionGroup(self.menu)
        self.group.setExclusive(True)
        self.rebuild()

    def picture(self, game, view) -> MapPicture:
        """The window's map of `view`: the private map of the nation chosen, else the GM's."""
        if self.nation is not None and self.nation in view.state.nation_names():
            return pictures.picture(game, view, nation=self.nation)
        return pictures.picture(game, view, gm=True)

    def rebuild(self) -> None:
        """One choice per nation of the open game (the GM's map again after opening one)."""
        for action in self.group.actions():
            self.group.removeAction(action)
        self.menu.clear()
        game = self.window.session.game
        self.nation = None
        self.window.map_view.seen_by = None
        self._add(GM_MAP.replace("&", ""), None, "Everything: every unit, as the GM sees it").setChecked(True)
        self.menu.addSeparator()
        names = [n.name for n in self.window.session.state().nations] if game is not None else []
        for name in names:
            self._add(name, name, f"The map as {name} sees it: its private map, with its fog of war")
        self.menu.setEnabled(bool(names))

    def _add(self, text: str, nation: str | None, tip: str) -> QAction:
        action = QAction(text, self.menu, checkable=True)
        action.setToolTip(tip)
        action.triggered.connect(lambda _=False, n=nation: self.show(n))
        self.group.addAction(action)
        self.menu.addAction(action)
        return action

    def show(self, nation: str | None) -> None:
        """Draw the window's map as `nation` sees it (None: the GM's map)."""
        self.nation = nation
        self.window.map_view.seen_by = nation
        for action in self.group.actions():
            action.setChecked(action.text() == (nation or GM_MAP.replace("&", "")))
        self.window._refresh(history=False)
        dock = self.window.orders_dock
        if nation is None and hasattr(dock, "set_show_planned"):     # the planned orders are the GM's
            dock.set_show_planned(dock.show_planned)
        whose = f"as {nation} sees it (its private map)" if nation else "as the GM sees it"
        self.window.statusBar().showMessage(f"The map is drawn {whose}", 6000)
