"""A ruleset's declarations as data: amounts written and read by their resource, unit words,
region attributes read in their type, the calendar's steps, modules named in a scenario."""

import json

import pytest
from toy_ruleset import SCENARIO

from engine.errors import NotUnderstood, ScenarioError
from engine.rulesets import region_attributes, ruleset
from engine.rulesets.declarations import (
    AttributeType, Calendar, MarkerShape, RegionAttribute, Resource, Step, UnitKind)
from engine.game.scenario import build_scenario

CHEESE = Resource("cheese", decimals=2)
GOLD = Resource("gold")


@pytest.mark.parametrize("amount, text", [(1250, "12.50"), (5, "0.05"), (0, "0.00"), (-300, "-3.00")])
def test_cheese_is_kept_in_hundredths_and_written_to_the_hundredth(amount, text):
    assert CHEESE.format_amount(amount) == text
    assert CHEESE.parse_amount(text) == amount


def test_a_signed_amount_has_a_plus_or_a_real_minus_and_the_word_when_asked():
    assert CHEESE.format_amount(450, signed=True) == "+4.50"
    assert CHEESE.format_amount(-450, signed=True) == "\u22124.50"
    assert GOLD.format_amount(30, unit=True) == "30 gold"
    assert GOLD.format_amount(0, signed=True) == "0"


@pytest.mark.parametrize("text, amount", [("12.5", 1250), ("12", 1200), (" 7.05 ", 705), ("+3", 300)])
def test_a_player_may_write_fewer_decimals_than_the_resource_keeps(text, amount):
    assert CHEESE.parse_amount(text) == amount


@pytest.mark.parametrize("resource, text, message", [
    (CHEESE, "12.505", "cheese is counted to 2 digits after the point"),
    (GOLD, "12.5", "gold is counted in whole numbers"),
    (GOLD, "lots", "'lots' is not an amount of gold (write a number such as 12)"),
    (CHEESE, "", "is not an amount of cheese (write a number such as 12.50)"),
])
def test_an_amount_the_resource_cannot_hold_is_not_understood(resource, text, message):
    with pytest.raises(NotUnderstood, match=message.replace("(", r"\(").replace(")", r"\)")):
        resource.parse_amount(text)


def test_reading_an_amount_is_linear_in_a_100_kb_line():
    with pytest.raises(NotUnderstood):
        CHEESE.parse_amount("1" * 100_000 + ".x")
    with pytest.raises(NotUnderstood):
        CHEESE.parse_amount("9." + "9" * 100_000)


def test_a_unit_kind_gives_every_word_a_gm_may_type_the_loss_word_first():
    ships = UnitKind("ship", "ship", "ships", marker=MarkerShape.DOTS, aliases=("fleets",))
    assert ships.words() == ("ships", "ship", "fleets")
    assert UnitKind("infantry", "infantry division", "infantry divisions", "infantry").words()[0] == "infantry"
    assert ships.count(1) == "1 ship" and ships.count(3) == "3 ships"


@pytest.mark.parametrize("attribute, raw, value", [
    (RegionAttribute("value", AttributeType.INT, 0), " 4 ", 4),
    (RegionAttribute("fort", AttributeType.FLAG, False), "yes", True),
    (RegionAttribute("aliases", AttributeType.NAMES), "Elsass, Alsatia", ["Elsass", "Alsatia"]),
    (RegionAttribute("terrain", AttributeType.TEXT, "plains"), "", "plains"),
])
def test_a_region_attribute_is_read_in_its_type_with_its_default(attribute, raw, value):
    assert attribute.read(raw) == value


def test_a_flag_that_is_not_yes_or_no_is_refused():
    with pytest.raises(ValueError, match="fort must be yes or no"):
        RegionAttribute("fort", AttributeType.FLAG).read("maybe")


def test_the_map_editor_offers_every_registered_rulesets_attributes_each_once():
    names = [a.name for a in region_attributes()]
    assert names[:2] == ["home", "aliases"] and len(names) == len(set(names))
    assert {"value", "fort", "pasture"} <= set(names)


def test_a_calendar_names_its_steps_and_which_nations_order_in_them():
    calendar = Calendar(steps=(Step("Naval phase", ordering=("Britain",)), Step("Land phase")), unit="month")
    assert calendar.step("Land phase").name == "Land phase"
    assert calendar.step(None).name == "Naval phase"        # a state that names no step: the first
    assert calendar.orders(calendar.steps[0], "Britain") and not calendar.orders(calendar.steps[0], "France")
    assert calendar.orders(calendar.steps[1], "France")


def scenario_with(params):
    data = json.loads(SCENARIO.read_text())
    data["params"] = params
    return data


def test_a_module_named_in_a_scenario_brings_its_parameters_with_their_defaults():
    _, state = build_scenario(scenario_with({"modules": ["dairy"]}), base_dir=SCENARIO.parent)
    assert state.params["modules"] == ["dairy"] and state.params["coop_bonus"] == 25
    assert [m.id for m in ruleset("toy").active_modules(state)] == ["dairy"]
    _, state = build_scenario(scenario_with({"modules": ["dairy"], "coop_bonus": 40}), base_dir=SCENARIO.parent)
    assert state.params["coop_bonus"] == 40
    _, plain = build_scenario(scenario_with({}), base_dir=SCENARIO.parent)
    assert "coop_bonus" not in plain.params and ruleset("toy").active_modules(plain) == ()


def test_a_module_the_ruleset_does_not_have_is_refused_by_name():
    with pytest.raises(ScenarioError, match="no module of toy called 'afa_naval'"):
        build_scenario(scenario_with({"modules": ["afa_naval"]}), base_dir=SCENARIO.parent)
    with pytest.raises(ScenarioError, match="modules must be a list"):
        build_scenario(scenario_with({"modules": "dairy"}), base_dir=SCENARIO.parent)


def test_a_ruleset_naming_its_resources_by_word_gets_them_as_resources():
    from engine.rulesets.base import Ruleset

    class Plain(Ruleset):   # never registered, never made
        resources = ("silver",)

    assert Plain.resources == (Resource("silver"),)
