"""Issue 22, round 5: units named by a title and a note of what and where they are, then what they do
('Army of Adoen (8 + General, Adoen Crown): to Stepka's March (18)', 'Whiskerport (4): stay'), and a
march written with its start after 'in' or 'at' and an arrow or a dash ('the 6 units in Chance Hills ->
Adoen Shore', 'The 3 units in Adoen Shore - to Republic Marsh'). The state decides: the note's count must
be the writer's units standing there."""

import pytest

from tests.succheesion.helpers import read


ITEMS = [
    ("Maustria", "Army of Adoen (8 + General, Adoen Crown): to Stepka's March (18).",
     ["8 units and the General 11 -> 18"]),
    ("Maustria", "Shore corps (3, Adoen Shore): stay.", []),
    ("Maustria", "Capital (6, Maus Imperial): 3 of them to Rostopki.", ["3 units 21 -> 22"]),
    ("Maustria", "Whiskerport (4): stay", []),
    ("Stilwen", "Grand Army (5 + General, Stilwen City): march to Liberty Downs", ["5 units and the General 6 -> 7"]),
    ("Randomia", "Royal Guard (13, Randomia): 6 of them to Chance Hills", ["6 units 15 -> 16"]),
    ("Crimsonia", "Rubygate (4): -> Republic Marsh", ["4 units 9 -> 8"]),
    ("Typ Lef Nazin", "The Horde (4 + Gen, Lef Oasis): rides to Steppe Gate", ["4 units and the General 31 -> 28"]),
    ("Randomia", "a) the 6 units in Chance Hills (16) -> Adoen Shore (20)", ["6 units 16 -> 20"]),
    ("Maustria", "The 3 units in Adoen Shore - to Republic Marsh", ["3 units 20 -> 8"]),
    ("Maustria", "The 3 units in Adoen Shore -\nto Republic Marsh (8).", ["3 units 20 -> 8"]),
    ("Adoen", "our 2 units at Stepka's March -> Pratplatkof (19)", ["2 units 18 -> 19"]),
]


@pytest.mark.parametrize("nation, text, orders", ITEMS, ids=[t for _, t, _ in ITEMS])
def test_units_named_by_a_note_of_what_and_where_they_are(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


REFUSED = [
    ("Maustria", "Whiskerport (5): stay"),                         # 4 stand there
    ("Maustria", "Army of Adoen (8 + General, Rostopki): to Eastmark"),   # they stand at Adoen Crown
    ("Maustria", "Capital (6, Maus Imperial): 7 of them to Rostopki"),
    ("Crimsonia", "Keep guard (4 + General, Crimson Keep): to Carmine"),  # no General there
    ("Berdain", "3 units Lowland Dairies - Berdain"),
]


@pytest.mark.parametrize("nation, text", REFUSED, ids=[t for _, t in REFUSED])
def test_a_note_the_state_does_not_bear_out_is_refused(nation, text):
    shown, sheet = read(nation, text)
    assert shown == [] and sheet.problems
