"""The middle of the GM's window while no map is shown: a busy bar, or ways to open a game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from app.window.main import MainWindow


class Welcome(QWidget):
    """What the middle of the window shows while no map is: a busy bar, or ways to open a game."""

    def __init__(self, window: MainWindow):
        super().__init__(window)
        self.message = QLabel()
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setWordWrap(True)
        font = self.message.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        self.message.setFont(font)
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)
        self.busy.setFixedWidth(280)
        self.busy.setTextVisible(False)
        self.open_button = QPushButton("Open a game…")
        self.open_button.clicked.connect(window.ask_open)
        self.new_button = QPushButton("New game…")
        self.new_button.clicked.connect(window.ask_new_game)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.new_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.message)
        bar = QHBoxLayout()
        bar.addStretch(1)
        bar.addWidget(self.busy)
        bar.addStretch(1)
        layout.addLayout(bar)
        layout.addLayout(buttons)
        layout.addStretch(3)
        self.show_idle()

    def show_busy(self, text: str) -> None:
        self.message.setText(text)
        self.busy.show()
        self.open_button.hide()
        self.new_button.hide()

    def show_idle(self, text: str = "No game is open.\nOpen a game (Ctrl+O), drop a .berthier file here, "
                                    "or start a new game from a scenario.") -> None:
        self.message.setText(text)
        self.busy.hide()
        self.open_button.show()
        self.new_button.show()
