"""Issue 22, never an order silently dropped: a polite question that asks for an order ('Could corps I
perhaps go from Madrid to Old Castile, if it's no trouble?') is read as that order, or refused; it is
never set aside as a question the player answers later. A question that orders nothing, or asks about
another power's units, is never read as an order."""

import pytest

from tests.orders.bundled import sheet_of, written

READ = [
    ("eia", "spain-land", "Spain", "Could corps I perhaps go from Madrid to Old Castile, if it's no trouble? And if "
     "it's all the same to you, corps II could stay put.", ["corps I: Madrid - Old Castile"]),
    ("eia", "spain-land", "Spain", "Would you move corps I from Madrid to Old Castile, please? Thanks a lot.",
     ["corps I: Madrid - Old Castile"]),
    ("eia", "spain-land", "Spain", "Is it possible for corps I to march from Madrid to Old Castile? Many thanks.",
     ["corps I: Madrid - Old Castile"]),
    ("eia", "spain-land", "Spain", "Can corps I go Madrid - Old Castile? Corps II stays.", ["corps I: Madrid - Old Castile"]),
    ("eia", "spain-land", "Spain", "May corps I advance from Madrid to Old Castile? It would please the King.",
     ["corps I: Madrid - Old Castile"]),
    ("eia", "spain-land", "Spain", "could corps 1 possibly head from madrid to old castile? cheers",
     ["corps I: Madrid - Old Castile"]),
    ("classic", "start", "Spain", "Could the three armies in Castile perhaps march into Portugal, if it's no trouble?",
     ["3 armies 14 -> 15"]),
    ("classic", "start", "Spain", "Would it be possible for my 3 armies in 14 to go to 15? Thanks!", ["3 armies 14 -> 15"]),
    ("classic", "start", "Spain", "Can we buy 2 armies in 16, please?", ["buy 2 armies in 16"]),
    ("succheesion", "start", "Manarth", "Could our four in Manarth Hold march to Stepka's March? Thanks.",
     ["4 units 32 -> 18"]),
]


@pytest.mark.parametrize("rules, where, nation, text, orders", READ, ids=[t[3][:40] for t in READ])
def test_a_polite_request_in_question_form_is_read_as_the_order(rules, where, nation, text, orders):
    sheet = sheet_of(rules, nation, where, text)
    assert not sheet.problems, sheet.problems
    assert written(rules, where, sheet) == orders


REFUSED = [   # a question that asks for an order and does not read: refused, never set aside
    ("eia", "spain-land", "Spain", "Would corps I kindly march to Narnia? Thank you."),
    ("eia", "spain-land", "Spain", "Could you tell me whether corps I may enter Old Castile? Thanks."),
    ("napoleonic", "start", "France", "Could Austria attack Bavaria? Just asking."),
    ("classic", "start", "Spain", "Could the Portuguese attack Castile? Just wondering."),
]


@pytest.mark.parametrize("rules, where, nation, text", REFUSED, ids=[t[3][:40] for t in REFUSED])
def test_a_question_that_may_order_and_does_not_read_is_refused(rules, where, nation, text):
    sheet = sheet_of(rules, nation, where, text)
    assert not sheet.orders and sheet.problems, sheet


@pytest.mark.parametrize("rules, where, nation, text", [
    ("eia", "spain-land", "Spain", "Could you send the turn report again? Thanks."),
    ("classic", "start", "Spain", "Can I ask when the deadline is? Thanks."),
])
def test_a_question_that_orders_nothing_stays_talk(rules, where, nation, text):
    sheet = sheet_of(rules, nation, where, text)
    assert not sheet.orders and not sheet.problems, sheet
