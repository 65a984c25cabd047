"""The GM's hand: a new state and a one-line summary for each change a GM may make by hand.

The game file records the change with the GM's reason (the window makes it undoable); these
functions only compute it, for `berthier edit` and the window alike, and raise BerthierError
for a change that makes no sense.
"""

from __future__ import annotations

import json
from typing import Any

from engine.board import Board
from engine.errors import BerthierError
from engine.limits import MAX_GOLD
from engine.params import check_params
from engine.rulesets import ruleset
from engine.rulesets.declarations import Resource
from engine.state import GameState, replace, with_nation


GOLD = Resource("gold")


def change_owner(board: Board, state: GameState, region_id: str, nation: str | None) -> tuple[GameState, str]:
    """Give a province to `nation` (None: make it neutral)."""
    region = board[region_id]
    if not region.is_land:
        raise BerthierError(f"{region.name} is not a province, so nobody owns it")
    owners = dict(state.owners)
    if nation is None:
        if region_id not in owners:
            raise BerthierError(f"{region.name} is already neutral")
        del owners[region_id]
        summary = f"{region.name} made neutral"
    else:
        name = state.find_nation(nation).name
        if owners.get(region_id) == name:
            raise BerthierError(f"{region.name} already belongs to {name}")
        owners[region_id] = name
        summary = f"{region.name} given to {name}"
    return replace(state, owners=dict(sorted(owners.items()))), summary


def change_treasury(state: GameState, nation: str, amount: int,
                    resource: Resource = GOLD) -> tuple[GameState, str]:
    """Set a nation's treasury in one resource; `amount` is in the resource's smallest unit
    (hundredths of cheese), as `Resource.parse_amount` reads it."""
    n = state.find_nation(nation)
    word = resource.format_amount
    if amount < 0:
        raise BerthierError(f"a treasury cannot be negative ({word(amount, unit=True)})")
    if amount > MAX_GOLD:
        raise BerthierError(f"a treasury holds 0 to {word(MAX_GOLD, unit=True)}, not {word(amount, unit=True)}")
    was = n.treasury.get(resource.name, 0)
    if was == amount:
        raise BerthierError(f"{n.name}'s treasury is already {word(amount, unit=True)}")
    new = replace(n, treasury={**n.treasury, resource.name: int(amount)})
    return with_nation(state, new), f"{n.name}'s treasury set to {word(amount, unit=True)} (was {word(was)})"


def change_param(state: GameState, key: str, value: Any) -> tuple[GameState, str]:
    """Change a rule parameter (a house rule), refused unless the rules can use it (engine.params)."""
    rules = ruleset(str(state.__struct_config__.tag))
    defaults = rules.default_params()
    for module in rules.active_modules(state):
        defaults.update(module.params)
    check_params(rules.param_schema(), defaults, {**state.params, key: value}, [key])
    old = state.params.get(key)
    if value == old:
        raise BerthierError(f"{key} is already {json.dumps(value)}")
    return replace(state, params={**state.params, key: value}), f"parameter {key} set to {json.dumps(value)}"
