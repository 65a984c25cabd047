"""The text of one nation's orders: each line marked accepted (what it was read as painted beside
it when the line does not say it in those words), refused (its reason painted beside it, with its
fix to apply in one click), a remark (a line of talk read as no order: amber, said so) or not an
order (greyed)."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QEvent, QRect, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QKeySequence, QPainter, QTextCursor, QTextFormat
from PySide6.QtWidgets import QPlainTextEdit, QTextEdit, QToolTip, QWidget

from app.orders.letter_verdicts import remark_note
from app.painted_safely import painted_safely

ACCEPTED = QColor("#e3f1e0")
REJECTED = QColor("#f8dcd8")
CHATTER = QColor("#eeeeee")
REMARK_BACK = QColor("#fbecc8")      # a remark: neither an order's green nor a refusal's red, nor greyed away
REMARK = QColor("#7a4f00")
REASON = QColor("#a4261b")
FIX = QColor("#1f5fa8")
GREY = QColor("#8a8a8a")
READ = QColor("#2e6b2a")
# the text's own Redo, whatever the platform binds: on X11 Qt binds only Ctrl+Shift+Z, so Ctrl+Y
# (the window's Redo, which the status bar names after Ctrl+Z) went past the text to the window and
# redid a GM change on the map, or nothing, while Ctrl+Z had undone the text
REDO_KEYS = (QKeySequence("Ctrl+Y"), QKeySequence("Ctrl+Shift+Z"))


class OrderText(QPlainTextEdit):
    """The text of the orders, with accepted lines in green, refused ones in red with the reason
    painted after the line's text (and in its tooltip) and the fix to click, and lines that are
    not orders in grey."""

    fixClicked = Signal(int)               # the line (from 1) whose fix the GM clicked
    pasted = Signal()                      # the GM pasted (the text changed already)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)   # so a reason stays on its line
        self.set_example("")
        font = QFont("monospace")
        font.setStyleHint(QFont.StyleHint.TypeWriter)
        self.setFont(font)
        self.accepted: set[int] = set()
        self.reasons: dict[int, str] = {}           # line (from 1) -> "not allowed: ..."
        self.fixes: dict[int, str] = {}             # line (from 1) -> the corrected line
        self.chatter: dict[int, str] = {}           # line (from 1) -> "not an order", "quoted earlier text"
        self.readings: dict[int, str] = {}          # accepted line (from 1) -> "read as: build ..."
        self.remarks: set[int] = set()              # lines of `chatter` read as remarks
        self.fix_boxes: dict[int, QRect] = {}       # where each fix was painted, to be clicked
        self._colours: dict[int, QColor] = {}       # line (from 1) -> its background
        # the lines' colours are laid on the lines on screen only (thousands of lines pasted: not
        # thousands of selections to lay and paint), again when the text scrolls or is resized (by
        # the virtual methods: a signal of the text came while it was being destroyed, and crashed)

    def set_example(self, example: str) -> None:
        self.setPlaceholderText("Paste the player's orders here: the whole message, greetings and all."
                                + (f"\n\n{example}" if example else ""))

    def set_marks(self, accepted: set[int], reasons: dict[int, str], fixes: dict[int, str] | None = None,
                  chatter: dict[int, str] | None = None, readings: dict[int, str] | None = None,
                  remarks: set[int] | None = None) -> None:
        self.accepted, self.reasons = set(accepted), dict(reasons)
        self.fixes, self.chatter = dict(fixes or {}), dict(chatter or {})
        self.readings = {n: r for n, r in (readings or {}).items() if n in self.accepted}
        self.remarks = {n for n in remarks or () if n in self.chatter}
        colours = ([(n, ACCEPTED) for n in self.accepted] + [(n, REJECTED) for n in self.reasons]
                   + [(n, REMARK_BACK if n in self.remarks else CHATTER) for n in self.chatter])
        self._colours = dict(colours)
        self._colour_lines()

    def _colour_lines(self) -> None:
        marks = []
        block, height, offset = self.firstVisibleBlock(), self.viewport().height(), self.contentOffset()
        while block.isValid() and self.blockBoundingGeometry(block).translated(offset).top() <= height:
            colour = self._colours.get(block.blockNumber() + 1)
            if colour is None:
                block = block.next()
                continue
            mark = QTextEdit.ExtraSelection()
            mark.format.setBackground(colour)
            if colour == CHATTER:
                mark.format.setForeground(GREY)
            mark.format.setProperty(QTextFormat.Property.FullWidthSelection, True)
            mark.cursor = QTextCursor(block)
            if colour == CHATTER:
                mark.cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock,
                                         QTextCursor.MoveMode.KeepAnchor)
            marks.append(mark)
            block = block.next()
        self.setExtraSelections(marks)
        self.viewport().update()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._colour_lines()

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)
        if dy:
            self._colour_lines()

    def line_at(self, pos) -> int:
        return self.cursorForPosition(pos).blockNumber() + 1

    @painted_safely
    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        self.fix_boxes = {}
        if not self.reasons and not self.chatter and not self.readings:
            return
        painter = QPainter(self.viewport())
        font = QFont(self.font())
        font.setItalic(True)
        painter.setFont(font)
        for line, note, colour in self._visible_notes():
            room = self._room(line)
            if room is None:
                continue
            fix = self.fixes.get(line)
            if fix is not None:
                label = f"\u2192 click to fix: {fix.strip()}"
                width = min(painter.fontMetrics().horizontalAdvance(label) + 8, room.width() // 2)
                box = QRect(room.left(), room.top(), width, room.height())
                painter.setPen(FIX)
                painter.drawText(box, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                                 painter.fontMetrics().elidedText(label, Qt.TextElideMode.ElideRight, width))
                self.fix_boxes[line] = box
                room.setLeft(box.right() + 8)
            painter.setPen(colour)
            elided = painter.fontMetrics().elidedText(f"\u2190 {note}", Qt.TextElideMode.ElideRight,
                                                      room.width())
            painter.drawText(room, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, elided)
        painter.end()

    def _visible_notes(self) -> list[tuple[int, str, QColor]]:
        """The notes of the lines on screen (a message of thousands of lines: not one paint through
        every note of it, at each blink of the cursor)."""
        notes = []
        block, height, offset = self.firstVisibleBlock(), self.viewport().height(), self.contentOffset()
        while block.isValid() and self.blockBoundingGeometry(block).translated(offset).top() <= height:
            line = block.blockNumber() + 1
            if line in self.reasons:
                notes.append((line, self.reasons[line], REASON))
            elif line in self.remarks:
                notes.append((line, remark_note(self.chatter[line]), REMARK))
            elif line in self.chatter:
                notes.append((line, self.chatter[line], GREY))
            elif line in self.readings:
                notes.append((line, self.readings[line], READ))
            block = block.next()
        return notes

    def _room(self, line: int) -> QRect | None:
        """The free space after a line's text, where its note is painted; None when hidden."""
        block = self.document().findBlockByNumber(line - 1)
        if not block.isValid() or not block.isVisible():
            return None
        box = self.blockBoundingGeometry(block).translated(self.contentOffset())
        if box.bottom() < 0 or box.top() > self.viewport().height():
            return None
        metrics = self.fontMetrics()
        left, char = box.left() + self.document().documentMargin(), metrics.averageCharWidth()
        x = int(max(left + metrics.horizontalAdvance(block.text()) + 3 * char, left + 24 * char))
        width = self.viewport().width() - x - 4
        return QRect(x, int(box.top()), width, int(box.height())) if width >= 40 else None

    def insertFromMimeData(self, source) -> None:
        super().insertFromMimeData(source)
        self.pasted.emit()

    def _redo_key(self, event: QKeyEvent) -> bool:
        return not self.isReadOnly() and QKeySequence(event.keyCombination()) in REDO_KEYS

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and self._redo_key(cast(QKeyEvent, event)):
            event.accept()                  # the key comes to the text, not to the window's Redo
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._redo_key(event):
            self.redo()
            event.accept()
            return
        super().keyPressEvent(event)

    def viewportEvent(self, event) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            line = self.line_at(event.pos())
            note = self.reasons.get(line) or self.chatter.get(line) or self.readings.get(line)
            if line in self.remarks and line not in self.reasons:
                note = remark_note(self.chatter[line])
            if note and line in self.fixes:
                note += f"\nClick the fix to write: {self.fixes[line].strip()}"
            if note:
                QToolTip.showText(event.globalPos(), note, self.viewport())
            else:
                QToolTip.hideText()
            return True
        if event.type() == QEvent.Type.MouseButtonPress and event.button() == Qt.MouseButton.LeftButton:
            for line, box in self.fix_boxes.items():
                if box.contains(event.position().toPoint()):
                    self.fixClicked.emit(line)
                    return True
        return super().viewportEvent(event)
