"""A condition said between the units and their verb ('the two armies from 87 unless it is defended move to
Livonia') is never passed over: the move hangs on it, so it is refused or asked, in every ruleset that reads
moves in words (engine.words.movement.read_movement)."""

import pytest

from tests.orders.bundled import sheet_of

HANGING = [
    ("classic", "Russia", "start", "the two armies from 87 unless it is defended move to Livonia"),
    ("classic", "Russia", "start", "the two armies from 87 if Prussia agrees move to Livonia"),
    ("classic", "Russia", "start", "my 2 armies in 87, provided the Prussians stay home, march into 84"),
    ("classic", "Spain", "start", "the 3 armies in 14 when the harvest is in march to 11"),
    ("classic", "Italy", "start", "the armies of 37 should Rome fall march to 36"),
    ("succheesion", "Crimsonia", "start", "the 4 units at Rubygate unless it is defended go to Republic Marsh"),
    ("napoleonic", "France", "spring-1805-war", "corps A unless it is attacked marches to Flanders"),
    ("napoleonic", "France", "spring-1805-war", "Corps A, if the Austrians stay put, marches to Flanders"),
    ("napoleonic", "France", "spring-1805-war", "corps A until the Guard arrives marches to Flanders"),
]


@pytest.mark.parametrize("rules_id, nation, where, text", HANGING)
def test_a_condition_before_the_verb_is_never_passed_over(rules_id, nation, where, text):
    sheet = sheet_of(rules_id, nation, where, text)
    assert not sheet.orders and sheet.problems, sheet


@pytest.mark.parametrize("rules_id, nation, where, text", [
    ("classic", "Russia", "start", "the two armies from 87 move to Livonia"),
    ("napoleonic", "France", "spring-1805-war", "corps A marches to Flanders"),
])
def test_the_same_move_without_a_condition_reads(rules_id, nation, where, text):
    sheet = sheet_of(rules_id, nation, where, text)
    assert len(sheet.orders) == 1 and not sheet.problems, sheet
