"""'that's it, I hold everything else', 'That's all, the rest hold.': the writer says the units without orders hold
(engine.words.nothing); a closing beside it adds nothing. A place, a unit or an exception keeps the line read."""

from __future__ import annotations

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position


def _read(rs: str, nation: str, pos: str, text: str):
    board, state = position(rs, pos)
    rules = ruleset(rs)
    return rules.check_orders(rules.parse_orders(text, nation, state, board), state, board)


@pytest.mark.parametrize("said", [
    "that's it, I hold everything else",
    "I hold everything else",
    "That's all, the rest hold.",
    "we keep the rest where they are",
    "I'll hold everything else",
    "that is all, everything else holds",
])
@pytest.mark.parametrize("rs, nation, pos, order", [
    ("napoleonic", "Spain", "start", "1 cavalry in Andalusia"),
    ("classic", "Britain", "start", "buy 1 army in 1"),
])
def test_the_rest_held_gives_no_order(rs, nation, pos, order, said):
    sheet = _read(rs, nation, pos, f"{order}\n{said}")
    assert len(sheet.orders) == 1 and not sheet.problems


@pytest.mark.parametrize("said", [
    "I hold Bavaria",                                   # a place: no rest
    "That's it, hold Bavaria",
    "We hold everything else except A, which goes to Saxony",
    "that's it",                                        # a closing alone is no denial (left to the closings' readers)
    "I hold the rest of Bavaria",
])
def test_not_the_rest(said):
    sheet = _read("napoleonic", "Spain", "start", f"1 cavalry in Andalusia\n{said}")
    assert not any(c.reason.endswith("units without orders hold") for c in sheet.chatter if c.text == said)


@pytest.mark.parametrize("rs, nation, said", [
    ("succheesion", "Stilwen", "We raise cheese in Stilwen City twice."),
    ("succheesion", "Stilwen", "Build infantry in Stilwen City twice."),
    ("succheesion", "Stilwen", "We raise cheese in Stilwen City two times."),
    ("napoleonic", "France", "We build infantry in Paris twice."),
    ("classic", "Italy", "We buy an army in Rome 3 times."),
])
def test_how_many_times_is_said_in_the_refusal(rs, nation, said):
    """engine.words.times_said: the refusal says the order is read once, never 'no province called ... twice', and
    offers no fix that would read it once."""
    sheet = _read(rs, nation, "start", said)
    assert not sheet.orders and len(sheet.problems) == 1
    p = sheet.problems[0]
    assert "an order is read once" in p.reason and "called" not in p.reason and p.fix is None


@pytest.mark.parametrize("said, held", [
    ("Squadron 1 stays in the Bay of Biscay", False),        # it stands in the English Channel: asked
    ("Squadron 1 stays in the Channel", True),
    ("Squadron 2 stays in the Bay of Biscay", True),
    ("Squadron 1 stays at Picardy", True),                   # a coast beside its sea
    ("Squadron 4 stays in the Gulf of Lion.", True),
])
def test_a_squadron_staying_where_it_does_not_stand_is_asked(said, held):
    sheet = _read("napoleonic", "France", "spring-1805-war", said)
    if held:
        assert len(sheet.orders) == 1 and not sheet.problems
    else:
        assert not sheet.orders and "stands in English Channel, not in Bay of Biscay" in sheet.problems[0].reason
        assert "squadron 1 - Bay of Biscay" in sheet.problems[0].choices


@pytest.mark.parametrize("rs, nation, pos, said", [
    ("classic", "Turkey", "start", "3 armies 48 -> 47 - actually make it 2"),
    ("classic", "Turkey", "start", "3 armies 48 -> 47 (no wait, 2)"),
    ("napoleonic", "France", "spring-1805-war", "E - Champagne (no wait, Lorraine)"),
    ("napoleonic", "France", "spring-1805-war", "E - Champagne (no, Lorraine)"),
    ("napoleonic", "France", "spring-1805-war", "E - Champagne (sorry, Lorraine)"),
    ("succheesion", "Randomia", "start", "The Royal Army at Randomia, all twelve, marches to Ubliko Gate."),
])
def test_a_note_changing_the_order_is_never_set_aside(rs, nation, pos, said):
    """The note after a dash or in brackets says another count or place: the line is asked, never read as written
    before the note (engine.words.clauses.note_aside, self_fixes.gives_another, succheesion 'all N')."""
    sheet = _read(rs, nation, pos, said)
    assert not sheet.orders and sheet.problems


