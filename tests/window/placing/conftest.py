"""The window's placing tests (the window's fixtures apply): a board of a few names for the tests
that need no window."""

import pytest


@pytest.fixture(scope="session")
def tiny_board():
    from engine.game.scenario import load_scenario
    from window.conftest import TINY_SCENARIO
    board, _, _ = load_scenario(TINY_SCENARIO)
    return board
