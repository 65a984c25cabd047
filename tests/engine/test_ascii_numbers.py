"""Numbers are ASCII digits wherever they are read: a superscript '²' or an absurd length is
refused with a message, never a crash."""

from __future__ import annotations

import sqlite3

import pytest

from engine.errors import BerthierError, GameFileError
from engine.game.gamefile import Game
from engine.rulesets.eia.decisions import pair
from engine.game.scenario import load_scenario
from tests.mail.conftest import DATA


@pytest.mark.parametrize("answer", ["²-3", "3-²", "99999999999999999999999-3", "٣-1"])
def test_an_eia_losses_answer_that_is_not_two_short_ascii_numbers_is_refused(answer):
    with pytest.raises(BerthierError, match="not understood"):
        pair(answer, "land.Bavaria.losses", "losses")


def test_a_succheesion_build_with_a_superscript_count_is_a_refused_line_not_a_crash():
    from tests.succheesion.helpers import RULES
    from tests.succheesion.test_turn_trade import MAP, berdain_maustria
    state = berdain_maustria()
    sheet = RULES.parse_orders("build ² Infantry in 1\n", "Berdain", state, MAP)
    assert sheet.problems and not sheet.orders


def test_a_game_file_whose_version_is_a_superscript_is_damaged(tmp_path):
    board, state, data = load_scenario(DATA / "tiny-scenario.json")
    Game.create(tmp_path / "g.berthier", board, state, "Tiny", data).close()
    with sqlite3.connect(tmp_path / "g.berthier") as conn:
        conn.execute("UPDATE meta SET value = '²' WHERE key = 'version'")
    conn.close()
    with pytest.raises(GameFileError, match="is not a whole number"):
        Game.open(tmp_path / "g.berthier")
