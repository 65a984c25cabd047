"""Issue 22, round 7: the veteran's shorthand typed tighter still: the General as 'G' ('8+G 11-10-6'), a short
verb glued to its count, unit and place ('b2I 12', 'b1cav29', 'TP40', '1A 22' in a build's list), orders
with a slash between them ('TP40 / cas Mil'), '@' for 'at', '2' for 'to' between two places, 'war on X'.
A line typed so is read or refused, never set aside as talk."""

import pytest

from tests.succheesion.helpers import read


GLUED = [
    ("Maustria", "8+G 11-10-6", ["8 units and the General 11 -> 10 -> 6"]),
    ("Typ Lef Nazin", "4+G 31>28>23", ["4 units and the General 31 -> 28 -> 23"]),
    ("Stilwen", "5 + g 6>10", ["5 units and the General 6 -> 10"]),
    ("Crimsonia", "b2I 12", ["build 2 Infantry in 12"]),
    ("Typ Lef Nazin", "b1cav29", ["build 1 Cavalry in 29"]),
    ("Maustria", "TP40", ["spend TP to reach 40%"]),
    ("Maustria", "b 2GI 21, 1A 22", ["build 2 Guard Infantry in 21", "build 1 Artillery in 22"]),
    ("Maustria", "TP40 / cas Mil", ["spend TP to reach 40%", "casualties: Militia first"]),
    ("Crimsonia", "atk MAU 13 / 4u 1>4>6 / b2I 12",
     ["attack Maustria in 13", "4 units 1 -> 4 -> 6", "build 2 Infantry in 12"]),
    ("Typ Lef Nazin", "TLN: 4+G 31>28>23, 3u 29>28, b1cav29, TP50",
     ["4 units and the General 31 -> 28 -> 23", "3 units 29 -> 28", "build 1 Cavalry in 29", "spend TP to reach 50%"]),
    ("Adoen", "the 2 @ stepkas march -> grenadier hills", ["2 units 18 -> 10"]),
    ("Manarth", "2 inf @ manarth hold", ["build 2 Infantry in 32"]),
    ("Manarth", "4 units manarth hold 2 honour peak", ["4 units 32 -> 33"]),
    ("Crimsonia", "4 frm rubygate 2 republic marsh", ["4 units 9 -> 8"]),
    ("Manarth", "war on maustria!!", ["declare war on Maustria"]),
    ("Manarth", "manarth: 2 inf @ manarth hold, 4 units manarth hold 2 honour peak. war on maustria!! thx",
     ["build 2 Infantry in 32", "4 units 32 -> 33", "declare war on Maustria"]),
]


@pytest.mark.parametrize("nation, text, orders", GLUED, ids=[t[:60] for _, t, _ in GLUED])
def test_shorthand_typed_tight_reads_as_written_out(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


@pytest.mark.parametrize("nation, text", [
    ("Maustria", "b 2 GI 21, 1 Q 22"),                  # 'Q' is no unit
    ("Maustria", "b9x 21"),                            # glued, but no unit
    ("Crimsonia", "casualties: Militia / Infantry first"),  # a slash inside one order: not cut
    ("Manarth", "4 units manarth hold 2 Infantry"),   # '2' before no place
])
def test_shorthand_that_does_not_read_is_refused_never_set_aside(nation, text):
    shown, sheet = read(nation, text)
    assert shown == [] and sheet.problems and not sheet.chatter


def test_g_alone_is_the_general_only_after_a_plus_or_and():
    shown, sheet = read("Maustria", "8 G 11-10")
    assert "General" not in " ".join(shown)


VETERAN_ROUTES = [
    ("Crimsonia", "9>8>20 x4", ["4 units 9 -> 8 -> 20"]),
    ("Crimsonia", "12>9 x 3", ["3 units 12 -> 9"]),
    ("Berdain", "38-40 (4)", ["4 units 38 -> 40"]),
    ("Berdain", "38>40 (4)", ["4 units 38 -> 40"]),
    ("Berdain", "F 51-61-60", ["1 Frigate 51 -> 61 -> 60"]),
    ("Crimsonia", "b3i@1 b1F@2>50", ["build 3 Infantry in 1", "build 1 Frigate in 2 to 50"]),
    ("Crimsonia", "inv5 STI", ["invest 5 cheese in trade with Stilwen"]),
    ("Berdain", "BER t1: 38-40 (4). 39-41 (2). F 51-61-60. +5 MAU. b 1 cav 39.",
     ["4 units 38 -> 40", "2 units 39 -> 41", "1 Frigate 51 -> 61 -> 60", "invest 5 cheese in trade with Maustria",
      "build 1 Cavalry in 39"]),
]


@pytest.mark.parametrize("nation, text, orders", VETERAN_ROUTES, ids=[t[:60] for _, t, _ in VETERAN_ROUTES])
def test_a_veterans_route_with_its_count_after_it_or_left_to_the_state(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


@pytest.mark.parametrize("nation, text", [
    ("Berdain", "38-40 (3)"),           # 3 is neither the units at 38 nor the place 40: asked
    ("Berdain", "G 51-61"),             # Berdain has no galleons in 51
    ("Crimsonia", "9>8>20 x"),
])
def test_a_veterans_route_whose_count_the_state_does_not_bear_out_is_refused(nation, text):
    shown, sheet = read(nation, text)
    assert shown == [] and sheet.problems


def test_sentences_with_a_correction_are_never_cut_as_a_veterans_list():
    shown, sheet = read("Berdain", "b 2 cav 39. No, b 1 cav 39.")
    assert shown != ["build 2 Cavalry in 39", "build 1 Cavalry in 39"]
