"""Napoleonic orders as players write them (issue 12 point 2, seed 000's words): each example
gives exactly these orders, several orders on a line give several, and a line that could mean
two things is refused with both readings."""

import msgspec
import pytest

from engine.rulesets.napoleonic import orders as o
from engine.rulesets.napoleonic.units import Corps

from .bundled import bundled, reader

RULES, BOARD, START = bundled("napoleonic")
STATE = msgspec.structs.replace(START, corps=START.corps + (
    Corps(nation="France", letter="H", at="brittany", infantry=1, cavalry=1),))
F = "France"
read = reader(RULES, BOARD, STATE, F, judge=False)     # the words: the scenario is not set up for them


@pytest.mark.parametrize("text, orders", [
    ("Corps A moves from Alsace to Baden", [o.MoveCorps(nation=F, corps="A", path=("baden",), start="alsace")]),
    ("E attacks Bavaria", [o.MoveCorps(nation=F, corps="E", path=("bavaria",))]),
    ("A stays in Alsace", [o.Hold(nation=F, corps="A")]),
    ("Build two infantry divisions in Paris", [o.Build(nation=F, kinds=("infantry", "infantry"), where="paris")]),
    ("Build a squadron in the English Channel", [o.Build(nation=F, kinds=("squadron",), where="english_channel")]),
    ("France declares war on Spain.", [o.DeclareWar(nation=F, target="Spain")]),
    ("DoW Spain", [o.DeclareWar(nation=F, target="Spain")]),
    ("Declare war on Spain and Great Britain",
     [o.DeclareWar(nation=F, target="Spain"), o.DeclareWar(nation=F, target="Great Britain")]),
    ("Squadrons 1 and 2 move to the North Sea",
     [o.SquadronOrder(nation=F, number=1, to="north_sea"), o.SquadronOrder(nation=F, number=2, to="north_sea")]),
    ("A and C - Baden", [o.MoveCorps(nation=F, corps="A", path=("baden",)),
                         o.MoveCorps(nation=F, corps="C", path=("baden",))]),
    ("Merge corps G and H into G", [o.Transfer(nation=F, count=1, kind="infantry", source="H", target="G"),
                                    o.Transfer(nation=F, count=1, kind="cavalry", source="H", target="G")]),
    ("Give Prussia 10 gold", [o.Gift(nation=F, target="Prussia", amount=10)]),
    ("Send 10 gold to Prussia as a loan", [o.Gift(nation=F, target="Prussia", amount=10)]),
    ("Offer peace to Austria", [o.Peace(nation=F, target="Austria")]),
    ("Annex Baden and Hesse", [o.Annex(nation=F, province="baden"),
                               o.Annex(nation=F, province=BOARD.find("Hesse").id)]),     # Hesse: a name of the map
    ("Annex Baden (3 gold)", [o.Annex(nation=F, province="baden")]),
])
def test_every_example_of_issue_12_gives_exactly_its_orders(text, orders):
    assert read(text) == orders


@pytest.mark.parametrize("text, orders", [
    ("A - Baden, B - Bavaria", [o.MoveCorps(nation=F, corps="A", path=("baden",)),
                                o.MoveCorps(nation=F, corps="B", path=("bavaria",))]),
    ("A - Baden; declare war on the Austrians", [o.MoveCorps(nation=F, corps="A", path=("baden",)),
                                                 o.DeclareWar(nation=F, target="Austria")]),
    ("Build 2 infantry in Paris and 1 cavalry in Picardy",
     [o.Build(nation=F, kinds=("infantry", "infantry"), where="paris"),
      o.Build(nation=F, kinds=("cavalry",), where="picardy")]),
    ("We declare war on the Turks", [o.DeclareWar(nation=F, target="Ottoman Empire")]),
    ("Alliance with the Prussians", [o.Alliance(nation=F, target="Prussia")]),
    ("Squadron 1 attacks the Austrian ships", [o.SquadronOrder(nation=F, number=1, attack=True,
                                                                targets=("Austria",))]),
    ("Declare war on Spanish", [o.DeclareWar(nation=F, target="Spain")]),
    ("Hold", []),
])
def test_several_orders_on_a_line_and_nations_by_their_people(text, orders):
    assert read(text) == orders


def test_a_merge_without_saying_which_corps_remains_is_refused_with_both_readings():
    [problem] = RULES.parse_orders("Merge G and H", F, STATE, BOARD).problems
    assert "merge H into G" in problem.reason and "merge G into H" in problem.reason


