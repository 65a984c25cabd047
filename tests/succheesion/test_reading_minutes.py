"""Issue 22, round 7: orders written as a council's minutes: a speaker, the order in quotes and the vote after it
('The Thane: "We shall declare war on Maustria." Agreed by all.'); a motion voted down is asked, never read; the
record's title ('Minutes of the War Council of Manarth, first turn.') is talk."""

import pytest

from tests.succheesion.helpers import read


AGREED = [
    ("Manarth", 'The Thane: "We shall declare war on Maustria." Agreed by all.', ["declare war on Maustria"]),
    ("Manarth", 'The Marshal: "Then the four units at Manarth Hold march by Honour Peak into Countess Wood." Agreed.',
     ["4 units 32 -> 33 -> 27"]),
    ("Manarth", 'The Treasurer: "Build one Infantry in Manarth Hold." Agreed, two against none.',
     ["build 1 Infantry in 32"]),
    ("Manarth", 'The Marshal: "Build one Infantry in Manarth Hold." Carried unanimously.', ["build 1 Infantry in 32"]),
    ("Randomia", 'KING: \u201cRaise cheese in Randomia.\u201d So be it.', ["raise cheese in 15"]),
    ("Stilwen", 'Citizen Gouda (for the treasury): "Invest 5 cheese in our trade with Crimsonia." Adopted.',
     ["invest 5 cheese in trade with Crimsonia"]),
    ("Manarth", "Minutes of the War Council of Manarth, first turn.\nPresent: the Thane, the Marshal, the Treasurer.\n"
                'The Thane: "We shall declare war on Maustria." Agreed by all.', ["declare war on Maustria"]),
    ("Randomia", "Diary of King Random, turn the first.\nThis morning I ordered the six at Chance Hills to Ubliko Gate.",
     ["6 units 16 -> 17"]),
]


@pytest.mark.parametrize("nation, text, orders", AGREED, ids=[t[:60] for _, t, _ in AGREED])
def test_a_councils_agreed_motion_is_the_order(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


@pytest.mark.parametrize("text", [
    'The Thane: "We shall declare war on Maustria." Rejected.',
    'The Thane: "We shall declare war on Maustria." Voted down, two against one.',
    'The Thane: "We shall declare war on Maustria." Not agreed.',
])
def test_a_motion_voted_down_is_asked_never_read(text):
    shown, sheet = read("Manarth", text)
    assert shown == [] and sheet.problems


def test_a_records_title_with_a_route_is_no_title():
    shown, sheet = read("Manarth", "Minutes: 4 units 32 -> 34")
    assert shown == ["4 units 32 -> 34"]
