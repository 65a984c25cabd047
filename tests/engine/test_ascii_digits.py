"""Numbers are the digits 0-9 wherever Berthier reads them: a superscript ('²'), another script's
digit ('٣') or a fullwidth one ('１') never crashes a reader or a command and is never read as
the number it looks like (int() reads '٣' as 3 and fails on '²')."""

from __future__ import annotations

import re
import shutil
import sqlite3
import unicodedata
from pathlib import Path

import pytest

from app.cli import main
from engine.errors import BerthierError
from engine.game.gamefile import Game
from engine.game.scenario import MAPS, load_scenario
from engine.words.textio import ascii_int, is_digits

FOREIGN = ["²", "٣", "１", "³⁴", "٣٤", "１２"]

# ruleset's bundled map -> (a nation, lines that read numbers: counts, places, bullets, costs, amounts)
LINES = {
    "europe1805": ("France", ["build 2 infantry in Paris", "2nd squadron: Channel", "build 1 infantry in Paris (12)",
                              "give 5 gold to Prussia", "squadron #2: Channel", "A: 12x infantry",
                              "build 2 infantry in Paris (costs 30 gold)", "1. build 2 infantry in Paris"]),
    "classic-europe": ("Britain", ["buy 1 army in 3", "2 armies 3 -> 2", "1. 2 armies 3 -> 2", "1) buy 1 army in 3",
                                   "give 5 gold to France", "my 2 armies -> 2"]),
    "mausropa": ("Maustria", ["build 2 Infantry in 21", "Build 3 Infantry in 21", "4 units 21 -> 22",
                              "2 Infantry 21 -> 22", "1. build 2 Infantry in 21", "build: 2 Infantry in 21",
                              "2 Infantry, 1 Cavalry 21 -> 22", "give 12 cheese to Stilwen"]),
    "eia-europe": ("France", ["7", "lend 500 to Prussia"]),
}


@pytest.fixture(scope="module")
def games(tmp_path_factory):
    folder = tmp_path_factory.mktemp("digits")
    out = {}
    for name in LINES:
        board, state, data = load_scenario(MAPS / name / "scenario.json")
        out[name] = Game.create(folder / f"{name}.berthier", board, state, name, data)
    yield out
    for game in out.values():
        game.close()


def variants(line: str):
    """The line with one run of its digits written in each foreign form, with the line that run
    would be if read as a number, and the line without it."""
    for run in re.finditer(r"[0-9]+", line):
        for digits in FOREIGN:
            value = "".join(str(unicodedata.digit(c)) for c in digits)
            yield (line[:run.start()] + digits + line[run.end():], line[:run.start()] + value + line[run.end():],
                   line[:run.start()] + line[run.end():])


@pytest.mark.parametrize("name", list(LINES))
def test_foreign_digits_in_orders_never_crash_and_are_never_read_as_numbers(games, name):
    game = games[name]
    nation, lines = LINES[name]
    state = game.state()

    def read(text: str):
        return game.rules.parse_orders(text, nation, state, game.board).orders

    tried = 0
    for line in lines:
        for foreign, as_number, without in variants(line):
            for how in (read, lambda t: game.check_orders(nation, t).orders):
                try:
                    got = how(foreign)
                except BerthierError:
                    continue                              # refused with a message: fine
                tried += 1
                assert not (got and got == read(as_number) != read(without)), f"{foreign!r} was read as {as_number!r}"
    assert tried


def test_the_helpers_take_the_digits_0_to_9_only():
    assert is_digits("1805") and not is_digits("") and not is_digits("-1")
    for foreign in FOREIGN:
        assert not is_digits(foreign)
        with pytest.raises(BerthierError, match="not a whole number .write it with the digits 0-9"):
            ascii_int(foreign, "the seed")
    assert ascii_int(" 42 ", "x") == 42
    with pytest.raises(BerthierError, match="out of range"):
        ascii_int("9" * 20, "the seed")
    with pytest.raises(BerthierError, match=r"at most 6"):
        ascii_int("7", "x", most=6)


@pytest.fixture
def tiny(tmp_path):
    board, state, data = load_scenario(Path(__file__).resolve().parents[1] / "data" / "tiny-scenario.json")
    Game.create(tmp_path / "tiny.berthier", board, state, "Tiny war", data).close()
    path = tmp_path / "tiny.berthier"
    assert main(["resolve", str(path), "--seed", "1"]) == 0
    return path


