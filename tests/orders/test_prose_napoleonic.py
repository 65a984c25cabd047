"""Issue 22, napoleonic prose as new writers phrase it: unit words short or misspelt, orders that say
nothing is ordered, corps carried by sea written as sentences, modal and other sentence shapes, and
orders in Spanish and Italian. Each phrasing gives exactly its orders, or is refused with the reason."""

import pytest

from tests.corpus.positions import position

RULES = __import__("engine.rulesets", fromlist=["ruleset"]).ruleset("napoleonic")
BOARD, WAR = position("napoleonic", "spring-1805-war")
_, START = position("napoleonic", "start")


def read(text, nation="France", state=WAR):
    sheet = RULES.parse_orders(text, nation, state, BOARD)
    return [RULES.format_order(x, BOARD) for x in sheet.orders], sheet.problems


# -- unit words short and misspelt --------------------------------------------------------------

@pytest.mark.parametrize("text, orders", [
    ("Build 1 artilery in Paris; 2 infantery in Picardy", ["build artillery in Paris", "build 2 infantry in Picardy"]),
    ("Raise two cavalery in Lyonnais", ["build 2 cavalry in Lyonnais"]),
    ("Recruit 2 infantery in Paris and 1 artilery in Picardy", ["build 2 infantry in Paris", "build artillery in Picardy"]),
    ("France raises a cavalry division in Paris and another in Picardy.", ["build cavalry in Paris", "build cavalry in Picardy"]),
    ("Build 2 inf in Paris, then another in Brittany", ["build 2 infantry in Paris", "build infantry in Brittany"]),
    ("Sqn 1 - North Sea", ["squadron 1 - North Sea"]),
    ("Sqdn. 2 -> Atlantic Ocean", ["squadron 2 - Atlantic Ocean"]),
])
def test_unit_words_short_or_misspelt_read_as_the_word(text, orders):
    assert read(text, state=START) == (orders, ())


def test_another_after_a_build_of_several_kinds_is_asked_which():
    orders, [problem] = read("Build 2 infantry and 1 cavalry in Paris and another in Picardy.", state=START)
    assert orders == [] and "another of which" in problem.reason


# -- sentences that give no order ---------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Everything holds.",
    "Nothing moves this spring; all squadrons on station.",
    "No orders from me this season - I'm still waiting to see what the Russians do.",
    "No builds or gifts this turn.",
    "Sire, nothing to report. Nothing moves.",
    "No moves, no purchases, no diplomacy this spring.",
])
def test_a_sentence_that_gives_no_order_is_no_order_and_said_so(text):
    sheet = RULES.parse_orders(text, "France", WAR, BOARD)
    assert sheet.orders == () and sheet.problems == ()
    assert "not an order: units without orders hold" in [c.reason for c in sheet.chatter]


@pytest.mark.parametrize("text", ["No attack on Bavaria this spring", "Nothing moves except A - Flanders"])
def test_a_denial_with_anything_more_in_it_is_never_set_aside(text):
    assert RULES.parse_orders(text, "France", WAR, BOARD).problems


# -- corps carried by sea, written as sentences ---------------------------------------------------

@pytest.mark.parametrize("nation, text, orders", [
    ("Great Britain", "Corps B embarks at Dublin and lands in Wales, using squadron 11.", ["B - Wales via Irish Sea"]),
    ("Great Britain", "Corps A boards the ships at London and lands in Holland, with the squadrons in the North Sea",
     ["A - Holland via North Sea"]),
    ("Great Britain", "I'd like corps B to take ship at Dublin and land at Liverpool, using the Irish Sea squadron.",
     ["B - Lancashire via Irish Sea"]),
    ("Great Britain", "Corps A shall cross the North Sea to Holland.", ["A - Holland via North Sea"]),
    ("Great Britain", "Corps B sails from Dublin via the Irish Sea to Liverpool", ["B - Lancashire via Irish Sea"]),
    ("France", "C is to embark at Flanders and land in Normandy, with squadron 1.", ["C - Normandy via English Channel"]),
    ("France", "We want G to sail from Brittany across the Bay of Biscay to Gascony.", ["G - Gascony via Bay of Biscay"]),
])
def test_a_corps_carried_by_sea_in_words_is_a_move_by_sea(nation, text, orders):
    assert read(text, nation) == (orders, ())


