"""The positions corpus messages are written against: the bundled scenarios' start, or a named
position built from it."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from engine.game.scenario import load_scenario
from engine.state import WAR, replace, with_relation

MAPS = Path(__file__).resolve().parents[2] / "resources" / "maps"
SCENARIOS = {"napoleonic": MAPS / "europe1805" / "scenario.json", "classic": MAPS / "classic-europe" / "scenario.json",
             "succheesion": MAPS / "mausropa" / "scenario.json", "eia": MAPS / "eia-europe" / "scenario.json"}


def _spring_at_war(state):
    """Spring 1805, France and Austria at war: messages written mid-campaign."""
    return with_relation(replace(state, season="Spring", year=1805, turn=1), "France", "Austria", WAR, 1)


def _britons_aboard(state):
    """Turn 2 of the classic game: two British armies aboard the British ships in sea I."""
    fleets = tuple(replace(f, aboard=2) if (f.nation, f.at) == ("Britain", "I") else f for f in state.fleets)
    armies = tuple(replace(a, count=a.count - 2) if (a.nation, a.at) == ("Britain", "3") else a for a in state.armies)
    return replace(state, turn=2, fleets=fleets, armies=armies)


def _eia_step(step: str):
    """January 1805 at a power's naval or land step (`france-land`, `great-britain-naval`): messages
    that move fleets and corps, which the political step of the start refuses."""
    return lambda state: replace(state, step=state.steps.index(step))


_EIA_STEPS = {f"{power} {kind}": _eia_step(f"{power} {kind}") for power in
              ("France", "Great Britain", "Spain", "Austria", "Prussia", "Russia", "Turkey") for kind in ("naval", "land")}
POSITIONS = {"napoleonic": {"spring-1805-war": _spring_at_war}, "classic": {"britons-aboard": _britons_aboard},
             "succheesion": {}, "eia": {name.lower().replace(" ", "-"): at for name, at in _EIA_STEPS.items()}}


@cache
def position(ruleset: str, name: str):
    board, state, _ = load_scenario(SCENARIOS[ruleset])
    if name != "start":
        if name not in POSITIONS[ruleset]:
            raise ValueError(f"no position {name!r} for {ruleset}; known: start, {', '.join(POSITIONS[ruleset])}")
        state = POSITIONS[ruleset][name](state)
    return board, state
