"""House rules are checked whole when the GM sets them (berthier new --param, berthier edit --param,
the window's edits), and a bad one is refused there, naming the parameter and what it must be."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.cli import main
from engine.errors import BerthierError
from engine.game.edits import change_param
from engine.rulesets import ruleset
from engine.game.scenario import load_scenario

DATA = Path(__file__).resolve().parents[1] / "data"

REFUSED = [
    ("income_random_die", 0, "income_random_die must be a whole number from 2 to 100"),
    ("division_costs", {"infantry": "x", "cavalry": 4, "artillery": 6}, 'division_costs["infantry"] must be a whole'),
    ("division_costs", {"infantry": 2}, 'division_costs lacks "cavalry", "artillery"'),
    ("seasons", [], "seasons must be a list of 1 to 12 items"),
    ("seasons", ["Spring", "Summer", "Fall"], "winter ('Winter') must be one of the seasons"),
    ("odds_bands", [{"ratio": 3, "larger": 9, "smaller": 6}], "odds_bands[0].larger must be a whole number from 1 to 6"),
    ("odds_bands", [{"ratio": 0, "larger": 4, "smaller": 4}, {"ratio": 3, "larger": 2, "smaller": 6}],
     "must run from the largest ratio down"),
    ("loss_order", ["infantry", "infantry", "cavalry", "scout"], "loss_order names an item twice"),
    ("combat_model", "dice", 'combat_model must be one of "odds", "manual"'),
    ("build_extra", {"Naples": "Rome"}, 'build_extra["Naples"] must be a list'),
    ("bank_cap", True, "bank_cap must be a whole number"),
    ("bank_cap", 10**30, "bank_cap must be a whole number from 0 to 10000"),
    ("no_such_rule", 1, "'no_such_rule' is not a parameter"),
]


@pytest.fixture
def napoleonic_state():
    return load_scenario(DATA / "tiny-scenario.json")[1]


@pytest.mark.parametrize("key, value, message", REFUSED)
def test_a_gm_edit_of_a_bad_house_rule_is_refused_with_what_it_must_be(napoleonic_state, key, value, message):
    with pytest.raises(BerthierError) as refused:
        change_param(napoleonic_state, key, value)
    assert message in str(refused.value)


def test_a_good_house_rule_is_taken(napoleonic_state):
    state, summary = change_param(napoleonic_state, "division_costs", {"infantry": 3, "cavalry": 4, "artillery": 6})
    assert state.params["division_costs"]["infantry"] == 3 and "division_costs" in summary


@pytest.mark.parametrize("rules", ["napoleonic", "classic"])
def test_every_default_passes_its_own_schema_and_every_parameter_has_one(rules):
    r = ruleset(rules)
    assert set(r.param_schema().specs) == set(r.default_params())
    r.param_schema().check(r.default_params())


def test_new_with_a_bad_param_creates_no_game(tmp_path, capsys):
    game = tmp_path / "g.berthier"
    code = main(["new", str(game), "--scenario", str(DATA / "tiny-scenario.json"), "--param", "income_random_die=0"])
    assert code == 2 and "income_random_die must be a whole number from 2 to 100" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_new_with_a_house_rule_plays_by_it(tmp_path, capsys):
    game = tmp_path / "g.berthier"
    assert main(["new", str(game), "--scenario", str(DATA / "tiny-scenario.json"), "--param", "bank_cap=60"]) == 0
    capsys.readouterr()
    assert main(["state", str(game)]) == 0
    assert '"bank_cap": 60' in capsys.readouterr().out


@pytest.mark.parametrize("raw", ["NaN", "Infinity", "[" * 5000])
def test_a_param_that_is_not_json_is_refused(tmp_path, capsys, raw):
    code = main(["new", str(tmp_path / "g.berthier"), "--scenario", str(DATA / "tiny-scenario.json"),
                 "--param", f"bank_cap={raw}"])
    assert code == 2 and "is not a JSON value" in capsys.readouterr().err


def test_a_treasury_beyond_any_real_game_is_refused_by_the_gm_edit(tmp_path, capsys):
    game = tmp_path / "g.berthier"
    assert main(["new", str(game), "--scenario", str(DATA / "tiny-scenario.json")]) == 0
    for gold in ("9" * 5000, "²"):
        code = main(["edit", str(game), "--reason", "test", "--treasury", f"France={gold}"])
        assert code == 2 and "is not an amount of gold" in capsys.readouterr().err
    code = main(["edit", str(game), "--reason", "test", "--treasury", "France=10000000000"])
    assert code == 2 and "a treasury holds 0 to 1000000000 gold" in capsys.readouterr().err
