"""'Neither intercepts', 'No fleet intercepts': a word for none is a negation of the interception and names every
fleet of the nation ('Both fleets stay in port and neither intercepts' had both fleets intercept) (issue 22)."""

import pytest

from tests.orders.bundled import checked

NONE = ["fleet Brest: do not intercept", "fleet Toulon: do not intercept"]


@pytest.mark.parametrize("text, expected", [
    ("Both fleets stay in port and neither intercepts.", NONE),
    ("Neither fleet intercepts.", NONE),
    ("No fleet intercepts.", NONE),
    ("No fleets intercept this month.", NONE),
    ("Both fleets stay in port and neither intercepts: fleet Brest: do not intercept. fleet Toulon: do not intercept.",
     NONE),
    ("Both fleets intercept.", ["fleet Brest: intercept", "fleet Toulon: intercept"]),
    ("The Brest fleet intercepts, the Toulon fleet does not.", ["fleet Brest: intercept", "fleet Toulon: do not intercept"]),
    ("Our fleets: neither intercepts.", NONE),
])
def test_a_word_for_none_is_no_interception_by_any_fleet(text, expected):
    orders, sheet = checked("eia", "France", "france-naval", text)
    assert sheet.problems == ()
    assert orders == expected


@pytest.mark.parametrize("text", ["Neither the Brest fleet nor the Toulon fleet intercepts.",
                                  "None of our fleets intercepts, except Brest."])
def test_a_none_the_reader_cannot_place_is_asked(text):
    orders, sheet = checked("eia", "France", "france-naval", text)
    assert sheet.problems and "fleet Brest: intercept" not in orders and "fleet Toulon: intercept" not in orders
