"""Corrections as writers the reader had never met wrote them (round 14, fresh8/fresh9): the correction changes
only what it names and leaves the rest standing, or the line is refused; never an order it takes back kept,
never an order it does not touch dropped (engine/words/prose.py, engine/words/clauses.py swapped,
engine/words/thought_back.py, engine/words/coded.py)."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("rules_id, nation, text, orders", [
    # 'I meant NEW, not OLD' after the order it mends, with or without the order written again after a colon
    ("eia", "Russia", "declare war on Sweden. I meant Turkey, not Sweden.", ["declare war on Turkey"]),
    ("eia", "Russia", "Russia: ally with Denmark. I meant Prussia, not Denmark: ally with Prussia.",
     ["ally with Prussia"]),
    ("eia", "France", "Declare war on Spain. I meant Portugal, not Spain.", ["declare war on Portugal"]),
    ("succheesion", "Maustria", "Build 2 Infantry in Maus Imperial. I meant Rostopki, not Maus Imperial.",
     ["build 2 Infantry in 22"]),
])
def test_i_meant_new_not_old_mends_the_order_before(rules_id, nation, text, orders):
    got, sheet = checked(rules_id, nation, "start", text)
    assert got == orders and not sheet.problems


@pytest.mark.parametrize("rules_id, nation, text", [
    ("eia", "Russia", "ally with Sweden. Sorry, I meant Denmark, not Sweden: declare war on Prussia."),
])
def test_a_name_put_right_then_another_order_is_asked(rules_id, nation, text):
    got, sheet = checked(rules_id, nation, "start", text)
    assert got == [] and sheet.problems


@pytest.mark.parametrize("text, orders", [
    ("Declare war on Prussia.\nAlly with Spain.\nEDIT: not Prussia, Portugal. Declare war on Portugal.",
     ["ally with Spain", "declare war on Portugal"]),
    ("Ally with Spain.\nDeclare war on Prussia.\nEdit: not Prussia, Sweden. Declare war on Sweden.",
     ["ally with Spain", "declare war on Sweden"]),
    ("Declare war on Prussia.\nAlly with Spain.\nEDIT: not Prussia but Portugal. Declare war on Portugal.",
     ["ally with Spain", "declare war on Portugal"]),
])
def test_not_old_new_opening_a_line_takes_back_the_order_naming_old_not_the_line_before(text, orders):
    got, sheet = checked("eia", "France", "start", text)
    assert sorted(got) == sorted(orders)
    assert not [p for p in sheet.problems if not p.reason.startswith("not an order")]


def test_not_old_new_alone_never_takes_back_the_line_before():
    got, sheet = checked("eia", "France", "start", "Declare war on Prussia.\nAlly with Spain.\nEDIT: not Prussia, Portugal.")
    assert "declare war on Prussia" not in got and "ally with Spain" in got


@pytest.mark.parametrize("rules_id, nation, text, orders", [
    # a sentence after a short name in lower case ('Spain. standing ...') and a retraction of its last part
    ("eia", "Austria", "declare war on Spain. standing chit: withdraw... no, standing chit: defend.",
     ["declare war on Spain", "standing chit: defend"]),
    ("eia", "Austria", "ally with Sweden. standing chit: defend... no, standing chit: withdraw.",
     ["ally with Sweden", "standing chit: withdraw"]),
    ("eia", "Russia", "declare war on Turkey. standing chit: defend... nope, standing chit: withdraw.",
     ["declare war on Turkey", "standing chit: withdraw"]),
])
def test_a_retraction_takes_back_only_the_last_of_two_sentences_run_together(rules_id, nation, text, orders):
    got, sheet = checked(rules_id, nation, "start", text)
    assert got == orders and not sheet.problems


@pytest.mark.parametrize("text, orders", [
    # a thought taken back after a dash or dots, the stay after it, and more orders after the stay
    ("Frigate from Brie Bight to Gorgonzola Ocean. 2 units 39 -> 15 - wait, Randomia is neutral to us, no. "
     "2 units stay. Build 1 Infantry in Lowland Dairies.", ["1 Frigate 51 -> 50", "build 1 Infantry in 39"]),
    ("3 units 38 -> 40 - hmm, Cheese Coast is ours already. The 3 units stay. Build 1 Cavalry in Berdain.",
     ["build 1 Cavalry in 38"]),
    ("Build 1 Infantry in Berdain. 2 units 38 -> 39... wait, the dairies need no help. They stay. "
     "Raise cheese in Berdain.", ["build 1 Infantry in 38", "raise cheese in 38"]),
])
def test_a_move_thought_better_of_and_a_stay_in_the_middle_of_a_line(text, orders):
    got, sheet = checked("succheesion", "Berdain", "start", text)
    assert got == orders
    assert not [p for p in sheet.problems if not p.reason.startswith("not an order")]


def test_a_thought_better_of_keeps_other_orders_in_eia_too():
    got, sheet = checked("eia", "France", "start",
                         "corps I: Rhineland - Baden... wait, Baden is neutral. It stays. Declare war on Prussia.")
    assert got == ["declare war on Prussia"]


@pytest.mark.parametrize("rules_id, nation, text, orders", [
    # 'Sorry NAME, <a clause of its own>': an apology said to someone, no correction naming NAME
    ("eia", "Prussia", "Alliance with Austria.\nWar on France.\nSorry Russia, the King changed his mind.",
     ["ally with Austria", "declare war on France"]),
    ("eia", "Prussia", "Declare war on France.\nSorry Austria, we need the troops elsewhere.", ["declare war on France"]),
    ("succheesion", "Maustria", "Build 2 Infantry in Maus Imperial.\nSorry Berdain, our hands are tied.",
     ["build 2 Infantry in 21"]),
])
def test_an_apology_said_to_a_nation_corrects_nothing(rules_id, nation, text, orders):
    got, _ = checked(rules_id, nation, "start", text)
    assert got == orders


def test_sorry_comma_name_still_corrects():
    got, _ = checked("eia", "Prussia", "start", "Declare war on France.\nSorry, Austria.")
    assert got == ["declare war on Austria"]


@pytest.mark.parametrize("rules_id, nation, text, orders", [
    # a correction that gives two orders of one kind: neither replaces the other
    ("succheesion", "Berdain", "a trio of infantry? no, build one infantry at Berdain and one at Cheese Coast.",
     ["build 1 Infantry in 38", "build 1 Infantry in 40"]),
    ("succheesion", "Berdain", "Build 2 cavalry? no, build one cavalry in Berdain and one in Lowland Dairies.",
     ["build 1 Cavalry in 38", "build 1 Cavalry in 39"]),
    ("succheesion", "Berdain", "Build 1 Infantry in Berdain.\nActually, build 1 Cavalry in Berdain.",
     ["build 1 Cavalry in 38"]),
])
def test_the_orders_of_one_correction_stand_together(rules_id, nation, text, orders):
    got, _ = checked(rules_id, nation, "start", text)
    assert got == orders


@pytest.mark.parametrize("text", [
    "Randomia: half a dozen of the men at Randomia march to Chance Hills, and a dozen stay... no, seven stay. "
    "Build one Light Infantry in Randomia.",
    "a pair of the men at Randomia march to Chance Hills, and the rest stay... no, all stay.",
])
def test_a_retraction_after_an_unread_order_counted_in_words_is_asked_never_dropped(text):
    _, sheet = checked("succheesion", "Randomia", "start", text)
    assert any("ask" in p.reason for p in sheet.problems)


@pytest.mark.parametrize("rules_id, nation, where, text, orders", [
    # a question answered 'no' and the route in shorthand, more after it on the line: never a reason set aside
    ("eia", "Great Britain", "great-britain-naval", "GB N: Chan EC-WA. Med WMed-TyS? no, WMed-GoL. no xfer.",
     ["fleet Channel: English Channel - Western Approaches", "fleet Mediterranean: Western Mediterranean - Gulf of Lion"]),
    ("eia", "Great Britain", "great-britain-naval", "Chan EC-WA. Med WMed-TyS? no, WMed-GoL.",
     ["fleet Channel: English Channel - Western Approaches", "fleet Mediterranean: Western Mediterranean - Gulf of Lion"]),
    ("succheesion", "Maustria", "start", "Build 2 Infantry in Maus Imperial. 6u 21>25? no, 21>22. No TP.",
     ["build 2 Infantry in 21", "6 units 21 -> 22", "spend no TP"]),
])
def test_a_question_answered_no_with_a_route_in_shorthand(rules_id, nation, where, text, orders):
    got, _ = checked(rules_id, nation, where, text)
    assert got == orders
