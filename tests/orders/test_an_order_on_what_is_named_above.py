"""'End it.' under the GM's quoted 'Keep or end?', before 'And build 2 Infantry in Maus Imperial.' (fresh9, an unseen
writer): a short sentence opening on an order's verb with 'it', 'them' or 'that' orders something the text above
names. It was dropped with nothing said beside the line's other order; it is refused, or at least named on the
receipt, never dropped in silence."""

import pytest

from tests.orders.bundled import sheet_of


@pytest.mark.parametrize("rid, where, nation, text", [
    ("succheesion", "start", "Maustria", "End it. And build 2 Infantry in Maus Imperial."),
    ("succheesion", "start", "Maustria", "Break it off. Build 2 Infantry in Maus Imperial."),
    ("napoleonic", "spring-1805-war", "Austria", "Break it. And build 2 infantry in Vienna."),
    ("classic", "start", "Britain", "Attack them. And buy 1 army in 3."),
])
def test_never_dropped_in_silence(rid, where, nation, text):
    sheet = sheet_of(rid, nation, where, text)
    first = text.split(".")[0]
    said = [p.reason for p in sheet.problems] + [c.reason for c in sheet.chatter]
    assert any(first in s for s in said) or any(p.text == text for p in sheet.problems), (sheet.problems, sheet.chatter)


def test_napoleonic_refuses_it():
    sheet = sheet_of("napoleonic", "Austria", "spring-1805-war", "Break it. And build 2 infantry in Vienna.")
    assert sheet.problems and len(sheet.orders) == 1
