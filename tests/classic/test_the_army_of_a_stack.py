"""'The army in Wessex goes to Dumnonia' where two armies stand: a writer who never saw the reader (fresh14)
meant one of them; the reader moved the whole stack with nothing said. A unit word in the singular with no
count is one unit; a collective word ('the fleet'), 'whole', 'both' or a count in brackets is the stack."""

import pytest

from tests.orders.bundled import read


@pytest.mark.parametrize("text, wanted", [
    ("The army in Wessex goes to Dumnonia.", ["1 army 2 -> 1"]),
    ("Our army in 2 marches to 1", ["1 army 2 -> 1"]),
    ("The ship in I sails to J", ["1 ship I -> J"]),
    ("The whole army in Wessex goes to Dumnonia.", ["2 armies 2 -> 1"]),
    ("the fleet in I sails to J", ["3 ships I -> J"]),
])
def test_one_unit_or_the_stack(text, wanted):
    orders, problems = read("classic", "start", "Britain", text)
    assert orders == wanted and not problems
