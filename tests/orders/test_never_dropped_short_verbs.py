"""Order verbs and unit words typed short ('bld sqd North Sea', 'dow Spain', 'atk 13') make a line an order:
read, or refused when it does not read, never set aside as chatter (issue 22, fresh2-nap-abbrev-6)."""

import pytest

from tests.orders.bundled import sheet_of
from tests.orders.test_never_dropped_short_routes import said


@pytest.mark.parametrize("text, order", [
    ("bld sqd North Sea", "build squadron in North Sea"),
    ("bld sqn North Sea", "build squadron in North Sea"),
    ("bld 1 sqd Irish Sea", "build squadron in Irish Sea"),
    ("bld 2 sqds North Sea", "build 2 squadrons in North Sea"),
    ("build sqn in North Sea", "build squadron in North Sea"),
    ("bld sqdn Irish Sea", "build squadron in Irish Sea"),
])
def test_a_squadron_built_short_is_read(text, order):
    from tests.orders.bundled import written
    sheet = sheet_of("napoleonic", "Great Britain", "start", text)
    assert written("napoleonic", "start", sheet) == [order] and not sheet.problems, sheet


@pytest.mark.parametrize("rules_id, nation, text", [
    ("napoleonic", "Great Britain", "bld sqd N. Sea"),
    ("napoleonic", "Great Britain", "atk the French at Boulogne"),
    ("napoleonic", "France", "xfer 5 gold to Prussia"),
    ("classic", "Carthage", "atk w/ 2 frm 109"),
    ("classic", "Carthage", "bld 2 @ 108 pls"),
    ("succheesion", "Crimsonia", "attk MAU at sea"),
    ("succheesion", "Crimsonia", "2 sqd to the Edam"),
    ("eia", "France", "dow the Brits"),
])
def test_a_line_with_a_verb_or_unit_typed_short_is_never_chatter(rules_id, nation, text):
    assert said(sheet_of(rules_id, nation, "start", text)) != "chatter"
