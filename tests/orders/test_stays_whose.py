"""Stays said of whose units rather than of units (engine/words/stays/subjects.py, plain.py): the writer's own
nation ('Austria stays put this turn': every unit stays, no order), a place for the units standing there
('London stays to guard the Thames'), a commander for the stack he leads ('The General stays at Lef Oasis with his
4'), ships said to stay 'in port' where the rules have no ports, EiA's Guard corps by its designation ('Guard I
stays in Paris', never the standing guard question). Another nation said so gives no order of the writer's; a
unit or commander said where it does not stand is refused."""

import pytest

from tests.orders.bundled import sheet_of, written

NO_ORDER = "units without orders"


@pytest.mark.parametrize("rules_id, nation, where, text", [
    # the writer's own nation
    ("classic", "Austria", "start", "Austria stays put this turn."),
    ("classic", "Prussia", "start", "Prussia sits tight this turn."),
    ("succheesion", "Dunbarra", "start", "Dunbarra stays put."),
    ("eia", "France", "france-land", "France stays where it is."),
    ("napoleonic", "Spain", "start", "Spain holds this turn."),
    # a place for the units standing there
    ("classic", "Britain", "start", "London stays to guard the Thames."),
    ("classic", "Turkey", "start", "Constantinople stays."),
    ("succheesion", "Maustria", "start", "Whiskerport stays, waiting for the Stilwen fleet."),
    ("eia", "France", "france-land", "Paris stays."),
    # a commander for his stack
    ("succheesion", "Typ Lef Nazin", "start", "The General stays at Lef Oasis with his 4, guarding the water."),
    ("succheesion", "Typ Lef Nazin", "start", "The Khan stays at Lef Oasis."),
    ("succheesion", "Maustria", "start", "The Archduke remains in Adoen Crown, watching the border."),
    # ships 'in port' where the rules have no ports
    ("succheesion", "Dunbarra", "start", "Our frigates in Pirates' Sound stay in port, well, at sea, they don't move."),
    ("succheesion", "Dunbarra", "start", "The frigates of Pirates' Sound remain in port."),
    ("classic", "Spain", "start", "Our 2 ships in N stay in port."),
    # EiA's Guard corps by its designation
    ("eia", "France", "france-land", "Guard I stays in Paris"),
    ("eia", "France", "france-land", "Guard I holds in Paris, the Emperor wants it near."),
    ("eia", "France", "france-land", "Guard I remains where it is."),
])
def test_a_stay_said_of_whose_units_gives_no_order_and_says_so(rules_id, nation, where, text):
    sheet = sheet_of(rules_id, nation, where, text)
    assert sheet.problems == () and sheet.orders == ()
    assert any(NO_ORDER in c.reason for c in sheet.chatter)


def test_the_writers_nation_said_to_stay_beside_a_greeting_is_no_order_and_no_problem():
    sheet = sheet_of("classic", "Austria", "start", "GM, I'm away this weekend; Austria stays put this turn. Thanks!")
    assert sheet.problems == () and sheet.orders == ()


@pytest.mark.parametrize("text, orders", [
    ("Picardy stays.", ["A holds", "B holds"]),
    ("Squadron 1 stays in port, the Channel is full of British.", ["squadron 1 holds"]),
])
def test_in_napoleonic_a_place_or_a_squadron_in_port_said_to_stay_holds(text, orders):
    sheet = sheet_of("napoleonic", "France", "start", text)
    assert written("napoleonic", "start", sheet) == orders


@pytest.mark.parametrize("rules_id, nation, where, text, why", [
    ("succheesion", "Typ Lef Nazin", "start", "The General stays at Typ Lef.", "not Typ Lef"),
    ("eia", "France", "france-land", "Guard I stays in Lorraine.", "not Lorraine"),
])
def test_a_commander_or_corps_said_to_stay_where_it_is_not_is_refused(rules_id, nation, where, text, why):
    sheet = sheet_of(rules_id, nation, where, text)
    assert sheet.orders == () and len(sheet.problems) == 1 and why in sheet.problems[0].reason


@pytest.mark.parametrize("rules_id, nation, where, text", [
    ("classic", "Prussia", "start", "Austria stays put."),           # another nation: no order of the writer's
    ("napoleonic", "France", "start", "Vienna stays."),              # no unit of the writer's there
    ("eia", "France", "france-land", "standing guard: commit"),      # the guard question still answered
])
def test_a_stay_of_another_nation_or_of_no_unit_is_no_stay_of_the_writer(rules_id, nation, where, text):
    sheet = sheet_of(rules_id, nation, where, text)
    assert not any(NO_ORDER in c.reason for c in sheet.chatter)
    if "standing" in text:
        assert written(rules_id, where, sheet) == ["standing guard: commit"]
    else:
        assert sheet.orders == () and sheet.problems


