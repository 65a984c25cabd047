"""'EDIT2: A stays in Vienna after all, the Emperor wants it near him.': a word of time or of going back
('after all', 'anyway', 'now', 'then') between a stay's place and the reason after it. The stay was filed as
talk ('units without orders stay'): the correction's hold dropped with nothing said (fresh8, an unseen writer)."""

import pytest

from tests.orders.bundled import read


@pytest.mark.parametrize("rid, where, nation, text, wanted", [
    ("napoleonic", "spring-1805-war", "Austria", "A stays in Vienna after all, the Emperor wants it near him.",
     ["A holds"]),
    ("napoleonic", "spring-1805-war", "Austria", "Corps C stays in Venice anyway, we need it there.", ["C holds"]),
    ("napoleonic", "spring-1805-war", "Austria", "A - Moravia\nEDIT: A stays in Vienna after all, the Emperor "
     "wants it near him.", ["A holds"]),
    ("napoleonic", "spring-1805-war", "Great Britain", "Corps B stays in Dublin now, the Irish are restless.",
     ["B holds"]),
])
def test_the_stay_is_read_and_the_reason_set_aside(rid, where, nation, text, wanted):
    orders, problems = read(rid, where, nation, text)
    assert orders == wanted and not problems
