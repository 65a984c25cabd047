"""Issue 22 (lists and headings): a heading with nothing under it ('A) war: none new', 'Trade: nothing this
turn', '3. Trade') gives no order and no refusal; units said to stay where they stand ('- 4 units and the
General stay at 31') give no order; a heading that names something stays refused."""

import pytest

from tests.succheesion.helpers import read


@pytest.mark.parametrize("line", ["A) war: none new", "Trade: nothing this turn", "3. Trade", "Diplomacy: none",
                                  "c) builds: no changes", "Money", "war: -", "B) moves: as before", "Treasury"])
def test_a_heading_with_nothing_under_it_gives_no_order(line):
    shown, sheet = read("Typ Lef Nazin", f"{line}\nraise cheese in 31")
    assert (shown, sheet.problems) == (["raise cheese in 31"], ())


@pytest.mark.parametrize("line", ["- 4 units and the General stay at 31", "4 units and the General stay at Lef Oasis",
                                  "The 3 units in Typ Lef stay in Typ Lef.", "3 units stay in 29", "the 3 at Typ Lef stay"])
def test_units_said_to_stay_where_they_stand_give_no_order(line):
    shown, sheet = read("Typ Lef Nazin", f"{line}\nraise cheese in 31")
    assert (shown, sheet.problems) == (["raise cheese in 31"], ())


@pytest.mark.parametrize("line", ["war: Maustria", "The 3 units in Typ Lef stay at Lef Oasis", "Trade: 5 cheese"])
def test_a_heading_or_a_stay_that_says_more_is_refused(line):
    shown, sheet = read("Typ Lef Nazin", line)
    assert shown == [] and sheet.problems
