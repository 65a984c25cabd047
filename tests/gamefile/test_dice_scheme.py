"""Each turn records its dice scheme; a game resolved before named dice streams is brought up to
date when opened and every old turn still re-resolves byte for byte with the old single stream.

tests/data/before-dice-streams.berthier was written by Berthier's code from before streams (game
format 1) from tests/data/tiny-scenario.json: Winter 1804 (seed 11, income), Spring 1805 (seed 12,
a rout), Summer 1805 (seed 13), Fall 1805 (seed 14, a border battle of 8 dice), Winter 1805
(fixed dice 1, 3, 2, 5), Spring 1806 (seed 15, the battle of Tyrol set by hand)."""

import json
import shutil
from pathlib import Path

import msgspec
import pytest

from engine.dice import NAMED_STREAMS, ONE_STREAM
from engine.errors import BerthierError
from engine.game.gamefile import VERSION, Game
from engine.game.scenario import load_scenario
from engine.state import encode

DATA = Path(__file__).resolve().parents[1] / "data"
OLD_TURNS = range(6)


@pytest.fixture
def old_game(tmp_path):
    path = tmp_path / "old.berthier"
    shutil.copy(DATA / "before-dice-streams.berthier", path)
    g = Game.open(path)
    yield g
    g.close()


def recorded(game: Game, turn: int) -> tuple[str, list[str], list[tuple]]:
    """The next state and the dice exactly as the file holds them; the events as the file holds
    them, written as today's events are (a field added since, with its default, is no change)."""
    state = game.conn.execute("SELECT state FROM turns WHERE turn = ?", (turn + 1,)).fetchone()[0]
    events = [msgspec.json.encode(e).decode() for e in game.events(turn)]
    return state, events, game.dice_log(turn)


def replayed(game: Game, turn: int) -> tuple[str, list[str], list[tuple]]:
    result, dice = game.replay(turn)
    return (encode(result.state).decode(), [msgspec.json.encode(e).decode() for e in result.events],
            [(r.purpose, r.sides, r.value) for r in dice.log])


def test_an_old_game_is_marked_as_rolled_with_one_stream_when_opened(old_game):
    assert [h["dice_scheme"] for h in old_game.history()] == [ONE_STREAM] * 6 + [None]
    assert old_game.meta["version"] == str(VERSION)          # the file says so now: older Berthiers refuse it
    assert all(r.stream == "" for r in old_game.rolls(3))   # old rolls have no stream


@pytest.mark.parametrize("turn", OLD_TURNS)
def test_every_turn_of_an_old_game_re_resolves_byte_for_byte(old_game, turn):
    assert replayed(old_game, turn) == recorded(old_game, turn)


def test_the_old_game_has_the_turns_the_replay_must_cover(old_game):
    assert len(old_game.dice_log(3)) == 8 and len(old_game.dice_log(0)) == 4
    assert json.loads(old_game.conn.execute("SELECT fixed_dice FROM turns WHERE turn = 4").fetchone()[0])
    assert old_game.events(5)[-1].decided_by == "rolled at the club"


def test_an_old_turn_replayed_with_the_new_streams_would_differ(old_game):
    # the replay must use the recorded scheme: the same seed under named streams rolls other dice
    old_game.conn.execute("UPDATE turns SET dice_scheme = ? WHERE turn = 3", (NAMED_STREAMS,))
    assert replayed(old_game, 3) != recorded(old_game, 3)


def test_a_turn_resolved_after_the_update_uses_named_streams_and_replays_too(old_game):
    for seed in (16, 17, 18):                                # Summer and Fall 1806, then Winter's income
        old_game.resolve(seed=seed)
    turn = old_game.current_turn - 1
    assert old_game.history()[turn]["dice_scheme"] == NAMED_STREAMS
    assert {r.stream for r in old_game.rolls(turn)} == {"income:France", "income:Austria"}
    assert replayed(old_game, turn) == recorded(old_game, turn)
    path = old_game.path
    old_game.close()
    with Game.open(path) as again:                          # opened again: nothing left to migrate
        assert [h["dice_scheme"] for h in again.history()][-2:] == [NAMED_STREAMS, None]
        assert replayed(again, 0) == recorded(again, 0)


def test_a_new_game_records_named_streams_and_each_rolls_stream(tmp_path):
    board, state, data = load_scenario(DATA / "tiny-scenario.json")
    with Game.create(tmp_path / "new.berthier", board, state, "Tiny war", data) as g:
        g.resolve(seed=11)
        assert g.history()[0]["dice_scheme"] == NAMED_STREAMS
        assert [r.stream for r in g.rolls(0)] == ["income:France"] * 2 + ["income:Austria"] * 2
        assert replayed(g, 0) == recorded(g, 0)


def test_a_rollback_forgets_the_scheme_with_the_resolution(old_game):
    old_game.rollback(5, "the GM rolls Spring 1806 again")
    assert old_game.history()[5]["dice_scheme"] is None
    old_game.resolve(seed=15)
    assert old_game.history()[5]["dice_scheme"] == NAMED_STREAMS


def test_replaying_a_turn_not_yet_resolved_is_refused(old_game):
    with pytest.raises(BerthierError, match="turn 6 .Summer 1806. has not been resolved yet"):
        old_game.replay(6)
    with pytest.raises(BerthierError, match="there is no turn 9"):
        old_game.replay(9)


def test_damaged_fixed_dice_are_named_not_a_traceback(old_game):
    old_game.conn.execute("UPDATE turns SET fixed_dice = ? WHERE turn = 4", ("[1, 'x'",))
    with pytest.raises(BerthierError, match="the fixed dice recorded for turn 4 are damaged"):
        old_game.replay(4)


def test_a_resolved_turn_with_neither_seed_nor_dice_is_named_not_a_traceback(old_game):
    old_game.conn.execute("UPDATE turns SET fixed_dice = NULL WHERE turn = 4")
    with pytest.raises(BerthierError, match="turn 4 is marked resolved but records neither a seed nor fixed"):
        old_game.replay(4)
