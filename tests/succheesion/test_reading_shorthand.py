"""Issue 22, round 5: the veteran's shorthand ('bld 3 inf 21', '8u+Gen 11-8', '2F 52>50>51 atk BER 51',
'inv 5 ubl', 'raise ch 15', 'TP 40', 'cas mil', 'blk 13 stays', 'dow RAN'): short verbs and nouns, a
count glued to its unit, places joined by '>' or '-', the words an order leaves out put back, nations
and seas by the first letters of their names when only one name begins so (else asked)."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position
from tests.orders.bundled import words

RULES = ruleset("succheesion")


def read(nation, text, judge=True):
    board, state = position("succheesion", "start")
    sheet = RULES.parse_orders(text, nation, state, board) if judge else words(RULES, text, nation, state, board)
    shown = RULES.format_orders(list(sheet.orders), state, board).splitlines() if sheet.orders else []
    return shown, sheet


SHORT = [
    ("Maustria", "bld 3 inf 21", ["build 3 Infantry in 21"]),
    ("Maustria", "bld 2 gds 21", ["build 2 Guard Infantry in 21"]),
    ("Crimsonia", "b 3 inf 12", ["build 3 Infantry in 12"]),
    ("Randomia", "b 1 HC 15", ["build 1 Heavy Cavalry in 15"]),
    ("Randomia", "bld 1 arty 15", ["build 1 Artillery in 15"]),
    ("Maustria", "bld 1 frig 24>14", ["build 1 Frigate in 24 to 14"]),
    ("Maustria", "8u+Gen 11-8", ["8 units and the General 11 -> 8"]),
    ("Stilwen", "5u+gen 6-10", ["5 units and the General 6 -> 10"]),
    ("Randomia", "13u 15>16", ["13 units 15 -> 16"]),
    ("Typ Lef Nazin", "4u + Gen 31>28>27", ["4 units and the General 31 -> 28 -> 27"]),
    ("Adoen", "2u 18>10>7", ["2 units 18 -> 10 -> 7"]),
    ("Dunbarra", "2F 52>50>51 atk BER 51", ["2 Frigates 52 -> 50 -> 51", "attack Berdain in 51"]),
    ("Maustria", "TP 40", ["spend TP to reach 40%"]),
    ("Berdain", "tp 30%", ["spend TP to reach 30%"]),
    ("Zurin", "TP: 50", ["spend TP to reach 50%"]),
    ("Adoen", "cas mil", ["casualties: Militia first"]),
    ("Stilwen", "cas inf", ["casualties: Infantry first"]),
    ("Randomia", "raise ch 15", ["raise cheese in 15"]),
    ("Stilwen", "raise ch 6", ["raise cheese in 6"]),
    ("Crimsonia", "rc 12", ["raise cheese in 12"]),
    ("Randomia", "inv 5 ubl", ["invest 5 cheese in trade with Ubliko"]),
    ("Crimsonia", "inv 3 w stil", ["invest 3 cheese in trade with Stilwen"]),
    ("Dunbarra", "inv 2 BER", ["invest 2 cheese in trade with Berdain"]),
    ("Stilwen", "invest 5 cheese trade crimsonia", ["invest 5 cheese in trade with Crimsonia"]),
    ("Maustria", "dow RAN", ["declare war on Randomia"]),
    ("Crimsonia", "ally STI", ["ally with Stilwen"]),
    ("Manarth", "dow mau", ["declare war on Maustria"]),
    ("Maustria", "ADO: TP 50. cas mil.", ["spend TP to reach 50%", "casualties: Militia first"]),
]


@pytest.mark.parametrize("nation, text, orders", SHORT, ids=[t for _, t, _ in SHORT])
def test_the_veterans_shorthand_reads_as_the_order_written_out(nation, text, orders):
    shown, sheet = read(nation, text, judge=False)
    assert (shown, sheet.problems) == (orders, ())


def test_a_blockade_said_to_stay_goes_on_and_is_no_order():
    shown, sheet = read("Maustria", "blk 13 stays")
    assert (shown, sheet.problems, len(sheet.chatter)) == ([], (), 1)


def test_a_blockade_said_to_stay_where_the_writer_has_none_is_refused():
    shown, sheet = read("Maustria", "blk 14 stays")
    assert shown == [] and "no blockade of yours" in sheet.problems[0].reason


def test_a_sea_by_the_first_word_of_its_name():
    assert read("Maustria", "build 1 frigate in 24 to ricotta")[0] == ["build 1 Frigate in 24 to 14"]


@pytest.mark.parametrize("text, named", [("build 1 frigate in 24 to adoen", "Adoen Shore"),
                                         ("inv 5 ma", None), ("dow zz", None)])
def test_a_short_name_several_names_begin_with_or_none_is_asked(text, named):
    shown, sheet = read("Randomia", text, judge=False)
    assert shown == [] and sheet.problems
    if named:
        assert named in sheet.problems[0].reason


@pytest.mark.parametrize("text", ["plan b is to wait", "b", "u 15", "tp is a lot", "Ch 15 is nice"])
def test_short_words_alone_or_in_talk_make_no_order(text):
    assert read("Randomia", text, judge=False)[0] == []


def test_a_long_line_of_arrows_and_pluses_reads_in_time():
    text = "8u+Gen " + ">".join(["11"] * 20000)
    shown, sheet = read("Maustria", text, judge=False)
    assert shown == []