@pytest.mark.parametrize("text, reason", [
    ("Corps A boards ship at London and lands in Holland", "through which seas"),
    ("Corps B embarks at Dublin and lands in Wales, using squadron 12.", "no squadron 12"),
])
def test_a_passage_by_sea_that_does_not_say_enough_is_refused_with_the_reason(text, reason):
    orders, problems = read(text, "Great Britain")
    assert orders == [] and reason in problems[0].reason


# -- other sentence shapes ------------------------------------------------------------------------

@pytest.mark.parametrize("text, orders", [
    ("Corps E is to ride to Burgundy.", ["E - Burgundy"]),
    ("Corps A will hold Picardy.", ["A holds"]),
    ("D, the Alsace corps, to advance to Baden.", ["D - Baden"]),
    ("Finally, corps B marches to Flanders.", ["B - Flanders"]),
    ("Let corps F march to Venice.", ["F - Venice"]),
    ("Corps G should march into Normandy.", ["G - Normandy"]),
    ("Corps D shall attack the Austrians in Baden.", ["D - Baden"]),
    ("First, corps C moves into Holland and scouts Westphalia from there.", ["C - Holland, scout Westphalia"]),
    ("My D corps crosses into Baden; my C corps stays in Flanders.", ["D - Baden", "C holds"]),
])
def test_modal_and_other_sentence_shapes_give_the_order(text, orders):
    assert read(text) == (orders, ())


def test_holding_a_province_the_corps_is_not_in_is_refused_naming_where_it_stands():
    orders, [problem] = read("Corps A holds Paris.")
    assert orders == [] and "stands in Picardy, not in Paris" in problem.reason


# -- orders in Spanish and Italian ----------------------------------------------------------------

@pytest.mark.parametrize("nation, text, orders", [
    ("Spain", "El cuerpo D embarca en Galicia y desembarca en Asturias con la escuadra 4.", ["D - Asturias via Bay of Biscay"]),
    ("Spain", "Cuerpo A se queda en Madrid.", ["A holds"]),
    ("Spain", "La escuadra 3 pasa al Golfo de León.", ["squadron 3 - Gulf of Lion"]),
    ("France", "Il corpo F marcia verso Venezia.", ["F - Venice"]),
    ("France", "La squadra 4 resta nel Golfo del Leone.", ["squadron 4 holds"]),
    ("France", "Corpo G: da Bretagna a Normandia.", ["G Brittany - Normandy"]),
])
def test_orders_in_other_languages_read_as_their_english(nation, text, orders):
    assert read(text, nation) == (orders, ())


# -- squadrons, corps named by a note, alliances in words -------------------------------------------

@pytest.mark.parametrize("nation, text, orders", [
    ("France", "Squadrons 4 and 5 attack the English in the Gulf of Lion.", ["squadron 4 attack Great Britain",
                                                                             "squadron 5 attack Great Britain"]),
    ("France", "Squadron 1 attacks the British in the North Sea", ["squadron 1 - North Sea, attack Great Britain"]),
    ("Ottoman Empire", "Squadron 1 stays in the Sea of Marmara to guard the Bosporus.", ["squadron 1 holds"]),
    ("France", "The Army of the Coasts (A and B) remains on the coast.", ["A holds", "B holds"]),
    ("France", "The Army of Italy (F) is ordered to occupy Genoa; the Grande Armee (C) holds.", ["F - Genoa", "C holds"]),
    ("France", "The new divisions shall remain where they are built; corps E stays in Paris.", ["E holds"]),
])
def test_squadrons_and_named_corps_in_sentences(nation, text, orders):
    assert read(text, nation) == (orders, ())


