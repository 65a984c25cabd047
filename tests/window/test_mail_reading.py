"""Issue 22, round 18: on a real screen the mail of an import is read off the window's thread (it was read on it: one
letter stopped the window 1.33 s with the reader slowed by 1 s); the window stores it when it is read, an import
started twice runs once, a game closed meanwhile stores nothing, and mail that cannot be read says why."""

from __future__ import annotations

import threading

from engine.game.gamefile import Game
from tests.mail.conftest import make_mail, write_folder

LETTER = "Sire,\nbuild infantry in Paris\nyour servant\n"


def reader_on_a_leash(game):
    """The game's reader, logging the thread of each reading of a letter and waiting until `go` is set."""
    threads: list[str] = []
    go = threading.Event()
    parse = game.rules.parse_orders

    def leashed(text, *args, **kwargs):
        if "\n" in text.strip():
            threads.append(threading.current_thread().name)
            go.wait(10)
        return parse(text, *args, **kwargs)
    game.rules.parse_orders = leashed
    return threads, go


def start_import(window, tmp_path, fake_dialogs, body=LETTER):
    window.session.game.set_player("France", emails=["anna@example.org"])
    folder = write_folder(tmp_path / "mail", {"1.eml": make_mail(body)})
    window.mail_round.off_thread = lambda: True          # as on a real screen
    fake_dialogs.answer("mail_source", folder)
    fake_dialogs.answer("show_text", None)
    return folder


def test_the_mail_is_read_off_the_windows_thread_and_stored_when_read(window, open_game, tiny_game, tmp_path,
                                                                     fake_dialogs, qtbot):
    open_game(tiny_game)
    threads, go = reader_on_a_leash(window.session.game)
    start_import(window, tmp_path, fake_dialogs)
    window.mail_round.import_action.trigger()
    qtbot.waitUntil(lambda: bool(threads), timeout=10_000)     # the letter is being read, and the window is free
    assert not window.session.orders_text("France")
    assert not window.mail_round.import_action.isEnabled()
    assert window.statusBar().currentMessage().startswith("Reading the mail of")
    go.set()
    qtbot.waitUntil(lambda: bool(fake_dialogs.asked("show_text")), timeout=10_000)
    assert window.session.orders_text("France") == LETTER
    assert threads == ["reading the mail"]               # read once, off the window's thread
    (title, summary, note), = fake_dialogs.asked("show_text")
    assert summary.startswith("France: stored, 1 order(s)")
    assert window.mail_round.import_action.isEnabled()


def test_an_import_started_twice_runs_once(window, open_game, tiny_game, tmp_path, fake_dialogs, qtbot):
    open_game(tiny_game)
    threads, go = reader_on_a_leash(window.session.game)
    folder = start_import(window, tmp_path, fake_dialogs)
    window.mail_round.import_action.trigger()
    qtbot.waitUntil(lambda: bool(threads), timeout=10_000)
    assert window.mail_round.import_orders(folder) is None     # a shortcut pressed again while it is read
    assert "still being read" in window.statusBar().currentMessage()
    go.set()
    qtbot.waitUntil(lambda: bool(fake_dialogs.asked("show_text")), timeout=10_000)
    qtbot.wait(50)
    assert len(fake_dialogs.asked("show_text")) == 1 and len(fake_dialogs.asked("mail_source")) == 1
    assert window.session.orders_text("France") == LETTER


def test_a_game_closed_while_its_mail_is_read_stores_nothing(window, open_game, tiny_game, tmp_path, fake_dialogs,
                                                            qtbot):
    open_game(tiny_game)
    threads, go = reader_on_a_leash(window.session.game)
    start_import(window, tmp_path, fake_dialogs)
    window.mail_round.import_action.trigger()
    qtbot.waitUntil(lambda: bool(threads), timeout=10_000)
    threading.Timer(0.2, go.set).start()
    window.session.close()                               # waits for the letter under way, never under it
    qtbot.waitUntil(lambda: "nothing was stored" in window.statusBar().currentMessage(), timeout=10_000)
    assert not fake_dialogs.asked("show_text")
    game = Game.open(tiny_game)
    try:
        assert game.orders_text("France") is None
    finally:
        game.close()


def test_a_corrupt_letter_read_off_the_thread_is_a_clear_message_and_changes_nothing(window, open_game, tiny_game,
                                                                                    tmp_path, fake_dialogs, qtbot):
    open_game(tiny_game)
    errors = fake_dialogs.expect_error()
    start_import(window, tmp_path, fake_dialogs)
    huge = tmp_path / "huge"
    huge.mkdir()
    (huge / "1.eml").write_bytes(b"From: a@b.c\n\n" + b"x" * (64 * 1024 * 1024))
    fake_dialogs.answer("mail_source", huge)
    window.mail_round.import_action.trigger()
    qtbot.waitUntil(lambda: bool(fake_dialogs.asked("show_text")), timeout=20_000)
    (title, summary, note), = fake_dialogs.asked("show_text")
    assert "NOT MATCHED" in summary and "far too large for a message of orders" in summary
    assert note.endswith("0 nation(s) with new orders, 1 not matched.")
    assert not window.session.orders_text("France")
    (tmp_path / "empty").mkdir()                     # a folder of no letters: an error, as before
    fake_dialogs.answer("mail_source", tmp_path / "empty")
    window.mail_round.import_action.trigger()
    qtbot.waitUntil(lambda: bool(errors), timeout=20_000)
    assert errors == [("Import orders", f"The mail in {tmp_path / 'empty'} could not be read.",
                       f"{tmp_path / 'empty'} holds no .eml files")]
    assert window.mail_round.import_action.isEnabled()
