"""The GM places and corrects pieces in the window: Edit ▸ Place and correct pieces (Ctrl+G) lets
him drag a counter to another region; right-clicking a region, a counter, a unit of the inspector
or a nation offers to add, correct and remove pieces and to correct regions, nations, relations.

Everything is read from the ruleset's declarations (`piece_kinds`, `region_fields`,
`nation_fields`, `relation_statuses`) and changed through `engine/game/edits.py`; no ruleset is named.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, Qt
from PySide6.QtGui import QAction, QContextMenuEvent, QKeyEvent, QKeySequence, QMouseEvent
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLabel, QMenu, QTableView, QWidget

from app.placing import ask
from app.placing.pieces import entries_at, kinds_standing, piece_name
from app.placing.record import record, refuse
from app.render.picture import Marker
from app.rulesets import ruleset_ui
from app.window import dialogs
from engine.game import edits
from engine.errors import BerthierError
from engine.rulesets.placing import PieceKind, identity
from engine.state import GameState

if TYPE_CHECKING:         # the forms load when the GM first opens one
    from app.placing.dialogs import PieceDialog

SHORTCUT = "Ctrl+G"
ON_TEXT = "Placing pieces: drag a counter to move it, right-click to add or correct (Ctrl+G ends)"
Entry = dict[str, Any]


class Placing(QObject):
    """The placing mode of one window and the GM's menus for pieces, regions and nations."""

    def __init__(self, window: Any):
        super().__init__(window)
        self.window = window
        self.view = window.map_view
        self._press: tuple[Marker, QPointF] | None = None
        self._dragging = False
        self._moving = ""               # what the counter dragged stands for, for the status bar
        self.action = QAction("&Place and correct pieces", window)
        self.action.setCheckable(True)
        self.action.setShortcut(QKeySequence(SHORTCUT))
        self.action.setStatusTip("Drag counters to other regions; right-click a region or a counter to add, "
                                 "correct or remove units (each change asks why; Ctrl+Z undoes it)")
        self.action.toggled.connect(self._toggled)
        self.indicator = QLabel("Placing pieces (Ctrl+G ends)")
        self.indicator.setObjectName("placingOn")
        self.indicator.setStyleSheet("QLabel#placingOn { color: #b35900; font-weight: bold; }")
        self.indicator.setToolTip(ON_TEXT)
        self.indicator.hide()
        window.statusBar().addPermanentWidget(self.indicator)
        self.view.viewport().installEventFilter(self)
        self.view.installEventFilter(self)         # Esc during a drag
        window.session.opened.connect(self._opened)
        self._opened()
        for widget, menu in ((window.inspector.units, self._inspector_menu), (window.nations.table, self._nation_menu)):
            widget.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
            widget.customContextMenuRequested.connect(lambda pos, w=widget, m=menu: self._popup(w, pos, m))

    # -- the game --------------------------------------------------------------------------------
    @property
    def on(self) -> bool:
        return self.action.isChecked()

    def _game(self):
        return self.window.session.game

    def _state(self) -> GameState:
        return self.window.session.state()

    def _why_not(self) -> str | None:
        """Why nothing can be changed now (no game, an earlier turn shown), or None."""
        session = self.window.session
        if session.game is None:
            return "no game is open"
        if session.viewed_turn is not None:
            return "only the current turn can be changed (Turn ▸ Current turn)"
        return None

    def entries(self) -> list[Entry]:
        """Every piece of the current position as its scenario entry; BerthierError for rules
        that do not let the GM place pieces."""
        game = self._game()
        return game.rules.unit_entries(game.board, self._state())

    def pieces_of(self, marker: Marker) -> list[Entry]:
        game = self._game()
        return ruleset_ui(game.rules.id).pieces_of_marker(marker, self.entries(), self.view.picture.markers)

    def _counter_name(self, marker: Marker) -> str:
        try:
            pieces = self.pieces_of(marker)
        except BerthierError:
            pieces = []
        if len(pieces) == 1:
            game = self._game()
            return piece_name(game.rules, game.board, pieces[0], place=False)
        return f"the stack of {len(pieces)} pieces" if pieces else "the counter"

    def _name(self, entry: Entry) -> str:
        game = self._game()
        return piece_name(game.rules, game.board, entry)

    # -- the mode ----------------------------------------------------------------------------------
    def _opened(self) -> None:
        """A game opened or closed: the mode is for an open game, and ends with it."""
        open_ = self._game() is not None
        if not open_:
            self.action.setChecked(False)
        self.action.setEnabled(open_)

    def _toggled(self, on: bool) -> None:
        self.indicator.setVisible(on)
        self._press, self._dragging = None, False
        self.view.viewport().unsetCursor()
        self.view.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
        self.window.statusBar().showMessage(ON_TEXT if on else "Placing pieces ended", 6000)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        on_view = watched is self.view      # not the viewport, where the mouse is
        if on_view:
            escape = isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Escape
            if kind == QEvent.Type.KeyPress and escape and self._press is not None:
                self._inspect(self._press[0].region)          # the outline back on the counter's region
                self._press, self._dragging = None, False      # Esc drops the drag: nothing moves
                self.view.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
                self.window.statusBar().showMessage("Move cancelled: nothing was changed", 4000)
                return True
            return False
        if isinstance(event, QContextMenuEvent):
            return self._map_menu(event.pos(), event.globalPos())
        if not self.on or self.view.picking_places or not isinstance(event, QMouseEvent):
            return False
        if kind == QEvent.Type.MouseButtonPress and event.button() == Qt.MouseButton.LeftButton:
            marker = self.view.marker_at(event.position())
            if marker is None or marker.key is None:
                return False
            self._press, self._dragging = (marker, event.position()), False
            return True
        if self._press is None:
            return False
        if kind == QEvent.Type.MouseMove:
            marker, start = self._press
            if not self._dragging and (event.position() - start).manhattanLength() >= QApplication.startDragDistance():
                self._dragging = True
                self._moving = self._counter_name(marker)
                self.view.viewport().setCursor(Qt.CursorShape.DragMoveCursor)
            if self._dragging:
                region = self._target(event.position())
                if region is not None:        # the region it would go to, outlined as a click would
                    self.view.set_selected_region(region)
                where = f"in {self._game().board.name(region)}" if region else "outside the map: nothing moves"
                self.window.statusBar().showMessage(f"Drop {self._moving} {where}", 2000)
            return True
        if kind == QEvent.Type.MouseButtonRelease and event.button() == Qt.MouseButton.LeftButton:
            (marker, _), dragged = self._press, self._dragging
            self._press, self._dragging = None, False
            self.view.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            if dragged:
                region = self._target(event.position())
                moved = region is not None and self.drop(marker, region)
                self._inspect(region if moved and region is not None else marker.region)   # where it stands now
            else:                         # a click: as the map reports one
                self.view.set_selected_marker(marker.key)
                self.view.markerClicked.emit(marker)
            return True
        return False

    def _inspect(self, region: str) -> None:
        """The region outlined and in the Region panel, as a click shows it."""
        inspect = getattr(self.window, "inspect_region", None)
        if callable(inspect):
            inspect(region)

    def _target(self, pos: QPointF) -> str | None:
        """Where a counter dropped at `pos` goes: the region of a counter it is dropped on (a stack
        drawn beside its region, off the names), else the region under the mouse."""
        under = self.view.marker_at(pos)
        return under.region if under is not None else self.view.region_at(pos)

    def drop(self, marker: Marker, region: str) -> bool:
        """A counter dropped in a region: its piece moves there (the GM chooses which, or the whole
        stack, when the counter stands for several); refused with the engine's reason."""
        if region == marker.region:
            return False                    # dropped where it stood: no move
        why = self._why_not()
        if why is not None:
            refuse(self.window, "Cannot move the piece", why)
            return False
        try:
            pieces = self.pieces_of(marker)
        except BerthierError as e:
            refuse(self.window, "Cannot move the piece", str(e))
            return False
        if not pieces:
            refuse(self.window, "Cannot move the piece", f"no piece stands for that counter in "
                                                         f"{self._game().board.name(marker.region)}")
            return False
        if len(pieces) > 1:
            labels = [self._name(p) for p in pieces] + [f"The whole stack ({len(pieces)} pieces)"]
            i = ask.choose_piece(self.window, f"Which piece goes to {self._game().board.name(region)}?", labels)
            if i is None:
                return False
            pieces = pieces if i == len(pieces) else [pieces[i]]
        return self.move(pieces, region)

    def move(self, pieces: Sequence[Entry], region: str) -> bool:
        board = self._game().board

        def moved(state: GameState) -> edits.Edit:
            done = []
            for entry in pieces:
                done.append(edits.move_unit(board, state, entry, region))
                state = done[-1].state
            return edits.combine(done)
        return record(self.window, "Cannot move the piece", moved)

    # -- the forms ---------------------------------------------------------------------------------
    def _preselected_nation(self, region: str) -> str | None:
        nations = self.window.nations
        chosen = nations.nation_at(nations.table.currentRow())
        return chosen or self._state().owner(region) or (self._state().nations[0].name if self._state().nations else None)

    def add_piece(self, region: str) -> bool:
        """Edit ▸ Add unit: a form for a piece among those that may stand in the region."""
        why = self._why_not()
        if why is not None:
            refuse(self.window, "Cannot add a unit", why)
            return False
        game = self._game()
        kinds = kinds_standing(game.rules, game.board, region)
        if not kinds:
            refuse(self.window, "Cannot add a unit", self.no_kinds(region))
            return False
        from app.placing.dialogs import PieceDialog
        dialog = PieceDialog(self.window, game.rules, game.board, self._state(), region, kinds,
                             nation=self._preselected_nation(region))
        return self._piece_form(dialog, "Cannot add the unit", new=True)

    def edit_piece(self, entry: Entry) -> bool:
        why = self._why_not()
        if why is not None:
            refuse(self.window, "Cannot correct the unit", why)
            return False
        game = self._game()
        kind = [k for k in game.rules.piece_kinds if k.type == entry.get("type")]
        from app.placing.dialogs import PieceDialog
        dialog = PieceDialog(self.window, game.rules, game.board, self._state(), str(entry.get("at")), kind,
                             entry=entry)
        return self._piece_form(dialog, "Cannot correct the unit")

    def _piece_form(self, dialog: PieceDialog, title: str, new: bool = False) -> bool:
        """Run a piece's form; `new`: a piece named as one on the board already is refused (adding
        must not silently replace it: "Edit…" corrects it)."""
        game = self._game()

        def put(state: GameState, entry: Entry) -> edits.Edit:
            kind = game.rules.piece_kind(str(entry.get("type")))
            if new:
                same = [e for e in game.rules.unit_entries(game.board, state)
                        if e.get("type") == kind.type and identity(kind, e) == identity(kind, entry)]
                if same:
                    raise BerthierError(f"{piece_name(game.rules, game.board, same[0])} is on the board already: "
                                        f"{_instead(kind)}correct that one (Edit…)")
            return edits.put_unit(game.board, state, entry)
        dialog.check = lambda: put(self._state(), dialog.entry())
        if not dialogs.run_dialog(dialog):
            return False
        return record(self.window, title, lambda state: put(state, dialog.entry()),
                      back=lambda: dialogs.run_dialog(dialog))      # Esc at "why?": the form as it was left

    def remove_piece(self, entry: Entry) -> bool:
        why = self._why_not()
        if why is not None:
            refuse(self.window, "Cannot remove the unit", why)
            return False
        board = self._game().board
        return record(self.window, "Cannot remove the unit", lambda state: edits.remove_unit(board, state, entry))

    def edit_region(self, region: str) -> bool:
        why = self._why_not()
        if why is not None:
            refuse(self.window, "Cannot correct the region", why)
            return False
        game = self._game()
        from app.placing.dialogs import RegionDialog
        dialog = RegionDialog(self.window, game.rules, game.board, self._state(), region)

        def changed(state: GameState) -> edits.Edit:
            done: list[edits.Edit] = []
            for key, value in dialog.changes():
                done.append(edits.set_region(game.board, done[-1].state if done else state, region, key, value))
            return edits.combine(done)
        return self._form(dialog, "Cannot correct the region", changed)

    def edit_nation(self, nation: str) -> bool:
        why = self._why_not()
        if why is not None:
            refuse(self.window, "Cannot correct the nation", why)
            return False
        game = self._game()
        from app.placing.dialogs import NationDialog
        dialog = NationDialog(self.window, game.rules, game.board, self._state(), nation)

        def changed(state: GameState) -> edits.Edit:
            done: list[edits.Edit] = []
            for key, value in dialog.field_changes():
                done.append(edits.set_nation(game.board, done[-1].state if done else state, nation, key, value))
            for resource, amount in dialog.treasury_changes():
                done.append(edits.set_treasury(game.board, done[-1].state if done else state, nation, amount,
                                               resource))
            return edits.combine(done)
        return self._form(dialog, "Cannot correct the nation", changed)

    def edit_relations(self, nation: str) -> bool:
        why = self._why_not()
        if why is not None:
            refuse(self.window, "Cannot change the relations", why)
            return False
        game = self._game()
        from app.placing.dialogs import RelationsDialog
        dialog = RelationsDialog(self.window, game.rules, self._state(), nation)

        def changed(state: GameState) -> edits.Edit:
            done: list[edits.Edit] = []
            for other, status in dialog.changes():
                done.append(edits.set_relation(done[-1].state if done else state, nation, other, status))
            return edits.combine(done)
        return self._form(dialog, "Cannot change the relations", changed)

    def _form(self, dialog, title: str, changed: Callable[[GameState], edits.Edit]) -> bool:
        dialog.check = lambda: changed(self._state())
        if not dialogs.run_dialog(dialog):
            return False
        return record(self.window, title, changed, back=lambda: dialogs.run_dialog(dialog))

    def no_kinds(self, region: str) -> str:
        game = self._game()
        if not game.rules.piece_kinds:
            return f"the {game.rules.title} rules do not let the GM place pieces by hand"
        kinds = ", ".join(f"{k.label.lower()} ({k.stands})" for k in game.rules.piece_kinds)
        return f"no kind of piece may stand in {game.board.name(region)}: {kinds}"

    # -- the menus ---------------------------------------------------------------------------------
    def region_menu(self, region: str, parent: QWidget | None = None, listed: Sequence[Entry] = ()) -> QMenu:
        """Right-click on a region: add a unit there, correct the region, and each piece there
        (but those `listed` already, by the counter's menu)."""
        game = self._game()
        menu = QMenu(parent or self.window)
        name = game.board.name(region)
        menu.addSection(name)
        add = menu.addAction("Add a unit…", lambda: self.add_piece(region))
        if not kinds_standing(game.rules, game.board, region):
            add.setEnabled(False)
            add.setToolTip(self.no_kinds(region))
        edit = menu.addAction(f"Edit {name}…", lambda: self.edit_region(region))
        if not game.board[region].is_land and not game.rules.region_values(game.board, self._state(), region):
            edit.setEnabled(False)
            edit.setToolTip(f"nobody owns {name} and the {game.rules.title} rules give it no field to edit")
        try:
            here = [e for e in entries_at(self.entries(), region) if e not in listed]
        except BerthierError:
            here = []
        self._piece_actions(menu, here)
        self._disable_if_locked(menu)
        return menu

    def marker_menu(self, marker: Marker, parent: QWidget | None = None) -> QMenu:
        """Right-click on a counter: correct or remove its piece (each piece of a stack), then the
        region's own actions."""
        menu = QMenu(parent or self.window)
        try:
            pieces = self.pieces_of(marker)
        except BerthierError as e:
            pieces = []
            menu.addAction(str(e)).setEnabled(False)
        self._piece_actions(menu, pieces, single=len(pieces) == 1)
        menu.addSeparator()
        region = self.region_menu(marker.region, menu, listed=pieces)
        for action in region.actions():
            menu.addAction(action)
        self._disable_if_locked(menu)
        return menu

    def _piece_actions(self, menu: QMenu, pieces: Sequence[Entry], single: bool = False) -> None:
        for entry in pieces:
            name = self._name(entry)
            if single:
                menu.addSection(name)
                target = menu
            else:
                target = menu.addMenu(name)
            target.addAction("Edit…", partial(self.edit_piece, entry))
            target.addAction("Remove", partial(self.remove_piece, entry))

    def nation_menu(self, nation: str, parent: QWidget | None = None) -> QMenu:
        menu = QMenu(parent or self.window)
        menu.addAction(f"Edit {nation}…", lambda: self.edit_nation(nation))
        menu.addAction(f"Relations of {nation}…", lambda: self.edit_relations(nation))
        self._disable_if_locked(menu)
        return menu

    def _disable_if_locked(self, menu: QMenu) -> None:
        why = self._why_not()
        if why is None:
            return
        for action in menu.actions():
            action.setEnabled(False)
            action.setToolTip(why)
        menu.setToolTipsVisible(True)

    def _map_menu(self, pos: QPoint, global_pos: QPoint) -> bool:
        if self._game() is None or self.view.picking_places:
            return False
        marker = self.view.marker_at(pos)
        if marker is not None and marker.key is not None:
            self._inspect(marker.region)
            menu = self.marker_menu(marker)
        else:
            region = self.view.region_at(pos)
            if region is None:
                return False
            self._inspect(region)               # the Region panel shows what the menu is about
            menu = self.region_menu(region)
        menu.setToolTipsVisible(True)
        menu.exec(global_pos)
        return True

    def _inspector_menu(self) -> QMenu | None:
        region = self.window.inspector.region_id
        return self.region_menu(region) if self._game() is not None and region else None

    def _nation_menu(self) -> QMenu | None:
        table = self.window.nations.table
        nation = self.window.nations.nation_at(table.currentRow())
        return self.nation_menu(nation) if self._game() is not None and nation else None

    def _popup(self, widget: QAbstractItemView, pos: QPoint, make: Callable[[], QMenu | None]) -> None:
        if isinstance(widget, QTableView):      # the nations table: the row clicked is the nation
            row = widget.rowAt(pos.y())
            if row >= 0:
                widget.selectRow(row)
        menu = make()
        if menu is not None:
            menu.setToolTipsVisible(True)
            menu.exec(widget.viewport().mapToGlobal(pos))



def _instead(kind: PieceKind) -> str:
    """'change the letter or ': what the GM may change to add another piece beside it (nothing
    when the place alone names a nation's piece of this kind)."""
    keys = [f.label.lower() for f in kind.fields if f.identity]
    return f"change the {' or the '.join(keys)} or " if keys else ""
