"""Issue 22 round 13: 'instead of OLD, VERB ... NEW' said with any order verb, and with a verb-led phrase taken back
('instead of Lithuania build them in Livonia', 'Instead of sending them to 19, send the two to 22'): the earlier
order naming OLD given again with NEW (engine.words.instead_of). It read only after a short list of verbs."""

from __future__ import annotations

import pytest

from tests.orders.bundled import sheet_of, written


def _read(rules_id: str, where: str, nation: str, text: str):
    sheet = sheet_of(rules_id, nation, where, text)
    return written(rules_id, where, sheet), sheet.problems


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("napoleonic", "spring-1805-war", "France", "build infantry in Paris\nChange of plan: instead of Paris build it "
     "in Lyon.", ["build infantry in Lyonnais"]),
    ("succheesion", "start", "Berdain", "build 1 Infantry in 38\nChange of plan: instead of Berdain raise it at "
     "Lowland Dairies.", ["build 1 Infantry in 39"]),
    ("succheesion", "start", "Berdain", "4 units 38 -> 40\nInstead of marching to 40, the four go to 39.",
     ["4 units 38 -> 39"]),
    ("classic", "start", "France", "2 armies 20 -> 19\nInstead of sending them to 19, send the two to 22.",
     ["2 armies 20 -> 22"]),
    ("classic", "start", "France", "2 armies 20 -> 19\nCorrection: instead of moving into 19 they march to 22.",
     ["2 armies 20 -> 22"]),
    ("classic", "start", "France", "buy 2 armies in 21\n2 armies 20 -> 19\nInstead of 21 buy them in 25.",
     ["buy 2 armies in 25", "2 armies 20 -> 19"]),
])
def test_the_order_naming_what_is_taken_back_is_given_with_the_new_place(rules_id, where, nation, text, orders):
    assert _read(rules_id, where, nation, text) == (orders, ())


def test_a_new_clause_of_another_unit_changes_no_other_order_in_silence():
    orders, problems = _read("classic", "start", "France",
                             "2 armies 20 -> 19\n1 army 25 -> 29\nInstead of going to 19, the army in 25 goes to 22.")
    assert "2 armies 20 -> 22" not in orders and problems
