"""Words beside a corps or a squadron that say more than its name are read or refused, never dropped (fresh5's
held-out misreads, round 7b):
- a clause after the agent of a passive ('Saxony is to be occupied by corps A, whose scouts are to look into
  Prague') or set between commas after the corps ('Corps A, which then attacks Prague, moves to Saxony') was
  dropped and the bare move read: it is now read after the move (its scouting) or the line refused;
- a note in brackets saying where the unit stands ('My Mediterranean squadron (the one in the Gulf of Lion)')
  was set aside and the unit guessed from the other words: the note now says which unit, or the line is refused;
- a veteran's build with the 'b' run into the count ('b2i Mad, b1i Gal') was dropped as chatter: it is read."""

from __future__ import annotations

import pytest

from tests.orders.bundled import checked


def _prussia(text: str):
    return checked("napoleonic", "Prussia", "spring-1805-war", text)


def _britain(text: str):
    return checked("napoleonic", "Great Britain", "spring-1805-war", text)


def _spain(text: str):
    return checked("napoleonic", "Spain", "start", text)


@pytest.mark.parametrize("text", [
    "Saxony is to be occupied by corps A, whose scouts are to look into Prague.",
    "Saxony is to be entered by Corps A, scouting Prague.",
    "Saxony shall be occupied by corps A, its scouts looking into Prague",
    "Corps A, whose scouts look into Prague, moves to Saxony.",
    "Corps A, scouting Prague, marches to Saxony.",
    "Corps A marches to Saxony, whose scouts are to look into Prague.",
    "Saxony is to be invaded by corps A, whose cavalry rides ahead into Prague.",
])
def test_a_clause_beside_the_corps_is_read_after_its_move(text):
    said, sheet = _prussia(text)
    assert sheet.problems == ()
    assert said == ["A - Saxony, scout Prague"]


@pytest.mark.parametrize("text", [
    "Saxony is to be occupied by corps A, which then attacks Prague.",
    "Saxony is to be taken by corps A, and then Prague.",
    "Corps A, which then attacks Prague, moves to Saxony.",
    "Corps A, and after it corps E, march to Saxony.",
    "Corps A, while E holds, moves to Saxony.",
    "corps A, unless Austria moves first, marches to Saxony",
    "Corps A, then marching on to Prague, advances into Saxony.",
])
def test_a_clause_that_says_more_is_refused_not_dropped(text):
    said, sheet = _prussia(text)
    assert said == [] and sheet.problems, (said, sheet.problems)


@pytest.mark.parametrize("text", [
    "Corps A, our finest, marches to Saxony.",
    "Saxony is to be occupied by corps A.",
    "Corps A, all infantry with scouts, marches to Saxony.",        # 'scouts' after 'with': a noun (ext-napoleonic-293)
    "Corps A, the men of the march on Ulm, marches to Saxony.",
    "Corps A, its scouts tired, marches to Saxony.",
])
def test_a_plain_name_beside_the_corps_is_still_a_remark(text):
    said, sheet = _prussia(text)
    assert said == ["A - Saxony"] and sheet.problems == ()


@pytest.mark.parametrize("text, order", [
    ("My Mediterranean squadron (the one in the Gulf of Lion) sails for the Sardinian Sea.", "squadron 9 - Sardinian Sea"),
    ("The Mediterranean squadron (the one at the Gulf of Lion) heads for the Sardinian Sea", "squadron 9 - Sardinian Sea"),
    ("Our fleet (the one in the Irish Sea) stays.", "squadron 11 holds"),
    ("The squadron (currently off the Western Approaches) sails to the Bay of Biscay.", "squadron 6 - Bay of Biscay"),
    ("my southern squadron (in the Strait of Gibraltar) holds", "squadron 8 holds"),
    ("The garrison (the corps at Gibraltar) stays.", "C holds"),
    ("The Med squadron (the one lying in the Western Mediterranean) sails to the Sardinian Sea.",
     "squadron 10 - Sardinian Sea"),
])
def test_a_note_saying_where_the_unit_stands_names_it(text, order):
    said, sheet = _britain(text)
    assert sheet.problems == ()
    assert said == [order]


