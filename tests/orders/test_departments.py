"""Issue 22 round 21 (helper Hd): headings and signatures of a nation's departments, table rows with an empty order
cell, more nothing-orders, a chat's time stamps, a heading's doubt on its count, a note that plans changed from a
chat. Each is set aside WITH its reason on the receipt, in every ruleset; an order on the same line is read, and a
line that may be an order is never set aside (engine.words.departments, empty_rows, chat_stamps, heading_doubts,
changed_elsewhere, engine.words.meaning.nothing_more)."""

from __future__ import annotations

import pytest

from engine.words.chat_stamps import stamped
from engine.words.departments import COMPILED, HEADING, SIGNED, compiled_note, department_of
from engine.words.heading_doubts import WHY as DOUBTED
from engine.words.changed_elsewhere import WHY as CHANGED
from engine.words.empty_rows import empty_row
from engine.words.meaning.nothing_more import KEPT, LITTLE, NO_UNITS, NOBODY, NOTHING
from tests.orders.bundled import sheet_of, written

# A nation, a position and one order that reads there, in each ruleset.
_GAMES = {"napoleonic": ("France", "spring-1805-war", "D - Baden", "D - Baden"),
          "classic": ("Austria", "start", "buy 3 armies in 79", "buy 3 armies in 79"),
          "succheesion": ("Maustria", "start", "build 2 Infantry in 21", "build 2 Infantry in 21"),
          "eia": ("France", "start", "ally with Spain", "ally with Spain")}


def _read(rules_id: str, text: str, nation: str | None = None, where: str | None = None):
    own, place, _, _ = _GAMES[rules_id]
    sheet = sheet_of(rules_id, nation or own, where or place, text)
    return written(rules_id, where or place, sheet), sheet


def _why(sheet, number: int) -> str:
    return " | ".join(c.reason for c in sheet.chatter if c.line == number)


# -- departments --------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("rules_id", sorted(_GAMES))
@pytest.mark.parametrize("heading, why", [
    ("WAR OFFICE (Castlereagh)", HEADING),
    ("ADMIRALTY (Lord Barham)", HEADING),
    ("— Kurt, war ministry", SIGNED),
    ("From Anna (foreign office):", None),
    ("Ministère de la Guerre (Berthier)", HEADING),
    ("Kriegsministerium", HEADING),
    ("The Admiralty's part and the War Office's part, pasted together as they came to me.", COMPILED),
    ("-- Mr Pitt, Treasury", SIGNED),
])
def test_a_departments_heading_is_set_aside_and_the_orders_under_it_read(rules_id, heading, why):
    _, _, order, canonical = _GAMES[rules_id]
    orders, sheet = _read(rules_id, f"{heading}\n{order}")
    assert orders == [canonical] and not sheet.problems
    assert _why(sheet, 1) and (why is None or why in _why(sheet, 1) or _why(sheet, 1) == "not an order")


@pytest.mark.parametrize("rules_id", sorted(_GAMES))
@pytest.mark.parametrize("head", ["War Office", "— Berthier, war ministry", "From the Treasury (Pitt)",
                                  "Talleyrand (foreign affairs)"])
def test_a_departments_heading_before_a_colon_never_swallows_the_order(rules_id, head):
    _, _, order, canonical = _GAMES[rules_id]
    orders, sheet = _read(rules_id, f"{head}: {order}")
    assert orders == [canonical] and not sheet.problems
    assert head.strip("— ") in _why(sheet, 1)


@pytest.mark.parametrize("line", ["War ministry (Bavaria)", "War Office (2 inf Paris)", "Austrian war ministry",
                                  "The war ministry marches on Vienna.", "War Office - Spain", "war", "navy",
                                  "Kurt, war", "Kurt, war ministry, 3 armies", "War Office (A - Baden)"])
def test_no_departments_heading_holds_an_order_or_another_nation(line):
    orders, sheet = _read("napoleonic", line)
    assert not any(HEADING in c.reason or SIGNED in c.reason for c in sheet.chatter)


def test_a_place_in_a_persons_place_is_no_signature():
    orders, sheet = _read("eia", "War ministry (Bavaria)\nWar Office - Spain")
    assert not any(HEADING in c.reason or SIGNED in c.reason for c in sheet.chatter)


def test_a_compiled_note_needs_a_department_and_a_word_of_pasting():
    assert compiled_note("The Admiralty's part and the War Office's part, pasted together as they came to me.")
    assert not compiled_note("The army's part and the fleet's part, pasted together.")
    assert not compiled_note("The Admiralty's part, pasted together: 2 ships to Brest")


def test_department_reading_is_linear_on_long_lines():
    assert department_of("War Office (" + " " * 100_000 + "Kurt)", "France", None) is None
    assert not compiled_note("Admiralty " * 50_000)


# -- table rows with an empty order cell ---------------------------------------------------------------------------

