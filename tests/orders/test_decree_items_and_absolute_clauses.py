"""Issue 22, round 16 (fresh21, orders given inside the story): the items of a decree or a council's resolution,
each on its own line ending with ';' ('- that Corps C shall attack the French in Piedmont;'), are read each by
itself, as lines ending with '.'; a circumstance said after the order in the absolute construction ('..., the
Apulians having refused tribute') is its reason, set aside and named on the receipt. Near-orders stay refused."""

import pytest

from engine.words.absolute_clauses import absolute_at
from engine.words.clause_items import ends_an_item
from tests.orders.bundled import read


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("napoleonic", "spring-1805-war", "Austria",
     "Resolved:\n- that Corps D shall advance from the Tyrol into Bavaria;\n- that Corps C shall attack Piedmont;\n"
     "- that Corps E shall ride from Buda to Vienna.", ["D Tyrol - Bavaria", "C - Piedmont", "E Buda - Vienna"]),
    ("classic", "start", "Italy", "The Senate decrees:\nthat two ships be built in the Tyrrhenian Sea;\n"
     "that the two legions of Campania (38) march into Apulia (39);", ["buy 2 ships in S", "2 armies 38 -> 39"]),
    ("eia", "austria-land", "Austria", "Ordered:\n1. that Corps II march from the Tyrol into Bavaria;",
     ["corps II: Tyrol - Bavaria"]),
])
def test_each_item_of_a_decree_is_read(rules_id, where, nation, text, orders):
    got, problems = read(rules_id, where, nation, text)
    assert got == orders and not problems, problems


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("classic", "start", "Italy", "2 armies 38 -> 39, the tribes having refused tribute.", ["2 armies 38 -> 39"]),
    ("eia", "russia-land", "Russia", "Corps I goes from Lithuania into Minsk, the Poles having asked for our protection.",
     ["corps I: Lithuania - Minsk"]),
    ("succheesion", "start", "Adoen", "2 units 18 -> 19, the peasants having risen against the Maustrians.",
     ["2 units 18 -> 19"]),
])
def test_a_circumstance_in_the_absolute_is_the_orders_reason(rules_id, where, nation, text, orders):
    got, problems = read(rules_id, where, nation, text)
    assert got == orders and not problems, problems


@pytest.mark.parametrize("text, at", [
    ("the Apulians having refused tribute", 2),
    ("the weather being fine", 2),
    ("Carthage having ships and Rome having too few", 1),
    ("the fleet having sailed", None),          # a unit of the writer's
    ("B having to hold Munich", None),          # a unit by its letter, a duty
    ("the Saxons having 3 armies", None),       # a count
    ("we having none", None),
    ("having said that", None),
])
def test_what_an_absolute_clause_is(text, at):
    assert absolute_at(text.casefold().split(), text.split()) == at


@pytest.mark.parametrize("raw, text, ends", [
    ("- that Corps C shall attack Piedmont;", "that Corps C shall attack Piedmont;", True),
    ("that two ships be built in S;", "that two ships be built in S;", True),
    ("2. the Guard to stay at Vienna;", "the Guard to stay at Vienna;", True),
    ("Corps C marches to Piedmont;", "Corps C marches to Piedmont;", False),     # may go on below
    ("- that Corps C shall attack Piedmont,", "that Corps C shall attack Piedmont,", False),
])
def test_an_item_ends_with_a_semicolon(raw, text, ends):
    assert ends_an_item(raw, text) == ends
