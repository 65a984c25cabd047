"""One nation's orders as the GM pastes them: every line marked accepted or rejected as the text
changes, the reason written beside a rejected line, Save and Revert."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QTextCursor, QTextFormat
from PySide6.QtWidgets import (
    QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPlainTextEdit, QPushButton, QSizePolicy, QTextEdit,
    QToolTip, QVBoxLayout, QWidget)

from app.rulesets import ruleset_ui
from app.session import GameSession
from engine.errors import BerthierError
from engine.orders import OrderProblem, OrderSheet

NOT_UNDERSTOOD = "not understood"
CHECK_DELAY_MS = 300          # re-check this long after the last keystroke
DRAFT_DELAY_MS = 1000         # keep a draft this long after the last keystroke
ACCEPTED = QColor("#e3f1e0")
REJECTED = QColor("#f8dcd8")
REASON = QColor("#a4261b")


class OrderText(QPlainTextEdit):
    """The text of the orders, with accepted lines in green and rejected ones in red, the
    reason painted after the line's text (and in its tooltip)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setLineWrapMode(QPlainTextEdit.NoWrap)   # so a reason stays on its line
        self.set_example("")
        font = QFont("monospace")
        font.setStyleHint(QFont.TypeWriter)
        self.setFont(font)
        self.accepted: set[int] = set()
        self.reasons: dict[int, str] = {}           # line (from 1) -> "not allowed: ..."

    def set_example(self, example: str) -> None:
        self.setPlaceholderText("Paste the player's orders here, one per line."
                                + (f"\n\n{example}" if example else ""))

    def set_marks(self, accepted: set[int], reasons: dict[int, str]) -> None:
        self.accepted, self.reasons = set(accepted), dict(reasons)
        marks = []
        for line, colour in [(n, ACCEPTED) for n in self.accepted] + [(n, REJECTED) for n in self.reasons]:
            block = self.document().findBlockByNumber(line - 1)
            if not block.isValid():
                continue
            mark = QTextEdit.ExtraSelection()
            mark.format.setBackground(colour)
            mark.format.setProperty(QTextFormat.FullWidthSelection, True)
            mark.cursor = QTextCursor(block)
            marks.append(mark)
        self.setExtraSelections(marks)
        self.viewport().update()

    def line_at(self, pos) -> int:
        return self.cursorForPosition(pos).blockNumber() + 1

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if not self.reasons:
            return
        painter = QPainter(self.viewport())
        font = QFont(self.font())
        font.setItalic(True)
        painter.setFont(font)
        painter.setPen(REASON)
        metrics = self.fontMetrics()
        offset = self.contentOffset()
        margin = self.document().documentMargin()
        for line, reason in self.reasons.items():
            block = self.document().findBlockByNumber(line - 1)
            if not block.isValid() or not block.isVisible():
                continue
            box = self.blockBoundingGeometry(block).translated(offset)
            if box.bottom() < 0 or box.top() > self.viewport().height():
                continue
            left, char = box.left() + margin, metrics.averageCharWidth()
            x = int(max(left + metrics.horizontalAdvance(block.text()) + 3 * char, left + 24 * char))
            width = self.viewport().width() - x - 4
            if width < 40:
                continue
            text = painter.fontMetrics().elidedText(f"\u2190 {reason}", Qt.ElideRight, width)
            room = QRect(x, int(box.top()), width, int(box.height()))
            painter.drawText(room, Qt.AlignVCenter | Qt.AlignLeft, text)
        painter.end()

    def viewportEvent(self, event) -> bool:
        if event.type() == QEvent.ToolTip:
            reason = self.reasons.get(self.line_at(event.pos()))
            if reason:
                QToolTip.showText(event.globalPos(), reason, self.viewport())
            else:
                QToolTip.hideText()
            return True
        return super().viewportEvent(event)


def describe(sheet: OrderSheet) -> str:
    """'7 orders, 1 rejected' for the status line."""
    rejected = len({p.line for p in sheet.problems})
    total = len(sheet.orders) + rejected
    if total == 0:
        return "No orders: the units hold."
    text = f"{total} order{'s' if total != 1 else ''}"
    return text + (f", {rejected} rejected" if rejected else ", all accepted")


def problem_text(p: OrderProblem) -> str:
    return f"Line {p.line}: {p.kind}: {p.reason}"


