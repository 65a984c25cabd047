"""Groups, splits and pointing back (round 20, helper Gr): a stack named by its place with its size said ('the armies
of Konigsberg, both of them, ...', 'Londinium sends all three of its armies ...'), a stack split by counts ('...
splits: 7 go to X, the other 6 stay', 'From Brandenburg 2 armies go to Saxony, the third one stays'), and units told
to go where the clause before sends others ('follow them there', 'joins them there', 'behind them', 'goes there too').
A size that does not fit the stack is refused with the stack's size; parts that do not add up, refused; 'them' or
'there' after a clause naming two places, asked; 'them' after another nation's units, or with a verb other than
following ('we attack them there'), never a move of the writer's."""

import pytest

from engine.words.groups_said import sizes_said
from engine.words.them_there import pointed_back
from tests.orders.bundled import checked


@pytest.mark.parametrize("rules_id, nation, where, text, orders", [
    # the size said fits the stack
    ("classic", "Prussia", "start", "The armies of Konigsberg (63), both of them, go to Livonia (84).", ["2 armies 63 -> 84"]),
    ("classic", "France", "start", "The armies of Paris, all three, go to Flanders (22).", ["3 armies 21 -> 22"]),
    ("classic", "France", "start", "Our armies at Paris, all of them, go to Flanders (22).", ["3 armies 21 -> 22"]),
    ("classic", "Britain", "start", "Londinium sends all three of its armies north to Northumbria (6).", ["3 armies 3 -> 6"]),
    ("classic", "France", "start", "Paris sends its armies to Flanders (22).", ["3 armies 21 -> 22"]),
    ("classic", "Vikings", "start", "The host of Oslo, all three, walks to Jamtland (64).", ["3 armies 68 -> 64"]),
    ("succheesion", "Maustria", "start", "The units at Rostopki, all three, go to Adoen Crown.", ["3 units 22 -> 11"]),
    ("succheesion", "Randomia", "start", "The Royal Army at Randomia, all thirteen, marches to Ubliko Gate.",
     ["13 units 15 -> 17"]),
    ("succheesion", "Typ Lef Nazin", "start", "Riders of Typ Lef, all three, to Steppe Gate.", ["3 units 29 -> 28"]),
    ("succheesion", "Maustria", "start", "Rostopki sends its units to Adoen Crown.", ["3 units 22 -> 11"]),
    # splits whose parts add up to the stack
    ("succheesion", "Randomia", "start", "The big army at Randomia (13) splits: 7 go to Lowland Dairies, the other 6 stay.",
     ["7 units 15 -> 39"]),
    ("succheesion", "Maustria", "start", "The army at Rostopki splits: 2 go to Adoen Crown, the other one stays.",
     ["2 units 22 -> 11"]),
    ("classic", "France", "start", "The armies in Paris split: 2 go to Flanders (22), the rest stay.", ["2 armies 21 -> 22"]),
    ("classic", "France", "start", "From Paris 2 armies go to Flanders (22), the third one stays.", ["2 armies 21 -> 22"]),
    ("classic", "Prussia", "start", "From Brandenburg 2 armies go to Saxony (55), the third one stays for defend Berlin.",
     ["2 armies 58 -> 55"]),
    # pointing back at the place the clause before sends units to
    ("succheesion", "Berdain", "start",
     "Our four at Berdain march on Madder Vale; our two at Lowland Dairies follow them there.",
     ["4 units 38 -> 12", "2 units 39 -> 12"]),
    ("succheesion", "Randomia", "start",
     "Our 6 at Chance Hills march to Adoen Shore. Then the 13 at Randomia move into Chance Hills behind them.",
     ["6 units 16 -> 20", "13 units 15 -> 16"]),
    ("classic", "Austria", "start",
     "The pair in Raetia goes to Venetia (35), and the one in Croatia joins them there.",
     ["2 armies 75 -> 35", "1 army 80 -> 35"]),
    ("napoleonic", "France", "spring-1805-war", "Corps A marches to Champagne; corps B follows them there.",
     ["A - Champagne", "B - Champagne"]),
    ("napoleonic", "France", "spring-1805-war", "Corps A marches to Champagne; corps B follows it there.",
     ["A - Champagne", "B - Champagne"]),
    ("napoleonic", "France", "spring-1805-war", "Corps A marches to Champagne, and corps B goes there too.",
     ["A - Champagne", "B - Champagne"]),
])
def test_groups_and_pointers_are_read(rules_id, nation, where, text, orders):
    got, sheet = checked(rules_id, nation, where, text)
    assert got == orders and not sheet.problems


