"""Orders with no words in them are no orders, in every ruleset: they are checked without loading the
ruleset's order reader, so the window opens a new turn (every nation's orders still blank) without it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from engine.game.scenario import load_scenario
from engine.order_sheet import OrderSheet
from engine.rulesets import ruleset

ROOT = Path(__file__).resolve().parents[2]
MAPS = ROOT / "resources" / "maps"
READER = {"engine.orders", "engine.words.clauses", "engine.words.lexicon", "engine.words.message"}
BLANK = ("", "\n", "  \n\n\t\n")


@pytest.mark.parametrize("name", ["europe1805", "classic-europe", "eia-europe", "mausropa"])
def test_the_reader_gives_blank_orders_no_orders_no_problems_and_no_chatter(name):
    board, state, data = load_scenario(MAPS / name / "scenario.json")
    rules = ruleset(data["ruleset"])
    for nation in state.nations:
        for text in BLANK:
            assert rules.parse_orders(text, nation.name, state, board) == OrderSheet(nation.name), (name, text)


def test_blank_orders_are_checked_without_the_reader(tmp_path):
    game = tmp_path / "g.berthier"
    code = (f"from engine.game.gamefile import Game\nfrom engine.game.scenario import load_scenario\n"
            f"board, state, data = load_scenario({str(MAPS / 'europe1805' / 'scenario.json')!r})\n"
            f"game = Game.create({str(game)!r}, board, state, 'blank', data)\n"
            f"for nation in state.nations:\n"
            f"    for text in {BLANK!r}:\n"
            f"        assert game.check_orders(nation.name, text).orders == ()\n"
            f"import sys; print(' '.join(sorted(sys.modules)))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    modules = set(done.stdout.splitlines()[-1].split())
    assert "engine.rulesets.napoleonic" in modules
    assert not READER & modules, sorted(READER & modules)
