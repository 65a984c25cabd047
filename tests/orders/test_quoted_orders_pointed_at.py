"""Quoted orders the message's own words say stand ('> 2 armies 109 -> 110' / 'Those stand. Add: ...')
are taken, in the place they stand, beside the message's new orders; said to stand only in part, or
on a condition, they are asked about; never lost in silence (issue 22, fresh3-cl-quote-3/-6)."""

import pytest

from engine.words.quote_pointers import ASK, TAKE, points_at_quote
from tests.orders.bundled import bundled


def _read(rules_id, text, nation):
    rules, board, state = bundled(rules_id)
    return rules.parse_orders(text, nation, state, board)


TAKEN_BESIDE_NEW = [   # (ruleset, nation, message, the orders' kinds in the order written)
    ("classic", "Carthage", "> 2 armies 109 -> 110\n\nThose stand. Add: buy 2 armies in 108.",
     ["MoveArmies", "Buy"]),
    ("classic", "Carthage", "[quote=Carthage]2 armies 109 -> 110[/quote]\nThese all still apply. Also buy 1 army in 108.",
     ["MoveArmies", "Buy"]),
    ("classic", "Carthage", "buy 1 army in 108\n> 2 armies 109 -> 110\nthat one is still valid",
     ["Buy", "MoveArmies"]),
    ("classic", "Carthage", "> 3 ships T -> S\nStill good!\nAnd 2 armies 109 -> 110", ["MoveShips", "MoveArmies"]),
    ("napoleonic", "France", "> build 2 infantry in Paris\n\nThe above remains valid.\nA holds.", ["Build", "Hold"]),
    ("napoleonic", "France", "> A holds\nUnchanged. And build 1 cavalry in Paris please", ["Hold", "Build"]),
    ("napoleonic", "France", ">> France: A holds\n> GM: fine.\n\nThen keep it. Also build 1 infantry in Paris.",
     ["Hold", "Build"]),
    ("napoleonic", "France", "[quote]build 1 artillery in Paris[/quote]\nMy earlier orders stand; B holds.",
     ["Build", "Hold"]),
    ("succheesion", "Crimsonia", "> build 1 Infantry in 4\n\nthose still stand. 2 units 9 -> 4", ["Build", "MoveUnits"]),
]


@pytest.mark.parametrize("rules_id, nation, text, kinds", TAKEN_BESIDE_NEW, ids=[t[2][:40] for t in TAKEN_BESIDE_NEW])
def test_quoted_orders_said_to_stand_are_taken_beside_new_orders_in_the_order_written(rules_id, nation, text, kinds):
    sheet = _read(rules_id, text, nation)
    assert [type(o).__name__ for o in sheet.orders] == kinds, sheet
    assert list(sheet.lines) == sorted(sheet.lines)


ASKED = [   # pointed at with an exception, a negation or a condition: asked, never taken, never dropped
    ("classic", "Carthage", "> 2 armies 109 -> 110\nThose stand, except the ships.\nbuy 1 army in 108"),
    ("classic", "Carthage", "> 2 armies 109 -> 110\nThey still apply but only if Rome agrees.\nbuy 1 army in 108"),
    ("napoleonic", "France", "> A holds\n> build 2 infantry in Paris\nThe above is still valid apart from the build.\nB holds"),
    ("napoleonic", "France", "> A holds\nNot all of those stand. B holds."),
]


@pytest.mark.parametrize("rules_id, nation, text", ASKED, ids=[t[2][:40] for t in ASKED])
def test_quoted_orders_said_to_stand_in_part_are_asked(rules_id, nation, text):
    sheet = _read(rules_id, text, nation)
    asked = [p for p in sheet.problems if "quoted earlier text" in p.reason]
    assert asked and not any(p.line in sheet.lines for p in asked), sheet


@pytest.mark.parametrize("text, said", [
    ("Those stand.", TAKE), ("Still valid. Plus 3 armies 68 -> 64", TAKE), ("they all still apply", TAKE),
    ("The above is unchanged", TAKE), ("Same as before, thanks", TAKE), ("My previous orders stand.", TAKE),
    ("No change.", TAKE), ("Those still stand, but drop the fleet", ASK), ("It stands unless Russia attacks", ASK),
    ("they don't stand any more", None), ("Those stand not.", ASK), ("None of those stand", ASK),
    ("The army stands in Paris", None), ("Hello GM", None), ("," * 100_000, None), (" " * 100_000, None),
])
def test_what_points_at_quoted_orders(text, said):
    assert points_at_quote(text) == said
