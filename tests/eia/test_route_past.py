"""'past' in a route is a place gone through ('The Cádiz fleet sails out past Cape Trafalgar into the Iberian
Atlantic'), as 'through' and 'via' are; a route ending in a place gone past says not where the unit ends and
is refused (issue 22)."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("nation, where, text, expected", [
    ("Spain", "spain-naval", "The Cádiz fleet sails out past Cape Trafalgar into the Iberian Atlantic.",
     "fleet Cadiz: Andalusia - Gulf of Cadiz - Atlantic Ocean"),
    ("Spain", "spain-naval", "Our fleet at Cadiz sails past Cape Trafalgar and on into the Atlantic Ocean.",
     "fleet Cadiz: Andalusia - Gulf of Cadiz - Atlantic Ocean"),
    ("Spain", "spain-naval", "The Cadiz fleet heads out past Cape Trafalgar, into the Iberian Atlantic.",
     "fleet Cadiz: Andalusia - Gulf of Cadiz - Atlantic Ocean"),
    ("France", "france-naval", "The Toulon fleet sails past the Gulf of Lion to the Western Mediterranean.",
     "fleet Toulon: Provence - Gulf of Lion - Western Mediterranean"),
    ("France", "france-naval", "Fleet Toulon slips out past the Gulf of Lion and on into the Western Mediterranean",
     "fleet Toulon: Provence - Gulf of Lion - Western Mediterranean"),
    ("France", "france-naval", "The Toulon fleet sails past the Gulf of Lion, into the Western Med.",
     "fleet Toulon: Provence - Gulf of Lion - Western Mediterranean"),
    ("France", "france-land", "Corps II marches past Baden into Württemberg.", "corps II: Alsace - Baden - Württemberg"),
    ("France", "france-land", "Corps I goes past Thuringia to Württemberg", "corps I: Rhineland - Thuringia - Württemberg"),
])
def test_a_place_gone_past_is_on_the_route(nation, where, text, expected):
    orders, sheet = checked("eia", nation, where, text)
    assert sheet.problems == ()
    assert orders == [expected]


@pytest.mark.parametrize("nation, where, text", [
    ("Spain", "spain-naval", "The Cadiz fleet sails past Cape Trafalgar."),
    ("France", "france-land", "corps II rides past Baden"),
])
def test_a_route_ending_in_a_place_gone_past_is_refused(nation, where, text):
    orders, sheet = checked("eia", nation, where, text)
    assert orders == [] and "and then where?" in sheet.problems[0].reason
