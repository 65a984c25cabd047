"""A long message is read off the window's thread (app/orders/reading.py), and what a line was read
as is shown beside it: a line read by meaning is a read line, not one 'not an order'."""

import threading

from engine.order_sheet import Chatter, OrderProblem, OrderSheet
from app.orders.editor import describe, readings, set_aside
from app.orders.reading import LONG_CHARS

LINE = "build 1 infantry in Paris\n"


def long_message(lines: str = LINE) -> str:
    return lines * (LONG_CHARS // len(lines) + 20)


def said(editor) -> list[str]:
    """Every status the editor shows from now on (a fast reading may show 'Reading ...' for a moment only)."""
    shown: list[str] = []
    set_text = editor.status.setText

    def recorded(text):
        shown.append(text)
        set_text(text)
    editor.status.setText = recorded
    return shown


def test_a_long_message_is_read_on_a_thread_of_its_own_and_then_shown(qtbot, dock, session):
    editor = dock.editors["France"]
    shown = said(editor)
    readers: list[str] = []
    parsed = session.game.parsed

    def watched(*args, **kwargs):
        readers.append(threading.current_thread().name)
        return parsed(*args, **kwargs)
    session.game.parsed = watched
    text = long_message()
    with qtbot.waitSignal(editor.checked, timeout=60_000):
        editor.text.setPlainText(text)
    assert any(s.startswith(f"Reading {text.count(chr(10)) + 1:,} lines") for s in shown), shown
    assert readers[0] == "reading France's orders"
    assert editor.sheet is not None and editor.text.accepted == {1}       # the copies are asked
    assert len(editor.sheet.problems) == text.count("\n") - 1
    assert not editor.status.text().startswith("Reading")


def test_the_reading_of_an_older_text_is_not_shown(qtbot, dock):
    editor = dock.editors["France"]
    shown = said(editor)
    editor.text.setPlainText(long_message())
    qtbot.waitUntil(lambda: any(s.startswith("Reading") for s in shown), timeout=5_000)
    newer = long_message("build 1 infantry in Pqrys\n")
    with qtbot.waitSignal(editor.checked, timeout=60_000):
        editor.text.setPlainText(newer)
    qtbot.waitUntil(lambda: not editor.status.text().startswith(("Reading", "Checking")), timeout=60_000)
    assert editor.sheet is not None and not editor.sheet.orders and editor.sheet.problems
    assert editor.orders_text() == newer


def test_a_short_message_is_still_checked_at_once(qtbot, dock):
    editor = dock.editors["France"]
    editor.text.setPlainText(LINE)
    assert editor.check_now() is not None and editor.text.accepted == {1}


def sheet_with(chatter, problems=()):
    orders = ("ORDER-6",)
    return OrderSheet("France", orders, (6,), ("One cavalry division raised in Picardy",), tuple(problems),
                      tuple(chatter))


def test_a_line_read_by_meaning_is_read_with_what_it_was_read_as_not_set_aside():
    sheet = sheet_with([Chatter(1, "Bonsoir GM,"),
                        Chatter(6, "One cavalry division raised in Picardy",
                                "read by meaning: 'One cavalry division raised in Picardy' as 'build 1 cavalry in Picardy'"),
                        Chatter(6, "One cavalry division raised in Picardy",
                                "set aside: 'raised', which gives no order")])
    assert set_aside(sheet) == {1: "not an order"}
    assert readings(sheet, lambda order: "build cavalry in Picardy") == {
        6: "read as: build cavalry in Picardy; set aside: 'raised', which gives no order"}
    assert describe(sheet) == "1 order, all accepted; 1 line not orders"


def test_a_line_written_as_it_reads_has_no_note_and_a_refused_line_is_not_set_aside():
    sheet = OrderSheet("France", ("ORDER",), (2,), ("Build 2 infantry in Paris.",),
                       (OrderProblem(3, "alliance proposed", "not understood", "a proposal"),),
                       (Chatter(3, "alliance proposed", "set aside: 'proposed', which gives no order"),
                        Chatter(4, "thanks"), Chatter(4, "thanks", "a sign-off")))
    assert readings(sheet, lambda order: "build 2 infantry in Paris") == {}
    assert set_aside(sheet) == {4: "not an order; a sign-off"}
    assert describe(sheet) == "1 order, 1 refused; 1 line not orders"
