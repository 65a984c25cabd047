"""Issue 22, round 7 (napoleonic): a heading naming one unit or one province ('### Corps A', '**Squadron 3**',
'== VIENNA ==', 'Corps E:') with its order on the lines under it, the unit not named again; up to a blank
line or the next heading. The receipt keeps the player's own lines; a heading of something else ends it."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position
from tests.orders.test_phone_typed import read


@pytest.mark.parametrize("nation, where, text, orders", [
    ("Prussia", "spring-1805-war", "### Corps A\nmarch to Saxony, scout Franconia\n\n### Corps D\nHanover\n\n### Corps E\nstays",
     ["A - Saxony, scout Franconia", "D - Hanover", "E holds"]),
    ("Austria", "start", "== VIENNA ==\n2 infantry, 1 artillery\n\n== BUDA ==\n1 cavalry\n\n== DIPLOMACY ==\nalliance with Russia",
     ["build 2 infantry, artillery in Vienna", "build cavalry in Buda", "alliance with Russia"]),
    ("Russia", "spring-1805-war", "**Squadron 3**\nholds\n**Corps G**\nrides to Kharkov", ["squadron 3 holds", "G - Kharkov"]),
    ("France", "spring-1805-war", "Corps E:\ngoes to Champagne\n\nCorps D:\nBaden", ["E - Champagne", "D - Baden"]),
    ("Spain", "spring-1805-war", "## CORPS C\nto Aragon", ["C - Aragon"]),
    ("Great Britain", "spring-1805-war", "__Corps B__\nsails to Wales via the Irish Sea", ["B - Wales via Irish Sea"]),
    ("Denmark", "start", "# Holstein\nbuild 1 infantry\n\n# Christiania\n1 infantry", ["build infantry in Holstein",
                                                                                      "build infantry in Christiania"]),
    ("Ottoman Empire", "spring-1805-war", "### Corps D\nD - Angora", ["D - Angora"]),     # its own unit named: as written
    ("France", "start", "Paris:\nalliance with Spain", ["alliance with Spain"]),              # no build: as written
])
def test_a_line_under_a_units_heading_is_said_of_that_unit(nation, where, text, orders):
    assert read("napoleonic", where, nation, text) == (orders, [])


def test_the_receipt_keeps_the_players_own_line():
    rules = ruleset("napoleonic")
    board, state = position("napoleonic", "spring-1805-war")
    sheet = rules.parse_orders("### Corps D\nHanover", "Prussia", state, board)
    assert sheet.texts == ("Hanover",)


def test_a_heading_of_another_nations_corps_is_no_heading():
    shown, problems = read("napoleonic", "spring-1805-war", "Naples", "### Corps E\nto Rome")
    assert shown == [] and problems                 # Naples has no corps E: 'to Rome' is asked, never A's
