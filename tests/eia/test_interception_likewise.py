"""After an interception, another fleet's given by 'does', 'does not', 'too', that fleet named by its name, its
sea or its admiral's words ('Nelson in the Med does not - he is waiting for the French to come out'); the reason
after the dash says nothing (issue 22)."""

import pytest

from tests.orders.bundled import checked

CHANNEL = "fleet Channel: intercept"


@pytest.mark.parametrize("text, expected", [
    ("Cornwallis's Channel Fleet intercepts; Nelson in the Med does not - he is waiting for the French to come out.",
     [CHANNEL, "fleet Mediterranean: do not intercept"]),
    ("The Channel fleet intercepts; Nelson in the Med does not.", [CHANNEL, "fleet Mediterranean: do not intercept"]),
    ("The Channel fleet intercepts. The Med does too.", [CHANNEL, "fleet Mediterranean: intercept"]),
    ("The Channel fleet intercepts; the Mediterranean fleet does not.", [CHANNEL, "fleet Mediterranean: do not intercept"]),
    ("The Channel fleet intercepts; the Mediterranean fleet does not - it is too far.",
     [CHANNEL, "fleet Mediterranean: do not intercept"]),
    ("The Channel fleet does not intercept; the Mediterranean fleet does.",
     ["fleet Channel: do not intercept", "fleet Mediterranean: intercept"]),
    ("The Channel fleet intercepts; our Mediterranean squadron too.", [CHANNEL, "fleet Mediterranean: intercept"]),
    ("The Channel fleet intercepts. Flt Med does as well.", [CHANNEL, "fleet Mediterranean: intercept"]),
])
def test_another_fleet_likewise(text, expected):
    orders, sheet = checked("eia", "Great Britain", "start", text)
    assert sheet.problems == ()
    assert orders == expected
