"""Players and deadlines in the game file, and older files brought up to the current format."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path
from datetime import UTC, datetime, timedelta, timezone

import pytest

from engine.errors import BerthierError
from engine.game.gamefile import VERSION, Game
from engine.game.players import format_deadline, parse_deadline
from tests.gamefile.test_gamefile import game  # noqa: F401  (the tiny game, as the game file's tests open it)

DATA = Path(__file__).resolve().parents[1] / "data"


def test_a_player_is_kept_with_names_addresses_and_forum_name(game):
    game.set_player("the French", name="Anna Marchand", emails=["Anna@Example.org", "anna@example.org", "a@b.fr"],
                    forum="Nappy")
    game.set_player("France", forum="Napoleon_IV")           # what is not given stays as it was
    p = game.players()["France"]
    assert (p.name, p.emails, p.forum) == ("Anna Marchand", ("anna@example.org", "a@b.fr"), "Napoleon_IV")


def test_one_address_cannot_send_for_two_nations(game):
    game.set_player("France", emails=["anna@example.org"])
    with pytest.raises(BerthierError, match="already the address of France's player"):
        game.set_player("Austria", emails=["ANNA@example.org"])
    assert "Austria" not in game.players()


@pytest.mark.parametrize("bad", ["anna", "anna@", "anna@example", "a b@example.org", "<a@b.org>"])
def test_what_is_not_an_address_is_refused(game, bad):
    with pytest.raises(BerthierError, match="is not an e-mail address"):
        game.set_player("France", emails=[bad])
    assert game.players() == {}


def test_a_player_for_an_unknown_nation_is_refused(game):
    with pytest.raises(BerthierError, match="no nation called 'Frnace'"):
        game.set_player("Frnace", name="x")


def test_the_deadline_belongs_to_the_current_turn(game):
    game.set_deadline(parse_deadline("2026-11-30 20:00 UTC"))
    assert format_deadline(game.deadline()) == "2026-11-30 20:00 UTC"
    game.resolve(seed=1)
    assert game.deadline() is None and game.deadline(0) is not None
    game.rollback(0)
    assert game.deadline() is not None
    game.set_deadline(None)
    assert game.deadline() is None


@pytest.mark.parametrize("text, expected", [
    ("2026-11-30 20:00 UTC", datetime(2026, 11, 30, 20, tzinfo=UTC)),
    ("2026-11-30 20:00", datetime(2026, 11, 30, 20, tzinfo=UTC)),
    ("2026-11-30T20:00:00Z", datetime(2026, 11, 30, 20, tzinfo=UTC)),
    ("2026-11-30 9:30 +01:00", datetime(2026, 11, 30, 9, 30, tzinfo=timezone(timedelta(hours=1)))),
    ("2026-11-30 20:00 -0500", datetime(2026, 11, 30, 20, tzinfo=timezone(timedelta(hours=-5)))),
])
def test_deadlines_are_read_as_gms_write_them(text, expected):
    assert parse_deadline(text) == expected


@pytest.mark.parametrize("text, why", [("next Monday", "is not a deadline"), ("2026-02-30 20:00", "no such date"),
                                       ("2026-11-30 25:00 UTC", "no such date"), ("2026-11-30 20:00 +15:00", "not a time zone")])
def test_a_deadline_that_cannot_be_read_is_refused(text, why):
    with pytest.raises(BerthierError, match=why):
        parse_deadline(text)


def test_a_file_of_format_2_is_brought_up_to_date_and_keeps_its_orders(game):
    game.store_orders("France", "build infantry in Paris")
    path = game.path
    game.close()
    conn = sqlite3.connect(path)       # make it what Berthier wrote before players and deadlines
    with conn:
        conn.execute("DROP TABLE players")
        conn.execute("DROP TABLE deadlines")
        for column in ("sender", "sent_at", "source"):
            conn.execute(f"ALTER TABLE orders DROP COLUMN {column}")
        conn.execute("UPDATE meta SET value = '2' WHERE key = 'version'")
    conn.close()
    with Game.open(path) as again:
        assert again.conn.execute("SELECT value FROM meta WHERE key = 'version'").fetchone()[0] == str(VERSION)
        assert again.orders_text("France") == "build infantry in Paris"
        assert again.orders_entry("France")["sender"] is None
        again.set_player("France", emails=["anna@example.org"])
        assert again.players()["France"].emails == ("anna@example.org",)


def test_a_file_of_format_1_gets_both_migrations_at_once(tmp_path):
    path = tmp_path / "old.berthier"
    shutil.copy(DATA / "before-dice-streams.berthier", path)
    with Game.open(path) as old:
        assert old.meta["version"] == str(VERSION) and old.players() == {} and old.deadline() is None
        nation = old.state().nations[0].name
        old.set_player(nation, name="Anna")
        assert old.players()[nation].name == "Anna"
