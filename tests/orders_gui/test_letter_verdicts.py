"""A player's letter pasted into the orders as a GM reads it: read off the window's thread (typing
meanwhile never lost, the newer text's reading shown), a refused line's reason said once (its row
marked in the problems' list, not written again under the text), after the paste what it gave and
the cursor on the first line to look at, and a remark told apart from an order and a refusal."""

import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest

from app.orders.editor import describe
from app.orders.letter_verdicts import NO_ORDER, paste_summary, questions
from app.orders.order_text import ACCEPTED, CHATTER, REJECTED, REMARK_BACK
from engine.order_sheet import REMARK, Chatter, OrderProblem, OrderSheet

LETTER = ("Dear GM,\n"
          "build 1 infantry in Paris\n"
          "build 1 dragoon in Paris\n"
          "A - Vienna\n"
          "my regards to the court of Vienna\n"
          "build 1 infantry in Pqrys\n"
          "Vive l'Empereur")


@pytest.fixture
def editor(dock):
    editor = dock.editors["France"]
    editor.off_thread_from = 1              # as on a real screen: every message read off the window's thread
    return editor


@pytest.fixture
def held_reader(session, monkeypatch):
    """The reader held until the test lets it go (a slow machine, a long letter): the names of the
    threads it was asked to read on, and the event that lets it go."""
    rules = session.game.rules
    parse = rules.parse_orders
    go = threading.Event()
    readers: list[str] = []

    def held(*args, **kwargs):
        readers.append(threading.current_thread().name)
        go.wait(20)
        return parse(*args, **kwargs)
    monkeypatch.setattr(rules, "parse_orders", held)
    yield readers, go
    go.set()


def paste(editor, text: str) -> None:
    """Ctrl+V of `text`, as the GM pastes a mail."""
    QGuiApplication.clipboard().setText(text)
    editor.text.setFocus()
    editor.text.paste()


def checked(qtbot, editor, text: str) -> None:
    qtbot.waitUntil(lambda: editor.sheet is not None and editor.orders_text() == text
                    and not editor.status.text().startswith(("Checking", "Reading")), timeout=30_000)


def test_a_short_letter_is_read_off_the_windows_thread_and_typing_meanwhile_is_kept(qtbot, editor, held_reader):
    readers, go = held_reader
    paste(editor, LETTER)
    qtbot.waitUntil(lambda: bool(readers), timeout=10_000)
    assert readers == ["reading France's orders"]            # not the window's thread: it answers
    assert editor.status.text().startswith("Checking")
    editor.text.moveCursor(editor.text.textCursor().MoveOperation.End)
    QTest.keyClick(editor.text, Qt.Key.Key_Return)               # typed while the letter is read
    QTest.keyClicks(editor.text, "build 1 cavalry in Paris")
    go.set()
    typed = LETTER + "\nbuild 1 cavalry in Paris"
    checked(qtbot, editor, typed)
    assert editor.sheet.lines == (2, 8)                       # the newer text's reading is shown
    assert editor.text.accepted == {2, 8}


def test_the_reading_of_an_older_text_never_replaces_the_newer_ones(qtbot, editor, held_reader):
    readers, go = held_reader
    paste(editor, "build 1 infantry in Pqrys")
    qtbot.waitUntil(lambda: bool(readers), timeout=10_000)
    editor.text.setPlainText("build 1 infantry in Paris")
    go.set()
    checked(qtbot, editor, "build 1 infantry in Paris")
    qtbot.wait(100)                                           # the older reading's end, if it were shown
    assert not editor.sheet.problems and editor.text.accepted == {1}


def test_undo_and_redo_of_a_paste_read_off_the_thread_as_before(qtbot, editor):
    editor.text.setPlainText("build 1 infantry in Paris")
    checked(qtbot, editor, "build 1 infantry in Paris")
    editor.text.selectAll()
    paste(editor, LETTER)
    checked(qtbot, editor, LETTER)
    assert len({p.line for p in editor.sheet.problems}) == 3
    editor.text.undo()
    checked(qtbot, editor, "build 1 infantry in Paris")
    assert not editor.sheet.problems
    editor.text.redo()
    checked(qtbot, editor, LETTER)
    assert len({p.line for p in editor.sheet.problems}) == 3


