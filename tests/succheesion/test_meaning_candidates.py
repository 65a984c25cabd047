"""The orders a nation may give now, as the reader by meaning takes them (engine/rulesets/succheesion/meaning.py):
every candidate is an order the nation may give alone in the position, written so that it reads back as
itself; the units are named as the reader takes them."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from engine.rulesets import ruleset
from engine.rulesets.succheesion.meaning import meaning
from engine.rulesets.succheesion.orders import MoveShips, MoveUnits
from engine.rulesets.succheesion.units import SuccheesionState
from engine.state import ALLIANCE, replace, with_relation
from engine.words.meaning import Candidate
from tests.corpus.positions import POSITIONS, position

RULES = ruleset("succheesion")


def _campaign(state: SuccheesionState) -> SuccheesionState:
    """Turn 3 of the bundled game: Maustria's army in 21 beaten and retreating, two units aboard its galleon
    in 14, Stilwen and Crimsonia allied, Typ Lef Nazin at war with Maustria."""
    stacks = tuple(replace(s, retreating=True) if (s.nation, s.at) == ("Maustria", "21") else
                   replace(s, count=s.count - 2) if (s.nation, s.at) == ("Maustria", "22") else s for s in state.stacks)
    fleets = tuple(replace(f, aboard=2) if (f.nation, f.at) == ("Maustria", "14") else f for f in state.fleets)
    state = replace(state, turn=3, stacks=stacks, fleets=fleets)
    state = with_relation(state, "Stilwen", "Crimsonia", ALLIANCE, 2)
    return with_relation(state, "Typ Lef Nazin", "Maustria", "war", 2)


def _positions() -> list[tuple[str, object, SuccheesionState]]:
    out = []
    for name in ("start", *POSITIONS["succheesion"]):
        board, state = position("succheesion", name)
        out.append((name, board, state))
    board, state = position("succheesion", "start")
    out.append(("campaign", board, _campaign(state)))
    return out


POSITIONS_HERE = _positions()
CASES = [(name, board, state, nation) for name, board, state in POSITIONS_HERE for nation in state.nation_names()]


def _singular(text: str) -> str:
    """'build 1 Frigates in 9' as the canonical form writes it: 'build 1 Frigate in 9'."""
    return re.sub(r"\b1 (unit|Frigate|Galleon|Fort)s\b", r"1 \1", text)


def _reading(board, state, nation: str, line: str):
    sheet = RULES.parse_orders(line, nation, state, board)
    assert not sheet.problems, f"{nation}: {line!r} not read: {[p.reason for p in sheet.problems]}"
    assert len(sheet.orders) == 1, f"{nation}: {line!r} read as {sheet.orders}"
    return sheet


@pytest.mark.parametrize("name,board,state,nation", CASES, ids=[f"{c[0]}-{c[3]}" for c in CASES])
def test_every_candidate_reads_back_as_itself_and_is_allowed_alone(name, board, state, nation):
    found = meaning(board, state, nation)
    assert found.candidates
    for c in found.candidates:
        for n in sorted({1, c.most}) if c.most else (None,):
            said = c.said(n) if n is not None else c.order
            assert "{n}" not in said
            sheet = _reading(board, state, nation, said)
            written = RULES.format_order(sheet.orders[0], board)
            assert written == (_singular(said) if n == 1 else said), f"{nation}: {said!r} written back as {written!r}"
            checked = RULES.check_orders(sheet, state, board)
            assert not checked.problems, f"{nation} ({name}): {said!r} not allowed: {checked.problems[0].reason}"


@pytest.mark.parametrize("name,board,state,nation", CASES, ids=[f"{c[0]}-{c[3]}" for c in CASES])
def test_the_units_are_named_as_the_reader_takes_them(name, board, state, nation):
    found = meaning(board, state, nation)
    heads = [u.head for u in found.units]
    assert len(heads) == len(set(heads))
    assert {h for c in found.candidates for h in c.units} <= set(heads)
    for u in found.units:
        if not u.at:            # what a build makes, the cheese raised: its sentence names it ('build 3 Dragoons')
            made = "raise cheese " if u.head == "cheese" else "build "
            assert u.head == "cheese" or u.head.startswith("new ")
            assert all(c.order.startswith(made) for c in found.candidates if u.head in c.units)
            if u.head != "cheese":
                assert any(u.head in c.units for c in found.candidates) == bool(builds_of(found, u.head))
            continue
        if "general" in u.kinds:
            assert any(u.head in c.units and "and the General" in c.order for c in found.candidates)
            continue
        if u.head.startswith("some of the "):      # a part of a stack: named with where it stands, a count said
            assert all(c.units == (u.head, u.head) and c.most for c in found.candidates if u.head in c.units)
            continue
        near = next(r for r in board.adjacent[u.at] if board[r].is_land == board[u.at].is_land)
        order = _reading(board, state, nation, f"{u.head} -> {board[near].label}").orders[0]
        assert isinstance(order, (MoveUnits, MoveShips)) and order.path[0] == u.at
        stack, fleet = state.stack(nation, u.at), state.fleet(nation, u.at)
        if isinstance(order, MoveUnits):
            assert stack is not None and order.count == stack.count
        else:
            assert fleet is not None and (order.frigates, order.galleons) in (
                (fleet.frigates, 0), (0, fleet.galleons), (fleet.frigates, fleet.galleons))


def builds_of(found, head: str) -> list[Candidate]:
    kind = head.removeprefix("new ")
    return [c for c in found.candidates if c.order.startswith("build {n} ") and f" {kind}" in c.order]


def _start(nation: str) -> tuple[object, SuccheesionState, list[Candidate]]:
    board, state = position("succheesion", "start")
    return board, state, list(meaning(board, state, nation).candidates)


def test_an_army_may_march_to_every_region_beside_it_and_one_further_unless_an_enemy_stops_it():
    board, state, found = _start("Maustria")
    marches = [c for c in found if c.origin == "24" and c.verb == "move" and "carrying" not in c.order]
    beside = {r for r in board.adjacent["24"] if board[r].is_land}
    assert {c.target for c in marches if not c.via} == beside
    # all four (a plural with no number), or fewer when a number is said
    every = [c for c in marches if c.count == 4]
    fewer = [c for c in marches if c.most]
    assert len(every) == len(fewer) == len(marches) // 2
    assert all(c.whole and c.units == ("4 units 24",) and "stack" in c.kinds for c in every)
    assert all(c.most == 3 and not c.whole and c.order.startswith("{n} units 24 -> ") for c in fewer)
    assert all(len(c.via) <= 1 for c in marches)
    assert {c.order for c in every} >= {f"4 units 24 -> {board[r].label}" for r in beside}
    # the General goes along only when a march names him: a march with him and one without, on each path
    general = [c for c in found if c.origin == "11" and c.verb == "move"]
    assert sum("and the General" in c.order for c in general) * 2 == len(general)
    assert all(set(c.units) == {"the General 11"} for c in general if "and the General" in c.order)
    # some of a stack are named by where they stand, never by their count alone ('our 3 units')
    assert all(c.units == ("some of the 4 units 24",) * 2 for c in fewer)


def test_the_builds_are_what_the_window_offers_each_region():
    board, state, found = _start("Crimsonia")
    options = RULES.order_options(board, state, "Crimsonia")
    builds = Counter((c.target, c.kinds[0]) for c in found if c.verb == "build")
    for at, kinds in options.build.items():
        for kind in kinds:
            # a ship: one into each sea beside the port, and one with no sea said (into the first)
            seas = [None, *(s for s in board.adjacent[at] if board[s].is_sea)] if kind in ("Frigate", "Galleon") else [None]
            assert builds[(at, kind.casefold())] == len(seas), (at, kind)
    assert sum(builds.values()) == sum(
        1 + len([s for s in board.adjacent[at] if board[s].is_sea]) if k in ("Frigate", "Galleon") else 1
        for at, kinds in options.build.items() for k in kinds)


def test_war_peace_and_alliances_follow_the_relations_now():
    board, state, found = _start("Stilwen")
    others = [n for n in state.nation_names() if n != "Stilwen"]
    declared = [c for c in found if not c.order.startswith("sway ")]
    assert {c.nations[0] for c in declared if c.verb == "declare"} == {n for n in others if not state.at_war("Stilwen", n)}
    assert {c.nations[0] for c in declared if c.verb == "peace"} == {n for n in others if state.at_war("Stilwen", n)}
    # diplomausy sways only the nations nobody plays, to the war or peace its verb says
    sways = [c for c in found if c.order.startswith("sway ")]
    assert {c.nations[0] for c in sways} == set(state.unplayed)
    assert all((c.verb, f" to {'war' if c.verb == 'warfare' else c.verb} with " in c.order) in
               (("warfare", True), ("peace", True)) for c in sways)


def test_a_beaten_army_only_retreats_and_units_aboard_may_land():
    board, state, _ = _start("Maustria")
    state = _campaign(state)
    found = meaning(board, state, "Maustria").candidates
    from21 = [c for c in found if c.origin == "21" and c.verb == "move"]
    assert from21 and all(c.order.startswith("retreat 21 -> ") for c in from21)
    landings = [c for c in found if c.origin == "14" and "carrying" in c.order and " from " not in c.order]
    assert landings and all(c.most == 2 for c in landings)


def test_the_candidates_are_made_only_when_a_line_needs_them(monkeypatch):
    from engine.rulesets.succheesion import syntax
    board, state = position("succheesion", "start")

    def refused(*_args):
        raise AssertionError("the candidates were made for a message the grammar reads")
    monkeypatch.setattr(syntax, "meaning", refused)
    sheet = RULES.parse_orders("4 units 24 -> 45\nbuild 1 Infantry in 21\ndeclare war on Zurin", "Maustria",
                               state, board)
    assert len(sheet.orders) == 3 and not sheet.problems
