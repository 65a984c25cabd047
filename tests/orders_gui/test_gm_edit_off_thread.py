"""A GM edit, its undo and its redo check the open nations' orders again off the window's thread, as
on a real screen (the tests' headless screen made to count as one): the window's thread reads none of
them (with several letters open it stopped for every one), the verdicts shown are the newest
position's when two edits follow each other, and a line typed meanwhile is kept and read."""

from __future__ import annotations

import threading
import time

import pytest

from app.orders import reading
from engine.state import replace

FRANCE = "Sire\nbuild 2 infantry in Paris\nbuild 1 cavalry in Vienna\n"     # Vienna is not France's home
AUSTRIA = "build 2 infantry in Vienna\n"


@pytest.fixture
def real_screen(monkeypatch):
    monkeypatch.setattr(reading, "HEADLESS", ())


def watch_readings(monkeypatch, session, slow: float = 0.0) -> list[tuple[str, bool]]:
    """Each check of a nation's orders from now on, as (nation, on the window's thread), each one
    `slow` seconds longer off that thread (a loaded machine)."""
    seen: list[tuple[str, bool]] = []
    check = session.check_orders

    def watched(nation, text):
        on_window = threading.current_thread() is threading.main_thread()
        seen.append((nation, on_window))
        if slow and not on_window:
            time.sleep(slow)
        return check(nation, text)
    monkeypatch.setattr(session, "check_orders", watched)
    return seen


def trade_paris_for_vienna(session) -> None:
    """A GM edit after which France may not build in Paris, nor Austria in Vienna."""
    state = session.state()
    session.edit(replace(state, owners={**state.owners, "vienna": "France", "paris": "Austria"}),
                 "as agreed on the forum", "Paris and Vienna traded")


def refused_lines(editor) -> set[int]:
    return {p.line for p in editor.sheet.problems}


def settled(dock, france) -> bool:
    return (france._reading is None and france._checked_text == france.orders_text()
            and not france._timer.isActive())


@pytest.fixture
def letters(qtbot, real_screen, dock, session):
    """France's letter open in its editor, Austria's stored and held (its editor not made)."""
    session.store_orders("Austria", AUSTRIA)
    dock.held.forget("Austria")
    france = dock.editors["France"]
    france.off_thread_from = 1                              # as on a real screen
    with qtbot.waitSignal(france.checked, timeout=5000):
        france.text.setPlainText(FRANCE)
    assert refused_lines(france) == {3}
    assert "Austria" not in dock.editors.made and dock.status_of("Austria").kind == "stored"
    return france


def test_a_gm_edit_checks_the_open_letters_again_off_the_windows_thread(qtbot, monkeypatch, dock, session,
                                                                       letters):
    france = letters
    seen = watch_readings(monkeypatch, session)
    trade_paris_for_vienna(session)
    qtbot.waitUntil(lambda: settled(dock, france) and refused_lines(france) == {2, 3}
                    and dock.status_of("Austria").kind == "problems", timeout=10_000)
    assert {nation for nation, _ in seen} == {"France", "Austria"}
    assert not [nation for nation, on_window in seen if on_window], f"read on the window's thread: {seen}"


@pytest.mark.parametrize("step", ["undo", "redo"])
def test_undo_and_redo_of_a_gm_edit_check_the_letters_off_the_windows_thread(qtbot, monkeypatch, dock, session,
                                                                            letters, step):
    france = letters
    trade_paris_for_vienna(session)
    qtbot.waitUntil(lambda: settled(dock, france) and refused_lines(france) == {2, 3}, timeout=10_000)
    if step == "redo":
        session.undo_stack.undo()
        qtbot.waitUntil(lambda: settled(dock, france) and refused_lines(france) == {3}, timeout=10_000)
    seen = watch_readings(monkeypatch, session)
    getattr(session.undo_stack, step)()
    refused, austria = ({3}, "stored") if step == "undo" else ({2, 3}, "problems")
    qtbot.waitUntil(lambda: settled(dock, france) and refused_lines(france) == refused
                    and dock.status_of("Austria").kind == austria and bool(seen), timeout=10_000)
    assert not [nation for nation, on_window in seen if on_window], f"read on the window's thread: {seen}"


def test_the_newer_position_wins_when_an_edit_is_undone_before_its_check_ended(qtbot, monkeypatch, dock, session,
                                                                               letters):
    france = letters
    seen = watch_readings(monkeypatch, session, slow=0.3)
    trade_paris_for_vienna(session)
    session.undo_stack.undo()                               # at once: the edit's checks are still under way
    qtbot.waitUntil(lambda: len([s for s in seen if s[0] == "France"]) >= 2 and settled(dock, france),
                    timeout=10_000)
    qtbot.wait(800)                                         # the edit's own checks, had they been shown
    assert refused_lines(france) == {3}, "the undone edit's verdicts were shown"
    assert dock.status_of("Austria").kind == "stored"


def test_a_line_typed_while_the_edits_check_is_under_way_is_kept_and_read(qtbot, monkeypatch, dock, session,
                                                                          letters):
    france = letters
    watch_readings(monkeypatch, session, slow=0.3)
    trade_paris_for_vienna(session)
    france.text.appendPlainText("build 1 dragoon in Paris")       # before the edit's check has ended
    typed = france.orders_text()
    qtbot.waitUntil(lambda: settled(dock, france) and france.orders_text() == typed, timeout=10_000)
    assert france.orders_text().endswith("build 1 dragoon in Paris")
    assert refused_lines(france) == {2, 3, france.orders_text().count("\n") + 1}   # Paris not France's now
