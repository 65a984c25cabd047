"""Issue 22, round 17 (engine.words.told_sentences): a refused line of two or three sentences around the message's
read orders is judged sentence by sentence, and set aside (engine.order_sheet.TOLD, or TOLD_ASKED when a sentence
asks the GM something) only when each sentence retells the read orders (a reason after it cut off), tells another
nation's act or state, sums up the orders' money, asks the GM a question of no order, or is talk. A sentence of
the writer's own naming a place, count or unit no read order names, an order given for another nation, a passive
order, a purpose naming a place or count of its own, or a sum that does not agree keeps the line refused."""

import pytest

from engine.order_sheet import TOLD, TOLD_ASKED, asks_the_gm, read_as_no_order
from tests.orders.bundled import sheet_of

_TOLD = TOLD.split("{")[0]
_ASKED = TOLD_ASKED.split("{")[0]
_NAP = ("napoleonic", "France", "spring-1805-war", "A - Champagne\nB - Brabant")
_CLASSIC = ("classic", "Spain", "start", "3 armies 14 -> 11\n2 ships N -> L")
_GIFT = ("classic", "Spain", "start", "3 armies 14 -> 11\ngive 5 gold to France")
_SUCC = ("succheesion", "Maustria", "start", "6 units 21 -> 22")

# (ruleset, nation, position, the orders, a line of several sentences after them)
TOLD_LINES = [
    # the read orders told again, then another nation's state
    (*_NAP, "Our men go north into Brabant. The Austrians are busy with the Russians."),
    (*_CLASSIC, "First 11, then L. The French are busy with the Italians."),
    (*_SUCC, "Our army rides for Rostopki. Berdain is busy with the pirates."),
    # another nation's state with a count, and the writer's own count the orders give
    (*_CLASSIC, "The French have 4 armies in 20, I have 3."),
    (*_CLASSIC, "The Italians have 2 ships in their ports, I have 2."),
    # a retelling with a reason after it
    (*_CLASSIC, "Our armies march into 11 to keep an eye on the French. Good hunting."),
    (*_NAP, "Our men go north into Brabant so that the Emperor sleeps well. Long live France."),
    (*_SUCC, "We ride for Rostopki because the steppe is ours. Glory!"),
    # the orders' money summed up, the rest kept
    (*_GIFT, "That's 5 gold, the rest stays in the bank."),
]


@pytest.mark.parametrize("rules_id, nation, where, orders, line", TOLD_LINES)
def test_a_line_of_prose_around_the_read_orders_is_set_aside_sentence_by_sentence(rules_id, nation, where, orders,
                                                                                   line):
    text = f"{orders}\n{line}"
    at = len(orders.splitlines()) + 1
    sheet = sheet_of(rules_id, nation, where, text)
    assert len(sheet.orders) == len(orders.splitlines()), (text, sheet.orders, sheet.problems)
    assert not [p for p in sheet.problems if p.line == at], (text, sheet.problems)
    told = [c for c in sheet.chatter if c.line == at]
    assert told and told[0].reason.startswith("not an order") and read_as_no_order(told[0].reason), (text, told)


def test_a_question_among_the_sentences_is_filed_as_asked():
    orders = "A - Champagne\nB - Brabant"
    text = f"{orders}\nBrabant first, then Champagne. Does the rain in spring slow down the supply wagons?"
    sheet = sheet_of("napoleonic", "France", "spring-1805-war", text)
    told = [c for c in sheet.chatter if c.line == 3]
    assert not [p for p in sheet.problems if p.line == 3], sheet.problems
    assert told and told[0].reason.startswith(_ASKED) and asks_the_gm(told[0].reason, told[0].text), told


