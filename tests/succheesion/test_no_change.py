"""Orders the seed forbids, refused when entered in the words the turn uses (engine/rulesets/succheesion/
no_change.py), with near misses that stay orders: on the bundled Mausropa start."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("succheesion")


def reasons(nation, text):
    board, state = position("succheesion", "start")
    sheet = RULES.check_orders(RULES.parse_orders(text, nation, state, board), state, board)
    return [p.reason for p in sheet.problems]


REFUSED = [
    # "A number of units may appear in a Region equal to the number of loyal cities" (seed 004, Units)
    ("Maustria", "build 1 Infantry in 27", "Countess Wood has no city: new units appear only where there are "
                                            "cities (one a city a turn); a Fort may be built anywhere"),
    ("Maustria", "build an infantry in Countess Wood", "Countess Wood has no city: new units appear only where "
                                                       "there are cities (one a city a turn); a Fort may be built anywhere"),
    ("Maustria", "build 4 Militia in 21", "Maus Imperial has 3 cities: at most 3 new unit(s) may appear there a turn"),
    # "Nations are either at War or Peace" (seed 004, Diplomausy): nothing to make
    ("Randomia", "make peace with Crimsonia", "Randomia and Crimsonia are at peace: there is no war to end"),
    ("Maustria", "declare war on Crimsonia", "Maustria and Crimsonia are already at war: there is no war to declare"),
    ("Stilwen", "ally with Crimsonia", "Stilwen and Crimsonia are already allies: there is no alliance to make"),
    # "A side may choose to break a Trade Agreement" (seed 004): one in place
    ("Randomia", "break trade with Crimsonia", "Randomia and Crimsonia have no trade to break"),
    ("Berdain", "We end our trade with Ubliko.", "Berdain and Ubliko have no trade to break"),
    # a declaration of war breaks every agreement (rules notes, Trade): no trade with an enemy
    ("Maustria", "invest 5 cheese in trade with Crimsonia",
     "Maustria and Crimsonia are at war: nations at war do not trade (make peace first)"),
    # "Units that start a turn in a region with an enemy Fort may either lay Siege or Assault" (seed 004)
    ("Stilwen", "siege 6", "there is no enemy fort in Stilwen City"),
    # "Occupied Regions will only become Loyal when ceded by the original owning power" (seed 004)
    ("Maustria", "cede 20 to Adoen", "Adoen Shore is not Maustria's to cede"),
    ("Maustria", "leave pact Cheddar", "Maustria is not in the pact Cheddar"),
]


@pytest.mark.parametrize("nation, text, why", REFUSED, ids=[t for _, t, _ in REFUSED])
def test_what_the_seed_forbids_is_refused_when_entered(nation, text, why):
    assert reasons(nation, text) == [why]


ALLOWED = [
    ("Maustria", "build 1 Fort in 27"),                 # "Fort (2) – may be built in any Land Region (even with no cities"
    ("Maustria", "build 3 Militia in 21"),
    ("Maustria", "build 2 Infantry in 21\nbuild 1 Cavalry in 21"),
    ("Maustria", "make peace with Crimsonia"),
    ("Randomia", "declare war on Crimsonia"),
    ("Randomia", "break trade with Ubliko"),
    ("Berdain", "break trade with Maustria"),
    ("Maustria", "make peace with Crimsonia\ninvest 5 cheese in trade with Crimsonia"),   # peace comes first (step 4)
    ("Maustria", "cede 21 to Adoen"),
]


@pytest.mark.parametrize("nation, text", ALLOWED, ids=[t for _, t in ALLOWED])
def test_near_misses_stay_orders(nation, text):
    assert reasons(nation, text) == []


def test_builds_that_together_overfill_a_region_are_each_refused_which_is_meant():
    why = reasons("Maustria", "build 2 Militia in 21\nbuild 2 Infantry in 21")
    assert why == ["these builds put 4 new units in Maus Imperial, which has 3 cities: which is meant? ask the player"] * 2