def test_a_build_in_two_places_is_refused_with_both_readings():
    [problem] = RULES.parse_orders("Build 2 infantry in Paris and Picardy", F, STATE, BOARD).problems
    assert "in each of Paris and Picardy" in problem.reason and "in all, split between them" in problem.reason


def test_a_number_of_a_thousand_digits_is_refused_not_crashed_on():
    [problem] = RULES.parse_orders(f"give {'9' * 1500} gold to Prussia", F, STATE, BOARD).problems
    assert "more than 6 digits" in problem.reason


def test_a_line_of_thousands_of_characters_is_refused_by_its_size():
    [problem] = RULES.parse_orders(f"give {'9' * 5000} gold to Prussia", F, STATE, BOARD).problems
    assert problem.reason.startswith("the line is 5,021 characters long; an order line is at most 2,000")


@pytest.mark.parametrize("text, orders", [
    ("Move corps A to Baden", [o.MoveCorps(nation=F, corps="A", path=("baden",))]),
    ("March A and C to Baden", [o.MoveCorps(nation=F, corps="A", path=("baden",)),
                                o.MoveCorps(nation=F, corps="C", path=("baden",))]),
    ("Corps B will attack Champagne", [o.MoveCorps(nation=F, corps="B", path=("champagne",))]),
    ("A stays put", [o.Hold(nation=F, corps="A")]),
    ("Accept peace with Austria", [o.Peace(nation=F, target="Austria")]),
    ("Request an alliance with the Prussians", [o.Alliance(nation=F, target="Prussia")]),
    ("10 gold to Prussia", [o.Gift(nation=F, target="Prussia", amount=10)]),
    ("A: Flanders", [o.MoveCorps(nation=F, corps="A", path=("flanders",))]),
    ("Corps A: Picardy -> Flanders", [o.MoveCorps(nation=F, corps="A", path=("flanders",), start="picardy")]),
    ("A - Flanders (scouting Holland)", [o.MoveCorps(nation=F, corps="A", path=("flanders",), scout="holland")]),
    ("Build: 2 infantry in Paris (4 gold)", [o.Build(nation=F, kinds=("infantry", "infantry"), where="paris")]),
    ("Allow Russia to pass through the Sea of Marmara", [o.Permit(nation=F, target="Russia", sea="sea_of_marmara")]),
])
def test_more_of_the_ways_players_write_their_orders(text, orders):
    assert read(text) == orders


@pytest.mark.parametrize("text, orders", [
    ("Silesia: build 2x infantry", [o.Build(nation="Prussia", kinds=("infantry", "infantry"), where="silesia")]),
    ("New corps in Silesia: 2 infantry, 1 cavalry",
     [o.Build(nation="Prussia", kinds=("infantry", "infantry", "cavalry"), where="silesia")]),
    ("New squadron in the Baltic Sea", [o.Build(nation="Prussia", kinds=("squadron",), where="baltic_sea")]),
    ("1st squadron sails to the Baltic Sea", [o.SquadronOrder(nation="Prussia", number=1, to="baltic_sea")]),
    ("Squadron 1 stays in the Baltic Sea", [o.SquadronOrder(nation="Prussia", number=1)]),
    ("Squadron 1 -> Baltic Sea, attack any enemy ships",
     [o.SquadronOrder(nation="Prussia", number=1, to="baltic_sea", attack=True)]),
    ("a - Silesia", [o.MoveCorps(nation="Prussia", corps="A", path=("silesia",))]),
    ("B-Silesia", [o.MoveCorps(nation="Prussia", corps="B", path=("silesia",))]),
    ("C holds position", [o.Hold(nation="Prussia", corps="C")]),
    ("Corps C and D stay where they are", [o.Hold(nation="Prussia", corps="C"), o.Hold(nation="Prussia", corps="D")]),
    ("A in Brandenburg moves to Silesia", [o.MoveCorps(nation="Prussia", corps="A", path=("silesia",),
                                                       start="brandenburg")]),
    ("Corps C marches on Silesia", [o.MoveCorps(nation="Prussia", corps="C", path=("silesia",))]),
    ("Blücher (Corps A) marches to Silesia", [o.MoveCorps(nation="Prussia", corps="A", path=("silesia",))]),
    ("Annexation of Hanover", [o.Annex(nation="Prussia", province="hanover")]),
    ("Hi GM, sorry, no time this week: everything holds.", []),
])
def test_the_corpus_shapes_of_a_napoleonic_order(text, orders):
    assert read(text, "Prussia") == orders


def test_a_bracketed_abbreviation_names_no_corps():
    assert read("Declare war on Great Britain (GB) and Russia") == [
        o.DeclareWar(nation=F, target="Great Britain"), o.DeclareWar(nation=F, target="Russia")]
