"""A question asking what our nation should do about another, or at a place ('And should we do something about the
Turks?', fresh5-cl-question-3): it gives no order and is refused so the GM asks, never set aside as talk; a question
that asks no deed ('Shall we talk in chat, Prussia?') stays talk, and the orders beside it are read."""

import pytest

from tests.orders.bundled import read

ORDER = "1 army 25 -> 27"


@pytest.mark.parametrize("question", [
    "And should we do something about the Turks?",
    "should we attack the Russians next turn?",
    "What shall I do with the Prussian armies?",
    "Can we help Spain somehow?",
    "must we really give gold to Britain again??",
    "Should I send help to 52?",
    "do we strike Carthage or wait?",
    "What about the Vikings?",
])
def test_a_question_about_what_to_do_is_refused(question):
    shown, problems = read("classic", "start", "France", f"{ORDER}\n{question}")
    assert shown == ["1 army 25 -> 27"]
    assert len(problems) == 1, problems


@pytest.mark.parametrize("talk", [
    "Shall we talk in chat, Prussia?",
    "How are you doing, Spain?",
    "Did anyone else see the match last night?",
    "Should we meet on Discord instead?",
])
def test_a_question_asking_no_deed_stays_talk(talk):
    shown, problems = read("classic", "start", "France", f"{ORDER}\n{talk}")
    assert shown == ["1 army 25 -> 27"] and problems == []
