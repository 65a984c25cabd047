"""Issue 22, round 6: classic orders in the passive ('Livonia (84) is to be taken by the two armies from 87.',
'Two armies are to be bought in Moscow (89).', 'The fleet in H is to remain.') read as the active order; one that
says more, or names units that are not there, is refused."""

import pytest

from engine.rulesets.classic.passive import active
from tests.orders.bundled import checked

READ = [
    ("Russia", "Livonia (84) is to be taken by the two armies from 87.", ["2 armies 87 -> 84"]),
    ("Russia", "Karelia (74) is to be occupied by one army of St Petersburg (86).", ["1 army 86 -> 74"]),
    ("Russia", "Two armies are to be bought in Moscow (89).", ["buy 2 armies in 89"]),
    ("Russia", "The fleet in H is to remain.", []),
    ("Russia", "Livonia will be taken by the two armies from 87", ["2 armies 87 -> 84"]),
    ("Spain", "Portugal (15) is to be occupied by 3 armies from 14.", ["3 armies 14 -> 15"]),
    ("Spain", "Galicia (11) is to be entered by the two of Aragon, 13.", ["2 armies 13 -> 11"]),
    ("Spain", "One ship is to be built in N.", ["buy 1 ship in N"]),
    ("Prussia", "Hanover must be invaded by 3 armies from 58", ["3 armies 58 -> 57"]),
]


@pytest.mark.parametrize("nation, line, orders", READ)
def test_an_order_in_the_passive_reads_as_the_active_order(nation, line, orders):
    got, sheet = checked("classic", nation, "start", line)
    assert sheet.problems == () and got == orders


@pytest.mark.parametrize("nation, line", [
    ("Russia", "Livonia (84) is to be taken by the two armies from 87 if Prussia agrees."),
    ("Russia", "Livonia is to be taken by the Prussian armies from 63."),
    ("Spain", "Portugal (15) is to be occupied by 5 armies from 14."),          # only 3 there
    ("Russia", "Livonia is to be taken by the two armies from 87 and the fleet"),
    ("Russia", "Livonia is to be taken by the two armies from 87 unless it is defended"),
])
def test_a_passive_that_says_more_or_names_other_units_is_refused(nation, line):
    got, sheet = checked("classic", nation, "start", line)
    assert sheet.problems and got == []


def test_no_passive_no_rewriting_and_linear():
    assert active("2 armies 87 -> 84") is None
    assert active("Paris is to be held by the 3 armies there") is None      # held: a stay, not a march
    assert active("a is to be taken by " + "x" * 100_000) is None
