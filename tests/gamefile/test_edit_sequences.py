"""Any sequence of the GM's edits (pieces placed, corrected, moved and removed, relations, owners),
recorded in the game file one by one or several as one, gives back after closing and reopening
exactly the position computed in memory; a refused edit changes nothing."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import event, given, settings, strategies as st

from engine.game import edits
from engine.errors import BerthierError
from engine.game.gamefile import Game
from engine.rulesets import ruleset
from engine.rulesets.placing import FieldKind, PieceKind
from engine.game.scenario import MAPS, build_scenario, load_scenario
from engine.state import replace

SCENARIOS = {name: load_scenario(MAPS / name / "scenario.json") for name in ("europe1805", "classic-europe")}


def _value(data, field, kind: PieceKind):
    if field.kind is FieldKind.FLAG:
        return data.draw(st.booleans())
    if field.kind is FieldKind.TEXT:
        return data.draw(st.sampled_from(["A", "B", "H", "Q", "AA", "a"]))
    low = field.minimum if field.minimum is not None else 0
    return data.draw(st.integers(low - 1, low + 4))


def _entry(data, board, state, kind: PieceKind, *, placed: bool):
    entry = {"type": kind.type, "nation": data.draw(st.sampled_from(state.nation_names()))}
    regions = [r.id for r in board if (r.is_land if kind.stands == "land" else r.is_sea)]
    if placed or "at" in kind.identity_keys():
        entry["at"] = data.draw(st.sampled_from(regions if data.draw(st.integers(0, 9)) else [r.id for r in board]))
    for f in kind.fields:
        if f.identity or data.draw(st.booleans()):
            entry[f.key] = _value(data, f, kind)
    return entry


def _existing(data, rules, board, state):
    entries = rules.unit_entries(board, state)
    if not entries:
        return None
    entry = data.draw(st.sampled_from(entries))
    kind = rules.piece_kind(entry["type"])
    return kind, {k: entry[k] for k in ("type", "nation", *kind.identity_keys())}


def _edit(data, rules, board, state) -> edits.Edit:
    what = data.draw(st.sampled_from(["put", "correct", "move", "remove", "relation", "owner"]))
    if what == "put":
        kind = data.draw(st.sampled_from(rules.piece_kinds))
        return edits.put_unit(board, state, _entry(data, board, state, kind, placed=True))
    if what in ("correct", "move", "remove"):
        found = _existing(data, rules, board, state)
        if found is None:
            raise BerthierError("no piece on the board")
        kind, named = found
        if what == "remove":
            return edits.remove_unit(board, state, named)
        if what == "move":
            return edits.move_unit(board, state, named, data.draw(st.sampled_from([r.id for r in board])))
        old = next(e for e in rules.unit_entries(board, state)
                   if all(e.get(k) == v for k, v in named.items()))
        changed = {**old, **{f.key: _value(data, f, kind) for f in kind.fields if not f.identity}}
        return edits.put_unit(board, state, changed)
    if what == "relation":
        a, b = data.draw(st.lists(st.sampled_from(state.nation_names()), min_size=2, max_size=2, unique=True))
        return edits.set_relation(state, a, b, data.draw(st.sampled_from(rules.relation_statuses)))
    land = [r.id for r in board if r.is_land]
    return edits.set_region(board, state, data.draw(st.sampled_from(land)), "owner",
                            data.draw(st.sampled_from([None, *state.nation_names()])))


@pytest.mark.parametrize("name", sorted(SCENARIOS))
@settings(max_examples=10)
@given(data=st.data())
def test_random_edits_come_back_from_the_game_file_as_computed(name, data):
    board, start, scenario = SCENARIOS[name]
    rules = ruleset(scenario["ruleset"])
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "g.berthier"
        Game.create(path, board, start, "t", scenario).close()
        state, recorded = start, 0
        game = Game.open(path)
        try:
            for _ in range(data.draw(st.integers(1, 8), label="edits")):
                batch = []
                for _ in range(data.draw(st.integers(1, 3), label="in one edit")):
                    try:
                        batch.append(_edit(data, rules, board, batch[-1].state if batch else state))
                    except BerthierError:
                        pass                       # refused: the state it was given stands
                if not batch:
                    continue
                done = edits.combine(batch)
                assert rules.with_units(board, done.state, rules.unit_entries(board, done.state)) == done.state
                game.edit_state(done.state, f"edit {recorded}", done.summary, done.private)
                state, recorded = done.state, recorded + 1
        finally:
            game.close()
        event(f"{recorded} edits recorded")
        with Game.open(path) as again:
            assert again.state() == state
            assert len(again.edits()) == recorded
            assert [e["reason"] for e in again.edits()] == [f"edit {i}" for i in range(recorded)]
    if rules.id == "napoleonic":     # a classic position may hold what no start may (armies in a foreign province)
        restarted = build_scenario(edits.scenario_of(board, state, "t", name), board=board)[1]
        assert _position(restarted) == _position(state)


def _position(state):
    """A relation's history is the game's record, not the position."""
    return replace(state, relations=tuple((r.nations, r.status) for r in state.relations))