class OrdersEditor(QWidget):
    """The orders of one nation for the current turn."""

    modifiedChanged = Signal(bool)
    checked = Signal()                     # the text was checked again (`sheet` is fresh)

    def __init__(self, session: GameSession, nation: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.nation = nation
        self.sheet: OrderSheet | None = None
        self._stored = ""
        self._modified = False

        self.banner = QLabel()
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet("QLabel { background: #fff3cd; border: 1px solid #d9c27a; padding: 6px; }")
        self.banner.hide()
        self.text = OrderText()
        self.text.set_example(ruleset_ui(session.rules.id).example_orders)
        self.status = QLabel()
        self.status.setObjectName("status")
        self.problems = QListWidget()
        self.problems.setObjectName("problems")
        self.problems.setWordWrap(True)
        self.problems.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Maximum)
        self.problems.setMaximumHeight(110)
        self.problems.setToolTip("Click a problem to go to its line")
        self.problems.hide()
        self.note = QLabel("Rejected lines are saved as written: they will fail and be reported to the "
                           "player.")
        self.note.setWordWrap(True)
        self.note.setStyleSheet("QLabel { color: #6b5d4f; }")
        self.note.hide()
        self.save_button = QPushButton("Save")
        self.save_button.setToolTip("Store these orders in the game file")
        self.comment_button = QPushButton("Comment out unreadable lines")
        self.comment_button.setToolTip("Put '# ' before every line that is not understood (greetings, "
                                       "chatter ...), so it is kept but not read as an order")
        self.comment_button.hide()
        self.revert_button = QPushButton("Revert")
        self.revert_button.setToolTip("Go back to the stored orders (Ctrl+Z brings the edit back)")

        buttons = QHBoxLayout()
        buttons.addWidget(self.status, 1)
        buttons.addWidget(self.revert_button)
        buttons.addWidget(self.save_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.banner)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.problems)
        note = QHBoxLayout()
        note.addWidget(self.note, 1)
        note.addWidget(self.comment_button)
        layout.addLayout(note)
        layout.addLayout(buttons)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(CHECK_DELAY_MS)
        self._timer.timeout.connect(self.check_now)
        self._draft_timer = QTimer(self)
        self._draft_timer.setSingleShot(True)
        self._draft_timer.setInterval(DRAFT_DELAY_MS)
        self._draft_timer.timeout.connect(self.keep_draft)
        self.restored_draft = False
        self.text.textChanged.connect(self._edited)
        self.problems.itemClicked.connect(lambda item: self.go_to_line(item.data(Qt.UserRole)))
        self.comment_button.clicked.connect(self.comment_out_unreadable)
        self.save_button.clicked.connect(self.save)
        self.revert_button.clicked.connect(self.revert)
        self.reload()

    # -- the text -------------------------------------------------------------------------------
    def orders_text(self) -> str:
        return self.text.toPlainText()

    def is_modified(self) -> bool:
        return self._modified

    def reload(self, keep_draft: bool = True) -> None:
        """Show the stored orders, or the draft typed and not saved before the window closed (or
        died). `keep_draft=False` drops the draft too (the GM chose to discard it)."""
        self._stored = self.session.orders_text(self.nation)
        draft = self.session.draft(self.nation) if keep_draft else None
        if not keep_draft:
            self.session.drop_draft(self.nation)
        self.restored_draft = draft is not None and draft != self._stored
        self.text.setPlainText(draft if self.restored_draft else self._stored)
        self._draft_timer.stop()
        self.check_now()

    def set_eliminated(self, eliminated: bool) -> None:
        self.banner.setVisible(eliminated)
        if eliminated:
            self.banner.setText(f"<b>{self.nation} has been eliminated</b>: it has no provinces and no "
                                f"units, so it gives no orders.")
        self.text.setReadOnly(eliminated)
        self.text.setEnabled(not eliminated)
        self.save_button.setEnabled(not eliminated)

    def _edited(self) -> None:
        self._timer.start()
        self._draft_timer.start()
        self._set_modified(self.orders_text() != self._stored)

    def keep_draft(self) -> None:
        """Write the text typed so far to the game file as a draft (not the nation's orders)."""
        self._draft_timer.stop()
        try:
            if self._modified:
                self.session.save_draft(self.nation, self.orders_text())
            else:
                self.session.drop_draft(self.nation)
        except BerthierError as e:
            self.status.setText(f"The draft could not be kept: {e}")

    def _set_modified(self, modified: bool) -> None:
        if modified != self._modified:
            self._modified = modified
            self.modifiedChanged.emit(modified)
        self._update_status()

    def append_line(self, line: str) -> int:
        """Add an order line at the end (undoable); returns its line number."""
        cursor = QTextCursor(self.text.document())
        cursor.movePosition(QTextCursor.End)
        text = self.orders_text()
        prefix = "" if not text or text.endswith("\n") else "\n"
        cursor.insertText(prefix + line + "\n")
        self.text.setTextCursor(cursor)
        self.check_now()
        return self.text.document().blockCount() - 1

    def replace_line(self, number: int, line: str) -> None:
        """Write `line` in place of line `number` (from 1), undoably."""
        block = self.text.document().findBlockByNumber(number - 1)
        cursor = QTextCursor(block)
        cursor.movePosition(QTextCursor.EndOfBlock, QTextCursor.KeepAnchor)
        cursor.insertText(line)
        self.text.setTextCursor(cursor)
        self.check_now()

    def go_to_line(self, number: int) -> None:
        block = self.text.document().findBlockByNumber(number - 1)
        if block.isValid():
            cursor = QTextCursor(block)
            cursor.movePosition(QTextCursor.EndOfBlock, QTextCursor.KeepAnchor)
            self.text.setTextCursor(cursor)
            self.text.centerCursor()
            self.text.setFocus()

    # -- checking -------------------------------------------------------------------------------
    def check_now(self) -> OrderSheet | None:
        self._timer.stop()
        try:
            sheet = self.session.check_orders(self.nation, self.orders_text())
        except BerthierError as e:
            self.sheet = None
            self.text.set_marks(set(), {})
            self.problems.clear()
            self.problems.hide()
            self.status.setText(f"Cannot check these orders: {e}")
            return None
        self.sheet = sheet
        reasons: dict[int, str] = {}
        for p in sheet.problems:
            said = reasons.get(p.line)
            reasons[p.line] = f"{said}; {p.reason}" if said else f"{p.kind}: {p.reason}"
        self.text.set_marks(set(sheet.lines) - set(reasons), reasons)
        self.problems.clear()
        for p in sheet.problems:
            item = QListWidgetItem(problem_text(p))
            item.setData(Qt.UserRole, p.line)
            item.setToolTip(f"{p.text.strip()}\n{p.reason}")
            self.problems.addItem(item)
        self.problems.setVisible(bool(sheet.problems))
        self.note.setVisible(bool(sheet.problems))
        self.comment_button.setVisible(bool(self.unreadable_lines()))
        self._update_status()
        self.checked.emit()
        return sheet

    def _update_status(self) -> None:
        if self.sheet is None:
            return
        text = "Checking\u2026" if self._timer.isActive() else describe(self.sheet)
        if self._modified:
            text += (" \u2014 restored draft, not saved" if self.restored_draft else " \u2014 not saved")
        self.status.setText(text)

    def unreadable_lines(self) -> list[int]:
        return sorted({p.line for p in self.sheet.problems if p.kind == NOT_UNDERSTOOD}) if self.sheet else []

    def comment_out_unreadable(self) -> None:
        """'# ' before each line that is not understood, in one undoable step."""
        cursor = QTextCursor(self.text.document())
        cursor.beginEditBlock()
        for number in self.unreadable_lines():
            block = self.text.document().findBlockByNumber(number - 1)
            if block.isValid():
                cursor.setPosition(block.position())
                cursor.insertText("# ")
        cursor.endEditBlock()
        self.check_now()

    # -- storing --------------------------------------------------------------------------------
    def save(self) -> bool:
        """Store the text as written, rejected lines included (they will fail and be reported)."""
        text = self.orders_text()
        try:
            self.session.store_orders(self.nation, text)
        except BerthierError as e:
            self.status.setText(f"Not saved: {e}")
            return False
        self._stored = text
        self.restored_draft = False
        self._draft_timer.stop()
        self._set_modified(False)
        return True

    def revert(self) -> None:
        """Back to the stored text; the edit stays in the editor's undo history (Ctrl+Z)."""
        cursor = QTextCursor(self.text.document())
        cursor.select(QTextCursor.Document)
        cursor.insertText(self._stored)
        self.check_now()

    def stored_changed(self) -> None:
        """The stored orders changed elsewhere: follow them unless the GM is editing."""
        stored = self.session.orders_text(self.nation)
        if stored == self._stored:
            return
        if not self._modified:
            self._stored = stored
            self.text.setPlainText(stored)
            self.check_now()
        else:
            self._stored = stored
            self._set_modified(self.orders_text() != stored)
