"""Issue 22, round 18 (engine.words.reasoned_correction): a correction on its own line, with its reasons around the
order it gives. The earlier order of the same unit (or of its kind and from its place) is replaced, the reasons are set
aside on the receipt; a line whose reasons may give an order, hold a condition or a new number, whose new order names
another unit, or that two orders could be the old one of, stays asked."""

import pytest

from tests.orders.bundled import sheet_of, written

WHY = "the reasons the correction gives"

REPLACED = [
    # the new order whole, a reason after it
    ("classic", "Italy", "start", "3 armies 37 -> 36\nEDIT: no, 3 armies 37 -> 38; Etruria can wait.",
     ["3 armies 37 -> 38"]),
    ("classic", "Prussia", "start", "2 armies 59 -> 57\nActually, 2 armies 59 -> 58, the Poles are quiet.",
     ["2 armies 59 -> 58"]),
    # a reason before it
    ("succheesion", "Maustria", "start", "6 units 21 -> 22\nOn second thought, Rostopki is full. 6 units 21 -> 23 instead.",
     ["6 units 21 -> 23"]),
    ("napoleonic", "Prussia", "spring-1805-war", "A - Saxony\nCorrection: the King fears the French. A - Mecklenburg instead.",
     ["A - Mecklenburg"]),
    # reasons on both sides
    ("napoleonic", "Prussia", "spring-1805-war",
     "A - Saxony\nActually no, Saxony is neutral. A - Mecklenburg instead, the roads are better.", ["A - Mecklenburg"]),
    # a count said with 'only'
    ("classic", "Italy", "start", "buy 2 armies in 37\nEDIT: buy only 1 army in 37, the treasury is thin.",
     ["buy 1 army in 37"]),
    # a part changed, with its reason
    ("napoleonic", "Prussia", "spring-1805-war",
     "B - Saxony\nCorrection: not Saxony but Posen for B, the Saxons are touchy.", ["B - Posen"]),
    ("classic", "Italy", "start", "2 armies 37 -> 36\nEDIT: 37 -> 38 instead, Etruria is too far.",
     ["2 armies 37 -> 38"]),
]


@pytest.mark.parametrize("rules_id, nation, where, text, orders", REPLACED)
def test_the_correction_replaces_the_order_and_its_reasons_are_set_aside(rules_id, nation, where, text, orders):
    sheet = sheet_of(rules_id, nation, where, text)
    assert (written(rules_id, where, sheet), sheet.problems) == (orders, ()), sheet.problems
    assert any(c.line == 1 and "replaced by the correction on line 2" in c.reason for c in sheet.chatter), sheet.chatter


def test_a_stay_with_its_reason_takes_the_move_back():
    sheet = sheet_of("eia", "France", "france-land", "corps I: Rhineland - Thuringia\ncorps III: Picardy - Flanders\n"
                                               "EDIT: corps III stays in Picardy, the Belgians are calm.")
    assert (written("eia", "france-land", sheet), sheet.problems) == (["corps I: Rhineland - Thuringia"], ()), sheet.problems
    assert any("belgians" in c.reason.casefold() for c in sheet.chatter), sheet.chatter


NEAR = [
    # a condition in the reasons
    ("classic", "Italy", "start", "3 armies 37 -> 36\nEDIT: no, 3 armies 37 -> 38; if Etruria is empty."),
    # a reason that gives an order of its own
    ("classic", "Prussia", "start", "2 armies 59 -> 57\nActually, 2 armies 59 -> 58, the rest go to 60."),
    ("napoleonic", "Prussia", "spring-1805-war",
     "A - Saxony\nActually no, Saxony is neutral. A - Mecklenburg instead, and B marches too."),
    # a number in the reasons that neither order says
    ("classic", "Italy", "start", "3 armies 37 -> 36\nEDIT: no, 3 armies 37 -> 38; 2 of them stay in 36."),
    # the new order names another unit: added, or a new thought, never a correction of A
    ("napoleonic", "Prussia", "spring-1805-war",
     "A - Saxony\nCorrection: the King fears the French. B - Posen instead."),
    # two orders could be the old one
    ("classic", "Italy", "start", "2 armies 37 -> 36\n1 army 37 -> 36\nEDIT: no, 2 armies 37 -> 38; Etruria can wait."),
]


@pytest.mark.parametrize("rules_id, nation, where, text", NEAR)
def test_a_correction_whose_reasons_may_say_more_stays_asked(rules_id, nation, where, text):
    sheet = sheet_of(rules_id, nation, where, text)
    assert not any(WHY in c.reason for c in sheet.chatter), sheet.chatter
    assert sheet.problems or not any("replaced by" in c.reason for c in sheet.chatter), sheet.chatter


def test_long_lines_stay_quick():
    import time
    line = "EDIT: no, " + "the Don can wait, " * 200
    started = time.perf_counter()
    sheet_of("classic", "Italy", "start", "3 armies 37 -> 36\n" + line)
    sheet_of("classic", "Italy", "start", "3 armies 37 -> 36\nEDIT: " + " " * 2000 + "x")
    assert time.perf_counter() - started < 2.0


