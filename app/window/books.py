"""The Books panel: a nation's own books that its ruleset keeps beside the nations' figures (a
module's yards, prizes and ledger), for the nation selected in the Nations panel. The GM's view."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QTextBrowser, QVBoxLayout, QWidget

from app.rulesets import ruleset_ui
from engine.board import Board
from engine.reports.render import render
from engine.rulesets.base import Ruleset
from engine.state import GameState

PICK = "Select a nation in the Nations panel to see its books."


class BooksPanel(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.caption = QLabel(PICK)
        self.caption.setWordWrap(True)
        self.text = QTextBrowser()
        self.text.setOpenLinks(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 0, 4, 4)
        layout.addWidget(self.caption)
        layout.addWidget(self.text, 1)
        self._position: tuple[Ruleset, Board, GameState, str] | None = None
        self.nation: str | None = None
        self.kept = False              # the game keeps books: the window shows the panel

    def set_position(self, rules: Ruleset | None, board: Board | None, state: GameState | None,
                     caption: str = "") -> bool:
        """Show the books of the turn shown; False when the game keeps none (the panel may hide)."""
        self.kept = False
        if rules is None or board is None or state is None:
            self._position = None
            self.text.clear()
            return False
        self._position = (rules, board, state, caption)
        nation = self.nation if self.nation in {n.name for n in state.nations} else state.nations[0].name
        if ruleset_ui(rules.id).books(board, state, nation) is None:
            self.text.clear()
            return False
        self.kept = True
        self.show_nation(nation)
        return True

    def show_nation(self, nation: str) -> None:
        self.nation = nation
        if self._position is None:
            return
        rules, board, state, caption = self._position
        doc = ruleset_ui(rules.id).books(board, state, nation)
        self.caption.setText(f"<b>{nation}</b>" + (f", {caption}" if caption else ""))
        self.text.setMarkdown(render(doc, "md") if doc is not None else "")

    def shown(self) -> str:
        return self.text.toPlainText()
