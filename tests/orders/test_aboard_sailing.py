"""The armies aboard said to sail with their ships in the ships' own sentence (engine.rulesets.classic.aboard_sailing,
round 22): their move written out beside the ships' ('2 armies I -> C'); a count not aboard stays refused."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("text, orders", [
    ("Our ships in the Channel sail to the North Sea (C) with the two armies still aboard.",
     ["3 ships I -> C", "2 armies I -> C"]),
    ("OOC: the ships in I sail to C with both armies still aboard. Londinium's lone army stays.",
     ["3 ships I -> C", "2 armies I -> C"]),
])
def test_the_armies_move_said(text, orders):
    shown, sheet = checked("classic", "Britain", "britons-aboard", text)
    assert sorted(shown) == sorted(orders) and not sheet.problems, (shown, sheet.problems)


def test_more_than_aboard_is_refused():
    shown, sheet = checked("classic", "Britain", "britons-aboard",
                           "Our ships in the Channel sail to the North Sea (C) with the five armies still aboard.")
    assert sheet.problems, shown


def test_ships_alone_stay_one_order():
    shown, sheet = checked("classic", "Britain", "britons-aboard", "the ships in I sail to C.")
    assert shown == ["3 ships I -> C"], (shown, sheet.problems)
