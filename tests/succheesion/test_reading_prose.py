"""Succheesion orders written as prose are read by meaning; corrections apply; notes in brackets
are set aside or checked; the state refuses what cannot be meant; nothing that may be an order
is set aside as chatter."""

from engine.rulesets.succheesion.orders import Build, Declare, MoveUnits, RaiseCheese, SpendTP

from .helpers import RULES, edges, land, make_map, nation, position, sea

MAP = make_map(land("12 15 16 17", cities=2, cheese=2), land("9 24", cities=1, cheese=1, port=True), sea("13 14"),
               edges("12-15 15-16 16-17 9-12 9~13 13-14 14~24 24-17"))
STATE = position(MAP, nations=[nation("Crimsonia", "12 15 16 9", cheese=50), nation("Berdain", "17 24")],
                 units_on_map=["Crimsonia 15: 4"])


def read(text):
    return RULES.parse_orders(text, "Crimsonia", STATE, MAP)


def test_several_sentences_and_clauses_on_one_line_are_several_orders():
    sheet = read("Declare war on Berdain. Spend TP to reach 40%; build 1 Infantry in 12, 1 Militia in 16.")
    assert sheet.ok()
    assert list(sheet.orders) == [Declare(nation="Crimsonia", target="Berdain", status="war"),
                                  SpendTP(nation="Crimsonia", percent=40),
                                  Build(nation="Crimsonia", count=1, kind="Infantry", at="12"),
                                  Build(nation="Crimsonia", count=1, kind="Militia", at="16")]


def test_the_writers_nation_as_subject_verb_forms_and_short_unit_words_are_read():
    assert read("Crimsonia raises cheese in 12 and in 16.").orders == (
        RaiseCheese(nation="Crimsonia", at="12"), RaiseCheese(nation="Crimsonia", at="16"))
    assert read("We build 2 inf in 12").orders == (Build(nation="Crimsonia", count=2, kind="Infantry", at="12"),)
    assert read("build 1 HC in 12").orders[0].kind == "Heavy Cavalry"
    assert read("march 4 units from 15 to 16").orders == (MoveUnits(nation="Crimsonia", count=4, path=("15", "16")),)


def test_notes_in_brackets_are_set_aside_and_a_map_number_must_match_the_name():
    assert read("Build 1 Infantry in 12 (2 cheese)").orders == (
        Build(nation="Crimsonia", count=1, kind="Infantry", at="12"),)
    assert read("raise cheese in 12 (12)").ok()
    assert not read("raise cheese in 12 (16)").orders


def test_a_question_answered_no_is_dropped_and_a_correction_replaces_the_earlier_order():
    assert read("Declare war on Berdain? No. Spend TP to reach 20%.").orders == (SpendTP(nation="Crimsonia",
                                                                                          percent=20),)
    sheet = read("Spend TP to reach 20%\nEDIT: spend TP to reach 30%")
    assert sheet.orders == (SpendTP(nation="Crimsonia", percent=30),) and sheet.ok()


def test_two_orders_for_one_thing_are_refused_and_the_same_order_twice_asked():
    sheet = read("Spend TP to reach 20%\nSpend TP to reach 30%")
    assert not sheet.orders and len(sheet.problems) == 2
    sheet = read("build 1 Infantry in 12\nbuild 1 Infantry in 12")
    assert len(sheet.orders) == 1 and "same order again" in sheet.problems[0].reason


def test_a_line_naming_a_nation_with_a_word_of_action_is_refused_not_dropped():
    assert read("Help our friends in Berdain").problems
    assert read("Hi all!\nCheers").ok()


def test_the_state_refuses_what_cannot_be_meant():
    sheet = read("4 units 16 -> 17\nsiege 17")
    assert not sheet.orders and {p.kind for p in sheet.problems} == {"not allowed"}
