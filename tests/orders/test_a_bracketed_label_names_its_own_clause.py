"""A unit's letter in brackets after a description ('the Cossacks (G) ride to Voronezh') names the unit of its own
clause: a unit word of an earlier clause ('the Guard corps A marches to Estonia, and ...') is never taken as the
description, which cut that clause's order away in silence (engine.words.clauses.named_in_brackets)."""

import pytest

from engine.words.clauses import named_in_brackets
from tests.orders.bundled import checked


def test_the_description_stays_in_its_clause():
    assert named_in_brackets("the Guard corps A marches to Estonia, and the Cossacks (G) ride to Voronezh") is None
    assert named_in_brackets("The Archduke's corps (A) marches to Tyrol") == "Corps A marches to Tyrol"
    assert named_in_brackets("B moves to Franconia and our Tyrolean corps (D) to Venetia") == \
        "B moves to Franconia and Corps D to Venetia"


@pytest.mark.parametrize("nation, text, want", [
    ("Austria", "Old corps A goes to Moravia and the Magyars (F) to Upper Hungary.", ["A - Moravia", "F - Upper Hungary"]),
    ("Russia", "the Guard corps A marches to Estonia, C to Kiev, and the Cossacks (G) ride to Voronezh.", None),
    ("France", "The Imperial Guard corps A heads to Brabant, and the horsemen (E) ride to Lorraine.", None),
])
def test_no_earlier_clause_is_cut_away(nation, text, want):
    shown, sheet = checked("napoleonic", nation, "spring-1805-war", text)
    if want is not None:
        assert shown == want, (shown, sheet.problems)
    else:
        assert sheet.problems, shown        # refused, never one order read of three
