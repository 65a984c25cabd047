"""Orders addressed to the commander who carries them out (issue 22): 'Marshal Soult, you will take Corps A out
of Picardy and into Brabant', 'Admiral Nelson, sail squadron 8 for the Balearic Sea'. And a corps' riders sent
ahead in a clause of their own ('D - Baden; your light horse may look into Württemberg'): the corps' scouting."""

import pytest

from tests.corpus.positions import position

RULES = __import__("engine.rulesets", fromlist=["ruleset"]).ruleset("napoleonic")
BOARD, WAR = position("napoleonic", "spring-1805-war")


def read(text, nation):
    sheet = RULES.parse_orders(text, nation, WAR, BOARD)
    return [RULES.format_order(x, BOARD) for x in sheet.orders], sheet.problems


@pytest.mark.parametrize("nation, text, orders", [
    ("France", "Marshal Soult, you will take Corps A out of Picardy and into Brabant.", ["A Picardy - Brabant"]),
    ("France", "Marshal Ney, lead corps B into Brabant", ["B - Brabant"]),
    ("France", "Admiral Villeneuve, you will bring squadrons 4 and 5 out to the Western Mediterranean",
     ["squadron 4 - Western Mediterranean", "squadron 5 - Western Mediterranean"]),
    ("Great Britain", "Admiral Nelson, sail squadron 8 for the Balearic Sea.", ["squadron 8 - Balearic Sea"]),
    ("Great Britain", "Admiral Collingwood, take squadrons 2 and 3 into the Bay of Biscay.",
     ["squadron 2 - Bay of Biscay", "squadron 3 - Bay of Biscay"]),
    ("Great Britain", "Sir John Moore, your corps A stays in London.", ["A holds"]),
    ("Russia", "Prince Bagration, you are to take corps B to Courland", ["B - Courland"]),
    ("Austria", "Archduke Charles, commander of the Army of Italy: corps C holds Venice", ["C holds"]),
    ("Austria", "General Mack: corps D marches to Bavaria", ["D - Bavaria"]),
    ("Ottoman Empire", "Pasha, take corps D across the Bosporus to Stamboul", ["D - Stamboul"]),
])
def test_an_order_addressed_to_its_commander_is_the_nations_order(nation, text, orders):
    assert read(text, nation) == (orders, ())


@pytest.mark.parametrize("nation, text", [
    ("France", "Marshal Soult, you will take Corps A to Brabant unless the Austrians move"),
    ("France", "Marshal Soult, you will take Corps A to Brabant and then to Holland if you can"),
    ("Great Britain", "Admiral Nelson, sail squadron 8 for the Balearic Sea or the Gulf of Lion"),
])
def test_an_addressed_order_with_a_condition_or_choice_is_refused(nation, text):
    orders, problems = read(text, nation)
    assert orders == [] and problems


@pytest.mark.parametrize("text, orders", [
    ("Marshal Davout, Corps D crosses into Baden; your light horse may look into Württemberg.",
     ["D - Baden, scout Württemberg"]),
    ("D - Baden; its cavalry will scout Württemberg", ["D - Baden, scout Württemberg"]),
    ("C - Holland; their outriders may ride on to Brabant", ["C - Holland, scout Brabant"]),
    ("Corps D crosses into Baden, his light horse looking into Württemberg", ["D - Baden, scout Württemberg"]),
    ("D - Baden; the light cavalry pushes on into Württemberg", ["D - Baden, scout Württemberg"]),
])
def test_riders_sent_ahead_in_their_own_clause_scout_for_the_corps_before(text, orders):
    assert read(text, "France") == (orders, ())


def test_an_address_never_swallows_the_order_after_it():
    text = ("Sir, the corps of Silesia (B) will stand fast at Breslau this spring, and the corps of the Altmark (E) "
            "will ride to Saxony.")
    assert read(text, "Prussia") == (["B holds", "E - Saxony"], ())
