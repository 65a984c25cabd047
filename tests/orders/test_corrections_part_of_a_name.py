"""'EDIT: not Britain but France' after 'ally with Great Britain': a correction naming a name by one of its
words corrects the order naming it, the whole name replaced; and a 'not X but Y' after a correction word is
never set aside as talk, read or asked (engine.words.sheet_corrections)."""

import pytest

from tests.orders.bundled import sheet_of, written

CASES = [   # (ruleset, nation, message, the orders that stand)
    ("eia", "Denmark", "ally with Great Britain\nEDIT: not Britain but France", ["ally with France"]),
    ("eia", "Denmark", "ally with Great Britain\nCorrection: France, not Britain.", ["ally with France"]),
    ("eia", "Denmark", "declare war on Great Britain\nEDIT: not Britain but Sweden", ["declare war on Sweden"]),
    ("eia", "Prussia", "declare war on Great Britain\nOops, Russia, not Britain.", ["declare war on Russia"]),
    ("napoleonic", "France", "alliance with Great Britain\nEDIT: not Britain but Prussia", ["alliance with Prussia"]),
    ("napoleonic", "France", "give 5 gold to Great Britain\ncorrection: not Britain but Spain", ["give 5 gold to Spain"]),
    ("napoleonic", "France", "A - Champagne\nEDIT: not Champagne but Flanders", ["A - Flanders"]),
    ("succheesion", "Maustria", "make peace with Typ Lef Nazin\nEDIT: not Typ Lef but Stilwen", ["make peace with Stilwen"]),
    ("classic", "Spain", "give 3 gold to Great Britain\nCorrection: not Britain but France.", ["give 3 gold to France"]),
]


@pytest.mark.parametrize("rules_id, nation, text, standing", CASES)
def test_a_correction_naming_part_of_a_name_replaces_the_whole_name(rules_id, nation, text, standing):
    sheet = sheet_of(rules_id, nation, "start", text)
    assert written(rules_id, "start", sheet) == standing
    assert sheet.problems == ()


def test_a_not_but_correction_that_does_not_read_is_asked_never_talk():
    sheet = sheet_of("eia", "Denmark", "start", "ally with Great Britain\nEDIT: not Britain but Atlantis")
    assert sheet.orders == ()
    assert [p.line for p in sheet.problems] == [1, 2]      # the order it may change held back, the correction asked
    assert sheet.problems[0].reason.startswith("held back")
