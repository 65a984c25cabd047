"""The mail round from the command line: players, deadline, inbox, receipt, rollcall, pasted mail."""

from __future__ import annotations

import pytest

from tests.cli.test_cli import DATA, digest, run
from tests.mail.conftest import make_mail, write_folder, write_mbox


@pytest.fixture
def game(tmp_path, capsys):
    path = tmp_path / "tiny.berthier"
    assert run(capsys, "new", path, "--scenario", DATA / "tiny-scenario.json")[0] == 0
    code, out, _ = run(capsys, "players", path, "--nation", "France", "--name", "Anna Marchand",
                       "--email", "anna@example.org", "--forum", "Nappy")
    assert code == 0 and out == "France: Anna Marchand; anna@example.org; forum: Nappy\n"
    return path


def test_players_are_listed_with_the_nations_still_without_one(game, capsys):
    code, out, _ = run(capsys, "players", game)
    assert code == 0 and out.splitlines() == ["France: Anna Marchand; anna@example.org; forum: Nappy",
                                              "Austria: (no player set)"]


@pytest.mark.parametrize("argv, message", [
    (["--nation", "Frnace", "--name", "x"], "no nation called 'Frnace'"),
    (["--nation", "Austria", "--email", "karl(at)wien.at"], "is not an e-mail address"),
    (["--nation", "Austria", "--email", "anna@example.org"], "already the address of France's player"),
    (["--nation", "Austria"], "nothing to set"),
    (["--name", "Karl"], "say whose player this is"),
])
def test_bad_player_settings_are_refused_and_change_nothing(game, capsys, argv, message):
    before = digest(game)
    code, _, err = run(capsys, "players", game, *argv)
    assert code == 2 and message in err and digest(game) == before


def test_a_player_is_forgotten_when_another_takes_over(game, capsys):
    assert run(capsys, "players", game, "--nation", "France", "--clear")[1] == "France: player forgotten\n"
    assert run(capsys, "players", game)[1].splitlines()[0] == "France: (no player set)"
    assert run(capsys, "players", game, "--nation", "France", "--clear")[1] == "France: no player was set\n"
    code, _, err = run(capsys, "players", game, "--nation", "France", "--clear", "--name", "Bob")
    assert code == 2 and "--clear forgets the player: give it alone" in err


def test_the_deadline_is_set_shown_and_removed(game, capsys):
    assert run(capsys, "deadline", game)[1] == "Winter 1804: no deadline set\n"
    assert run(capsys, "deadline", game, "2026-11-30 21:00 +01:00")[1] == "Winter 1804: deadline 2026-11-30 20:00 UTC\n"
    assert run(capsys, "deadline", game)[1] == "Winter 1804: deadline 2026-11-30 20:00 UTC\n"
    assert run(capsys, "deadline", game, "none")[1] == "Winter 1804: deadline removed\n"
    code, _, err = run(capsys, "deadline", game, "Monday evening")
    assert code == 2 and "'Monday evening' is not a deadline: write it as '2026-11-30 20:00 UTC'" in err


def test_inbox_stores_each_nations_latest_mail_and_lists_the_rest(game, tmp_path, capsys):
    run(capsys, "deadline", game, "2026-11-30 20:00 UTC")
    folder = write_folder(tmp_path / "mail", {
        "1-plain.eml": make_mail("build infantry in Paris\nbuild cavalry in Vienna\n\nOn Sunday, GM wrote:\n> orders due\n"),
        "2-html.eml": make_mail(None, html="<p>build cavalry in Vienna</p>", sender="karl@wien.at",
                                subject="Austria orders", date="Mon, 30 Nov 2026 20:05:00 +0000"),
        "3-stranger.eml": make_mail("A holds\n", sender="troll@nowhere.net", subject="hello"),
    })
    code, out, _ = run(capsys, "inbox", game, folder, "--by-subject")
    assert code == 1         # something was not matched: the GM has to look
    lines = out.splitlines()
    assert lines[0].startswith("France: stored, 1 order(s), 1 line(s) refused, from anna@example.org (matched by sender)")
    assert lines[1].startswith("Austria: stored, 1 order(s), from karl@wien.at (matched by subject)") and "LATE" in lines[1]
    assert lines[2].startswith("NOT MATCHED:") and "troll@nowhere.net" in lines[2]
    assert lines[3] == ("3 message(s) read for Winter 1804: 2 nation(s) with new orders, 1 not matched, "
                        "1 arrived after the deadline.")
    assert run(capsys, "orders", game, "--nation", "Austria")[1] == "build cavalry in Vienna\n"


