"""An order said for a later turn ('Next turn they'll board the ships in D', 'In spring we will declare war on
Russia') gives no order now and is never read as this turn's, nor set aside unsaid: the line is refused, saying
so (engine.words.later_turns); this turn's orders beside it stand."""

import pytest

from tests.orders.bundled import sheet_of

LATER = [   # (ruleset, nation, position, this turn's order, the line for later)
    ("eia", "Turkey", "start", "standing guard: hold", "In spring we will declare war on Russia."),
    ("eia", "Austria", "start", "ally with Prussia", "Next month we declare war on Portugal."),
    ("eia", "Austria", "austria-land", "corps III: Vienna - Moravia", "Next month corps I marches to Tyrol."),
    ("classic", "Vikings", "start", "buy 2 armies in 70", "Next turn they'll board the ships in D and sail for 66."),
    ("classic", "Spain", "start", "buy 1 army in 14", "The turn after, 3 armies 14 -> 11."),
    ("napoleonic", "France", "start", "build infantry in Paris", "Next spring corps A will march to Hanover."),
    ("napoleonic", "France", "start", "build infantry in Paris", "In two turns, declare war on Austria."),
    ("succheesion", "Maustria", "start", "build 1 Artillery in 22", "In two turns the 8 in Adoen Crown march to Pratplatkof."),
    ("succheesion", "Maustria", "start", "6 units 21 -> 22", "Next turn: back to where they came from."),
    ("succheesion", "Maustria", "start", "6 units 21 -> 22", "Following turn the 6 go on to Rostopki."),
    # 'Next turn' may also mean the turn these orders are for: asked, never guessed (was read as a build)
    ("napoleonic", "Austria", "start", "alliance with Russia", "Next turn, Austria builds 2 infantry in Vienna"),
]


@pytest.mark.parametrize("rules_id, nation, where, now, later", LATER)
def test_an_order_said_for_a_later_turn_is_refused_and_this_turns_stand(rules_id, nation, where, now, later):
    sheet = sheet_of(rules_id, nation, where, f"{now}\n{later}")
    assert len(sheet.orders) == 1
    assert [p.line for p in sheet.problems] == [2]


NOW = [     # this turn, said with a season or a month, or a later month in the order's own course: read as written
    ("succheesion", "Maustria", "start", "This turn the 6 in Maus Imperial march to Rostopki."),
    ("eia", "Austria", "start", "We declare war on Portugal this month."),
]


@pytest.mark.parametrize("rules_id, nation, where, text", NOW)
def test_this_turns_season_named_is_no_later_turn(rules_id, nation, where, text):
    sheet = sheet_of(rules_id, nation, where, text)
    assert len(sheet.orders) == 1 and sheet.problems == ()


def test_the_next_month_in_an_orders_own_course_is_no_later_turn():
    from engine.words.later_turns import later_turn as later_time
    assert later_time("fleet Brest: move off the map and return the next month") is None
    assert later_time("Next month the Channel fleet will sail to Lisbon.") == "next month"
    assert later_time("In spring we will declare war on Russia.") == "in spring"
    assert later_time("This winter we build 2 infantry in Vienna") is None
    assert later_time("x " * 100_000) is None
