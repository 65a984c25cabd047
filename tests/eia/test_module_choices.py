"""The choices EiA leaves to a player are typed questions the core poses (engine/rulesets/eia/choices.py):
a module settles those it has a procedure for, the player is asked the rest. Module eia_sop has seed
002's procedure for every one of them; a house module may settle just one."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any, TypeVar

import msgspec
import pytest

from engine.rulesets.declarations import Module
from engine.rulesets.eia import choices, install_module, uninstall_module
from engine.rulesets.eia.decisions import DecisionsOpen
from engine.rulesets.eia.events import Procedure
from engine.rulesets.eia.modules import EiaModule
from engine.rulesets.eia.params import SOP_PARAMS
from engine.rulesets.eia.sop.procedures import PROCEDURES
from engine.rulesets.eia.work import Work
from .helpers import corps, play, position

T = TypeVar("T")
GIVEN = {"land.Bavaria.chit.Austria": "defend", "land.Bavaria.result": "France won", "land.Bavaria.losses": "1-2",
         "land.Bavaria.retire.Austria": "stay in the field", "land.Bavaria.pursuit": "pursue",
         "land.Bavaria.retreat.Austria_II": "Vienna"}


class QuietGuns(EiaModule):
    """A house rule: artillery is never used (7.5.2.8); every other choice is left to the players."""
    declaration = Module("quiet_guns", "No artillery (a house rule)")

    def procedure(self, w: Work, choice: choices.Choice[T]) -> Callable[[], T] | None:
        if isinstance(choice, choices.Artillery):
            return lambda: False            # type: ignore[return-value]
        return None


@pytest.fixture
def quiet_guns():
    install_module(QuietGuns())
    yield
    uninstall_module("quiet_guns")


def _battle(modules: list[str]):
    state = position([corps("France", "I", "bavaria", infantry=9), corps("Austria", "II", "bavaria")],
                     step="France land")
    params = {k: v for k, v in state.params.items() if k not in SOP_PARAMS}
    return msgspec.structs.replace(state, params={**params, "modules": modules})


def _open(state: Any, decide: dict[str, str]) -> list[str]:
    with pytest.raises(DecisionsOpen) as e:
        play(state, {"France": "attack Bavaria"}, decide=decide)
    return [d.key for d in e.value.open]


def test_a_module_that_settles_one_choice_answers_it_and_leaves_the_others_to_the_players(quiet_guns):
    assert "land.Bavaria.artillery" in _open(_battle([]), GIVEN)
    assert "land.Bavaria.artillery" not in _open(_battle(["quiet_guns"]), {})
    res = play(_battle(["quiet_guns"]), {"France": "attack Bavaria"}, decide=GIVEN)
    said = [e.outcome for e in res.events if isinstance(e, Procedure) and e.rule == "7.5.2.8 artillery"]
    assert said == ["artillery not used"]


def test_a_module_the_game_does_not_name_settles_nothing(quiet_guns):
    assert "land.Bavaria.artillery" in _open(_battle([]), GIVEN)


def test_seed_002_has_a_procedure_for_every_choice_the_core_poses():
    posed = {c for _, c in inspect.getmembers(choices, inspect.isclass)
             if issubclass(c, choices.Choice) and c is not choices.Choice}
    assert posed and posed == set(PROCEDURES)
