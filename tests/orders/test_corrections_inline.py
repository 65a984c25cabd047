"""Corrections and answers inside one line (issue 22, Build 4), each case a shape that once misread: '... no, in 16
they stay' takes back the order of the place it names; a correction whose stay clause beside a move does not read is
never filed as 'units without orders hold'; 'it'/'they' in the answer to a player's own question is the question's
unit; a 'No' that opens a sentence as a word of it ('No new wars.') corrects nothing; a choice or a delegation is never
read by its half ('intercept or not', "GM's choice: ...")."""

import pytest

from tests.orders.bundled import checked


TAKEN_BACK = [
    ("classic", "Spain", "start", "In 16, 2 armies to 15 ... no, in 16 they stay. 2 armies 13 -> 26.", ["2 armies 13 -> 26"]),
    ("classic", "Spain", "start", "From west to east: in 16, 2 armies to 15 ... no, in 16 hold. In 17, 1 army to 18? "
                                  "It's an island, skip. In 13, 2 armies to 26.", ["2 armies 13 -> 26"]),
    ("classic", "France", "start", "West: in 21, 3 armies to 27. No wait, the 3 in 21 hold.", []),
    ("classic", "Turkey", "start", "At dawn: 3 armies 48 -> 47. At noon: 2 armies 98 -> 100? no, 98 holds. At dusk: "
                                   "1 army 99 -> 101.", ["3 armies 48 -> 47", "1 army 99 -> 101"]),
]


@pytest.mark.parametrize("rules_id, nation, where, text, meant", TAKEN_BACK)
def test_a_no_inside_a_line_takes_back_the_order_of_the_place_it_keeps(rules_id, nation, where, text, meant):
    orders, sheet = checked(rules_id, nation, where, text)
    assert orders == meant
    assert sheet.problems == ()


@pytest.mark.parametrize("text", ["3 armies to 36? no - 2 armies to 36, one stays.",
                                  "2 armies 37 -> 36\nNo - 2 armies to 36, the third stays.",
                                  "## Legio I (37)\n3 armies to 36? no - 2 armies to 36, one stays."])
def test_a_correction_sending_units_beside_a_stay_is_never_filed_as_units_holding(text):
    orders, sheet = checked("classic", "Italy", "start", text)
    assert orders == []
    assert sheet.problems, "the correction sends armies somewhere: refused, asked, never dropped"


def test_a_question_answered_with_fewer_and_the_rest_staying_gives_the_answer():
    orders, sheet = checked("classic", "Italy", "start", "3 armies 37 -> 36? no - 2 armies 37 -> 36, one stays.")
    assert orders == ["2 armies 37 -> 36"]
    assert any("one stays" in c.reason for c in sheet.chatter)
    orders, sheet = checked("classic", "Italy", "start", "3 armies 37 -> 36? No, 2 armies 37 -> 36, two stay.")
    assert orders == [] and sheet.problems          # 3 less 2 is not 2: asked


@pytest.mark.parametrize("rules_id, nation, where, text, meant", [
    ("napoleonic", "Spain", "spring-1805-war", "squadron 4 - Bay of Biscay? It is there already, so it simply holds. "
                                               "Corps A goes to Extremadura.", ["squadron 4 holds", "A - Extremadura"]),
    ("napoleonic", "Austria", "spring-1805-war", "Corps D to Bavaria? The Bavarians are neutral, so it stays. F holds.",
     ["D holds", "F holds"]),
    ("napoleonic", "Spain", "spring-1805-war", "Corps A to Portugal? No, we are at peace, so it stays.", ["A holds"]),
])
def test_the_pronoun_answering_a_players_own_question_is_the_questions_unit(rules_id, nation, where, text, meant):
    orders, sheet = checked(rules_id, nation, where, text)
    assert orders == meant
    assert sheet.problems == ()
    assert any("the unit of the question" in c.reason or "taken back in the same line" in c.reason  # round 19
               for c in sheet.chatter)


@pytest.mark.parametrize("before, after, meant", [
    ("Standing chit: defend.", "No new wars.", "standing chit: defend"),
    ("Standing surrender: fight on.", "No alliances this month.", "standing surrender: fight on"),
    ("Standing chit: defend.", "No new declarations of war.", "standing chit: defend"),
])
def test_a_no_that_is_a_word_of_its_sentence_corrects_nothing_before_it(before, after, meant):
    orders, sheet = checked("eia", "Russia", "start", f"{before}\n{after}")
    assert orders == [meant]
    assert sheet.problems == ()


@pytest.mark.parametrize("line", ["fleet Copenhagen: GM's choice: intercept or not.",
                                  "fleet Copenhagen: up to you: intercept or not",
                                  "fleet Copenhagen: either intercept or not, you decide",
                                  "The Copenhagen fleet intercepts or not, as the GM likes",
                                  "fleet Copenhagen: intercept or not."])
def test_a_choice_left_open_or_to_the_gm_is_never_read_by_its_half(line):
    orders, sheet = checked("eia", "Denmark", "start", f"Denmark allies with France.\n{line}")
    assert orders == ["ally with France"]
    assert [p.line for p in sheet.problems] == [2]


@pytest.mark.parametrize("rules_id, nation, where, text, meant", [
    ("eia", "Turkey", "turkey-land", "corps II: Bulgaria - Serbia\nOn second thought, instead of Serbia corps II goes to "
                                     "Wallachia: corps II: Bulgaria - Wallachia.", ["corps II: Bulgaria - Wallachia"]),
    ("napoleonic", "Austria", "spring-1805-war", "D - Switzerland\nF holds\nActually, not Switzerland, Bavaria: "
                                                 "D - Bavaria", ["D - Bavaria", "F holds"]),
    ("classic", "Italy", "start", "2 armies 38 -> 39\nActually, not Apulia but Calabria: 2 armies 38 -> 40",
     ["2 armies 38 -> 40"]),
])
def test_a_change_said_then_the_order_given_whole_replaces_the_one_it_names(rules_id, nation, where, text, meant):
    orders, sheet = checked(rules_id, nation, where, text)
    assert orders == meant
    assert sheet.problems == ()
    assert any("the change said before the order given whole" in c.reason for c in sheet.chatter)


def test_a_purchase_taken_back_before_a_semicolon_and_the_one_given_after_it():
    orders, sheet = checked("classic", "Britain", "start", "buy 1 ship in I\ndisregard the purchase above; buy 2 armies "
                                                           "in 5 instead")
    assert orders == ["buy 2 armies in 5"]
    assert sheet.problems == ()
