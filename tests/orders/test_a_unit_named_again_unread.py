"""A later line that names a unit and cannot be read holds back the order that unit was given earlier: the
player said something else about it, so which is meant is asked, never the first order carried out as if the
line had not been written. The ruleset says which words name a unit (engine.words.units_named): a place
named only as a place ('build 2 armies in 14', 'Maus Imperial is the jewel of Mausropa') holds nothing."""

import pytest

from engine.words.units_named import Called, named
from tests.orders.bundled import sheet_of

HELD = [    # (ruleset, nation, position, the unit's order, a later line about it that does not read)
    ("napoleonic", "France", "start", "A - Champagne", "Corps A is to wait for the Guard before it goes anywhere."),
    ("napoleonic", "France", "start", "Corps B marches to Champagne.",
     "B corps shall stay put unless the Austrians cross the Rhine."),
    ("napoleonic", "France", "start", "E - Champagne", "E stays in Paris and guards the Emperor."),
    ("napoleonic", "France", "start", "D - Baden", "The D corps, on second thoughts, lingers in Alsace."),
    ("napoleonic", "France", "start", "squadron 2 to the Western Approaches", "Squadron 2 lies at anchor this season."),
    ("napoleonic", "France", "start", "F - Lombardy", "My corps F waits for the Italians in Piedmont."),
    ("napoleonic", "France", "start", "G - Normandy", "Brittany sees no change: G keeps to its barracks."),
    ("napoleonic", "Prussia", "start", "A - Saxony", "The Brandenburg corps (A) rests for the harvest."),
    ("eia", "Russia", "russia-naval", "The Baltic fleet sails to the Gulf of Finland.",
     "The Baltic fleet stays in port this month."),
    ("eia", "Great Britain", "great-britain-naval", "fleet Channel: English Channel - North Sea",
     "The Channel fleet stays in the Downs this month."),
    ("eia", "Great Britain", "great-britain-naval", "fleet Mediterranean: Western Mediterranean - Tyrrhenian Sea",
     "Nelson's fleet lingers off Malta for another week."),
    ("eia", "Austria", "austria-land", "corps II: Tyrol - Bavaria", "Second corps remains in the Tyrol for the winter."),
    ("eia", "Austria", "austria-land", "corps I: Bavaria - Swabia", "The first corps waits for Mack."),
    ("eia", "Austria", "austria-land", "corps III: Vienna - Moravia", "III keeps Vienna safe."),
    ("eia", "Austria", "austria-land", "corps Cav I: Moravia - Bohemia", "Our cavalry corps rests its horses."),
    ("eia", "Austria", "austria-land", "corps I: Bavaria - Swabia", "Charles's corps lingers by the Danube."),
    ("classic", "Spain", "start", "3 armies 14 -> 11", "The armies in 14 stay home to guard Madrid, the French look hungry."),
    ("classic", "Spain", "start", "2 armies 16 -> 15", "The 2 from 16 had better wait for the harvest."),
    ("classic", "Spain", "start", "3 armies 14 -> 11", "Our 3 linger near the capital a while longer."),
    ("classic", "Spain", "start", "2 ships N -> L", "The ships in N wait for the wind."),
    ("classic", "Spain", "start", "2 ships N -> L", "Both ships from N are needed for the armies, they wait."),
    ("classic", "Spain", "start", "2 armies 16 -> 15", "everything from 16 sits tight"),
    ("classic", "Spain", "start", "1 army 17 -> 18", "My lone army at 17 guards the pass."),
    ("classic", "Italy", "start", "3 armies 37 -> 36", "The 3 armies from 37 keep watch on the Pope instead of marching."),
    ("succheesion", "Typ Lef Nazin", "start", "The Khan and the 4 at Lef Oasis ride to Steppe Gate.",
     "The Khan and his 4 linger at the oasis for the feast."),     # 'go to Honour Peak' now reads: asked as two moves
    ("succheesion", "Maustria", "start", "8 units 11 -> 12", "The General and his 8 stay at Adoen Crown to watch the border."),
    ("succheesion", "Maustria", "start", "6 units 21 -> 22", "The 6 in Maus Imperial rest for the festival."),
    ("succheesion", "Maustria", "start", "3 units 22 -> 21", "Rostopki's 3 dig in for the winter."),
    ("succheesion", "Maustria", "start", "8 units 11 -> 12", "Our general lingers at court with his men."),
    ("succheesion", "Maustria", "start", "2 Frigates 1 Galleon Fondue Sea -> Ricotta Lagoon",
     "The ships in Fondue Sea lie at anchor."),
    ("succheesion", "Maustria", "start", "6 units 21 -> 22", "everything in Maus Imperial guards the Emperor."),
    ("succheesion", "Maustria", "start", "4 units 24 -> 23", "Our 4 at Whiskerport keep an eye on the harbour."),
    # said of the unit with no order word: set aside as talk before, so its order went ahead unasked
    ("classic", "Spain", "start", "2 armies 13 -> 12", "Those 2 in 13 are tired and rest this turn."),
    ("classic", "Italy", "start", "3 armies 37 -> 36", "My 3 in 37 are resting, the Pope's wine was good."),
    ("classic", "Italy", "start", "2 ships S -> T", "Both ships in S are leaking badly."),
    ("succheesion", "Maustria", "start", "3 units 20 -> 11", "The troops from Adoen Shore are needed at home, they wait."),
    ("succheesion", "Maustria", "start", "3 units 22 -> 21", "All my men in Rostopki are busy with the harvest."),
    ("succheesion", "Maustria", "start", "4 units 24 -> 23", "The 4 at Whiskerport are enjoying the sea air."),
    ("succheesion", "Maustria", "start", "8 units 11 -> 12", "The General remains at court this season."),
    ("napoleonic", "France", "start", "E - Champagne", "The E corps guards the Emperor in Paris as always."),
    ("napoleonic", "France", "start", "squadron 2 to the Western Approaches", "Squadron 2 is short of sailors, I fear."),
    ("eia", "Russia", "russia-naval", "The Baltic fleet sails to the Gulf of Finland.", "The Baltic fleet is iced in, I fear."),
]


