"""Issue 22 round 10 (helper L): succheesion lines that were dropped whole or in part.

- orders typed one after another with ' // ' between them ('RAN // raise ch 15 by 2 // b 1 HC 15'): each read;
- a route typed with a bare '>' between place names ('4 + gen oasis > steppe gate'): an arrow;
- a sentence with a route in it that does not read beside one that does: refused, never set aside as a remark;
- an order word typed with one slip anywhere in a line that names a place or nation ('galeons atack maustria
  fondue'): refused when it does not read, never set aside as talk;
- 'PS' / 'P.S.' / 'NB' before a line: the line after it read as any line."""

import pytest

from tests.succheesion.helpers import read


SLASHED = [
    ("Randomia", "RAN // raise ch 15 by 2 // b 1 HC 15 // inv 5 ubl // TP 30 // cas mil, inf",
     ["raise cheese in 15 by 2", "build 1 Heavy Cavalry in 15", "invest 5 cheese in trade with Ubliko",
      "spend TP to reach 30%", "casualties: Militia, Infantry first"]),
    ("Randomia", "b 2 inf 15 // 4u 15>16", ["build 2 Infantry in 15", "4 units 15 -> 16"]),
    ("Crimsonia", "build 1 Militia in 4 // 3 units 12 -> 9 // spend TP to reach 20%",
     ["build 1 Militia in 4", "3 units 12 -> 9", "spend TP to reach 20%"]),
    ("Maustria", "MAU // 8u+Gen 11-10 // dow RAN", ["8 units and the General 11 -> 10", "declare war on Randomia"]),
]