def test_a_place_said_of_many_words_stays_fast():
    import time
    start = time.perf_counter()
    sheet_of("classic", "Prussia", "start", "London " * 2000 + "stays.")
    sheet_of("classic", "Prussia", "start", " " * 2000 + "Prussia stays.")
    assert time.perf_counter() - start < 2


@pytest.mark.parametrize("rules_id, nation, where, text, orders, apart", [
    ("napoleonic", "Russia", "start", "Corps F and the Turks stay.", ["F holds"], "the Turks"),
    ("napoleonic", "France", "start", "B, C and the Spanish corps hold.", ["B holds", "C holds"], "the Spanish corps"),
    ("eia", "France", "france-land", "Corps II and the Austrians stay in Alsace.", [], "the Austrians"),
    ("classic", "Prussia", "start", "The 3 armies in 58 and the Austrian armies hold.", [], "the Austrian armies"),
    ("napoleonic", "Russia", "start", "Corps F stays, and so do the Turks.", ["F holds"], "the Turks"),
    ("classic", "Prussia", "start", "The army in 61 stays, and so do the Austrians.", [], "the Austrians"),
])
def test_another_nations_units_beside_the_writers_in_a_stay_are_said_apart(rules_id, nation, where, text, orders,
                                                                         apart):
    sheet = sheet_of(rules_id, nation, where, text)
    assert sheet.problems == ()
    assert written(rules_id, where, sheet) == orders
    assert any(f"set aside: {apart!r}" in c.reason and "not yours to order" in c.reason for c in sheet.chatter)


@pytest.mark.parametrize("rules_id, nation, text", [
    ("succheesion", "Dunbarra", "The 3 at Dunbarra stay, because Berdain may land."),
    ("classic", "Prussia", "The army in 61 stays because we don't trust the Russians."),
    ("classic", "Prussia", "The army in 61 stays, since Russia might attack it."),
])
def test_a_reason_with_its_own_speaker_after_a_stay_is_set_aside(rules_id, nation, text):
    sheet = sheet_of(rules_id, nation, "start", text)
    assert sheet.problems == () and sheet.orders == ()
    assert any(NO_ORDER in c.reason for c in sheet.chatter)


@pytest.mark.parametrize("text", [
    "The army in 61 stays because it attacks 62.",                      # the units' own verb
    "The army in 61 stays because we attack 62 with the army in 59.",   # another place, a number
    "The army in 59 stays because we attack Saxony instead.",           # a choice
])
def test_a_reason_that_may_give_an_order_is_never_set_aside(text):
    sheet = sheet_of("classic", "Prussia", "start", text)
    assert sheet.problems


@pytest.mark.parametrize("rules_id, nation, where, text", [
    ("eia", "Austria", "austria-land", "- Cav I (Moravia): stays, screening."),
    ("succheesion", "Dunbarra", "start", "Home army (3, Dunbarra): stays, because Berdain may land."),
    ("eia", "France", "france-land", "Corps II (Alsace): stays, the Rhine is cold."),
])
def test_a_unit_with_a_note_of_its_place_or_count_said_to_stay_gives_no_order(rules_id, nation, where, text):
    sheet = sheet_of(rules_id, nation, where, text)
    assert sheet.problems == () and sheet.orders == ()
    assert any(NO_ORDER in c.reason for c in sheet.chatter)


def test_a_note_of_another_place_leaves_the_rulesets_refusal():
    sheet = sheet_of("eia", "Austria", "austria-land", "Cav I (Bohemia): stays.")
    assert sheet.orders == () and sheet.problems


def test_a_leader_alone_said_to_stay_beside_his_armys_march_is_asked():
    sheet = sheet_of("succheesion", "Maustria", "start",
                     "The army at Adoen Crown marches to Grenadier Hills, the General stays.")
    assert sheet.problems


@pytest.mark.parametrize("rules_id, nation, text", [
    ("succheesion", "Maustria", "Whiskerport (5): stay"),
    ("succheesion", "Dunbarra", "Home army (4, Dunbarra): stays, because Berdain may land."),
    ("classic", "Prussia", "The army (3, 61): stays."),
])
def test_a_note_counting_more_units_than_stand_there_is_never_read_as_a_stay(rules_id, nation, text):
    sheet = sheet_of(rules_id, nation, "start", text)
    assert not any(NO_ORDER in c.reason for c in sheet.chatter)


def test_other_units_told_something_after_a_stay_are_never_its_reason():
    from tests.orders.bundled import checked
    for text in ("C stays, the rest of you to the front.", "C holds, the others forward.",
                 "C stays put and everyone else marches east"):
        orders, sheet = checked("napoleonic", "France", "spring-1805-war", text)
        assert sheet.problems, text
