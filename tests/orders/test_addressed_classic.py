"""Issue 22, round 6: classic orders addressed to a commander ('Hannibal, lead ...', 'Consul of Naples: your two
legions march ...', 'Admiral, land the two armies aboard in Armorica (19).'): the address is no part of the order.
A title's place must agree with the order; another nation, a place or a condition before the comma is no address."""

import pytest

from engine.rulesets.classic.addressed import addressed
from engine.rulesets.classic.syntax import ORDER_WORDS, Names
from tests.corpus.positions import position
from tests.orders.bundled import checked

READ = [
    ("Carthage", "start", "Hannibal, lead the two armies of Numidia (109) into Mauretania (110).", ["2 armies 109 -> 110"]),
    ("Carthage", "start", "Hanno, buy 1 army in 107", ["buy 1 army in 107"]),
    ("Italy", "start", "Praetor of Rome: raise one new legion in Rome.", ["buy 1 army in 37"]),
    ("Britain", "britons-aboard", "Admiral, land the two armies aboard in Armorica (19).", ["2 armies I -> 19"]),
    ("Russia", "start", "General Kutuzov, march the two armies of St Petersburg into Finland (73).", ["2 armies 86 -> 73"]),
    ("Spain", "start", "Duke of Alba: the three armies of Castile go to Portugal.", ["3 armies 14 -> 15"]),
    ("Vikings", "start", "Jarl Harald, take 2 armies from 69 to 71", ["2 armies 69 -> 71"]),
    ("Turkey", "start", "Pasha of Constantinople, send the 3 armies there to Thrace (47)", ["3 armies 48 -> 47"]),
]


@pytest.mark.parametrize("nation, where, line, orders", READ)
def test_an_order_addressed_to_a_commander_reads(nation, where, line, orders):
    got, sheet = checked("classic", nation, where, line)
    assert sheet.problems == () and got == orders


@pytest.mark.parametrize("nation, line", [
    ("Italy", "Praetor of Rome: raise one new legion in Naples."),     # the title's place is not the order's
    ("Britain", "Prussia, 2 armies 3 -> 6"),                           # another player addressed
    ("Italy", "Praetor of Venetia: raise one new legion in Rome."),
])
def test_an_address_that_disagrees_or_names_another_player_is_refused(nation, line):
    got, sheet = checked("classic", nation, "start", line)
    assert sheet.problems and got == []


def test_no_address_is_taken_from_a_place_a_condition_or_an_order():
    board, state = position("classic", "start")
    names = Names(board, state)
    for line in ("Naples: 2 armies to 39", "If Rome attacks, 2 armies 38 -> 39", "Buy, 2 armies in 37",
                 "2 armies, 38 -> 39", "Prussia, 2 armies 3 -> 6", "Maybe, 2 armies 38 -> 39", "Perhaps: buy 1 army in 37",
                 "Nothing bought, 2 armies 38 -> 39", "Otherwise, take 2 armies to 39"):
        assert addressed(line, "Italy", names, ORDER_WORDS) is None
    assert addressed("Consul of Naples: your two legions march", "Italy", names, ORDER_WORDS) == (
        "your two legions march", "38")
