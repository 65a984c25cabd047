"""Issue 22, round 5: a purpose or a reason written after a whole order ('Corps E to Aleppo, to secure the
Syrian road.') is set aside and the receipt says so; a tail that could change the order (a second place
gone to, a negation, a condition, a number, an order's word) keeps the line refused, asked."""

import pytest

from engine.words.tails import arrow_note, purpose_tail
from tests.orders.bundled import sheet_of, written

READ = [    # (ruleset, nation, position, line, the order, the tail set aside)
    ("napoleonic", "France", "start", "Corps A to Flanders, to keep an eye on the British.", "A - Flanders",
     "to keep an eye on the British"),
    ("napoleonic", "France", "start", "A marches to Flanders: the road is open and the Flemings are friendly",
     "A - Flanders", "the road is open and the Flemings are friendly"),
    ("napoleonic", "Russia", "start", "Corps G to Kharkov -- in order to be closer to the front", "G - Kharkov",
     "in order to be closer to the front"),
    ("classic", "Russia", "start", "2 armies 87 -> 84, so as to be ready for the Swedes.", "2 armies 87 -> 84",
     "so as to be ready for the Swedes"),
    ("classic", "Italy", "start", "3 armies 37 -> 36, because the Pope's lands are undefended",
     "3 armies 37 -> 36", "because the Pope's lands are undefended"),
    ("classic", "Spain", "start", "buy 2 armies in 14: it is our best province", "buy 2 armies in 14",
     "it is our best province"),
    ("classic", "Russia", "start", "2 armies 87 -> 84 <-- Livonia, before the Prussians come", "2 armies 87 -> 84",
     "before the Prussians come"),
    ("succheesion", "Crimsonia", "start", "2 units 9 -> 4, to show the flag.", "2 units 9 -> 4", "to show the flag"),
    ("succheesion", "Crimsonia", "start", "Build 1 Infantry in Rubygate, since the capital looks thin.",
     "build 1 Infantry in 9", "since the capital looks thin"),
    ("eia", "Austria", "austria-land", "corps II: Tyrol - Bavaria, to stand with corps I", "corps II: Tyrol - Bavaria",
     "to stand with corps I"),
]


@pytest.mark.parametrize("rules, nation, where, line, order, tail", READ)
def test_a_purpose_after_a_whole_order_is_set_aside_and_said(rules, nation, where, line, order, tail):
    sheet = sheet_of(rules, nation, where, line)
    assert sheet.problems == () and written(rules, where, sheet) == [order]
    # the receipt names the tail, or the ruleset's own reading took the purpose (EiA's purposes.py)
    assert any(tail in c.reason for c in sheet.chatter) or purpose_tail(line) is None or rules == "eia"


ASKED = [
    ("napoleonic", "France", "start", "Corps A to Flanders, to go on into Holland next."),
    ("napoleonic", "France", "start", "Corps A to Flanders, to attack the British there."),
    ("napoleonic", "France", "start", "Corps A to Flanders, unless Britain lands first."),
    ("napoleonic", "France", "start", "Corps A to Flanders, to stay there 2 turns."),
    ("classic", "Russia", "start", "2 armies 87 -> 84, to march on towards Riga later"),
    ("classic", "Russia", "start", "2 armies 87 -> 84 <-- Minsk"),
    ("succheesion", "Crimsonia", "start", "2 units 9 -> 4, if Berdain stays quiet."),
    ("succheesion", "Crimsonia", "start", "2 units 9 -> 4: the rest go to Crimson Keep"),
    ("classic", "Spain", "start", "buy 2 armies in 14, to sail via L next turn"),
]


@pytest.mark.parametrize("rules, nation, where, line", ASKED)
def test_a_tail_that_could_change_the_order_is_asked(rules, nation, where, line):
    sheet = sheet_of(rules, nation, where, line)
    assert sheet.problems


@pytest.mark.parametrize("tail", ["to secure the road to Vienna", "to hold it for 2 turns", "so it isn't cut off",
                                  "only to look", "then to Prague", "to support corps B", "to go into the Tyrol"])
def test_harmful_tails_are_never_set_aside(tail):
    assert purpose_tail(f"A - Baden, {tail}") is None


def test_an_arrow_back_is_a_note():
    assert arrow_note("1 army 90 -> 91 <-- Minsk") == "1 army 90 -> 91 (Minsk)"
    assert arrow_note("2 armies 87 -> 84 <-- Livonia, before the Prussians") == \
        "2 armies 87 -> 84 (Livonia), before the Prussians"
    assert arrow_note("A - Baden") == "A - Baden"


def test_tails_stay_linear():
    assert purpose_tail("A - Baden, " + ", " * 50_000) is None
    assert purpose_tail("A - Baden, to " + "x " * 50_000) is None


ALONE = [   # (ruleset, nation, position, text, the orders): the reason on the line under the order
    ("napoleonic", "France", "start", "A - Flanders\n- to watch the British", ["A - Flanders"]),
    ("napoleonic", "France", "start", "Corps A to Flanders.\n  because the coast is bare", ["A - Flanders"]),
    ("classic", "Russia", "start", "2 armies 87 -> 84\n- to be ready for the Swedes", ["2 armies 87 -> 84"]),
    ("succheesion", "Crimsonia", "start", "2 units 9 -> 4\n(so the border is held)", ["2 units 9 -> 4"]),
    ("eia", "Great Britain", "great-britain-naval", "Britain, naval step:\n- Channel fleet:\n  - English Channel -> "
     "Western Approaches -> Bay of Biscay\n  - to watch Brest from the south",
     ["fleet Channel: English Channel - Western Approaches - Bay of Biscay"]),
]


@pytest.mark.parametrize("rules, nation, where, text, orders", ALONE)
def test_a_reason_on_the_line_under_the_order_is_set_aside(rules, nation, where, text, orders):
    sheet = sheet_of(rules, nation, where, text)
    assert sheet.problems == () and written(rules, where, sheet) == orders


@pytest.mark.parametrize("text", ["A - Flanders\n- to go on to Holland", "A - Flanders\n- to attack the British",
                                  "A - Flanders\n- unless the British land", "A - Flanders\n- to stay 2 turns"])
def test_a_line_under_the_order_that_could_change_it_is_asked(text):
    assert sheet_of("napoleonic", "France", "start", text).problems
