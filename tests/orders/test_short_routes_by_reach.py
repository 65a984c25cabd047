"""Issue 22, round 9: a place written short that several places fit ('Tyr': Tyrol, or the Western
Mediterranean by its other name Tyrrhenian Sea; 'Mor': Moravia, Morea or Morocco) is the one place the unit's
route can reach: its start where the unit stands, each later step beside the step before, a bare destination
within a march of the unit ('A-Tyr'). Two places still fit: refused, both named, never a guess. Routes of
several units typed with '|' or '/' between them give one order each ('III Pic-Fla-Hol / GdI Par-Cha-Lor')."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("where, nation, text, orders", [
    ("austria-land", "Austria", "CavI Mor-Vie", ["corps Cav I: Moravia - Vienna"]),
    ("austria-land", "Austria", "I Bav-Tyr", ["corps I: Bavaria - Tyrol"]),
    ("austria-land", "Austria", "corps II: Tyr - Ven", ["corps II: Tyrol - Venice"]),
    ("austria-land", "Austria", "II Tyr-Ven / III Vie-Mor", ["corps II: Tyrol - Venice", "corps III: Vienna - Moravia"]),
    ("austria-land", "Austria", "AUS L Feb: I Bav-Fra | CavI Mor-Vie | III stays",
     ["corps I: Bavaria - Franconia", "corps Cav I: Moravia - Vienna"]),
    ("austria-land", "Austria", "Cav Mor - Vie", ["corps Cav I: Moravia - Vienna"]),
    ("france-land", "France", "GdI Par-Cha | III Pic-Fla-Hol",
     ["corps Guard I: Paris - Champagne", "corps III: Picardy - Flanders - Holland"]),
])
def test_a_short_form_of_several_places_is_the_one_the_route_reaches(where, nation, text, orders):
    shown, sheet = checked("eia", nation, where, text)
    assert (shown, sheet.problems) == (orders, ())


@pytest.mark.parametrize("nation, text, orders", [
    ("France", "D-Bad, A h", ["D - Baden", "A holds"]),
    ("Austria", "A-Tyr", ["A - Tyrol"]),
])
def test_a_destination_written_short_is_the_one_the_corps_can_reach(nation, text, orders):
    shown, sheet = checked("napoleonic", nation, "spring-1805-war", text)
    assert (shown, sheet.problems) == (orders, ())


@pytest.mark.parametrize("where, nation, text, named", [
    ("france-land", "France", "III Pic-Cha", ["Champagne", "English Channel"]),     # both beside Picardy
    ("france-land", "France", "II Als-Fra", ["Franconia", "Thuringia"]),
    ("france-land", "France", "GdI Par-Cha | III Pic-Cha", ["Champagne", "English Channel"]),
])
def test_two_places_still_fitting_are_asked_never_guessed(where, nation, text, named):
    shown, sheet = checked("eia", nation, where, text)
    assert sheet.problems, shown
    reasons = " ".join(p.reason for p in sheet.problems)
    assert "write the name whole" in reasons
    assert all(n.split()[-1] in reasons for n in named)


def test_a_route_of_the_cavalry_corps_after_a_semicolon_is_never_set_aside():
    shown, sheet = checked("eia", "Austria", "austria-land", "corps II: Tyrol - Bavaria; corps Cav I: Mor - Pra")
    assert shown == ["corps II: Tyrol - Bavaria", "corps Cav I: Moravia - Prague"] or sheet.problems
