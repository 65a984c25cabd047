"""One commitment covers an EiA month: `berthier commit` before `resolve --month`, and every step of
the run rolls a seed derived from the committed one (docs/cli.md, "Dice anyone can verify"), so
`verify` checks each step against the one hash posted and check-dice.py checks each update."""

import re
import sqlite3

import pytest

from app.cli import main
from engine.game import commitment
from engine.game.dice_check import check, digest, step_seed
from engine.game.gamefile import Game
from engine.game.scenario import MAPS

# a quiet month: every power moves, nobody fights, so no question stops the run
ORDERS = {
    "France": "Land:\ncorps II: Alsace - Baden\n",
    "Great Britain": "Naval:\nfleet Channel: English Channel - North Sea\nLand:\ncorps I: London - East Anglia\n",
    "Spain": "Naval:\nfleet Cadiz: Andalusia - Gulf of Cadiz\nLand:\ncorps I: Madrid - Old Castile\n",
    "Austria": "Land:\ncorps III: Vienna - Moravia\n",
    "Prussia": "Land:\ncorps I: Brandenburg - Saxony\ncorps II: Silesia - Posen\n",
    "Russia": "Naval:\nfleet Baltic: St Petersburg - Gulf of Finland\nLand:\ncorps I: Lithuania - Volhynia\n",
    "Turkey": "Naval:\nfleet Constantinople: Stamboul - Aegean Sea\nLand:\ncorps II: Bulgaria - Wallachia\n",
}
HASH = re.compile(r"sha256 ([0-9a-f]{64})")


def run(capsys, *argv, status=0) -> str:
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    assert code == status, out + err
    return out + err


def started(tmp_path, capsys, orders: dict[str, str]):
    path = tmp_path / "eia.berthier"
    run(capsys, "new", path, "--scenario", MAPS / "eia-europe" / "scenario.json")
    for nation, text in orders.items():
        (tmp_path / "o.txt").write_text(text, encoding="utf-8")
        run(capsys, "orders", path, "--nation", nation, tmp_path / "o.txt")
    return path


@pytest.fixture
def game(tmp_path, capsys):
    return started(tmp_path, capsys, ORDERS)


def seeds(path) -> list[int]:
    with sqlite3.connect(path) as conn:
        return [r[0] for r in conn.execute("SELECT seed FROM turns WHERE resolved_at IS NOT NULL ORDER BY turn")]


def test_every_step_of_a_month_run_uses_the_seed_derived_from_the_one_commitment(game, capsys):
    posted = HASH.search(run(capsys, "commit", game)).group(1)
    out = run(capsys, "resolve", game, "--month")
    assert "the month is over" in out
    with Game.open(game) as g:
        c = commitment.in_force(g, 0)
    assert c is not None and digest(c.text) == posted
    used = seeds(game)
    assert len(used) == 16
    assert used == [step_seed(c.seed, k) for k in range(16)]
    assert len(set(used)) == 16
    out = run(capsys, "verify", game)
    assert "16 of 16 turn(s) match" in out
    assert out.count(f"commitment: sha256 {posted}") == 16
    assert "run step 15 of the commitment of turn 0" in out
    assert "no commitment" not in out


def test_the_derivation_is_the_documented_sha256():
    import hashlib
    made = hashlib.sha256(b"berthier-dice-v1-step:12345:3").digest()
    assert step_seed(12345, 3) == int.from_bytes(made[:8], "big") % 2**31
    assert step_seed(12345, 0) == 12345


