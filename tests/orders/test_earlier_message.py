"""What a player says of an earlier message of his own (issue 22, Build 4): that message is not in the text read, so
a sentence reporting it ('In my orders yesterday I wrote "..."') or taking it back ('Scrap everything I sent at
lunch') gives no order and is set aside, said so; 'I meant 21' corrects the order it quoted; a list under 'Final:' or
'Full orders again:' replaces the orders given before it; a report that changes an order, on a line that does not give
the orders again, stays refused, and so does an order said of units sent before."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("rules_id, nation, where, text, meant", [
    ("classic", "France", "start", 'In my mail of last night I wrote "buy 2 armies in 22". I meant 21.', ["buy 2 armies in 21"]),
    ("classic", "France", "start", 'Yesterday I wrote "buy 2 armies in 22". I meant 21, of course: we do not own 22. '
                                   'So: buy 2 armies in 21.', ["buy 2 armies in 21"]),
    ("napoleonic", "Ottoman Empire", "start", 'My orders of yesterday said "allow Russia through the Sea of Marmara". '
                                              'I meant Great Britain, not Russia.',
     ["allow Great Britain through Sea of Marmara"]),
    ("napoleonic", "Ottoman Empire", "start", 'GM, in my orders yesterday I wrote "allow Russia through the Sea of '
                                              'Marmara". I meant Great Britain, not Russia.\n'
                                              'allow Great Britain through Sea of Marmara',
     ["allow Great Britain through Sea of Marmara"]),
    ("napoleonic", "Prussia", "start", 'This morning I sent "build 2 infantry in Posen". I meant Silesia, sorry. The '
                                       'full orders again:\nbuild 2 infantry in Silesia\nalliance with Russia',
     ["build 2 infantry in Silesia", "alliance with Russia"]),
    ("classic", "Italy", "start", "Forget everything I sent at lunch. Only: 3 armies 37 -> 36.", ["3 armies 37 -> 36"]),
    ("napoleonic", "Prussia", "spring-1805-war", "Disregard my first mail, these are the real orders:\nA - Mecklenburg\n"
                                                 "(my first mail had A going to Saxony, forget that)", ["A - Mecklenburg"]),
    ("classic", "Spain", "start", "I meant 2 armies 13 -> 26. Everything else (buy 2 armies in 16) stands.",
     ["2 armies 13 -> 26", "buy 2 armies in 16"]),
    ("succheesion", "Randomia", "start", "All orders again, one line changed (the build is now 2 Cavalry, not 2 "
                                         "Infantry):\nraise cheese in 15\nbuild 2 Cavalry in 15",
     ["raise cheese in 15", "build 2 Cavalry in 15"]),
])
def test_what_an_earlier_message_said_gives_no_order_and_the_message_is_read(rules_id, nation, where, text, meant):
    orders, sheet = checked(rules_id, nation, where, text)
    assert orders == meant
    assert sheet.problems == ()
    assert any("earlier message" in c.reason or "stand" in c.reason or "in full" in c.reason for c in sheet.chatter)


def test_a_final_list_replaces_the_orders_and_the_changes_said_before_it():
    orders, sheet = checked("classic", "Italy", "start", "1 army 34 -> 33\n2 armies 38 -> 39\nThe change: 38 -> 40 "
                                                         "instead\nFinal orders:\n1 army 34 -> 33\n2 armies 38 -> 40")
    assert orders == ["1 army 34 -> 33", "2 armies 38 -> 40"]
    assert sheet.problems == ()
    assert sum("given again in full" in c.reason for c in sheet.chatter) >= 2


@pytest.mark.parametrize("rules_id, nation, where, text", [
    ("classic", "France", "start", "the 3 armies I sent yesterday go to 27"),
    ("napoleonic", "Prussia", "spring-1805-war", "Yesterday I sent A to Saxony, today it goes on to Thuringia."),
    ("classic", "France", "start", "GM, my last message had a typo: the armies go 21 -> 26, not 21 -> 27."),
])
def test_an_order_or_a_change_said_beside_an_earlier_message_is_never_set_aside(rules_id, nation, where, text):
    orders, sheet = checked(rules_id, nation, where, text)
    assert sheet.problems, "it may change an order: asked"
    assert not any("earlier message" in c.reason for c in sheet.chatter)


def test_units_sent_this_morning_are_an_order_not_an_earlier_message():
    orders, sheet = checked("classic", "Turkey", "start", "This morning I sent my two ships from the Aegean into the "
                                                          "Black Sea and bought an army in Constantinople.")
    assert orders == ["2 ships M -> P", "buy 1 army in 48"]
    assert not any("earlier message" in c.reason for c in sheet.chatter)
