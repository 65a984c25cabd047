"""Whatever the players order on Mausropa, cheese is never created or lost except by the rules
(every change of a treasury is an event that says why), no treasury goes below zero, the army
sheets match the units on the map, and the same seed gives the same turn byte for byte."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import msgspec
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.dice import SeededDice
from engine.rulesets.succheesion import events as ev
from engine.game.scenario import build_scenario, load_scenario

from .helpers import RULES

SCENARIO = Path(__file__).resolve().parents[2] / "resources" / "maps" / "mausropa" / "scenario.json"
BOARD, START, DATA = load_scenario(SCENARIO)


def exact_start():
    """Mausropa with army_tracking 'stacks': each nation's sheet dealt out to its markers in order."""
    data = json.loads(json.dumps(DATA))
    data["params"] = {"army_tracking": "stacks"}
    for nation, sheet in data.pop("armies").items():
        types = [k for k, v in sheet.items() for _ in range(v)]
        for u in data["units"]:
            if u["nation"] == nation and u["type"] == "units":
                u["kinds"] = dict(Counter(types[:u["count"]]))
                types = types[u["count"]:]
    return build_scenario(data, board=BOARD)[1]
KINDS = ["Militia", "Infantry", "Cavalry", "Artillery", "Frigate", "Galleon", "Fort"]


def random_orders(rng: random.Random, state, nation: str) -> str:
    """Orders a careless player might write: some too large, some impossible, all readable."""
    owned = sorted(r for r, o in state.owners.items() if o == nation)
    others = [n for n in state.nation_names() if n != nation]
    lines = []
    for _ in range(rng.randint(0, 3)):
        if owned:
            lines.append(f"build {rng.randint(1, 3)} {rng.choice(KINDS)} in {rng.choice(owned)}")
    for s in state.stacks:
        if s.nation == nation and rng.random() < .6:
            near = [r for r in BOARD.adjacent[s.at] if BOARD[r].is_land]
            path = [s.at, rng.choice(near)]
            if rng.random() < .4:
                path.append(rng.choice([r for r in BOARD.adjacent[path[-1]] if BOARD[r].is_land]))
            lines.append(f"{rng.randint(1, s.count + 1)} units {' -> '.join(path)}")
        if s.nation == nation and rng.random() < .2:
            lines.append(f"{rng.choice(['siege', 'assault'])} {s.at}")
    for f in state.fleets:
        if f.nation == nation and rng.random() < .5:
            lines.append(f"blockade {f.at} with the fleet in {f.at}")
    if owned and rng.random() < .3:
        lines.append(f"raise cheese in {rng.choice(owned)} by {rng.randint(1, 2)}")
    if rng.random() < .3:
        partner = rng.choice(others)
        lines.append(f"invest {rng.randint(1, 6)} cheese in trade with {partner}")
    if rng.random() < .15:
        lines.append(f"break trade with {rng.choice(others)}")
    if rng.random() < .1:
        lines.append(f"declare war on {rng.choice(others)}")
    if rng.random() < .2:
        lines.append(f"sway {rng.choice(['Ubliko', 'Zurin'])} to war with {rng.choice(others)}, bribe "
                     f"{rng.randint(0, 10)} cheese")
    if rng.random() < .3:
        lines.append(f"spend TP to reach {rng.choice([20, 40, 60, 100])}%")
    return "\n".join(lines)


def explained(events, nation: str) -> int:
    """The change of `nation`'s treasury that the turn's events account for, in hundredths."""
    total = 0
    for e in events:
        match e:
            case ev.Income() if e.nation == nation:
                total += e.total
            case ev.Built() if e.nation == nation:
                total -= e.cost
            case ev.Supply() if e.nation == nation:
                total -= e.paid
            case ev.TradeInvested() if e.nation == nation:
                total -= e.amount
            case ev.TradeBroken():
                total += dict(e.payouts).get(nation, 0)
            case ev.CheeseRaised() | ev.CityFounded() if e.nation == nation:
                total -= e.cost
            case ev.Swayed():
                total += (e.bribe if e.target == nation else 0) - (e.bribe if e.nation == nation else 0)
    return total


def play_random(seed: int, turns: int, start=None):
    rng = random.Random(seed)
    state = start or START
    for turn in range(turns):
        sheets = {n: RULES.parse_orders(random_orders(rng, state, n), n, state, BOARD) for n in state.nation_names()}
        res = RULES.resolve(BOARD, state, sheets, SeededDice(seed * 100 + turn))
        yield state, res
        state = res.state


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000))
def test_cheese_moves_only_by_the_rules_and_never_below_zero(seed):
    for before, res in play_random(seed, 3):
        for n in before.nation_names():
            assert res.state.treasury_of(n) - before.treasury_of(n) == explained(res.events, n), n
            assert res.state.treasury_of(n) >= 0


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000))
def test_the_army_sheets_always_match_the_units_on_the_map_and_aboard(seed):
    for _, res in play_random(seed, 3):
        s = res.state
        for n in s.nation_names():
            on_map = sum(x.count for x in s.stacks if x.nation == n) + sum(f.aboard for f in s.fleets if f.nation == n)
            assert sum(s.sheet(n).values()) == on_map, n


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000))
def test_the_same_seed_and_orders_give_the_same_turn_byte_for_byte(seed):
    one = [msgspec.json.encode(res.state) + msgspec.json.encode(list(res.events)) for _, res in play_random(seed, 2)]
    two = [msgspec.json.encode(res.state) + msgspec.json.encode(list(res.events)) for _, res in play_random(seed, 2)]
    assert one == two


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000))
def test_with_exact_stacks_every_marker_keeps_its_types_and_the_sheet_is_their_sum(seed):
    for before, res in play_random(seed, 3, exact_start()):
        s = res.state
        for n in s.nation_names():
            assert res.state.treasury_of(n) - before.treasury_of(n) == explained(res.events, n), n
            total: Counter = Counter()
            for x in s.stacks:
                if x.nation == n:
                    assert sum(x.kinds.values()) == x.count, x
                    total.update(x.kinds)
            for f in s.fleets:
                if f.nation == n:
                    assert sum(f.aboard_kinds.values()) == f.aboard, f
                    total.update(f.aboard_kinds)
            assert dict(total) == s.sheet(n), n
