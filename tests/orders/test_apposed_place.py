"""A unit named and then described between commas, the sentence going on after the aside ('E, the corps in
Picardy, rides to Champagne'): the unit named is the subject (never someone spoken to, the aside read as the
unit), and a place the aside says it stands in confirms it, or refuses the line when it stands elsewhere."""

import pytest

from tests.orders.bundled import read


@pytest.mark.parametrize("text, meant", [
    ("E, the corps in Paris, rides to Champagne", ["E - Champagne"]),
    ("Corps A, the veterans in Picardy, march to Flanders", ["A - Flanders"]),
    ("Corps E, our cavalry reserve in Paris, pushes on to Champagne", ["E - Champagne"]),
    ("C, the corps in reserve, holds", ["C holds"]),
])
def test_an_aside_that_says_where_the_unit_stands_confirms_it(text, meant):
    assert read("napoleonic", "spring-1805-war", "France", text) == (meant, [])


@pytest.mark.parametrize("text, told", [
    ("E, the corps in Picardy, rides to Champagne", "stands in Paris"),
    ("B, our reserve at Paris, marches to Champagne", "stands in Picardy"),
    ("Corps G, still in Normandy, marches to Brittany", "stands in Brittany"),
])
def test_an_aside_that_places_the_unit_elsewhere_is_refused(text, told):
    orders, reasons = read("napoleonic", "spring-1805-war", "France", text)
    assert orders == []
    assert len(reasons) == 1 and told in reasons[0]


@pytest.mark.parametrize("text, told", [
    ("Corps I, the corps in Alsace, marches to Baden", "corps I stands in Rhineland"),
    ("II, the one in Picardy, moves to Lorraine", "corps II stands in Alsace"),
])
def test_the_unit_named_is_the_subject_never_the_unit_the_aside_describes(text, told):
    """Not read as 'Corps I, [go on:] the corps in Alsace marches', an order to another corps."""
    orders, reasons = read("eia", "france-land", "France", text)
    assert orders == []
    assert len(reasons) == 1 and told in reasons[0]


def test_an_aside_naming_where_the_unit_stands_reads_in_eia():
    assert read("eia", "france-land", "France", "Corps II, the one in Alsace, moves to Lorraine") == (
        ["corps II: Alsace - Lorraine"], [])
