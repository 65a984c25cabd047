"""A blockade kept, said of the fleet that keeps it ('our fleet in the Fondue Sea keeps the blockade'): no order,
the rules keep it (docs/rules/succheesion.md: 'the blockade goes on'); refused where the writer has none."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("text", [
    "Our fleet in the Fondue Sea keeps the blockade.",
    "The galleons in the Fondue Sea maintain their blockade.",
    "Our ships at Fondue Sea keep up the blockade.",
    "Our fleet keeps the blockade of the Fondue Sea.",
])
def test_a_blockade_kept_said_of_its_fleet_is_no_order(text):
    got, sheet = checked("succheesion", "Maustria", "start", f"Build 2 Infantry in Maus Imperial.\n{text}")
    assert got == ["build 2 Infantry in 21"] and not sheet.problems


def test_a_blockade_kept_where_the_writer_has_none_is_refused():
    got, sheet = checked("succheesion", "Berdain", "start", "Our fleet in Brie Bight keeps the blockade.")
    assert got == [] and sheet.problems