@pytest.mark.parametrize("rules_id, nation, where, first, second", HELD)
def test_a_units_later_line_unread_holds_its_order_back(rules_id, nation, where, first, second):
    sheet = sheet_of(rules_id, nation, where, f"{first}\n{second}")
    assert sheet.orders == ()
    if [p.line for p in sheet.problems] == [2]:     # read by meaning as a stay: the question names line 1's move
        assert "line 1" in sheet.problems[0].reason and "ask the player" in sheet.problems[0].reason
        return
    assert [p.line for p in sheet.problems] == [1, 2]
    # held back by the unread line, or (the line read by meaning as a second order for the unit) both asked
    assert sheet.problems[0].reason.startswith(("held back: line 2", "held back: the correction on line 2",
                                                "two different orders for"))


KEPT = [    # the later line names the place of the order, or another unit, or the unit in a condition only
    ("napoleonic", "France", "start", "A - Champagne", "build 2 infantry in Champagne next winter maybe"),
    ("napoleonic", "France", "start", "A - Champagne", "A pair of guns would be nice in Paris, if gold allows"),
    ("napoleonic", "France", "start", "A - Champagne", "Corps B is to wait for the Guard before it goes anywhere."),
    ("eia", "Austria", "austria-land", "corps I: Bavaria - Swabia", "Bavaria is the key, the Archduke says, and he fears for it."),
    ("eia", "Austria", "austria-land", "corps II: Tyrol - Bavaria",
     "Vienna raises a militia of 2 factors if the treasury allows"),
    ("eia", "France", "france-land", "corps II: Alsace - Baden - Württemberg - Bavaria",
     "attack Bavaria, but only if the Austrians are still there when corps II arrives."),
    ("eia", "France", "france-land", "corps I: Rhineland - Thuringia", "Napoleon takes command of the Second Corps."),
    ("classic", "Spain", "start", "3 armies 14 -> 11", "buy 2 armies in 14 if there is gold after the war"),
    ("classic", "Spain", "start", "3 armies 14 -> 11", "2 armies to 14 from wherever they can come, please"),
    ("succheesion", "Maustria", "start", "6 units 21 -> 22",
     "build 2 Infantry in Maus Imperial if the cheese allows after the feast"),
    ("succheesion", "Typ Lef Nazin", "start", "3 units 29 -> 30", "Typ Lef will be the capital of the world, one day."),
    ("succheesion", "Maustria", "start", "6 units 21 -> 22", "Long live the Emperor, and the General too!"),
    ("succheesion", "Maustria", "start", "8 units 11 -> 10", "Long live the Emperor Mausimilian."),
    ("classic", "Spain", "start", "3 armies 14 -> 11", "The armies in 13 are exhausted after the last war."),
    ("classic", "Spain", "start", "3 armies 14 -> 11", "14 is where my heart is."),
    ("classic", "Britain", "start", "1 army 2 -> 3", "Move 2 armies from 2 to Atlantis"),
    ("eia", "Russia", "russia-naval", "The Baltic fleet sails to the Gulf of Finland.",
     "The Baltic is calm this month, the admirals say."),
]


@pytest.mark.parametrize("rules_id, nation, where, first, second", KEPT)
def test_a_later_line_naming_only_a_place_or_another_unit_holds_nothing(rules_id, nation, where, first, second):
    sheet = sheet_of(rules_id, nation, where, f"{first}\n{second}")
    assert len(sheet.orders) == 1
    assert not any(p.reason.startswith("held back") for p in sheet.problems)


def test_a_sea_named_like_a_fleet_names_the_fleet_only_beside_its_noun():
    from tests.corpus.positions import position
    from engine.words.reading import Names
    board, state = position("eia", "great-britain-naval")
    names = Names(board, state)
    fleet = Called(("fleet", "Channel"), "fleet Channel", frozenset(("channel",)), frozenset(("fleet",)))
    assert named("The Channel fleet stays home", [fleet], names) == {("fleet", "Channel"): "fleet Channel"}
    assert named("The Channel is full of privateers", [fleet], names) == {}
    assert named("fleet Channel: do not intercept", [fleet], names) == {("fleet", "Channel"): "fleet Channel"}


def test_a_long_line_is_looked_at_in_linear_time():
    unit = Called(("corps", "A"), "corps A", frozenset(("a",)), frozenset(("corps",)))
    assert named(", " * 50_000 + "corps A stays", [unit]) == {}       # past the words looked at
    assert named(" " * 100_000, [unit]) == {}
