"""Issue 22, round 17 (engine.words.said_over): an order the ruleset lets carry a negation or a condition of its own
('standing surrender: fight on' for 'our cities never surrender', 'fleet X: intercept' for 'intercepts if anyone
sails by', 'spend no TP' for "we won't spend TP") took every negation and condition of its line as its own, so a
line denied whole ("Don't: standing chit: outflank") or made to wait on another nation ('spend TP to reach 30% if
Crimsonia agrees') read as the plain order: a misread (the mutation measure's lines read as the same orders). Such a
line is asked, its orders one click away; the order's own negation and condition stay read."""

import pytest

from engine.words.said_over import condition_on_another, negation_said_over
from engine.words.words_left import word_left
from tests.orders.bundled import checked

CARRY = frozenset(("if", "standing", "intercept", "tp"))
NATIONS = frozenset(("prussia", "austria", "great britain", "crimsonia", "spain"))

ASKED = [
    ("Don't: standing guard: commit", "standing guard: commit"),
    ("Never - standing chit: outflank", "standing chit: outflank"),
    ("Do not 2. standing surrender: surrender", "standing surrender: surrender"),
    ("Never fleet Toulon: intercept", "fleet Toulon: intercept"),
    ("Don't: spend TP to reach 30%", "spend TP to reach 30%"),
    ("Don't: fleet Toulon: do not intercept", "fleet Toulon: do not intercept"),       # a bare negation over it
    ("spend TP to reach 30% if Crimsonia agrees", "spend TP to reach 30%"),
    ("fleet Brest: intercept, unless Great Britain moves first", "fleet Brest: intercept"),
    ("Standing guard: commit, provided the Austria corps is there", "standing guard: commit"),
    ("Do not fleet Brest: do not intercept", "fleet Brest: do not intercept"),      # the order's negation is later
    ("Never our own: standing guard: commit", "standing guard: commit"),           # a label after the negation
    ("Do not battle: spend 1 TP", "spend TP to reach 1%"),
]

READ = [
    ("Our cities never surrender", "standing surrender: fight on"),            # the order's own negation
    ("Never surrender.", "standing surrender: fight on"),
    ("The Brest fleet intercepts if anyone sails by", "fleet Brest: intercept"),    # its own condition
    ("Don't spend TP", "spend no TP"),
    ("Do not spend TP this turn", "spend no TP"),
    ("If the battle goes on, we withdraw", "standing further days: withdraw"),
    ("Never mind: standing guard: commit", "standing guard: commit"),            # a taking back, read elsewhere
    ("spend TP to reach 30% if we are attacked", "spend TP to reach 30%"),      # no other nation's act
    ("Don't forget: fleet Brest: intercept", "fleet Brest: intercept"),
    ("Do not worry: standing guard: commit", "standing guard: commit"),
]


@pytest.mark.parametrize("line, said", ASKED)
def test_a_negation_or_a_condition_not_the_orders_own_is_named(line, said):
    assert word_left(line, said, NATIONS, CARRY)


@pytest.mark.parametrize("line, said", READ)
def test_the_orders_own_negation_or_condition_stays_read(line, said):
    assert word_left(line, said, NATIONS, CARRY) == ""


# Orders that carry no negation of their own: an opening negation before a list's number is said over the line.
@pytest.mark.parametrize("line, said", [
    ("Never ii. 2 armies 24 -> 56", "2 armies 24 -> 56"),
    ("Do not 1) build 2 Infantry in 21", "build 2 Infantry in 21"),
    ("Do not sweden: ally with Russia", "ally with Russia"),       # a label after the negation is no verb of its own
])
def test_a_negation_before_a_list_number_or_a_label_is_named(line, said):
    assert word_left(line, said, NATIONS)


CHANGED = [
    ("eia", "France", "start", "standing guard: commit", "Don't: standing guard: commit"),
    ("eia", "France", "start", "standing chit: outflank", "Never - standing chit: outflank"),
    ("eia", "France", "start", "standing surrender: surrender", "Do not 2. standing surrender: surrender"),
    ("succheesion", "Maustria", "start", "spend TP to reach 30%", "spend TP to reach 30% if Crimsonia agrees"),
    ("succheesion", "Maustria", "start", "spend TP to reach 30%", "Don't: spend TP to reach 30%"),
    ("classic", "France", "start", "Move 3 armies from Paris to Burgundy", "Do not iii. Move 3 armies from Paris to Burgundy"),
]


@pytest.mark.parametrize("ruleset, nation, where, line, changed", CHANGED)
def test_the_changed_line_is_asked_with_its_reading_one_click_away(ruleset, nation, where, line, changed):
    read, sheet = checked(ruleset, nation, where, line)
    assert read and not sheet.problems
    got, sheet = checked(ruleset, nation, where, f"Hello GM,\n{changed}\n")
    assert got == []
    assert [p.line for p in sheet.problems] == [2]
    assert sheet.problems[0].choices == ("; ".join(read),)


@pytest.mark.parametrize("ruleset, nation, where, line", [
    ("eia", "France", "start", "Our cities never surrender"),
    ("eia", "France", "start", "The Brest fleet intercepts if anyone sails by"),
    ("succheesion", "Maustria", "start", "We will not spend TP"),
])
def test_the_orders_own_words_stay_read_on_the_sheet(ruleset, nation, where, line):
    read, sheet = checked(ruleset, nation, where, f"Hello GM,\n{line}\n")
    assert read and not sheet.problems


def test_long_lines_are_quick():
    low = ["never"] * 2000 + ["if"] * 2000
    assert negation_said_over(low, "standing", set()) == ""
    assert condition_on_another(low, NATIONS) == ""
    assert word_left("if " * 2000, "spend TP to reach 30%", NATIONS, CARRY) == ""


# A short piece joined on at the end of an order that names no place of its own (TP, interception): another
# place passed over, asked. Other orders are left to their readers: a place there may be said by another name
# ('Annex Baden and Hesse', 'alliance with Den and Nap') that the words alone cannot match.
@pytest.mark.parametrize("line, said", [
    ("spend TP to reach 30% and Eastmark", "spend TP to reach 30%"),
    ("Spend no TP and Carmine Hills", "spend no TP"),
    ("fleet Toulon: intercept and Corsica", "fleet Toulon: intercept"),
    ("standing guard: commit and 31", "standing guard: commit"),
])
def test_a_place_joined_on_that_no_order_takes_is_named(line, said):
    assert word_left(line, said, NATIONS, CARRY)


@pytest.mark.parametrize("line, said", [
    ("Ally with Russia and Prussia", "ally with Russia; ally with Prussia"),
    ("Annex Baden and Hesse", "annex Baden; annex Thuringia"),
    ("Raise cheese in Rubygate and Carmine.", "raise cheese in Rubygate; raise cheese in Carmine Hills"),
    ("A holds. Thanks and Regards", "A holds"),
    ("fleet Toulon: intercept. Thanks and Regards", "fleet Toulon: intercept"),
    ("Declare war on Spain and Austria", "declare war on Spain; declare war on Hapsburg Empire"),
    ("spend TP to reach 30% and the rest stay", "spend TP to reach 30%"),
])
def test_pieces_the_orders_take_or_courtesies_stay_read(line, said):
    assert word_left(line, said, NATIONS, CARRY) == ""


def test_a_piece_with_a_verb_of_its_own_is_no_place_joined_on():
    said = "corps III: Vienna - Buda; corps Cav I: Moravia - Vienna"
    assert word_left("austria land: III vienna -> buda, cav I moravia -> vienna. I and II hold.", said, NATIONS) == ""
