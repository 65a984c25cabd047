"""Issue 22, round 7 (fresh6 'caps'): marks typed with no space after them ('BUILD 2 INFANTRY IN
MAGDEBURG.ALLIANCE WITH RUSSIA.', 'ADOEN:2 UNITS 18->10;PEACE WITH MAUSTRIA;NO TP.') cut the line into its
orders in every ruleset as '. ', '; ', ', ' and ': ' do; before, the clauses after the first were read as part of
it or dropped in silence. Abbreviations, times and decimals are left as written."""

import pytest

from engine.words.glued import spaced
from tests.orders.bundled import read


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("napoleonic", "start", "Prussia", "BUILD 2 INFANTRY IN MAGDEBURG.ALLIANCE WITH RUSSIA.GIVE 4 GOLD TO RUSSIA.",
     ["build 2 infantry in Magdeburg", "alliance with Russia", "give 4 gold to Russia"]),
    ("napoleonic", "start", "Prussia", "build 2 infantry in Magdeburg;alliance with Russia",
     ["build 2 infantry in Magdeburg", "alliance with Russia"]),
    ("succheesion", "start", "Adoen", "ADOEN:2 UNITS 18->10;PEACE WITH MAUSTRIA;NO TP.",
     ["2 units 18 -> 10", "make peace with Maustria", "spend no TP"]),
    ("succheesion", "start", "Adoen", "2 units 18 -> 10.Peace with Maustria.", ["2 units 18 -> 10", "make peace with Maustria"]),
    ("eia", "start", "Portugal", "PORTUGAL:ALLY WITH GREAT BRITAIN,DECLARE WAR ON SPAIN.",
     ["ally with Great Britain", "declare war on Spain"]),
    ("eia", "start", "Russia", "Ally with Prussia;declare war on Turkey", ["ally with Prussia", "declare war on Turkey"]),
    ("classic", "start", "Russia", "2 ARMIES 87 -> 88;BUY 1 ARMY IN 90", ["2 armies 87 -> 88", "buy 1 army in 90"]),
    ("classic", "start", "Russia", "Russia:buy 1 army in 90.Give 2 gold to Prussia", ["buy 1 army in 90", "give 2 gold to Prussia"]),
])
def test_orders_glued_by_marks_are_read_each(rules_id, where, nation, text, orders):
    got, problems = read(rules_id, where, nation, text)
    assert (sorted(got), problems) == (sorted(orders), [])


@pytest.mark.parametrize("text, said", [
    ("MAGDEBURG.ALLIANCE", "MAGDEBURG. ALLIANCE"),
    ("18->10;PEACE", "18->10; PEACE"),
    ("PORTUGAL:ALLY", "PORTUGAL: ALLY"),
    ("St.Petersburg", "St.Petersburg"),
    ("e.g. at 12:30, 3.5 gold", "e.g. at 12:30, 3.5 gold"),
    ("3 armies 48->47,2 armies 97->100", "3 armies 48->47,2 armies 97->100"),
])
def test_where_a_space_is_put(text, said):
    assert spaced(text) == said


def test_a_long_line_of_marks_is_read_in_linear_time():
    for text in (" " * 100_000, "," * 100_000, "ab." * 30_000, "abc;" * 25_000):
        assert len(spaced(text)) >= len(text)
