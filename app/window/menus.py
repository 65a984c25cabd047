"""The GM's window's actions, menus, toolbar and status bar. Mixed into `MainWindow`."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMenu, QProgressBar, QStyle, QToolBar

from app.window.host import WindowHost
from app.window import newgame_flow, viewers
from app.window.viewpoint import MapViewpoint
from app.window.keys import show_shortcuts
from app.window import probe
from app.window.status_line import ElidedLabel, MessageRoom, NextStepLabel
from app.window.showing import HINT


class Menus(WindowHost):
    """Mixed into `MainWindow`; what it uses of the window is typed in `app.window.host`."""

    def _action(self, text: str, slot, shortcut=None, tip: str = "", icon=None) -> QAction:
        action = QAction(text, self)
        if icon is not None:
            action.setIcon(self.style().standardIcon(icon))
        if shortcut is not None:
            keys = shortcut if isinstance(shortcut, list) else [shortcut]
            action.setShortcuts([QKeySequence(k) for k in keys])
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(f"{text.rstrip('…')} "
                              f"({action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)})"
                              if shortcut is not None else tip)
        action.triggered.connect(lambda checked=False: slot())
        return action

    def _make_actions(self) -> None:
        a = self._action
        self.new_action = a("&New game…", self.ask_new_game, QKeySequence.StandardKey.New,
                            "Start a game: a bundled scenario, a scenario file or a map of your own")
        self.save_scenario_action = a("Save as &scenario…", lambda: newgame_flow.save_as_scenario(self), None,
                                      "The current position as a scenario file that starts a new game")
        self.house_rules_action = a("&House rules…", lambda: newgame_flow.edit_house_rules(self), None,
                                    "The game's rule parameters, in a form")
        self.open_action = a("&Open…", self.ask_open, QKeySequence.StandardKey.Open,
                             "Open a game file (.berthier)",
                             QStyle.StandardPixmap.SP_DialogOpenButton)
        self.save_copy_action = a("Save a &copy…", self.save_copy, "Ctrl+Shift+S",
                                  "The game is saved as it changes; this writes a copy",
                                  QStyle.StandardPixmap.SP_DialogSaveButton)
        self.export_map_action = a("&Map (PNG or SVG)…", self.export_map_png, "Ctrl+E",
                                   "The public map (fog of war) or a nation's private map, as a PNG or SVG")
        self.print_action = a("&Print map…", self.print_map, QKeySequence.StandardKey.Print,
                              "Print the public map or a nation's private map on one page")
        self.export_reports_action = a("&Reports…", self.export_reports, None,
                                       "The public update and every internal report, in BBCode, Markdown and text")
        self.export_turn_action = a("&Whole turn to a folder…", self.export_whole_turn, "Ctrl+Shift+E",
                                    "Everything to upload: public map and update, each nation's map and report")
        self.export_viewers_action = viewers.action(self)
        self.export_map_action.setIconText("Export map")
        self.export_turn_action.setIconText("Export turn")
        self.copy_update_action = a("&Copy public update", self.copy_public_update, "Ctrl+Shift+C",
                                    "Copy the public update to the clipboard, ready for the forum")
        self.quit_action = a("&Quit", self.close, QKeySequence.StandardKey.Quit, "Close Berthier")
        self.quit_action.setShortcuts([QKeySequence("Ctrl+Q")])

        stack = self.session.undo_stack
        self.undo_action = stack.createUndoAction(self, "&Undo")
        self.undo_action.setShortcuts([QKeySequence(QKeySequence.StandardKey.Undo)])
        self.undo_action.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_ArrowBack))
        self.redo_action = stack.createRedoAction(self, "&Redo")
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Y"), QKeySequence("Ctrl+Shift+Z")])
        self.redo_action.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_ArrowForward))
        # the toolbar says only "Undo"/"Redo" (the menu and the tooltip name the change): a long
        # change's name would widen the toolbar, and the window with it, past a laptop's screen
        self.undo_action.setIconText("Undo")
        self.redo_action.setIconText("Redo")
        self.undo_action.setStatusTip("Undo the last GM change (recorded in the game's history too)")
        self.redo_action.setStatusTip("Redo the GM change just undone")

        self.zoom_in_action = a("Zoom &in", lambda: self.shown_map().zoom_by(1.25), ["Ctrl++", "Ctrl+="],
                                "Zoom in on the map (or + with the map focused, or the wheel)")
        self.zoom_out_action = a("Zoom &out", lambda: self.shown_map().zoom_by(0.8), ["Ctrl+-"], "Zoom out")
        self.fit_action = a("&Fit the map", lambda: self.shown_map().fit(), ["F"], "Show the whole map")
        self.reset_layout_action = a("Reset the &layout", self.reset_layout, None, "Put the docks back in place")
        self.find_action = a("F&ind a province or sea…", self.find_place, QKeySequence.StandardKey.Find,
                             "Type a name: the map is centred on it and the place inspected")
        self.full_screen_action = a("F&ull screen", self.toggle_full_screen, "F11", "The window fills the screen")
        self.full_screen_action.setCheckable(True)
        self.map_only_action = a("&Map only", self.toggle_map_only, "F10",
                                 "Hide every dock to see the whole map; again to bring them back")
        self.map_only_action.setCheckable(True)

        self.previous_turn_action = a("&Previous turn", lambda: self._step_turn(-1), ["Ctrl+PgUp", "Alt+Left"],
                                      "Show the turn before", QStyle.StandardPixmap.SP_MediaSeekBackward)
        self.next_turn_action = a("&Next turn", lambda: self._step_turn(1), ["Ctrl+PgDown", "Alt+Right"],
                                  "Show the turn after", QStyle.StandardPixmap.SP_MediaSeekForward)
        self.current_turn_action = a("&Current turn", lambda: self.view_turn(None), ["Ctrl+End", "Alt+Home"],
                                     "Show the turn awaiting orders",
                                     QStyle.StandardPixmap.SP_MediaSkipForward)
        self.post_action = a("&Post the turn…", self.post_turn, "Ctrl+Shift+P",
                             "Copy the public update for the game's forum and write the turn's folder (maps, "
                             "reports) beside the game file")
        self.post_action.setIconText("Post turn")
        self.rollback_action = a("Roll &back to the turn shown…", self._rollback_shown, None,
                                 "Go back to the turn shown, awaiting its orders again")
        self.about_action = a("&About Berthier", self._about, None, "")
        self.keys_action = a("&Keyboard and mouse", self._keys_help, "F1", "")

    def _make_menus(self) -> None:
        bar = self.menuBar()
        file = self.file_menu = bar.addMenu("&File")
        file.addAction(self.new_action)
        file.addAction(self.open_action)
        self.recent_menu = file.addMenu("Open &recent")
        file.addAction(self.save_copy_action)
        file.addAction(self.save_scenario_action)
        file.addSeparator()
        exports = self.export_menu = file.addMenu("&Export")
        exports.addAction(self.export_map_action)
        exports.addAction(self.export_reports_action)
        exports.addAction(self.export_turn_action)
        exports.addAction(self.export_viewers_action)
        file.addAction(self.print_action)
        file.addAction(self.copy_update_action)
        file.addSeparator()
        file.addAction(self.quit_action)
        self._fill_recent_menu()

        edit = self.edit_menu = bar.addMenu("&Edit")
        edit.addAction(self.undo_action)
        edit.addAction(self.redo_action)
        edit.addSeparator()
        edit.addAction(self.house_rules_action)

        view = self.view_menu = bar.addMenu("&View")
        view.addAction(self.zoom_in_action)
        view.addAction(self.zoom_out_action)
        view.addAction(self.fit_action)
        view.addAction(self.find_action)
        self.viewpoint = MapViewpoint(self, view)
        view.addSeparator()
        view.addAction(self.map_only_action)
        view.addAction(self.full_screen_action)
        view.addSeparator()
        for dock in (self.inspector_dock, self.nations_dock, self.reports_dock, self.history_dock):
            view.addAction(dock.toggleViewAction())
        self._dock_actions_end = view.addSeparator()
        view.addAction(self.reset_layout_action)

        # The Turn menu: the orders package's actions (Scout, Resolve...) go above the separator.
        turn = self.turn_menu = bar.addMenu("&Turn")
        self._turn_actions_end = turn.addSeparator()
        turn.addAction(self.previous_turn_action)
        turn.addAction(self.next_turn_action)
        turn.addAction(self.current_turn_action)
        turn.addSeparator()
        turn.addAction(self.post_action)
        turn.addAction(self.rollback_action)

        help_menu = bar.addMenu("&Help")
        help_menu.addAction(self.keys_action)
        help_menu.addAction(self.about_action)

    def _make_toolbar(self) -> None:
        tb = self.toolbar = QToolBar("Main toolbar")
        tb.setObjectName("mainToolBar")
        tb.setMovable(False)
        tb.setIconSize(QSize(18, 18))
        tb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        tb.addAction(self.open_action)
        tb.addSeparator()
        tb.addAction(self.undo_action)
        tb.addAction(self.redo_action)
        tb.addSeparator()
        for action, text in ((self.zoom_out_action, "−"), (self.zoom_in_action, "+"), (self.fit_action, "Fit")):
            button_action = tb.addAction(text)
            button_action.setToolTip(action.toolTip() or action.text())
            button_action.triggered.connect(action.trigger)
        tb.addSeparator()
        tb.addAction(self.previous_turn_action)
        tb.addAction(self.current_turn_action)
        tb.addAction(self.next_turn_action)
        self._toolbar_turn_end = tb.addSeparator()
        tb.addAction(self.export_map_action)
        tb.addAction(self.post_action)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, tb)

    def _make_status_bar(self) -> None:
        bar = self.statusBar()
        self.hover_label = ElidedLabel(HINT)          # "... F shows the w…" rather than cut mid-letter
        self.hover_label.setMinimumWidth(100)
        self.turn_label = QLabel()
        self.zoom_label = QLabel()
        self.zoom_label.setMinimumWidth(80)
        self.busy_label = QLabel()
        self.busy_bar = QProgressBar()
        self.busy_bar.setRange(0, 0)
        self.busy_bar.setMaximumWidth(140)
        self.busy_bar.setMaximumHeight(14)
        self.next_label = NextStepLabel()
        self.next_label.setObjectName("nextStep")
        self.next_label.setStyleSheet("QLabel#nextStep { color: #1a5fb4; }")
        bar.addWidget(self.hover_label, 1)
        # permanent: a passing message ("Opened ...", "Saved ...") must not hide what to do next
        bar.addPermanentWidget(self.next_label, 1)
        bar.addPermanentWidget(self.busy_label)
        bar.addPermanentWidget(self.busy_bar)
        bar.addPermanentWidget(self.turn_label)
        bar.addPermanentWidget(self.zoom_label)
        self.busy_label.hide()
        self.busy_bar.hide()
        # ... but gives way to it: a message is read in full, the next step cut short meanwhile
        self._message_room = MessageRoom(bar, [self.next_label, self.turn_label])
        self._probe = probe.install(self, self.map_view)

    def _about(self) -> None:
        from PySide6.QtWidgets import QMessageBox
        QMessageBox.about(self, "About Berthier",
                          "<b>Berthier</b>: the adjudicator for the game master of forum and e-mail "
                          "strategy games.<br><br>Every change to a game is saved as it happens; Ctrl+S "
                          "writes a copy.")

    def _keys_help(self) -> None:
        show_shortcuts(self, self.menu_actions())

    def menu_actions(self) -> list[QAction]:
        """Every action of the menu bar's menus and their submenus, in menu order."""
        out: list[QAction] = []

        def walk(menu: QMenu) -> None:
            for action in menu.actions():
                sub = action.menu()
                if isinstance(sub, QMenu):
                    walk(sub)
                elif not action.isSeparator():
                    out.append(action)
        for top in self.menuBar().actions():
            sub = top.menu()
            if isinstance(sub, QMenu):
                walk(sub)
        return out
