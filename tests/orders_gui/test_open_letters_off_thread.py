"""A game opened with letters stored reads them off the window's thread, as on a real screen (the
tests' headless screen made to count as one): the window's thread reads none of them (it stopped for
every one: 5 s for three letters on a loaded machine), each nation's row says 'checking…' until its
verdict is ready, a GM edit made meanwhile wins over the opening's checks, and a line typed meanwhile
is kept and read."""

from __future__ import annotations

import pytest

from tests.orders_gui.test_gm_edit_off_thread import (  # noqa: F401  (real_screen: a fixture)
    AUSTRIA, FRANCE, real_screen, refused_lines, settled, trade_paris_for_vienna, watch_readings)


@pytest.fixture
def reopened(qtbot, monkeypatch, real_screen, dock, session):  # noqa: F811
    """France's and Austria's letters stored, the game opened again with every reading watched and
    slowed; the readings seen."""
    session.store_orders("France", FRANCE)
    session.store_orders("Austria", AUSTRIA)
    path = session.game.path
    seen = watch_readings(monkeypatch, session, slow=0.3)
    session.open(path)
    return seen


def test_the_letters_of_a_game_opened_are_read_off_the_windows_thread(qtbot, dock, session, reopened):
    seen = reopened
    assert not [n for n, on_window in seen if on_window], f"read on the window's thread: {seen}"
    assert dock.status_of("Austria").text == "checking\u2026"
    france = dock.editors["France"]
    qtbot.waitUntil(lambda: settled(dock, france) and france.sheet is not None
                    and dock.status_of("Austria").text != "checking\u2026", timeout=10_000)
    assert refused_lines(france) == {3}
    assert dock.status_of("France").text == "1 order, 1 refused"
    assert dock.status_of("Austria").text == "1 order"
    assert {n for n, _ in seen} == {"France", "Austria"}
    assert not [n for n, on_window in seen if on_window], f"read on the window's thread: {seen}"


def test_a_gm_edit_while_the_letters_of_a_game_opened_are_read_wins(qtbot, dock, session, reopened):
    trade_paris_for_vienna(session)           # at once: the opening's checks are still under way
    france = dock.editors["France"]
    qtbot.waitUntil(lambda: settled(dock, france) and france.sheet is not None
                    and dock.status_of("Austria").kind == "problems", timeout=10_000)
    qtbot.wait(800)                           # the opening's own checks, had they been shown
    assert refused_lines(france) == {2, 3}
    assert dock.status_of("Austria").kind == "problems", "the older position's verdict was shown"
    assert not [n for n, on_window in reopened if on_window], f"read on the window's thread: {reopened}"


def test_a_line_typed_while_a_game_opened_is_read_is_kept_and_read(qtbot, dock, session, reopened):
    france = dock.editors["France"]
    france.text.appendPlainText("build 1 dragoon in Vienna")       # before the first reading ended
    typed = france.orders_text()
    qtbot.waitUntil(lambda: settled(dock, france) and france.sheet is not None, timeout=10_000)
    assert france.orders_text() == typed
    assert refused_lines(france) == {3, typed.count("\n") + 1}
