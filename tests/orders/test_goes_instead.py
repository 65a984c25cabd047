"""Orders lost with a retraction (round 21, helper Ns): after a move taken back, the same units sent elsewhere by a
pronoun alone are read as that move to the new place (engine.words.goes_instead); a retraction said again after a
line refused as partly taken back ('... no, ... Forget that part.') never takes the refusal away, so the orders of
the line are never lost in silence (engine.words.prose)."""

import pytest

from engine.words.goes_instead import goes_to
from tests.orders.bundled import checked


def test_the_shape():
    assert goes_to("They go to Lowland Dairies.") == "Lowland Dairies"
    assert goes_to("it sails on to the North Sea instead") == "the North Sea"
    assert goes_to("The British go to Burgundy.") is None
    assert goes_to("They go to Burgundy if Spain attacks") is None
    assert goes_to("They went to Burgundy.") is None
    assert goes_to("They go " + " " * 100_000 + "to x") is None


@pytest.mark.parametrize("rules, nation, text, want", [
    ("succheesion", "Berdain", "4 units 38 -> 12. Wait, that is Crimsonia. No. They go to Lowland Dairies.",
     ["4 units 38 -> 39"]),
    ("succheesion", "Berdain", "4 units Berdain to Madder Vale... that is Crimsonia. No. They go to Lowland Dairies.",
     ["4 units 38 -> 39"]),
    ("succheesion", "Maustria", "3 units 22 -> 21. No, too far back. They march to Pratplatkof.", ["3 units 22 -> 19"]),
])
def test_the_units_taken_back_go_elsewhere(rules, nation, text, want):
    shown, sheet = checked(rules, nation, "start", text)
    assert shown[-len(want):] == want, (shown, sheet.problems)


@pytest.mark.parametrize("rules, nation, text", [
    ("succheesion", "Berdain", "4 units 38 -> 12. No. They go to Narnia."),            # no such place: asked
    ("succheesion", "Berdain", "4 units 38 -> 12. No. They go to Lowland Dairies?"),
    ("succheesion", "Berdain", "4 units 38 -> 12. No. They go to Lowland Dairies if Crimsonia attacks."),
])
def test_near_misses_are_never_read_nor_dropped(rules, nation, text):
    shown, sheet = checked(rules, nation, "start", text)
    assert sheet.problems, shown
    assert "4 units 38 -> 39" not in shown


def test_another_nation_sent_there_is_no_order_of_ours():
    shown, sheet = checked("succheesion", "Berdain", "start", "4 units 38 -> 12. No. Crimsonia goes to Lowland Dairies.")
    assert shown == [], shown               # the move taken back, the news of Crimsonia no order


@pytest.mark.parametrize("rules, nation, text", [
    ("succheesion", "Stilwen", "By vote of the Senate: two Infantry are raised in Stilwen City, the five at the capital "
     "march with the General to Carmine, and the Republic makes war... no, we are already at war. Forget that part."),
    ("succheesion", "Stilwen", "Two Infantry are raised in Stilwen City, and the Republic makes war... no, we are "
     "already at war. Scratch that."),
    ("succheesion", "Stilwen", "Build 2 Infantry in Stilwen City, and we declare war... no, we are at war already. "
     "Forget it."),
])
def test_a_retraction_said_twice_keeps_the_line_asked(rules, nation, text):
    shown, sheet = checked(rules, nation, "start", text)
    assert sheet.problems, shown            # asked which part stands, never a line of talk


@pytest.mark.parametrize("text", [     # the mutation measure's drops at the round 21 merge (on main before it too)
    "4 unidades de Berdain a Madder Vale... wait, that is Crimsonia. No. They go away from Lowland Dairies.",
    "4 unidades de Berdain a Madder Vale... wait, that is Crimsonia. No. They go to Lowland Dairies, not this turn.",
    "4 unidades de Berdain a Madder Vale... wait, that is Crimsonia. No. They go to Lowland Dairies and Pratplatkof",
])
def test_an_unread_order_taken_back_with_no_then_changed_is_asked(text):
    shown, sheet = checked("succheesion", "Berdain", "start", text)
    assert sheet.problems and not shown, shown
