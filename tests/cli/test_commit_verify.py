"""Dice anyone can verify: `berthier commit` posts the hash of a secret seed before the deadline,
`resolve` is held to it, the update reveals it, and `berthier verify` (or check-dice.py, with only
Python) finds a changed seed, a changed order or a changed die, naming what differs."""

import hashlib
import re
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli import main
from engine.game import commitment
from engine.game.dice_check import check
from engine.game.gamefile import Game

HASH = re.compile(r"sha256 ([0-9a-f]{64})")


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def give(capsys, tmp_path, game, nation, text):
    f = tmp_path / f"{nation}.txt"
    f.write_text(text)
    assert run(capsys, "orders", game, "--nation", nation, f)[0] == 0


@pytest.fixture
def game(tmp_path, capsys):
    """Classic Europe with two battles to roll in its first turn."""
    path = tmp_path / "war.berthier"
    assert run(capsys, "new", path, "--ruleset", "classic", "--map", "classic-europe")[0] == 0
    give(capsys, tmp_path, path, "Italy", "2 armies 36 -> 35\n")
    give(capsys, tmp_path, path, "Austria", "1 army 75 -> 35\n1 army 75 -> 52\n")
    give(capsys, tmp_path, path, "France", "2 armies 24 -> 52\n")
    return path


def committed(capsys, game) -> str:
    code, out, err = run(capsys, "commit", game)
    assert code == 0, err
    return HASH.search(out).group(1)


def update(capsys, game, tmp_path) -> Path:
    path = tmp_path / "public-update.txt"
    assert run(capsys, "report", game, "--format", "text", "--out", path)[0] == 0
    return path


def test_the_posted_hash_is_the_sha256_of_the_documented_text_and_resolve_uses_its_seed(game, capsys):
    posted = committed(capsys, game)
    with Game.open(game) as g:
        c = commitment.in_force(g, 0)
        assert c.text == f"berthier-dice-v1:{g.meta['game_id']}:0:{c.seed}:{c.salt}" and len(c.salt) == 32
    assert hashlib.sha256(c.text.encode()).hexdigest() == posted
    code, out, err = run(capsys, "resolve", game)
    assert code == 0, err
    assert f"Dice: the committed seed (committed as sha256 {posted})" in out
    with Game.open(game) as g:
        assert g.conn.execute("SELECT seed FROM turns WHERE turn = 0").fetchone()[0] == c.seed


def test_committing_twice_is_refused_unless_again_with_a_reason_and_the_update_shows_both(game, capsys, tmp_path):
    first = committed(capsys, game)
    code, _, err = run(capsys, "commit", game)
    assert code == 2 and "already committed" in err and "--again" in err
    code, _, err = run(capsys, "commit", game, "--again")
    assert code == 2 and "--again needs --reason" in err
    code, out, _ = run(capsys, "commit", game, "--again", "--reason", "the seed was shown on screen to a player")
    second = HASH.search(out).group(1)
    assert code == 0 and second != first
    assert run(capsys, "resolve", game)[0] == 0
    text = update(capsys, game, tmp_path).read_text()
    assert f"An earlier commitment, sha256 {first}" in text and second in text
    assert "The GM committed again: the seed was shown on screen to a player" in text


def test_other_dice_than_the_committed_seed_are_refused_without_a_reason_and_shown_with_one(game, capsys, tmp_path):
    committed(capsys, game)
    before = game.read_bytes()
    for dice in (["--seed", "12"], ["--dice", "1,2,3,4,5,6"]):
        code, _, err = run(capsys, "resolve", game, *dice)
        assert code == 2 and "were committed" in err and "--reason" in err
        assert game.read_bytes() == before
    code, _, err = run(capsys, "resolve", game, "--seed", "12", "--reason", "the forum's dice bot rolled instead")
    assert code == 0, err
    text = update(capsys, game, tmp_path).read_text()
    assert "The GM resolved with seed 12 instead of the committed seed: the forum's dice bot rolled instead" in text
    code, out, _ = run(capsys, "verify", game)
    assert code == 0 and "instead of the committed seed" in out


