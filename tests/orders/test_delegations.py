"""Issue 22, round 7 (fresh6 'delegate'): a line that leaves an order to the GM ('As for the fleet, do what you
think best with the fleet.', 'Armies in 16: GM's choice.', 'corps II: same as the AI would.') is refused in every
ruleset, saying it leaves the order to the GM, never filed as talk; the message's other orders stand."""

import pytest

from engine.words.delegations import delegated
from tests.orders.bundled import read


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("succheesion", "start", "Stilwen", "Build 1 Infantry in 6.\nAs for the fleet, do what you think best with the fleet.",
     ["build 1 Infantry in 6"]),
    ("succheesion", "start", "Stilwen", "2 units 8 -> 9\nthe frigates: your call, GM", ["2 units 8 -> 9"]),
    ("classic", "start", "Carthage", "2 armies 107 -> 106.\nThe ships: do whatever you think best with the ships, GM.",
     ["2 armies 107 -> 106"]),
    ("classic", "start", "Spain", "2 armies 13 -> 12\nArmies in 16: GM's choice.", ["2 armies 13 -> 12"]),
    ("classic", "start", "Russia", "2 armies 87 -> 88\nthe fleet - up to you", ["2 armies 87 -> 88"]),
    ("napoleonic", "spring-1805-war", "Spain", "Corps C holds. For corps A, GM's choice, whatever keeps Madrid safe.",
     ["C holds"]),
    ("napoleonic", "spring-1805-war", "Austria", "B - Saxony\nthe squadron: as you see fit", ["B - Saxony"]),
    ("eia", "turkey-land", "Turkey", "corps I: Stamboul - Salonica\ncorps II: same as the AI would.",
     ["corps I: Stamboul - Salonica"]),
    ("eia", "turkey-land", "Turkey", "corps I: Stamboul - Salonica\nThe navy I leave to you, use your judgement.",
     ["corps I: Stamboul - Salonica"]),
    ("eia", "france-land", "France", "Corps I: Rhineland - Thuringia\nThe guard? Surprise me.",
     ["corps I: Rhineland - Thuringia"]),
])
def test_an_order_left_to_the_gm_is_refused_and_the_others_stand(rules_id, where, nation, text, orders):
    got, problems = read(rules_id, where, nation, text)
    assert got == orders and len(problems) == 1 and "leaves the order to the GM" in problems[0], problems


@pytest.mark.parametrize("text, phrase", [
    ("Armies in 16: GM's choice.", "GM's choice"),
    ("As for the fleet, do what you think best", "do what you think best"),
    ("corps II: same as the AI would", "same as the AI would"),
    ("Thanks GM, see you next turn", None),
    ("2 armies 87 -> 88", None),
    ("x" * 500 + " up to you", None),
])
def test_the_phrases_of_a_delegation(text, phrase):
    assert delegated(text) == phrase
