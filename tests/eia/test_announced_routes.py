"""Marches announced with their verb and then given without it ('Two of our four corps march: the Guard from
St Petersburg by Novgorod to Mogilev, and corps I from Lithuania ...'): each unit's route read with the
announcement's verb; the count is the one that moves ('two of our four'), and one too few is asked (issue 22)."""

import pytest

from engine.rulesets.eia.announced import announced, with_verb
from tests.orders.bundled import checked

GUARD, FIRST = "corps Guard I: St Petersburg - Novgorod - Mogilev", "corps I: Lithuania - Volhynia - Cracow - Moravia"


@pytest.mark.parametrize("text, expected", [
    ("Two of our four corps march: the Guard from St Petersburg by Novgorod to Mogilev, and corps I from Lithuania "
     "through Volhynia and Cracow into Moravia, to meet the Austrians.", [GUARD, FIRST]),
    ("Both corps march: the Guard from St Petersburg to Novgorod, corps I from Lithuania to Volhynia.",
     ["corps Guard I: St Petersburg - Novgorod", "corps I: Lithuania - Volhynia"]),
    ("Two corps advance: the Guard by Novgorod to Mogilev; corps I into Volhynia.",
     ["corps Guard I: St Petersburg - Novgorod - Mogilev", "corps I: Lithuania - Volhynia"]),
    ("Both of our corps move: corps I through Volhynia and Cracow to Moravia, and the Guard to Novgorod.",
     [FIRST, "corps Guard I: St Petersburg - Novgorod"]),
    ("Two of the Tsar's corps march: the Guard towards Novgorod, corps I by way of Volhynia to Cracow.",
     ["corps Guard I: St Petersburg - Novgorod", "corps I: Lithuania - Volhynia - Cracow"]),
])
def test_routes_after_an_announcement_take_its_verb(text, expected):
    orders, sheet = checked("eia", "Russia", "russia-land", text)
    assert sheet.problems == ()
    assert orders == expected


def test_one_route_for_two_corps_announced_is_asked_once():
    orders, sheet = checked("eia", "Russia", "russia-land",
                            "Two corps march: the Guard from St Petersburg to Novgorod, and corps I stays.")
    assert len(sheet.problems) == 1 and "it says 2 corps move and gives 1 moves" in sheet.problems[0].reason


@pytest.mark.parametrize("text, count", [("Two of our four corps march", 2), ("our three line corps march", 3),
                                         ("Both fleets sail", 2), ("All of our corps march", 0)])
def test_the_count_announced_is_the_one_that_moves(text, count):
    assert announced(text)[1] == count


def test_a_piece_with_a_verb_of_its_own_or_no_unit_is_left_as_it_is():
    assert with_verb("the Guard marches to Novgorod", "march") is None
    assert with_verb("to Novgorod", "march") is None
    assert with_verb("the Guard from St Petersburg to Novgorod", "march") == "the Guard march from St Petersburg to Novgorod"
