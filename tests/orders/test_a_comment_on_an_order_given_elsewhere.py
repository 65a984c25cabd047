"""Issue 22, round 15 (engine.words.comments): a line that only talks about an order the message gives on another
line (its pace, a hope, a vague restatement) is a comment: filed as chatter naming that line, never a second order
holding the precise one back. A line that gives the unit another place, count, stay or kind of order, corrects, asks,
or names a unit given no order stays refused or asked, as before."""

import pytest

from engine.order_sheet import COMMENT, PLAN_ON
from tests.orders.bundled import sheet_of

_COMMENT = COMMENT.split("{line}")[0]

# (ruleset, nation, position, the order, a later line commenting on it)
COMMENTS = [
    ("napoleonic", "France", "start", "B - Champagne", "Let's hope corps B reaches Champagne in time for the harvest."),
    ("napoleonic", "France", "start", "Corps D marches to Baden.", "Corps D should go at once and in good order."),
    ("napoleonic", "Prussia", "start", "A - Saxony", "Corps A goes as far as it can."),
    ("napoleonic", "France", "start", "Corps A marches to Champagne.", "Corps A had better get moving quickly."),
    ("eia", "Russia", "russia-naval", "The Baltic fleet sails to the Gulf of Finland.",
     "The Baltic fleet should sail as early as it can."),
    ("eia", "Austria", "austria-land", "corps II: Tyrol - Bavaria", "I trust corps II gets going in good time."),
    ("eia", "Austria", "austria-land", "corps III: Vienna - Moravia", "Corps III should hurry on to Moravia."),
    ("eia", "Austria", "austria-land", "corps I: Bavaria - Swabia", "Corps I should make good speed on the road."),
    # units counted by where they stand, named by a unit word and their region
    ("classic", "Spain", "start", "3 armies 14 -> 11", "The 14 armies should get going as soon as they can."),
    ("classic", "Spain", "start", "2 ships N -> L", "I hope the ships from N get going soon, the wind is fair."),
    ("classic", "Italy", "start", "3 armies 37 -> 36", "The armies in 37 had better march quickly, the Pope is watching."),
    ("succheesion", "Maustria", "start", "6 units 21 -> 22", "The units in 21 should get going as soon as possible."),
    # another nation said only as the subject of its own act
    ("napoleonic", "France", "start", "Corps D marches to Baden.", "Corps D should go quickly before the Austrians come."),
    ("napoleonic", "Prussia", "start", "A - Saxony", "Corps A should get going, the French are coming."),
    ("eia", "Austria", "austria-land", "corps II: Tyrol - Bavaria", "Corps II should press on while the French are busy."),
]


def test_a_comment_on_a_refused_order_is_chatter_and_the_refusal_stands():
    # the order itself refused (a place it cannot tell): the hope about it is no second refusal
    text = "Corps C goes to Holland and after to Friesland.\nI hope C can make it to Friesland, it is a long way."
    sheet = sheet_of("napoleonic", "France", "spring-1805-war", text)
    assert [p.line for p in sheet.problems] == [1]
    assert [c.reason for c in sheet.chatter if c.line == 2] == [COMMENT.format(line=1)]


@pytest.mark.parametrize("rules_id, nation, where, order, comment", COMMENTS)
def test_a_comment_on_an_order_is_chatter_and_the_order_stands(rules_id, nation, where, order, comment):
    for text, at, on in ((f"{order}\n{comment}", 2, 1), (f"{comment}\n{order}", 1, 2)):
        sheet = sheet_of(rules_id, nation, where, text)
        assert len(sheet.orders) == 1 and not sheet.problems, (text, sheet.problems)
        said = [c.reason for c in sheet.chatter if c.line == at]
        if said != [COMMENT.format(line=on)]:   # round 17: 'Corps III should hurry on to Moravia' reads as the move
            assert [c.reason for c in sheet.chatter] == [    # itself ('should' after its subject is a modal)
                f"not an order: the same order as line {min(at, on)}, said again in other words: taken once"], \
                (text, sheet.chatter)


# (ruleset, nation, position, the order, a later line that may give another order: never a comment)
NOT_COMMENTS = [
    ("napoleonic", "France", "start", "Corps D marches to Baden.", "Corps D should go on to Swabia after."),
    ("napoleonic", "France", "start", "Corps A marches to Champagne.", "Corps A should stay put a while."),
    ("napoleonic", "France", "start", "Corps A marches to Champagne.", "Actually corps A should go as fast as it can."),
    ("napoleonic", "France", "start", "Corps A marches to Champagne.", "Corps A should march with the Prussians."),
    ("napoleonic", "France", "start", "Corps A marches to Champagne.", "Can corps A get there quickly?"),
    ("napoleonic", "France", "start", "Corps A marches to Champagne.", "Corps B should get going as soon as possible."),
    ("napoleonic", "France", "start", "Corps D marches to Baden.", "Corps D should besiege the fortress when it arrives."),
    ("eia", "Austria", "austria-land", "corps II: Tyrol - Bavaria", "Corps II goes to Bavaria with 3 factors more."),
    ("eia", "Austria", "austria-land", "corps I: Bavaria - Swabia", "Corps I waits in Bavaria for Mack."),
    ("eia", "Russia", "russia-naval", "The Baltic fleet sails to the Gulf of Finland.",
     "The Baltic fleet should not sail until the ice breaks."),
    ("napoleonic", "France", "start", "Corps D marches to Baden.", "Corps D should attack the Austrians."),
    ("napoleonic", "France", "start", "Corps D marches to Baden.", "Corps D goes and makes peace with Austria."),
    ("eia", "Austria", "austria-land", "corps II: Tyrol - Bavaria", "Corps II marches on, Austria declares war on France."),
    ("classic", "Spain", "start", "3 armies 14 -> 11", "The armies in 14 should stay put."),
    ("classic", "Spain", "start", "3 armies 14 -> 11", "The 14 armies should go on to 12 after."),
    ("succheesion", "Maustria", "start", "6 units 21 -> 22", "The units in 21 should besiege 22 when they get there."),
    # another unit going with it, led or carried: that unit's order too
    ("napoleonic", "France", "start", "Corps A marches to Champagne.", "The Guard goes along with corps A."),
    ("napoleonic", "France", "start", "Corps D marches to Baden.", "Murat rides behind corps D all the way."),
    ("eia", "Austria", "austria-land", "corps II: Tyrol - Bavaria", "Charles joins corps II on the road."),
    ("eia", "Russia", "russia-land", "corps I go to Volhynia from Lithuania", "Kutuzov goes with corps I."),    # fresh14
]


