"""Classic orders new writers say otherwise (round 21, helper Ns): a conditional move sent 'in' or 'there', to the
one place its condition names (engine.rulesets.classic.went_there), and a gift with its receiver before a colon
('Gift to Carthage: 4 gold': engine.rulesets.classic.vocabulary's gift_to). Near-misses stay refused: a condition
naming two places, no condition, an unknown nation, a gift from another nation, a question."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("nation, text, want", [
    ("Prussia", "Provided the Russians have at most one army in Lithuania (85), our two from Prussia (63) go in.",
     ["if Russia has 1 or less armies in 85 then 2 armies 63 -> 85"]),
    ("Prussia", "If Russia has no armies in Lithuania, our two from Prussia march there.",
     ["if Russia has exactly 0 armies in 85 then 2 armies 63 -> 85"]),
    ("Spain", "Gift to Carthage: 4 gold.", ["give 4 gold to Carthage"]),
    ("France", "gift to Spain: three gold", ["give 3 gold to Spain"]),
])
def test_read(nation, text, want):
    shown, sheet = checked("classic", nation, "start", text)
    assert shown == want and not sheet.problems, (shown, sheet.problems)


@pytest.mark.parametrize("nation, text", [
    ("Prussia", "If Russia has at most one army in 84 and 85, our two from Prussia go in."),
    ("Prussia", "our two from Prussia (63) go in."),
    ("Spain", "Gift to Narnia: 4 gold"),
    ("Spain", "Gift from Carthage: 4 gold"),
    ("Spain", "Gift to Carthage: 4 gold?"),
])
def test_near_misses_refused(nation, text):
    shown, sheet = checked("classic", nation, "start", text)
    assert sheet.problems, shown


def test_long_lines_stay_linear():
    from engine.rulesets.classic.went_there import gone_there
    assert gone_there("go" + " " * 100_000 + "in", "Paris").endswith("in")
