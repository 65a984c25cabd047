"""Issue 22: Succheesion orders said in sentences and short forms are read by meaning: builds written
short ('bld 1 Frig. in 32', 'b. 1 Gall. in 9 -> 13'), ships attacking at sea, ships carrying units,
sways with their bribe, peace and trade said in words, ships moving named by their sea; talk to the
referee is chatter."""

import msgspec
import pytest

from engine.rulesets import ruleset
from engine.rulesets.succheesion.units import Forts
from tests.corpus.positions import position

RULES = ruleset("succheesion")


def read(text, nation):
    board, state = position("succheesion", "start")
    sheet = RULES.parse_orders(text, nation, state, board)
    return RULES.format_orders(sheet.orders, state, board).splitlines(), [p.reason for p in sheet.problems]


def reads_as(text, nation, *expected):
    assert read(text, nation) == (list(expected), [])


@pytest.mark.parametrize("nation, text, order", [
    ("Manarth", "bld 1 Inf in 33", "build 1 Infantry in 33"),
    ("Manarth", "Bld. 2 Cav. in Manarth Hold", "build 2 Cavalry in 32"),
    ("Crimsonia", "b. 1 Gall. in 9 -> 13", "build 1 Galleon in 9 to 13"),
    ("Crimsonia", "b. 2 Inf in 1", "build 2 Infantry in 1"),
    ("Crimsonia", "bld 1 gal in Rubygate to the Fondue Sea", "build 1 Galleon in 9 to 13"),
    ("Crimsonia", "build 1 Frig in Rubygate -> Fondue Sea", "build 1 Frigate in 9 to 13"),
])
def test_builds_written_short(nation, text, order):
    reads_as(text, nation, order)


@pytest.mark.parametrize("nation, text, order", [
    ("Crimsonia", "Our galleons in the Fondue Sea attack the Maustrian fleet there.", "attack Maustria in 13"),
    ("Crimsonia", "Attack the Maustrian ships in the Fondue Sea.", "attack Maustria in 13"),
    ("Crimsonia", "Our 2 galleons in 13 engage the Maustrians.", "attack Maustria in 13"),
    ("Maustria", "The fleet in the Fondue Sea attacks the Crimsonian galleons", "attack Crimsonia in 13"),
    ("Crimsonia", "We attack Maustria's fleet in the Fondue Sea", "attack Maustria in 13"),
    ("Maustria", "Our frigates in the Fondue Sea are to attack the Crimsonian ships there", "attack Crimsonia in 13"),
])
def test_ships_attacking_at_sea(nation, text, order):
    reads_as(text, nation, order)


def test_an_attack_at_sea_naming_no_sea_is_refused():
    orders, problems = read("Our galleons attack the Maustrian fleet there.", "Crimsonia")
    assert not orders and problems


@pytest.mark.parametrize("nation, text, order", [
    ("Maustria", "Our galleon in Ricotta Lagoon takes 2 units from Whiskerport to Adoen Shore.",
     "1 Galleon 14 carrying 2 units from 24 to 20"),
    ("Crimsonia", "The 2 galleons in the Fondue Sea carry 4 units from Rubygate and land them in Adoen Shore.",
     "2 Galleons 13 carrying 4 units from 9 to 20"),
    ("Crimsonia", "Our galleons in 13 ferry 4 units from Rubygate to Adoen Shore",
     "2 Galleons 13 carrying 4 units from 9 to 20"),
    ("Maustria", "The galleon in Ricotta Lagoon transports 2 units from Whiskerport to Adoen Shore",
     "1 Galleon 14 carrying 2 units from 24 to 20"),
    ("Crimsonia", "2 galleons in the Fondue Sea carry 4 units from 9 to 20.",
     "2 Galleons 13 carrying 4 units from 9 to 20"),
    ("Crimsonia", "The 2 galleons in the Fondue Sea pick up 4 units at Rubygate and land them at Adoen Shore",
     "2 Galleons 13 carrying 4 units from 9 to 20"),
])
def test_ships_carrying_units(nation, text, order):
    reads_as(text, nation, order)


