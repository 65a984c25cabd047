"""The orders a line that does not read may mean are ranked by the arm its soldier's word names
(engine.words.meaning.arms): 'build 1 dragoon in Paris' offers the cavalry first, 'gunners' the artillery, with
the count said; the word itself is never read as a unit."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position


def _choices(rules_id, nation, text):
    board, state = position(rules_id, "start")
    sheet = ruleset(rules_id).parse_orders(text, nation, state, board)
    assert not sheet.orders
    return [c for p in sheet.problems for c in p.choices]


@pytest.mark.parametrize("text, first", [("build 1 dragoon in Paris", "build 1 cavalry in Paris"),
                                         ("build 2 cuirassiers in Paris", "build 2 cavalry in Paris"),
                                         ("build 1 gunner in Paris", "build 1 artillery in Paris"),
                                         ("Build a grenadier in Paris", "build 1 infantry in Paris")])
def test_the_arm_said_ranks_first_napoleonic(text, first):
    assert _choices("napoleonic", "France", text)[0] == first


@pytest.mark.parametrize("text, first", [("build 1 dragoon in Manarth Hold", "build 1 Cavalry in 32"),
                                         ("build 2 hussars in Manarth Hold", "build 2 Cavalry in 32")])
def test_the_arm_said_ranks_first_succheesion(text, first):
    assert _choices("succheesion", "Manarth", text)[0] == first