@pytest.mark.parametrize("nation, text, orders", SLASHED, ids=[t for _, t, _ in SLASHED])
def test_orders_typed_with_double_slashes_between_them_are_each_read(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


ARROWS = [
    ("Typ Lef Nazin", "tln: 4 + gen oasis > steppe gate > countess wood. 3 typ lef stay. thx gm",
     ["4 units and the General 31 -> 28 -> 27"]),
    ("Typ Lef Nazin", "3 u typ lef > nazin steppe", ["3 units 29 -> 30"]),
    ("Crimsonia", "4 rubygate > carmine", ["4 units 9 -> 4"]),
    ("Randomia", "6u chance hills > adoen shore. thanks", ["6 units 16 -> 20"]),
]


@pytest.mark.parametrize("nation, text, orders", ARROWS, ids=[t for _, t, _ in ARROWS])
def test_a_bare_greater_than_between_places_is_an_arrow(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


REFUSED = [
    ("Typ Lef Nazin", "4 + gen nowhere > steppe gate. 3 typ lef stay."),
    ("Typ Lef Nazin", "4 + gen oasis > xyzzy. 3 typ lef stay. thx gm"),
    ("Crimsonia", "galeons atack maustria fondue"),
    ("Dunbarra", "our frigats sial to Brie Bight"),
    ("Crimsonia", "the 3 at Rubygate mrach on Carmine"),
    ("Crimsonia", "build 2 Infantry in 1. our galeons atack maustria in fondue."),
]


@pytest.mark.parametrize("nation, text", REFUSED, ids=[t for _, t in REFUSED])
def test_a_route_or_a_slipped_order_word_that_does_not_read_is_refused_never_dropped(nation, text):
    _, sheet = read(nation, text)
    assert sheet.problems


def test_talk_with_words_near_order_words_is_still_talk():
    for text in ("GM, the report said 40 and my sheet said 40.00: which is it?",
                 "I attached the map of Maustria for you, the marsh is hard to see."):
        shown, sheet = read("Berdain", text)
        assert (shown, sheet.problems) == ([], ())


POSTSCRIPTS = [
    ("Randomia", "Build 1 Heavy Cavalry in Randomia.\nP.S.: scrap the build, we are short of cheese.", []),
    ("Randomia", "Build 1 Heavy Cavalry in Randomia.\nNB raise cheese in 15",
     ["build 1 Heavy Cavalry in 15", "raise cheese in 15"]),
    ("Crimsonia", "3 units 12 -> 9\nPS - build 1 Militia in 4", ["3 units 12 -> 9", "build 1 Militia in 4"]),
]


@pytest.mark.parametrize("nation, text, orders", POSTSCRIPTS, ids=[t for _, t, _ in POSTSCRIPTS])
def test_a_postscript_mark_before_a_line_is_left_out(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


TRADE_CORRECTED = [
    ("Berdain", "Build 2 Infantry in Berdain.\nInvest 5 cheese in trade with Maustria.\n"
                "EDIT: break trade with Maustria instead, the Emperor is getting too big.",
     ["build 2 Infantry in 38", "break trade with Maustria"]),
    ("Berdain", "break trade with Ubliko\nActually, invest 3 cheese in trade with Ubliko.",
     ["invest 3 cheese in trade with Ubliko"]),
    ("Berdain", "Invest 5 cheese in trade with Maustria.\nInvest 3 cheese in trade with Ubliko.\n"
                "Correction: break trade with Maustria.",
     ["invest 3 cheese in trade with Ubliko", "break trade with Maustria"]),
]


@pytest.mark.parametrize("nation, text, orders", TRADE_CORRECTED, ids=[t for _, t, _ in TRADE_CORRECTED])
def test_a_correction_about_a_trade_replaces_the_earlier_order_about_that_trade(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


def test_two_trades_with_two_partners_both_stand():
    shown, sheet = read("Randomia", "Invest 5 cheese in trade with Crimsonia.\nbreak trade with Ubliko")
    assert (shown, sheet.problems) == (["invest 5 cheese in trade with Crimsonia", "break trade with Ubliko"], ())


SWAPPED_IN_LINE = [
    ("Typ Lef Nazin", "Nazin orders: the three at Typ Lef ride to Nazin Steppe. Instead of Nazin Steppe, make it "
                      "Steppe Gate. Build 1 Cavalry in Typ Lef.", ["3 units 29 -> 28", "build 1 Cavalry in 29"]),
    ("Typ Lef Nazin", "raise cheese in 29. instead of 29, 31.", ["raise cheese in 31"]),
    ("Typ Lef Nazin", "3 units 29 -> 30\nInstead of Nazin Steppe, make it Steppe Gate.", ["3 units 29 -> 28"]),
]


@pytest.mark.parametrize("nation, text, orders", SWAPPED_IN_LINE, ids=[t for _, t, _ in SWAPPED_IN_LINE])
def test_instead_of_old_make_it_new_changes_the_order_before_it(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


def test_a_change_naming_what_the_order_before_does_not_say_is_asked():
    shown, sheet = read("Typ Lef Nazin", "3 units 29 -> 30. Instead of 32, make that 28.")
    assert sheet.problems


DONE_ALREADY = [
    ("Stilwen", "Declare war on Randomia? no. Ally with Crimsonia \u2014 already done. Nothing else."),
    ("Stilwen", "Ally with Crimsonia - already done"),
    ("Randomia", "invest 5 cheese in trade with Ubliko, already agreed"),
]


@pytest.mark.parametrize("nation, text", DONE_ALREADY, ids=[t for _, t in DONE_ALREADY])
def test_an_order_said_to_be_done_already_is_asked_never_taken(nation, text):
    shown, sheet = read(nation, text)
    assert shown == [] and sheet.problems


STOPPED = [
    ("Maustria", "6 units 21 -> 25 -> 47? no, Zurin is neutral; stop at 25", ["6 units 21 -> 25"]),
    ("Maustria", "6 units 21 -> 25 -> 47? no; stop at 25", ["6 units 21 -> 25"]),
    ("Randomia", "6 units 16 -> 20 -> 21? no, we are at peace with Maustria; halt at 20", ["6 units 16 -> 20"]),
]


@pytest.mark.parametrize("nation, text, orders", STOPPED, ids=[t for _, t, _ in STOPPED])
def test_a_route_asked_then_answered_no_stop_at_a_place_ends_there(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


def test_a_stop_at_a_place_the_route_does_not_pass_is_refused_never_dropped():
    for text in ("6 units 21 -> 25 -> 47? no, Zurin is neutral; stop at 30",
                 "6 units 21 -> 25 -> 47. no, Zurin is neutral; stop at 25"):
        _, sheet = read("Maustria", text)
        assert sheet.problems


NO_THEN_ORDER = [
    ("Crimsonia", "- build 2 Infantry in Carmine (4)... no, Carmine has only one city, so 1 Infantry in Carmine",
     ["build 1 Infantry in 4"]),
    ("Crimsonia", "build 2 Militia in Carmine... no, Carmine has one city, so 1 Militia in Carmine",
     ["build 1 Militia in 4"]),
    ("Crimsonia", "4 units 9 -> 4. No, Carmine is too exposed, then 4 units 9 -> 12", ["4 units 9 -> 12"]),
]


@pytest.mark.parametrize("nation, text, orders", NO_THEN_ORDER, ids=[t for _, t, _ in NO_THEN_ORDER])
def test_no_a_reason_so_an_order_gives_that_order_instead(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


NO_NOT_UNDERSTOOD = [
    ("Crimsonia", "build 2 Infantry in 1. No, Crimson Keep needs 3 Infantry instead of that."),
    ("Crimsonia", "build 2 Infantry in 1. Not Militia but Cavalry."),
    ("Maustria", "build 2 Militia in Adoen Crown. No, Rostopki should get 3 Militia."),
]


@pytest.mark.parametrize("nation, text", NO_NOT_UNDERSTOOD, ids=[t for _, t in NO_NOT_UNDERSTOOD])
def test_an_order_taken_back_by_a_change_not_understood_is_asked_never_taken_as_written(nation, text):
    shown, sheet = read(nation, text)
    assert shown == [] and sheet.problems


CHEESE_INTO_A_TRADE = [
    ("Berdain", "5 cheese into the Maustrian trade", ["invest 5 cheese in trade with Maustria"]),
    ("Crimsonia", "Another 3 cheese into the Stilwen trade.", ["invest 3 cheese in trade with Stilwen"]),
    ("Berdain", "4 more cheese in the Maustria trade", ["invest 4 cheese in trade with Maustria"]),
    ("Randomia", "2 cheese to the Ubliko trade", ["invest 2 cheese in trade with Ubliko"]),
]


@pytest.mark.parametrize("nation, text, orders", CHEESE_INTO_A_TRADE, ids=[t for _, t, _ in CHEESE_INTO_A_TRADE])
def test_cheese_put_into_a_nations_trade_without_a_verb_is_invested(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())