@pytest.mark.parametrize("rules_id, nation, where, table, kept", [
    ("napoleonic", "Austria", "spring-1805-war",
     "Corps\tFrom\tTo\tNotes\nB\tPrague\tBavaria\tscreen\nE\tBuda\t-\treserve, n/a this turn",
     ["B Prague - Bavaria"]),
    ("eia", "Prussia", "prussia-land", "Corps\tStart\tRoute\nI\tBrandenburg\tSaxony\nII\tSilesia\t-",
     ["corps I: Brandenburg - Saxony"]),
    ("classic", "Austria", "start", "| from | to | armies |\n|---|---|---|\n| 75 | - | 2 |\n| 80 | 41 | 1 |",
     ["1 army 80 -> 41"]),
    ("succheesion", "Maustria", "start", "| from | to | units |\n|---|---|---|\n| 20 | n/a | 3 |\n| 11 | 10 | 8 |",
     ["8 units 11 -> 10"]),
])
def test_a_row_with_an_empty_order_cell_is_no_order_said_so(rules_id, nation, where, table, kept):
    orders, sheet = _read(rules_id, table, nation, where)
    assert orders == kept and not sheet.problems
    assert any("a row of the table with no order" in c.reason for c in sheet.chatter)


@pytest.mark.parametrize("row", ["C\tBuda\t-", "D\tTyrol\tnone\tattack if they come", "E\tBuda\t-\tto Bavaria later"])
def test_a_row_not_told_or_with_notes_of_an_order_is_refused(row):
    orders, sheet = _read("napoleonic", f"Corps\tFrom\tTo\tNotes\n{row}", "Austria", "spring-1805-war")
    assert orders == [] and len(sheet.problems) == 1


def test_only_an_empty_cell_dash_or_none_is_an_empty_order():
    header = ("who:corps", "from", "to", "notes")
    assert empty_row(header, "| E | Buda | - | reserve |") == ("corps E", "Buda", "-")
    assert empty_row(header, "| E | Buda |  |  |") == ("corps E", "Buda", "")
    assert empty_row(header, "| E | Buda | Silesia | |") is None
    assert empty_row(header, "| E | Buda | hold | |") is None
    assert empty_row(header, "| E |  | - | |") is None


# -- nothing-orders --------------------------------------------------------------------------------------------------

_NOTHING_LINES = [
    ("peace with nobody, war with nobody", NOBODY),
    ("And we declare war on nobody, the King says wait.", NOBODY),
    ("- nothing new, the war goes on", NOTHING),
    ("Nothing more, good luck everyone", None),
    ("Nothing for the naval step.", None),
    ("We have no ships.", NO_UNITS),
    ("not much to do with 8 gold", None),
    ("nothing to do this turn", None),
]


@pytest.mark.parametrize("rules_id", sorted(_GAMES))
@pytest.mark.parametrize("line, why", _NOTHING_LINES)
def test_a_nothing_order_is_set_aside_with_its_reason(rules_id, line, why):
    _, _, order, canonical = _GAMES[rules_id]
    orders, sheet = _read(rules_id, f"{line}\n{order}")
    assert orders == [canonical] and not sheet.problems
    assert _why(sheet, 1) and (why is None or why in _why(sheet, 1))


def test_the_writers_own_nation_has_no_fleet():
    orders, sheet = _read("eia", "Prussia has no fleet, nothing for the naval step.\nstanding guard: hold",
                          "Prussia", "start")
    assert orders == ["standing guard: hold"] and not sheet.problems


def test_alliances_kept_only_with_allies():
    orders, sheet = _read("eia", "Nothing new in diplomacy, we stay with Britain and Russia.", "Austria", "start")
    assert orders == [] and not sheet.problems and (NOTHING in _why(sheet, 1) or KEPT in _why(sheet, 1))
    orders, sheet = _read("eia", "Nothing new in diplomacy, we stay with Spain.", "Austria", "start")
    assert NOTHING not in _why(sheet, 1) and KEPT not in _why(sheet, 1)


@pytest.mark.parametrize("line", ["peace with nobody but Russia", "nothing new unless Russia moves",
                                  "nothing more, corps A to Saxony", "not much to do with 8 gold to Russia",
                                  "nothing new, give 5 gold to Russia", "we have no fleet in Silesia",
                                  "war with nobody, alliance with Russia"])
def test_a_nothing_line_with_more_is_read_or_refused(line):
    orders, sheet = _read("napoleonic", line, "Prussia", "start")
    reasons = " ".join(c.reason for c in sheet.chatter)
    assert sheet.problems or orders
    assert not any(w in reasons for w in (NOBODY, NOTHING, NO_UNITS, LITTLE)) or orders


# -- a chat's time stamps, a heading's doubt, plans changed from a chat --------------------------------------------------

def test_a_chats_time_stamp_and_part_number_are_set_aside():
    orders, sheet = _read("succheesion", "[20:01] @GM maustria 1/3: 8 units and the General 11 -> 10 -> 6\n"
                          "[20:02] 2/3: galleon in Ricotta Lagoon to the Fondue Sea\n"
                          "[20:09] 3/3: nothing more, good luck everyone", "Maustria", "start")
    assert orders == ["8 units and the General 11 -> 10 -> 6", "1 Galleon 14 -> 13"] and not sheet.problems


