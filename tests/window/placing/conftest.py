"""The window's placing tests (the window's fixtures apply): the stand-in hooks for a ruleset
that does not yet declare its pieces (see stand_ins.py)."""

import pytest

from engine.rulesets import ruleset
from engine.rulesets.registry import REGISTRY

from window.placing.stand_ins import STAND_INS


@pytest.fixture(autouse=True)
def pieces_declared(monkeypatch):
    """The napoleonic and toy rulesets with pieces the GM may place: their own hooks where they
    have them, else the stand-ins."""
    for ruleset_id, stand_in in STAND_INS.items():
        if not ruleset(ruleset_id).piece_kinds:
            monkeypatch.setitem(REGISTRY, ruleset_id, stand_in)


@pytest.fixture(scope="session")
def tiny_board():
    from engine.scenario import load_scenario
    from window.conftest import TINY_SCENARIO
    board, _, _ = load_scenario(TINY_SCENARIO)
    return board
