"""Shapes of sentences writers the reader had never met wrote (round 14, fresh8/fresh9/fresh13), each read as
meant or refused, never read as another order or dropped: a place held by the unit standing there, a wait near a
place after the march, a second nation joined by 'and also', an order left to the GM as texted or after another
order, a voyage and an interception in one sentence, a reply below the marked lines of the GM's mail, the enemy's
surrender (the offer question), the order of losses among other sentences."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("text", [
    "Vienna will be held by corps III.",
    "Tyrol is to be held by corps II.",
    "Bavaria is to be garrisoned by corps I.",
    "Vienna is to be held by corps III, which stays.",
])
def test_a_place_held_by_the_corps_standing_there_is_no_attack(text):
    got, _ = checked("eia", "Austria", "austria-land", text)
    assert not any(o.startswith("attack") for o in got)


def test_a_passive_march_still_reads():
    got, _ = checked("eia", "Austria", "austria-land", "Austria, land. Into Prague goes corps I from Bavaria. Vienna is "
                     "to be held by corps III, which stays. Have corps II march from Tyrol to Carniola.")
    assert got == ["corps I: Bavaria - Prague", "corps II: Tyrol - Carniola"]


@pytest.mark.parametrize("text, route", [
    ("The Channel fleet goes to the Bay of Biscay to sit outside Brest.", "English Channel - Bay of Biscay"),
    ("The Channel fleet sails to the Western Approaches to lie off Brittany.", "English Channel - Western Approaches"),
    ("The Channel fleet goes to the Bay of Biscay to wait near Gascony.", "English Channel - Bay of Biscay"),
])
def test_a_wait_near_a_place_after_the_march_is_no_further_leg(text, route):
    got, _ = checked("eia", "Great Britain", "great-britain-naval", text)
    assert got == [f"fleet Channel: {route}"]


@pytest.mark.parametrize("text, orders", [
    ("The Kingdom of Naples would like to ally with Great Britain, and also with Austria.",
     ["ally with Great Britain", "ally with Austria"]),
    ("We would like to ally with Spain, and Portugal too.", ["ally with Spain", "ally with Portugal"]),
    ("Naples would like to declare war on Turkey, and also on Sweden.",
     ["declare war on Turkey", "declare war on Sweden"]),
    ("We declare war on Turkey, and also on Sweden.", ["declare war on Turkey", "declare war on Sweden"]),
])
def test_a_second_nation_joined_by_and_also_is_a_second_order(text, orders):
    got, sheet = checked("eia", "Naples", "start", text)
    assert got == orders and not sheet.problems


@pytest.mark.parametrize("rules_id, nation, where, text", [
    ("eia", "France", "france-land", "cav I wherever u think best gm"),
    ("eia", "France", "france-land", "corps II: ur call"),
    ("succheesion", "Dunbarra", "start", "Dunbarra: build 1 Infantry in 35. The frigates: GM, do as you see fit with them."),
    ("succheesion", "Dunbarra", "start", "Build 1 Cavalry in Dunbarra. The 3 units at Dunbarra: up to you, GM."),
])
def test_an_order_left_to_the_gm_is_refused_as_texted_or_after_another_order(rules_id, nation, where, text):
    _, sheet = checked(rules_id, nation, where, text)
    assert any("GM" in p.reason for p in sheet.problems)


@pytest.mark.parametrize("text", [
    "Spain naval step: fleet Cadiz goes Andalusia - Strait of Gibraltar, and it intercepts.",
    "fleet Cadiz: Andalusia - Strait of Gibraltar, and it intercepts.",
    "fleet Cadiz sails to the Strait of Gibraltar and intercepts.",
    "The Cadiz fleet puts to sea into the Strait of Gibraltar, and intercepts.",
])
def test_a_voyage_and_an_interception_in_one_sentence_are_two_orders(text):
    got, sheet = checked("eia", "Spain", "spain-naval", text)
    assert got == ["fleet Cadiz: Andalusia - Strait of Gibraltar", "fleet Cadiz: intercept"]


@pytest.mark.parametrize("text, order", [
    ("fleet Cadiz stays in port and does not intercept", "fleet Cadiz: do not intercept"),
    ("The Cadiz fleet is to intercept.", "fleet Cadiz: intercept"),
])
def test_an_interception_alone_still_reads(text, order):
    got, _ = checked("eia", "Spain", "spain-naval", text)
    assert got == [order]


@pytest.mark.parametrize("rules_id, nation, text, orders", [
    ("eia", "Denmark", "-----Original Message-----\nFrom: GM\nSubject: January political step\n> Denmark, your orders for "
     "the political step, please.\n\nDenmark allies with Great Britain. That is all from Copenhagen.",
     ["ally with Great Britain"]),
    ("succheesion", "Maustria", "-----Original Message-----\nFrom: The GM\nSent: Monday\n> Maustria, orders for turn 2 "
     "please.\n> Deadline Friday.\n\nBuild 2 Infantry in Maus Imperial.\nRegards", ["build 2 Infantry in 21"]),
])
def test_a_reply_below_the_marked_lines_of_the_earlier_mail_is_read(rules_id, nation, text, orders):
    got, _ = checked(rules_id, nation, "start", text)
    assert got == orders


def test_an_earlier_mail_below_the_reply_stays_quoted():
    got, _ = checked("eia", "Denmark", "start", "Denmark allies with Great Britain.\n-----Original Message-----\n"
                     "From: GM\n> Denmark, your orders.\n\nDeclare war on Sweden.")
    assert got == ["ally with Great Britain"]


@pytest.mark.parametrize("text, order", [
    ("When a besieged enemy might surrender, we offer it.", "standing offer surrender: offer"),
    ("If an enemy city is besieged, we never offer surrender.", "standing offer surrender: do not offer"),
    ("When a besieged enemy might surrender, we offer it: standing offer surrender: offer.",
     "standing offer surrender: offer"),
    ("If the enemy besieges one of our cities, we fight on.", "standing surrender: fight on"),
])
def test_the_enemys_surrender_is_the_offer_question_never_our_own(text, order):
    got, _ = checked("eia", "Russia", "start", text)
    assert got == [order]


@pytest.mark.parametrize("text, order", [
    ("Interception: Cadiz fleet - do not intercept", "fleet Cadiz: do not intercept"),
])
def test_a_dash_before_the_answer_of_interception_is_no_voyage(text, order):
    got, _ = checked("eia", "Spain", "spain-naval", text)
    assert got == [order]


@pytest.mark.parametrize("text, orders", [
    ("Maustria invests 5 more cheese in the trade with Berdain. Our casualties: Militia first. Build 3 Infantry in "
     "Maus Imperial.", ["invest 5 cheese in trade with Berdain", "casualties: Militia first", "build 3 Infantry in 21"]),
])
def test_the_order_of_losses_among_other_sentences_is_read(text, orders):
    got, _ = checked("succheesion", "Maustria", "start", text)
    assert got == orders


def test_the_order_of_losses_said_otherwise_is_refused_never_talk():
    got, sheet = checked("succheesion", "Maustria", "start",
                         "Build 3 Infantry in Maus Imperial. Our losses come out of the Militia first.")
    assert got == ["build 3 Infantry in 21"] and sheet.problems


@pytest.mark.parametrize("rules_id, nation, where, text", [
    ("succheesion", "Berdain", "start", "4 units from Berdain straight to Randomia."),
    ("eia", "France", "france-land", "corps I marches from Rhineland directly to Saxony."),
])
def test_a_march_said_straight_is_never_read_through_another_place(rules_id, nation, where, text):
    got, sheet = checked(rules_id, nation, where, text)
    assert got == [] and sheet.problems


@pytest.mark.parametrize("text", [
    "1 inf honour peak, 4 units 32 -> 34",
    "manarth: 1 inf honour peak, 2 militia manarth hold, 4 units 32 -> 34",
])
def test_a_count_of_a_list_is_never_read_as_the_count_of_the_march(text):
    got, sheet = checked("succheesion", "Manarth", "start", text)
    assert not any(o.startswith("1 unit") for o in got) and sheet.problems


@pytest.mark.parametrize("text, orders", [
    ("2 Infantry and 1 Cavalry 32 -> 34", ["2 Infantry and 1 Cavalry 32 -> 34"]),
    ("2 cav at 32, 4 units 32 -> 34", ["build 2 Cavalry in 32", "4 units 32 -> 34"]),
])
def test_counts_that_are_the_march_or_their_own_order_still_read(text, orders):
    got, _ = checked("succheesion", "Manarth", "start", text)
    assert got == orders


@pytest.mark.parametrize("rules_id, nation, where, text", [
    ("eia", "France", "france-land", "Coprs I: Rhinleand - Thuringai"),
    ("eia", "France", "france-land", "Frnace, lnad step:\nCoprs I: Rhinleand - Thuringai\nCropse II: Alsac - Baden"),
    ("succheesion", "Maustria", "start", "Cavalry: Maus Imperail - Tailbrigde"),
])
def test_a_route_of_misspelt_places_is_read_or_refused_never_talk(rules_id, nation, where, text):
    got, sheet = checked(rules_id, nation, where, text)
    assert got or sheet.problems
    assert "corps I: Rhineland - Thuringia" in got or rules_id != "eia"
