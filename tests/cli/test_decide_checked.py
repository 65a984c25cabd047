"""--decide and --battle are checked before anything is written: an answer or key of absurd length,
absurd losses, and the window's Decisions page keeps answers through the same check."""

from __future__ import annotations

import pytest
from test_cli import DATA, digest, run

from engine.decisions import MAX_ANSWER_CHARS, MAX_KEY_CHARS
from engine.errors import BerthierError
from engine.game.gamefile import Game


@pytest.fixture
def game(tmp_path, capsys):
    path = tmp_path / "tiny.berthier"
    assert run(capsys, "new", path, "--scenario", DATA / "tiny-scenario.json")[0] == 0
    return path


HUGE = "x" * 100_000


@pytest.mark.parametrize("argv, said", [
    (["decide", "{g}", f"land.Bavaria.result={HUGE}"], "the answer is 100,000 characters; an answer is at most 2,000"),
    (["resolve", "{g}", "--decide", f"land.Bavaria.result={HUGE}"], "--decide land.Bavaria.result: the answer is 100,000"),
    (["needs", "{g}", "--decide", f"land.Bavaria.result={HUGE}"], "the answer is 100,000 characters"),
    (["decide", "{g}", f"{'k' * (MAX_KEY_CHARS + 1)}=1"], "not a question's key (a key is 1 to 200 characters)"),
    (["resolve", "{g}", "--battle", "Alsace: France 99999999999999999999999 infantry"],
     "the losses: 99999999999999999999... is out of range (at most 100,000)"),
    (["resolve", "{g}", "--battle", "Alsace#100: France all"], "the battle's number: 100 is out of range"),
])
def test_an_absurd_answer_or_result_is_refused_with_what_was_wrong_and_nothing_written(game, capsys, argv, said):
    before = digest(game)
    code, out, err = run(capsys, *[a.replace("{g}", str(game)) for a in argv])
    assert code == 2 and said in err, err
    assert len(err) < 2_000                                  # the message does not repeat a 100 KB answer
    assert digest(game) == before


def test_the_windows_answers_go_through_the_same_check(game):
    from app.session import GameSession
    session = GameSession()
    session.open(game)
    try:
        with pytest.raises(BerthierError, match="an answer is at most 2,000"):
            session.save_answers({"land.Bavaria.result": "y" * (MAX_ANSWER_CHARS + 1)})
        session.save_answers({"land.Bavaria.result": "France won"})
    finally:
        session.close()
    with Game.open(game) as g:
        assert g.answers() == {"land.Bavaria.result": "France won"}
