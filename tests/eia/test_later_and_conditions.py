"""An EiA order meant for a later month ('In spring we will declare war on Russia') or hung on a condition the
rules do not have ('If Napoleon crosses the Rhine, corps I falls back to Tyrol') is refused, saying why; never
read as this month's order, never dropped. A courtesy ('if it's all the same to you') is no condition (issue 22)."""

import pytest

from engine.rulesets.eia.later import later_said
from tests.orders.bundled import checked


@pytest.mark.parametrize("nation, where, text", [
    ("Turkey", "start", "In spring we will declare war on Russia."),
    ("Turkey", "start", "Later on we will ally with Austria."),
    ("Turkey", "start", "Come spring, war on Russia."),
    ("Turkey", "start", "Next year the Sultan declares war on Austria."),
    ("Great Britain", "start", "Next month the Channel fleet will sail to Lisbon."),
    ("Austria", "austria-land", "In June corps I goes to Tyrol."),
    ("Austria", "austria-land", "The following month corps III marches on to Bohemia."),
    ("Austria", "austria-land", "In the summer corps I goes to Tyrol."),
])
def test_an_order_for_a_later_month_is_refused(nation, where, text):
    orders, sheet = checked("eia", nation, where, text)
    assert orders == [] and "later" in sheet.problems[0].reason


def test_this_month_s_order_beside_a_later_one_is_read():
    orders, sheet = checked("eia", "Turkey", "start", "standing guard: hold\nIn spring we will declare war on Russia.")
    assert orders == ["standing guard: hold"]
    assert [p.line for p in sheet.problems] == [2]


@pytest.mark.parametrize("text, month, said", [
    ("In January corps I goes to Tyrol.", 0, None), ("In the winter we hold.", 0, None),
    ("In spring we attack.", 0, "in spring"), ("In spring we attack.", 3, None), ("next turn, ally Prussia", 5, "next turn"),
    ("Corps I falls back to Tyrol", 0, None), ("fleet Brest: move off the map and return the next month", 0, None),
])
def test_a_later_month_is_one_not_this_one(text, month, said):
    assert later_said(text, month) == said


@pytest.mark.parametrize("text", [
    "If Napoleon crosses the Rhine, corps I falls back to Tyrol.",
    "If France attacks, corps I marches to Tyrol.",
    "Should the French cross the Rhine, corps I withdraws to Tyrol.",
    "In case the French come, corps I goes back to Tyrol.",
    "Unless the Russians arrive, corps I marches to Tyrol.",
    "When the snow melts, corps I goes to Tyrol.",
    "If Russia attacks, we declare war on Russia.",
    "Should Russia move on Moldavia, declare war on Russia.",
])
def test_an_order_under_a_condition_the_rules_lack_is_refused(text):
    orders, sheet = checked("eia", "Austria", "austria-land", text)
    assert orders == [] and sheet.problems


def test_a_courtesy_is_no_condition():
    orders, sheet = checked("eia", "Spain", "spain-land", "Could corps I perhaps go from Madrid to Old Castile, if it's "
                            "no trouble? And if it's all the same to you, corps II could stay put.")
    assert orders == ["corps I: Madrid - Old Castile"] and sheet.problems == ()


def test_a_standing_answer_s_own_condition_is_read():
    orders, sheet = checked("eia", "Russia", "start", "If a battle goes to a second day, our generals withdraw.")
    assert orders == ["standing further days: withdraw"] and sheet.problems == ()