@pytest.mark.parametrize("rules_id, nation, where, text, said", [
    # a size that does not fit: refused with the stack's size, never corrected in silence
    ("classic", "Prussia", "start", "The armies of Konigsberg (63), all three, go to Livonia (84).", "2 of your units"),
    ("classic", "France", "start", "The armies of Paris, both of them, go to Flanders (22).", "3 of your units"),
    ("classic", "France", "start", "Paris sends all two of its armies to Flanders (22).", "3 of your units"),
    ("classic", "Britain", "start", "Londinium sends all four of its armies north to Northumbria (6).", "3 of your units"),
    ("succheesion", "Randomia", "start", "The big army at Randomia, all twelve, marches to Ubliko Gate.", "13 of your"),
    # parts that do not add up to the stack
    ("succheesion", "Randomia", "start", "The big army at Randomia (13) splits: 7 go to Lowland Dairies, the other 5 stay.",
     "13 of your units"),
    ("succheesion", "Maustria", "start", "The army at Rostopki splits: 2 go to Adoen Crown, the other 2 stay.",
     "3 of your units"),
    ("classic", "France", "start", "The armies in Paris split: 2 go to Flanders (22), the other 2 stay.", "3 of your units"),
    ("classic", "France", "start", "From Paris 1 army goes to Flanders (22), the third one stays.", "3 of your units"),
    ("classic", "Prussia", "start", "From Brandenburg 2 armies go to Saxony (55), the fourth one stays.", "3 of your units"),
    # 'them'/'there' after a clause naming two places: asked
    ("napoleonic", "France", "spring-1805-war",
     "Corps A marches to Champagne and corps B to Lorraine; corps C follows them there.", "Champagne and Lorraine"),
    ("succheesion", "Randomia", "start",
     "Our 6 at Chance Hills march to Adoen Shore and our 4 at Odds End go to Ubliko Gate; the 13 at Randomia follow them "
     "there.", "Adoen Shore and Ubliko Gate"),
])
def test_a_size_or_pointer_that_does_not_fit_is_refused_or_asked(rules_id, nation, where, text, said):
    got, sheet = checked(rules_id, nation, where, text)
    assert sheet.problems and said in sheet.problems[0].reason
    assert got == []


def test_a_pointer_with_two_places_offers_each_reading():
    from engine.words.reading import Names
    from tests.corpus.positions import position
    board, state = position("succheesion", "start")
    asked = pointed_back("Our 6 at Chance Hills march to Adoen Shore and our 4 at Odds End go to Ubliko Gate; "
                         "the 13 at Randomia follow them there.", Names(board, state), "Randomia")
    assert asked is not None and not isinstance(asked, str)
    assert asked.choices == ("the 13 at Randomia go to Adoen Shore.", "the 13 at Randomia go to Ubliko Gate.")


@pytest.mark.parametrize("rules_id, nation, where, text", [
    # another nation's units: never a move of ours to where they go
    ("succheesion", "Randomia", "start", "The Maustrians march to Adoen Shore; our 6 at Chance Hills follow them there."),
    ("classic", "France", "start", "The Spanish march to Gascony; our armies in Paris follow them there."),
])
def test_them_after_another_nations_units_is_never_our_move(rules_id, nation, where, text):
    got, sheet = checked(rules_id, nation, where, text)
    assert got == [] and sheet.problems


@pytest.mark.parametrize("rules_id, nation, where, text, orders", [
    # 'attack them there' is no following: never read as a move of ours to the place
    ("succheesion", "Randomia", "start", "Our 6 at Chance Hills march to Adoen Shore. We attack them there.",
     ["6 units 16 -> 20"]),
    ("napoleonic", "France", "spring-1805-war", "Corps A marches to Champagne. We attack them there.", ["A - Champagne"]),
])
def test_attack_them_there_is_never_a_second_move(rules_id, nation, where, text, orders):
    got, _ = checked(rules_id, nation, where, text)
    assert got == orders


@pytest.mark.parametrize("text, said", [
    ("The armies of Paris, all three, go to 22", True),
    ("Both of them go to 22", False),
    ("2 armies 21 -> 22, the other one stays", True),
    ("3 armies 21 -> 22", False),
])
def test_a_size_said_is_checked_even_on_a_line_read(text, said):
    assert sizes_said(text) is said


@pytest.mark.parametrize("rules_id, nation, where, text", [
    ("classic", "France", "start", "The armies of Paris," + " " * 100_000 + "all three, go to 22"),
    ("classic", "France", "start", "The armies in Paris splits:" + " 2 go to 22," * 20_000),
    ("succheesion", "Berdain", "start", "Our four march on Madder Vale;" + " follow them there" * 20_000),
    ("succheesion", "Berdain", "start", "Our four march on Madder Vale;" + " " * 100_000 + "our two follow them there."),
])
def test_long_lines_stay_quick(rules_id, nation, where, text):
    import time
    began = time.monotonic()
    checked(rules_id, nation, where, text)
    assert time.monotonic() - began < 20


