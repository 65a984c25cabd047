"""What the GM must decide before a turn resolves: battles by hand are decisions with typed keys,
kept in the game file and typed on the command line as '46', '46#2' or 'alsace|baden'."""

import json

import pytest
from toy_ruleset import SCENARIO

from engine.decisions import (
    BattleKey, BattleResult, BattlesNeedResults, Decision, DecisionsNeeded, battle_results, with_battle_results)
from engine.dice import SeededDice
from engine.errors import BerthierError, NotUnderstood
from engine.rulesets import ruleset
from engine.game.scenario import build_scenario


@pytest.mark.parametrize("text, key", [
    ("46", BattleKey(("46",))), ("46#2", BattleKey(("46",), 2)), ("46#1", BattleKey(("46",))),
    ("baden|alsace", BattleKey(("alsace", "baden"))),
])
def test_a_battles_key_is_read_from_its_text_and_written_back(text, key):
    assert BattleKey.parse(text) == key
    assert BattleKey.parse(key.text) == key


@pytest.mark.parametrize("text", ["", "#2", "46#0", "46#two", "a|b|c"])
def test_a_key_that_names_no_battle_is_not_understood(text):
    with pytest.raises(NotUnderstood):
        BattleKey.parse(text)


def test_a_result_is_kept_in_the_game_files_form_and_read_back_typed():
    result = BattleResult(losses={"Austria": {"army": 2}}, all_lost=("Italy",), reason="forum")
    stored = result.to_builtins()
    assert stored == {"losses": {"Austria": {"army": 2}, "Italy": "all"}, "reason": "forum"}
    assert BattleResult.from_builtins(json.loads(json.dumps(stored))) == result


def test_a_result_with_losses_that_are_neither_all_nor_counts_is_refused():
    with pytest.raises(NotUnderstood, match="Italy's losses must be 'all' or counts by kind"):
        BattleResult.from_builtins({"losses": {"Italy": "most"}}, "46")


def test_overrides_are_read_once_into_typed_keys_and_written_back_as_stored():
    overrides = {"battles": {"46#2": {"losses": {"Italy": "all"}}}, "other": 1}
    results = battle_results(overrides)
    assert list(results) == [BattleKey(("46",), 2)] and results[BattleKey(("46",), 2)].all_lost == ("Italy",)
    again = with_battle_results(overrides, results)
    assert again == {"other": 1, "battles": {"46#2": {"losses": {"Italy": "all"}, "reason": "entered by the GM"}}}
    assert with_battle_results(None, {}) is None


def test_battles_waiting_for_the_gm_are_decisions_the_error_names():
    error = BattlesNeedResults.waiting([(BattleKey(("46",), 2), "the battle of 46")])
    assert isinstance(error, DecisionsNeeded) and isinstance(error, BerthierError)
    assert error.keys == ["46#2"] and error.places == ["the battle of 46 (46#2)"]
    assert error.decisions == (Decision(key=BattleKey(("46",), 2), question="the battle of 46 (46#2)"),)
    assert "need a result entered by the GM" in str(error)


def test_a_turn_with_a_manual_battle_lists_it_as_pending_until_the_gm_answers():
    data = json.loads(SCENARIO.read_text())
    data["params"] = {"combat_model": "manual"}
    board, state = build_scenario(data, base_dir=SCENARIO.parent)
    rules = ruleset("toy")
    orders = {"Holland": rules.parse_orders("3 militia edam -> brie", "Holland", state, board)}
    (decision,) = rules.pending_decisions(board, state, orders)
    assert decision.key == BattleKey(("brie",)) and "the clash at Brie" in decision.question
    answer = {"battles": {"brie": {"losses": {"Normandy": "all"}, "reason": "the players agreed"}}}
    assert rules.pending_decisions(board, state, orders, answer) == ()
    res = rules.resolve(board, state, orders, SeededDice(1), answer)
    assert [(m.nation, m.at, m.count) for m in res.state.militia] == [("Holland", "brie", 3)]
