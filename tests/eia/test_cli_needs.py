"""`berthier needs GAME --nation X`: the questions only that nation answers, as a message to it."""

from engine.game.scenario import MAPS

from .test_cli_month import MONTH, run


def test_needs_for_a_nation_lists_only_the_questions_it_answers(tmp_path, capsys):
    game = tmp_path / "eia.berthier"
    run(capsys, "new", game, "--scenario", MAPS / "eia-europe" / "scenario.json")
    for seed in (1, 2, 3):                                       # political, reinforcement, France naval
        run(capsys, "resolve", game, "--seed", seed)
    (tmp_path / "orders.txt").write_text(MONTH["France land"][0]["France"], encoding="utf-8")
    run(capsys, "orders", game, "--nation", "France", tmp_path / "orders.txt")
    gm = run(capsys, "needs", game)
    austria = run(capsys, "needs", game, "--nation", "austria")
    france = run(capsys, "needs", game, "--nation", "France")
    assert "insurrection.France:" in gm and "land.Bavaria.result:" in gm
    assert "what the referee needs from Austria" in austria
    assert "insurrection.France:" in austria and "land.Bavaria.result" not in austria
    assert "what the referee needs from France: nothing" in france


def test_needs_for_a_nation_the_game_lacks_names_it(tmp_path, capsys):
    from app.cli import main
    game = tmp_path / "eia.berthier"
    run(capsys, "new", game, "--scenario", MAPS / "eia-europe" / "scenario.json")
    assert main(["needs", str(game), "--nation", "Atlantis"]) != 0
    out, err = capsys.readouterr()
    assert "Atlantis" in out + err
