"""Issue 22: EiA corps gathered in one place and corps carried by a fleet, said in sentences: one move
for each corps named from where it stands, the fleet's route ending where it lands the corps; a start
that is not where the corps stands, or a corps the power lacks, is refused."""

import pytest

from engine.rulesets import ruleset
from engine.rulesets.eia.orders import MoveCorps, MoveFleet
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation, step):
    board, state = position("eia", step)
    sheet = RULES.parse_orders(text, nation, state, board)
    return list(sheet.orders), [p.reason for p in sheet.problems]


PRUSSIA_IN_SAXONY = [MoveCorps(nation="Prussia", corps="I", path=("brandenburg", "saxony")),
                     MoveCorps(nation="Prussia", corps="II", path=("silesia", "saxony"))]


@pytest.mark.parametrize("text", [
    "Prussia concentrates in Saxony: corps I from Brandenburg, corps II from Silesia.",
    "Corps I and II converge on Saxony.",
    "We concentrate corps I and corps II in Saxony.",
    "Corps I from Brandenburg and corps II from Silesia assemble in Saxony.",
    "I Corps and II Corps gather in Saxony",
    "Prussia masses its corps I and II in Saxony.",
])
def test_corps_gathered_in_one_place_each_move_there(text):
    assert read(text, "Prussia", "prussia-land") == (PRUSSIA_IN_SAXONY, [])


def test_a_gathering_by_kinds_and_a_corps_already_there():
    orders, problems = read("We mass the Guard and corps III in Champagne", "France", "france-land")
    assert problems == [] and orders == [MoveCorps(nation="France", corps="Guard I", path=("paris", "champagne")),
                                         MoveCorps(nation="France", corps="III", path=("picardy", "champagne"))]
    orders, problems = read("Corps II and Cav I concentrate in Alsace.", "France", "france-land")
    assert problems == [] and orders == [MoveCorps(nation="France", corps="Cav I", path=("lorraine", "alsace"))]


def test_a_gathering_with_a_wrong_start_or_a_corps_the_power_lacks_is_refused():
    orders, problems = read("Prussia concentrates in Saxony: corps I from Silesia, corps II from Brandenburg.",
                            "Prussia", "prussia-land")
    assert not orders and "Brandenburg" in problems[0]
    orders, problems = read("Corps I and IV concentrate in Saxony.", "Prussia", "prussia-land")
    assert not orders and problems


CADIZ_TO_BARCELONA = [MoveFleet(nation="Spain", fleet="Cadiz", carrying="II",
                                path=("andalusia", "strait_of_gibraltar", "balearic_sea", "catalonia"))]


@pytest.mark.parametrize("text", [
    "The Cadiz fleet sails out through the Strait of Gibraltar into the Balearic Sea and lands corps II at Barcelona.",
    "Fleet Cadiz carries corps II through the Strait of Gibraltar and the Balearic Sea to Catalonia.",
    "The Cadiz fleet, carrying corps II, sails through the Strait of Gibraltar to the Balearic Sea and lands it in "
    "Catalonia.",
    "Our fleet ferries II Corps through the Strait of Gibraltar and the Balearic Sea to Barcelona",
    "The fleet at Cadiz sails through the Strait of Gibraltar and the Balearic Sea, then disembarks corps II in "
    "Catalonia.",
    "The Cadiz fleet transports corps II via the Strait of Gibraltar and the Balearic Sea to Catalonia.",
    "The Cadiz fleet embarks corps II and sails through the Strait of Gibraltar and the Balearic Sea to Catalonia.",
    "The Cadiz fleet loads corps II, sails to the Strait of Gibraltar and then the Balearic Sea, and lands it at "
    "Barcelona.",
])
def test_a_fleet_carrying_a_corps_ends_its_route_where_the_corps_lands(text):
    assert read(text, "Spain", "spain-naval") == (CADIZ_TO_BARCELONA, [])


def test_a_landing_that_names_no_corps_or_no_place_is_refused():
    orders, problems = read("The Cadiz fleet sails to the Strait of Gibraltar and lands its troops at Barcelona.",
                            "Spain", "spain-naval")
    assert not orders and problems
    orders, problems = read("The Cadiz fleet sails to the Balearic Sea and lands corps II.", "Spain", "spain-naval")
    assert not orders and problems


@pytest.mark.parametrize("text", [
    "We attack the Austrians in Bavaria.",
    "Our army attacks Bavaria.",
    "Attack the enemy in Bavaria!",
    "France attacks in Bavaria this month.",
])
def test_an_attack_said_in_a_sentence_is_the_attack_in_that_area(text):
    from engine.rulesets.eia.orders import Attack
    march = "corps II: Alsace - Baden - Württemberg - Bavaria\n"
    assert read(march + text, "France", "france-land") == (
        [MoveCorps(nation="France", corps="II", path=("alsace", "baden", "wurttemberg", "bavaria")),
         Attack(nation="France", area="bavaria")], [])


@pytest.mark.parametrize("text", [
    "attack Vienna",
    "We attack the Austrians in Vienna.",
    "corps II: Alsace - Baden\nattack Bavaria",          # the march ends short of the attack
    "corps II: Alsace - Baden - Württemberg - Bavaria\nattack Baden",   # it only passes through
    "Attack Tyrol!",
])
def test_an_attack_where_no_corps_of_the_power_stands_or_goes_is_asked(text):
    orders, problems = read(text, "France", "france-land")
    assert all(o.__class__.__name__ != "Attack" for o in orders)
    assert len(problems) == 1 and "which corps attacks?" in problems[0]


def test_an_attack_where_a_corps_of_the_power_already_stands_is_taken():
    from engine.rulesets.eia.orders import Attack
    assert read("attack Alsace", "France", "france-land") == ([Attack(nation="France", area="alsace")], [])


def test_an_attack_naming_no_area_or_a_corps_elsewhere_is_refused():
    orders, problems = read("We attack the Austrians.", "France", "france-land")
    assert not orders and "which area" in problems[0]
    orders, problems = read("Corps II attacks the Austrians in Bavaria.", "France", "france-land")
    assert not orders and "Alsace" in problems[0]
