"""An edit that opens with 'and' adds an order and replaces none (fresh5-cl-correct-2: '2 armies 97 -> 100' /
'EDIT2: and 2 armies 98 -> 99' gave only the second); with 'instead', 'not', 'make it' or 'it' after the 'and'
it is no mere addition and is never read as one."""

import pytest

from engine.words.clauses import adds_on
from tests.orders.bundled import read


@pytest.mark.parametrize("nation, text, expect", [
    ("Turkey", "[s]3 armies 48 -> 47[/s]\n2 armies 97 -> 100\nEDIT2: and 2 armies 98 -> 99",
     ["2 armies 97 -> 100", "2 armies 98 -> 99"]),
    ("Turkey", "2 armies 97 -> 100\nEDIT: and buy 1 army in 98", ["2 armies 97 -> 100", "buy 1 army in 98"]),
    ("Turkey", "2 armies 97 -> 100\nedit - and 1 army 98 -> 99.", ["2 armies 97 -> 100", "1 army 98 -> 99"]),
    ("France", "2 armies 24 -> 52\nEdit #2: and give 5 gold to Spain", ["2 armies 24 -> 52", "give 5 gold to Spain"]),
    ("Spain", "a pair of armies 13 -> 12\nEDIT:   and  buy 2 armies in 13", ["2 armies 13 -> 12", "buy 2 armies in 13"]),
    ("Turkey", "2 armies 97 -> 100\nEDIT: and also 2 armies 98 -> 99", ["2 armies 97 -> 100", "2 armies 98 -> 99"]),
])
def test_an_edit_opening_with_and_adds_an_order(nation, text, expect):
    shown, problems = read("classic", "start", nation, text)
    assert shown == expect and problems == []


@pytest.mark.parametrize("text", [
    "2 armies 97 -> 100\nEDIT: and instead 2 armies 98 -> 99",
    "2 armies 97 -> 100\nEdit: and make it 1 army",
    "2 armies 97 -> 100\nEDIT - and not 2 armies 97 -> 100, 2 armies 98 -> 99",
])
def test_an_edit_with_and_that_changes_an_order_is_never_an_addition(text):
    shown, problems = read("classic", "start", "Turkey", text)
    assert shown != ["2 armies 97 -> 100", "2 armies 98 -> 99"] and "2 armies 97 -> 100" not in shown


@pytest.mark.parametrize("rest, adds", [
    ("and 2 armies 98 -> 99", True), ("and buy 1 army in 98", True), ("and instead 2 armies 98 -> 99", False),
    ("and make it 3", False), ("and it goes to 26", False), ("and scratch the purchase", False), ("and", False),
    ("and, 2 armies 98 -> 99", False),
])
def test_which_and_adds(rest, adds):
    assert adds_on(rest) is adds
