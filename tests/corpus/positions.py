"""The positions corpus messages are written against: the bundled scenarios' start, or a named
position built from it."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from engine.scenario import load_scenario
from engine.state import WAR, replace, with_relation

MAPS = Path(__file__).resolve().parents[2] / "resources" / "maps"
SCENARIOS = {"napoleonic": MAPS / "europe1805" / "scenario.json", "classic": MAPS / "classic-europe" / "scenario.json"}


def _spring_at_war(state):
    """Spring 1805, France and Austria at war: messages written mid-campaign."""
    return with_relation(replace(state, season="Spring", year=1805, turn=1), "France", "Austria", WAR, 1)


def _turn_two(state):
    return replace(state, turn=2)


POSITIONS = {"napoleonic": {"spring-1805-war": _spring_at_war}, "classic": {"turn-2": _turn_two}}


@cache
def position(ruleset: str, name: str):
    board, state, _ = load_scenario(SCENARIOS[ruleset])
    if name != "start":
        if name not in POSITIONS[ruleset]:
            raise ValueError(f"no position {name!r} for {ruleset}; known: start, {', '.join(POSITIONS[ruleset])}")
        state = POSITIONS[ruleset][name](state)
    return board, state