def test_after_a_paste_what_it_gave_is_said_and_the_cursor_is_on_the_first_refused_line(qtbot, editor):
    paste(editor, LETTER)
    checked(qtbot, editor, LETTER)
    assert editor.text.textCursor().blockNumber() + 1 == 3      # not left after the last line
    said = editor.verdict.text()
    assert said.startswith("Pasted: 1 line gives orders, 3 refused"), said
    assert "; 3 lines not orders." in said and "Line 3, the first refused, is under the cursor" in said
    assert editor.problems.currentRow() == 0 and editor.problems.selectedItems()
    assert editor.choices.label.text() == "Line 3 may mean:"
    QTest.keyClick(editor.text, Qt.Key.Key_Down)                          # the GM goes on: the line's own verdict
    assert "Pasted" not in editor.verdict.text()


def test_a_refused_lines_reason_is_said_once_in_the_problems_list_marked(qtbot, editor):
    editor.text.setPlainText(LETTER)
    checked(qtbot, editor, LETTER)
    cursor = editor.text.textCursor()
    cursor.setPosition(editor.text.document().findBlockByNumber(3).position())   # line 4: not allowed
    editor.text.setTextCursor(cursor)
    marked = editor.problems.selectedItems()
    assert [i.text() for i in marked] == ["Line 4: not allowed: Vienna does not border Alsace"]
    assert "Vienna does not border Alsace" not in editor.verdict.text()        # not written twice
    cursor.setPosition(editor.text.document().findBlockByNumber(4).position())   # line 5: talk
    editor.text.setTextCursor(cursor)
    assert editor.verdict.text().startswith("Line 5: not an order") and not editor.problems.selectedItems()


def test_the_gm_who_moved_the_cursor_before_the_paste_was_read_keeps_it(qtbot, editor, held_reader):
    readers, go = held_reader
    paste(editor, LETTER)
    qtbot.waitUntil(lambda: bool(readers), timeout=10_000)
    QTest.keyClick(editor.text, Qt.Key.Key_Up)
    where = editor.text.textCursor().position()
    go.set()
    checked(qtbot, editor, LETTER)
    assert editor.text.textCursor().position() == where and "Pasted" not in editor.verdict.text()


TALK = "Dear GM,\nbuild 1 infantry in Paris\nWe sail at dawn!\nVive l'Empereur"


def test_a_remark_is_shown_apart_from_an_order_a_refusal_and_talk(qtbot, editor):
    paste(editor, TALK)         # line 3: a line of which no order can be made (engine.words.meaning.no_order)
    checked(qtbot, editor, TALK)
    colours = editor.text._colours
    assert colours[3] == REMARK_BACK and REMARK_BACK not in (ACCEPTED, REJECTED, CHATTER)
    assert colours[1] == CHATTER and colours[2] == ACCEPTED
    assert editor.text.textCursor().blockNumber() + 1 == 3      # no refusal: the remark is looked at first
    said = editor.verdict.text()
    assert "3 lines not orders (1 a remark)" in said and "Line 3, the first remark" in said, said
    assert said.endswith(f"Line 3: {NO_ORDER} \u2014 {REMARK}")
    assert describe(editor.sheet) == "1 order, all accepted; 3 lines not orders (1 a remark)"


def sheet_with_a_remark(problems=()):
    return OrderSheet("France", ("ORDER",), (2,), ("build 1 infantry in Paris",), tuple(problems),
                      (Chatter(1, "Dear GM,"), Chatter(5, "my regards to the court of Vienna", REMARK)))


def test_a_paste_summary_counts_lines_not_orders():
    sheet = sheet_with_a_remark([OrderProblem(3, "build 1 dragoon in Paris", "not understood", "not a unit",
                                              choices=("build 1 cavalry in Paris", "build 1 infantry in Paris"))])
    aside = {1: "not an order", 5: REMARK}
    assert paste_summary(sheet, aside, 3) == (
        "Pasted: 1 line gives orders, 1 refused (1 may mean one of several orders); 2 lines not orders (1 a "
        "remark). Line 3, the first refused, is under the cursor; its reason is below.")


QUESTIONED = ("Dear GM,\nbuild 1 infantry in Paris\nWe sail at dawn!\nWhen does the winter end?\n"
              "Is the Channel open to us?\nVive l'Empereur")