def test_dice_given_by_hand_instead_are_listed_in_the_update(game, capsys, tmp_path):
    committed(capsys, game)
    dice = ",".join(["4"] * 40)
    code, _, err = run(capsys, "resolve", game, "--dice", dice, "--reason", "rolled at the table")
    assert code == 0, err
    text = update(capsys, game, tmp_path).read_text()
    assert "The GM resolved with dice by hand (40 values) instead of the committed seed: rolled at the table" in text
    assert "The dice given by hand, in the order read: 4, 4, 4" in text
    assert run(capsys, "verify", game)[0] == 0


def test_a_battle_set_by_hand_stays_visible_in_the_update(game, capsys, tmp_path):
    committed(capsys, game)
    code, _, err = run(capsys, "resolve", game, "--battle", "35: Austria all", "--reason", "rolled on the forum")
    assert code == 0, err
    assert "1 battle result(s) set by hand, not rolled: " in update(capsys, game, tmp_path).read_text()


def test_the_update_reveals_the_seed_and_check_dice_matches_it_with_python_alone(game, capsys, tmp_path):
    posted = committed(capsys, game)
    assert run(capsys, "resolve", game)[0] == 0
    path = update(capsys, game, tmp_path)
    code, out, _ = run(capsys, "verify", path, "--commitment", posted)
    assert code == 0 and "match" in out and "DIFFERS" not in out
    script = tmp_path / "check-dice.py"
    script.write_text(commitment.checker_source())
    done = subprocess.run([sys.executable, "-I", str(script), str(path), "--commitment", posted],
                          capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode == 0 and f"the commitment you gave" in done.stdout


def test_a_revealed_seed_changed_in_the_update_does_not_match_the_commitment(game, capsys, tmp_path):
    posted = committed(capsys, game)
    assert run(capsys, "resolve", game)[0] == 0
    text = update(capsys, game, tmp_path).read_text()
    seed = re.search(r"berthier-dice-v1:[0-9a-f]+:0:([0-9]+):", text).group(1)
    forged = text.replace(f":0:{seed}:", f":0:{int(seed) + 1}:")
    ok, lines = check(forged, posted)
    assert not ok and "DIFFERS" in lines[0] and f"not {posted} (the commitment you gave)" in lines[0]
    assert not check(text, "0" * 64)[0]
    assert check("no dice here")[1][0].startswith("the update reveals no dice")


def tamper(game: Path, sql: str, *params) -> None:
    conn = sqlite3.connect(game)
    with conn:
        conn.execute(sql, params)
    conn.close()


@pytest.fixture
def resolved(game, capsys):
    committed(capsys, game)
    assert run(capsys, "resolve", game)[0] == 0
    code, out, err = run(capsys, "verify", game)
    assert code == 0 and "1 of 1 turn(s) match" in out, out + err
    assert "dice: all" in out and "recomputed from the seed match" in out
    return game


def test_a_changed_seed_is_detected(resolved, capsys):
    tamper(resolved, "UPDATE turns SET seed = seed + 1 WHERE turn = 0")
    code, out, _ = run(capsys, "verify", resolved)
    assert code == 1 and "DIFFERS" in out
    assert re.search(r"resolved with seed [0-9]+, not the committed seed [0-9]+", out)
    assert re.search(r"roll #[0-9]+ differs: the game file says", out)


def test_a_changed_committed_seed_no_longer_matches_the_posted_hash(resolved, capsys):
    tamper(resolved, "UPDATE dice_commitments SET seed = seed + 1")
    code, out, _ = run(capsys, "verify", resolved)
    assert code == 1 and "the commitment does not match its seed" in out


def test_a_changed_die_in_the_dice_table_is_detected_naming_the_roll(resolved, capsys):
    with Game.open(resolved) as g:
        seq, value, sides, purpose = g.conn.execute(
            "SELECT seq, value, sides, purpose FROM dice WHERE turn = 0 AND sides = 6 ORDER BY seq").fetchone()
    tamper(resolved, "UPDATE dice SET value = ? WHERE turn = 0 AND seq = ?", value % 6 + 1, seq)
    code, out, _ = run(capsys, "verify", resolved)
    assert code == 1
    assert (f"roll #{seq + 1} differs: the game file says {value % 6 + 1} on a d6 for {purpose}; the seed gives "
            f"{value} on a d6") in out


def test_a_changed_stored_order_is_detected_naming_the_nation(resolved, capsys):
    tamper(resolved, "UPDATE orders SET text = '2 armies 24 -> 51' WHERE turn = 0 AND nation = 'France'")
    code, out, _ = run(capsys, "verify", resolved, "--turn", "0")
    assert code == 1 and "France's orders stored for the turn are not the text resolved" in out


def test_a_rollback_keeps_the_commitment_so_the_turn_is_resolved_again_with_the_same_dice(resolved, capsys):
    with Game.open(resolved) as g:
        first = g.rolls(0)
    assert run(capsys, "rollback", resolved, "--to", "0")[0] == 0
    assert run(capsys, "resolve", resolved)[0] == 0
    with Game.open(resolved) as g:
        assert g.rolls(0) == first
    assert run(capsys, "verify", resolved)[0] == 0


def test_a_game_never_committed_is_verified_from_its_seeds_and_its_update_unchanged(game, capsys, tmp_path):
    assert run(capsys, "resolve", game, "--seed", "46")[0] == 0
    code, out, _ = run(capsys, "verify", game)
    assert code == 0 and "no commitment" in out and "recomputed from the seed match" in out
    assert "Dice" not in update(capsys, game, tmp_path).read_text().split("Next:")[-1]
    with Game.open(game) as g:
        tables = {r[0] for r in g.conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert "dice_commitments" not in tables and "dice_resolutions" not in tables


@pytest.mark.parametrize("argv, message", [
    (["verify", "nowhere.txt"], "no such file"),
    (["verify", "."], "is a folder"),
])
def test_verify_names_a_file_it_cannot_read(capsys, tmp_path, monkeypatch, argv, message):
    monkeypatch.chdir(tmp_path)
    code, out, err = run(capsys, *argv)
    assert code == 2 and message in err and "Traceback" not in out + err


def test_a_game_file_from_before_commitments_commits_resolves_and_verifies(tmp_path, capsys):
    import shutil
    old = tmp_path / "old.berthier"
    shutil.copy(Path(__file__).resolve().parents[1] / "data" / "before-dice-streams.berthier", old)
    posted = committed(capsys, old)
    code, _, err = run(capsys, "resolve", old)
    assert code == 0, err
    code, out, _ = run(capsys, "verify", old)
    assert code == 0 and "DIFFERS" not in out
    assert f"commitment: sha256 {posted}" in out
    assert "one dice stream" not in out and "no commitment" in out     # the turns resolved before it


def test_the_history_lists_each_commitment_and_how_its_turn_used_it(game, capsys):
    committed(capsys, game)
    run(capsys, "commit", game, "--again", "--reason", "a player saw the screen")
    assert run(capsys, "resolve", game, "--seed", "3", "--reason", "rolled on the forum")[0] == 0
    committed(capsys, game)
    code, out, _ = run(capsys, "history", game)
    lines = [line.strip() for line in out.splitlines() if line.strip().startswith("Dice of")]
    assert len(lines) == 3
    assert lines[0].startswith("Dice of Turn 1 committed at") and lines[0].endswith("(replaced)")
    assert lines[1].endswith(", again: a player saw the screen (resolved with seed 3 instead of the committed "
                             "seed: rolled on the forum)")
    assert lines[2].startswith("Dice of Turn 2") and lines[2].endswith("(not resolved yet)")
