"""The orders a classic nation may give now, as the reader by meaning lists them: every one legal alone on the
position and written as the reader takes it back, the stacks named as the reader names them."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.board import Board
from engine.rulesets.classic.meaning import BUYS, gifts, meaning
from engine.rulesets.classic.movement import coast_of, sea_neighbours
from engine.rulesets.classic.options import order_options, spendable
from engine.rulesets.classic.units import ClassicState
from engine.state import replace
from engine.game.scenario import load_scenario
from engine.words.meaning import Candidate
from tests.corpus.positions import POSITIONS, position

from .helpers import RULES, SCENARIO

CORPUS_POSITIONS = ["start", *POSITIONS["classic"]]


def _crowded():
    """The bundled start changed to try the edges: units too dear for anyone's treasury, Italy's ships in S full
    (4 aboard on 1 ship), a lone Italian army in 37; Britain with one ship in I and one army aboard."""
    board, state, _ = load_scenario(SCENARIO)
    assert isinstance(state, ClassicState)
    fleets = tuple(replace(f, ships=1, aboard=4) if (f.nation, f.at) == ("Italy", "S")
                   else replace(f, ships=1, aboard=1) if (f.nation, f.at) == ("Britain", "I") else f
                   for f in state.fleets)
    armies = tuple(replace(a, count=1) if (a.nation, a.at) == ("Italy", "37") else a for a in state.armies)
    params = {**state.params, "army_cost": 1000, "ship_cost": 1000}
    return board, replace(state, fleets=fleets, armies=armies, params=params)


def _positions():
    for name in CORPUS_POSITIONS:
        board, state = position("classic", name)
        yield name, board, state
    yield "crowded", *_crowded()


CASES = [(name, board, state, n.name) for name, board, state in _positions() for n in state.nations]


def _problems_of(c: Candidate, nation: str, state: ClassicState, board: Board) -> list[str]:
    """Why the candidate is not an order the nation may give alone now, read back as itself ([] when it is): with
    the count at one, at its most, and (a whole stack) 'all'."""
    wrong = []
    counts: list[int | str | None] = [*sorted({1, c.most})] if c.most else [None]
    for n in counts + ["all"] * (c.whole and c.most > 0):     # 'all armies 76 -> 77': the whole stack, said so
        text = c.said(n) if isinstance(n, int) else c.order.replace("{n}", n) if n else c.order
        sheet = RULES.parse_orders(text, nation, state, board)
        if c.verb == "hold":          # units without orders stay: the reader files a stay as no order
            if sheet.orders or sheet.problems or len(sheet.chatter) != 1:
                wrong.append(f"{text!r}: not read as a stay")
            continue
        checked = RULES.check_orders(sheet, state, board)
        back = RULES.format_orders(checked.orders, state, board).strip()
        if len(sheet.orders) != 1 or checked.problems:
            wrong.append(f"{text!r}: {[str(p) for p in checked.problems] or len(sheet.orders)}")
        elif back != text:
            wrong.append(f"{text!r} is written back as {back!r}")
    return wrong


@pytest.mark.parametrize("name, board, state, nation", CASES, ids=[f"{c[0]}-{c[3]}" for c in CASES])
def test_every_candidate_is_an_order_the_nation_may_give_alone_and_reads_back_as_itself(name, board, state, nation):
    found = [*meaning(board, state, nation).candidates, *gifts(order_options(board, state, nation))]
    wrong = [w for c in found for w in _problems_of(c, nation, state, board)]
    assert wrong == []


@pytest.mark.parametrize("name, board, state, nation", CASES, ids=[f"{c[0]}-{c[3]}" for c in CASES])
def test_each_stack_is_named_as_the_reader_takes_it_and_every_candidate_orders_a_stack_of_the_nation(
        name, board, state, nation):
    found = meaning(board, state, nation)
    heads = {u.head for u in found.units}
    assert len(heads) == len(found.units)
    for u in found.units:     # '3 armies 59' + ' -> ...' is the canonical move; the head alone is a stay
        sheet = RULES.parse_orders(f"{u.head} holds", nation, state, board)
        assert not sheet.problems and len(sheet.chatter) == 1, u.head
        assert u.at in (board[r].id for r in [u.at])
    for c in found.candidates:
        assert set(c.units) <= heads, c
        assert c.verb == BUYS or c.units, c


def test_the_candidates_of_the_start_are_counted_as_the_map_and_the_treasury_say():
    board, state = position("classic", "start")
    found = meaning(board, state, "Britain")
    verbs = Counter(c.verb for c in found.candidates)
    britain = [a for a in state.armies if a.nation == "Britain"]
    fleets = [f for f in state.fleets if f.nation == "Britain"]
    assert verbs["hold"] == len(britain) + len(fleets)
    assert verbs["give"] == 0 and len(list(gifts(order_options(board, state, "Britain")))) == len(state.nations) - 1
    assert verbs["escape"] == verbs["avoid"] == sum(1 + len(sea_neighbours(board, f.at)) for f in fleets)
    assert {c.target for c in found.candidates if c.verb == BUYS} >= {p for p, n in state.owners.items()
                                                                         if n == "Britain"}
    assert found.units and all(c.kinds for c in found.candidates)


def test_purchases_and_gifts_go_as_far_as_the_gold_the_nation_will_have():
    board, state = position("classic", "start")
    gold = spendable(board, state, "Spain")
    found = meaning(board, state, "Spain")
    assert {c.most for c in gifts(order_options(board, state, "Spain"))} == {gold}
    assert {c.most for c in found.candidates if c.verb == BUYS and "armies" in c.order} == {
        gold // state.params["army_cost"]}
    board, state = _crowded()
    assert not [c for c in meaning(board, state, "Spain").candidates if c.verb == BUYS]


def test_full_ships_take_no_one_aboard_and_a_lone_army_is_one_army():
    board, state = _crowded()
    found = meaning(board, state, "Italy")
    assert not [c for c in found.candidates if c.via == ("S",) or c.target == "S" and c.origin != "S"]
    lone = [c for c in found.candidates if c.origin == "37" and c.verb == "move"]
    assert lone and {c.most for c in lone} == {1} and lone[0].said(1).startswith("1 army 37 ->")


def test_armies_aboard_land_only_next_to_the_sea_their_ships_lie_in_when_the_ships_are_not_moved():
    board, state = position("classic", "britons-aboard")
    landings = {c.target for c in meaning(board, state, "Britain").candidates if c.verb == "move" and c.origin == "I"
                and board[c.target].is_land}
    assert landings == set(coast_of(board, "I"))
    assert "22" in landings


def test_a_count_the_player_gives_runs_from_one_to_the_whole_stack():
    board, state = position("classic", "start")
    found = meaning(board, state, "Britain")
    march = next(c for c in found.candidates if c.verb == "move" and c.origin == "3")
    stack = next(a.count for a in state.armies if (a.nation, a.at) == ("Britain", "3"))
    assert (march.most, march.whole, march.said(2)) == (stack, True, f"2 armies 3 -> {march.target}")


def test_an_eliminated_nation_may_order_nothing():
    board, state = position("classic", "start")
    gone = replace(state, armies=tuple(a for a in state.armies if a.nation != "Carthage"),
                   fleets=tuple(f for f in state.fleets if f.nation != "Carthage"),
                   owners={p: n for p, n in state.owners.items() if n != "Carthage"})
    assert meaning(board, gone, "Carthage").candidates == ()


def test_ships_may_attack_where_they_lie_or_go_every_other_nation_there_or_any_nation_with_ships_by_name():
    board, state = position("classic", "start")
    attacks = {c.said(1) for c in meaning(board, state, "Carthage").candidates if c.verb == "attack"}
    assert {"1 ship T attack", "1 ship T attack Italy", "1 ship T -> S attack Britain"} <= attacks
    assert not [a for a in attacks if a.endswith("Carthage")]
