"""Issue 22 (by map): orders given place by place ('In Holstein: corps A moves on to Hanover; in Christiania: ...')
read with each place said in its clause: the place a march leaves, where a stay or a build is, 'here'. A clause
that is none of these, or names its own start, leaves the line as the player wrote it."""

import pytest

from engine.words.by_place import by_place, place_heading, under_heading
from tests.orders.bundled import checked

READ = [
    ("classic", "Turkey", "start", "In 97: the two armies march to 100; in 99: the army goes on to 101.",
     ["2 armies 97 -> 100", "1 army 99 -> 101"]),
    ("classic", "Turkey", "start", "At 98: hold. At 97: both armies go to 100.", ["2 armies 97 -> 100"]),
    ("napoleonic", "Austria", "spring-1805-war", "In Bohemia: corps B marches into Saxony. In Vienna: build 1 infantry.",
     ["B Prague - Saxony", "build infantry in Vienna"]),
    ("eia", "Russia", "russia-land", "In Volhynia: corps II moves on to Cracow; in Lithuania: corps I goes to Courland.",
     ["corps II: Volhynia - Cracow", "corps I: Lithuania - Courland"]),
    ("succheesion", "Stilwen", "start", "In Liberty Downs: raise 1 Militia here. In Stilwen City: the 5 units and the "
     "General go to Grenadier Hills.", ["build 1 Militia in 7", "5 units and the General 6 -> 10"]),
]


@pytest.mark.parametrize("ruleset, nation, where, message, orders", READ)
def test_each_place_heading_is_said_in_its_clause(ruleset, nation, where, message, orders):
    got, sheet = checked(ruleset, nation, where, message)
    assert sheet.problems == () and got == orders


def _looks(text):
    return text.endswith(" 2") and text[:-2] in ("Holstein", "the Kattegat", "Vienna", "Bohemia")


def test_the_clauses_as_they_are_read():
    assert by_place("In Holstein: corps A moves on to Hanover; in the Kattegat: hold.", _looks) == \
        "corps A moves on from Holstein to Hanover; the units in the Kattegat hold."
    assert by_place("In 97: hold. In 98: build 2 armies here.", _looks) == "the units in 97 hold. build 2 armies in 98."
    assert by_place("In Vienna: build 1 infantry", _looks) == "build 1 infantry in Vienna."


@pytest.mark.parametrize("text", [
    "In Holstein: corps A moves from Hamburg to Hanover.",      # a start of its own: which is meant?
    "In Vienna: build 1 infantry in Prague.",
    "In Holstein: the Danes are worried.",                      # no march, stay or build
    "In Holstein: corps A holds.",                              # a unit's stay: where it stands is not checked
    "In Narnia: corps A moves to Hanover.",                     # no place of the map
    "In two turns: corps A moves to Hanover.",
    "Corps A: Holstein - Hanover",
])
def test_a_clause_that_says_more_or_another_place_is_left_as_written(text):
    assert by_place(text, _looks) is None


def test_a_long_line_of_headings_reads_fast():
    assert by_place("In Holstein: " * 20_000, _looks) is None


HEADED = [
    ("classic", "Austria", "start", "## Army of Vienna (76)\nall three to 77\n\n## Tyrol garrison (75)\nboth armies go to 53",
     ["3 armies 76 -> 77", "2 armies 75 -> 53"]),
    ("classic", "Prussia", "start", "== 63 ==\nthe two armies march into 62", ["2 armies 63 -> 62"]),
    ("succheesion", "Berdain", "start", "**Lowland Dairies**\n- raise 1 Cavalry\n\n**Berdain**\n- build 1 Infantry here",
     ["build 1 Cavalry in 39", "build 1 Infantry in 38"]),
]


@pytest.mark.parametrize("ruleset, nation, where, message, orders", HEADED)
def test_a_place_heading_is_said_in_the_lines_under_it(ruleset, nation, where, message, orders):
    got, sheet = checked(ruleset, nation, where, message)
    assert sheet.problems == () and got == orders


def test_a_heading_naming_no_place_ends_the_one_above():
    _, sheet = checked("classic", "Prussia", "start", "== 63 ==\n== Moves ==\nboth armies to 62")
    assert sheet.problems


def test_the_place_a_heading_names():
    assert place_heading("### Army of Vienna (76)", _looks) == "76"
    assert place_heading("**Holstein**", _looks) == "Holstein"
    assert place_heading("== THE KATTEGAT FLEET ==", _looks) == ""
    assert place_heading("## Moves", _looks) == ""
    assert place_heading("Holstein", _looks) is None
    assert under_heading("both armies to 62", "63") == "both armies from 63 to 62."
    assert under_heading("both armies from 61 to 62", "63") is None


def test_a_heading_naming_only_a_place_is_set_aside_and_one_naming_a_unit_is_not():
    got, sheet = checked("succheesion", "Crimsonia", "start", "== THE EAST (Madder Vale) ==\nbuild 1 Infantry here")
    assert got == ["build 1 Infantry in 12"] and sheet.problems == ()
    assert sheet.chatter[0].reason == "not an order: the heading of the orders at Madder Vale"
    _, sheet = checked("napoleonic", "Prussia", "spring-1805-war", "**Corps A (Hanover)**")
    assert sheet.problems
