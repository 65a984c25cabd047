"""A trading pact's name never runs on past a colon or a comma: 'Join pact Republican League: we like
republicans, ...' joined a pact called 'Republican League : we like republicans , ...' (a misread, founding a
pact of that name). The name stops there; the reason after it is said on the receipt, never part of the order."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("text", [
    "Join pact Republican League: we like republicans, even though we have a Thane.",
    "join pact Republican League, the cheese flows better there",
    "Join pact Republican League; the Thane insists",
])
def test_the_pact_is_the_one_named_before_the_reason(text):
    shown, sheet = checked("succheesion", "Manarth", "start", text)
    assert shown == ["join pact Republican League"] or shown == [] and sheet.problems
    assert not any(":" in o or "," in o or ";" in o for o in shown)


def test_a_pact_name_with_a_colon_is_no_pact_name():
    from tests.orders.bundled import sheet_of
    sheet = sheet_of("succheesion", "Manarth", "start", "join pact Gouda Union: zorp")
    assert not any("zorp" in getattr(o, "name", "") for o in sheet.orders)
    assert sheet.orders or sheet.problems
