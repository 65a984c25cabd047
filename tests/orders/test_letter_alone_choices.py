"""An order not allowed whose unit is named too shortly for the reader by meaning (a corps by its letter alone:
'A - Flanders' in Winter) is offered its unit's other orders all the same: the unit is the one the ruleset's
reader read in the line (engine/rulesets/allowed_choices.py)."""

import pytest

from tests.orders.test_nearest_readings import _choices


@pytest.mark.parametrize("nation, text, offered", [
    ("France", "E - Champagne - Lorraine", "E holds"),
    ("France", "D -> Alsace", "D holds"),
    ("Austria", "C - Bavaria", "C holds"),
])
def test_a_corps_named_by_its_letter_alone_is_offered_its_stay(nation, text, offered):
    assert offered in _choices("napoleonic", "start", nation, text)


def test_a_march_not_allowed_is_offered_no_build():
    assert not [c for c in _choices("napoleonic", "start", "France", "E - Champagne - Lorraine") if "build" in c]
