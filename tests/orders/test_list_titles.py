"""Issue 22, round 5: a title naming a kind of order ('Build:', 'Purchases:', 'New units:') gives its verb to the
lines under it that do not read alone ('- 2 infantry in Paris'), while they read so; a line reading by itself
ends the list."""

import pytest

from tests.orders.bundled import sheet_of, written

LISTS = [
    ("napoleonic", "France", "Build:\n- 2 infantry in Paris\n- 1 cavalry in Alsace",
     ["build 2 infantry in Paris", "build cavalry in Alsace"]),
    ("napoleonic", "France", "Builds:\n\n* 2 infantry in Paris\n* 1 artillery in Paris",
     ["build 2 infantry in Paris", "build artillery in Paris"]),
    ("napoleonic", "Russia", "New units:\n1. 2 infantry in Moscow\n2. 1 cavalry in Kiev",
     ["build 2 infantry in Moscow", "build cavalry in Kiev"]),
    ("classic", "France", "Purchases:\n* 2 armies in 21", ["buy 2 armies in 21"]),
    ("classic", "Italy", "buy:\n- 2 armies in 37\n- 1 army in 38", ["buy 2 armies in 37", "buy 1 army in 38"]),
    ("classic", "Spain", "Purchase:\n2 armies in 14", ["buy 2 armies in 14"]),
    ("succheesion", "Crimsonia", "Build:\n- 1 Infantry in Rubygate", ["build 1 Infantry in 9"]),
    ("napoleonic", "Austria", "Bld:\n- 2 inf Vienna", ["build 2 infantry in Vienna"]),
]


@pytest.mark.parametrize("rules, nation, text, orders", LISTS)
def test_a_title_gives_its_verb_to_the_list_under_it(rules, nation, text, orders):
    sheet = sheet_of(rules, nation, "start", text)
    assert sheet.problems == () and written(rules, "start", sheet) == orders


def test_a_line_read_by_itself_ends_the_list():
    sheet = sheet_of("napoleonic", "France", "start", "Build:\n- 2 infantry in Paris\nA - Flanders\n- 1 cavalry in Alsace")
    # line 4 is not under the title any more: asked, or read by itself (napoleonic reads '1 cavalry in Alsace' as a
    # build since round 5), never read as the title's
    said = written("napoleonic", "start", sheet)
    assert [p.line for p in sheet.problems] == [4] or "build cavalry in Alsace" in said


def test_a_title_naming_no_kind_of_order_gives_no_verb():
    sheet = sheet_of("napoleonic", "France", "start", "Paris:\n- 2 infantry")
    assert sheet.problems
