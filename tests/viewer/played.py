"""A tiny napoleonic game played for three turns, for the viewer's tests (fixtures imported where used)."""

import shutil
from pathlib import Path

import pytest

from engine.game.gamefile import Game
from engine.game.scenario import load_scenario

TINY = Path(__file__).resolve().parents[1] / "data" / "tiny-scenario.json"
ORDERS = ("build 2 infantry in Paris", "A - Baden", "A - Alsace")


@pytest.fixture(scope="session")
def played_template(tmp_path_factory):
    """France builds, marches into Baden and back: three resolved turns, four pages."""
    board, state, data = load_scenario(TINY)
    path = tmp_path_factory.mktemp("tiny") / "tiny.berthier"
    with Game.create(path, board, state, "Tiny <b>war</b> & peace", data) as game:
        for seed, orders in enumerate(ORDERS):
            game.store_orders("France", orders + "\n# see </pre><script>alert('France')</script>\n")
            game.resolve(seed=seed)
    return path


@pytest.fixture
def played(tmp_path, played_template):
    path = tmp_path / "tiny.berthier"
    shutil.copy(played_template, path)
    return path
