"""The history dock: every turn of the game with its GM edits; choosing one shows it, and a resolved
turn can be rolled back to (after a confirmation and a reason)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from engine.game import records
from engine.dice import OLD_DICE, ONE_STREAM
from engine.game.gamefile import Game
from engine.game.posts import Posted, posts

TURN_ROLE = Qt.ItemDataRole.UserRole


def turn_text(row: dict, current: bool, posted: Posted | None = None) -> str:
    if current:
        return f"{row['label']}: awaiting orders (now)"
    battles = row["battles"]
    return (f"{row['label']}: resolved" + (f", {battles} battle{'s' if battles != 1 else ''}" if battles else "")
            + (", posted" if posted else ""))


def turn_tooltip(row: dict, current: bool, posted: Posted | None = None) -> str:
    lines = [f"<b>{row['label']}</b> (turn {row['turn']})"]
    if row["resolved_at"]:
        dice = "fixed dice" if row["fixed_dice"] else f"seed {row['seed']}"
        if row.get("dice_scheme") == ONE_STREAM:
            dice += f" ({OLD_DICE})"
        lines.append(f"Resolved {row['resolved_at']} with {dice}")
    lines.append("Orders from: " + (", ".join(row["orders_from"]) or "nobody yet"))
    if posted:
        text = posted.describe()
        lines.append(text[0].upper() + text[1:])
    elif not current:
        lines.append("Not posted yet (Turn > Post the turn)")
    if not current:
        lines.append("Shows the position after the turn, with its movements and battles")
    return "<br>".join(lines)


class HistoryPanel(QWidget):
    turnSelected = Signal(int)          # a turn number; the current turn for "now"
    rollbackRequested = Signal(int)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.current_turn: int | None = None
        self.tree = QTreeWidget()
        self.tree.setHeaderHidden(True)
        self.tree.setRootIsDecorated(True)
        self.tree.setToolTip("Choose a turn to see its map and reports")
        self.tree.currentItemChanged.connect(self._chosen)
        self.rollback = QPushButton("Roll back to this turn…")
        self.rollback.setToolTip("Go back to the chosen turn, awaiting its orders again; the later turns are "
                                 "archived in the game file, not deleted")
        self.rollback.clicked.connect(self._rollback)
        self.now = QPushButton("Current turn")
        self.now.setToolTip("Show the turn awaiting orders")
        self.now.clicked.connect(lambda: self.select_turn(self.current_turn))
        buttons = QHBoxLayout()
        buttons.addWidget(self.now)
        buttons.addStretch(1)
        buttons.addWidget(self.rollback)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.tree, 1)
        layout.addLayout(buttons)
        self._update_buttons()

    def set_game(self, game: Game | None, shown: int | None) -> None:
        """List the game's turns, newest first, with the `shown` turn selected."""
        self.tree.blockSignals(True)
        self.tree.clear()
        self.current_turn = None
        if game is not None:
            self.current_turn = game.current_turn
            edits: dict[int, list[dict]] = {}
            for e in game.edits():
                edits.setdefault(e["turn"], []).append(e)
            rollbacks: dict[str, list] = {}   # by the label of the turn gone back to
            for number, r in enumerate(records.rollbacks(game), 1):
                rollbacks.setdefault(r["to"], []).append((number, r))
            posted = posts(game)
            for row in reversed(game.history()):
                current = row["turn"] == self.current_turn
                item = QTreeWidgetItem([turn_text(row, current, posted.get(row["turn"]))])
                item.setData(0, TURN_ROLE, row["turn"])
                item.setToolTip(0, turn_tooltip(row, current, posted.get(row["turn"])))
                if current:
                    font = QFont(item.font(0))
                    font.setBold(True)
                    item.setFont(0, font)
                for e in edits.get(row["turn"], []):
                    child = QTreeWidgetItem([f"GM: {edit_text(e)} ({e['reason']})"])
                    child.setData(0, TURN_ROLE, row["turn"])
                    told = "".join(f"<br>Told only to {n}: {t}" for n, t in (e.get("private") or {}).items())
                    child.setToolTip(0, f"GM edit at {e['at']}<br>{e['summary']}{told}<br>Reason: {e['reason']}")
                    child.setForeground(0, QBrush(QColor("#7a5a2a")))
                    item.addChild(child)
                for number, r in rollbacks.get(row["label"], []):
                    gone = f"; archived: {', '.join(r['archived'])}" if r["archived"] else ""
                    child = QTreeWidgetItem([f"Rolled back here: {r['reason']}{gone}"])
                    child.setData(0, TURN_ROLE, row["turn"])
                    child.setToolTip(0, f"Rollback {number} at {r['at']}<br>Reason: {r['reason']}<br>"
                                        f"Read its turns with berthier report --archive {number}")
                    child.setForeground(0, QBrush(QColor("#7a5a2a")))
                    item.addChild(child)
                self.tree.addTopLevelItem(item)
        self.tree.blockSignals(False)
        self.select_turn(shown, emit=False)

    def turn_items(self) -> list[QTreeWidgetItem]:
        items = (self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount()))
        return [item for item in items if item is not None]

    def selected_turn(self) -> int | None:
        item = self.tree.currentItem()
        return item.data(0, TURN_ROLE) if item is not None else None

    def select_turn(self, turn: int | None, emit: bool = True) -> None:
        for item in self.turn_items():
            if item.data(0, TURN_ROLE) == turn:
                if not emit:
                    self.tree.blockSignals(True)
                self.tree.setCurrentItem(item)
                self.tree.blockSignals(False)
                break
        self._update_buttons()

    def _chosen(self, item: QTreeWidgetItem | None, _previous=None) -> None:
        self._update_buttons()
        if item is not None:
            self.turnSelected.emit(item.data(0, TURN_ROLE))

    def _update_buttons(self) -> None:
        turn = self.selected_turn()
        self.rollback.setEnabled(turn is not None and self.current_turn is not None and turn < self.current_turn)
        self.now.setEnabled(self.current_turn is not None and turn != self.current_turn)

    def _rollback(self) -> None:
        turn = self.selected_turn()
        if turn is not None:
            self.rollbackRequested.emit(turn)


def edit_text(edit: dict) -> str:
    """A GM edit as the GM reads it: what everyone was told or, for an edit told only to the
    nations concerned (a treasury), what they were told."""
    from engine.game.gamefile import UNDO_PREFIX
    summary = edit["summary"]
    if summary.removeprefix(UNDO_PREFIX) or not edit.get("private"):
        return summary
    return "; ".join(edit["private"].values())
