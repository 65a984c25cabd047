"""Issue 22, round 7 (fresh5-eia-veteran-3, fresh4-eia-plan-1): a short form run together that may be two seas
('NS': North Sea or Norwegian Sea) is the one that borders the area before it on the route; 'Guard: stays ...'
says what the Guard corps does, never answers the guard question."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation, where):
    board, state = position("eia", where)
    sheet = RULES.parse_orders(text + "\n", state.find_nation(nation).name, state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("text, wanted", [
    ("GB N: Chan EC-NS ; Med WM-GoL", ["fleet Channel: English Channel - North Sea",
                                        "fleet Mediterranean: Western Mediterranean - Gulf of Lion"]),
    ("fleet Channel: EC - NS", ["fleet Channel: English Channel - North Sea"]),
    ("Chan EC-NS", ["fleet Channel: English Channel - North Sea"]),
    ("fleet Channel: English Channel - NS", ["fleet Channel: English Channel - North Sea"]),
])
def test_a_short_sea_by_the_area_before_it(text, wanted):
    orders, problems = read(text, "Great Britain", "great-britain-naval")
    assert (sorted(orders), problems) == (sorted(wanted), [])


def test_a_short_sea_with_nothing_before_it_is_asked():
    orders, problems = read("fleet Channel: NS - EC", "Great Britain", "great-britain-naval")
    assert orders == [] and "North Sea or Norwegian Sea" in problems[0]


@pytest.mark.parametrize("text, wanted", [
    ("- Guard: stays in Petersburg, the Tsar wants it near.", []),
    ("Guard: marches to Novgorod", ["corps Guard I: St Petersburg - Novgorod"]),
    ("Guard: hold", ["standing guard: hold"]),
    ("Guard: commit", ["standing guard: commit"]),
])
def test_the_guard_corps_or_the_guard_question(text, wanted):
    assert read(text, "Russia", "russia-land") == (wanted, [])
