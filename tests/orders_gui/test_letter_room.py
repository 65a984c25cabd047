"""A player's letter on a laptop's screen (tests/real_display/test_letters.py drives it at 1366x768):
the nations' list and the problems' list give the orders' text room, the problem of the cursor's
line is marked in the list, the reader has read once before the GM pastes, and Ctrl+Y in any
line that is typed into redoes its typing where the platform does not bind it (X11)."""

import threading

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QComboBox, QDoubleSpinBox, QLineEdit, QListView

from app.orders import reading
from app.orders.nation_list import MIN_ROWS, NationList
from app.window import redo_key

ELEVEN = [(f"Nation {n}", "#888888") for n in range(11)]


def paste(qtbot, editor, text):
    with qtbot.waitSignal(editor.checked, timeout=2000):
        editor.text.setPlainText(text)


@pytest.mark.parametrize("screen_height, rows", [(768, MIN_ROWS), (1080, 11)])
def test_the_nations_list_takes_a_share_of_the_screen_not_the_letters_room(qtbot, monkeypatch, screen_height,
                                                                            rows):
    monkeypatch.setattr(NationList, "_screen_height", lambda self: screen_height)
    nations = NationList()
    qtbot.addWidget(nations)
    nations.set_nations(ELEVEN)
    row = max(nations.sizeHintForRow(0), 18)
    assert nations.height() == nations.header().sizeHint().height() + 6 + rows * row
    nations.show()
    qtbot.waitExposed(nations)
    nations.select("Nation 10")                 # the last: scrolled to when the list is short
    rect = nations.visualItemRect(nations.currentItem())
    assert nations.viewport().rect().contains(rect.center())


def test_the_problem_of_the_cursors_line_is_marked_in_the_list(qtbot, dock):
    editor = dock.editors["France"]
    editor.show()
    qtbot.waitExposed(editor)
    paste(qtbot, editor, "Hi GM\nbuild 1 dragoon in Paris\nbuild 2 infantry in Paris\nbuild 1 dragoon in Alsace\n")

    def marked(line):
        editor.go_to_line(line)
        chosen = editor.problems.selectedItems()
        return chosen[0].text() if chosen else None

    assert marked(2).startswith("Line 2: ")
    assert marked(4).startswith("Line 4: ")
    assert marked(1) is None and marked(3) is None, "a line with no problem marks none"


@pytest.mark.parametrize("line", [
    "E - Baden, F - Bavaria",                     # two moves, each to a place its corps does not border
    "E - Baden and build 1 dragoon in Paris",     # a move not allowed and a unit not understood
    "F - Bavaria; E - Baden",
])
def test_every_problem_of_the_cursors_line_is_marked_in_the_list(qtbot, dock, line):
    editor = dock.editors["France"]
    editor.show()
    qtbot.waitExposed(editor)
    paste(qtbot, editor, f"Sire\n{line}\nbuild 1 dragoon in Alsace\n")
    rows = [editor.problems.item(i).text() for i in range(editor.problems.count())]
    of_line_2 = [r for r in rows if r.startswith("Line 2: ")]
    assert len(of_line_2) == 2, rows

    editor.go_to_line(2)
    assert sorted(i.text() for i in editor.problems.selectedItems()) == sorted(of_line_2)
    editor.go_to_line(3)
    assert [i.text() for i in editor.problems.selectedItems()] == [r for r in rows if r.startswith("Line 3: ")]
    editor.go_to_line(1)
    assert editor.problems.selectedItems() == []


def test_the_reader_reads_once_off_the_windows_thread_when_a_game_opens(qtbot, session, monkeypatch):
    monkeypatch.setattr(reading, "HEADLESS", ())          # as on a real screen
    monkeypatch.setattr(reading, "_warming", [])
    read: list[tuple[str, bool, bool]] = []
    rules = session.game.rules
    original = rules.parse_orders

    def spy(text, nation, state, board):
        # the session's reading lock held: another thread cannot take it meanwhile
        took: list[bool] = []
        other = threading.Thread(target=lambda: took.append(session.reading_lock.acquire(blocking=False)))
        other.start()
        other.join()
        read.append((text, threading.current_thread() is threading.main_thread(), took[0]))
        return original(text, nation, state, board)

    monkeypatch.setattr(rules, "parse_orders", spy)
    thread = reading.warm_up(session)
    assert thread is not None
    thread.join(30)
    assert session.reader_warm.is_set()
    assert len(read) == 1 and read[0][0].strip(), read
    assert read[0][1:] == (False, False), "read on the window's thread, or without the reading lock"
    assert reading.warm_up(session) is None, "once a process"


