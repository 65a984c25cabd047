"""Builds listed after a sentence saying troops are raised (round 21, engine.words.raised_under): 'the War Council
raises new troops: two infantry divisions at Vienna, one at Prague'. The sentence before the colon is set aside, the
builds read; a list that is not builds only, or words before it with a negation, stay refused."""

import pytest

from engine.words.raised_under import raised_list
from tests.orders.bundled import checked


@pytest.mark.parametrize("text, orders", [
    ("the War Council raises new troops: two infantry divisions at Vienna, one at Prague.",
     ["build 2 infantry in Vienna", "build infantry in Prague"]),
    ("After the defeats of the last campaign the Emperor levies fresh regiments this winter: 1 cavalry in Buda",
     ["build cavalry in Buda"]),
])
def test_the_builds_are_read(text, orders):
    shown, sheet = checked("napoleonic", "Austria", "start", text)
    assert shown == orders and not sheet.problems, (shown, sheet.problems)


@pytest.mark.parametrize("text", [
    "No new troops: two infantry divisions at Vienna.",
    "the War Council raises no new troops: two infantry divisions at Vienna.",
])
def test_refused(text):
    shown, sheet = checked("napoleonic", "Austria", "start", text)
    assert sheet.problems, shown


def test_the_heading_must_end_on_the_raising():
    assert raised_list("we raise new troops where needed: 2 infantry in Vienna") is None
    assert raised_list("we may raise new troops: 2 infantry in Vienna") is None
    assert raised_list("the Council raises 3 new troops: 2 infantry in Vienna") is None
    assert raised_list("the Council raises new troops: 2 infantry in Vienna") == (
        "the Council raises new troops", "2 infantry in Vienna")
