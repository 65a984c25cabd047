"""One nation's orders as the GM pastes them: every line marked accepted or refused as the text
changes (read off the window's thread: app/orders/reading.py), the reason written beside a refused
line with its fix to click, remarks told apart, lines that are not orders greyed, after a paste what
it gave and the cursor on the line to look at first (app/orders/letter_verdicts.py), Save and Revert."""

from __future__ import annotations

from collections.abc import Callable

import msgspec
from PySide6.QtCore import QItemSelectionModel, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QTextCursor
from PySide6.QtWidgets import (
    QHBoxLayout, QLabel, QListView, QListWidget, QListWidgetItem, QPushButton, QSizePolicy, QVBoxLayout, QWidget)

from app.orders.choices import LineChoices
from app.orders.order_text import OrderText
from app.orders.letter_verdicts import (
    aside_reason, first_to_look_at, line_verdict, not_orders, paste_summary, remark_note, remarks)
from app.orders.reading import BackgroundReading, is_long, off_thread_from
from app.rulesets import ruleset_ui
from app.session import GameSession
from engine.errors import BerthierError
from engine.order_sheet import Order, OrderProblem, OrderSheet

CHECK_DELAY_MS = 300          # re-check this long after the last keystroke
DRAFT_DELAY_MS = 1000         # keep a draft this long after the last keystroke
PROBLEMS_HEIGHT = 110         # the problems' list at its tallest (pixels)...
PROBLEMS_BATCH = 40           # the problems laid out between two turns of the window's events
PROBLEMS_SHARE = 8            # ... and no taller than an eighth of the screen (the letter has room at 1366x768)


def describe(sheet: OrderSheet, aside: dict[int, str] | None = None) -> str:
    """'6 orders, 1 refused' for the status line (6 orders read and a line refused); `aside`: the sheet's `set_aside`, when it is known."""
    refused = len({p.line for p in sheet.problems})
    read = len(sheet.orders)        # the orders read, apart from the lines refused (the CLI counts them so)
    aside = set_aside(sheet) if aside is None else aside
    said = f"; {not_orders(aside)}" if aside else ""     # a letter of no order may still ask the GM something
    if read + refused == 0:
        return "No orders: the units hold" + said + "."
    text = f"{read} order{'s' if read != 1 else ''}"
    text += f", {refused} refused" if refused else ", all accepted"
    return text + said


def set_aside(sheet: OrderSheet) -> dict[int, str]:
    """The lines that gave no order and no problem, with why (several notes of a line joined): not
    the notes of a line that gave orders ('read by meaning: ...', 'set aside: ... which gives no
    order' of a part of it), which was shown greyed as if it were not an order. A line of talk that
    asks the GM something is said to be a question (`aside_reason`)."""
    given = set(sheet.lines) | {p.line for p in sheet.problems}
    aside: dict[int, str] = {}
    for c in sheet.chatter:
        if c.line not in given:
            reason = aside_reason(c)
            aside[c.line] = f"{aside[c.line]}; {reason}" if c.line in aside else reason
    return aside


def readings(sheet: OrderSheet, say: Callable[[Order], str]) -> dict[int, str]:
    """What each line that gave orders was read as ('read as: build 1 cavalry in Picardy'), when the
    line does not say it in those very words, and the words of it set aside: so that the GM sees
    what a line written in prose was taken for, not only that it was taken."""
    said: dict[int, list[str]] = {}
    written: dict[int, str] = {}
    for line, text, order in sheet.entries():
        said.setdefault(line, []).append(say(order))
        written[line] = text
    notes: dict[int, str] = {}
    for line, orders in said.items():
        if _plain(written[line]) != _plain("; ".join(orders)):
            notes[line] = "read as: " + "; ".join(orders)
    for c in sheet.chatter:
        if c.line in notes and not c.reason.startswith(MEANING_NOTE):   # that one says what the reading says
            notes[c.line] += f"; {c.reason}"
    return notes


MEANING_NOTE = "read by meaning"     # engine/words/sheet.py's note of a line read by meaning


def _plain(text: str) -> str:
    """A line as its reading is compared with it: its case, stops and a count of one aside ('build 1
    cavalry in Normandy' says what 'build cavalry in Normandy' says)."""
    return " ".join(w for w in text.casefold().replace(",", " ").replace(".", " ").split() if w != "1")


