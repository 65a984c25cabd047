"""Issue 22, round 6: a classic province's name followed by its own map number with no bracket ('to Lithuania 85',
'The southern army (Naples, 38) to Calabria 40.') names the place once; a number of another place after a name is
never taken as confirming it (refused: which is meant?)."""

import pytest

from tests.orders.bundled import checked

READ = [
    ("Russia", "The army of Smolensk goes to Lithuania 85.", ["1 army 90 -> 85"]),
    ("Russia", "My northern army (St Petersburg, both) to Finland 73.", ["2 armies 86 -> 73"]),
    ("Russia", "2 armies 86 -> Karelia 74", ["2 armies 86 -> 74"]),
    ("Russia", "2 armies St Petersburg 86 -> 74", ["2 armies 86 -> 74"]),
    ("Italy", "The southern army (Naples, 38) to Calabria 40.", ["2 armies 38 -> 40"]),
    ("Spain", "3 armies from Castile 14 to Portugal 15", ["3 armies 14 -> 15"]),
    ("France", "buy 2 armies in Paris 21", ["buy 2 armies in 21"]),
    ("Prussia", "march 3 armies from Brandenburg 58 into Hanover 57", ["3 armies 58 -> 57"]),
]


@pytest.mark.parametrize("nation, line, orders", READ)
def test_a_name_with_its_own_number_names_the_place_once(nation, line, orders):
    got, sheet = checked("classic", nation, "start", line)
    assert sheet.problems == () and got == orders


@pytest.mark.parametrize("nation, line", [("Russia", "2 armies 86 -> Karelia 73"), ("Spain", "3 armies 14 -> Portugal 16"),
                                          ("France", "buy 2 armies in Paris 20"),
                                          ("Prussia", "3 armies from Brandenburg 58 into Saxony 57")])
def test_a_name_with_another_places_number_is_refused(nation, line):
    got, sheet = checked("classic", nation, "start", line)
    assert sheet.problems and got == []