def snapshot(path: Path) -> tuple:
    with Game.open(path) as game:
        return (game.current_turn, [tuple(r) for r in game.conn.execute("SELECT * FROM turns ORDER BY turn")],
                game.conn.execute("SELECT COUNT(*) FROM orders").fetchone()[0], game.edits(), game.deadline())


@pytest.mark.parametrize("digits", FOREIGN)
def test_every_command_line_number_refuses_foreign_digits_and_changes_nothing(tiny, tmp_path, capsys, digits):
    game = str(tiny)
    before = snapshot(tiny)
    commands = [
        ["resolve", game, "--seed", digits], ["resolve", game, "--dice", f"{digits},3"],
        ["resolve", game, "--dice", f"3,{digits}"], ["resolve", game, "--turn", digits],
        ["resolve", game, "--turn", f"Turn {digits}"], ["report", game, "--turn", digits],
        ["state", game, "--turn", digits], ["rollback", game, "--to", digits],
        ["orders", game, "--nation", "France", "--turn", digits], ["orders", game, "--nation", "France",
                                                                     "--archive", digits, "--turn", "0"],
        ["report", game, "--archive", digits, "--turn", "0"], ["demo", "--seed", digits],
        ["render", game, "--out", str(tmp_path / "map.png"), "--width", digits],
        ["edit", game, "--reason", "r", "--treasury", f"France={digits}"],
        ["edit", game, "--reason", "r", "--treasury", f"France=gold:1{digits}"],
        ["edit", game, "--reason", "r", "--param", f"bank_cap={digits}"],
        ["deadline", game, f"2026-11-3{digits} 20:00 UTC"], ["deadline", game, f"2026-11-30 2{digits}:00 UTC"],
        ["resolve", game, "--battle", f"Alsace: France {digits} infantry; Austria all"],
        ["resolve", game, "--battle", f"Alsace#{digits}: France all"],
        ["new", str(tmp_path / "new.berthier"), "--map", "europe1805", "--param", f"bank_cap={digits}"],
    ]
    for argv in commands:
        assert exit_code(argv) == 2, argv
        out, err = capsys.readouterr()
        assert "Traceback" not in out + err and "internal error" not in out + err, argv
        assert err.strip(), argv                                  # a message says what was wrong
    assert snapshot(tiny) == before
    assert not (tmp_path / "new.berthier").exists()


def exit_code(argv: list[str]) -> int:
    """The command's exit status, whether argparse refused the option (SystemExit) or the verb did."""
    try:
        return main(argv)
    except SystemExit as e:
        return int(e.code or 0)


def test_a_game_file_whose_version_is_a_superscript_is_damaged_not_a_crash(tiny, tmp_path, capsys):
    path = tmp_path / "odd.berthier"
    shutil.copy(tiny, path)
    conn = sqlite3.connect(path)
    conn.execute("UPDATE meta SET value = '²' WHERE key = 'version'")
    conn.commit(), conn.close()
    assert main(["state", str(path)]) == 2
    assert "damaged: the meta row 'version': '²' is not a whole number" in capsys.readouterr().err


@pytest.mark.parametrize("name", list(LINES))
def test_the_number_options_refuse_foreign_digits_in_every_ruleset(games, name, capsys):
    game = games[name]
    nation, _ = LINES[name]
    path = str(game.path)
    before = (game.current_turn, game.conn.execute("SELECT state FROM turns ORDER BY turn DESC").fetchone())
    for digits in ("²", "٣", "１"):
        for argv in (["resolve", path, "--dice", f"3,{digits}"], ["resolve", path, "--seed", digits],
                     ["resolve", path, "--turn", digits], ["state", path, "--turn", digits],
                     ["edit", path, "--reason", "r", "--treasury", f"{nation}={digits}"],
                     ["resolve", path, "--decide", f"land.Bavaria.losses={digits}-3"],
                     ["orders", path, "--nation", nation, "--turn", f"Turn {digits}"]):
            assert exit_code(argv) == 2, argv
            out, err = capsys.readouterr()
            assert err.strip() and "Traceback" not in err and "a bug" not in err, (argv, err)
    assert (game.current_turn, game.conn.execute("SELECT state FROM turns ORDER BY turn DESC").fetchone()) == before
