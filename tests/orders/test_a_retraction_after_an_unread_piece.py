"""A retraction after a piece of a line that was written as an order and does not read ('1 frigate 51 -> 50 attack
dunbarra... scratch that, ...') takes back that piece, never the order read before it: succheesion and EiA's
sentence reader dropped the earlier order in silence (a misread). When the unread piece holds more than one order
(pieces joined by commas), what stands is asked. A remark before a retraction still goes with it."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("text, want", [
    ("build 2 infantry in Lowland Dairies. 1 frigate 51 -> 50 attack dunbarra... scratch that, 1 Frigate 51 -> 61",
     ["build 2 Infantry in 39", "1 Frigate 51 -> 61"]),
    ("raise cheese in 38. 1 frigate 51 -> 50 -> 99 zap... scratch that, 1 Frigate 51 -> 61",
     ["raise cheese in 38", "1 Frigate 51 -> 61"]),
    ("build 1 Militia in 38. 4 units 38 -> 12 then raid the barns... scrap that, 4 units 38 -> 40",
     ["build 1 Militia in 38", "4 units 38 -> 40"]),
])
def test_the_order_before_the_unread_piece_stands(text, want):
    shown, sheet = checked("succheesion", "Berdain", "start", text)
    assert shown == want, sheet.problems


def test_an_unread_piece_of_several_orders_is_asked_never_dropped():
    shown, sheet = checked("succheesion", "Berdain", "start", "build 2 infantry in Lowland Dairies, 1 frigate 51 -> 50 "
                           "attack dunbarra... scratch that, 1 Frigate 51 -> 61")
    assert "build 2 Infantry in 39" not in shown and any("ask the player" in p.reason for p in sheet.problems)


def test_a_remark_before_a_retraction_goes_with_it():
    shown, sheet = checked("succheesion", "Berdain", "start",
                           "build 2 infantry in Lowland Dairies. I am so tired. Scratch that.")
    assert shown == [] and not sheet.problems