@pytest.mark.parametrize("text, got", [
    ("[20:09] 3 armies 21 -> 27", ("[20:09]", "3 armies 21 -> 27")),
    ("20:09 3 armies 21 -> 27", None),
    ("[20:09] 4/3: x", ("[20:09]", "4/3: x")),
    ("A - Baden", None),
    ("[12:30] " + " " * 100_000 + "x", ("[12:30]", "x")),
])
def test_a_time_stamp_keeps_the_numbers_of_the_order(text, got):
    assert stamped(text, "Maustria") == got


@pytest.mark.parametrize("rules_id, nation, heading, set_aside", [
    ("succheesion", "Berdain", "Berdain orders, turn 6 (if I count right).", True),
    ("napoleonic", "Prussia", "Prussia orders, turn 6 (if I count right).", True),
    ("succheesion", "Berdain", "Berdain orders, turn 6 (if Maustria agrees).", False),
    ("succheesion", "Berdain", "Dunbarra orders, turn 6 (if I count right).", False),
])
def test_a_headings_doubt_on_its_turn(rules_id, nation, heading, set_aside):
    orders, sheet = _read(rules_id, heading, nation, "start")
    assert (not sheet.problems) == set_aside and bool(_why(sheet, 1)) == set_aside
    assert DOUBTED in _why(sheet, 1) or rules_id != "succheesion" or not set_aside


@pytest.mark.parametrize("rules_id", sorted(_GAMES))
@pytest.mark.parametrize("line, set_aside", [("Change of plans from what I said in chat.", True),
                                             ("New plan since what we discussed on Discord:", True),
                                             ("Change of plans from my last mail.", False)])
def test_plans_changed_from_a_chat(rules_id, line, set_aside):
    _, _, order, canonical = _GAMES[rules_id]
    orders, sheet = _read(rules_id, f"{line}\n{order}")
    assert (CHANGED in _why(sheet, 1)) == set_aside
    assert orders == [canonical] or not set_aside and sheet.problems


@pytest.mark.parametrize("line, gift", [("Treasury: 3 to France", "give 3 gold to France"),
                                        ("Treasury: 2 to Carthage", "give 2 gold to Carthage")])
def test_a_purses_label_is_no_departments_heading(line, gift):
    orders, sheet = _read("classic", line, "Italy", "start")
    assert len(orders) == 1 and not sheet.problems
    assert not any(HEADING in c.reason for c in sheet.chatter)


def test_a_cell_naming_a_place_by_letter_is_never_empty():
    header = ("from", "to", "ships")
    assert empty_row(header, "| M | X | 2 |") is None and empty_row(header, "| M | NA | 2 |") is None
    assert empty_row(header, "| M | - | 2 |") == ("2 ships", "M", "-")


def test_an_edit_note_before_a_colon_keeps_its_correction():
    orders, sheet = _read("eia", "France:\nDeclare war on Prussia.\nAlly with Spain.\n"
                          "EDIT: not Prussia, Portugal. Declare war on Portugal.")
    assert "declare war on Portugal" in orders and "declare war on Prussia" not in orders


@pytest.mark.parametrize("line", ["Nothing moves; A - Flanders", "Nothing builds; A - Flanders"])
def test_nothing_said_as_a_verb_is_no_nothing_new(line):
    orders, sheet = _read("napoleonic", line, "France", "spring-1805-war")
    assert not any(NOTHING in c.reason for c in sheet.chatter)


# -- a department is never an order (a misread found at the merge: 'Spain, war ministry' read as a declaration) ------

@pytest.mark.parametrize("text", ["Spain, war ministry", "war ministry: Spain", "Spain - war office"])
def test_war_before_an_office_is_no_declaration(text):
    orders, _ = _read("eia", text)
    assert not any("war" in order for order in orders)


@pytest.mark.parametrize("text", ["war on Spain", "declare war on Spain"])
def test_war_itself_stays_a_declaration(text):
    orders, _ = _read("eia", text)
    assert orders == ["declare war on Spain"]


# -- 'not much to do' under an order takes nothing back (an order lost found at the merge, in eia and succheesion) ---

@pytest.mark.parametrize("rules_id", sorted(_GAMES))
@pytest.mark.parametrize("after", ["not much to do with 8 gold", "Not a lot going on this turn.", "not many options"])
def test_not_much_under_an_order_keeps_it(rules_id, after):
    _, _, text, order = _GAMES[rules_id]
    orders, _ = _read(rules_id, f"{text}\n{after}")
    assert orders == [order]


@pytest.mark.parametrize("rules_id", ["eia", "succheesion"])     # napoleonic and classic keep the order: left, see the
def test_not_this_turn_under_an_order_still_takes_it_back(rules_id):    # round 21 note
    _, _, text, order = _GAMES[rules_id]
    orders, _ = _read(rules_id, f"{text}\nnot this turn")
    assert order not in orders