def problem_text(p: OrderProblem) -> str:
    fix = f" \u2014 fix: {p.fix.strip()}" if p.fix is not None else ""
    return f"Line {p.line}: {p.kind}: {p.reason}{fix}"


def offered_orders(p: OrderProblem) -> tuple[str, ...]:
    """The orders a refused line's buttons offer (Alt+1 the first): its fix first, then the orders it
    may mean. The fix is what the verdict says the line may be ("did you mean 'Paris'?"): after the
    orders by meaning, Alt+1 wrote Alsace under "fix: build 1 cavalry in Paris"; and a line with a
    fix alone (a political step may offer no other) had it for the mouse only."""
    fix = (p.fix or "").strip()
    return (fix, *(c for c in p.choices if c.strip() != fix)) if fix else tuple(p.choices)


class OrdersEditor(QWidget):
    """The orders of one nation for the current turn."""

    modifiedChanged = Signal(bool)
    checked = Signal()                     # the text was checked again (`sheet` is fresh)

    def __init__(self, session: GameSession, nation: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.nation = nation
        self.sheet: OrderSheet | None = None
        self._choices: dict[int, OrderProblem] = {}     # line -> its first problem with choices
        self._problem_rows: dict[int, list[int]] = {}   # line -> the rows of its problems in the list
        self._listed = 0                                # how many times the list was filled
        self._stored = ""
        self._modified = False

        self.banner = QLabel()
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet("QLabel { background: #fff3cd; border: 1px solid #d9c27a; padding: 6px; }")
        self.banner.hide()
        self.text = OrderText()
        self.text.setObjectName("ordersText")
        self.text.set_example(ruleset_ui(session.rules.id).example_orders)
        self.status = QLabel()
        self.status.setObjectName("status")
        # "2 orders, 1 refused; 2 lines not orders — not saved" wraps rather than widen the dock
        # (and shrink the map) when a message is pasted
        self.status.setWordWrap(True)
        self.problems = QListWidget()
        self.problems.setObjectName("problems")
        self.problems.setWordWrap(True)
        self.problems.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.problems.setMaximumHeight(PROBLEMS_HEIGHT)
        self.problems.setToolTip("Click a problem to go to its line")
        self.problems.setLayoutMode(QListView.LayoutMode.Batched)      # hundreds of problems: see _list_problems
        self.problems.setBatchSize(PROBLEMS_BATCH)
        self.problems.hide()
        # the whole verdict of the line the cursor is on: beside a line it is cut at the text's edge
        self.verdict = QLabel()
        self.verdict.setObjectName("lineVerdict")
        self.verdict.setWordWrap(True)
        self.verdict.setTextFormat(Qt.TextFormat.PlainText)
        self.verdict.setStyleSheet("QLabel { color: #4a4036; }")
        self.verdict.hide()
        self.choices = LineChoices()          # the orders a refused line may mean, a click each
        # one or two lines, not three (under a pasted letter at 1366x768)
        self.note = QLabel("Refused lines will fail and be reported to the player.")
        self.note.setToolTip("Refused lines are saved as written: they will fail and be reported to the "
                             "player.")
        self.note.setWordWrap(True)
        self.note.setStyleSheet("QLabel { color: #6b5d4f; }")
        self.note.hide()
        self.save_button = QPushButton("Save")
        self.save_button.setToolTip("Store these orders in the game file")
        self.fix_button = QPushButton("Apply suggested fixes")
        self.fix_button.setToolTip("Write each suggested correction ('did you mean ...') in place of its line, "
                                   "in one step (Ctrl+Z undoes it). Greetings and chatter need nothing: they "
                                   "are kept, greyed, and not read as orders.")
        self.fix_button.hide()
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
        layout.addWidget(self.verdict)
        layout.addWidget(self.problems)
        layout.addWidget(self.choices)
        note = QHBoxLayout()
        note.addWidget(self.note, 1)
        note.addWidget(self.fix_button)
        layout.addLayout(note)
        layout.addLayout(buttons)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(CHECK_DELAY_MS)
        self._timer.timeout.connect(self.check_soon)
        self.background = BackgroundReading(session, self)     # a long message read off the window's thread
        self.background.done.connect(self._read_off_thread)
        self._reading: str | None = None                       # the text being read there
        self.off_thread_from = off_thread_from()               # every text on a real screen
        self._pasted: tuple[str, int] | None = None            # the text just pasted, the cursor after it
        self._summary: tuple[int, str] | None = None           # the paste's summary, while on its line
        self._checked_text: str | None = None                  # the text `sheet` is the verdicts of
        self._aside: dict[int, str] | None = None              # `sheet`'s lines set aside
        self._new_letter = False                               # a letter stored meanwhile: not checked yet
        self._draft_timer = QTimer(self)
        self._draft_timer.setSingleShot(True)
        self._draft_timer.setInterval(DRAFT_DELAY_MS)
        self._draft_timer.timeout.connect(self.keep_draft)
        self.restored_draft = False
        self.text.textChanged.connect(self._edited)
        self.text.pasted.connect(self._was_pasted)
        self.problems.itemClicked.connect(self._problem_picked)
        self.text.cursorPositionChanged.connect(self._show_verdict)
        self.choices.chosen.connect(self.write_choice)
        self.fix_button.clicked.connect(self.apply_fixes)
        self.text.fixClicked.connect(self.apply_fix)
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
        self._stored = self.session.month_text(self.nation)
        draft = self.session.draft(self.nation) if keep_draft else None
        if not keep_draft:
            self.session.drop_draft(self.nation)
        self.restored_draft = draft is not None and draft != self._stored
        self.text.setPlainText(draft if draft is not None and self.restored_draft else self._stored)
        self._draft_timer.stop()
        self.check_soon()           # off the window's thread on a real screen (a game opened with letters)

    def set_eliminated(self, eliminated: bool) -> None:
        self.banner.setVisible(eliminated)
        if eliminated:
            self.banner.setText(f"<b>{self.nation} has been eliminated</b>: it has no provinces and no "
                                f"units, so it gives no orders.")
        self.text.setReadOnly(eliminated)
        self.text.setEnabled(not eliminated)
        self.save_button.setEnabled(not eliminated)

    def _edited(self) -> None:
        self._pasted = self._summary = None
        self._timer.start()
        self._draft_timer.start()
        self._set_modified(self.orders_text() != self._stored)

    def _was_pasted(self) -> None:
        """Once the paste is read, what it gave is said and the cursor put where the GM must look
        first, unless he has moved it or typed meanwhile."""
        self._pasted = (self.orders_text(), self.text.textCursor().position())

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
        cursor.movePosition(QTextCursor.MoveOperation.End)
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
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
        cursor.insertText(line)
        self.text.setTextCursor(cursor)
        self.check_soon()

    def write_choice(self, number: int, line: str) -> None:
        """A choice clicked under the problems: written in place, the keys back in the text so that
        Ctrl+Z undoes it there (on the button it went to the window's Undo, a GM change's)."""
        if self._stale() and line not in self._offered(number):
            return                          # the text changed under the buttons: the line offers it no more
        self.replace_line(number, line)
        self.text.setFocus(Qt.FocusReason.OtherFocusReason)

    def _stale(self) -> bool:
        """The verdicts shown are not the text's (typed or pasted, its reading under way): checked now,
        so that a choice or a fix clicked meanwhile goes to the line it was offered for. True when
        they were."""
        if self.sheet is None or self._checked_text == self.orders_text():
            return False
        self.check_now()
        return True

    def _offered(self, number: int) -> tuple[str, ...]:
        problem = self._choices.get(number)
        return problem.choices if problem is not None else ()

    def choose(self, n: int) -> bool:
        """The `n`-th order shown under the problems (from 0) written in place of its line, as a click
        on it would (Alt+1, Alt+2, Alt+3: a GM on the keys reached the buttons only with the mouse);
        False when there is no such choice."""
        if self.choices.isHidden() or not 0 <= n < len(self.choices.buttons):
            return False
        self.choices.buttons[n].click()
        return True

    def _problem_picked(self, item: QListWidgetItem) -> None:
        number = item.data(Qt.ItemDataRole.UserRole)
        self.go_to_line(number)
        self._show_choices()

    def go_to_line(self, number: int) -> None:
        block = self.text.document().findBlockByNumber(number - 1)
        if block.isValid():
            cursor = QTextCursor(block)
            cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
            self.text.setTextCursor(cursor)
            self.text.centerCursor()
            self.text.setFocus()

    # -- checking -------------------------------------------------------------------------------
    def check_soon(self) -> None:
        """Check the text once it is read off the window's thread (the window answers meanwhile; the
        status says it is being read); at once on the tests' headless screens when it is short."""
        text = self.orders_text()
        if len(text) < self.off_thread_from:
            self.check_now()
            return
        self._timer.stop()
        if self.background.start(self.nation, text) is None:
            self.check_now()
            return
        self._reading = text
        self._update_status()

    def first_check_under_way(self) -> bool:
        """The letter shown has never been checked and its check is under way (a game just opened, a
        new letter stored while it is shown): the verdicts are not its own yet."""
        return (self.sheet is None or self._new_letter) and (self._reading is not None or self._timer.isActive())

    def recheck(self) -> None:
        """The position changed (a GM edit, its undo or redo): the same text checked again, off the
        window's thread as a typed text is (with several nations' letters open, a GM edit stopped
        the window for every one of them); a newer change's check wins over an older one's. Until
        it is done the verdicts shown are the older position's: a choice or a fix clicked meanwhile
        is checked first (`_stale`)."""
        self._checked_text = None
        self.check_soon()

    def _read_off_thread(self, ticket: int) -> None:
        checked = self.background.sheet_of(ticket)
        if ticket != self.background.latest or self._reading is None:
            return                          # a reading of an older text: a newer one is under way
        read, self._reading = self._reading, None
        if self.orders_text() != read or self._timer.isActive():
            self._update_status()           # typed meanwhile: the newer text is checked in its turn
        elif checked is None:
            self.check_now()                # not checked there: here, saying why
        else:
            self._show(checked, read)

    def check_now(self) -> OrderSheet | None:
        """Check the text on the window's thread, and show its verdicts."""
        self._timer.stop()
        self._reading = None
        text = self.orders_text()
        sheet: OrderSheet | BerthierError
        try:
            sheet = self.session.check_orders(self.nation, text)
        except BerthierError as e:
            sheet = e
        return self._show(sheet, text)

    def _show(self, sheet: OrderSheet | BerthierError, text: str) -> OrderSheet | None:
        """Each line's verdict, the problems' list, the choices and the status of the checked `text`."""
        self._checked_text = text
        self._new_letter = False
        if isinstance(sheet, BerthierError):
            e = sheet
            self.sheet = self._aside = None
            self.text.set_marks(set(), {})
            self._choices = {}
            self._problem_rows = {}
            self._listed += 1
            self.choices.show_for(None)
            self.problems.clear()
            self.problems.hide()
            self.status.setText(f"Cannot check these orders: {e}")
            return None
        self.sheet = sheet
        reasons: dict[int, str] = {}
        for p in sheet.problems:
            said = reasons.get(p.line)
            if said and p.reason in said:
                continue                    # two orders of one line refused for the same reason
            reasons[p.line] = f"{said}; {p.reason}" if said else f"{p.kind}: {p.reason}"
        aside = self._aside = set_aside(sheet)
        self.text.set_marks(set(sheet.lines) - set(reasons), reasons, sheet.fixes(), aside,
                            readings(sheet, self._say), remarks(aside))
        self._list_problems(sheet)
        self.problems.setVisible(bool(sheet.problems))
        self._fit_problems()
        self._choices = {}
        for p in sheet.problems:
            offered = offered_orders(p)
            if offered:
                self._choices.setdefault(p.line, msgspec.structs.replace(p, choices=offered))
        self.note.setVisible(bool(sheet.problems))
        self.fix_button.setVisible(bool(sheet.fixes()))
        self._update_status()
        if not self._after_paste(sheet, aside):
            self._show_verdict()
        self.checked.emit()
        return sheet

    def _list_problems(self, sheet: OrderSheet) -> None:
        """One row a problem, each line's said once ('A - Flanders, B - Champagne' in Winter), added
        in one go: added one by one, the 600 problems of a message of 2,000 lines were each laid out
        at once; the list lays them out a batch at a time (`PROBLEMS_BATCH`), the window answering
        between batches."""
        rows: dict[str, OrderProblem] = {}
        for p in sheet.problems:
            rows.setdefault(problem_text(p), p)
        self._problem_rows = {}
        self._listed += 1
        for row, p in enumerate(rows.values()):
            self._problem_rows.setdefault(p.line, []).append(row)
        self.problems.setUpdatesEnabled(False)
        self.problems.clear()
        self.problems.addItems(list(rows))
        for row, p in enumerate(rows.values()):
            item = self.problems.item(row)
            item.setData(Qt.ItemDataRole.UserRole, p.line)
            item.setToolTip(f"{p.text.strip()}\n{p.reason}")
        self.problems.setUpdatesEnabled(True)

    def _after_paste(self, sheet: OrderSheet, aside: dict[int, str]) -> bool:
        """The text just pasted read: what it gave said under it, the cursor on the line to look at
        first (its problem marked, its choices shown); False when it is not that text any more or
        the GM moved the cursor meanwhile."""
        pasted, self._pasted = self._pasted, None
        if pasted is None or self.text.textCursor().position() != pasted[1] or self.orders_text() != pasted[0]:
            return False
        first = first_to_look_at(sheet, aside)
        line = first if first is not None else self.text.textCursor().blockNumber() + 1
        self._summary = (line, paste_summary(sheet, aside, first))
        if first is not None:
            block = self.text.document().findBlockByNumber(first - 1)
            self.text.setTextCursor(QTextCursor(block))     # its verdict shown by the cursor's move
            self.text.ensureCursorVisible()
        self._show_verdict()
        return True

    def _say(self, order: Order) -> str:
        try:
            return self.session.rules.format_order(order, self.session.board)
        except Exception:                   # a ruleset that cannot write this order back: its fields
            return str(order)

    def _fit_problems(self) -> None:
        """The problems' list no taller than its problems (one problem took the room of four, off
        the orders' text), at most `PROBLEMS_HEIGHT` and an eighth of the screen."""
        width = self.problems.viewport().width() if self.problems.isVisible() else self.width() - 24
        metrics, wrap = self.problems.fontMetrics(), Qt.TextFlag.TextWordWrap
        rows = sum(metrics.boundingRect(QRect(0, 0, max(width - 8, 80), 10_000), wrap, self.problems.item(i).text())
                   .height() + 2 for i in range(min(self.problems.count(), 6)))
        frame = 2 * self.problems.frameWidth() + 4
        screen = self.screen() or QGuiApplication.primaryScreen()
        tallest = min(PROBLEMS_HEIGHT, screen.availableGeometry().height() // PROBLEMS_SHARE) if screen else PROBLEMS_HEIGHT
        self.problems.setMaximumHeight(min(tallest, max(rows + frame, 24)))

    def _show_choices(self) -> None:
        """The orders the cursor's line may mean when it has some, else those of the first line that
        has (the first line's were shown whatever line the GM was on: a second refused line's
        choices could be reached only from the problems' list)."""
        line = self.text.textCursor().blockNumber() + 1
        self.choices.show_for(self._choices.get(line) or next(iter(self._choices.values()), None))

    def _show_verdict(self) -> None:
        """The verdict of the cursor's line in full under the text, when it has one, its problem
        marked in the problems' list and its choices."""
        line = self.text.textCursor().blockNumber() + 1
        self._show_choices()
        self._mark_problem(line)
        marks = self.text
        aside = marks.chatter.get(line)
        if aside is not None and line in marks.remarks:
            aside = remark_note(aside)
        note = line_verdict(line, listed=line in self._problem_rows, reasons=marks.reasons,
                            chatter={line: aside} if aside is not None else {},
                            readings=marks.readings, fixes=marks.fixes)
        if note and not note.startswith(f"Line {line}:"):
            note = f"Line {line}: {note}"
        if self._summary is not None and self._summary[0] != line:
            self._summary = None            # the GM has gone on: the line's own verdict
        if self._summary is not None:
            note = self._summary[1] + (f"\n{note}" if note else "")
        self.verdict.setText(note)
        self.verdict.setVisible(bool(note))

    def _mark_problem(self, line: int) -> None:
        """The problems of the cursor's line marked in the list, every one of them (only the first was:
        a line refused twice, 'E - Baden, F - Bavaria', looked refused once), and scrolled to; none
        when the line has none (the list showed every problem and none marked: the GM matched them
        by number)."""
        rows = [row for row in self._problem_rows.get(line, ()) if row < self.problems.count()]
        if not rows:
            self.problems.clearSelection()
            return
        first = self.problems.item(rows[0])
        self.problems.setCurrentItem(first)             # clears the other line's rows
        marking = self.problems.selectionModel()
        for row in rows[1:]:
            marking.select(self.problems.model().index(row, 0), QItemSelectionModel.SelectionFlag.Select)
        self._scroll_to_problems(self._listed, rows[-1], rows[0])

    def _scroll_to_problems(self, listed: int, *rows: int, tries: int = 100) -> None:
        """The list scrolled to `rows` (the first last, the others too when there is room) once they
        are laid out (the list lays out a batch at a time: a row far down has no place at first)."""
        if listed != self._listed:
            return                          # the list was filled again meanwhile
        items = [item for item in map(self.problems.item, rows) if item is not None]
        if tries and not all(self.problems.visualItemRect(item).isValid() for item in items):
            QTimer.singleShot(10, lambda: self._scroll_to_problems(listed, *rows, tries=tries - 1))
            return
        for item in items:
            self.problems.scrollToItem(item)

    def _update_status(self) -> None:
        if self.sheet is None and self._reading is None:
            return                          # not checked: the status says why (or nothing, before any check)
        if self._reading is not None:
            lines = self._reading.count("\n") + 1
            text = (f"Reading {lines:,} lines\u2026 (the window answers meanwhile)" if is_long(self._reading)
                    else "Checking\u2026")
        else:
            text = ("Checking\u2026" if self._timer.isActive() or self.sheet is None
                    else describe(self.sheet, self._aside))
        if self._modified:
            text += (" \u2014 restored draft, not saved" if self.restored_draft else " \u2014 not saved")
        self.status.setText(text)

    def apply_fix(self, number: int) -> None:
        """Write the suggested fix of line `number` in its place (undoable)."""
        fix = self.sheet.fixes().get(number) if self.sheet else None
        if fix is not None and self._stale() and self.sheet is not None and self.sheet.fixes().get(number) != fix:
            return                          # the text changed under the fix: its line has another
        if fix is not None:
            self.replace_line(number, fix)

    def apply_fixes(self) -> None:
        """Every suggested fix written in place, in one undoable step."""
        fixes = self.sheet.fixes() if self.sheet else {}
        cursor = QTextCursor(self.text.document())
        cursor.beginEditBlock()
        for number, fix in fixes.items():
            block = self.text.document().findBlockByNumber(number - 1)
            if block.isValid():
                cursor.setPosition(block.position())
                cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
                cursor.insertText(fix)
        cursor.endEditBlock()
        self.check_soon()
        self.text.setFocus(Qt.FocusReason.OtherFocusReason)     # Ctrl+Z undoes the fixes, not a GM change

    # -- storing --------------------------------------------------------------------------------
    def save(self) -> bool:
        """Store the text as written, refused lines included (they will fail and be reported)."""
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
        cursor.select(QTextCursor.SelectionType.Document)
        cursor.insertText(self._stored)
        self.check_soon()
        self.text.setFocus(Qt.FocusReason.OtherFocusReason)     # Ctrl+Z brings the edit back, not a GM change

    def stored_changed(self) -> None:
        """The stored orders changed elsewhere (a letter brought by a mail import): follow them unless
        the GM is editing. The new letter is checked as a typed one is, off the window's thread on a
        real screen (it was checked on it: the window stopped for the reading); until then the
        nations' list says it is being checked, and a newer change (typing, another letter, a GM
        edit) wins over its check."""
        stored = self.session.month_text(self.nation)
        if stored == self._stored:
            return
        if not self._modified:
            self._stored = stored
            self.text.setPlainText(stored)
            self._new_letter = True
            self.check_soon()
        else:
            self._stored = stored
            self._set_modified(self.orders_text() != stored)