def test_the_lines_not_orders_are_counted_alike_above_and_below_the_letter(qtbot, editor):
    """What the paste gave (above the cursor's verdict) and the status under the letter count the same
    lines the same way: a question to the GM counted once, as a question (the paste said '3 remarks (read
    as no order)' where the status said '2 remarks, 1 a question to the GM' of the same letter)."""
    paste(editor, QUESTIONED)
    checked(qtbot, editor, QUESTIONED)
    said, status = editor.verdict.text().split("\n")[0], editor.status.text()
    counted = status.split("; ", 1)[1].split(" \u2014 ")[0]       # not " — not saved"
    assert counted.startswith("5 lines not orders (") and "question" in counted, status
    assert f"; {counted}." in said, (said, status)
    asked = sum(int(n) for n in __import__("re").findall(r"(\d+) (?:a )?questions? to the GM", counted))
    assert asked == len(questions(editor._aside)) >= 1


def test_a_letter_of_questions_only_says_them_in_its_status():
    sheet = OrderSheet("France", (), (), (), (), (Chatter(1, "When does the winter end?"),))
    assert describe(sheet) == "No orders: the units hold; 1 line not orders (1 a question to the GM)."


def test_a_choice_clicked_before_the_text_typed_is_read_never_goes_to_another_line(qtbot, editor):
    paste(editor, LETTER)
    checked(qtbot, editor, LETTER)
    assert editor.choices.label.text() == "Line 3 may mean:"
    buttons = list(editor.choices.buttons)
    cursor = editor.text.textCursor()
    cursor.setPosition(0)
    cursor.insertText("Sire,\n")                      # the lines move down; not read yet
    buttons[0].click()                                # line 3 is now 'build 1 infantry in Paris'
    assert editor.orders_text() == "Sire,\n" + LETTER
    assert editor.choices.label.text() == "Line 4 may mean:"     # read again: the line's own choices
    editor.choices.buttons[0].click()
    assert editor.orders_text().split("\n")[3] == buttons[0].order


def test_a_fix_clicked_before_the_text_typed_is_read_never_goes_to_another_line(qtbot, editor):
    paste(editor, LETTER)
    checked(qtbot, editor, LETTER)
    assert editor.sheet.fixes() == {6: "build 1 infantry in Paris"}
    cursor = editor.text.textCursor()
    cursor.setPosition(0)
    cursor.insertText("Sire,\n")
    editor.apply_fix(6)                               # line 6 is now the talk of Vienna
    assert editor.orders_text() == "Sire,\n" + LETTER


@pytest.mark.parametrize("question", ["When does the winter end?", "Any news from Vienna?",
                                      "Did the Austrians get my letter last week ?"])
def test_a_line_of_talk_asking_the_gm_is_shown_as_a_question(qtbot, editor, question):
    """Talk ending in '?' (engine.order_sheet.asks_the_gm) is a question the GM answers: amber as a
    remark is, said to be a question, counted apart; it was greyed like a greeting."""
    from app.orders.letter_verdicts import ASKED
    text = f"Dear GM,\nbuild 1 infantry in Paris\n{question}\nVive l'Empereur"
    paste(editor, text)
    checked(qtbot, editor, text)
    assert editor.text._colours[3] == REMARK_BACK and editor.text._colours[4] == CHATTER
    assert editor.verdict.text().endswith(f"Line 3: {NO_ORDER} \u2014 {ASKED}"), editor.verdict.text()
    assert describe(editor.sheet) == "1 order, all accepted; 3 lines not orders (1 a question to the GM)"


def test_a_letter_stored_while_its_editor_is_shown_is_read_off_the_windows_thread(qtbot, dock, editor, session,
                                                                                   held_reader):
    """A mail import stores a new letter for the nation shown: read off the window's thread, as a typed
    one (it was read on it), the nations' list saying it is being checked until then."""
    readers, go = held_reader
    session.game.store_orders("France", LETTER)
    session.ordersChanged.emit("France")
    assert editor.orders_text() == LETTER
    qtbot.waitUntil(lambda: bool(readers), timeout=10_000)
    assert readers == ["reading France's orders"]
    assert dock.status_of("France").text == "checking\u2026"
    go.set()
    checked(qtbot, editor, LETTER)
    assert dock.status_of("France").text == "1 order, 3 refused"


def test_a_letter_stored_while_the_gm_types_another_never_replaces_his_text(qtbot, dock, editor, session):
    editor.text.setPlainText("build 1 cavalry in Paris")       # typed, not saved
    session.game.store_orders("France", LETTER)
    session.ordersChanged.emit("France")
    assert editor.orders_text() == "build 1 cavalry in Paris" and editor.is_modified()
