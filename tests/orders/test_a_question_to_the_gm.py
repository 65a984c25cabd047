"""Issue 22, round 15: a question to the GM from which no order of this turn can be made ('Is the Marmara open to
us? The Sultan said yes in PM.', 'Question: can squadron 4 get into the Gulf of Venice next turn from the
Adriatic?') is filed as chatter with a reason of its own (engine.order_sheet.QUESTION), never refused as an order
and never dropped in silence. A question that asks the writer's own order of this turn ('can corps B go to
Bavaria?', 'Could the fleet perhaps do something?', 'Should we attack?'), or hangs on a condition, stays refused or
asked (engine.words.meaning.questions)."""

import pytest

from engine.order_sheet import QUESTION
from tests.orders.bundled import checked


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("napoleonic", "start", "Prussia", "build 1 infantry in Berlin\nIs Saxony a good place to winter? Many thanks.",
     ["build infantry in Brandenburg"]),
    ("napoleonic", "start", "Austria", "build 1 infantry in Vienna\nQuestion: is Venice a port for squadrons?",
     ["build infantry in Vienna"]),
    ("classic", "start", "Russia", "2 armies 87 -> 88\nQuestion: can ships carry armies two seas away next turn?",
     ["2 armies 87 -> 88"]),
    ("classic", "start", "Russia", "2 armies 87 -> 88\nDoes a fleet in the Black Sea block Constantinople?",
     ["2 armies 87 -> 88"]),
    ("succheesion", "start", "Crimsonia", "4 units 9 -> 4\nCan frigates reach Odds End next turn?", ["4 units 9 -> 4"]),
])
def test_a_question_to_the_gm_is_filed_with_its_reason(rules_id, where, nation, text, orders):
    got, sheet = checked(rules_id, nation, where, text)
    assert got == orders and sheet.problems == ()
    assert [c.line for c in sheet.chatter if c.reason == QUESTION] == [2]


@pytest.mark.parametrize("rules_id, where, nation, text", [
    ("napoleonic", "start", "France", "A - Champagne\ncan corps B go to Bavaria?"),
    ("napoleonic", "start", "France", "A - Champagne\nShould we attack Bavaria?"),
    ("classic", "start", "France", "2 armies 20 -> 22\nCould the fleet perhaps do something?"),
    ("classic", "start", "Russia", "2 armies 87 -> 88\ncan my ships carry armies from 86 to 89?"),
    ("classic", "start", "Russia", "2 armies 87 -> 88\nIf Austria attacks, can the armies of 86 go to 84?"),
    ("napoleonic", "start", "France", "A - Champagne\nCan I build two infantry in Paris?"),
    ("succheesion", "start", "Crimsonia", "4 units 9 -> 4\nIs it ok if the 4 units in 9 go to 5 instead?"),
    ("napoleonic", "start", "France", "A - Champagne\nWill B march to Bavaria?"),
    ("napoleonic", "start", "France", "A - Champagne\nCould Prussia attack Saxony? Just curious."),
    ("classic", "start", "Russia", "2 armies 87 -> 88\nCan the Turks take Bulgaria?"),
    ("succheesion", "start", "Crimsonia", "4 units 9 -> 4\nCould Randomia raid Carmine?"),
])
def test_a_question_of_an_order_of_this_turn_stays_refused_or_asked(rules_id, where, nation, text):
    _, sheet = checked(rules_id, nation, where, text)
    assert not any(c.reason == QUESTION for c in sheet.chatter)
    assert any(p.line == 2 for p in sheet.problems) or 2 in sheet.lines      # refused or asked, or read
