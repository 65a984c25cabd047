"""Two gifts of different sums to one nation in one message: both, or one instead of the other? Neither is
taken; both lines are asked (a careful GM asks: a correction, or an old line pasted again?)."""

from tests.orders.bundled import checked


def _asked(sheet):
    return sorted(p.line for p in sheet.problems if "gifts to" in p.reason and "ask the player" in p.reason)


def test_two_sums_to_one_ally_are_both_asked_in_napoleonic():
    orders, sheet = checked("napoleonic", "Great Britain", "start",
                            "alliance with Russia\nsend Russia 5 gold\ngive 8 gold to Russia")
    assert orders == ["alliance with Russia"]
    assert _asked(sheet) == [2, 3]


def test_two_sums_far_apart_in_classic_are_asked_and_the_rest_kept():
    orders, sheet = checked("classic", "Italy", "start",
                            "give 2 gold to Austria\nbuy 1 army in 37\ngive 3 gold to Austria")
    assert orders == ["buy 1 army in 37"]
    assert _asked(sheet) == [1, 3]


def test_gifts_to_two_nations_and_one_gift_are_taken():
    orders, sheet = checked("classic", "Italy", "start", "give 2 gold to Austria\ngive 3 gold to Carthage")
    assert orders == ["give 2 gold to Austria", "give 3 gold to Carthage"]
    assert sheet.problems == ()


def test_the_same_gift_twice_is_still_taken_once_and_asked():
    orders, sheet = checked("classic", "Italy", "start", "give 2 gold to Austria\ngive 2 gold to Austria")
    assert orders == ["give 2 gold to Austria"]
    assert [p.line for p in sheet.problems] == [2] and "once or twice" in sheet.problems[0].reason
