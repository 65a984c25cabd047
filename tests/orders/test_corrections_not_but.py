"""Issue 22, round 6: 'not X but Y' and 'instead of X do Y' corrections with a reason after them ('..., the
Rhineland is closer to home') and with the units they are for ('not 55 but 57 for the 3 armies from 58'): the
reason set aside and said, the units checked against the order corrected (other units: asked)."""

import pytest

from tests.orders.bundled import checked

READ = [    # (nation, message, orders)
    ("Prussia", "3 armies 58 -> 55\n2 armies 63 -> 62\nchange of plan: not 55 but 57, the Rhineland is closer to home.",
     ["3 armies 58 -> 57", "2 armies 63 -> 62"]),
    ("Prussia", "3 armies 58 -> 55\ninstead of 58 -> 55 do 58 -> 57, Saxony can wait", ["3 armies 58 -> 57"]),
    ("Prussia", "2 ships E -> F\ninstead of E -> F do E -> D, the Baltic can wait", ["2 ships E -> D"]),
    ("Prussia", "3 armies 58 -> 55\nNot 55 but 57 for the 3 armies from 58", ["3 armies 58 -> 57"]),
    ("Prussia", "3 armies 58 -> 55\n2 armies 63 -> 62\nnot 55 but 57 for the armies from 58.",
     ["3 armies 58 -> 57", "2 armies 63 -> 62"]),
    ("Prussia", "2 ships E -> F\nnot F but D for the ships in E", ["2 ships E -> D"]),
    ("Prussia", "2 ships E -> F\nCorrection: not F but D for my fleet, we need it at home.", ["2 ships E -> D"]),
    ("Spain", "3 armies 14 -> 15\nOn second thought: not 15 but 13, Portugal is not worth it", ["3 armies 14 -> 13"]),
    ("Russia", "2 armies 86 -> 74\nnot 74 but 73 for the two armies from St Petersburg, because Finland is richer",
     ["2 armies 86 -> 73"]),
]


@pytest.mark.parametrize("nation, message, orders", READ)
def test_a_not_but_correction_with_its_reason_or_its_units_is_applied(nation, message, orders):
    got, sheet = checked("classic", nation, "start", message)
    assert sheet.problems == () and sorted(got) == sorted(orders)


ASKED = [   # the units named are not those of the order the correction finds
    ("Prussia", "3 armies 58 -> 55\nnot 55 but 57 for the 2 armies from 58."),
    ("Prussia", "3 armies 58 -> 55\nnot 55 but 57 for the armies from 63."),
    ("Prussia", "2 ships E -> F\nnot F but D for the ships in G"),
    ("Prussia", "3 armies 58 -> 55\nnot 55 but 57, to go on to 56 later"),      # a reason with a second place
]


@pytest.mark.parametrize("nation, message", ASKED)
def test_a_correction_naming_other_units_or_more_places_is_asked(nation, message):
    got, sheet = checked("classic", nation, "start", message)
    assert sheet.problems
