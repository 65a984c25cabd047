"""A long stored message is read once for a position by every command (engine.game.read_cache): the
sheet is kept in the user's cache folder under the message, nation, position, map and reader code,
and found again only where the reader would give the very same sheet."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.game import read_cache
from engine.game.edits import change_treasury
from engine.game.gamefile import Game
from engine.game.scenario import MAPS, load_scenario
from tests.corpus.corpus import read_file
from tests.corpus.positions import SCENARIOS, position
from engine.rulesets import ruleset

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "corpus"
PROSE = ("Our envoy in Vienna writes that the court will not move before the thaw; we shall see.\n"
         "Honoured GM, please read the orders below with the usual care; the rest is for the forum.\n")


def long_message(orders: str) -> str:
    return orders + "\n" + PROSE * (read_cache.SMALLEST // len(PROSE) + 1)


@pytest.fixture()
def cache(tmp_path, monkeypatch) -> Path:
    where = tmp_path / "cache"
    monkeypatch.setenv(read_cache.CACHE_ENV, str(where))
    return where


def counting(game, monkeypatch) -> list[str]:
    read: list[str] = []
    real = game.rules.parse_orders

    def counted(text, nation, *args, **kwargs):
        read.append(nation)
        return real(text, nation, *args, **kwargs)
    monkeypatch.setattr(game.rules, "parse_orders", counted)
    return read


def big_game(path: Path) -> Path:
    board, state, data = load_scenario(MAPS / "europe1805" / "scenario.json")
    with Game.create(path, board, state, "Long letters", data) as game:
        game.store_orders("France", long_message("build 1 infantry in Paris"))
        game.store_orders("Austria", long_message("build 1 infantry in Wien\nA - Moravia"))
    return path


def test_a_long_message_read_by_one_command_is_not_read_again_by_the_next(cache, tmp_path, monkeypatch):
    path = big_game(tmp_path / "big.berthier")
    with Game.open(path) as game:
        first = game.sheets()
    assert len(list(cache.glob("*.json"))) == 2
    with Game.open(path) as game:
        read = counting(game, monkeypatch)
        again = game.sheets()
    assert read == []
    assert again == first
    assert [type(o) for o in again["Austria"].orders] == [type(o) for o in first["Austria"].orders]


def test_another_position_or_message_is_read_again(cache, tmp_path, monkeypatch):
    path = big_game(tmp_path / "big.berthier")
    with Game.open(path) as game:
        game.sheets()
        edited, summary = change_treasury(game.state(), "Austria", 3)
        game.edit_state(edited, "a correction", summary)
    with Game.open(path) as game:
        read = counting(game, monkeypatch)
        game.sheets()
        assert sorted(read) == ["Austria", "France"]          # the position changed: both read again
        game.store_orders("France", long_message("build 2 infantry in Paris"))
        read.clear()
        assert [o.kinds for o in game.sheets()["France"].orders] == [("infantry", "infantry")]
        assert read == ["France"]


def test_a_short_message_is_not_kept_where_the_reader_is_loaded(cache, tmp_path, monkeypatch):
    monkeypatch.setattr(read_cache, "_short_kept", [False])      # as in the window: reading it is quicker
    board, state, data = load_scenario(MAPS / "europe1805" / "scenario.json")
    with Game.create(tmp_path / "short.berthier", board, state, "Short letters", data) as game:
        game.store_orders("France", "build 1 infantry in Paris")
        game.sheets()
    assert not cache.exists() or not list(cache.glob("*.json"))


def test_off_keeps_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv(read_cache.CACHE_ENV, "off")
    assert read_cache.folder() is None
    path = big_game(tmp_path / "big.berthier")
    with Game.open(path) as game:
        read = counting(game, monkeypatch)
        game.sheets()
    assert sorted(read) == ["Austria", "France"]


def test_a_damaged_or_foreign_cache_file_is_read_past(cache, tmp_path, monkeypatch):
    path = big_game(tmp_path / "big.berthier")
    with Game.open(path) as game:
        first = game.sheets()
    files = sorted(cache.glob("*.json"))
    files[0].write_bytes(b"{not json")
    # a class named from outside the orders (anything with a name): refused, never imported or called
    kept = json.loads(files[1].read_bytes())
    kept["classes"][0] = "os:system"
    files[1].write_text(json.dumps(kept))
    with Game.open(path) as game:
        read = counting(game, monkeypatch)
        assert game.sheets() == first
    assert sorted(read) == ["Austria", "France"]


def test_a_changed_reader_reads_again(cache, tmp_path, monkeypatch):
    path = big_game(tmp_path / "big.berthier")
    with Game.open(path) as game:
        game.sheets()
    monkeypatch.setattr(read_cache, "reader_code", lambda module: b"another version of the reader")
    with Game.open(path) as game:
        read = counting(game, monkeypatch)
        game.sheets()
    assert sorted(read) == ["Austria", "France"]


def test_an_unwritable_cache_folder_is_no_error(tmp_path, monkeypatch):
    blocked = tmp_path / "a file"
    blocked.write_text("not a folder")
    monkeypatch.setenv(read_cache.CACHE_ENV, str(blocked / "cache"))
    path = big_game(tmp_path / "big.berthier")
    with Game.open(path) as game:
        assert game.sheets()["France"].orders


@pytest.mark.parametrize("rules_id", sorted(SCENARIOS))
def test_every_corpus_sheet_comes_back_from_the_cache_as_read(rules_id, tmp_path, monkeypatch):
    """Every order type the corpus reads, its problems and chatter, kept and read back equal."""
    monkeypatch.setenv(read_cache.CACHE_ENV, str(tmp_path))
    monkeypatch.setattr(read_cache, "SMALLEST", 0)
    rules = ruleset(rules_id)
    for path in sorted((CORPUS / rules_id).glob("*.txt")):
        for case in read_file(path):
            board, state = position(rules_id, case.position)
            nation = state.find_nation(case.nation).name
            sheet = rules.parse_orders(case.message, nation, state, board)
            kept = read_cache.read_kept(rules, lambda: b"map", nation, case.message, b"state", lambda: sheet)
            assert read_cache.read_kept(rules, lambda: b"map", nation, case.message, b"state", lambda: None) \
                == kept == sheet


def test_a_command_finds_a_short_message_read_by_the_one_before_and_loads_no_reader(cache, tmp_path):
    """A command line process starts without the reader: a short message it reads is kept, and the next
    command takes the sheet without loading the reader (tens of modules), answering the same."""
    board, state, data = load_scenario(MAPS / "europe1805" / "scenario.json")
    path = tmp_path / "short.berthier"
    with Game.create(path, board, state, "Short letters", data) as game:
        game.store_orders("France", "Hello GM!\nbuild 1 infantry in Paris\nA - Moravia")
    code = ("import sys; sys.path.insert(0, '.')\nfrom app.cli.main import main\n"
            f"main(['resolve', {str(path)!r}, '--dry-run', '--seed', '1'])\n"
            "print('reader loaded:', 'engine.orders' in sys.modules)")
    env = {**os.environ, read_cache.CACHE_ENV: str(cache)}
    runs = [subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, env=env,
                           check=True).stdout for _ in range(2)]
    assert runs[0].splitlines()[-1] == "reader loaded: True" and runs[1].splitlines()[-1] == "reader loaded: False"
    assert runs[0].splitlines()[:-1] == runs[1].splitlines()[:-1]
    assert len(list(cache.glob("*.json"))) == 1


def test_the_reader_code_changes_when_a_file_of_it_is_written_again(tmp_path, monkeypatch):
    import engine
    package = tmp_path / "engine"
    (package / "words").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "words" / "lexicon.py").write_text("WORDS = 1\n")
    (package / "words" / "__pycache__").mkdir()
    (package / "words" / "__pycache__" / "lexicon.cpython-311.pyc").write_bytes(b"compiled")
    monkeypatch.setattr(engine, "__file__", str(package / "__init__.py"))
    read_cache.reader_code.cache_clear()
    first = read_cache.reader_code("no.such.ruleset")
    read_cache.reader_code.cache_clear()
    (package / "words" / "__pycache__" / "lexicon.cpython-311.pyc").write_bytes(b"compiled again")
    assert read_cache.reader_code("no.such.ruleset") == first           # Python's own .pyc files are not the code
    read_cache.reader_code.cache_clear()
    lexicon = package / "words" / "lexicon.py"
    lexicon.write_text("WORDS = 2\n")
    os.utime(lexicon, ns=(lexicon.stat().st_atime_ns, lexicon.stat().st_mtime_ns + 1_000_000))
    try:
        assert read_cache.reader_code("no.such.ruleset") not in (None, first)
    finally:
        read_cache.reader_code.cache_clear()