def test_a_squadron_told_to_stay_where_it_is_not_is_refused():
    orders, [problem] = read("Squadron 1 stays in the Aegean Sea to guard the straits.", "Ottoman Empire")
    assert orders == [] and "stands in Sea of Marmara" in problem.reason


def test_nothing_moves_beside_an_order_is_asked_not_half_read():
    orders, problems = read("Nothing moves; A - Flanders")
    assert problems


def test_a_nation_allies_and_gives_gold_in_one_sentence():
    assert read("Spain allies with France and gives the French 5 gold.", "Spain", START) == (
        ["alliance with France", "give 5 gold to France"], ())


@pytest.mark.parametrize("text", ["Corps A would march to Flanders.", "Corps E could ride to Burgundy if the Austrians come.",
                                  "Corps G might sail from Brittany to Gascony, using squadron 2."])
def test_a_move_said_as_what_could_be_is_refused_never_ordered(text):
    orders, problems = read(text)
    assert orders == [] and problems


def test_a_wish_with_would_is_an_order():
    assert read("I would like corps E to ride to Burgundy.") == (["E - Burgundy"], ())


@pytest.mark.parametrize("text, orders", [
    ("The Brest squadron (2) stays in port.", ["squadron 2 holds"]),
    ("Squadron 4 is to attack any British ships in the Gulf of Lion.", ["squadron 4 attack Great Britain"]),
    ("Corps C embarks at Flanders and is carried by squadron 1 to Normandy.", ["C - Normandy via English Channel"]),
    ("Squadron 1 will carry corps C from Flanders to Normandy.", ["C - Normandy via English Channel"]),
    ("Corps D shall attack the Austrian corps in Baden", ["D - Baden"]),
    ("Squadron 1 shall sail to the North Sea and attack the British.", ["squadron 1 - North Sea, attack Great Britain"]),
    ("Corps E is to head for Burgundy, scouting Lorraine.", ["E - Burgundy, scout Lorraine"]),
    ("Build one artillary in Paris.", ["build artillery in Paris"]),
])
def test_squadrons_by_their_port_and_carriers_as_the_subject(text, orders):
    assert read(text) == (orders, ())


@pytest.mark.parametrize("text, orders", [
    ("Nothing else moves.", []),
    ("A - Flanders. The rest stay.", ["A - Flanders"]),
    ("A - Flanders; all other units hold.", ["A - Flanders"]),
    ("No new builds, everything else holds.", []),
])
def test_the_units_not_ordered_said_to_hold_give_no_order(text, orders):
    assert read(text) == (orders, ())


@pytest.mark.parametrize("text", ["Everything holds but corps A marches to Flanders.",
                                  "No moves this turn except A - Flanders.",
                                  "All corps hold except A."])
def test_a_hold_for_all_with_an_exception_is_never_read_as_no_order(text):
    orders, problems = read(text)
    assert problems


def test_a_hold_for_all_but_the_units_named_gives_their_orders():
    # the others hold as units without orders do (tests/napoleonic/test_reading_framing.py)
    assert read("All corps hold except A, which moves to Flanders.") == (["A - Flanders"], ())


@pytest.mark.parametrize("text", ["Corps C marches to Bavaria via Switzerland", "C - Bavaria via Switzerland",
                                  "C marches via Switzerland to Bavaria"])
def test_via_a_province_is_a_march_through_it_not_a_voyage(text):
    from engine.rulesets.napoleonic.orders import MoveCorps
    from tests.corpus.positions import position
    board, state = position("napoleonic", "spring-1805-war")
    from engine.rulesets import ruleset
    sheet = ruleset("napoleonic").parse_orders(text, "France", state, board)
    assert [o.path for o in sheet.orders if isinstance(o, MoveCorps)] == [("switzerland", "bavaria")], sheet