def test_ships_carrying_from_a_sea_where_the_nation_has_none_is_refused():
    orders, problems = read("Our galleons in Ricotta Lagoon ferry 4 units from Rubygate to Adoen Shore", "Crimsonia")
    assert not orders and problems


@pytest.mark.parametrize("nation, text, order", [
    ("Stilwen", "The Republic sways Zurin to war with Maustria and offers a bribe of 10 cheese.",
     "sway Zurin to war with Maustria, bribe 10 cheese"),
    ("Typ Lef Nazin", "Typ Lef Nazin sways Zurin to war with Maustria with a bribe of 5 cheese.",
     "sway Zurin to war with Maustria, bribe 5 cheese"),
    ("Stilwen", "Sway Zurin to war with Maustria, offering 10 cheese", "sway Zurin to war with Maustria, bribe 10 cheese"),
    ("Stilwen", "We sway Zurin to war against Maustria (bribe: 10 cheese)",
     "sway Zurin to war with Maustria, bribe 10 cheese"),
    ("Stilwen", "sway Ubliko to peace with Maustria, paying 5 cheese", "sway Ubliko to peace with Maustria, bribe 5 cheese"),
    ("Stilwen", "Sway Zurin to war with Maustria for 10 cheese.", "sway Zurin to war with Maustria, bribe 10 cheese"),
])
def test_a_sway_and_its_bribe_in_words(nation, text, order):
    reads_as(text, nation, order)


def test_a_sway_with_words_left_over_is_refused():
    orders, problems = read("Sway Zurin to war with Maustria and Berdain and whoever else", "Stilwen")
    assert not orders and problems


@pytest.mark.parametrize("nation, text, order", [
    ("Maustria", "Maustria accepts: peace with Stilwen.", "make peace with Stilwen"),
    ("Maustria", "Peace with Stilwen.", "make peace with Stilwen"),
    ("Maustria", "Maustria agrees to peace with Stilwen", "make peace with Stilwen"),
    ("Maustria", "Frieden mit Typ Lef Nazin.", "make peace with Typ Lef Nazin"),
    ("Berdain", "Berdain breaks its trade agreement with Maustria, the Maustrians have been cheating us.",
     "break trade with Maustria"),
    ("Berdain", "We end our trade with Maustria.", "break trade with Maustria"),
    ("Berdain", "Break off trade with Maustria", "break trade with Maustria"),
])
def test_peace_and_trade_said_in_words(nation, text, order):
    reads_as(text, nation, order)


@pytest.mark.parametrize("nation, text, order", [
    ("Berdain", "Berdain's frigate in Brie Bight sails through Stilton Sound into Feta Gulf.", "1 Frigate 51 -> 61 -> 60"),
    ("Berdain", "Our frigate sails from Brie Bight to Stilton Sound.", "1 Frigate 51 -> 61"),
    ("Berdain", "The frigate in Brie Bight moves into Stilton Sound", "1 Frigate 51 -> 61"),
])
def test_one_ship_named_in_the_singular_moves_alone(nation, text, order):
    reads_as(text, nation, order)


@pytest.mark.parametrize("nation, text", [
    ("Stilwen", "Referee, the Republic will send its orders tomorrow; the Senate has not voted yet."),
    ("Adoen", "Our government in exile thanks the Republic for its hospitality. We have no cheese to spare and no "
              "orders."),
    ("Stilwen", "Will the referee send the turn report on Sunday?"),
])
def test_talk_to_the_referee_is_chatter(nation, text):
    board, state = position("succheesion", "start")
    sheet = RULES.parse_orders(text, nation, state, board)
    assert not sheet.orders and not sheet.problems and sheet.chatter


def test_a_move_in_another_language_beside_an_order_is_never_set_aside():
    reads_as("Befehle: 3 Einheiten 29 -> 30. Baue 2 Kavallerie in 29.", "Typ Lef Nazin",
             "3 units 29 -> 30", "build 2 Cavalry in 29")


