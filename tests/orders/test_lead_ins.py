"""Issue 22, round 22 (helper Tk): a line of talk ending with a lead-in to the orders under it ('Sire, the coast is
not safe. I have taken these steps:') is set aside as talk (engine.words.lead_ins); a lead-in with a condition, a
count or the writer's unit, or talk that may be an order, stays refused."""

import pytest

from tests.orders.bundled import sheet_of

_NAP = ("napoleonic", "France", "spring-1805-war", "A - Champagne\nB - Brabant")
_CLASSIC = ("classic", "Spain", "start", "3 armies 14 -> 11\n2 ships N -> L")
_SUCC = ("succheesion", "Maustria", "start", "6 units 21 -> 22")
_EIA = ("eia", "Austria", "austria-land", "corps II: Tyrol - Bavaria")

# (ruleset, nation, position, the orders, a line of talk ending with a lead-in, set above the orders)
LEAD_INS = [
    (*_NAP, "Sire, the fortress of Mainz is ours, but the Rhine is not safe. I have disposed the army thus:"),
    (*_NAP, "Majesty, the Austrians are nervous in Bavaria and the Russians far. Orders for this spring:"),
    (*_CLASSIC, "The Cortes met in Castile and argued all night. Here are the orders:"),
    (*_CLASSIC, "Thanks to Portugal for the gold last turn. These are my moves:"),
    (*_SUCC, "Excellency, the fort at Adoen Crown is ours but the coast is not safe. I have taken these steps:"),
    (*_SUCC, "Skål to Berdain for the cheese last turn. The Archduke commands the following:"),
    (*_EIA, "Sire, the French have crossed the Rhine into Baden. I propose:"),
    (*_EIA, "Dear GM, the Emperor has spoken with the Prussian envoy in Vienna. So:"),
]


@pytest.mark.parametrize("rules_id, nation, where, orders, line", LEAD_INS)
def test_talk_ending_with_a_lead_in_to_read_orders_is_set_aside(rules_id, nation, where, orders, line):
    text = f"{line}\n\n{orders}"
    sheet = sheet_of(rules_id, nation, where, text)
    assert len(sheet.orders) == len(orders.splitlines()), (text, sheet.orders, sheet.problems)
    assert not sheet.problems, (text, sheet.problems)
    told = [c for c in sheet.chatter if c.line == 1]
    assert told, (text, sheet.chatter)      # on the receipt: as talk leading in, or as no order (some were so)


# The same lines made into an order or its premise: a condition, a count, the writer's unit, a command, 'we will',
# or orders below that are refused: never set aside (refused, or read).
NEAR_LEAD_INS = [
    (*_NAP[:3], "Sire, the English are busy. If Prussia attacks, then:", "A - Champagne\nB - Brabant"),
    (*_NAP[:3], "Sire, corps C marches to Holland. The rest thus:", "A - Champagne\nB - Brabant"),
    (*_NAP[:3], "Sire, we will declare war on Prussia. Orders:", "A - Champagne\nB - Brabant"),
    (*_CLASSIC[:3], "The Cortes met. 2 armies do this:", "3 armies 14 -> 11\n2 ships N -> L"),
    (*_CLASSIC[:3], "Buy 2 armies in 14. Then the moves:", "3 armies 14 -> 11\n2 ships N -> L"),
    (*_SUCC[:3], "Build 2 Infantry in 21. Then these steps:", "6 units 21 -> 22"),
    (*_EIA[:3], "Sire, ally with Prussia. I propose:", "corps II: Tyrol - Bavaria"),
    (*_EIA[:3], "Sire, corps I goes to Bohemia. Then:", "corps II: Tyrol - Bavaria"),
    # pointing back at orders given elsewhere: the lead-in adds to them, never only leads in
    (*_NAP[:3], "GM, I see I never sent these last night. Same orders, plus:", "A - Champagne"),
    (*_SUCC[:3], "GM, I forgot these yesterday. The rest as last turn, and these steps:", "6 units 21 -> 22"),
    (*_EIA[:3], "Dear GM, my mail was lost. Same orders, plus:", "corps II: Tyrol - Bavaria"),
]


@pytest.mark.parametrize("rules_id, nation, where, line, orders", NEAR_LEAD_INS)
def test_a_lead_in_that_may_give_or_hang_an_order_is_never_set_aside(rules_id, nation, where, line, orders):
    text = f"{line}\n\n{orders}"
    sheet = sheet_of(rules_id, nation, where, text)
    assert not any(c.line == 1 and "leads into the orders" in c.reason for c in sheet.chatter), (text, sheet.chatter)
    assert any(p.line == 1 for p in sheet.problems) or 1 in sheet.lines, (text, sheet.orders, sheet.problems,
                                                                           sheet.chatter)


def test_a_long_lead_in_line_reads_in_linear_time():
    import time
    line = "Sire, the roads are " + "very " * 50000 + "dry. Orders:"
    start = time.perf_counter()
    sheet_of("napoleonic", "France", "spring-1805-war", f"{line}\nA - Champagne")
    assert time.perf_counter() - start < 20


# Lines the reader files as plain chatter already (no order word in them): this pass never claims them either.
NOT_CLAIMED = [
    (*_CLASSIC[:3], "Sorry, the mail bounced. Orders as before, also:", "3 armies 14 -> 11"),
    (*_NAP[:3], "The roads are dry. Orders, should the French come:", "A - Champagne\nB - Brabant"),
    (*_CLASSIC[:3], "The Cortes met all night. Orders:", "3 armies 14 -> 11 maybe, or not\n2 ships N -> L"),
    (*_SUCC[:3], "The fort is ours. Otherwise these steps:", "6 units 21 -> 22"),
]


@pytest.mark.parametrize("rules_id, nation, where, line, orders", NOT_CLAIMED)
def test_a_lead_in_with_a_condition_or_over_refused_orders_is_never_said_to_lead_in(rules_id, nation, where, line,
                                                                                     orders):
    text = f"{line}\n\n{orders}"
    sheet = sheet_of(rules_id, nation, where, text)
    assert not any(c.line == 1 and "leads into the orders" in c.reason for c in sheet.chatter), (text, sheet.chatter)