def test_inbox_reads_an_mbox(game, tmp_path, capsys):
    box = write_mbox(tmp_path / "orders.mbox", [make_mail("build infantry in Paris\n")])
    code, out, _ = run(capsys, "inbox", game, box)
    assert code == 0 and "France: stored" in out


def test_inbox_on_something_that_is_not_mail_is_refused(game, tmp_path, capsys):
    (tmp_path / "notes.txt").write_text("hello")
    code, _, err = run(capsys, "inbox", game, tmp_path / "notes.txt")
    assert code == 2 and "neither a folder of .eml files nor an mbox" in err


@pytest.mark.parametrize("fmt, first", [("text", "TINY WAR: ORDERS OF FRANCE, WINTER 1804"),
                                        ("md", "# Tiny war: orders of France, Winter 1804"),
                                        ("bbcode", "[b]Tiny war: orders of France, Winter 1804[/b]")])
def test_the_receipt_in_every_format(game, tmp_path, capsys, fmt, first):
    orders = tmp_path / "france.txt"
    orders.write_text("build infantry in Paris\nbuild infantry in Vienna\n")
    run(capsys, "orders", game, "--nation", "France", orders, "--force")
    code, out, _ = run(capsys, "receipt", game, "--nation", "France", "--format", fmt)
    assert code == 0 and first in out.splitlines()[0]
    assert "build infantry in Paris" in out and "'build infantry in Vienna': not allowed" in out


@pytest.mark.parametrize("fmt", ["bbcode", "md", "text"])
def test_the_roll_call_in_every_format(game, capsys, fmt):
    code, out, _ = run(capsys, "rollcall", game, "--format", fmt)
    assert code == 0
    france = [line for line in out.splitlines() if "France" in line and "Nappy" in line]
    assert len(france) == 1 and "not yet" in france[0], out
    assert "0 of 2 nations have sent orders. Still awaited: France, Austria." in out


def test_orders_pasted_with_their_mail_headers_keep_only_the_body(game, tmp_path, capsys):
    pasted = tmp_path / "pasted.txt"
    pasted.write_text("From: Anna Marchand <anna@example.org>\nDate: Mon, 30 Nov 2026 19:00:00 +0000\n"
                      "Subject: France, Winter 1804\n\nbuild infantry in Paris\n\n"
                      "On Sunday, GM <gm@example.org> wrote:\n> build cavalry in Paris\n")
    code, out, err = run(capsys, "orders", game, "--nation", "France", pasted)
    assert code == 0, err
    assert run(capsys, "orders", game, "--nation", "France")[1] == "build infantry in Paris\n"


def test_the_roll_call_is_written_for_the_games_forum_unless_told(game, capsys):
    run(capsys, "forum", game, "smf")
    out = run(capsys, "rollcall", game)[1]
    assert out.startswith("[size=16pt]") or "[size=16pt]" in out.splitlines()[0], out
    assert run(capsys, "rollcall", game, "--format", "md")[1].startswith("# Tiny war")
    code, _, err = run(capsys, "rollcall", game, "--format", "myspace")
    assert code == 2 and "no forum dialect called 'myspace'" in err


def test_an_eml_file_given_as_orders_gives_its_body(game, tmp_path, capsys):
    mail = tmp_path / "france.eml"
    mail.write_bytes(bytes(make_mail(None, html="<p>build infantry in Paris</p><blockquote>build cavalry</blockquote>")))
    code, _, err = run(capsys, "orders", game, "--nation", "France", mail)
    assert code == 0, err
    assert run(capsys, "orders", game, "--nation", "France")[1] == "build infantry in Paris\n"


def test_an_eml_file_that_cannot_be_read_is_refused_and_nothing_is_stored(game, tmp_path, capsys):
    mail = tmp_path / "huge.eml"
    mail.write_bytes(bytes(make_mail("x" * 1_100_000)))
    code, _, err = run(capsys, "orders", game, "--nation", "France", mail)
    assert code == 2 and "huge.eml" in err and "1,000,000 bytes" in err
    assert "No orders stored" in run(capsys, "orders", game, "--nation", "France")[1]