@pytest.mark.parametrize("text, why", [
    ("The Channel squadron (the one in the North Sea) sails to the Skagerrak.", "two places"),
    ("My squadron (the one at Malta) sails to the Sardinian Sea.", "no squadron"),
    ("The fleet (the one in the English Channel) sails to the North Sea.", "more than one"),
    ("The squadron (in the Baltic Sea) sails to the North Sea.", "no squadron"),
    ("Our Irish Sea squadron (the one in the Bay of Biscay) holds.", "two places"),
    ("The Malta garrison (the corps at Gibraltar) stays.", "two places"),
    ("The garrison (the corps at Lisbon) stays.", "no corps"),
])
def test_a_note_that_names_no_one_unit_is_refused_as_it_stands(text, why):
    said, sheet = _britain(text)
    assert said == []
    assert any(why in str(p) for p in sheet.problems), sheet.problems


@pytest.mark.parametrize("text, orders", [
    ("b2i Mad, b1c Old Castile", ["build 2 infantry in Madrid", "build cavalry in Old Castile"]),
    ("b2i Mad", ["build 2 infantry in Madrid"]),
    ("B1c Madrid", ["build cavalry in Madrid"]),
    ("b1a Madrid, b2i Andalusia", ["build artillery in Madrid", "build 2 infantry in Andalusia"]),
    ("b.1i Madrid", ["build infantry in Madrid"]),
    ("b1inf Old Castile", ["build infantry in Old Castile"]),
    ("b2i Mad, b1i Gal\nally Fra", ["build 2 infantry in Madrid", "build infantry in Galicia", "alliance with France"]),
])
def test_a_veterans_build_with_the_b_run_into_the_count(text, orders):
    said, sheet = _spain(text)
    assert sheet.problems == ()
    assert said == orders


@pytest.mark.parametrize("text", ["b2q Mad", "b2i Paris", "b2i Mad b1i Gal", "b1i Ca"])
def test_a_veterans_build_that_does_not_read_is_refused_never_dropped(text):
    said, sheet = _spain(text)
    assert sheet.problems, said


@pytest.mark.parametrize("text, orders", [
    ("The Channel squadrons, all three, hold.", ["squadron 1 holds", "squadron 2 holds", "squadron 3 holds"]),
    ("The Channel squadrons, all 3, stay in the English Channel.",
     ["squadron 1 holds", "squadron 2 holds", "squadron 3 holds"]),
    ("The North Sea squadrons, both of them, hold.", ["squadron 4 holds", "squadron 5 holds"]),
    ("the North Sea squadrons, both, sail to the Skagerrak", ["squadron 4 - Skagerrak", "squadron 5 - Skagerrak"]),
])
def test_a_plural_subject_with_its_count_beside_it(text, orders):
    said, sheet = _britain(text)
    assert sheet.problems == ()
    assert said == orders


@pytest.mark.parametrize("text", [
    "The Channel squadrons, both of them, hold.",
    "The Channel squadrons, all four, hold.",
    "The North Sea squadrons, all three, sail to the Skagerrak.",
])
def test_a_count_that_is_not_theirs_is_refused(text):
    said, sheet = _britain(text)
    assert said == [] and any("name each by its number" in str(p) for p in sheet.problems), sheet.problems


def test_a_long_line_of_commas_reads_quickly():
    said, sheet = _britain("The Channel squadrons" + ", all" * 20000 + " hold")
    assert said == [] and sheet.problems


@pytest.mark.parametrize("nation, text, order", [
    ("Spain", "build 1 infantry in Gal", "build infantry in Galicia"),
    ("Spain", "+1c Gal", "build cavalry in Galicia"),
    ("Great Britain", "build 1 infantry in Gal", "build infantry in Connaught"),
])
def test_a_short_place_of_a_build_is_the_one_home_province_it_fits(nation, text, order):
    said, sheet = checked("napoleonic", nation, "start", text)
    assert sheet.problems == ()
    assert said == [order]


def test_a_short_place_that_fits_no_home_province_is_still_refused():
    said, sheet = checked("napoleonic", "France", "start", "build 1 infantry in Gal")
    assert said == [] and any("may be" in str(p) for p in sheet.problems), sheet.problems
