"""A module added from outside the eia core: one `EiaModule` with one hook, installed by a test,
runs when a scenario names it in `params.modules` and not otherwise; its parameter comes with its
defaults and the GM may set it. Nothing in engine/rulesets/eia names it."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from engine.board import Board
from engine.errors import UnknownName
from engine.rulesets.declarations import Module
from engine.rulesets.eia import Eia, install_module, uninstall_module
from engine.rulesets.eia.events import Changed
from engine.rulesets.eia.modules import EiaModule, active
from engine.rulesets.eia.state import EiaState, month_steps
from engine.rulesets.eia.work import Work
from .helpers import RULES, play, position


class HarbourDues(EiaModule):
    """A house rule: at each economic step every major power collects `harbour_dues` money."""
    declaration = Module("harbour_dues", "Harbour dues (a house rule)", params={"harbour_dues": 2},
                         events=("eia_changed",))

    def economic(self, w: Work, board: Board, orders: list[Any]) -> None:
        dues = w.params["harbour_dues"]
        for name, power in sorted(w.powers.items()):
            w.set_power(name, money=power.money + dues)
            w.events.append(Changed(nation=name, text=f"{name} collects {dues} money of harbour dues"))


@pytest.fixture
def dues():
    install_module(HarbourDues())
    yield
    uninstall_module("harbour_dues")


def economic_step(modules: list[str], **params: Any) -> EiaState:
    state = position([], params={"modules": modules, **params}, powers={"France": {"money": 100}})
    steps = month_steps(2, state.params)                 # March: the month has an economic step
    return msgspec.structs.replace(state, month=2, steps=steps, step=steps.index("economic"))


def _money(state: EiaState, nation: str) -> int:
    return state.power(nation).money


def test_a_scenario_naming_the_module_runs_its_hook(dues):
    named = play(economic_step(["eia_sop", "harbour_dues"]), {})
    plain = play(economic_step(["eia_sop"]), {})
    assert _money(named.state, "France") == _money(plain.state, "France") + 2
    assert _money(named.state, "Austria") == _money(plain.state, "Austria") + 2
    said = [e.text for e in named.events if isinstance(e, Changed) and "harbour dues" in e.text]
    assert said == ["Austria collects 2 money of harbour dues", "France collects 2 money of harbour dues",
                    "Great Britain collects 2 money of harbour dues"]
    assert not [e for e in plain.events if isinstance(e, Changed) and "harbour dues" in e.text]


def test_the_module_brings_its_parameter_and_the_gm_may_set_it(dues):
    state = economic_step(["eia_sop", "harbour_dues"], harbour_dues=5)
    assert state.params["harbour_dues"] == 5
    assert RULES.module_params(["harbour_dues"]) == {"harbour_dues": 2}
    plain = play(economic_step(["eia_sop"]), {})
    assert _money(play(state, {}).state, "France") == _money(plain.state, "France") + 5


def test_its_hooks_follow_the_bundled_modules_and_it_is_declared_while_installed(dues):
    state = economic_step(["harbour_dues", "afa_naval", "eia_sop"])
    assert [m.id for m in active(state)] == ["eia_sop", "afa_naval", "harbour_dues"]
    assert "harbour_dues" in {m.id for m in Eia.modules}


def test_once_uninstalled_a_game_may_not_name_it():
    assert "harbour_dues" not in {m.id for m in Eia.modules}
    with pytest.raises(UnknownName):
        RULES.module_params(["harbour_dues"])
