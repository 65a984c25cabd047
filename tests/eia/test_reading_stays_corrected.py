"""Issue 22, EiA corrections that tell a unit to stay: on a line that corrects ('EDIT: corps I stays in
Stamboul', 'Actually, keep the Brest fleet in port', 'Only the Bulgarian corps moves') the earlier move
of that unit (or of the others) is taken back and the receipt says so; without a word of correction the
two are refused, never one silently kept. A route corrected to stop earlier ends there."""

import pytest

from engine.rulesets import ruleset
from engine.rulesets.eia.orders import MoveCorps, MoveFleet
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation, step):
    board, state = position("eia", step)
    sheet = RULES.parse_orders(text, nation, state, board)
    return sheet


TURKEY = "corps I: Stamboul - Salonica\ncorps II: Bulgaria - Serbia\n"
SERBIA = MoveCorps(nation="Turkey", corps="II", path=("bulgaria", "serbia"))


@pytest.mark.parametrize("correction", [
    "EDIT: corps I stays in Stamboul.",
    "Actually, the First Corps remains where it is.",
    "Correction: corps I holds in Stamboul after all.",
    "On second thought corps I stays put.",
    "Edit 2: keep corps I at home.",
    "Change of plan: the Stamboul corps stays in Stamboul.",
    "EDIT: corps I stays in Stamboul. Only the Bulgarian corps moves.",
    "Correction: only corps II marches.",
])
def test_a_correction_that_keeps_a_unit_in_place_takes_its_move_back(correction):
    sheet = read(TURKEY + correction, "Turkey", "turkey-land")
    assert list(sheet.orders) == [SERBIA] and not sheet.problems
    assert any(c.line == 1 and ("taken back" in c.reason or "correction" in c.reason) for c in sheet.chatter)


@pytest.mark.parametrize("correction", [
    "Actually, keep the Brest fleet in port.",
    "EDIT: the Brest fleet stays in port this month.",
    "On reflection, leave the Brest fleet in harbour.",
])
def test_a_fleet_kept_in_port_by_a_correction_sails_nowhere(correction):
    sheet = read("fleet Toulon: Provence - Gulf of Lion\nfleet Brest: Brittany - Bay of Biscay\n" + correction,
                 "France", "france-naval")
    assert list(sheet.orders) == [MoveFleet(nation="France", fleet="Toulon", path=("provence", "gulf_of_lion"))]
    assert not sheet.problems


@pytest.mark.parametrize("later", [
    "Corps I stays in Stamboul.",
    "Only corps II marches.",
])
def test_a_stay_without_a_word_of_correction_is_asked_not_taken(later):
    sheet = read(TURKEY + later, "Turkey", "turkey-land")
    assert any(p.line == 3 and "which is meant" in p.reason for p in sheet.problems)


def test_a_stay_for_a_unit_no_earlier_line_moved_changes_nothing():
    sheet = read("corps II: Bulgaria - Serbia\nEDIT: corps I stays in Stamboul.", "Turkey", "turkey-land")
    assert list(sheet.orders) == [SERBIA] and not sheet.problems


def test_a_route_corrected_to_stop_earlier_ends_there():
    sheet = read("corps I: Bavaria - Württemberg - Baden\nInstead of Baden, stop in Württemberg.", "Austria",
                 "austria-land")
    assert list(sheet.orders) == [MoveCorps(nation="Austria", corps="I", path=("bavaria", "wurttemberg"))]
