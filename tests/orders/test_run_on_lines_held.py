"""A line that goes on the order of the line before ('... sail to Ricotta Lagoon,' / 'carrying the four units
of Rubygate, who land at Adoen Shore.'; '1.1 rides to Steppe Gate (28)' / '1.2 and on to Eastmark (23)') and
cannot be read leaves that order unfinished: it is held back and asked, never carried out cut short (issue
22, fresh2-succ-split-3, fresh3-succ-list-3)."""

import pytest

from tests.orders.bundled import sheet_of


@pytest.mark.parametrize("rules_id, nation, text", [
    ("succheesion", "Crimsonia", "Our two galleons in the Fondue Sea sail to Ricotta Lagoon,\n"
                                 "carrying the four units of Rubygate, who land at Adoen Shore."),
    ("succheesion", "Crimsonia", "2 Galleons 13 -> 14,\nwith the 4 units of 9 aboard, landing them at 20 quietly"),
    ("succheesion", "Crimsonia", "1. The Rubygate army (4)\n  1.1 marches to Carmine (4)\n"
                                 "  1.2 and then on to the capital with the militia"),
    ("succheesion", "Crimsonia", "2 units 9 -> 4,\ntaking the General along from 6 as escort"),
    ("succheesion", "Typ Lef Nazin", "1. Horde at Lef Oasis (4 + the General)\n   1.1 rides to Steppe Gate (28)\n"
                                     "   1.2 and on to Eastmark (23) if it is empty"),
    ("napoleonic", "France", "A marches to Flanders,\nwith B following behind from Champagne through the Ardennes"),
    ("napoleonic", "France", "corps A goes to Brabant\nand then onto Hanover via the sea lanes"),
    ("classic", "Carthage", "3 armies 109 -> 110,\ntaking the fleet T along to carry them on"),
    ("classic", "Carthage", "2 armies 109 -> 110,\nwhich the 3 ships in T escort along the coast to 108"),
])
def test_an_order_a_line_goes_on_and_that_does_not_read_is_held_back(rules_id, nation, text):
    sheet = sheet_of(rules_id, nation, "start", text)
    assert sheet.orders == () and any(p.reason.startswith("held back: line") for p in sheet.problems), sheet


@pytest.mark.parametrize("rules_id, nation, text, count", [
    ("succheesion", "Crimsonia", "2 units 9 -> 4,\nthanks and good luck to all", 1),
    ("napoleonic", "France", "A marches to Flanders,\nB holds", 2),
    ("napoleonic", "France", "A marches to Flanders\nand B holds", 2),
    ("napoleonic", "France", "A - Flanders\nand B - Champagne", 2),
    ("classic", "Carthage", "2 armies 109 -> 110,\nbuy 1 army in 108", 2),
])
def test_a_line_after_that_reads_or_is_talk_holds_nothing_back(rules_id, nation, text, count):
    sheet = sheet_of(rules_id, nation, "start", text)
    assert len(sheet.orders) == count and not sheet.problems, sheet
