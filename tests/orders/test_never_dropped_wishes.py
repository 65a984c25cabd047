"""Issue 22, round 5: a war aim said as a command, with a place or a nation of the game ('Retake Adoen Crown!',
'Make the Tsar regret his ambitions in the Black Sea.', 'Crush the Austrians wherever they stand.'), is no
order of the rules but may be meant as one: refused and asked, never set aside as chatter."""

import pytest

from tests.orders.bundled import sheet_of

WISHES = [
    ("succheesion", "Adoen", "Retake Adoen Crown!"),
    ("succheesion", "Maustria", "Recapture Rostopki before winter."),
    ("succheesion", "Crimsonia", "Make Berdain pay for this war."),
    ("eia", "Ottoman Empire", "Make the Tsar regret his ambitions in the Black Sea."),
    ("eia", "France", "Crush the Austrians wherever they stand."),
    ("eia", "Russia", "Drive the French out of Poland"),
    ("napoleonic", "Austria", "Reconquer Lombardy!"),
    ("napoleonic", "Prussia", "Punish Saxony for its treachery."),
    ("classic", "Spain", "Conquer Portugal this year."),
    ("classic", "France", "Smash the British in Flanders"),
]


@pytest.mark.parametrize("rules, nation, line", WISHES)
def test_a_war_aim_naming_a_place_or_nation_is_asked(rules, nation, line):
    sheet = sheet_of(rules, nation, "start", line)
    assert sheet.problems and not sheet.orders


@pytest.mark.parametrize("rules, nation, line", [
    ("eia", "France", "Make sure the GM gets this before Friday."),
    ("classic", "Italy", "Crushing news about the map, by the way."),
    ("succheesion", "Berdain", "Drive safely, everyone."),
])
def test_the_same_verbs_with_no_name_stay_chatter(rules, nation, line):
    sheet = sheet_of(rules, nation, "start", line)
    assert not sheet.problems and not sheet.orders
