"""Issue 22, round 16 (fresh21 nap-17, 'The squadrons at Cadiz shall sail for the Strait of Gibraltar.'): a plural
unit word with the place the units stand after it ('the squadrons at Cadiz', 'both squadrons at Cadiz') means every
one of them standing together there, as 'the Cadiz squadrons' does; each is ordered, whatever the verb ('sail for',
'shall', 'must'). A singular ('the squadron at Cadiz') or units spread over several seas stay asked."""

import pytest

from tests.orders.test_phone_typed import read


@pytest.mark.parametrize("nation, text, orders", [
    ("Spain", "The squadrons at Cadiz shall sail for the Strait of Gibraltar.",
     ["squadron 1 - Strait of Gibraltar", "squadron 2 - Strait of Gibraltar"]),
    ("Spain", "Both squadrons at Cadiz sail for the Strait of Gibraltar.",
     ["squadron 1 - Strait of Gibraltar", "squadron 2 - Strait of Gibraltar"]),
    ("Spain", "The Cadiz squadrons sail for the Strait of Gibraltar.",
     ["squadron 1 - Strait of Gibraltar", "squadron 2 - Strait of Gibraltar"]),
    ("Spain", "The squadrons at Cadiz must stay in port.", ["squadron 1 holds", "squadron 2 holds"]),
    # a unit called by its home, before a verb of taking ship or leaving (fresh21 nap-29)
    ("Naples", "the Sicilian corps takes ship across the Western Mediterranean for Naples, on our own squadron;",
     ["B - Naples via Western Mediterranean"]),
    ("Naples", "The Sicilian corps embarks for Naples across the Western Mediterranean.",
     ["B - Naples via Western Mediterranean"]),
    ("Great Britain", "The Irish corps takes ship for Wales across the Irish Sea.", ["B - Wales via Irish Sea"]),
    ("Austria", "The Venice corps leaves Venice for Piedmont.", ["C Venice - Piedmont"]),
])
def test_a_plural_with_its_place_orders_each_unit_there(nation, text, orders):
    assert read("napoleonic", "spring-1805-war", nation, text) == (orders, [])


@pytest.mark.parametrize("nation, text", [
    ("Spain", "The squadron at Cadiz sails for the Strait of Gibraltar."),      # one of two: which?
    ("France", "The squadrons at Brest sail for the Channel."),                # spread over two seas
    ("Spain", "The squadrons at Cadiz shall sail for Madrid."),                # no sea: refused
])
def test_a_plural_the_state_does_not_bear_out_is_asked(nation, text):
    shown, problems = read("napoleonic", "spring-1805-war", nation, text)
    assert problems and not shown
