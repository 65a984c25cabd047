"""Issue 22, round 6: classic has no scouting. Scouting said after an order ('..., scouting ahead', 'to scout
Karelia', 'to have a look around') changes nothing when it names no place but the order's own: the order is
read and the receipt names the words set aside. Scouting another place, or more after it, is asked."""

import pytest

from tests.orders.bundled import checked

READ = [    # (nation, line, orders)
    ("Russia", "1 ship H -> G, scouting ahead", ["1 ship H -> G"]),
    ("Russia", "1 ship H -> G, scouting the Gulf of Bothnia for the Vikings.", ["1 ship H -> G"]),
    ("Russia", "1 ship H -> G to scout the Gulf of Bothnia", ["1 ship H -> G"]),
    ("Russia", "2 armies 86 -> 74, to scout Karelia", ["2 armies 86 -> 74"]),
    ("Russia", "2 armies 86 -> 74 - scouting", ["2 armies 86 -> 74"]),
    ("Russia", "My 2 armies in St Petersburg go to Karelia to have a look around", ["2 armies 86 -> 74"]),
    ("Prussia", "3 armies 58 -> 57, while scouting ahead.", ["3 armies 58 -> 57"]),
    ("Prussia", "2 ships E -> F -- scouting the waters", ["2 ships E -> F"]),
    ("Spain", "3 armies 14 -> 15 and scout the land", ["3 armies 14 -> 15"]),
    ("Britain", "2 armies 3 -> 6 (scouting)", ["2 armies 3 -> 6"]),
]


@pytest.mark.parametrize("nation, line, orders", READ)
def test_scouting_after_a_classic_order_is_set_aside_and_said(nation, line, orders):
    got, sheet = checked("classic", nation, "start", line)
    assert sheet.problems == () and got == orders
    assert any("scout" in c.reason for c in sheet.chatter)


ASKED = [
    ("Russia", "2 armies 86 -> 74 to scout Finland"),                 # another place
    ("Russia", "2 armies 86 -> 74, scouting ahead then on to 73"),    # more after it
    ("Russia", "1 ship H -> G, scouting the Baltic"),                 # another sea
    ("Prussia", "3 armies 58 -> 57, scouting 2 provinces ahead"),     # a number
    ("Prussia", "3 armies 58 -> 57 to scout Saxony unless Austria moves"),   # a condition
    ("Prussia", "scouting ahead"),                                    # no order at all
]


@pytest.mark.parametrize("nation, line", ASKED)
def test_scouting_another_place_or_more_is_asked(nation, line):
    _, sheet = checked("classic", nation, "start", line)
    assert sheet.problems
