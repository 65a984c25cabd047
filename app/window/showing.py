"""Showing the open game in the GM's window: the map, the docks, the title and status lines for
the turn shown; the map's clicks and hovering. Mixed into `MainWindow`."""

from __future__ import annotations

import re

from app.changes import Changes
from app.window.host import WindowHost
from app.window import dialogs, pictures
from app.window.pictures import last_resolved, turn_view
from engine.game.posts import posted
from app.window.keys import FindPlaceDialog
from app.window.next_step import Progress, awaited, next_step

APP_NAME = "Berthier"
HINT = "Click a province to inspect it · drag to pan · wheel or +/− to zoom · F shows the whole map"


def plain(html: str) -> str:
    """A tooltip's HTML as one status-bar line."""
    return re.sub(r"<[^>]+>", "", html.replace("<br>", " · "))


class Showing(WindowHost):
    """Mixed into `MainWindow`; what it uses of the window is typed in `app.window.host`."""

    def _on_opened(self) -> None:
        game = self.session.game
        if game is None:
            self._board = None
            self.viewpoint.rebuild()
            self.welcome.show_idle()
            self.middle.setCurrentWidget(self.welcome)
            self._refresh()
            return
        self.view = turn_view(game, self.session.shown_turn())
        self.reports.blockSignals(True)
        self.reports.set_format(game.forum or self.settings.report_format())
        self.reports.blockSignals(False)
        self.viewpoint.rebuild()
        pic = self.viewpoint.picture(game, self.view)
        if game.board is not self._board:
            self.map_view.set_board(game.board, pic)
            self._board = game.board
        self.middle.setCurrentWidget(self.map_view)
        self._refresh()
        self.books_dock.setVisible(self.books.kept)
        self.map_view.fit()
        self.map_view.setFocus()
        if self.orders_dock is not None and self.session.viewed_turn is None:
            self.orders_dock.raise_()        # a game just opened: its orders come first, not the last reports
        self.gameShown.emit(str(game.path))

    def _state_changed(self, changes: Changes) -> None:
        """The current state changed: redraw what shows it (the history lists the GM's edits)."""
        self._refresh(history=changes.turn or changes.edit, changes=changes)

    def _refresh(self, history: bool = True, changes: Changes | None = None) -> None:
        """Redraw what depends on the game and the turn shown; `changes` (a change of the current
        state) leaves alone the docks it does not concern."""
        game = self.session.game
        if game is None:
            self.view = None
            self.inspector.set_position(None, None, False)
            self.nations.set_position(None, None, None)
            self.books_dock.setVisible(self.books.set_position(None, None, None))
            self.nations_dock.setWindowTitle("Nations")
            self.reports.set_turn(None, None, "")
            self.history.set_game(None, None)
            self.setWindowTitle(APP_NAME)
            self.turn_label.setText("")
            self.hover_label.setText("")
            self._update_actions()
            self._show_next_step()
            return
        current = self.session.viewed_turn is None
        if changes is not None and not changes.turn and not (current and changes.position):
            # the position shown did not change (an earlier turn is shown: edits change the current one)
            if history:
                self.history.set_game(game, self.view.turn if self.view is not None else None)
            self._update_actions()
            self._show_next_step()
            return
        self.view = view = turn_view(game, self.session.shown_turn())
        if self._board is game.board:
            old = self.map_view.picture
            self.map_view.set_picture(self.viewpoint.picture(game, view).with_(
                highlights=old.highlights, selected_region=old.selected_region,
                selected_marker=old.selected_marker))
        self.inspector.set_position(game.board, view, editable=current, rules=game.rules)
        self.nations.set_position(game.rules, game.board, view)
        if not self.books.set_position(game.rules, game.board, view.state, view.caption):
            self.books_dock.hide()
        self.nations_dock.setWindowTitle("Nations")        # short, for its tab; the turn is in the panel
        self.nations_dock.setToolTip(f"Nations: {view.caption}")
        if changes is not None and not changes.turn:
            pass                  # an edit of the current turn: the reports (of resolved turns) stay as they are
        elif view.resolved:
            self.reports.set_turn(game, view.turn, view.label)
        elif last_resolved(game) is not None:
            last = last_resolved(game)
            self.reports.set_turn(game, last, game.label(last), note="the last resolved turn")
        else:
            self.reports.set_turn(game, None, "", note=f"{view.label} is the first turn: reports appear here "
                                                        f"once it has been resolved.")
        if history:
            self.history.set_game(game, view.turn)
        else:
            self.history.select_turn(view.turn, emit=False)
        self.setWindowTitle(f"{game.title} — {game.path.name} — {APP_NAME}")
        if not self.hover_label.text():
            self.hover_label.setText(HINT)
        shown = "" if current else "  (an earlier turn: Turn ▸ Current turn to go back)"
        self.turn_label.setText(f"<b>{view.caption}</b>{shown}")
        self._update_actions()
        self._show_next_step()

    def _region_tooltip(self, region_id: str) -> str | None:
        game, view = self.session.game, self.view
        if game is None or view is None or region_id not in game.board:
            return None
        return pictures.adapter(game.rules.id).region_tooltip(game.board, view.state, region_id, None, True)

    def _hovered(self, region_id: str) -> None:
        text = self._region_tooltip(region_id) if region_id else None
        self.hover_label.setText(plain(text) if text else HINT)

    def _region_clicked(self, region_id: str) -> None:
        self.inspector.show_region(region_id)
        self.inspector_dock.raise_()

    def _marker_clicked(self, marker) -> None:
        self.map_view.set_selected_region(marker.region)
        self.inspector.show_region(marker.region)
        self.inspector_dock.raise_()

    def inspect_region(self, region_id: str) -> None:
        """A region outlined on the map and shown in the Region panel, the map left where it is (the placing mode's
        drop and right-click: the panel followed the clicks only)."""
        self.map_view.set_selected_region(region_id)
        self._region_clicked(region_id)

    def show_region(self, region_id: str) -> None:
        """Select a region as a click would, and centre the map on it."""
        self.map_view.set_selected_region(region_id)
        self.map_view.center_on_region(region_id)
        self._region_clicked(region_id)

    def _orders_changed(self, _nation: str) -> None:
        if self.session.game is not None and self.view is not None:
            self.history.set_game(self.session.game, self.view.turn)     # "orders from" in the tooltips
        self._show_next_step()

    def _show_next_step(self) -> None:
        game = self.session.game
        if game is None or self.view is None:
            self.next_label.setText(next_step(Progress(game_open=False)))
            return
        nations = [n.name for n in game.state().nations]
        ordering, waiting = awaited(game)
        self.next_label.setText(next_step(Progress(
            ordering=ordering, waiting=waiting,
            game_open=True, viewing_past=self.session.viewed_turn is not None, shown_label=self.view.label,
            current_label=game.label(), nations=len(nations),
            with_orders=sum(1 for n in nations if (game.orders_text(n) or "").strip()),
            just_resolved=self.view.resolved and self.view.turn == game.current_turn - 1,
            posted=self.view.resolved and posted(game, self.view.turn) is not None)))

    def _nation_activated(self, nation: str) -> None:
        self.inspector.select_treasury_nation(nation)
        self.inspector_dock.raise_()
        self.inspector.amount.setFocus()
        self.inspector.amount.selectAll()
        self.reports.select(nation)

    def _update_actions(self) -> None:
        game = self.session.game
        has = game is not None
        current = has and self.session.viewed_turn is None
        resolved = game is not None and last_resolved(game) is not None
        for action in (self.save_copy_action, self.export_map_action, self.export_turn_action,
                       self.export_viewers_action, self.zoom_in_action, self.zoom_out_action, self.fit_action):
            action.setEnabled(has)
        for action in (self.export_reports_action, self.copy_update_action, self.post_action):
            action.setEnabled(resolved)
        turn = self.view.turn if self.view is not None else 0
        self.previous_turn_action.setEnabled(has and turn > 0)
        self.next_turn_action.setEnabled(has and not current)
        self.current_turn_action.setEnabled(has and not current)
        self.rollback_action.setEnabled(has and not current)

    def find_place(self) -> str | None:
        """Ctrl+F: centre the map on a province or sea typed by name, and inspect it."""
        game = self.session.game
        if game is None:
            return None
        dialog = FindPlaceDialog(game.board, self)
        if not dialogs.run_dialog(dialog) or dialog.region_id is None:
            return None
        self.show_region(dialog.region_id)
        return dialog.region_id
