"""Issue 22, never an order silently dropped: a sentence that commands something done to a place or a
power in words of no order ('Teach Maustria a lesson!', 'Retake Adoen Crown!') is refused and asked
about, never filed as chatter; the orders beside it stand."""

import pytest

from tests.orders.bundled import sheet_of

COMMANDS = [
    ("succheesion", "start", "Crimsonia", "Teach Maustria a lesson!"),
    ("succheesion", "start", "Manarth", "Recapture Stepka's March!"),
    ("succheesion", "start", "Manarth", "Humble Crimsonia once and for all."),
    ("napoleonic", "start", "France", "Punish Austria for its insolence!"),
    ("napoleonic", "start", "France", "Now drive the Austrians out of Bavaria."),
    ("napoleonic", "start", "France", "Crush Prussia before winter."),
    ("napoleonic", "start", "France", "Please make Russia pay for Austerlitz."),
    ("napoleonic", "start", "France", "Win back Hanover for the Empire!"),
    ("eia", "start", "Austria", "Reclaim Hungary from the Turk!"),
    ("eia", "start", "Austria", "Chase the British fleet from the Baltic!"),
    ("eia", "start", "Turkey", "Make the Tsar regret his ambitions in the Black Sea."),
    ("classic", "start", "Britain", "Smash the Turks at Constantinople!"),
    ("classic", "start", "Britain", "Secure the North Sea for Britain!"),
]


@pytest.mark.parametrize("rules, where, nation, text", COMMANDS, ids=[t[3][:40] for t in COMMANDS])
def test_a_command_naming_a_place_or_power_is_refused_not_chatter(rules, where, nation, text):
    sheet = sheet_of(rules, nation, where, text + "\n")
    assert not sheet.orders and len(sheet.problems) == 1 and not sheet.chatter, sheet


def test_the_orders_beside_a_command_stand():
    sheet = sheet_of("succheesion", "Crimsonia", "start", "Teach Maustria a lesson!\nbuild 1 Infantry in 9\n")
    assert len(sheet.orders) == 1 and [p.line for p in sheet.problems] == [1], sheet


@pytest.mark.parametrize("rules, nation, text", [
    ("napoleonic", "France", "Make sure the GM gets some rest!"),
    ("napoleonic", "France", "Show me the map please."),
    ("napoleonic", "France", "Long live the Emperor!"),
    ("napoleonic", "France", "Thanks Prussia for the kind letter."),
])
def test_a_command_naming_nothing_on_the_map_stays_chatter(rules, nation, text):
    sheet = sheet_of(rules, nation, "start", text + "\nbuild 1 infantry in Paris\n")
    assert len(sheet.orders) == 1 and not sheet.problems, sheet


CODES = [("eia", "austria-naval", "Austria", "AUS: SO G=H, FD=W, S=FO. OF: II."),
         ("eia", "austria-naval", "Austria", "SO: G=C FD=F S=S"),
         ("eia", "austria-naval", "Austria", "stdg g=h, fd=w"),
         ("eia", "france-land", "France", "FR: G=C; FD=F"),
         ("succheesion", "start", "Adoen", "G=H, FD=W"),
         ("classic", "start", "Spain", "A=14, B=15 x3"),
         ("napoleonic", "start", "France", "A=Champagne, B=Lorraine")]


@pytest.mark.parametrize("rules, where, nation, text", CODES, ids=[t[3] for t in CODES])
def test_orders_typed_as_codes_are_refused_not_chatter(rules, where, nation, text):
    sheet = sheet_of(rules, nation, where, text + "\n")
    assert not sheet.chatter and (sheet.problems or sheet.orders), sheet


def test_one_equation_in_talk_stays_chatter():
    sheet = sheet_of("eia", "Austria", "austria-naval", "x=1 is the answer\n")
    assert not sheet.problems and sheet.chatter, sheet
