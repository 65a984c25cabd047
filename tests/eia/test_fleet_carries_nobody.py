"""A fleet said to carry nobody ('The Baltic fleet stays in port and carries nobody', 'sails ..., carrying no
troops') gives its stay or its move and nothing more; one said to carry a corps while it stays is still
refused (issue 22)."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("text, expected", [
    ("The Baltic fleet stays in port and carries nobody. It will not intercept either.",
     ["fleet Baltic: do not intercept"]),
    ("The Baltic fleet stays in port and carries nobody.", []),
    ("The Baltic fleet stays in port with no troops aboard.", []),
    ("The Baltic fleet stays in port without troops.", []),
    ("The Baltic fleet stays in port, carrying no one", []),
    ("The Baltic fleet remains at anchor and carries no troops.", []),
    ("The Baltic fleet sails to the Gulf of Finland, carrying nobody.", ["fleet Baltic: St Petersburg - Gulf of Finland"]),
    ("The Baltic fleet sails to the Gulf of Finland with nobody on board.",
     ["fleet Baltic: St Petersburg - Gulf of Finland"]),
    ("Our fleet at St Petersburg carries no one and sails into the Gulf of Finland.",
     ["fleet Baltic: St Petersburg - Gulf of Finland"]),
])
def test_a_fleet_carrying_nobody_gives_its_stay_or_move(text, expected):
    orders, sheet = checked("eia", "Russia", "russia-naval", text)
    assert sheet.problems == ()
    assert orders == expected


@pytest.mark.parametrize("text", [
    "The Baltic fleet stays in port and carries corps I.",          # a corps carried nowhere: asked
    "The Baltic fleet stays in port and carries no more than it must.",
])
def test_what_a_fleet_carrying_says_besides_is_not_dropped(text):
    _, sheet = checked("eia", "Russia", "russia-naval", text)
    assert sheet.problems