@pytest.mark.parametrize("rules_id, nation, where, order, line", NOT_COMMENTS)
def test_a_line_that_may_give_another_order_is_no_comment(rules_id, nation, where, order, line):
    sheet = sheet_of(rules_id, nation, where, f"{order}\n{line}")
    assert not any(c.reason.startswith(_COMMENT) for c in sheet.chatter), (line, sheet.chatter)
    assert any(p.line == 2 for p in sheet.problems) or any(c.line == 2 for c in sheet.chatter), (line, sheet)


def test_a_comment_alone_stays_refused():
    sheet = sheet_of("napoleonic", "France", "start", "Corps D should go at once and in good order.")
    assert [p.line for p in sheet.problems] == [1]


def test_two_refused_lines_saying_as_much_are_no_comments_of_each_other():
    # neither line reads; each names the other's place: which is the order is the player's to say
    text = "Corps C heads for Holland and after to Friesland.\nCorps C goes to Friesland and after to Holland."
    sheet = sheet_of("napoleonic", "France", "spring-1805-war", text)
    assert not any(c.reason.startswith(_COMMENT) for c in sheet.chatter), sheet.chatter


def test_a_long_line_of_repeated_words_stays_quick():
    import time
    line = "Corps A should " + "go " * 2000
    started = time.perf_counter()
    sheet_of("napoleonic", "France", "start", f"Corps A marches to Champagne.\n{line}")
    assert time.perf_counter() - started < 5


# A later turn's plan beside this turn's orders, naming only their places, units and counts: chatter naming the line
PLANS = [
    ("classic", "Spain", "start", "2 ships N -> L", "Sailing to L this turn, the ships go on next turn."),
    ("classic", "Spain", "start", "3 armies 14 -> 11", "In 11 the armies rest, next turn they push on."),
    ("napoleonic", "France", "start", "Corps A marches to Champagne.",
     "Corps A gets to Champagne now and rests there next turn."),
    ("eia", "Austria", "austria-land", "corps II: Tyrol - Bavaria", "Corps II settles in Bavaria and waits next month."),
]

# A later turn's order of its own (another place, count, unit, a build) or a changed one: refused as before
NOT_PLANS = [
    ("napoleonic", "France", "start", "Corps A marches to Champagne.", "From Champagne corps A goes on to Lorraine next turn."),
    ("classic", "Spain", "start", "3 armies 14 -> 11", "Next turn 2 armies 11 -> 10."),
    ("classic", "Spain", "start", "3 armies 14 -> 11", "Next turn we build 3 armies in 11."),
    ("eia", "Austria", "austria-land", "corps II: Tyrol - Bavaria", "Next month corps III goes to Bavaria too."),
    ("eia", "Austria", "austria-land", "corps II: Tyrol - Bavaria", "Next month corps II goes back to Tyrol instead."),
    ("napoleonic", "France", "start", "Corps A marches to Champagne.", "Next turn we declare war on Austria from Champagne."),
]


@pytest.mark.parametrize("rules_id, nation, where, order, plan", PLANS)
def test_a_later_turns_plan_beside_the_orders_is_chatter(rules_id, nation, where, order, plan):
    sheet = sheet_of(rules_id, nation, where, f"{order}\n{plan}")
    assert len(sheet.orders) == 1 and not sheet.problems, (plan, sheet.problems)
    assert [c.reason for c in sheet.chatter if c.line == 2] == [PLAN_ON.format(line=1)], sheet.chatter


@pytest.mark.parametrize("rules_id, nation, where, order, plan", NOT_PLANS)
def test_a_later_turns_order_of_its_own_stays_refused(rules_id, nation, where, order, plan):
    sheet = sheet_of(rules_id, nation, where, f"{order}\n{plan}")
    assert any(p.line == 2 for p in sheet.problems), (plan, sheet.chatter)


def test_the_receipt_names_comments_and_plans_as_lines_set_aside():
    from app.orders.letter_verdicts import is_remark
    from engine.order_sheet import REMARK, read_as_no_order
    for reason in (COMMENT.format(line=3), PLAN_ON.format(line=12), REMARK):
        assert read_as_no_order(reason) and is_remark(reason)
    assert not read_as_no_order("not an order: a greeting")


@pytest.mark.parametrize("first, second", [
    ("build 1 HC in 21", "build 1 Gd Inf in 21"),                 # fresh: a kind the reader cannot tell
    ("build 2 Infantry in 21", "build 1 Heavy Cav in 21 as well"),
    ("build 1 Cavalry in 23", "The units in 23 get a new Artilery piece."),
])
def test_a_build_in_a_region_names_no_stack_there(first, second):
    sheet = sheet_of("succheesion", "Maustria", "start", f"{first}\n{second}")
    assert not any(c.reason.startswith(_COMMENT) for c in sheet.chatter), sheet.chatter
