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
