"""Issue 22, classic purchases and gifts said in prose: a reason after the purchase, the gold spent, the
passive, the unit word left out where the place says it, 'a fleet of 2 ships', gifts as nouns, other verbs
of giving, and the receiver named as 'our Spanish friends'. What a reason would change is never set aside."""

import pytest

from .bundled import bundled, words

RULES, BOARD, STATE = bundled("classic")


def read(text, nation="France"):
    sheet = words(RULES, text, nation, STATE, BOARD)
    return [RULES.format_order(x, BOARD) for x in sheet.orders], [p.text for p in sheet.problems]


@pytest.mark.parametrize("nation, text, orders", [
    ("France", "Buy two armies in Paris itself (21) to hold the capital.", ["buy 2 armies in 21"]),
    ("France", "We buy an army in Paris to guard the king.", ["buy 1 army in 21"]),
    ("France", "Purchase one ship in the Channel for the coast.", ["buy 1 ship in I"]),
    ("France", "Please recruit 2 armies at Paris, for defence.", ["buy 2 armies in 21"]),
    ("Carthage", "We levy three armies in Carthago because the Senate insists.", ["buy 3 armies in 108"]),
    ("France", "Spend 6 gold on two armies in Paris.", ["buy 2 armies in 21"]),
    ("Britain", "Spend 5 gold on a ship in the Channel", ["buy 1 ship in I"]),
    ("France", "Two new armies are to be raised in Paris.", ["buy 2 armies in 21"]),
    ("Russia", "One army will be recruited at Moscow.", ["buy 1 army in 89"]),
    ("France", "buy 1 in 21", ["buy 1 army in 21"]),
    ("France", "buy 1 in I", ["buy 1 ship in I"]),
    ("France", "2 armies 20 -> 22 and buy 1 in 21", ["2 armies 20 -> 22", "buy 1 army in 21"]),
    ("France", "Build a fleet of 2 ships in the Channel.", ["buy 2 ships in I"]),
])
def test_purchases_said_in_prose(nation, text, orders):
    assert read(text, nation) == (orders, [])


@pytest.mark.parametrize("nation, text, orders", [
    ("France", "We send 5 gold to our Spanish friends.", ["give 5 gold to Spain"]),
    ("France", "A gift of 5 gold to Spain.", ["give 5 gold to Spain"]),
    ("Italy", "We make a loan of 4 gold to Austria", ["give 4 gold to Austria"]),
    ("France", "Transfer 5 gold to Spain.", ["give 5 gold to Spain"]),
    ("Prussia", "Grant 3 gold to our allies the Russians.", ["give 3 gold to Russia"]),
    ("France", "5 gold for Spain.", ["give 5 gold to Spain"]),
])
def test_gifts_said_in_prose(nation, text, orders):
    assert read(text, nation) == (orders, [])


@pytest.mark.parametrize("text", [
    "Buy two armies in Paris itself (22) to hold the capital.",     # 22 is not Paris: which?
    "Spend 9 gold on two armies in Paris.",                         # two armies cost 6
    "Buy 2 armies in 21 to attack 22.",                             # more than a reason: ask
    "Buy 2 armies in 21 for Spain.",
    "Buy 2 armies in 21 so that 2 armies can go to Normandy.",
    "Some gold for Spain.",
    "5 gold for the war chest.",
])
def test_what_a_reason_would_change_is_refused(text):
    orders, problems = read(text)
    assert orders == [] and problems == [text]
