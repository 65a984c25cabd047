"""An order verb in its '-ing' or past form ('We are spending the tactical points until 40%', fresh8: an unseen
writer's order dropped as talk with nothing said) makes a line that does not read a refusal, never talk."""

import pytest

from tests.orders.bundled import sheet_of


@pytest.mark.parametrize("rid, where, nation, text", [
    ("succheesion", "start", "Typ Lef Nazin", "We are spending the tactical points until 40%."),
    ("succheesion", "start", "Maustria", "Raising the cheese of the whole realm, as the Chancellor likes."),
    ("classic", "start", "Britain", "Buying what the treasury allows, the usual."),
    ("napoleonic", "spring-1805-war", "Austria", "Paying our friends what we promised them, of course."),
])
def test_never_talk(rid, where, nation, text):
    sheet = sheet_of(rid, nation, where, text)
    assert sheet.orders or sheet.problems, sheet.chatter
