"""A stay asked or denied ('a holds?', 'Do not a holds', 'Never a holds'), with the corps' letter typed small: the
reader by meaning set it aside as talk ('which gives no order'), found by the mutation measure (helper Dr, round 15).
The sentence gives an order once its '?' or its negation is taken off: it is refused with that order offered."""

import pytest

from tests.orders.bundled import sheet_of


@pytest.mark.parametrize("text", ["a holds?", "Do not a holds", "Never a holds", "A - Moravia. Do not a holds"])
def test_refused_with_the_order_offered(text):
    sheet = sheet_of("napoleonic", "Austria", "spring-1805-war", text)
    asked = [p for p in sheet.problems if "asks about or denies" in p.reason]
    assert asked and asked[0].choices == ("a holds",)
    assert not any("a holds" in c.reason for c in sheet.chatter)


def test_a_plain_stay_still_reads():
    sheet = sheet_of("napoleonic", "Austria", "spring-1805-war", "a holds")
    assert len(sheet.orders) == 1 and not sheet.problems
