"""A Discord paste's marks around an order: a time stamp before the line ('[21:05] ', '[9:05 PM] ') and emoji codes
(':horse:', ':crossed_swords:') are no words of the order (engine.words.message.plain): the order reads as it would
without them. A colon of an order ('corps G: Kharkov') or a place's name is never taken for one."""

import pytest

from engine.words.message import plain
from tests.orders.bundled import checked


@pytest.mark.parametrize("rules_id, where, nation, text, order", [
    ("napoleonic", "spring-1805-war", "Russia", "[21:05] G rides to Kharkov and then on to Poltava :horse:",
     "G - Kharkov - Poltava"),
    ("napoleonic", "spring-1805-war", "Russia", "[9:05 PM] C - Kiev :crossed_swords:", "C - Kiev"),
    ("classic", "start", "Prussia", "[18:03:22] buy 1 army in 63 :moneybag:", "buy 1 army in 63"),
    ("succheesion", "start", "Randomia", "[22:40] 4 units 42 -> 15 :cheese:", "4 units 42 -> 15"),
    ("eia", "start", "Russia", "[07:15] declare war on Turkey :fire:", "declare war on Turkey"),
])
def test_a_time_stamp_and_emoji_codes_are_no_words_of_the_order(rules_id, where, nation, text, order):
    shown, sheet = checked(rules_id, nation, where, text)
    assert shown == [order] and not sheet.problems, (shown, sheet.problems)


@pytest.mark.parametrize("line, kept", [
    ("corps G: Kharkov", "corps G: Kharkov"),
    ("Squadron 1: North Sea -> Skagerrak", "Squadron 1: North Sea -> Skagerrak"),
    ("[21:05]G - Kiev", "G - Kiev"),
    ("12:30 is when we attack", "12:30 is when we attack"),      # no bracket: a time said, left to the reader
    ("note:this:that", "note:this:that"),                          # no code standing alone
])
def test_only_the_marks_go(line, kept):
    assert plain(line) == kept


def test_long_lines_stay_linear():
    for text in (" " * 100_000 + ":", ":a:" * 30_000, "[" + "1" * 100_000 + ":"):
        plain(text)
