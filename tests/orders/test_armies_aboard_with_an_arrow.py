"""Classic armies aboard landed with an arrow (round 22, helper Nn: engine.rulesets.classic.landings): '2 armies
aboard -> 22', 'armies aboard (2) -> 22' (the bracketed number counts them, never names province 2); more than are
aboard, a land their ships do not touch, a question stay refused."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("text, want", [
    ("2 armies aboard -> 20", ["2 armies I -> 20"]),
    ("armies aboard (2) -> 19", ["2 armies I -> 19"]),
    ("- the armies aboard -> 22", ["2 armies I -> 22"]),
    ("troops aboard (1) -> 20", ["1 army I -> 20"]),
])
def test_read(text, want):
    shown, sheet = checked("classic", "Britain", "britons-aboard", text)
    assert shown == want and not sheet.problems, (shown, sheet.problems)


@pytest.mark.parametrize("text", [
    "3 armies aboard -> 20",                 # more than are aboard
    "armies aboard (2) -> 5",                # a land the ships do not touch
    "armies aboard (2) -> 20?",              # a question
    "armies aboard (2) -> 20 if France attacks",
    "2 armies aboard -> 20 -> 21",           # two steps
])
def test_near_misses_refused(text):
    shown, sheet = checked("classic", "Britain", "britons-aboard", text)
    assert sheet.problems and not shown, shown
