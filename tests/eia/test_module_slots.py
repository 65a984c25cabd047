"""Each module keeps its own state in a slot of `EiaState.modules`, under its id; game files written
before slots kept afa_naval's in the state's field `afa`, and still open, resolve and verify."""

from __future__ import annotations

import json
import sqlite3

import msgspec

from app.cli import main
from engine.game.gamefile import Game
from engine.game.scenario import MAPS
from engine.rulesets.eia.afa_naval.state import AFA_STATE, AfaState, Build
from engine.state import to_builtins
from .helpers import RULES, position

AFA_PARAMS = {"modules": ["eia_sop", "afa_naval"]}


def _as_before_slots(state) -> bytes:
    """The state as a game file written before slots stores it: afa_naval's part in the field `afa`,
    an empty one when the game does not name the module."""
    raw = to_builtins(state)
    parts = raw.pop("modules")
    raw["afa"] = parts.pop("afa_naval", to_builtins(AfaState()))
    assert not parts
    return json.dumps(raw).encode()


def test_afa_navals_state_is_in_its_slot_and_not_in_a_game_without_it():
    assert isinstance(AFA_STATE.of(position([], params=AFA_PARAMS)), AfaState)
    assert AFA_STATE.of(position([], params=AFA_PARAMS)).yard("Brest").holder == "France"
    assert position([]).modules == {}


def test_a_state_stored_before_slots_reads_its_afa_field_into_the_modules_slot():
    state = position([], params=AFA_PARAMS)
    brest = AFA_STATE.of(state).yard("Brest")
    state = AFA_STATE.put(state, AFA_STATE.of(state).with_yard(
        msgspec.structs.replace(brest, building=(Build(ships=2, months_left=5),))))
    read = RULES.decode_state(_as_before_slots(state))
    assert read == state
    assert AFA_STATE.of(read).yard("Brest").building == (Build(ships=2, months_left=5),)


def test_the_empty_afa_field_of_a_game_without_the_module_leaves_no_slot():
    state = position([])
    assert RULES.decode_state(_as_before_slots(state)) == state


def test_a_part_of_a_module_that_is_not_installed_is_kept_as_stored():
    raw = to_builtins(position([]))
    raw["modules"] = {"harbour_dues": {"collected": 3}}
    assert RULES.decode_state(json.dumps(raw).encode()).modules == {"harbour_dues": {"collected": 3}}


def test_a_new_state_survives_the_game_file():
    state = position([], params=AFA_PARAMS)
    assert RULES.decode_state(msgspec.json.encode(state)) == state


def _run(capsys, *argv) -> str:
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    assert code == 0, out + err
    return out + err


def test_a_game_file_written_before_slots_verifies_and_plays_on(tmp_path, capsys):
    scenario = json.loads((MAPS / "eia-europe" / "scenario.json").read_text(encoding="utf-8"))
    scenario["params"]["modules"] = ["eia_sop", "afa_naval"]
    scenario["start"] = {"month": "March", "year": 1805}
    (tmp_path / "s.json").write_text(json.dumps(scenario), encoding="utf-8")
    game = tmp_path / "eia.berthier"
    _run(capsys, "new", game, "--scenario", tmp_path / "s.json")
    for step in range(3):
        _run(capsys, "resolve", game, "--seed", step + 1)
    with Game.open(game) as g:                            # rewritten as the earlier format stored it
        rows = [(t, g.rules.decode_state(s.encode())) for t, s in g.conn.execute("SELECT turn, state FROM turns")]
    with sqlite3.connect(game) as conn:
        for turn, state in rows:
            conn.execute("UPDATE turns SET state = ? WHERE turn = ?", (_as_before_slots(state).decode(), turn))
    with sqlite3.connect(game) as conn:
        stored = [json.loads(s) for s, in conn.execute("SELECT state FROM turns")]
    assert all("afa" in s and "modules" not in s for s in stored)
    assert "3 of 3 turn(s) match what the game file records" in _run(capsys, "verify", game)
    with Game.open(game) as g:
        assert AFA_STATE.of(g.state()).yard("Brest").holder == "France"
    _run(capsys, "resolve", game, "--seed", 9)
    assert "4 of 4 turn(s) match what the game file records" in _run(capsys, "verify", game)
