"""The GM's mail pasted above the reply ('-----Original Message-----' opening the message) and closed by a line drawn
under it ('-----', '_____', '====='): what follows is the player's own, read (it was filed as quoted text: every
order dropped in silence). A reply written above the earlier mail keeps everything under that mail quoted."""

import pytest

from engine.words.message import message_lines
from tests.orders.bundled import checked

_ABOVE = "-----Original Message-----\nFrom: GM\nSent: Monday, 3 May 2027 09:12\nSubject: {subject}\n\n{note}\n{rule}\n"


@pytest.mark.parametrize("rules_id, nation, where, subject, note, rule, orders, want", [
    ("classic", "Vikings", "start", "Turn 2", "Orders please, all of you.", "______",
     "3 armies 68 -> 64\nBuy 1 ship in D.", ["3 armies 68 -> 64", "buy 1 ship in D"]),
    ("napoleonic", "Austria", "spring-1805-war", "Spring 1805", "Spring orders are due on Friday.", "=====",
     "A - Moravia\nF - Upper Hungary", ["A - Moravia", "F - Upper Hungary"]),
    ("classic", "Spain", "start", "Deadline", "Deadline is tonight.", "---",
     "My orders: 3 armies 14 -> 11, buy 1 army in 17.", ["3 armies 14 -> 11", "buy 1 army in 17"]),
])
def test_the_reply_under_the_rule_is_read(rules_id, nation, where, subject, note, rule, orders, want):
    text = _ABOVE.format(subject=subject, note=note, rule=rule) + orders
    shown, sheet = checked(rules_id, nation, where, text)
    assert shown == want, (shown, sheet.problems)


def test_a_rule_under_an_earlier_mail_quoted_below_the_reply_stays_quoted():
    text = "3 armies 68 -> 64\n\n-----Original Message-----\nFrom: GM\nSent: Monday\n\nOrders please\n-----\n4 ships D -> C"
    assert [x.text for x in message_lines(text) if x.text] == ["3 armies 68 -> 64"]
