"""Issue 22, round 5: lines that are plainly talk (greetings and self-introductions, headings naming the
writer's own nation, turn or step, closings and signatures, a letter's address, a question put to the GM)
are set aside and the receipt says what they were (those the ruleset's words already took for chatter stay
'not an order'); a line that may be an order never is."""

import pytest

from tests.orders.bundled import sheet_of, written

CASES = [   # (ruleset, nation, position, line, what the receipt calls it)
    ("classic", "France", "start", "Good evening GM, France here.", "a greeting"),
    ("classic", "Italy", "start", "Hey all, this is Italy, new player", "a greeting"),
    ("napoleonic", "Russia", "start", "Russia to GM:", "a greeting"),
    ("eia", "Austria", "start", "Hello everyone, Austria here again.", "a greeting"),
    ("succheesion", "Berdain", "start", "Greetings GM and players, Berdain speaking.", "a greeting"),
    ("succheesion", "Typ Lef Nazin", "start", "TLN to the GM", "a greeting"),
    ("classic", "Turkey", "start", "Turkish orders for turn 2", "a heading"),
    ("classic", "Spain", "start", "Spain, turn 1 orders, with reasons:", "a heading"),
    ("napoleonic", "Prussia", "start", "Prussian plan for winter 1804, corps by corps:", "a heading"),
    ("eia", "France", "start", "France naval step, Jan 1805", "a heading"),
    ("eia", "Great Britain", "start", "GB political phase.", "a heading"),
    ("succheesion", "Crimsonia", "start", "crimsonia orders 4 turn 2", "a heading"),
    ("succheesion", "Manarth", "start", "Manarth's plan for this turn, unit by unit:", "a heading"),
    ("classic", "Russia", "start", "Yours faithfully,", "a closing"),
    ("napoleonic", "Spain", "start", "I remain your most humble servant.", "a closing"),
    ("eia", "Russia", "start", "Kind regards and thanks for the update", "a closing"),
    ("succheesion", "Adoen", "start", "Cheers all, sorry for the typos", "a closing"),
    ("classic", "Italy", "start", "-- sent from my phone", "a signature"),
    ("eia", "Spain", "start", "*Sent from the palace at Aranjuez*", "a signature"),
    ("succheesion", "Stilwen", "start", "_sent from the flagship, somewhere at sea_", "a signature"),
    ("classic", "Austria", "start", "To His Majesty the King of Prussia, from the Court at Vienna:", "the address of a letter"),
    ("napoleonic", "France", "start", "Letter from the Emperor of the French to the Tsar of Russia (copy to the GM)",
     "the address of a letter"),
    ("succheesion", "Manarth", "start", "From the High Council of Manarth to the Khan of Typ Lef Nazin,",
     "the address of a letter"),
    ("classic", "Britain", "start", "Question for the GM: can ships that were just bought carry armies at once?",
     "a question to the GM"),
    ("eia", "Prussia", "start", "Quick question: does a fleet in port count as at sea? I'd like to know first.",
     "a question to the GM"),
    ("succheesion", "Berdain", "start", "A rules question: can a frigate blockade alone?", "a question to the GM"),
]


@pytest.mark.parametrize("rules, nation, where, line, kind", CASES)
def test_talk_is_set_aside_and_the_receipt_says_what_it_was(rules, nation, where, line, kind):
    sheet = sheet_of(rules, nation, where, line)
    assert not sheet.orders and not sheet.problems, sheet.problems
    assert [c.reason for c in sheet.chatter] in (["not an order"], [f"not an order: {kind}"],
                                                 ["not an order: units without orders hold"])   # EiA's step headings


SIGNED = [
    ("eia", "Spain", "Ally with France.\n\nManuel Godoy, Prince of the Peace", ["ally with France"]),
    ("succheesion", "Adoen", "Ally with Manarth.\nAdalbert, King of Adoen", ["ally with Manarth"]),
    ("succheesion", "Maustria", "Build 1 Artillery in Maus Imperial.\n- Count Pfefferkorn, Chancellor",
     ["build 1 Artillery in 21"]),
    ("classic", "Russia", "buy 2 armies in 89\nYour servant,\nAlexander, Tsar of all the Russias", ["buy 2 armies in 89"]),
]


@pytest.mark.parametrize("rules, nation, text, orders", SIGNED)
def test_a_name_with_a_title_at_the_end_of_a_letter_is_its_signature(rules, nation, text, orders):
    sheet = sheet_of(rules, nation, "start", text)
    assert sheet.problems == () and written(rules, "start", sheet) == orders
    last = text.count("\n") + 1
    assert any(c.line == last and c.reason.startswith("not an order") for c in sheet.chatter)


NEVER_TALK = [
    ("classic", "France", "start", "France here: 2 armies 20 -> 19 please"),
    ("classic", "Italy", "start", "Hi GM, land 2 armies in 36"),
    ("napoleonic", "France", "start", "A here, to Baden"),
    ("napoleonic", "Russia", "start", "Russia turn 1: march on Warsaw"),
    ("eia", "Austria", "start", "Question for the GM: can corps II go to Bavaria? then do it"),
    ("eia", "Austria", "start", "Hello GM, Austria here, war on France"),
    ("succheesion", "Randomia", "start", "Randomia turn 1, attack Berdain"),
    ("succheesion", "Maustria", "start", "To the Emperor's generals: march to Rostopki"),
    ("classic", "Austria", "start", "sent from Vienna to Bohemia, 3 armies"),
    ("napoleonic", "Spain", "start", "Godoy, Prince of the Peace, sends corps D to Oporto"),
    ("classic", "Prussia", "start", "Hi GM, Prussia here, Austria and Russia"),
    ("eia", "France", "start", "March!"),
]


@pytest.mark.parametrize("rules, nation, where, line", NEVER_TALK)
def test_a_line_that_may_be_an_order_is_never_talk(rules, nation, where, line):
    sheet = sheet_of(rules, nation, where, line)
    assert sheet.orders or sheet.problems
    assert not any(c.reason.startswith("not an order: a ") and c.reason.endswith(("greeting", "heading", "signature"))
                   for c in sheet.chatter)


def test_another_nations_heading_is_not_the_writers_own():
    sheet = sheet_of("succheesion", "Randomia", "start", "Dunbarra turn 1.")
    assert sheet.problems


HEADED = [  # a heading of the writer's own nation, turn or step before a colon, the orders after it
    ("eia", "Great Britain", "great-britain-land", "GB land step: corps I marches to Hampshire.",
     ["corps I: London - Hampshire"]),
    ("napoleonic", "France", "start", "France, turn 1: A - Flanders", ["A - Flanders"]),
    ("classic", "Russia", "start", "Russian orders, turn 1: 3 armies 89 -> 93", ["3 armies 89 -> 93"]),
    ("succheesion", "Crimsonia", "start", "Crimsonia turn 1: 2 units 9 -> 4", ["2 units 9 -> 4"]),
]


@pytest.mark.parametrize("rules, nation, where, line, orders", HEADED)
def test_a_heading_before_a_colon_leaves_the_orders_after_it(rules, nation, where, line, orders):
    sheet = sheet_of(rules, nation, where, line)
    assert sheet.problems == () and written(rules, where, sheet) == orders