TAKEN_BACK = [
    ("classic", "Italy", "start", "buy 2 armies in 37\nOn second thought, scratch that - the treasury is thin."),
    ("napoleonic", "France", "start", "declare war on Austria\nOn reflection the Emperor can wait: cancel that."),
    ("succheesion", "Maustria", "start", "6 units 21 -> 22\nActually, forget that; Rostopki is full this season."),
]


@pytest.mark.parametrize("rules_id, nation, where, text", TAKEN_BACK)
def test_a_retraction_with_its_reasons_takes_the_order_back(rules_id, nation, where, text):
    sheet = sheet_of(rules_id, nation, where, text)
    assert (list(sheet.orders), sheet.problems) == ([], ()), (sheet.orders, sheet.problems)
    assert any(c.line == 1 and "replaced by the correction on line 2" in c.reason for c in sheet.chatter), sheet.chatter


NOT_TAKEN_BACK = [
    # a place put in its place: more than a reason
    ("classic", "Italy", "start", "2 armies 37 -> 36\nScratch that, the coast is weak: 38 instead."),
    ("napoleonic", "Prussia", "spring-1805-war", "A - Saxony\nScratch that, Saxony is neutral, A to Mecklenburg then."),
    # the last line gave two orders: which one?
    ("classic", "Italy", "start", "buy 2 armies in 37 and 1 ship in M\nOn second thought, scratch that - the treasury is thin."),
]


@pytest.mark.parametrize("rules_id, nation, where, text", NOT_TAKEN_BACK)
def test_a_retraction_that_may_say_more_is_not_taken_as_reasons(rules_id, nation, where, text):
    sheet = sheet_of(rules_id, nation, where, text)
    assert not any(WHY in c.reason for c in sheet.chatter), sheet.chatter


ADDED = [
    ("napoleonic", "France", "start", "build 2 infantry in Paris\nno wait, and 1 cavalry in Lyon too",
     ["build 2 infantry in Paris", "build cavalry in Lyonnais"]),
    ("napoleonic", "France", "start", "build 2 infantry in Paris. No wait, and 1 cavalry in Lyon too",
     ["build 2 infantry in Paris", "build cavalry in Lyonnais"]),
    ("classic", "Italy", "start", "buy 2 armies in 37\nwait, 1 ship in M as well", None),
]


@pytest.mark.parametrize("rules_id, nation, where, text, orders", ADDED)
def test_an_addition_after_wait_replaces_nothing(rules_id, nation, where, text, orders):
    sheet = sheet_of(rules_id, nation, where, text)
    assert not any("replaced by" in c.reason for c in sheet.chatter), sheet.chatter
    if orders is not None:
        assert (written(rules_id, where, sheet), sheet.problems) == (orders, ()), sheet.problems
    else:
        assert len(sheet.orders) == 2 or sheet.problems, sheet.orders
    sheet = sheet_of(rules_id, nation, where, text.replace("\n", "... ").replace(". No", "... no"))
    assert sheet.problems or len(sheet.orders) == 2, (sheet.orders, sheet.chatter)    # asked, never replaced


CHANGED_BY_A_PLAYER = [
    # put off in time, asked, a place joined on, denied before the correction's word: never a reason set aside
    ("classic", "Italy", "start", "3 armies 37 -> 36\nEDIT: no, 3 armies 37 -> 38, not this turn."),
    ("classic", "Italy", "start", "3 armies 37 -> 36\nEDIT: no, 3 armies 37 -> 38; Etruria can wait?"),
    ("succheesion", "Maustria", "start", "6 units 21 -> 22\nSorry, wrong region: 6 units 21 -> 23, Rostopki."),
    ("napoleonic", "Prussia", "spring-1805-war", "A - Saxony\nDon't: EDIT: A - Mecklenburg instead, sorry."),
    ("napoleonic", "Prussia", "spring-1805-war", "A - Saxony\nCorrection: not Saxony but Mecklenburg for A, not yet."),
]


@pytest.mark.parametrize("rules_id, nation, where, text", CHANGED_BY_A_PLAYER)
def test_a_correction_changed_as_a_player_may_is_not_read_with_reasons(rules_id, nation, where, text):
    sheet = sheet_of(rules_id, nation, where, text)
    assert not any(WHY in c.reason for c in sheet.chatter), sheet.chatter


JOINED = [
    ("napoleonic", "Prussia", "spring-1805-war", "A - Saxony\nEDIT: A - Mecklenburg instead, sorry and Silesia"),
    ("napoleonic", "Prussia", "spring-1805-war", "A - Saxony\nEDIT: A - Mecklenburg instead, sorry and Bay of Biscay"),
    ("classic", "Italy", "start", "buy 2 armies in 37\nOn second thought, scratch that - the treasury is thin and 38."),
    ("eia", "Great Britain", "great-britain-naval",
     "fleet Channel: English Channel - North Sea\nScratch that. The Channel fleet intercepts as usual."),
    ("eia", "Russia", "start", "standing guard: hold\ndeclare war on Turkey\nEDIT: standing guard: commit\n"
                               "EDIT2: disregard the war on Turkey, the Tsar changed his mind"),
]


@pytest.mark.parametrize("rules_id, nation, where, text", JOINED)
def test_a_place_joined_on_or_an_order_in_the_reasons_is_never_set_aside(rules_id, nation, where, text):
    sheet = sheet_of(rules_id, nation, where, text)
    assert not any(WHY in c.reason for c in sheet.chatter), sheet.chatter
