"""Issue 22, round 7 (napoleonic units named by where they stand, the subject's stage): an adjective of a place
of two words or written short ('the East Prussian corps', 'the Catalan corps'), of a land of several provinces
('the Irish corps'), a place in brackets ('the army of the south (Andalusia)'), numbers in brackets after a
plural ('the Cadiz squadrons (1 and 2)'), a noun with its place after it ('the Hungarian horse at Buda'), a
corps called by what it is staying where it stands ('the Guard stays in St Petersburg'), a letter with its
place between commas ("Old Fritz's guard, corps A in Berlin, ..."). The state decides: one unit there is
meant; a plural means every one of them standing together; spread out or none: asked or refused."""

import pytest

from tests.orders.test_phone_typed import read


@pytest.mark.parametrize("nation, text, orders", [
    ("Prussia", "The East Prussian corps marches into Warsaw.", ["C - Warsaw"]),
    ("Spain", "The Catalan corps goes to Aragon.", ["C - Aragon"]),
    ("Spain", "Our Andalusian army advances into Granada", ["B - Granada"]),
    ("Great Britain", "The Irish corps sails to Wales via the Irish Sea", ["B - Wales via Irish Sea"]),
    ("Spain", "the army of the south (Andalusia) marches into Granada", ["B - Granada"]),
    ("Spain", "the army of the north (Galicia) holds", ["D holds"]),
    ("Austria", "The army of the Danube (Vienna) moves to Moravia.", ["A - Moravia"]),
    ("Spain", "The Cadiz squadrons (1 and 2) stay in the Gulf of Cadiz.", ["squadron 1 holds", "squadron 2 holds"]),
    ("Spain", "The Cadiz squadrons stay in the Gulf of Cadiz.", ["squadron 1 holds", "squadron 2 holds"]),
    ("Spain", "my Atlantic squadrons (Gulf of Cadiz) go out to the Atlantic Ocean",
     ["squadron 1 - Atlantic Ocean", "squadron 2 - Atlantic Ocean"]),
    ("Austria", "the Hungarian horse at Buda ride to Upper Hungary", ["E - Upper Hungary"]),
    ("Russia", "The Guard stays in St Petersburg.", ["A holds"]),
    ("France", "the reserve stays in Paris", ["E holds"]),
    ("Russia", "The Guard in St Petersburg will not stir.", ["A holds"]),
    ("Prussia", "Old Fritz's guard, corps A in Berlin, stays at home.", ["A holds"]),
    ("Prussia", "The king's guard, corps A at Berlin, marches to Saxony.", ["A - Saxony"]),
    ("Great Britain", "The Gibraltar garrison crosses the strait into Morocco", ["C - Morocco"]),
    ("France", "squadron 2 puts out into the Atlantic Ocean", ["squadron 2 - Atlantic Ocean"]),
])
def test_a_unit_named_by_where_it_stands_is_that_unit(nation, text, orders):
    assert read("napoleonic", "spring-1805-war", nation, text) == (orders, [])


@pytest.mark.parametrize("nation, text", [
    ("France", "The Brest squadrons put out into the Atlantic Ocean."),    # the Channel and Biscay: which?
    ("Austria", "the Hungarian horse at Vienna ride to Upper Hungary"),     # Hungary is Buda, not Vienna
    ("Prussia", "Old Fritz's guard, corps A in Silesia, marches to Saxony."),  # A stands in Brandenburg
    ("France", "The army of the Danube (Vienna) moves to Moravia."),        # no French corps in Vienna
    ("Russia", "The Guard stays in Moscow until I say otherwise."),         # a condition kept: asked
])
def test_a_unit_the_state_does_not_bear_out_is_asked_never_guessed(nation, text):
    shown, problems = read("napoleonic", "spring-1805-war", nation, text)
    assert problems and len(shown) <= 1 and not any("squadron 1" in o for o in shown)
