"""The pending decisions of the step, for the GM: each with who answers, the question, the allowed
answers and any standing answer; the GM types answers, and `answers()` gives them as --decide would."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from engine.rulesets.eia.decisions import Decision

COLUMNS = ("Key", "Who answers", "Question", "Answer")


class DecisionsView(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.heading = QLabel("No step loaded.")
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels(COLUMNS)
        self.tree.setRootIsDecorated(False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.tree)
        self._editors: dict[str, QComboBox | QLineEdit] = {}

    def show_decisions(self, step: str, decisions: Sequence[Decision]) -> None:
        """List the step's open decisions (`step`: 'January 1805: France land step (France orders)')."""
        self.tree.clear()
        self._editors.clear()
        self.heading.setText(f"{step}: {len(decisions)} decision(s) open" if decisions
                             else f"{step}: nothing open, the step can be resolved")
        for d in decisions:
            item = QTreeWidgetItem([d.key, d.who, d.question, ""])
            self.tree.addTopLevelItem(item)
            if d.choices:
                editor: QComboBox | QLineEdit = QComboBox()
                editor.addItem("")
                editor.addItems(list(d.choices))
                if d.standing:
                    editor.setCurrentText(d.standing)
            else:
                editor = QLineEdit(d.standing or "")
                editor.setPlaceholderText("the GM's answer")
            self.tree.setItemWidget(item, 3, editor)
            self._editors[d.key] = editor

    def answers(self) -> dict[str, str]:
        """The answers typed so far, keyed as `--decide KEY=ANSWER`; empty ones left out."""
        out = {}
        for key, editor in self._editors.items():
            text = editor.currentText() if isinstance(editor, QComboBox) else editor.text()
            if text.strip():
                out[key] = text.strip()
        return out
