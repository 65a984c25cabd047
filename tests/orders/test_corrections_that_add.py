"""A correction whose words only add ('EDIT: build 1 cavalry in London as well', 'Update: 2 units 9 -> 4
too', 'Correction: in addition, ...') gives one more order and replaces none (issue 22,
fresh3-nap-correct-5); with a 'not' or an 'instead' it still corrects."""

import pytest

from engine.words.clauses import adds_on, correction_of
from tests.corpus.positions import position
from engine.rulesets import ruleset


def orders(rules_id, nation, text):
    board, state = position(rules_id, "start")
    rules = ruleset(rules_id)
    sheet = rules.check_orders(rules.parse_orders(text, nation, state, board), state, board)
    return [rules.format_order(o, board) for o in sheet.orders], sheet.problems


@pytest.mark.parametrize("rules_id, nation, text, expect", [
    ("napoleonic", "Great Britain", "build 2 infantry in London\nbuild squadron in English Channel\n"
     "EDIT: build 1 cavalry in London as well",
     ["build 2 infantry in London", "build squadron in English Channel", "build cavalry in London"]),
    ("napoleonic", "Great Britain", "build 2 infantry in London\nEdit: build 1 artillery in London too",
     ["build 2 infantry in London", "build artillery in London"]),
    ("napoleonic", "Great Britain", "build 2 infantry in London\nUpdate: in addition, build 1 cavalry in London",
     ["build 2 infantry in London", "build cavalry in London"]),
    ("napoleonic", "Great Britain", "build 2 infantry in London\nCorrection: build 1 cavalry in London as well",
     ["build 2 infantry in London", "build cavalry in London"]),
    ("classic", "Carthage", "2 armies 109 -> 110\nbuy 1 army in 108\nEDIT: buy 1 army in 109 as well",
     ["2 armies 109 -> 110", "buy 1 army in 108", "buy 1 army in 109"]),
    ("classic", "Carthage", "2 armies 109 -> 110\nCorrection: 3 ships T -> S too",
     ["2 armies 109 -> 110", "3 ships T -> S"]),
    ("succheesion", "Crimsonia", "build 1 Infantry in 1\nEDIT: build 1 Militia in 1 as well",
     ["build 1 Infantry in 1", "build 1 Militia in 1"]),
    ("succheesion", "Crimsonia", "build 1 Infantry in 4\nUpdate: 2 units 9 -> 4 too",
     ["build 1 Infantry in 4", "2 units 9 -> 4"]),
    ("succheesion", "Crimsonia", "build 1 Infantry in 1\nActually, build 1 Cavalry in 9 as well.",
     ["build 1 Infantry in 1", "build 1 Cavalry in 9"]),
])
def test_a_correction_that_adds_replaces_nothing(rules_id, nation, text, expect):
    assert orders(rules_id, nation, text) == (expect, ())


def test_the_second_edit_still_corrects_the_addition():
    got, problems = orders("napoleonic", "Great Britain", "build 2 infantry in London\nbuild squadron in English "
                           "Channel\nEDIT: build 1 cavalry in London as well\nEDIT2: no, not cavalry, make it 1 "
                           "artillery in London")
    assert got == ["build 2 infantry in London", "build squadron in English Channel", "build artillery in London"]


@pytest.mark.parametrize("text", ["EDIT: not infantry, build 1 cavalry in London as well",
                                  "EDIT: build 1 cavalry in London too, instead of the infantry",
                                  "Correction: build cavalry in London as well, not in Paris",
                                  "EDIT: build cavalry in London", "Actually, make that cavalry too"])
def test_a_correction_that_also_replaces_stays_a_correction(text):
    assert correction_of(text)[0]


@pytest.mark.parametrize("said, adds", [("build 1 cavalry in London as well", True), ("also A holds", True),
                                        ("in addition, 2 armies 21 -> 25", True), ("A holds", False),
                                        ("A holds too, not B", False), ("too" + " " * 100_000, False)])
def test_what_only_adds(said, adds):
    assert adds_on(said) is adds
