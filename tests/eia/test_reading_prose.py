"""EiA orders written as prose are read by meaning, corrections apply, and the state refuses what
cannot be meant; a line that may be an order is never set aside as chatter."""

import msgspec

from engine.rulesets.eia.orders import Diplomacy, Interception, Standing

from .helpers import MAP, RULES, position

# the words, on a map at peace: war and alliances declared here are no war or alliance yet
STATE = msgspec.structs.replace(position([{"type": "fleet", "nation": "France", "name": "Brest", "at": "brittany",
                                           "ships": 3}]), relations=())


def read(text, nation="France"):
    return RULES.parse_orders(text, nation, STATE, MAP)


def test_several_sentences_on_one_line_are_several_orders():
    sheet = read("Declare war on Austria. Ally with Great Britain; fleet Brest: intercept.")
    assert sheet.ok()
    assert list(sheet.orders) == [Diplomacy(nation="France", action="war", other="Austria"),
                                  Diplomacy(nation="France", action="alliance", other="Great Britain"),
                                  Interception(nation="France", fleet="Brest", intercept=True)]


def test_other_verbs_subjects_lists_and_languages_say_the_same_orders():
    assert [o.other for o in read("France declares war on Austria and Great Britain.").orders] == \
        ["Austria", "Great Britain"]
    assert read("DoW Austria").orders[0].action == "war"
    assert read("La France déclare la guerre à l'Autriche").orders[0] == \
        Diplomacy(nation="France", action="war", other="Austria")
    assert read("Our fleet will not intercept this month.").orders[0] == \
        Interception(nation="France", fleet="Brest", intercept=False)


def test_another_nation_as_the_subject_is_refused_not_read_as_ours():
    sheet = read("Austria declares war on Great Britain.")
    assert not sheet.orders and sheet.problems


def test_a_correction_replaces_the_earlier_order_and_a_question_answered_no_is_dropped():
    sheet = read("Declare war on Austria.\nActually, ally with Austria instead.")
    assert list(sheet.orders) == [Diplomacy(nation="France", action="alliance", other="Austria")]
    assert any("replaced by the correction" in c.reason for c in sheet.chatter)
    sheet = read("Declare war on Austria? No. Ally with Great Britain.")
    assert [o.other for o in sheet.orders] == ["Great Britain"] and sheet.ok()


def test_a_question_left_unanswered_is_asked():
    sheet = read("Declare war on Austria?")
    assert not sheet.orders and "question" in sheet.problems[0].reason


def test_two_orders_for_one_fleet_are_refused_and_the_same_order_twice_asked():
    sheet = read("fleet Brest: intercept\nfleet Brest: do not intercept")
    assert not sheet.orders and len(sheet.problems) == 2
    sheet = read("standing guard: hold\nstanding guard: hold")
    assert list(sheet.orders) == [Standing(nation="France", kind="guard", answer="hold")]
    assert "same order again" in sheet.problems[0].reason


def test_greetings_are_chatter_but_a_line_that_may_be_an_order_is_refused():
    sheet = read("Hello GM,\nally with Great Britain\nCheers, Napoleon")
    assert sheet.ok() and len(sheet.orders) == 1
    assert read("Help Austria against the British").problems


def test_the_state_refuses_what_the_step_does_not_allow():
    sheet = read("attack Bavaria\nfleet Toulon: do not intercept")
    assert not sheet.orders and {p.kind for p in sheet.problems} == {"not allowed"}
