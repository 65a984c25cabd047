"""Map ▸ Edit map on a game's map checks it against the game's own rules: on the succheesion game's map the
Problems panel said "No napoleonic game can start on this map yet" (the rules chosen last, or the default),
which a GM reads as something wrong with his map. The rules chosen in the panel are still the GM's to change."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from app.editor import install
from tests.editor.test_mode import StandInWindow
from engine.board.synthetic import grid_board


@pytest.mark.parametrize("ruleset_id", ["succheesion", "classic", "eia"])
def test_the_editor_on_a_games_map_checks_it_by_the_games_rules(qtbot, asked, ruleset_id):
    window = StandInWindow(grid_board(5, 4, sea_every=4))
    window.session.game = SimpleNamespace(rules=SimpleNamespace(id=ruleset_id))
    qtbot.addWidget(window)
    window.show()
    mode = install(window)
    editor = mode.enter()
    assert editor.problems_panel.ruleset() == ruleset_id
    assert mode.leave()
    other = mode.open_window()
    qtbot.addWidget(other)
    assert other.problems_panel.ruleset() == ruleset_id


def test_without_a_game_the_rules_chosen_last_are_kept(qtbot, asked):
    window = StandInWindow(grid_board(5, 4, sea_every=4))
    window.session.game = None
    qtbot.addWidget(window)
    mode = install(window)
    editor = mode.enter()
    assert editor.problems_panel.ruleset() == "napoleonic"          # the default, as before
