"""EiA's parameters typed with the seeds' values as defaults: `berthier edit --param` refuses a value
the rules cannot use, naming the parameter and what it must be, and changes nothing."""

import json

import pytest

from app.cli import main
from engine.rulesets import ruleset
from engine.rulesets.eia.afa_naval.params import DEFAULTS as AFA
from engine.rulesets.eia.params import DEFAULTS, SOP_PARAMS
from engine.game.scenario import MAPS

from .test_cli_month import run

EVERY = {**DEFAULTS, **SOP_PARAMS, **AFA}


def test_every_parameter_of_the_core_and_both_modules_is_typed_and_its_seed_value_passes():
    schema = ruleset("eia").param_schema()
    assert set(schema.specs) == set(EVERY)
    schema.check(EVERY)


@pytest.fixture
def game(tmp_path, capsys):
    data = json.loads((MAPS / "eia-europe" / "scenario.json").read_text(encoding="utf-8"))
    data["params"]["modules"] = ["eia_sop", "afa_naval"]
    data["map"] = str(MAPS / "eia-europe")
    (tmp_path / "scenario.json").write_text(json.dumps(data), encoding="utf-8")
    path = tmp_path / "eia.berthier"
    run(capsys, "new", path, "--scenario", tmp_path / "scenario.json")
    return path


@pytest.mark.parametrize("param, why", [
    ("fleet_sails_on=7", "fleet_sails_on must be a whole number from 1 to 6, not 7"),
    ("prize_percent=[30,40]", "prize_percent must be a list of 6 to 6 items"),
    ("squadron_ships=[6,2]", "squadron_ships is [fewest, most] ships of a squadron"),
    ("stores_stock_share=[1,0]", "stores_stock_share is [numerator, denominator]: the denominator cannot be 0"),
    ("sea_supply_cost=\"ask me\"", "sea_supply_cost must be a whole number from 0 to 1000, not \"ask me\" (or null"),
    ("economic_months=[3,13]", "economic_months[1] must be a whole number from 1 to 12"),
    ("naval_chart_columns=[[2,5],[4,8],[9,12]]", "naval_chart_columns are three [low, high] totals"),
])
def test_a_value_the_rules_cannot_use_is_refused_by_name_and_changes_nothing(game, capsys, param, why):
    before = run(capsys, "state", game)
    assert main(["edit", str(game), "--reason", "house rule", "--param", param]) == 2
    assert why in capsys.readouterr().err
    assert run(capsys, "state", game) == before


@pytest.mark.parametrize("param, value", [("sea_supply_cost", 2), ("sea_supply_cost", None),
                                          ("combat_modifiers", {"Venice": -1, "Naples": -1}),
                                          ("naval_chart_columns", [[2, 5], [6, 8], [9, 12]])])
def test_a_house_rule_in_range_is_kept(game, capsys, param, value):
    if value is None:
        run(capsys, "edit", game, "--reason", "house rule", "--param", f"{param}=3")
    run(capsys, "edit", game, "--reason", "house rule", "--param", f"{param}={json.dumps(value)}")
    assert json.loads(run(capsys, "state", game))["params"][param] == value
