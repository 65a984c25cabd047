"""A later sentence of a line that corrects it and cannot be read ('... Never mind, the 4 go to Cheese Coast
instead.', 'No wait, the giants live there.'): the orders before it are held back and asked, never carried out as if it had not been written
(they were: a misread). An apology alone ('Sorry for the typos') is manners and changes nothing."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("rules_id, nation, where, text", [
    ("succheesion", "Berdain", "start", "4 units 38 -> 12. Never mind, the four head for the cheesy bits instead."),
    ("succheesion", "Berdain", "start", "The 4 units in Berdain march to Madder Vale... wait, Crimsonia holds it."),
    ("classic", "Vikings", "start", "2 armies 67 -> 65. No wait, the frost giants live there, blorp."),
    ("napoleonic", "France", "spring-1805-war", "D - Baden. Never mind, D guards the Rhine crossings with vigour instead."),
])
def test_the_order_before_an_unread_correction_is_held_back(rules_id, nation, where, text):
    shown, sheet = checked(rules_id, nation, where, text)
    assert shown == [] and sheet.problems and not sheet.chatter, (sheet.problems, sheet.chatter)


@pytest.mark.parametrize("rules_id, nation, where, text, want", [
    ("succheesion", "Berdain", "start", "4 units 38 -> 12. Sorry for the typos, GM.", ["4 units 38 -> 12"]),
    ("classic", "Vikings", "start", "2 armies 67 -> 65. Sorry, long day.", ["2 armies 67 -> 65"]),
])
def test_an_apology_after_an_order_holds_nothing_back(rules_id, nation, where, text, want):
    shown, sheet = checked(rules_id, nation, where, text)
    assert shown == want and not any(p.reason.startswith("held back:") for p in sheet.problems)
