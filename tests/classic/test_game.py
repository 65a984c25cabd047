"""The classic rules through the whole program: the same seed gives the same bytes, and a game
is created, given orders, resolved and reported through the game file and the command line."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import msgspec

from app.cli import main
from engine.dice import SeededDice
from engine.game.gamefile import Game
from engine.reports.render import render
from engine.rulesets import ruleset
from engine.game.scenario import load_scenario
from engine.state import encode

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = ROOT / "resources" / "maps" / "classic-europe" / "scenario.json"
RULES = ruleset("classic")


def _busy_turn():
    spec = importlib.util.spec_from_file_location("classic_europe_busy_turn",
                                                  ROOT / "tools" / "classic_europe" / "busy_turn.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def resolve_busy_turns(seed: int, turns: int = 3) -> tuple[bytes, bytes]:
    busy = _busy_turn()
    board, state, _ = load_scenario(SCENARIO)
    events = []
    for turn in range(turns):
        orders = busy.busy_orders(board, state)
        sheets = {n: RULES.parse_orders(t, n, state, board) for n, t in orders.items()}
        res = RULES.resolve(board, state, sheets, SeededDice(seed + turn))
        events += res.events
        state = res.state
    return encode(state), msgspec.json.encode(events)


def test_the_same_seed_gives_the_same_bytes():
    first = resolve_busy_turns(42)
    assert resolve_busy_turns(42) == first
    assert resolve_busy_turns(43) != first
    assert b'"event":"battle"' in first[1]


def test_a_state_survives_the_round_trip_through_json():
    board, state, _ = load_scenario(SCENARIO)
    assert RULES.decode_state(encode(state)) == state
    assert RULES.turn_label(state) == "Turn 1"


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_a_whole_classic_turn_through_the_game_file_and_the_command_line(tmp_path, capsys):
    game = tmp_path / "classic.berthier"
    code, out, _ = run(capsys, "new", game, "--scenario", SCENARIO)
    assert code == 0 and "Classic NES" in out and "awaiting orders for Turn 1" in out

    prussia = tmp_path / "prussia.txt"
    prussia.write_text("# Prussia, turn 1\nbuy 2 armies in 58\n"
                       "If the Viking has 7 or less armies in 67, 68 and 69 combined, then attack 69 with "
                       "2 armies from 59 (via ships in E)\n")
    assert run(capsys, "orders", game, "--nation", "Prussia", prussia)[0] == 0
    vikings = tmp_path / "vikings.txt"
    vikings.write_text("buy 1 ship in D\n4 ships D -> E attack Prussia\n")
    assert run(capsys, "orders", game, "--nation", "the Viking", vikings)[0] == 0
    britain = tmp_path / "britain.txt"
    britain.write_text("2 armies 5 -> 4\ngive 5 gold to France\n3 armies 3 -> Narnia\n")
    code, out, err = run(capsys, "orders", game, "--nation", "Britain", britain)
    assert code == 1 and "line 3: not understood ('3 armies 3 -> Narnia'): no province or sea called 'Narnia'" in out
    britain.write_text("2 armies 5 -> 4\ngive 5 gold to France\n")
    assert run(capsys, "orders", game, "--nation", "Britain", britain)[0] == 0

    code, out, _ = run(capsys, "resolve", game, "--seed", "7")
    assert code == 0 and "Resolved Turn 1 (seed 7)" in out and "next: Turn 2" in out
    code, public, _ = run(capsys, "report", game)
    assert "# Classic NES: Turn 1" in public and "Britain takes 4." in public
    assert "Naval battle in E" in public                  # the Vikings fell on the Prussian transports
    assert "give 5 gold" not in public and "France" in public
    code, internal, _ = run(capsys, "report", game, "--nation", "Prussia", "--format", "bbcode")
    assert "[b]" in internal and "Conditional orders" in internal and "7 armies counted; carried out" in internal
    code, out, _ = run(capsys, "state", game, "--turn", "2")       # "Turn 2", as its label says
    state = json.loads(out)
    assert state["ruleset"] == "classic" and state["turn"] == 1 and state["season"] is None
    assert state["gifts"] == [{"giver": "Britain", "receiver": "France", "amount": 5}]
    code, out, _ = run(capsys, "history", game)
    assert "Turn 1" in out and "seed 7" in out and "Turn 2" in out

    with Game.open(game) as g:
        assert g.label() == "Turn 2" and g.rules.id == "classic"
        assert g.dice_log(0)                              # every die is logged with its purpose
        assert all(purpose.startswith("the ") for purpose, _, _ in g.dice_log(0))
        text = render(g.report(0, "France"), "text")
        assert "Britain sends you 5 gold; it arrives next turn" in text


def test_the_gm_enters_a_battles_result_from_the_command_line(tmp_path, capsys):
    game = tmp_path / "classic.berthier"
    assert run(capsys, "new", game, "--scenario", SCENARIO)[0] == 0
    orders = tmp_path / "austria.txt"
    orders.write_text("2 armies 79 -> 42\n")                          # into neutral Moesia
    assert run(capsys, "orders", game, "--nation", "Austria", orders)[0] == 0
    orders = tmp_path / "italy.txt"
    orders.write_text("1 army 34 -> 35\n")
    assert run(capsys, "orders", game, "--nation", "Italy", orders)[0] == 0
    orders = tmp_path / "austria.txt"
    orders.write_text("1 army 80 -> 35\n")                            # Italy and Austria meet in Venetia
    assert run(capsys, "orders", game, "--nation", "Austria", orders)[0] == 0
    code, out, err = run(capsys, "resolve", game, "--battle", "35: Italy all; Austria none",
                         "--reason", "rolled at the table")
    assert code == 0, err
    with Game.open(game) as g:
        state = g.state()
        assert state.owner("35") == "Austria" and state.army_count("Austria", ["35"]) == 1
        assert not g.dice_log(0)
        assert "Result set by the GM: rolled at the table" in render(g.report(0), "md")
