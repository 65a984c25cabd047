"""A march said under a condition of the war's course ('If Napoleon crosses the Rhine, corps I falls back to
Tyrol.') is refused whole and asked, in every ruleset, even when the ruleset's reader sets the condition aside
as talk and reads the march alone: carried out, it would be given whatever happens. The rules' own
contingencies (casualties, TP spent, standing answers) are the rulesets' to read (engine.words.conditions)."""

import pytest

from tests.orders.bundled import sheet_of

REFUSED = [     # (ruleset, nation, position, the sentence)
    ("eia", "Austria", "austria-land", "If Napoleon crosses the Rhine, corps I falls back to Tyrol."),
    ("eia", "Austria", "austria-land", "When the Russians arrive, corps III marches to Moravia."),
    ("eia", "Austria", "austria-land", "In case Prussia moves, corps Cav I rides to Bohemia."),
    ("eia", "Austria", "austria-land", "Should the French take Munich, corps II retreats to Vienna."),
    ("napoleonic", "France", "start", "If Austria declares war, A marches to Bavaria."),
    ("napoleonic", "France", "start", "Should the British land, corps G goes to Normandy."),
    ("napoleonic", "France", "start", "Unless Prussia objects, C moves to Holland."),
    ("classic", "Spain", "start", "If France attacks, 3 armies 14 -> 11."),
    ("succheesion", "Maustria", "start", "If Randomia attacks, 6 units 21 -> 22."),
    ("succheesion", "Maustria", "start", "When the cheese runs out, the 6 in Maus Imperial march to Rostopki."),
]


@pytest.mark.parametrize("rules_id, nation, where, text", REFUSED)
def test_a_march_under_a_condition_of_the_war_is_asked(rules_id, nation, where, text):
    sheet = sheet_of(rules_id, nation, where, text)
    assert sheet.orders == ()
    assert [p.line for p in sheet.problems] == [1]


def test_a_march_after_the_condition_is_set_aside_stands_on_its_own_line():
    sheet = sheet_of("eia", "Austria", "austria-land",
                     "corps III: Vienna - Moravia\nIf Napoleon crosses the Rhine, corps I falls back to Tyrol.")
    assert len(sheet.orders) == 1 and [p.line for p in sheet.problems] == [2]


def test_the_rules_own_contingency_still_reads():
    sheet = sheet_of("succheesion", "Maustria", "start", "If we win, spend no TP.")
    assert len(sheet.orders) == 1 and sheet.problems == ()
