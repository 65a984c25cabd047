"""A parameter that may be left unset (null) for the GM to decide, else must be what its spec says."""

import pytest

from engine.params import OrNone, ParamError, Whole


def test_an_unset_parameter_is_allowed_and_a_set_one_is_checked():
    spec = OrNone(Whole(0, 1000))
    spec.check(None, "sea_supply_cost")
    spec.check(3, "sea_supply_cost")
    with pytest.raises(ParamError, match="sea_supply_cost must be a whole number from 0 to 1000, not -1"):
        spec.check(-1, "sea_supply_cost")
