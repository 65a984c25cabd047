"""Issue 22, round 15: lines opening on 1, 2, 3 ... in turn before a bare route ('1 58-55' / '2 60-61') may count
the units each moves or number the list with its marks left off: asked, never read as counts by a guess
(engine.words.list_numbers). A count with its unit, or counts not in turn, read as before."""

import pytest

from tests.orders.bundled import sheet_of


@pytest.mark.parametrize("rules_id,nation,text", [
    ("classic", "Spain", "1 14-15\n2 13-12\n3 16-17"),
    ("classic", "Spain", "1 14 -> 15\n\n2 13 -> 12"),
    ("succheesion", "Randomia", "1 15-16\n2 16-20"),
    ("succheesion", "Randomia", "1 Randomia - Chance Hills\n2 Chance Hills -> Adoen Shore"),
])
def test_lines_numbered_in_turn_before_bare_routes_are_asked(rules_id, nation, text):
    sheet = sheet_of(rules_id, nation, "start", text)
    assert not sheet.orders, sheet.orders
    assert all("number the list" in p.reason for p in sheet.problems) and len(sheet.problems) >= 2, sheet.problems


@pytest.mark.parametrize("rules_id,nation,text,read", [
    ("classic", "Spain", "1 army 14-15\n2 armies 13-12", 2),           # counts said with their unit
    ("classic", "Spain", "3 14-15\n2 13-12", 2),                       # counts not in turn
    ("classic", "Spain", "1 14-15\nbuild 1 army in 14", 2),            # one line alone
    ("succheesion", "Randomia", "2 15-16\n3 16-20", 2),               # a run not opening on 1
])
def test_counts_said_with_their_unit_or_not_in_turn_are_read(rules_id, nation, text, read):
    sheet = sheet_of(rules_id, nation, "start", text)
    assert len(sheet.orders) == read and not sheet.problems, (sheet.orders, sheet.problems)


def test_counts_with_their_unit_before_named_places_are_read():
    sheet = sheet_of("classic", "Prussia", "start", "1 army Polonia -> Masovia\n2 armies Pomerania -> Brandenburg")
    assert len(sheet.orders) == 2 and not sheet.problems, (sheet.orders, sheet.problems)
