"""The history dock names the turns rolled on one dice stream, before named streams existed."""

import shutil
from pathlib import Path

from app.window.history import turn_tooltip
from engine.game.gamefile import Game

DATA = Path(__file__).resolve().parents[1] / "data"


def test_a_turn_rolled_before_named_streams_says_so_in_its_tooltip(tmp_path):
    path = tmp_path / "old.berthier"
    shutil.copy(DATA / "before-dice-streams.berthier", path)
    with Game.open(path) as game:
        game.resolve(seed=16)
        rows = game.history()
    assert "with seed 11 (one dice stream, as rolled before named streams)" in turn_tooltip(rows[0], False)
    assert "with fixed dice (one dice stream" in turn_tooltip(rows[4], False)
    assert "with seed 16<br>" in turn_tooltip(rows[6], False)
