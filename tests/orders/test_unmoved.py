"""Stays of units no order moves, and 'no X this turn', against the whole message (engine.words.unmoved): a stay or
a denial set aside as no order only when no order of the message moves those units or is of that kind; a stay on
one line and a move of the same units on another, or 'No builds this turn.' beside a build, is asked (both lines
refused, naming each other), never one of them carried out in silence."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position


def _read(rules_id, where, nation, text):
    rules = ruleset(rules_id)
    board, state = position(rules_id, where)
    sheet = rules.check_orders(rules.parse_orders(text, nation, state, board), state, board)
    return rules.format_orders(list(sheet.orders), state, board).splitlines(), sheet


# A denial of a kind beside an order of that kind on another line: asked, the order held back.
DENIED_BESIDE = [
    ("napoleonic", "spring-1805-war", "France", "build infantry in Paris\nNo builds this turn."),
    ("napoleonic", "spring-1805-war", "France", "E - Champagne\nNothing moves this spring."),
    ("napoleonic", "spring-1805-war", "France", "No purchases from us this spring.\nbuild cavalry in Paris"),
    ("classic", "start", "Britain", "buy 1 army in 3\nno purchases this turn"),
    ("classic", "start", "Carthage", "No moves this turn.\n2 armies 108 -> 107"),
    ("classic", "start", "Carthage", "3 ships T -> S\nNo movement this season, thanks."),
]


@pytest.mark.parametrize("rules_id, where, nation, text", DENIED_BESIDE)
def test_a_denial_beside_an_order_of_its_kind_is_asked(rules_id, where, nation, text):
    orders, sheet = _read(rules_id, where, nation, text)
    assert orders == []
    assert {p.line for p in sheet.problems} == {1, 2}
    assert all("which is meant" in p.reason for p in sheet.problems)


# A denial of another kind than the orders given: set aside, the orders read.
DENIED_APART = [
    ("napoleonic", "spring-1805-war", "France", "E - Champagne\nNo builds this turn.", ["E - Champagne"]),
    ("napoleonic", "spring-1805-war", "France", "No moves this turn, we wait.\nbuild infantry in Paris",
     ["build infantry in Paris"]),
    ("classic", "start", "Carthage", "2 armies 108 -> 107\nNo purchases this turn.", ["2 armies 108 -> 107"]),
    ("classic", "start", "Carthage", "buy 1 army in 108\nNo moves this turn.", ["buy 1 army in 108"]),
]


@pytest.mark.parametrize("rules_id, where, nation, text, want", DENIED_APART)
def test_a_denial_of_another_kind_is_set_aside(rules_id, where, nation, text, want):
    orders, sheet = _read(rules_id, where, nation, text)
    assert orders == want
    assert sheet.problems == ()
    assert any("units without orders hold" in c.reason for c in sheet.chatter)


# A stay on one line and an order moving the same units on another (before or after): asked.
STAY_AND_MOVE = [
    ("classic", "start", "Britain", "The ships stay in I.\n3 ships I -> J"),
    ("classic", "start", "Carthage", "Our fleet stays home this turn.\n3 ships T -> S"),
    ("classic", "start", "Carthage", "3 ships T -> S\nOur ships stay where they are. The sea is rough this season."),
    ("eia", "france-naval", "France", "The Brest fleet stays in port.\nfleet Brest: Brittany - English Channel"),
    ("succheesion", "start", "Maustria", "The frigates stay in 13.\n2 Frigates 13 -> 14"),
]


@pytest.mark.parametrize("rules_id, where, nation, text", STAY_AND_MOVE)
def test_a_stay_of_units_another_line_moves_is_asked(rules_id, where, nation, text):
    orders, sheet = _read(rules_id, where, nation, text)
    assert orders == []
    assert {p.line for p in sheet.problems} == {1, 2}
    assert all("which is meant" in p.reason for p in sheet.problems)


# A stay of units no order moves, or of the rest of a stack part of which moves: set aside, the orders read.
STAY_APART = [
    ("classic", "start", "Carthage", "The rest stay in 108.\n2 armies 108 -> 107", ["2 armies 108 -> 107"]),
    ("classic", "start", "Carthage", "2 armies 108 -> 107\nOur fleet stays home this turn.", ["2 armies 108 -> 107"]),
    ("classic", "start", "Vikings", "4 ships D, escape\nFleet stays home.", ["4 ships D, escape"]),
    ("eia", "france-naval", "France", "fleet Toulon: Provence - Gulf of Lion\nThe Brest fleet stays in port.",
     ["fleet Toulon: Provence - Gulf of Lion"]),
    ("succheesion", "start", "Maustria", "build 1 Artillery in 22\nThe 3 units in 20 stay.",
     ["build 1 Artillery in 22"]),
]


@pytest.mark.parametrize("rules_id, where, nation, text, want", STAY_APART)
def test_a_stay_of_units_no_order_moves_is_set_aside(rules_id, where, nation, text, want):
    orders, sheet = _read(rules_id, where, nation, text)
    assert orders == want
    assert sheet.problems == ()
    assert sheet.chatter


def test_a_stay_corrected_by_a_later_line_is_no_contradiction():
    orders, sheet = _read("classic", "start", "Carthage", "Our fleet stays home this turn.\nActually, 3 ships T -> S")
    assert not any("which is meant" in p.reason for p in sheet.problems)


# A stay of another nation's units filed as the writer's units holding: refused, never set aside as the writer's.
ANOTHERS_STAY = [
    ("classic", "start", "Carthage", "2 armies 108 -> 107\nThe Roman fleet stays in S."),
    ("succheesion", "start", "Stilwen", "build 1 Artillery in 6\nThe Crimsonian units in Madder Vale stay."),
    ("classic", "start", "Britain", "buy 1 army in 3\nThe Russian armies stay home."),
]


@pytest.mark.parametrize("rules_id, where, nation, text", ANOTHERS_STAY)
def test_a_stay_of_another_nations_units_is_refused(rules_id, where, nation, text):
    orders, sheet = _read(rules_id, where, nation, text)
    assert len(orders) == 1
    assert [p.line for p in sheet.problems] == [2]
    assert not any(c.line == 2 for c in sheet.chatter)


# A stay among other sentences of a line, its units moved by no order: read, the line set aside with the kinds.
STAY_AMONG = [
    ("classic", "start", "Carthage", "2 armies 108 -> 107\nThe armies go to 107. Our fleet stays home.",
     ["2 armies 108 -> 107"]),
    ("eia", "france-naval", "France", "fleet Toulon: Provence - Gulf of Lion\nThe British have 3 fleets in the Channel. "
     "The Brest fleet stays in port.", ["fleet Toulon: Provence - Gulf of Lion"]),
    ("classic", "start", "Britain", "buy 1 army in 3\nThe French have 4 armies in 21. Our ships stay in I.",
     ["buy 1 army in 3"]),
    ("succheesion", "start", "Maustria", "build 1 Artillery in 22\nThe Stilwenese are busy in the north. Our 3 units "
     "in 20 stay.", ["build 1 Artillery in 22"]),
]


@pytest.mark.parametrize("rules_id, where, nation, text, want", STAY_AMONG)
def test_a_stay_among_told_sentences_is_set_aside(rules_id, where, nation, text, want):
    orders, sheet = _read(rules_id, where, nation, text)
    assert orders == want
    assert sheet.problems == ()
    assert any(c.line == 2 for c in sheet.chatter)


# Its twins: the stay's units moved by the line before, another nation's fleet: the line stays refused.
STAY_AMONG_REFUSED = [
    ("classic", "start", "Carthage", "3 ships T -> S\nThe ships sail to S. Our fleet stays home."),
    ("classic", "start", "Carthage", "2 armies 108 -> 107\nThe armies go to 107. The Roman fleet stays home."),
]


@pytest.mark.parametrize("rules_id, where, nation, text", STAY_AMONG_REFUSED)
def test_a_stay_among_told_sentences_of_moved_or_foreign_units_is_refused(rules_id, where, nation, text):
    orders, sheet = _read(rules_id, where, nation, text)
    assert any(p.line == 2 for p in sheet.problems)


# A stay said as a move denied, its units moved by no order: read as their stay, set aside with why.
DENIED_MOVE = [
    ("classic", "start", "Carthage", "buy 1 army in 108\nWe don't move the fleet this turn.", ["buy 1 army in 108"]),
    ("classic", "start", "Carthage", "buy 1 army in 108\nThe fleet does not move this turn.", ["buy 1 army in 108"]),
    ("eia", "france-naval", "France", "fleet Toulon: Provence - Gulf of Lion\nWe don't move the Brest fleet this month.",
     ["fleet Toulon: Provence - Gulf of Lion"]),
    ("classic", "start", "Britain", "buy 1 army in 3\nOur ships won't sail this season.", ["buy 1 army in 3"]),
]


@pytest.mark.parametrize("rules_id, where, nation, text, want", DENIED_MOVE)
def test_a_move_denied_of_units_no_order_moves_is_their_stay(rules_id, where, nation, text, want):
    orders, sheet = _read(rules_id, where, nation, text)
    assert orders == want
    assert sheet.problems == ()
    assert any(c.line == 2 and "do not move" in c.reason for c in sheet.chatter)


# Its twins: the units moved by another line (asked), a place or a condition said (refused as before).
DENIED_MOVE_ASKED = [
    ("classic", "start", "Carthage", "3 ships T -> S\nWe don't move the fleet this turn."),
    ("eia", "france-naval", "France", "fleet Brest: Brittany - English Channel\nWe don't move the Brest fleet this month."),
    ("classic", "start", "Carthage", "buy 1 army in 108\nWe don't move the fleet to S this turn."),
    ("classic", "start", "Carthage", "buy 1 army in 108\nThe fleet does not move if Rome attacks."),
]


@pytest.mark.parametrize("rules_id, where, nation, text", DENIED_MOVE_ASKED)
def test_a_move_denied_of_moved_units_or_with_more_is_refused(rules_id, where, nation, text):
    orders, sheet = _read(rules_id, where, nation, text)
    assert any(p.line == 2 for p in sheet.problems)
