"""Issue 22, round 14: a line that gives an order once its last question mark or its opening negation is taken off
('3u 29-28?', 'Never e h', 'Do not 1i Holstein', 'Should e h?') asks about or denies that order: refused and asked,
the order offered, never filed as a line of no order (the misread measure's dropped lines: veterans' shorthand
turned into a question or a negation was dropped with nothing said)."""

import pytest

from tests.orders.bundled import sheet_of


@pytest.mark.parametrize("rules_id,nation,where,line", [
    ("succheesion", "Typ Lef Nazin", "start", "3u 29-28?"),
    ("succheesion", "Typ Lef Nazin", "start", "Do not 3u 29-28"),
    ("napoleonic", "Prussia", "start", "Never e h"),
    ("napoleonic", "Prussia", "start", "Should e h?"),
    ("napoleonic", "Prussia", "start", "a mecklenburg?"),
    ("classic", "Spain", "start", "3 14-15?"),
])
def test_a_shorthand_order_asked_or_denied_is_refused(rules_id, nation, where, line):
    sheet = sheet_of(rules_id, nation, where, f"{line}\nthanks")
    assert [p.line for p in sheet.problems] == [1], (sheet.problems, sheet.chatter)
    assert not sheet.orders


@pytest.mark.parametrize("line", ["Is that right?", "Should I worry?", "Never again!", "Not sure about the map?"])
def test_a_question_or_a_denial_with_no_order_under_it_stays_talk(line):
    sheet = sheet_of("napoleonic", "Prussia", "start", f"build 1 infantry in Brandenburg\n{line}")
    assert not any("asks about or denies" in p.reason for p in sheet.problems), sheet.problems
