"""Issue 23, EiA at the GM's pace: `berthier decide` keeps answers in the game (as the window does),
`resolve` and `needs` read them; keys and answers in any case, with spaces or underscores; a key no
question has is refused with the nearest; `resolve --through/--month` runs steps until orders or
answers are missing."""

from app.cli import main
from engine.game.gamefile import Game
from engine.game.scenario import MAPS

from .test_cli_month import MONTH, run


def _france_land(tmp_path, capsys):
    game = tmp_path / "eia.berthier"
    run(capsys, "new", game, "--scenario", MAPS / "eia-europe" / "scenario.json")
    for seed in (1, 2, 3):                                       # political, reinforcement, France naval
        run(capsys, "resolve", game, "--seed", seed)
    (tmp_path / "orders.txt").write_text(MONTH["France land"][0]["France"], encoding="utf-8")
    run(capsys, "orders", game, "--nation", "France", tmp_path / "orders.txt")
    return game


def test_answers_kept_by_decide_are_read_by_needs_and_resolve(tmp_path, capsys):
    game = _france_land(tmp_path, capsys)
    out = run(capsys, "decide", game, "land.bavaria.result=france_won", "LAND.Bavaria.losses=1-3")
    assert "2 answer(s) kept" in out and "land.Bavaria.result" not in out.split("open")[-1]
    run(capsys, "decide", game, "insurrection.France=Prague: Insurrection I (3)", "land.Bavaria.chit.Austria=assault")
    with Game.open(game) as g:
        assert len(g.answers()) == 4
    assert "nothing open, it can be resolved" in run(capsys, "needs", game)
    out = run(capsys, "resolve", game, "--seed", "4")               # no --decide retyped
    assert "Resolved January 1805: France land step" in out
    with Game.open(game) as g:
        assert "Great Britain naval" in g.label()


def test_a_key_no_question_has_is_refused_with_the_nearest_and_nothing_is_written(tmp_path, capsys):
    game = _france_land(tmp_path, capsys)
    run(capsys, "decide", game, "land.Bavaria.losses=1-3")
    assert main(["decide", str(game), "land.Bavaria.resutl=France won"]) == 2
    out, err = capsys.readouterr()
    assert "land.Bavaria.resutl: no question of this step has that key" in out + err
    assert "land.Bavaria.result" in out + err                      # the nearest, as the rules write it
    with Game.open(game) as g:
        assert g.answers() == {"land.Bavaria.losses": "1-3"}
    assert main(["resolve", str(game), "--decide", "nonsense.key=1"]) == 2
    capsys.readouterr()
    with Game.open(game) as g:
        assert "France land" in g.label()


def test_an_answer_the_question_does_not_allow_is_refused_at_decide(tmp_path, capsys):
    game = _france_land(tmp_path, capsys)
    run(capsys, "decide", game, "land.Bavaria.result=France won")
    assert main(["decide", str(game), "land.Bavaria.losses=lots"]) == 2
    out, err = capsys.readouterr()
    assert "not understood" in out + err and "lots" in out + err
    with Game.open(game) as g:
        assert g.answers() == {"land.Bavaria.result": "France won"}


def test_an_empty_answer_takes_a_kept_one_back_and_clear_forgets_all(tmp_path, capsys):
    game = _france_land(tmp_path, capsys)
    run(capsys, "decide", game, "land.Bavaria.losses=1-3", "land.Bavaria.result=France won")
    run(capsys, "decide", game, "land.bavaria.losses=")
    with Game.open(game) as g:
        assert g.answers() == {"land.Bavaria.result": "France won"}
    run(capsys, "decide", game, "--clear")
    with Game.open(game) as g:
        assert g.answers() == {}


def test_resolve_month_runs_steps_until_orders_are_missing(tmp_path, capsys):
    game = tmp_path / "eia.berthier"
    run(capsys, "new", game, "--scenario", MAPS / "eia-europe" / "scenario.json")
    (tmp_path / "fr.txt").write_text("", encoding="utf-8")
    out = run(capsys, "resolve", game, "--month", "--seed", "1")
    assert "Resolved January 1805: political step" in out
    assert "Resolved January 1805: reinforcement step" in out       # nobody orders in it: no stop
    assert "Stopped at January 1805: France naval step: no orders from France" in out
    out = run(capsys, "resolve", game, "--through", "france naval")
    assert "Resolved January 1805: France naval step" in out and "1 step(s) resolved" in out


def test_the_window_sees_the_answers_decide_kept(tmp_path, capsys):
    from app.session import GameSession, load_game
    game = _france_land(tmp_path, capsys)
    run(capsys, "decide", game, "land.Bavaria.losses=1-3")
    session = GameSession()
    session.adopt(load_game(game))
    assert session.answers() == {"land.Bavaria.losses": "1-3"}
    session.close()
