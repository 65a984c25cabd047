"""An apology of manners is no correction ('..., sorry for the short message', 'Sorry to bother you: ...', 'this
sorry war'): the reader by meaning reads the order beside it and sets the apology aside; an apology for an
error ('sorry for the mistake') is still a correction, never read past (engine.words.meaning.verbs.is_manners)."""

import pytest

from engine.words.meaning.verbs import is_manners
from tests.orders.bundled import read


def test_manners_or_a_correction():
    assert is_manners("sorry for the short message".split(), 0)
    assert is_manners("sorry to bother you".split(), 0)
    assert is_manners("the referee of this sorry war".split(), 4)
    assert not is_manners("sorry for the mistake".split(), 0)
    assert not is_manners("sorry , 56 not 52".split(), 0)
    assert not is_manners("sorry about the mix-up".split(), 0)


@pytest.mark.parametrize("ruleset, where, nation, text, orders", [
    ("napoleonic", "spring-1805-war", "Prussia", "Corps A marches on into Saxony, sorry for the short message.",
     ["A - Saxony"]),
    ("classic", "start", "Italy", "Buy 2 armies in 38, sorry for the short message.", ["buy 2 armies in 38"]),
    ("classic", "start", "Italy", "Sorry to bother you: buy 2 armies in 38.", ["buy 2 armies in 38"]),
    ("eia", "start", "Spain", "Spain allies with France this month, sorry for the short message.", ["ally with France"]),
])
def test_the_order_beside_an_apology_reads(ruleset, where, nation, text, orders):
    assert read(ruleset, where, nation, text) == (orders, [])


def test_a_sorry_state_is_talk_classic():
    assert read("classic", "start", "Italy", "The Senate is in a sorry state, the Austrians laugh at us in Vienna.") == ([], [])


def test_an_apology_for_an_error_is_still_a_correction_napoleonic():
    shown, problems = read("napoleonic", "spring-1805-war", "Prussia",
                           "A - Saxony\nCorps A marches on into Bohemia, sorry for the mistake.")
    assert "A - Bohemia" not in shown and problems
