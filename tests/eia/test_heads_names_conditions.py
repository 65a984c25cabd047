"""Issue 22, round 6: the outflanking force's heading written short ('outflank: II, Cav I', 'outfl. force: Cav I,
III') read whole, every corps kept; a player named 'TBD' names nobody; a replacement in apposition ('Her
replacement, Cy, takes France'); a condition on any order is refused unless it is the rules' own (an
interception waits for the enemy to put to sea)."""

import pytest

from engine.rulesets.eia.form_headings import outflanking_head
from tests.orders.bundled import checked


@pytest.mark.parametrize("text, expected", [
    ("outflank: III, Cav I", ["outflanking force: corps III, corps Cav I"]),
    ("outfl. force: Cav I, III", ["outflanking force: corps Cav I, corps III"]),
    ("Outflanking: corps III and Cav I", ["outflanking force: corps III, corps Cav I"]),
    ("outflank force: III", ["outflanking force: corps III"]),
    ("Outflankers: Cav I & III", ["outflanking force: corps Cav I, corps III"]),
    ("outflanking force: corps III & corps Cav I", ["outflanking force: corps III, corps Cav I"]),
    ("outfl: III\nstd guard: hold", ["outflanking force: corps III", "standing guard: hold"]),
    ("Outflank. force: corps Cav I", ["outflanking force: corps Cav I"]),
])
def test_the_outflanking_force_under_a_short_heading_keeps_every_corps(text, expected):
    orders, sheet = checked("eia", "Austria", "start", text)
    assert sheet.problems == ()
    assert orders == expected


def test_other_headings_are_left_as_written():
    assert outflanking_head("Flank guard: hold") == "Flank guard: hold"
    assert outflanking_head("corps II: Bavaria - Tyrol") == "corps II: Bavaria - Tyrol"


@pytest.mark.parametrize("text", ["Replacement player: TBD", "New player: TBA", "player leaves: ?",
                                  "Our new player is unknown."])
def test_a_player_named_tbd_names_nobody(text):
    orders, sheet = checked("eia", "France", "start", text)
    assert orders == []
    assert sheet.problems or text == "Our new player is unknown."


@pytest.mark.parametrize("text, expected", [
    ("Our player Ann is leaving the game. Her replacement, Cy, takes France.",
     ["player leaves: Ann", "replacement player: Cy"]),
    ("Our replacement, Cy Young, starts next week.", ["replacement player: Cy Young"]),
])
def test_a_replacement_in_apposition_is_read(text, expected):
    orders, sheet = checked("eia", "France", "start", text)
    assert sheet.problems == ()
    assert orders == expected


@pytest.mark.parametrize("nation, text, expected", [
    ("Turkey", "The Sultan orders that his fleet at Constantinople shall intercept the Russians if they come out.",
     ["fleet Constantinople: intercept"]),
    ("Turkey", "fleet Constantinople intercepts if the Russians sail", ["fleet Constantinople: intercept"]),
    ("Russia", "If a battle goes to a second day, our generals withdraw.", ["standing further days: withdraw"]),
    ("Prussia", "Ally with Russia, if they offer it too.", ["ally with Russia"]),
])
def test_the_rules_own_conditions_are_read(nation, text, expected):
    orders, sheet = checked("eia", nation, "start", text)
    assert sheet.problems == ()
    assert orders == expected


@pytest.mark.parametrize("nation, text", [
    ("Great Britain", "Fleet Channel: intercept only if the French have fewer than 12 ships."),
    ("Turkey", "fleet Constantinople intercepts unless the Russians sail"),
    ("Turkey", "Declare war on Russia if Austria does."),
    ("Great Britain", "Ally with Portugal, provided Spain stays neutral."),
])
def test_other_conditions_are_refused(nation, text):
    orders, sheet = checked("eia", nation, "start", text)
    assert orders == [] and sheet.problems
