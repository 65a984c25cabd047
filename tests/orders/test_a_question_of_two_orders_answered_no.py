"""Issue 22 round 13: a question holding two orders joined by 'and', answered 'No' ('All armies in Andalusia (16) go
to Lusitania (15) and the single army in Valencia (17) moves to Baleares? No, that's over sea. It stays.'): the
first order was dropped with the question in silence. Asked now when the sheet sets the question aside
(engine.words.answered_no): does the 'no' take the first order back too?"""

from __future__ import annotations

import pytest

from tests.orders.bundled import sheet_of, written


def _read(rules_id: str, where: str, nation: str, text: str):
    sheet = sheet_of(rules_id, nation, where, text)
    return written(rules_id, where, sheet), sheet.problems


@pytest.mark.parametrize("nation, text, first", [
    ("Spain", "All armies in Andalusia (16) go to Lusitania (15) and the single army in Valencia (17) moves to "
              "Baleares? No, that's over sea. It stays.", "all armies 16 -> 15"),
    ("France", "The two armies in Normandy go to Brittany and the army in 25 marches to 18? No, too far. It stays.",
     "2 armies 20 -> 19"),
])
def test_the_first_order_of_a_question_answered_no_is_read_or_asked_never_dropped(nation, text, first):
    orders, problems = _read("classic", "start", nation, text)
    assert first in orders or problems


def test_a_question_of_one_order_answered_no_gives_nothing_and_asks_nothing():
    assert _read("classic", "start", "France", "2 armies 20 -> 19? No. 1 army 25 -> 29.") == (["1 army 25 -> 29"], ())