@pytest.mark.parametrize("kind", ["line", "spin", "combo"])
def test_ctrl_y_in_a_line_redoes_its_typing_where_the_platform_binds_it_elsewhere(qtbot, monkeypatch, kind):
    # offscreen Qt binds Ctrl+Y to Redo as on Windows; on X11 it does not, and the key went to the
    # window's Redo (tests/real_display/test_line_keys.py): the line's own redo is what it calls
    monkeypatch.setattr(QKeyEvent, "matches", lambda self, key: False)    # Ctrl+Y is no Redo here, as on X11
    widget = {"line": QLineEdit, "spin": QDoubleSpinBox, "combo": QComboBox}[kind]()
    if isinstance(widget, QComboBox):
        widget.setEditable(True)
    qtbot.addWidget(widget)
    keeper = redo_key.RedoKey()
    widget.installEventFilter(keeper)
    redone = []
    line = redo_key.line_of(widget)
    assert line is not None
    monkeypatch.setattr(line, "redo", lambda: redone.append(True))
    override = QKeyEvent(QEvent.Type.ShortcutOverride, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    override.ignore()
    QApplication.sendEvent(widget, override)
    assert override.isAccepted(), "Ctrl+Y left to the window's shortcuts"
    QApplication.sendEvent(widget, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier))
    assert redone == [True]
    line.setReadOnly(True)
    assert redo_key.line_of(widget) is None, "a line that cannot be typed into keeps no key"


def test_a_lines_fix_is_its_first_choice_for_alt_1(qtbot, dock):
    # the fix was painted beside its line for the mouse only, and the buttons (Alt+1, Alt+2...) gave
    # the orders by meaning first: Alt+1 wrote Alsace under "fix: build 1 cavalry in Paris"
    editor = dock.editors["France"]
    editor.show()
    qtbot.waitExposed(editor)
    paste(qtbot, editor, "Hi GM\nbuild 1 cavalry in Pqrys\n")
    problem = next(p for p in editor.sheet.problems if p.line == 2)
    assert problem.fix == "build 1 cavalry in Paris"
    editor.go_to_line(2)
    assert editor.choices.label.text() == "Line 2 may mean:"
    orders = [b.order for b in editor.choices.buttons]
    assert orders[0] == "build 1 cavalry in Paris" and len(orders) == len(set(orders))
    assert editor.choose(0)
    assert editor.orders_text() == "Hi GM\nbuild 1 cavalry in Paris\n"
    assert editor.sheet.problems == ()


def test_a_line_with_a_fix_alone_offers_it():
    from app.orders.editor import offered_orders
    from engine.order_sheet import OrderProblem
    alone = OrderProblem(5, "ally with Prussa", "not understood", "no nation called 'Prussa'", fix="ally with Prussia")
    assert offered_orders(alone) == ("ally with Prussia",)
    both = OrderProblem(2, "x", "not allowed", "y", fix="A holds ", choices=("A - Baden", "A holds"))
    assert offered_orders(both) == ("A holds", "A - Baden")
    assert offered_orders(OrderProblem(3, "x", "not understood", "y")) == ()


def test_the_problems_of_a_long_message_are_listed_in_one_go_and_laid_out_in_batches(qtbot, dock):
    # added one by one, the 600 problems of a message of 2,000 lines were each laid out as it came:
    # the window stopped 0.2-0.4 s when the verdicts were shown
    editor = dock.editors["France"]
    editor.show()
    qtbot.waitExposed(editor)
    text = "".join(f"Hi GM, letter {n}\nbuild 1 dragoon in Paris\nbuild 1 dragoon in Alsace\n" for n in range(300))
    inserted: list[int] = []
    editor.problems.model().rowsInserted.connect(lambda _parent, first, last: inserted.append(last - first + 1))
    with qtbot.waitSignal(editor.checked, timeout=60_000):
        editor.text.setPlainText(text)
    assert editor.problems.count() == 600 and inserted == [600]
    assert editor.problems.layoutMode() is QListView.LayoutMode.Batched
    editor.go_to_line(900)                                  # the last problem, marked and scrolled to
    assert [i.text() for i in editor.problems.selectedItems()] == [editor.problems.item(599).text()]
    assert editor.problems.item(599).text().startswith("Line 900: ")
    qtbot.waitUntil(lambda: editor.problems.viewport().rect().intersects(
        editor.problems.visualItemRect(editor.problems.item(599))), timeout=5000)
