"""A month's steps are read once into typed kinds (engine/rulesets/eia/steps.py): a power whose name
holds a step's word ('England', 'Poland') is still told its naval step from its land step."""

import pytest

from engine.rulesets.eia.state import month_steps, phasing
from engine.rulesets.eia.steps import MonthStep, StepKind

from .helpers import MAP, RULES, corps, position

ENGLAND = ({"name": "England", "colour": "#aa3333", "home": []},)


@pytest.mark.parametrize("name, kind, nation, inserted", [
    ("France naval", StepKind.NAVAL, "France", False),
    ("England naval", StepKind.NAVAL, "England", False),
    ("Poland land", StepKind.LAND, "Poland", False),
    ("Austria land (insurrection)", StepKind.LAND, "Austria", True),
    ("economic", StepKind.ECONOMIC, None, False),
    ("UMP control", StepKind.UMP_CONTROL, None, False),
])
def test_a_step_name_reads_as_its_kind_and_power(name, kind, nation, inserted):
    step = MonthStep.read(name)
    assert (step.kind, step.nation, step.insurrection) == (kind, nation, inserted)
    assert step.name == name and phasing(name) == nation


def test_a_name_that_is_no_step_is_refused():
    with pytest.raises(ValueError):
        MonthStep.read("harvest")
    assert phasing("harvest") is None


def test_the_month_is_written_with_the_same_names():
    params = {"power_order": ["England", "Poland"], "economic_months": [3], "ump_control_month": 3}
    assert month_steps(2, params) == ("political", "reinforcement", "England naval", "England land",
                                      "Poland naval", "Poland land", "economic", "UMP control")


def test_a_power_named_england_moves_no_corps_in_its_naval_step():
    state = position([corps("England", "I", "kent")], wars=(), more_nations=ENGLAND, step="England naval",
                     params={"power_order": ["France", "Austria", "Great Britain", "England"]})
    sheet = RULES.check_orders(RULES.parse_orders("corps I: Kent - Kent", "England", state, MAP), state, MAP)
    assert [p.reason for p in sheet.problems] == [
        "it is the England naval step: corps of England move in its own land step"]
