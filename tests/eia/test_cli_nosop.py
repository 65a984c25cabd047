"""The bundled 1805 example with module afa_naval alone, from the command line: the standing
procedures' choices are questions in `berthier needs`, answered with --decide, and the step resolves."""

import json

from app.cli import main
from engine.game.scenario import MAPS

from .test_cli_month import run

K = "sea.Western_Mediterranean.France_fleet_Toulon"
GB = "sea.Western_Mediterranean.Great_Britain_fleet_Mediterranean"
GM = [f"{K}.interception=intercepted", f"{K}.winner=France", f"{K}.losses=2-6"]
PLAYERS = [f"{K}.attempt=attempt", f"{K}.evade=do not evade", f"{K}.pursuit=do not pursue",
           f"{GB}.retreat=Sardinian Sea"]


def new_game(tmp_path, capsys, modules):
    data = json.loads((MAPS / "eia-europe" / "scenario.json").read_text(encoding="utf-8"))
    data["params"] = {k: v for k, v in data["params"].items() if k != "austrian_border"}   # eia_sop's parameter
    data["params"]["modules"] = modules
    data["map"] = str(MAPS / "eia-europe")
    (tmp_path / "scenario.json").write_text(json.dumps(data), encoding="utf-8")
    game = tmp_path / "eia.berthier"
    run(capsys, "new", game, "--scenario", tmp_path / "scenario.json")
    for seed in (1, 2):                                            # political, reinforcement
        run(capsys, "resolve", game, "--seed", seed)
    (tmp_path / "orders.txt").write_text("fleet Toulon: Provence - Gulf of Lion - Western Mediterranean",
                                         encoding="utf-8")
    run(capsys, "orders", game, "--nation", "France", tmp_path / "orders.txt")
    return game


def decided(*answers):
    return [a for d in answers for a in ("--decide", d)]


def test_a_game_with_afa_naval_alone_asks_the_players_and_resolves_a_naval_step(tmp_path, capsys):
    game = new_game(tmp_path, capsys, ["afa_naval"])
    assert main(["resolve", str(game), "--seed", "3"]) == 2
    out, err = capsys.readouterr()
    assert f"{K}.attempt (Great Britain): 6.2.3: does Great Britain's fleet Mediterranean attempt to intercept " \
           "France fleet Toulon in Western Mediterranean? [attempt / do not attempt]" in out + err
    britain = run(capsys, "needs", game, "--nation", "Great Britain")
    assert f"{K}.attempt: 6.2.3: does Great Britain's fleet Mediterranean" in britain
    assert "what the referee needs from France: nothing" in run(capsys, "needs", game, "--nation", "France")
    assert main(["resolve", str(game), "--seed", "3", *decided(*GM, *PLAYERS[:2])]) == 2
    out, err = capsys.readouterr()
    assert f"{K}.pursuit (France)" in out + err and f"{GB}.retreat (Great Britain)" in out + err
    assert "[Gulf of Lion / Ionian Sea / Sardinian Sea / Strait of Sicily]" in out + err
    run(capsys, "resolve", game, "--seed", "3", *decided(*GM, *PLAYERS))
    state = json.loads(run(capsys, "state", game))
    assert state["steps"][state["step"]] == "France land"
    fleets = {f["name"]: f for f in state["fleets"]}
    assert (fleets["Mediterranean"]["at"], fleets["Mediterranean"]["ships"]) == ("sardinian_sea", 6)
    assert fleets["Toulon"]["at"] == "western_mediterranean"
    report = run(capsys, "report", game)
    assert "6.3.5: where does the beaten Great Britain fleet Mediterranean retreat from Western Mediterranean?" in report
    assert "France land step: nothing open" in run(capsys, "needs", game)


def test_a_game_naming_no_module_resolves_its_steps_too(tmp_path, capsys):
    game = new_game(tmp_path, capsys, [])
    run(capsys, "resolve", game, "--seed", "3", *decided(*GM, *PLAYERS))
    state = json.loads(run(capsys, "state", game))
    assert state["steps"][state["step"]] == "France land" and not state["params"].get("modules")
