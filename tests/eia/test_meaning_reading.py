"""EiA lines no form reads, read by meaning (engine/rulesets/eia/meaning.py): the one order of the step
that explains every unit and place the sentence names; a question the reader raises stays asked."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation, step):
    board, state = position("eia", step)
    sheet = RULES.check_orders(RULES.parse_orders(text, nation, state, board), state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("nation, step, text, order", [
    ("Turkey", "turkey-land", "Serbia is to be taken by corps II, marching from Bulgaria.", "corps II: Bulgaria - Serbia"),
    ("Turkey", "turkey-land", "The army standing in Bulgaria goes on to Serbia.", "corps II: Bulgaria - Serbia"),
    ("Turkey", "turkey-land", "The Second heads from Bulgaria into Wallachia.", "corps II: Bulgaria - Wallachia"),
    ("Spain", "spain-land", "The 2nd corps walks from Andalusia to Granada.", "corps II: Andalusia - Granada"),
    ("France", "france-land", "Our cavalry rides on from Lorraine to Alsace.", "corps Cav I: Lorraine - Alsace"),
    ("France", "france-land", "The First Corps will go from the Rhineland by Thuringia to Franconia.",
     "corps I: Rhineland - Thuringia - Franconia"),
    ("Russia", "russia-naval", "The Baltic fleet goes into the Gulf of Finland.",
     "fleet Baltic: St Petersburg - Gulf of Finland"),
    ("Russia", "russia-naval", "The Baltic fleet takes Guard I on board at St Petersburg and carries it into the "
     "Gulf of Finland.", "fleet Baltic: St Petersburg - Gulf of Finland carrying corps Guard I"),
    ("Spain", "spain-naval", "The Cadiz fleet takes corps II aboard and sails into the Gulf of Cadiz.",
     "fleet Cadiz: Andalusia - Gulf of Cadiz carrying corps II"),
])
def test_a_sentence_no_form_reads_is_the_one_order_of_the_step_it_names(nation, step, text, order):
    assert read(text, nation, step) == ([order], [])


@pytest.mark.parametrize("nation, step, text, why", [
    ("Prussia", "prussia-land", "Corps I marches through Saxony.", "and then where?"),
    ("France", "france-land", "III corps (Davout) to Champagne", "which corps is meant?"),
    ("Russia", "start", "Declare war on the French allies.", ""),
    ("Austria", "austria-land", "corps II Tyrol - Bavaria - Saxonyy", "Saxonyy"),
])
def test_a_question_the_reader_raises_is_never_answered_by_meaning(nation, step, text, why):
    orders, problems = read(text, nation, step)
    assert orders == [] and len(problems) == 1 and why in problems[0]


def test_a_stay_said_beside_a_march_is_read_as_no_order():
    orders, problems = read("The corps of the second of Spain walks from Andalusia to Granada. The first corps stays in "
                            "Madrid, the capital.", "Spain", "spain-land")
    assert (orders, problems) == (["corps II: Andalusia - Granada"], [])


def test_a_sentence_about_a_player_beside_a_march_is_refused_never_set_aside():
    orders, problems = read("corps I: Rhineland - Thuringia. Our replacement player is Dan.", "France", "france-land")
    assert orders == ["corps I: Rhineland - Thuringia"] and len(problems) == 1 and "replacement" in problems[0]


def test_a_march_the_step_does_not_allow_is_never_read_by_meaning():
    orders, problems = read("The 2nd corps walks from Andalusia to Granada.", "Spain", "france-land")
    assert orders == [] and problems
