"""Issue 22: EiA corps and fleets moved in sentences are read by meaning (engine/words/movement.py): any
verb of going, the corps named by its designation before or after 'corps', in brackets, or as the
one corps in the place named; the route starts where the unit stands; never a guess."""

import pytest

from engine.rulesets import ruleset
from engine.rulesets.eia.orders import MoveCorps, MoveFleet
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation="France", step="france-land"):
    board, state = position("eia", step)
    sheet = RULES.parse_orders(text, nation, state, board)
    return list(sheet.orders), [p.reason for p in sheet.problems]


@pytest.mark.parametrize("text, corps, path", [
    ("Corps II advances from Alsace into Baden.", "II", ("alsace", "baden")),
    ("Our II Corps will march on Baden", "II", ("alsace", "baden")),
    ("The Guard (Guard I) proceeds to Champagne and then Lorraine.", "Guard I", ("paris", "champagne", "lorraine")),
    ("Soult's corps (III) is moving up to Flanders.", "III", ("picardy", "flanders")),
    ("The corps in Rhineland falls back to Holland", "I", ("rhineland", "holland")),
    ("Cav I leaves Lorraine for Champagne.", "Cav I", ("lorraine", "champagne")),
])
def test_a_corps_moved_in_a_sentence(text, corps, path):
    assert read(text) == ([MoveCorps(nation="France", corps=corps, path=path)], [])


def test_a_fleet_moved_in_a_sentence_starts_where_it_lies():
    orders, problems = read("The Toulon fleet slips out into the Gulf of Lion.", step="france-naval")
    assert problems == [] and orders == [MoveFleet(nation="France", fleet="Toulon", path=("provence", "gulf_of_lion"))]


def test_a_corps_said_to_start_where_it_does_not_stand_or_not_named_is_refused():
    orders, problems = read("Corps II marches from Paris to Champagne.")
    assert not orders and "Alsace" in problems[0]
    orders, problems = read("Our corps marches to Champagne.")
    assert not orders and problems