@pytest.mark.parametrize("rules_id, nation, where, text, orders", [
    ("succheesion", "Typ Lef Nazin", "start", "Four riders and the Khan himself ride from Lef Oasis to Steppe Gate.\n"
     "The three at Typ Lef follow them there.", ["4 units and the General 31 -> 28", "3 units 29 -> 28"]),
    ("napoleonic", "France", "spring-1805-war", "Corps A marches to Champagne.\nCorps B follows them there.",
     ["A - Champagne", "B - Champagne"]),
    ("napoleonic", "Austria", "spring-1805-war", "Corps D crosses from Tyrol into Bavaria.\n"
     "Corps A moves up to the Tyrol behind D.", ["D Tyrol - Bavaria", "A - Tyrol"]),
])
def test_them_there_points_at_the_line_just_before(rules_id, nation, where, text, orders):
    got, sheet = checked(rules_id, nation, where, text)
    assert got == orders and not sheet.problems


@pytest.mark.parametrize("rules_id, nation, where, text", [
    ("napoleonic", "France", "spring-1805-war", "Corps A marches to Champagne.\n\nCorps B follows them there."),  # a paragraph
    ("napoleonic", "France", "spring-1805-war", "The Austrians march to Bavaria.\nCorps B follows them there."),
])
def test_them_there_past_a_paragraph_or_after_anothers_units_is_refused(rules_id, nation, where, text):
    got, sheet = checked(rules_id, nation, where, text)
    assert sheet.problems and "B - Champagne" not in got and "B - Bavaria" not in got


@pytest.mark.parametrize("rules_id, nation, where, text, orders", [
    # the carriers named beside a route by sea: what the route says already
    ("napoleonic", "Great Britain", "spring-1805-war", "The Irish corps goes to Wales over the Irish Sea, on our ships there",
     ["B - Wales via Irish Sea"]),
    ("napoleonic", "Great Britain", "spring-1805-war", "Corps B: Dublin to Wales via the Irish Sea (sq 11 carries them).",
     ["B - Wales via Irish Sea"]),
    # throwing another nation out of where the march goes: an attack there
    ("succheesion", "Randomia", "start",
     "The six at Chance Hills go down to Adoen Shore and throw the Maustrians out.", ["6 units 16 -> 20"]),
    ("classic", "Vikings", "start",
     "The longships in the Kattegat put out into the Western Baltic and drive the Prussians out of there.",
     ["4 ships D -> E attack Prussia"]),
])
def test_carriers_and_attacks_said_beside_a_march(rules_id, nation, where, text, orders):
    got, sheet = checked(rules_id, nation, where, text)
    assert got == orders and not sheet.problems


@pytest.mark.parametrize("rules_id, nation, where, text", [
    # a squadron that stands elsewhere than the sea crossed, or no sea named: never set aside
    ("napoleonic", "Great Britain", "spring-1805-war", "Corps B: Dublin to Wales via the Irish Sea (sq 2 carries them)."),
    ("napoleonic", "Great Britain", "spring-1805-war", "Corps B: Dublin to Wales (sq 11 carries them)."),
])
def test_a_carrier_that_does_not_fit_the_route_is_refused(rules_id, nation, where, text):
    _, sheet = checked(rules_id, nation, where, text)
    assert sheet.problems


@pytest.mark.parametrize("rules_id, nation, where, text, orders", [
    ("classic", "Britain", "start",
     "Our fleet of three in the Channel carries the two armies from Wessex across to Armorica (19).",
     ["2 armies 2 -> 19 via ships in I"]),
    ("napoleonic", "Great Britain", "spring-1805-war", "Squadron 11 in the Irish Sea carries corps B from Dublin to Wales.",
     ["B - Wales via Irish Sea"]),
])
def test_a_march_said_as_the_ships_carrying_it(rules_id, nation, where, text, orders):
    got, sheet = checked(rules_id, nation, where, text)
    assert got == orders and not sheet.problems


def test_ships_carrying_a_march_counted_wrong_are_refused_with_their_number():
    got, sheet = checked("classic", "Britain", "start",
                         "Our fleet of four in the Channel carries the two armies from Wessex across to Armorica (19).")
    assert got == [] and "3 of your ships" in sheet.problems[0].reason


@pytest.mark.parametrize("rules_id, nation, where, text", [
    ("classic", "Turkey", "start", "Never the janissaries of Constantinople, all three, cross into Thrace (47)."),
    ("classic", "Turkey", "start", "Do not the janissaries of Constantinople, all three, cross into Thrace (47)."),
    ("succheesion", "Randomia", "start",
     "Never the big army at Randomia (13) splits: 7 go to Lowland Dairies, the other 6 stay."),
    ("succheesion", "Berdain", "start",
     "Our four at Berdain march on Madder Vale; our two at Lowland Dairies don't follow them there."),
])
def test_a_negated_group_is_never_read_as_the_order(rules_id, nation, where, text):
    got, sheet = checked(rules_id, nation, where, text)
    assert sheet.problems and "3 armies 48 -> 47" not in got and "7 units 15 -> 39" not in got \
        and "2 units 39 -> 12" not in got
