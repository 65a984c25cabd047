"""Issue 22, round 16 (helper Dr2, the mutation measure's silent drops and misreads): a stay or an order followed by
a negation of its time ('A holds, not this turn', 'Fleet 2 stays in port, not yet', 'Corps B to Bavaria. Not now.')
is asked with the order offered, never read as given nor set aside as talk; a stay's own negation ('the army does not
move') and a contrast ('..., not Picardy') leave the line read (engine.words.words_left)."""

import pytest

from engine.words.words_left import word_left
from tests.orders.bundled import checked

ASKED = [
    ("A holds, not this turn.", "A holds"),
    ("Fleet 2 stays in port, not yet", "fleet 2 holds"),
    ("3 armies remain in 21, not now!", "3 armies 21 hold"),
    ("Corps B holds. Not this turn though.", "B holds"),
    ("2 ships H -> G. Not yet.", "2 ships H -> G"),
    ("Build 1 Fort in 31. Never!", "build 1 Fort in 31"),
    ("We spend no TP, not yet.", "spend no TP"),
]
READ = [
    ("Corps A does not move", "A holds"),
    ("A holds and does not attack", "A holds"),
    ("A stays put, not moving", "A holds"),
    ("A holds. Not Picardy.", "A holds"),
    ("2 ships H -> G. Not 3.", "2 ships H -> G"),
    ("We will not spend any TP.", "spend TP to reach 0%"),
]


@pytest.mark.parametrize("line, said", ASKED)
def test_a_negation_of_the_time_is_named(line, said):
    assert word_left(line, said)


@pytest.mark.parametrize("line, said", READ)
def test_a_stays_own_negation_or_a_contrast_stays_read(line, said):
    assert word_left(line, said) == ""


CHANGED = [
    ("napoleonic", "France", "start", "A holds, not this turn."),
    ("napoleonic", "France", "start", "Corps B to Bavaria. Not now."),
    ("classic", "France", "start", "Move 3 armies from Paris to Burgundy. Not yet!"),
    ("succheesion", "Maustria", "start", "build 2 Infantry in 21. Not this turn though."),
    ("succheesion", "Maustria", "start", "Spend 3 TP, but not now."),
    ("eia", "Prussia", "prussia-land", "I to Pomerania, not this turn."),
    ("eia", "Prussia", "prussia-land", "Corps I to Pomerania - not yet"),
]


@pytest.mark.parametrize("ruleset, nation, where, changed", CHANGED)
def test_the_line_is_asked_never_read_nor_dropped(ruleset, nation, where, changed):
    got, sheet = checked(ruleset, nation, where, f"Hello GM,\n{changed}\n")
    assert got == []
    assert 2 in [p.line for p in sheet.problems]


def test_a_long_line_is_quick():
    assert word_left("A holds. " + "not " * 2000, "A holds") == ""     # no sentence of time alone
    assert word_left("A holds, " + "never " * 2000, "A holds") == ""


TAILS = [
    ("A holds, not this turn.", "A holds"),
    ("I to Pomerania - not yet", "I to Pomerania"),
    ("Build 2 Infantry in 21. Not now.", "Build 2 Infantry in 21"),
    ("Fleet 3 to Brest (not this season though)", "Fleet 3 to Brest"),
    ("3 armies 21 -> 24, but not for now!", "3 armies 21 -> 24"),
]
NO_TAIL = ["A - Champagne, not Picardy", "3 armies 21 -> 24 (not 4)", "Not this turn.", "A - Champagne",
           "Corps A does not move", "x, " + "not " * 2000]


@pytest.mark.parametrize("line, head", TAILS)
def test_the_tail_denying_the_time_is_cut(line, head):
    from engine.words.put_off import without_time_denied
    assert without_time_denied(line) == head


@pytest.mark.parametrize("line", NO_TAIL)
def test_a_contrast_or_no_tail_is_none(line):
    from engine.words.put_off import without_time_denied
    assert without_time_denied(line) is None


def test_an_order_carrying_its_own_condition_is_asked_when_put_off():
    assert word_left("We spend no TP, not yet.", "spend no TP", conditional=frozenset(("if", "tp")))
    assert word_left("We spend no TP.", "spend no TP", conditional=frozenset(("if", "tp"))) == ""


# Lines the reader filed as no order that give an order before a condition or a short piece joined on.
HUNG = [
    ("succheesion", "Maustria", "start", "No TP if Crimsonia agrees."),
    ("succheesion", "Maustria", "start", "No TP and Whiskerport"),
    ("eia", "Prussia", "prussia-land", "I to Pomerania provided Austria stays home"),
    ("eia", "Prussia", "prussia-land", "I to Pomerania & Silesia too"),
]


@pytest.mark.parametrize("ruleset, nation, where, line", HUNG)
def test_an_order_under_a_condition_or_with_a_piece_joined_is_asked(ruleset, nation, where, line):
    got, sheet = checked(ruleset, nation, where, f"Hello GM,\n{line}\n")
    assert got == []
    assert 2 in [p.line for p in sheet.problems]


@pytest.mark.parametrize("line, head", [("No TP if Crimsonia agrees.", "No TP"), ("A - B, unless Spain moves", "A - B"),
                                        ("3 armies 21 -> 24 provided it is empty", "3 armies 21 -> 24")])
def test_the_condition_at_the_end_is_cut(line, head):
    from engine.words.put_off import without_condition
    assert without_condition(line) == head


@pytest.mark.parametrize("line, head", [("No TP and Whiskerport", "No TP"), ("I to Pomerania & Silesia too", "I to Pomerania")])
def test_a_short_piece_joined_at_the_end_is_cut(line, head):
    from engine.words.put_off import without_joined_piece
    assert without_joined_piece(line) == head
    assert without_joined_piece("x and " + "y " * 10) is None


def test_an_answer_after_a_colon_is_no_tail():
    from engine.words.put_off import without_time_denied
    assert without_time_denied("Surrender: never.") is None
    assert without_time_denied("STDG SURR: NEVER") is None
