"""`berthier resolve --dice` and the dice streams from the command line: values left over are
reported, a value its die cannot show is refused naming the roll, and a battle set by hand with
--battle leaves the other battles' dice as they were."""

import shutil
from pathlib import Path

import pytest

from app.cli import main
from engine.game.gamefile import Game

DATA = Path(__file__).resolve().parents[1] / "data"


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def game(tmp_path, capsys):
    path = tmp_path / "tiny.berthier"
    assert run(capsys, "new", path, "--scenario", DATA / "tiny-scenario.json")[0] == 0
    return path


def test_dice_values_left_over_are_reported_and_kept_in_the_file(game, capsys):
    # Winter 1804 reads four dice: France's coin and income die, then Austria's
    code, out, err = run(capsys, "resolve", game, "--dice", "1,3,2,5,6,4")
    assert code == 0, err
    assert ("Note: 2 dice value(s) left over, not used: 6, 4 (the turn read 4); the order the dice are "
            "read in is in docs/rules/napoleonic.md.") in out
    with Game.open(game) as g:
        assert [v for _, _, v in g.dice_log(0)] == [1, 3, 2, 5]
        stored = g.conn.execute("SELECT fixed_dice FROM turns WHERE turn = 0").fetchone()[0]
        assert stored == "[1, 3, 2, 5, 6, 4]"


def test_a_dry_run_reports_the_left_over_values_too(game, capsys):
    code, out, _ = run(capsys, "resolve", game, "--dice", "1,3,2,5,6", "--dry-run")
    assert code == 0 and "1 dice value(s) left over, not used: 6 (the turn read 4)" in out


def test_exactly_enough_dice_say_nothing_more(game, capsys):
    code, out, _ = run(capsys, "resolve", game, "--dice", "1,3,2,5")
    assert code == 0 and "left over" not in out


@pytest.mark.parametrize("dice, message", [
    ("1,7,2,5", "dice value #2 is 7, which a d6 cannot show; it was read for income of France: the random"),
    ("3,1,2,5", "dice value #1 is 3, which a d2 cannot show; it was read for income of France: heads adds"),
    ("1,3,0,5", "dice value #3 is 0, which a d2 cannot show; it was read for income of Austria"),
])
def test_a_value_its_die_cannot_show_is_refused_naming_the_roll_and_nothing_is_written(game, capsys, dice,
                                                                                        message):
    before = game.read_bytes()
    code, out, err = run(capsys, "resolve", game, "--dice", dice)
    assert code == 2 and message in err and "Traceback" not in out + err
    assert game.read_bytes() == before


def give(capsys, tmp_path, game, nation, text):
    f = tmp_path / f"{nation}.txt"
    f.write_text(text)
    assert run(capsys, "orders", game, "--nation", nation, f)[0] == 0


def test_a_battle_set_with_battle_leaves_the_other_battles_dice_unchanged(tmp_path, capsys):
    rolled = tmp_path / "rolled.berthier"
    assert run(capsys, "new", rolled, "--ruleset", "classic", "--map", "classic-europe")[0] == 0
    give(capsys, tmp_path, rolled, "Italy", "2 armies 36 -> 35\n")
    give(capsys, tmp_path, rolled, "Austria", "1 army 75 -> 35\n1 army 75 -> 52\n")
    give(capsys, tmp_path, rolled, "France", "2 armies 24 -> 52\n")
    by_hand = tmp_path / "by_hand.berthier"
    shutil.copy(rolled, by_hand)
    assert run(capsys, "resolve", rolled, "--seed", "46")[0] == 0
    code, out, err = run(capsys, "resolve", by_hand, "--seed", "46", "--battle", "35: Austria all",
                         "--reason", "rolled on the forum")
    assert code == 0, err
    with Game.open(rolled) as a, Game.open(by_hand) as b:
        battles = {r.stream for r in a.rolls(0) if r.stream.startswith("battle:")}
        assert battles == {"battle:35#1", "battle:52#1"}
        assert [r for r in b.rolls(0) if r.stream == "battle:35#1"] == []
        assert [r for r in b.rolls(0) if r.stream == "battle:52#1"] == \
            [r for r in a.rolls(0) if r.stream == "battle:52#1"]


def test_the_history_says_which_turns_were_rolled_on_one_stream_before_named_streams(tmp_path, capsys):
    old = tmp_path / "old.berthier"
    shutil.copy(DATA / "before-dice-streams.berthier", old)
    assert run(capsys, "resolve", old, "--seed", "16")[0] == 0
    code, out, _ = run(capsys, "history", old)
    lines = out.splitlines()
    assert "seed 11 (one dice stream, as rolled before named streams)" in lines[1]
    assert "Summer 1806" in lines[7] and "seed 16;" in lines[7]
