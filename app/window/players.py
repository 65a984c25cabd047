"""The Players dialog: who plays each nation (name, e-mail addresses, forum name, secret token) and
the current turn's deadline, as `berthier players` and `berthier deadline` set them."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.errors import BerthierError
from engine.game.players import Player, check_email, new_token, parse_deadline

COLUMNS = ("Nation", "Player", "E-mail addresses", "Forum name", "Token")
NATION, PLAYER, EMAIL, FORUM, TOKEN = range(5)
# what each column must show whole even while empty: a name, an address, a forum name of usual length
ROOM = {PLAYER: "Marie-Louise Bonaparte", EMAIL: "marie-louise.bonaparte@example.org", FORUM: "Marie-Louise 1810"}
PADDING = 24


@dataclass(frozen=True)
class PlayersAnswer:
    players: tuple[Player, ...]     # one per nation; a player with nothing set is forgotten
    deadline: str                   # as typed; "" for none


class PlayersDialog(QDialog):
    def __init__(self, parent: QWidget | None, nations: list[str], players: dict[str, Player], deadline: str,
                 label: str):
        super().__init__(parent)
        self.setWindowTitle("Players and deadline")
        layout = QVBoxLayout(self)
        note = QLabel("Mail from a player's addresses is matched to the nation (File > Import orders from "
                      "mail). Several addresses: separate them with spaces or commas.")
        note.setWordWrap(True)
        layout.addWidget(note)
        self.table = QTableWidget(len(nations), len(COLUMNS))
        self.table.setHorizontalHeaderLabels(COLUMNS)
        for row, nation in enumerate(nations):
            p = players.get(nation, Player(nation))
            for col, text in enumerate((nation, p.name, " ".join(p.emails), p.forum, p.token)):
                item = QTableWidgetItem(text)
                if col in (NATION, TOKEN):
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                self.table.setItem(row, col, item)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(NATION, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(PLAYER, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(EMAIL, QHeaderView.ResizeMode.Stretch)   # the addresses take the rest
        header.setSectionResizeMode(FORUM, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(TOKEN, QHeaderView.ResizeMode.ResizeToContents)
        self.table.itemChanged.connect(lambda item: self._fit(item.column()))
        layout.addWidget(self.table)
        tokens = QHBoxLayout()
        self.new_token_button = QPushButton("New token for the selected nation")
        self.new_token_button.setToolTip("Groups that want mail to prove its sender: send the token to the "
                                         "player privately; that nation's mail is then stored only when it "
                                         "carries it (subject or body)")
        self.new_token_button.clicked.connect(lambda: self._set_token(new_token()))
        self.no_token_button = QPushButton("No token")
        self.no_token_button.clicked.connect(lambda: self._set_token(""))
        tokens.addWidget(self.new_token_button)
        tokens.addWidget(self.no_token_button)
        tokens.addStretch(1)
        layout.addLayout(tokens)
        form = QFormLayout()
        self.deadline = QLineEdit(deadline)
        self.deadline.setPlaceholderText("2026-11-30 20:00 UTC (empty: no deadline)")
        form.addRow(f"Deadline of {label}:", self.deadline)
        layout.addLayout(form)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        for column in (PLAYER, FORUM):
            self._fit(column)
        rows = sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        self.resize(self._width_needed(), min(note.sizeHint().height() + rows + 140, 720))

    def _set_token(self, token: str) -> None:
        row = self.table.currentRow()
        if row < 0:
            return
        item = self.table.item(row, TOKEN)
        if item is not None:
            item.setText(token)

    def needed(self, column: int) -> int:
        """The width a column needs to show every cell and its heading whole (at least ROOM's text)."""
        metrics = self.table.fontMetrics()
        cells = (self.table.item(r, column) for r in range(self.table.rowCount()))
        texts = [COLUMNS[column], ROOM.get(column, "")] + [cell.text() for cell in cells if cell is not None]
        return max(metrics.horizontalAdvance(t) for t in texts) + PADDING

    def _fit(self, column: int) -> None:
        """A column grows with what is typed in it; the addresses' column by widening the dialog."""
        if column in (PLAYER, FORUM):
            self.table.setColumnWidth(column, max(self.table.columnWidth(column), self.needed(column)))
        elif column == EMAIL and self.isVisible() and self.table.columnWidth(EMAIL) < self.needed(EMAIL):
            self._widen(self._width_needed())

    def _widen(self, width: int) -> None:
        """Grow to the left: OK and Cancel stay under the GM's mouse (the dialog within the screen)."""
        if width <= self.width():
            return
        right, top = self.frameGeometry().right(), self.frameGeometry().top()
        self.resize(width, self.height())
        area = (self.screen() or QGuiApplication.primaryScreen()).availableGeometry()
        self.move(max(area.left(), right + 1 - self.frameGeometry().width()), top)

    def _width_needed(self) -> int:
        """Wide enough for every column whole, within the screen."""
        table = self.table
        columns = (table.columnWidth(NATION) + table.columnWidth(PLAYER) + self.needed(EMAIL)
                   + table.columnWidth(FORUM) + table.columnWidth(TOKEN))
        frame = table.verticalScrollBar().sizeHint().width() + 2 * table.frameWidth() + 40
        screen = (self.screen() or QGuiApplication.primaryScreen()).availableGeometry().width()
        return max(640, min(columns + frame, screen - 40))

    def answer(self) -> PlayersAnswer:
        players = []
        for row in range(self.table.rowCount()):
            def cell(col: int, row: int = row) -> str:
                item = self.table.item(row, col)
                return item.text().strip() if item is not None else ""
            emails = tuple(e for e in cell(EMAIL).replace(",", " ").replace(";", " ").split() if e)
            players.append(Player(cell(NATION), cell(PLAYER), emails, cell(FORUM), cell(TOKEN)))
        return PlayersAnswer(tuple(players), self.deadline.text().strip())


def check_answer(answer: PlayersAnswer) -> list[str]:
    """Every problem of what the GM typed, naming the nation or the deadline; empty when all is fine."""
    problems: list[str] = []
    owner: dict[str, str] = {}
    for p in answer.players:
        for address in p.emails:
            try:
                address = check_email(address)
            except BerthierError as e:
                problems.append(f"{p.nation}: {e}")
                continue
            if owner.setdefault(address, p.nation) != p.nation:
                problems.append(f"{address} is given to both {owner[address]} and {p.nation}; one address "
                                f"sends orders for one nation only")
    if answer.deadline and answer.deadline.lower() != "none":
        try:
            parse_deadline(answer.deadline)
        except BerthierError as e:
            problems.append(f"deadline: {e}")
    return problems