def test_a_note_changing_the_count_with_the_rest_staying_is_applied():
    """'make it 2, one stays in the city': the count changed, the rest said to stay (engine.words.in_line_changes,
    round 20): read as the note says, never as written before it."""
    sheet = _read("classic", "Turkey", "start", "3 armies 48 -> 47 - actually make it 2, one stays in the city")
    assert [o.count for o in sheet.orders] == [2] and not sheet.problems


@pytest.mark.parametrize("rs, nation, pos, said, order", [
    ("napoleonic", "France", "spring-1805-war", "D - Mayence? (no: D is already at Mainz/Strasbourg) D - Köln",
     "D - Rhineland"),
    ("napoleonic", "France", "spring-1805-war", "E - Champagne (sorry for the delay)", "E - Champagne"),
    ("classic", "Turkey", "start", "3 armies 48 -> 47 - to cover the city", "3 armies 48 -> 47"),
    ("succheesion", "Randomia", "start", "The Royal Army at Randomia, all thirteen, marches to Ubliko Gate.",
     "13 units 15 -> 17"),
    ("succheesion", "Maustria", "start", "That Our fleet in the Fondue Sea keep up its blockade.", None),
    ("napoleonic", "Russia", "spring-1805-war", "That's all, B and A stay.", "B holds"),
])
def test_what_the_note_or_the_closing_leaves_alone(rs, nation, pos, said, order):
    sheet = _read(rs, nation, pos, said)
    rules = ruleset(rs)
    board, _ = position(rs, pos)
    assert not sheet.problems
    assert (order is None and not sheet.orders) or order in [rules.format_order(o, board) for o in sheet.orders]


def test_a_retreat_in_two_words_under_a_condition_is_asked():
    sheet = _read("succheesion", "Berdain", "start", "2 units 39 -> 15\nIf they resist, pull back.")
    assert any("If they resist" in p.text for p in sheet.problems)


@pytest.mark.parametrize("said, order", [
    ("sq1 -> Biscay", "squadron 1 - Bay of Biscay"),            # 'Biscay' is also Navarre's other name: a squadron sails
    ("squadron 1 - Biscay", "squadron 1 - Bay of Biscay"),
])
def test_a_squadron_goes_to_the_sea_a_word_names(said, order):
    sheet = _read("napoleonic", "France", "spring-1805-war", said)
    board, _ = position("napoleonic", "spring-1805-war")
    assert [ruleset("napoleonic").format_order(o, board) for o in sheet.orders] == [order] and not sheet.problems


@pytest.mark.parametrize("nation, said", [
    ("Crimsonia", "The Rubygate garrison, all five, marches into Republic Marsh."),      # 4 stand there
    ("Crimsonia", "The Rubygate garrison, 5, marches into Republic Marsh."),
    ("Typ Lef Nazin", "The horde of Lef Oasis, five and the Khan, ride to Steppe Gate and burn it."),
    ("Maustria", "Countess Rostopki wishes it known that Maustria offers peace to the Typ Lef Nazin, whose riders have "
                 "troubled our eastern march long enough if Stilwen agrees."),
])
def test_a_count_or_condition_said_aside_is_never_dropped(nation, said):
    """The mutation measure's misreads of round 19: a count set between commas that the stack does not hold, and a
    condition inside a remark after the nation offered peace, are asked, never read as the order without them."""
    sheet = _read("succheesion", nation, "start", said)
    assert not sheet.orders and sheet.problems


@pytest.mark.parametrize("nation, said, order", [
    ("Crimsonia", "The Rubygate garrison, all four, marches into Republic Marsh.", "4 units 9 -> 8"),
    ("Typ Lef Nazin", "The horde of Lef Oasis, four and the Khan, ride to Steppe Gate.", "4 units and the General 31 -> 28"),
])
def test_a_count_said_aside_that_the_stack_holds(nation, said, order):
    sheet = _read("succheesion", nation, "start", said)
    board, _ = position("succheesion", "start")
    assert [ruleset("succheesion").format_order(o, board) for o in sheet.orders] == [order] and not sheet.problems


@pytest.mark.parametrize("said, refused", [
    ("F1 - Xanadu", True),          # a label and a name the map does not know: refused, never talk (helper Rw8 found it)
    ("1 - Xanadu", True),
    ("PS - Thanks", False),
    ("GM - Thanks", False),
    ("Hi - Tom", False),
])
def test_a_label_a_dash_and_a_name_is_an_order_shape(said, refused):
    sheet = _read("napoleonic", "France", "spring-1805-war", f"A - Picardy\n{said}")
    assert any(p.text == said for p in sheet.problems) == refused