@pytest.mark.parametrize("nation, text, orders", [
    ("Maustria", "His Imperial Majesty orders the fleet in the Fondue Sea to lift its blockade and attack the "
                 "Crimsonian galleons.", ["end blockade 13", "attack Crimsonia in 13"]),
    ("Maustria", "Our fleet in the Fondue Sea lifts its blockade.", ["end blockade 13"]),
    ("Maustria", "The ships in 13 end the blockade", ["end blockade 13"]),
    ("Crimsonia", "We order our galleons in the Fondue Sea to attack the Maustrians", ["attack Maustria in 13"]),
    ("Maustria", "The Emperor commands the frigates in the Fondue Sea to break off the blockade.", ["end blockade 13"]),
    ("Maustria", "I order the fleet in 13 to end its blockade and engage the Crimsonian ships.",
     ["end blockade 13", "attack Crimsonia in 13"]),
])
def test_ships_told_to_lift_a_blockade_and_attack(nation, text, orders):
    reads_as(text, nation, *orders)


def test_a_good_named_without_a_number_is_no_order():
    board, state = position("succheesion", "start")
    sheet = RULES.parse_orders("Liberty, equality, cheese.", "Stilwen", state, board)
    assert not sheet.orders and not sheet.problems and sheet.chatter


@pytest.mark.parametrize("text", [
    "Half of the units in Rubygate march to Carmine.",
    "Some of our units in 9 go to 4",
    "Most of the Rubygate army advances on Carmine",
])
def test_a_share_of_units_without_a_number_is_asked_never_read_as_all(text):
    orders, problems = read(text, "Crimsonia")
    assert not orders and "how many" in problems[0]


def test_compositions_joined_by_plus_lists_of_builds_and_ships_found_where_they_lie():
    reads_as("2 inf + 1 cav Rubygate -> Carmine", "Crimsonia", "2 Infantry and 1 Cavalry 9 -> 4")
    reads_as("Build two infantry in Crimson Keep and one cavalry in Rubygate.", "Crimsonia",
             "build 2 Infantry in 1", "build 1 Cavalry in 9")
    reads_as("Our frigate sails to Stilton Sound", "Berdain", "1 Frigate 51 -> 61")
    orders, problems = read("Our frigates sail to the Fondue Sea.", "Crimsonia")       # Crimsonia has none
    assert not orders and problems


@pytest.mark.parametrize("nation, text, orders", [
    ("Crimsonia", "We put 5 cheese into trade with Berdain.", ["invest 5 cheese in trade with Berdain"]),
    ("Crimsonia", "Invest five cheese in our trade with Stilwen.", ["invest 5 cheese in trade with Stilwen"]),
    ("Crimsonia", "Raise cheese in Rubygate and Carmine.", ["raise cheese in 9", "raise cheese in 4"]),
    ("Crimsonia", "We ally ourselves with Zurin.", ["ally with Zurin"]),
    ("Crimsonia", "Crimsonia joins the Republican League.", ["join pact Republican League"]),
    ("Crimsonia", "Our galleons blockade the Fondue Sea.", ["blockade 13 with the fleet in 13"]),
])
def test_economy_sieges_pacts_and_blockades_in_other_words(nation, text, orders):
    reads_as(text, nation, *orders)


SIEGES = [("Storm Rubygate.", ["assault 9"]), ("We assault the city of Rubygate.", ["assault 9"]),
          ("Our units lay siege to Rubygate.", ["siege 9"])]


@pytest.mark.parametrize("text, orders", SIEGES, ids=[t for t, _ in SIEGES])
def test_sieges_in_other_words_where_an_enemy_fort_stands(text, orders):
    """Seed 004: "Units that start a turn in a region with an enemy Fort may either lay Siege or Assault": with
    a Maustrian fort in Rubygate the words read; at the start (Crimsonia's own fort only) they are refused."""
    board, state = position("succheesion", "start")
    besieged = msgspec.structs.replace(state, forts=(*state.forts, Forts(nation="Maustria", at="9", count=1)))
    sheet = RULES.parse_orders(text, "Crimsonia", besieged, board)
    assert (RULES.format_orders(sheet.orders, besieged, board).splitlines(), sheet.problems) == (orders, ())
    assert read(text, "Crimsonia") == ([], ["there is no enemy fort in Rubygate"])


def test_a_blockade_said_with_more_is_never_cut_short():
    orders, problems = read("Our galleons blockade the Fondue Sea and attack the Maustrians.", "Crimsonia")
    assert problems
