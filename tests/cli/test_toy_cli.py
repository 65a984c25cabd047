"""`berthier edit --treasury` on a ruleset whose treasury is cheese kept in hundredths (the toy
ruleset of the tests): amounts are read and written by the resource, never as gold."""

import json

import pytest
from toy_ruleset import SCENARIO

from app.cli import main
from engine.game.gamefile import Game


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def cheese_game(tmp_path, capsys):
    path = tmp_path / "cheese.berthier"
    code, out, err = run(capsys, "new", path, "--scenario", SCENARIO)
    assert code == 0, err
    return path


def cheese(path, nation):
    with Game.open(path) as game:
        return game.state().nation(nation).treasury


def test_a_treasury_of_cheese_is_set_to_the_hundredth_and_said_in_cheese(cheese_game, capsys):
    code, out, err = run(capsys, "edit", cheese_game, "--reason", "a gift of Gouda", "--treasury", "Holland=cheese:12.5")
    assert code == 0, err
    assert "Holland's treasury set to 12.50 cheese (was 10.00)" in out
    assert cheese(cheese_game, "Holland") == {"cheese": 1250}


def test_a_plain_amount_is_in_the_rulesets_first_resource(cheese_game, capsys):
    code, out, err = run(capsys, "edit", cheese_game, "--reason", "tax", "--treasury", "Normandy=7.05")
    assert code == 0, err
    assert cheese(cheese_game, "Normandy") == {"cheese": 705}
    assert "gold" not in out


@pytest.mark.parametrize("value, message", [
    ("12.505", "cheese is counted to 2 digits after the point"),
    ("lots", "'lots' is not an amount of cheese"),
    ("gold:3", "no resource called 'gold'"),
    ("cheese:-1", "a treasury cannot be negative"),
])
def test_a_treasury_the_resource_cannot_hold_is_refused_and_nothing_changes(cheese_game, capsys, value, message):
    code, out, err = run(capsys, "edit", cheese_game, "--reason", "r", "--treasury", f"Holland={value}")
    assert code != 0 and message in err and "Traceback" not in err
    assert cheese(cheese_game, "Holland") == {"cheese": 1000}


def test_the_state_keeps_cheese_as_whole_hundredths(cheese_game, capsys):
    run(capsys, "edit", cheese_game, "--reason", "r", "--treasury", "Holland=0.01")
    code, out, _ = run(capsys, "state", cheese_game)
    assert json.loads(out)["nations"][0]["treasury"] == {"cheese": 1}
