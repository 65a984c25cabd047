"""Issue 22, round 17: a correction that sends fewer, saying where the rest stays ('EDIT: no, make that 2 armies
108 -> 107, one stays home in Carthago'): the place must be where the order starts (its name or number), and the
order corrected must be the same but for as many as stay; then the earlier order is replaced and the words of the
stay set aside. A stay somewhere else (where the order goes, another province) keeps the correction asked."""

import pytest

from tests.orders.bundled import sheet_of, written

READ = [
    ("classic", "Carthage", "start", "3 armies from 108 to 107.",
     "EDIT: no, make that 2 armies 108 -> 107, one stays home in Carthago.", "2 armies 108 -> 107"),
    ("classic", "Italy", "start", "3 armies 37 -> 36",
     "EDIT: make that 2 armies 37 -> 36, one stays in 37.", "2 armies 37 -> 36"),
    ("classic", "Carthage", "start", "3 armies from 108 to 107.",
     "EDIT: make that 2 armies 108 -> 107; the third stays in Carthago.", "2 armies 108 -> 107"),
    ("succheesion", "Maustria", "start", "6 units 21 -> 22",
     "EDIT: make that 5 units 21 -> 22, one stays in Maus Imperial.", "5 units 21 -> 22"),
]


@pytest.mark.parametrize("rules_id, nation, where, first, correction, order", READ)
def test_the_rest_staying_where_the_order_starts_is_read(rules_id, nation, where, first, correction, order):
    sheet = sheet_of(rules_id, nation, where, f"{first}\n{correction}")
    assert (written(rules_id, where, sheet), sheet.problems) == ([order], ()), sheet.problems
    assert any("staying" in c.reason for c in sheet.chatter if c.line == 2), sheet.chatter


@pytest.mark.parametrize("rules_id, nation, where, first, correction", [
    ("classic", "Carthage", "start", "3 armies from 108 to 107.", "EDIT: make that 2 armies 108 -> 107, one stays in 107."),
    ("classic", "Carthage", "start", "3 armies from 108 to 107.",
     "EDIT: make that 2 armies 108 -> 107, one stays in Numidia."),
    ("succheesion", "Maustria", "start", "6 units 21 -> 22", "EDIT: make that 5 units 21 -> 22, one stays in Rostopki."),
])
def test_the_rest_staying_elsewhere_is_asked(rules_id, nation, where, first, correction):
    sheet = sheet_of(rules_id, nation, where, f"{first}\n{correction}")
    assert sheet.problems, (written(rules_id, where, sheet), sheet.chatter)
