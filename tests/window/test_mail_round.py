"""The mail round in the window: File > Import orders from mail, Turn > Receipt and Roll call."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.window.players import PlayersAnswer
from engine.game.players import Player
from tests.mail.conftest import make_mail, write_folder, write_mbox


def menu_texts(menu):
    return [a.text() for a in menu.actions()]


def test_the_file_and_turn_menus_offer_the_mail_round_once_a_game_is_open(window, open_game, tiny_game):
    assert "&Import orders from mail…" in menu_texts(window.file_menu)
    assert {"Receipt for a &nation…", "Roll &call…"} <= set(menu_texts(window.turn_menu))
    assert not window.mail_round.import_action.isEnabled()
    open_game(tiny_game)
    assert window.mail_round.import_action.isEnabled() and window.mail_round.rollcall_action.isEnabled()


def test_importing_a_folder_stores_the_orders_and_shows_the_summary(window, open_game, tiny_game, tmp_path,
                                                                    fake_dialogs, qtbot):
    open_game(tiny_game)
    window.session.game.set_player("France", emails=["anna@example.org"])
    folder = write_folder(tmp_path / "mail", {"1.eml": make_mail("build infantry in Paris\n"),
                                              "2.eml": make_mail("A holds\n", sender="x@y.net", subject="hi")})
    fake_dialogs.answer("mail_source", folder)
    fake_dialogs.answer("show_text", None)
    with qtbot.waitSignal(window.session.ordersChanged) as changed:
        window.mail_round.import_action.trigger()
    assert changed.args == ["France"]
    assert window.session.orders_text("France") == "build infantry in Paris\n"
    (title, summary, note), = fake_dialogs.asked("show_text")
    assert title == "Orders imported from mail"
    assert summary.splitlines()[0].startswith("France: stored, 1 order(s), from anna@example.org")
    assert summary.splitlines()[1].startswith("NOT MATCHED:") and "x@y.net" in summary
    assert note == "2 message(s) for Winter 1804: 1 nation(s) with new orders, 1 not matched."
    assert window.settings.folder("mail") == str(folder)


def test_importing_an_mbox_works_the_same(window, open_game, tiny_game, tmp_path, fake_dialogs):
    open_game(tiny_game)
    window.session.game.set_player("Austria", emails=["anna@example.org"])
    box = write_mbox(tmp_path / "in.mbox", [make_mail("build infantry in Vienna\n", subject="Austria")])
    fake_dialogs.answer("show_text", None)
    result = window.mail_round.import_orders(box)
    assert [r.nation for r in result.received] == ["Austria"]


def test_mail_that_cannot_be_read_is_an_error_message_and_changes_nothing(window, open_game, tiny_game, tmp_path,
                                                                         fake_dialogs):
    open_game(tiny_game)
    errors = fake_dialogs.expect_error()
    (tmp_path / "empty").mkdir()
    fake_dialogs.answer("mail_source", tmp_path / "empty")
    window.mail_round.import_action.trigger()
    assert errors == [("Import orders", f"The mail in {tmp_path / 'empty'} could not be read.",
                       f"{tmp_path / 'empty'} holds no .eml files")]
    assert window.session.game.sheets() == {}


def test_cancelling_the_choice_of_mail_does_nothing(window, open_game, tiny_game, fake_dialogs):
    open_game(tiny_game)
    fake_dialogs.answer("mail_source", None)
    assert window.mail_round.import_orders() is None


def test_the_receipt_and_the_roll_call_are_shown_in_the_reports_format(window, open_game, tiny_game, fake_dialogs):
    open_game(tiny_game)
    window.session.store_orders("France", "build infantry in Paris\nbuild cavalry in Vienna\n")
    fake_dialogs.answer("choose_nation", "France")
    fake_dialogs.answer("show_text", None)
    window.mail_round.receipt_action.trigger()
    (title, text, _), = fake_dialogs.asked("show_text")
    assert title == "Receipt for France"
    fmt = window.reports.current_format()
    assert ("[*]build infantry in Paris" if fmt == "bbcode" else "build infantry in Paris") in text
    assert "'build cavalry in Vienna': not allowed" in text
    window.mail_round.rollcall_action.trigger()
    title, text, _ = fake_dialogs.asked("show_text")[1]
    assert title == "Roll call" and "1 of 2 nations have sent orders. Still awaited: Austria." in text


def test_the_players_dialog_shows_every_nation_and_saves_players_and_deadline(window, open_game, tiny_game, qtbot,
                                                                              fake_dialogs):
    from app.window.players import PlayersDialog
    from engine.game.players import Player
    open_game(tiny_game)
    game = window.session.game
    dialog = PlayersDialog(window, ["France", "Austria"], {"France": Player("France", "Anna", ("a@x.org",), "Nappy")},
                           "", "Winter 1804")
    qtbot.addWidget(dialog)
    assert dialog.table.item(0, 2).text() == "a@x.org" and dialog.table.item(1, 1).text() == ""
    dialog.table.item(1, 1).setText("Karl")
    dialog.table.item(1, 2).setText("karl@wien.at, k2@wien.at")
    dialog.deadline.setText("2026-11-30 20:00 UTC")
    answer = dialog.answer()
    assert answer.players[1] == Player("Austria", "Karl", ("karl@wien.at", "k2@wien.at"), "")
    fake_dialogs.answer("edit_players", answer)
    window.mail_round.players_action.trigger()
    assert game.players()["Austria"].emails == ("karl@wien.at", "k2@wien.at")
    assert game.players()["France"].forum == "Nappy"
    assert game.deadline() is not None


def test_players_with_a_bad_address_or_deadline_change_nothing(window, open_game, tiny_game, fake_dialogs):
    from app.window.players import PlayersAnswer
    from engine.game.players import Player
    open_game(tiny_game)
    game = window.session.game
    game.set_player("France", emails=["anna@example.org"])
    errors = fake_dialogs.expect_error()
    fake_dialogs.answer("edit_players", PlayersAnswer(
        (Player("France", "", ("anna@example.org",)), Player("Austria", "Karl", ("anna@example.org", "karl(at)wien"))),
        "next Monday"))
    assert not window.mail_round.edit_players()
    (title, text, reason), = errors
    assert text == "Nothing was changed."
    assert "'karl(at)wien' is not an e-mail address" in reason
    assert "anna@example.org is given to both France and Austria" in reason
    assert "deadline: 'next Monday' is not a deadline" in reason
    assert "Austria" not in game.players() and game.deadline() is None


def test_a_player_emptied_in_the_dialog_is_forgotten_and_an_address_may_move(window, open_game, tiny_game,
                                                                             fake_dialogs):
    from app.window.players import PlayersAnswer
    from engine.game.players import Player
    open_game(tiny_game)
    game = window.session.game
    game.set_player("France", name="Anna", emails=["anna@example.org"])
    fake_dialogs.answer("edit_players", PlayersAnswer((Player("France"), Player("Austria", "Anna", ("anna@example.org",))),
                                                      ""))
    assert window.mail_round.edit_players()
    assert list(game.players()) == ["Austria"] and game.players()["Austria"].emails == ("anna@example.org",)


def test_the_players_dialog_gives_and_keeps_tokens(window, open_game, tiny_game, qtbot, fake_dialogs):
    from app.window.players import TOKEN, PlayersDialog
    from engine.game.players import new_token, tokens_in
    open_game(tiny_game)
    game = window.session.game
    kept = game.set_player("France", name="Anna", token=new_token()).token
    dialog = PlayersDialog(window, ["France", "Austria"], game.players(), "", "Winter 1804")
    qtbot.addWidget(dialog)
    assert dialog.table.item(0, TOKEN).text() == kept
    dialog.table.setCurrentCell(1, 1)
    dialog.new_token_button.click()
    given = dialog.table.item(1, TOKEN).text()
    assert tokens_in(given) == [given] and given != kept
    fake_dialogs.answer("edit_players", dialog.answer())
    assert window.mail_round.edit_players()
    assert game.players()["France"].token == kept and game.players()["Austria"].token == given
    dialog = PlayersDialog(window, ["France", "Austria"], game.players(), "", "Winter 1804")
    qtbot.addWidget(dialog)
    dialog.table.setCurrentCell(0, 1)
    dialog.no_token_button.click()
    fake_dialogs.answer("edit_players", dialog.answer())
    assert window.mail_round.edit_players()
    assert game.players()["France"].token == "" and game.players()["France"].name == "Anna"


def test_the_players_columns_size_to_their_content_and_the_addresses_take_the_rest(qtbot):
    from PySide6.QtWidgets import QHeaderView

    from app.window.players import EMAIL, PLAYER, ROOM, PlayersDialog
    from engine.game.players import Player
    nations = ["France", "Great Britain", "Russia", "Prussia", "Austria", "Spain", "Turkey"]
    dialog = PlayersDialog(None, nations, {"Austria": Player("Austria", "Karl", ("karl@hof.example.at",))}, "",
                           "January 1805")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    table, metrics = dialog.table, dialog.table.fontMetrics()
    assert table.horizontalHeader().sectionResizeMode(EMAIL) == QHeaderView.Stretch
    assert table.columnWidth(EMAIL) >= metrics.horizontalAdvance(ROOM[EMAIL])      # an address of usual length, whole
    assert table.columnWidth(PLAYER) >= metrics.horizontalAdvance(ROOM[PLAYER])
    assert table.columnWidth(0) >= metrics.horizontalAdvance("Great Britain")
    table.item(0, PLAYER).setText("Napoléon Bonaparte, Empereur des Français")       # typed: the column grows
    assert table.columnWidth(PLAYER) >= metrics.horizontalAdvance("Napoléon Bonaparte, Empereur des Français")


def orders_window(qtbot, settings, tmp_path):
    from app.window.main import MainWindow
    window = MainWindow(settings=settings, data_dir=tmp_path / "data")         # with the Orders dock
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


def test_a_late_mail_that_replaced_the_orders_on_time_is_marked_late_in_the_orders_list(
        qtbot, settings, tmp_path, tiny_game, fake_dialogs):
    from engine.game.players import parse_deadline
    window = orders_window(qtbot, settings, tmp_path)
    with qtbot.waitSignal(window.gameShown, timeout=60_000):
        window.open_game(tiny_game)
    game = window.session.game
    game.set_player("France", emails=["anna@example.org"])
    game.set_deadline(parse_deadline("2026-11-30 20:00 UTC"))
    on_time = make_mail("build infantry in Paris\n", date="Mon, 30 Nov 2026 19:00:00 +0000")
    late = make_mail("A holds\n", date="Mon, 30 Nov 2026 21:30:00 +0100")              # 20:30 UTC
    fake_dialogs.answer("show_text", None)
    window.mail_round.import_orders(write_folder(tmp_path / "on-time", {"1.eml": on_time}))
    status = window.orders_dock.status_of("France")
    assert "LATE" not in status.text
    window.mail_round.import_orders(write_folder(tmp_path / "late", {"1.eml": late}))
    assert window.session.orders_text("France") == "A holds\n"                         # the late mail is in force
    status = window.orders_dock.status_of("France")
    assert status.text.startswith("LATE") and "after the deadline 2026-11-30 20:00 UTC" in status.late
    row = window.orders_dock.nation_list.findItems("France", Qt.MatchStartsWith, 0)[0]
    assert row.text(1).startswith("LATE") and "sent 2026-11-30 20:30 UTC" in row.toolTip(1)
    assert "LATE" not in window.orders_dock.status_of("Austria").text
    fake_dialogs.answer("edit_players", PlayersAnswer((Player("France", "", ("anna@example.org",)),),
                                                      "2026-12-01 20:00 UTC"))
    assert window.mail_round.edit_players()                                           # the deadline moved
    assert not window.orders_dock.status_of("France").text.startswith("LATE")


def test_mail_not_matched_points_to_the_players_dialog_in_the_window_and_to_the_command_on_the_cli(
        window, open_game, tiny_game, tmp_path, fake_dialogs):
    open_game(tiny_game)
    folder = write_folder(tmp_path / "mail", {"1.eml": make_mail("A holds\n", sender="x@y.net", subject="hi")})
    fake_dialogs.answer("show_text", None)
    result = window.mail_round.import_orders(folder)
    (_, summary, _), = fake_dialogs.asked("show_text")
    assert "Turn > Players and deadline" in summary and "berthier players" not in summary
    assert "berthier players GAME --nation NATION --email ADDRESS" in result.summary()[0]   # as the CLI prints


def test_mail_matched_only_by_its_subject_is_stored_when_the_gm_says_so(window, open_game, tiny_game, tmp_path,
                                                                        fake_dialogs):
    open_game(tiny_game)
    folder = write_folder(tmp_path / "in", {"1.eml": make_mail("build infantry in Vienna\n", sender="k@wien.at",
                                                               subject="Austria")})
    fake_dialogs.answer("confirm", False)
    fake_dialogs.answer("show_text", None)
    result = window.mail_round.import_orders(folder)
    assert result.received == [] and result.unmatched[0].by_subject
    (_, summary, _), = fake_dialogs.asked("show_text")
    assert "HELD" in summary and "store mail matched by its subject when asked" in summary
    assert "inbox --by-subject" not in summary
    fake_dialogs.answer("confirm", True)
    fake_dialogs.answer("show_text", None)
    result = window.mail_round.import_orders(folder)
    assert [(r.nation, r.how) for r in result.received] == [("Austria", "subject")] and result.unmatched == []
    assert window.session.orders_text("Austria") == "build infantry in Vienna\n"
