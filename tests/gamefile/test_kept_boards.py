"""Games on the same map share one board once opened; a game whose map differs gets its own."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from engine.board import kept
from engine.board import load_map
from engine.errors import MapFileError
from engine.game.gamefile import Game
from engine.game.scenario import load_scenario

DATA = Path(__file__).resolve().parents[1] / "data"


@pytest.fixture
def tiny(tmp_path):
    board, state, data = load_scenario(DATA / "tiny-scenario.json")
    Game.create(tmp_path / "tiny.berthier", board, state, "Tiny war", data).close()
    kept.forget()
    return tmp_path / "tiny.berthier"


def test_a_copy_of_a_game_opens_on_the_board_already_read(tiny, tmp_path):
    copy = tmp_path / "copy.berthier"
    shutil.copy(tiny, copy)
    with Game.open(tiny) as first, Game.open(copy) as second:
        assert second.board is first.board
        assert first.state() == second.state()


def test_a_game_whose_map_was_changed_reads_its_own_map(tiny, tmp_path):
    other = tmp_path / "other.berthier"
    shutil.copy(tiny, other)
    with sqlite3.connect(other) as conn:
        text = conn.execute("SELECT geojson FROM map WHERE id = 1").fetchone()[0]
        conn.execute("UPDATE map SET geojson = ? WHERE id = 1", (text.replace('"Paris"', '"Lutetia"'),))
    conn.close()
    with Game.open(tiny) as first, Game.open(other) as second:
        assert second.board is not first.board
        assert second.board["paris"].name == "Lutetia" and first.board["paris"].name == "Paris"


def test_only_the_last_few_maps_are_kept(monkeypatch):
    monkeypatch.setattr(kept, "KEPT", 1)
    reads = []

    def reader(text):
        def read():
            reads.append(text)
            return object()
        return read
    a = kept.kept_board("map a", reader("map a"))
    assert kept.kept_board("map a", reader("map a")) is a
    assert kept.kept_board("map a", reader("map a"), how="read another way") is not a
    kept.kept_board("map b", reader("map b"))
    assert kept.kept_board("map a", reader("map a")) is not a          # a was let go when b came
    assert reads == ["map a", "map a", "map b", "map a"]


def test_a_map_file_read_again_unchanged_gives_the_board_already_checked(tmp_path):
    source = DATA / "tiny-map.geojson"
    path = tmp_path / "map.geojson"
    path.write_bytes(source.read_bytes())
    first = load_map(path)
    assert load_map(path) is first
    assert load_map(path, strict=False) is not first
    path.write_text(source.read_text(encoding="utf-8").replace('"Paris"', '"Parix"'), encoding="utf-8")
    changed = load_map(path)                               # the same size, another content
    assert changed is not first and changed["paris"].name == "Parix"


def test_a_map_file_that_cannot_be_read_is_refused_each_time(tmp_path):
    path = tmp_path / "map.geojson"
    path.write_text('{"type": "FeatureCollection", "features": [', encoding="utf-8")
    for _ in range(2):
        with pytest.raises(MapFileError, match="not JSON"):
            load_map(path)


def test_line_ends_are_read_as_before_in_messages(tmp_path):
    path = tmp_path / "map.geojson"
    path.write_bytes(b'{\r\n"type": "FeatureCollection",\r\n"features": [\r\n  1,,\r\n]}')
    with pytest.raises(MapFileError, match="line 4, column 5"):
        load_map(path)
