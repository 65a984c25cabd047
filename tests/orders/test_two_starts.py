"""Units said to stand in two places in one subject ('All my armies in Smyrna and Pontus go to Phrygia'): a move
of two starts is no move of the first; never read as the first place's move with the second passed over."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("text", [
    "All my armies in Smyrna and Pontus go to Phrygia (98).",
    "All armies in 97 and 99 go to 98.",
    "my armies in Smyrna, Pontus march to Phrygia",
    "The armies at 97 & 99 move into 98",
])
def test_a_move_from_two_places_is_never_read_as_one_from_the_first(text):
    orders, sheet = checked("classic", "Turkey", "start", text)
    assert not any(o.startswith(("2 armies 97", "all armies 97")) and "99" not in o for o in orders) \
        or any("99" in o for o in orders), orders
    assert orders == [] and sheet.problems or len(orders) == 2, (orders, sheet.problems)


def test_a_move_from_one_place_still_reads():
    orders, _ = checked("classic", "Turkey", "start", "All my armies in Smyrna go to Phrygia (98).")
    assert orders in (["all armies 97 -> 98"], ["2 armies 97 -> 98"])


def test_units_in_two_regions_march_is_refused_in_succheesion():
    orders, sheet = checked("succheesion", "Crimsonia", "start", "The 3 units in Rubygate and Whiskerport march to 10.")
    assert not orders and sheet.problems
