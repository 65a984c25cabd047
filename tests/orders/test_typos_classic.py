"""Issue 22, round 6: classic order verbs and unit words typed one letter off ('marhc', 'sial', 'fleeet', 'atack',
'bulid', 'by 1 army in 38') are read as the word meant when the line then reads whole, and the receipt names each;
words of English one letter off ('gold', 'said') are never taken for order words. Also 'the fleet of three ships in T'
and a verb between the units and the route ('4 ships sail D -> E')."""

import pytest

from engine.rulesets.classic.typos import meant
from tests.orders.bundled import checked

READ = [
    ("Vikings", "marhc 3 armies from 68 to 64", ["3 armies 68 -> 64"], "marhc"),
    ("Vikings", "fleeet of 4 ships sial D -> E", ["4 ships D -> E"], "sial"),
    ("Italy", "atack 33 with 1 army from 34", ["1 army 34 -> 33"], "atack"),
    ("Italy", "raies 1 army in 38", ["buy 1 army in 38"], "raies"),
    ("Italy", "bulid 2 armies in 37", ["buy 2 armies in 37"], "bulid"),
    ("Russia", "moev 2 armies from 86 to 74", ["2 armies 86 -> 74"], "moev"),
    ("Spain", "purchse 1 ship in N", ["buy 1 ship in N"], "purchse"),
    ("Prussia", "sial 2 shisp E -> F", ["2 ships E -> F"], "sial"),
]


@pytest.mark.parametrize("nation, line, orders, typed", READ)
def test_a_mistyped_order_word_is_read_and_named_on_the_receipt(nation, line, orders, typed):
    got, sheet = checked("classic", nation, "start", line)
    assert sheet.problems == () and got == orders
    assert any(typed in c.reason for c in sheet.chatter) or typed == "shisp"


SHAPES = [
    ("Carthage", "the fleet of three ships in T sails to the Tyrrhenian Sea S.", ["3 ships T -> S"]),
    ("Vikings", "4 ships sail D -> E", ["4 ships D -> E"]),
    ("Vikings", "3 armies march 68 -> 64", ["3 armies 68 -> 64"]),
    ("Prussia", "my fleet of 2 ships goes E -> F", ["2 ships E -> F"]),
]


@pytest.mark.parametrize("nation, line, orders", SHAPES)
def test_the_fleet_of_n_ships_and_a_verb_before_the_route_read(nation, line, orders):
    got, sheet = checked("classic", nation, "start", line)
    assert sheet.problems == () and got == orders


@pytest.mark.parametrize("line", ["give 5 gold to Prussia", "give 5 glod to Prussia"])
def test_gold_is_never_hold_and_a_mistyped_gold_is_not_guessed(line):
    got, sheet = checked("classic", "Russia", "start", line)
    assert got in (["give 5 gold to Prussia"], []) and (got or sheet.problems)


def test_only_one_word_one_letter_off_is_meant():
    assert meant("marhc") == "march" and meant("fleeet") == "fleet" and meant("sial") == "sail"
    assert meant("said") is None and meant("gold") is None and meant("mars") is None
    assert meant("gives") is None and meant("landed") is None and meant("sailing") is None    # inflected, not mistyped
    assert meant("x" * 100_000) is None
