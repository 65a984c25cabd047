"""The house rules that name nations, checked against the scenario's nations when a game starts.

The seeds' defaults name the seeds' powers (France ... Turkey). A game on a map of the GM's own has
other nations: there the seed's `power_order` becomes every major power in the scenario's order, and a
default naming a power the game lacks names only those it has (a single name: none). A name the GM
or the scenario wrote that is no nation of the game is refused, saying which parameter holds it."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from engine.errors import ScenarioError
from engine.state import GameState

CORE_NATION_PARAMS = ("power_order",)


def with_nations(base: GameState, keys: Iterable[str], defaults: Mapping[str, Any]) -> dict[str, Any]:
    """`base.params` with the seed's `power_order` made the game's and the nation-naming `keys` checked."""
    params = dict(base.params)
    nations = [n.name for n in base.nations]
    majors = [n.name for n in base.nations if n.major]
    if params.get("power_order") == defaults.get("power_order") and set(params["power_order"]) != set(majors):
        params["power_order"] = list(majors)
    for key in (*CORE_NATION_PARAMS, *keys):
        if key in params:
            params[key] = _checked(key, params[key], defaults.get(key),
                                   majors if key == "power_order" else nations)
    return params


def _checked(key: str, value: Any, default: Any, known: Sequence[str]) -> Any:
    names = [value] if isinstance(value, str) else list(value or ())
    unknown = [n for n in names if n not in known]
    if not unknown:
        return value
    if value == default:                       # the seed's powers, on a game without them
        kept = [n for n in names if n in known]
        return (kept[0] if kept else None) if isinstance(value, str) else kept
    what = "major power" if key == "power_order" else "nation"
    raise ScenarioError(f"params: {key}: {', '.join(repr(n) for n in unknown)} is not a {what} of the game "
                        f"(the {what}s are {', '.join(known) or 'none'})")
