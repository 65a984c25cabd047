"""Whatever the players order, a turn leaves a position the rules allow: no two nations in one
province, every army in a province its nation owns, no ship carrying more than 4 armies, no
negative treasury; and the check the GM runs on entry never disagrees with itself."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.dice import SeededDice
from engine.rulesets.classic.movement import coast_of, coast_seas, land_neighbours, sea_neighbours
from engine.game.scenario import load_scenario

from .helpers import RULES, SCENARIO, read_words

BOARD, START, _ = load_scenario(SCENARIO)


def random_orders(rng: random.Random, state, nation: str) -> str:
    """Orders a careless player might write: some too large, some impossible, all readable."""
    board, lines = BOARD, []
    owned = sorted(state.provinces_of(nation))
    for _ in range(rng.randint(0, 3)):
        seas = sorted({s for p in owned for s in coast_seas(board, p)})
        if owned and (rng.random() < .6 or not seas):
            lines.append(f"buy {rng.randint(1, 3)} armies in {rng.choice(owned)}")
        elif seas:
            lines.append(f"buy {rng.randint(1, 2)} ships in {rng.choice(seas)}")
    for a in state.armies:
        if a.nation != nation:
            continue
        count = rng.choice(["all", "1", str(a.count), str(a.count + 1), str(max(1, a.count // 2))])
        near = land_neighbours(board, a.at)
        roll = rng.random()
        if roll < .5 and near:
            lines.append(f"{count} armies {a.at} -> {rng.choice(near)}")
        elif roll < .7 and coast_seas(board, a.at):
            sea = rng.choice(coast_seas(board, a.at))
            reach = [sea] + sea_neighbours(board, sea)
            dest = rng.choice([p for s in reach for p in coast_of(board, s) if p != a.at] + reach)
            lines.append(f"{count} armies {a.at} -> {dest}{rng.choice(['', f' via ships in {sea}', ' via ships'])}")
        elif roll < .8 and near:
            other = rng.choice(state.nation_names())
            lines.append(f"if {other} has {rng.randint(0, 6)} or less armies in {rng.choice(near)} then attack it "
                         f"with everything from {a.at}")
    for f in state.fleets:
        if f.nation != nation:
            continue
        dest = rng.choice(sea_neighbours(board, f.at) + [None])
        stance = rng.choice(["", " attack", ", no combat", ", escape"]) if dest else rng.choice([" attack", ", escape"])
        count = rng.choice(["all", str(f.ships), "1", str(f.ships + 1)])
        lines.append(f"{count} ships {f.at}{' -> ' + dest if dest else ''}{stance}")
        if f.aboard and rng.random() < .5:
            reach = [f.at] + sea_neighbours(board, f.at)
            lines.append(f"all armies {f.at} -> {rng.choice([p for s in reach for p in coast_of(board, s)])}")
    if rng.random() < .3:
        lines.append(f"give {rng.randint(1, 20)} gold to {rng.choice([n for n in state.nation_names() if n != nation])}")
    lines = list(dict.fromkeys(lines))      # a line said twice is asked (once or twice?): each once
    rng.shuffle(lines)
    return "\n".join(lines)


def assert_allowed(state) -> None:
    capacity = state.params["ship_capacity"]
    holder: dict[str, str] = {}
    for a in state.armies:
        assert a.count > 0 and BOARD[a.at].is_land
        assert holder.setdefault(a.at, a.nation) == a.nation, f"two nations in {a.at}"
        assert state.owner(a.at) == a.nation, f"{a.nation}'s armies in {a.at} have not claimed it"
    for f in state.fleets:
        assert f.ships > 0 and BOARD[f.at].is_sea and 0 <= f.aboard <= capacity * f.ships
    assert all(n.gold() >= 0 for n in state.nations)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32))
def test_random_orders_for_several_turns_keep_the_position_lawful(seed):
    rng = random.Random(seed)
    state = START
    for _ in range(4):
        orders = {n: random_orders(rng, state, n) for n in state.nation_names() if not state.eliminated(n)}
        sheets = {n: read_words(text, n, state, BOARD) for n, text in orders.items()}
        for nation, sheet in sheets.items():
            assert sheet.problems == (), orders[nation]
            checked = RULES.check_orders(sheet, state, BOARD)
            assert {p.kind for p in checked.problems} <= {"not allowed"}
        res = RULES.resolve(BOARD, state, sheets, SeededDice(rng.randrange(2**31)))
        assert res.state.turn == state.turn + 1
        state = res.state
        assert_allowed(state)
        # the GM's hand reads every position a turn leaves as its scenario entries, and back
        assert RULES.with_units(BOARD, state, RULES.unit_entries(BOARD, state)) == state
