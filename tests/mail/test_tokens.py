"""A player's secret token (issue 27, optional part): groups that want mail to prove its sender
beyond the From: line give each player one; their nation then takes only mail carrying it, and the
token never reaches the stored orders."""

from __future__ import annotations

import sqlite3

import pytest

from engine.errors import BerthierError
from engine.game.gamefile import Game
from engine.game.players import new_token, strip_token, tokens_in
from engine.mail.intake import take_in
from engine.mail.mail import read_mails
from tests.mail.conftest import make_mail, write_folder


def stored(game):
    return game.conn.execute("SELECT nation, text, current FROM orders ORDER BY id").fetchall()


@pytest.fixture
def token(game):
    return game.set_player("France", token=new_token()).token


def test_new_tokens_are_readable_distinct_and_found_as_whole_words():
    made = {new_token() for _ in range(200)}
    assert len(made) == 200
    for t in list(made)[:20]:
        assert not set(t[3:].replace("-", "")) & set("01OIL")
        assert tokens_in(f"orders ({t.lower()}) for spring") == [t]
        assert tokens_in(f"x{t}") == [] and tokens_in(f"{t}9") == []


def test_mail_carrying_the_token_is_stored_without_it(game, token, tmp_path):
    body = f"Hello GM,\ntoken: {token}\nA - Baden\n"
    result = take_in(game, read_mails(write_folder(tmp_path / "in", {"1.eml": make_mail(body)})))
    assert [(r.nation, r.how) for r in result.received] == [("France", "token")]
    (nation, text, current), = stored(game)
    assert nation == "France" and token not in text.upper() and "token" not in text and "A - Baden" in text


def test_the_players_own_address_without_the_token_is_held(game, token, tmp_path):
    result = take_in(game, read_mails(write_folder(tmp_path / "in", {"1.eml": make_mail("A - Baden\n")})))
    assert result.received == [] and stored(game) == []
    held, = result.unmatched
    assert held.held and "token" in held.reason and "France" in held.reason


def test_a_wrong_token_is_held_like_none(game, token, tmp_path):
    wrong = new_token()
    result = take_in(game, read_mails(write_folder(tmp_path / "in", {"1.eml": make_mail(f"{wrong}\nA - Baden\n")})))
    assert result.received == [] and result.unmatched[0].held


def test_the_token_in_the_subject_from_a_new_address_is_enough(game, token, tmp_path):
    mail = make_mail("A - Baden\n", sender="anna@phone.example", subject=f"orders {token}")
    result = take_in(game, read_mails(write_folder(tmp_path / "in", {"1.eml": mail})))
    assert [(r.nation, r.how) for r in result.received] == [("France", "token")]


def test_anothers_token_from_a_players_address_is_held(game, token, tmp_path):
    game.set_player("Austria", emails=["karl@wien.example"])
    mail = make_mail(f"{token}\nA - Baden\n", sender="karl@wien.example")
    result = take_in(game, read_mails(write_folder(tmp_path / "in", {"1.eml": mail})))
    assert result.received == [] and "comes from Austria's player" in result.unmatched[0].reason


def test_two_nations_tokens_in_one_mail_are_held(game, token, tmp_path):
    other = game.set_player("Austria", token=new_token()).token
    mail = make_mail(f"{token}\n{other}\nA - Baden\n", sender="x@y.example")
    result = take_in(game, read_mails(write_folder(tmp_path / "in", {"1.eml": mail})))
    assert result.received == [] and "tokens of" in result.unmatched[0].reason


def test_nations_without_a_token_are_matched_as_before(game, token, tmp_path):
    game.set_player("Austria", emails=["karl@wien.example"])
    mail = make_mail("build infantry in Vienna\n", sender="karl@wien.example", subject="Austria")
    result = take_in(game, read_mails(write_folder(tmp_path / "in", {"1.eml": mail})))
    assert [(r.nation, r.how) for r in result.received] == [("Austria", "sender")]


def test_strip_token_keeps_the_rest_of_a_line():
    t = "BX-ABCD-EFGH"
    assert strip_token(f"A - Baden {t}\n[{t}]\nmy token: {t.lower()}\nB holds", t) == "A - Baden\nB holds"


def test_tokens_are_unique_well_formed_and_kept_when_other_fields_change(game, token):
    with pytest.raises(BerthierError, match="already France's token"):
        game.set_player("Austria", token=token)
    with pytest.raises(BerthierError, match="not a token"):
        game.set_player("Austria", token="secret")
    game.set_player("France", name="Anna")
    assert game.players()["France"].token == token
    assert "token set" in game.players()["France"].describe() and token not in game.players()["France"].describe()
    game.set_player("France", token="")
    assert game.players()["France"].token == ""


def test_a_file_without_the_token_column_opens_unchanged(tmp_path, game):
    path = game.path
    game.close()
    before = path.read_bytes()
    with Game.open(path) as g:
        assert all(p.token == "" for p in g.players().values())
    assert path.read_bytes() == before
    conn = sqlite3.connect(path)
    assert "token" not in {r[1] for r in conn.execute("PRAGMA table_info(players)")}
    conn.close()


def test_cli_token_new_show_none(tmp_path, game, capsys):
    from app.cli.main import main
    path = game.path
    game.close()
    assert main(["players", str(path), "--nation", "France", "--token", "new"]) == 0
    out = capsys.readouterr().out
    made = tokens_in(out)[0]
    assert main(["players", str(path)]) == 0
    listing = capsys.readouterr().out
    assert "token set" in listing and made not in listing
    assert main(["players", str(path), "--nation", "France", "--token", "show"]) == 0
    assert made in capsys.readouterr().out
    assert main(["players", str(path), "--nation", "France", "--token", "none"]) == 0
    assert main(["players", str(path), "--nation", "France", "--token", "show"]) == 0
    assert "no token set" in capsys.readouterr().out

