"""One writer at a time, on the turn it meant: a GM edit made while a turn resolves is in the
resolution or refused, never lost; a resolve that states its turn is refused once the game moved on."""

from __future__ import annotations

import contextlib
import io
import multiprocessing
import random
import threading
from pathlib import Path

import pytest

from app.cli import main
from engine.game import records
from engine.game.edits import change_treasury
from engine.errors import BerthierError
from engine.game.gamefile import Game
from engine.game.gamestore import GameFileBusy
from engine.game.scenario import load_scenario
from engine.state import encode

DATA = Path(__file__).resolve().parents[1] / "data"


def new_game(path: Path) -> Game:
    board, state, data = load_scenario(DATA / "tiny-scenario.json")
    return Game.create(path, board, state, "Tiny war", data)


def gold(game: Game, turn: int, nation: str = "France") -> int:
    return game.state(turn).nation(nation).treasury["gold"]


def cli(*argv: str) -> tuple[int, str, str]:
    with contextlib.redirect_stdout(io.StringIO()) as out, contextlib.redirect_stderr(io.StringIO()) as err:
        code = main(list(argv))
    return code, out.getvalue(), err.getvalue()


def replays_match(game: Game) -> None:
    """Every resolved turn, resolved again from its stored state, gives what the next turn started from."""
    for turn in range(game.current_turn):
        again, _ = game.replay(turn)
        assert encode(again.state) == encode(records.resolved_state(game, turn)), f"turn {turn}"


def test_a_gm_edit_made_while_the_turn_resolves_is_in_the_resolution_not_lost(tmp_path, monkeypatch):
    path = tmp_path / "edit.berthier"
    gm, window = new_game(path), Game.open(path)
    real = gm.preview
    calls = []

    def the_window_edits_during_the_first_try(*args, **kwargs):
        result = real(*args, **kwargs)
        if not calls:
            edited, summary = change_treasury(window.state(), "France", 44)
            window.edit_state(edited, "a lost province's taxes", summary)
        calls.append(1)
        return result

    monkeypatch.setattr(gm, "preview", the_window_edits_during_the_first_try)
    gm.resolve(seed=3, turn=0)
    assert len(calls) == 2                    # resolved again, from the edited state
    assert gold(gm, 0) == 44
    assert gold(gm, 1) >= 44                  # the edit's gold carried into the next turn
    replays_match(gm)
    gm.close(), window.close()


def test_a_resolve_that_names_a_turn_already_resolved_is_refused_and_writes_nothing(tmp_path):
    path = tmp_path / "named.berthier"
    with new_game(path) as game:
        game.resolve(seed=1, turn=0)
        with pytest.raises(BerthierError, match=r"turn 0 \(Winter 1804\) was already resolved; the game awaits "
                                                r"orders for Spring 1805"):
            game.resolve(seed=1, turn=0)
        assert game.current_turn == 1


def test_the_command_line_resolve_with_turn_is_refused_once_the_game_moved_on(tmp_path):
    path = str(tmp_path / "cli.berthier")
    new_game(Path(path)).close()
    assert cli("resolve", path, "--seed", "1", "--turn", "Winter 1804")[0] == 0
    code, out, err = cli("resolve", path, "--seed", "1", "--turn", "Winter 1804")
    assert code == 2 and out == ""
    assert "turn 0 (Winter 1804) was already resolved; the game awaits orders for Spring 1805" in err
    assert "Traceback" not in err
    code, _, err = cli("resolve", path, "--seed", "1", "--turn", "Spring 1806")
    assert code == 2 and "no turn Spring 1806" in err
    with Game.open(path) as game:
        assert game.current_turn == 1


def _resolve_turn_zero(path: str, start, codes) -> None:
    start.wait(20)
    codes.put(cli("resolve", path, "--seed", "1", "--turn", "0"))


def test_two_resolves_of_one_turn_started_together_resolve_it_once(tmp_path):
    path = tmp_path / "both.berthier"
    new_game(path).close()
    ctx = multiprocessing.get_context("spawn")
    for _pair in range(3):
        with Game.open(path) as game:
            if game.current_turn:
                game.rollback(0, "again")
        start, codes = ctx.Event(), ctx.Queue()
        procs = [ctx.Process(target=_resolve_turn_zero, args=(str(path), start, codes)) for _ in range(2)]
        for p in procs:
            p.start()
        start.set()
        results = [codes.get(timeout=60) for _ in procs]
        for p in procs:
            p.join(20)
        assert sorted(code for code, _, _ in results) == [0, 2], results
        refused = next(err for code, _, err in results if code == 2)
        assert "was already resolved" in refused or "resolved meanwhile" in refused
        with Game.open(path) as game:
            assert game.current_turn == 1


def test_window_edits_raced_with_resolves_lose_nothing_and_every_turn_replays(tmp_path):
    path = tmp_path / "race.berthier"
    new_game(path).close()
    stop = threading.Event()
    made: list[tuple[int, int]] = []          # (turn, gold) of each edit the window recorded
    problems: list[BaseException] = []

    def window() -> None:
        rng = random.Random(7)
        with Game.open(path) as game:
            while not stop.is_set():
                try:
                    state = game.state()
                    amount = rng.randrange(1, 50)
                    edited, summary = change_treasury(state, "France", amount)
                    game.edit_state(edited, "a correction", summary)
                    made.append((state.turn, amount))
                except GameFileBusy:
                    pass
                except BerthierError as e:         # the turn was resolved under the window: refused
                    if "just resolved" not in str(e) and "already" not in str(e):   # or no change: no edit
                        problems.append(e)
                except BaseException as e:         # pragma: no cover - reported below
                    problems.append(e)
                stop.wait(rng.uniform(0.0, 0.01))

    editor = threading.Thread(target=window)
    editor.start()
    try:
        with Game.open(path) as gm:
            for turn in range(8):
                for _try in range(5):
                    try:
                        gm.resolve(seed=turn, turn=turn)
                        break
                    except GameFileBusy:
                        continue
                    except BerthierError as e:      # edits kept arriving: nothing was written, try again
                        assert "keep arriving" in str(e)
                stop.wait(0.02)
    finally:
        stop.set()
        editor.join(30)
    assert not problems, problems
    assert made, "the window made no edit"
    with Game.open(path) as game:
        assert game.current_turn == 8
        assert [h["turn"] for h in game.history()] == list(range(9))
        for turn in range(8):                  # the last edit of each turn is what the turn resolved from
            last = [amount for t, amount in made if t == turn]
            if last:
                assert gold(game, turn) == last[-1]
        replays_match(game)


def test_a_turn_resolved_by_another_program_just_after_the_check_is_not_followed_by_the_next(tmp_path,
                                                                                           monkeypatch):
    path = tmp_path / "late.berthier"
    gm, other = new_game(path), Game.open(path)
    real = gm._read_mark

    def the_other_resolves_first():
        if other.current_turn == 0:
            other.resolve(seed=1, turn=0)
        return real()

    monkeypatch.setattr(gm, "_read_mark", the_other_resolves_first)
    with pytest.raises(BerthierError, match="turn 0 .Winter 1804. was already resolved"):
        gm.resolve(seed=2, turn=0)
    assert gm.current_turn == 1                  # one turn resolved, by the other; not turn 1 as well
    gm.close(), other.close()
