"""Issue 22, round 14: the unit a player's own question names, when a word like 'will' stands between the unit and
its verb ('The Black Sea squadron will sail to the Sea of Marmara? No, ... It will stay where it is.'): the
answer's pronoun is that unit (engine.words.question_unit), so the stay is read, never filed as a remark on the
correction with the unit's order dropped (fresh5-nap-story-2)."""

import pytest

from engine.words.question_unit import question_unit
from tests.orders.bundled import sheet_of, written


@pytest.mark.parametrize("question,unit", [
    ("The Black Sea squadron will sail to the Sea of Marmara", "The Black Sea squadron"),
    ("Corps B should march into Saxony", "Corps B"),
    ("my fleet would go to the Kattegat", "my fleet"),
    ("squadron 4 - Bay of Biscay", "squadron 4"),
    ("3 armies will go to 15", None),                # a count of armies, not one unit
    ("Can corps II reach Bavaria", None),
])
def test_the_unit_of_a_question(question, unit):
    assert question_unit(question) == unit


def test_a_stay_answering_a_question_with_its_auxiliary_is_the_units_hold():
    sheet = sheet_of("napoleonic", "France", "spring-1805-war",
                     "Corps D will march into Baden? No, too early. It will stay where it is.")
    assert not sheet.problems, sheet.problems
    assert written("napoleonic", "spring-1805-war", sheet) == ["D holds"]