def test_the_update_of_a_later_step_reveals_the_commitment_and_check_dice_checks_its_seed(game, capsys, tmp_path):
    posted = HASH.search(run(capsys, "commit", game)).group(1)
    run(capsys, "resolve", game, "--month")
    update = tmp_path / "update.txt"
    run(capsys, "report", game, "--turn", 5, "--format", "text", "--out", update)
    text = update.read_text(encoding="utf-8")
    assert "run step 5: seed" in text
    ok, lines = check(text, posted)
    assert ok, lines
    assert any("run step 5: match" in line for line in lines)
    out = run(capsys, "verify", update, "--commitment", posted)
    assert "run step 5: match" in out
    seed = seeds(game)[5]
    forged = text.replace(f"run step 5: seed {seed}", f"run step 5: seed {seed + 1}")
    ok, lines = check(forged, posted)
    assert not ok and any("DIFFERS" in line and f"seed {seed + 1}" in line for line in lines)


def test_a_changed_seed_of_a_later_step_is_detected(game, capsys):
    run(capsys, "commit", game)
    run(capsys, "resolve", game, "--month")
    with sqlite3.connect(game) as conn:
        conn.execute("UPDATE dice_commitments SET seed = seed + 1 WHERE turn = 4")
    out = run(capsys, "verify", game, "--turn", 4, status=1)
    assert "run step 4's seed" in out and "is not the one derived" in out


def test_a_run_stopped_for_orders_covers_no_step_it_did_not_reach(capsys, tmp_path):
    game = started(tmp_path, capsys, {n: t for n, t in ORDERS.items() if n != "Spain"})
    run(capsys, "commit", game)
    out = run(capsys, "resolve", game, "--month")
    assert "no orders from Spain yet" in out and "berthier commit GAME before their deadline" in out
    with Game.open(game) as g:
        waiting = g.current_turn
        assert commitment.in_force(g, waiting) is None        # Spain orders after the dice could be known
        assert commitment.in_force(g, waiting - 1).step == waiting - 1


def test_a_rollback_in_a_covered_run_rolls_the_same_dice_again(game, capsys):
    run(capsys, "commit", game)
    run(capsys, "resolve", game, "--month")
    before = seeds(game)
    run(capsys, "rollback", game, "--to", 3)
    run(capsys, "resolve", game, "--month")
    assert seeds(game) == before
    assert "16 of 16 turn(s) match" in run(capsys, "verify", game)


def test_a_month_run_without_a_commitment_is_unchanged(game, capsys):
    run(capsys, "resolve", game, "--month", "--seed", 100)
    assert seeds(game) == list(range(100, 116))
    with sqlite3.connect(game) as conn:
        assert conn.execute("SELECT count(*) FROM sqlite_master WHERE name = 'dice_commitments'").fetchone()[0] == 0


def test_a_run_stopped_at_a_question_resumes_on_the_covered_seed(tmp_path, capsys):
    game = tmp_path / "eia.berthier"
    run(capsys, "new", game, "--scenario", MAPS / "eia-europe" / "scenario.json")
    run(capsys, "resolve", game, "--seed", 1)                     # political
    run(capsys, "resolve", game, "--seed", 2)                     # reinforcement: France naval comes
    (tmp_path / "o.txt").write_text("Land:\ncorps II: Alsace - Baden - Württemberg - Bavaria\nattack Bavaria\n",
                                    encoding="utf-8")
    run(capsys, "orders", game, "--nation", "France", tmp_path / "o.txt")
    run(capsys, "commit", game)
    out = run(capsys, "resolve", game, "--through", "France land")
    assert "Stopped at January 1805: France land step: answer with berthier decide" in out
    with Game.open(game) as g:
        root, covered = commitment.in_force(g, 2), commitment.in_force(g, 3)
    assert covered is not None and covered.step == 1 and covered.seed == step_seed(root.seed, 1)
    out = run(capsys, "resolve", game, "--through", "France land", "--decide", "land.Bavaria.result=France won",
              "--decide", "land.Bavaria.losses=1-3",
              "--decide", "land.Bavaria.chit.Austria=assault")
    assert "Resolved January 1805: France land step" in out
    assert seeds(game)[2:] == [root.seed, step_seed(root.seed, 1)]
    out = run(capsys, "verify", game)
    assert "4 of 4 turn(s) match" in out and "run step 1 of the commitment of turn 2" in out
