"""A standing answer said as a sentence after another order on the line is read, not lost behind it
(fresh4's Tsar: '..., but the Baltic fleet is not to intercept anyone this winter, and should one of our
cities be besieged it fights on; and if a battle goes to a second day, our generals withdraw')."""

from __future__ import annotations

import pytest

from tests.orders.bundled import checked


def _read(text: str):
    return checked("eia", "Russia", "start", text)


@pytest.mark.parametrize("text", [
    "the Baltic fleet is not to intercept anyone, and should one of our cities be besieged it fights on",
    "the Baltic fleet does not intercept, and if one of our cities is besieged it fights on",
    "fleet Baltic: do not intercept, and when a city of ours is besieged it fights on",
    "The Baltic fleet won't intercept this month, and if besieged, our cities fight on.",
    "the Baltic fleet stays out of interceptions -- no: the Baltic fleet does not intercept, and our cities never surrender",
    "The Baltic fleet does not intercept and our cities never surrender",
])
def test_both_orders_are_read(text):
    said, sheet = _read(text)
    assert "fleet Baltic: do not intercept" in said
    assert "standing surrender: fight on" in said or sheet.problems


def test_the_tsars_sentence_reads_whole():
    said, sheet = _read("The Tsar keeps his friendships as they are this month and wants no new wars, but the Baltic "
                        "fleet is not to intercept anyone this winter, and should one of our cities be besieged it "
                        "fights on; and if a battle goes to a second day, our generals withdraw.")
    # 'wants no new wars' is a 'no' the interception does not explain: asked (reader M's rule), never read the
    # wrong way round; what the line says after it is still read
    assert said[-1:] == ["standing further days: withdraw"]
    assert said == ["fleet Baltic: do not intercept", "standing surrender: fight on", "standing further days: withdraw"] \
        or sheet.problems
