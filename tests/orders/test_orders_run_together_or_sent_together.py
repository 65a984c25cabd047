"""Orders run together on one line with no mark between them (engine.words.run_together: 'C TO PIEDMONT D STAYS',
'3 armies 12 to 13 1 army 14 to 15'), and units sent together ('A and B together to Brabant', engine.words.together),
for every ruleset (round 21). Read only when every piece reads whole; a condition, a doubt, a negation, a piece that
does not read or 'together with' keep the line refused."""

import time

import pytest

from engine.words.run_together import pieces
from engine.words.together import without_together
from tests.orders.bundled import checked


@pytest.mark.parametrize("rules, nation, where, text, orders", [
    ("napoleonic", "France", "spring-1805-war", "C TO HOLLAND D STAYS SQUADRON 4 TO GULF OF LION",
     ["C - Holland", "D holds", "squadron 4 - Gulf of Lion"]),
    ("napoleonic", "France", "spring-1805-war", "E to Champagne G stays", ["E - Champagne", "G holds"]),
    ("classic", "Russia", "start", "1 army 90 to 85 2 armies 87 to 84", ["1 army 90 -> 85", "2 armies 87 -> 84"]),
    ("napoleonic", "France", "spring-1805-war", "Corps A and B together to Flanders.", ["A - Flanders", "B - Flanders"]),
    ("napoleonic", "France", "spring-1805-war", "A and B to Flanders together", ["A - Flanders", "B - Flanders"]),
    ("napoleonic", "Great Britain", "spring-1805-war", "Squadrons 1 and 2 together to the North Sea.",
     ["squadron 1 - North Sea", "squadron 2 - North Sea"]),
])
def test_read(rules, nation, where, text, orders):
    shown, sheet = checked(rules, nation, where, text)
    assert shown == orders and not sheet.problems, (shown, sheet.problems)


@pytest.mark.parametrize("rules, nation, where, text", [
    ("napoleonic", "France", "spring-1805-war", "C to Holland if D stays"),
    ("napoleonic", "France", "spring-1805-war", "C to Holland maybe D stays"),
    ("napoleonic", "France", "spring-1805-war", "C to Holland D"),
    ("napoleonic", "France", "spring-1805-war", "C to Holland D not"),
    ("napoleonic", "France", "spring-1805-war", "Corps A together to Flanders."),
    ("napoleonic", "France", "spring-1805-war", "Corps A and B together with the Prussians to Flanders."),
    ("napoleonic", "France", "spring-1805-war", "Corps A and B do not go together to Flanders."),
    ("napoleonic", "France", "spring-1805-war", "If Prussia attacks, corps A and B together to Flanders."),
])
def test_refused(rules, nation, where, text):
    shown, sheet = checked(rules, nation, where, text)
    assert sheet.problems, shown


def test_a_line_with_its_own_marks_is_never_cut():
    assert pieces("C to Holland, D stays") is None and pieces("C to Holland; D stays") is None


def test_linear():
    started = time.perf_counter()
    pieces("A to Rome " + " " * 100_000 + "B stays")
    pieces("A " * 50_000)
    without_together("A and B " + "together " * 30_000 + "to Rome")
    without_together("A and B together" + " " * 100_000 + "to Rome")
    assert time.perf_counter() - started < 1