# (ruleset, nation, position, the orders, a line near the prose that may give or change an order: refused)
NEAR_ORDERS = [
    # a place no read order names, in a retelling or beside another nation's state
    (*_NAP, "Brabant first, then Alsace. The Austrians are busy with the Russians."),
    (*_CLASSIC, "The French are busy with the Italians. Our armies march into 12."),
    (*_SUCC, "The Berdainers are busy with their cheese. We ride for Eastmark."),
    # the writer's own order after another nation's state, or a count no order gives
    (*_CLASSIC, "The French have 4 armies in 20, I send 2 more."),
    (*_CLASSIC, "The French have 4 armies in 20, I have 5."),
    (*_NAP, "The Austrians are busy, we march on Bavaria."),
    # an order given for another nation, or a passive order of the writer's
    (*_CLASSIC, "France builds 2 armies in 20. The ships go to L."),
    (*_CLASSIC, "The French are allowed through L this turn."),
    (*_SUCC, "Berdain gets 5 cheese from us. Our army rides for Rostopki."),
    # a purpose naming a place or a count of its own
    (*_CLASSIC, "The ships go to L to take 12."),
    (*_CLASSIC, "The ships go to L to carry 3 armies."),
    # a condition or a change in another nation's sentence
    (*_NAP, "The Austrians stay in Bavaria if we pay them. Brabant first."),
    (*_CLASSIC, "The French attack instead. 11 first, then L."),
    # a sum that does not agree with the orders' money
    (*_GIFT, "That's 7 gold, the rest stays in the bank."),
    # an order asked as a question
    (*_CLASSIC, "The French are busy. Can 2 armies go to 12 as well?"),
    # an order of the orders' money changed: negated, turned around (the mutation measure's shapes)
    (*_GIFT, "Do not give 5 gold to France"),
    (*_GIFT, "give 5 gold away from France"),
    (*_GIFT, "Never give 5 gold to France. The French are busy."),
    # a retelling taken back or put under a condition in a clause of its own
    (*_CLASSIC, "Our armies march into 11, not this turn."),
    (*_CLASSIC, "First 11, then L, unless France moves first."),
    (*_CLASSIC, "If France attacks, our armies march into 11."),
    # a command to a commander, with a reason that names what the reader cannot tell
    (*_NAP, "Murat, you are to hold the Black Forest at all costs."),
    (*_CLASSIC, "Hannibal, you are to guard the pass whatever comes."),
    (*_SUCC, "General, you will ride to the Old Mill to keep watch."),
    (*_NAP, "Our men go north into Brabant to hold the Black Forest."),
    # another nation's state leading into the orders: what they hang on (line before the orders)
    (*_CLASSIC, "The French have armies on their ships in L. Then:"),
    (*_NAP, "The Austrians are in Bavaria. So:"),
]


@pytest.mark.parametrize("rules_id, nation, where, orders, line", NEAR_ORDERS)
def test_a_line_near_the_prose_stays_refused(rules_id, nation, where, orders, line):
    text = f"{orders}\n{line}"
    at = len(orders.splitlines()) + 1
    sheet = sheet_of(rules_id, nation, where, text)
    assert not [c for c in sheet.chatter if c.line == at and c.reason.startswith((_TOLD, _ASKED))], (text, sheet.chatter)


def test_no_prose_set_aside_without_an_order_read():
    sheet = sheet_of("classic", "Spain", "start", "The French are busy with the Italians. 11 first, then L.")
    assert not [c for c in sheet.chatter if c.reason.startswith((_TOLD, _ASKED))], sheet.chatter


def test_a_line_giving_orders_is_never_judged_here():
    # the rest of a line whose orders were read may be one more order, not read: never set aside as prose
    text = "3 armies 14 -> 11; the ships via L to 12. The French are busy."
    sheet = sheet_of("classic", "Spain", "start", text)
    assert not [c for c in sheet.chatter if c.reason.startswith((_TOLD, _ASKED))], sheet.chatter


def test_the_receipt_names_the_prose_line(capsys):
    from app.cli.receipt import print_receipt
    sheet = sheet_of("classic", "Spain", "start", "3 armies 14 -> 11\n2 ships N -> L\nThe French have 4 armies in 20, I have 3.")
    print_receipt(sheet)
    out = capsys.readouterr().out
    assert "line 3: set aside" in out and "another's act" in out, out


def test_a_long_line_of_repeated_words_is_quick():
    import time
    line = "The French are busy, " * 100
    start = time.perf_counter()
    sheet_of("classic", "Spain", "start", f"3 armies 14 -> 11\n{line}\n{' ' * 2000}")
    assert time.perf_counter() - start < 2.0
