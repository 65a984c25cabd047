"""The decisions a turn or step waits for, in the resolve dialog: grouped by who answers (the GM,
then each nation), each answered by a choice or typed text, with the message to copy for each nation.
A ruleset's window part gives the questions their choices and standing answers (`RulesetUI.decisions_page`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QApplication, QComboBox, QHBoxLayout, QHeaderView, QLabel, QLineEdit, QPushButton, QTreeWidget, QTreeWidgetItem,
    QVBoxLayout, QWidget)

from engine.decisions import Decision, DecisionsNeeded, message_for

GM = "GM"
COLUMNS = ("Key", "Question", "Answer")
ANSWERED = " (answered)"
BY_STANDING = " (answered by a standing order)"


@dataclass(frozen=True)
class Question:
    """One decision as the page lists it: `who` is the nation that answers, or "GM"."""

    key: str
    who: str
    question: str
    choices: tuple[str, ...] = ()
    standing: str | None = None        # the standing order's answer, used when the GM gives none
    is_open: bool = True               # False: answered already (the GM may answer otherwise)


def plain_questions(needed: DecisionsNeeded) -> list[Question]:
    """The engine's decisions as questions answered by typed text."""
    return [Question(d.key.text, d.who or GM, d.question) for d in needed.decisions]


class DecisionsPage(QWidget):
    """The open decisions and the answers typed so far; `answers()` gives them as `--decide` would."""

    answersChanged = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.heading = QLabel("No decisions asked.")
        self.heading.setWordWrap(True)
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels(COLUMNS)
        self.tree.setWordWrap(True)               # a long question wraps in its column; the whole of it in its tooltip
        header = self.tree.header()
        header.setStretchLastSection(False)
        # the keys whole, as --decide names them
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Interactive)
        self.tree.setColumnWidth(2, 320)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.tree)
        self.step = ""
        self._editors: dict[str, QComboBox | QLineEdit] = {}
        self._questions: dict[str, Question] = {}
        self._decisions: tuple[Decision, ...] = ()
        self.copy_buttons: dict[str, QPushButton] = {}
        self._groups: dict[str, tuple[QTreeWidgetItem, list[Question]]] = {}
        self.answersChanged.connect(self._count_open)

    def questions(self, needed: DecisionsNeeded) -> list[Question]:
        """The decisions as the page asks them (a ruleset's page adds choices and standing answers)."""
        return plain_questions(needed)

    def show_needed(self, step: str, needed: DecisionsNeeded, given: Mapping[str, str] | None = None,
                    asked: Sequence[Decision] | None = None) -> None:
        """List what `needed` waits for in `step` ('January 1805: France land step'), with the
        answers typed so far (`given`) in place; `asked`: the decisions as `berthier needs` lists
        them, for the nations' messages (by default those of `needed`)."""
        self._decisions = tuple(needed.decisions if asked is None else asked)
        self.show_questions(step, self.questions(needed), given)

    def show_questions(self, step: str, questions: Sequence[Question], given: Mapping[str, str] | None = None) -> None:
        given = given or {}
        self.step = step
        self.tree.clear()
        self._editors.clear()
        self.copy_buttons.clear()
        self._groups.clear()
        questions = list(questions) + [Question(k, GM, "", is_open=False)   # not asked with the answers now
                                       for k in given if all(q.key != k for q in questions)]
        self._questions = {q.key: q for q in questions}
        groups: dict[str, list[Question]] = {GM: []}
        for q in questions:
            groups.setdefault(q.who, []).append(q)
        for who, mine in groups.items():
            if not mine:
                continue
            head = QTreeWidgetItem([""])
            self.tree.addTopLevelItem(head)
            head.setFirstColumnSpanned(True)
            self._groups[who] = (head, mine)
            if who != GM:
                self._copy_row(head, who)
            for q in mine:
                note = "" if q.is_open else BY_STANDING if q.standing is not None and q.key not in given else ANSWERED
                item = QTreeWidgetItem([q.key, (q.question + note).strip(), ""])
                item.setToolTip(1, q.question)
                head.addChild(item)
                self.tree.setItemWidget(item, 2, self._editor(q, given.get(q.key)))
            head.setExpanded(True)
        self._count_open()

    def _copy_row(self, head: QTreeWidgetItem, nation: str) -> None:
        """A row of its own under the nation's heading, across the page: the button to copy its questions."""
        row = QTreeWidgetItem(head)
        row.setFirstColumnSpanned(True)
        button = QPushButton(f"Copy the message for {nation}")
        button.setToolTip(f"The questions only {nation} answers, with their keys, as `berthier needs "
                          f"--nation {nation}` prints them: paste it into a message to {nation}")
        button.clicked.connect(lambda _=False: self.copy_message(nation))
        holder = QWidget()
        line = QHBoxLayout(holder)
        line.setContentsMargins(0, 2, 0, 2)
        line.addWidget(button)
        line.addStretch(1)
        self.tree.setItemWidget(row, 0, holder)
        self.copy_buttons[nation] = button

    def still_open(self, questions: Sequence[Question] | None = None) -> int:
        """How many of the open decisions have no answer in the page yet."""
        asked = self._questions.values() if questions is None else questions
        return sum(1 for q in asked if q.is_open and not self.text(q.key))

    def _count_open(self) -> None:
        """The counts in the headings follow the answers as they are given."""
        for who, (head, mine) in self._groups.items():
            waiting = self.still_open(mine)
            head.setText(0, f"{'The GM' if who == GM else who} answers "
                            f"({f'{waiting} open' if waiting else 'all answered'})")
        still = self.still_open()
        asked = sum(1 for q in self._questions.values() if q.is_open)
        if not asked:
            self.heading.setText(f"{self.step}: nothing open, the step can be resolved")
        elif still:
            self.heading.setText(f"{self.step}: {still} decision(s) open")
        else:
            self.heading.setText(f"{self.step}: every decision answered; press Preview")

    def _editor(self, q: Question, given: str | None) -> QComboBox | QLineEdit:
        if q.choices:
            combo = QComboBox()
            combo.addItem("")
            combo.addItems(list(q.choices))
            combo.setCurrentText(given if given in q.choices else q.standing or "")
            combo.currentTextChanged.connect(lambda _: self.answersChanged.emit())
            editor: QComboBox | QLineEdit = combo
        else:
            line = QLineEdit(given or q.standing or "")
            line.setPlaceholderText("the answer")
            line.textChanged.connect(lambda _: self.answersChanged.emit())
            editor = line
        self._editors[q.key] = editor
        return editor

    def keys(self) -> list[str]:
        return list(self._editors)

    def editor(self, key: str) -> QComboBox | QLineEdit:
        return self._editors[key]

    def text(self, key: str) -> str:
        """The answer shown for `key` (chosen, typed or the standing order's)."""
        editor = self._editors[key]
        return (editor.currentText() if isinstance(editor, QComboBox) else editor.text()).strip()

    def question(self, key: str) -> Question:
        return self._questions[key]

    def answers(self) -> dict[str, str]:
        """The answers given so far, keyed as `--decide KEY=ANSWER`: empty ones and a standing
        order's own answer left out (the step records it as the standing order's)."""
        out = {}
        for key in self._editors:
            text = self.text(key)
            if text and text != self._questions[key].standing:
                out[key] = text
        return out

    def nations(self) -> list[str]:
        """The nations that answer some of the open decisions."""
        return list(self.copy_buttons)

    def message(self, nation: str) -> str:
        """The message to `nation`: the questions only it answers, as `berthier needs --nation` prints them."""
        return message_for(self.step, nation, self._decisions)

    def copy_message(self, nation: str) -> None:
        QApplication.clipboard().setText(self.message(nation))
