"""Issue 22: a correction written in French, German, Spanish, Italian or Dutch ('non, <reason>, alors <order>',
'nein, ..., daher ...', 'nee, ..., dus ...') reads as the English 'no, <reason>, so <order>' does
(engine/words/foreign_turns.py, the words in engine/words/languages.py): the order taken back is never kept."""

import pytest

from engine.rulesets import ruleset
from engine.words.foreign_turns import holds_turns, turned
from tests.corpus.positions import position


def read(name, step, nation, text):
    rules = ruleset(name)
    board, state = position(name, step)
    sheet = rules.parse_orders(text, nation, state, board)
    return [rules.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("text, order", [
    ("- construire 2 infanterie à Carmine (4)... non, Carmine n'a qu'une ville, alors 1 infanterie à Carmine",
     "build 1 Infantry in 4"),
    ("- construir 2 infantería en Carmine (4)... no, Carmine tiene una sola ciudad, entonces 1 infantería en Carmine",
     "build 1 Infantry in 4"),
    ("- baue 2 Infanterie in Carmine (4)... nein, Carmine hat nur eine Stadt, daher 1 Infanterie in Carmine",
     "build 1 Infantry in 4"),
    ("- costruire 2 fanteria a Carmine (4)... no, Carmine ha una sola città, quindi 1 fanteria a Carmine",
     "build 1 Infantry in 4"),
    ("- bouw 2 infanterie in Carmine (4)... nee, Carmine heeft maar één stad, dus 1 infanterie in Carmine",
     "build 1 Infantry in 4"),
    ("- construire 2 cavalerie à Carmine. Non, pas assez d'or, donc 1 cavalerie à Carmine", "build 1 Cavalry in 4"),
])
def test_a_build_taken_back_in_another_language(text, order):
    assert read("succheesion", "start", "Crimsonia", text) == ([order], [])


@pytest.mark.parametrize("text", [
    "Corps I: Bavaria - Saxony. Nein, Sachsen ist zu weit, dann corps I: Bavaria - Württemberg",
    "Corps I: Bavaria - Saxony. Non, trop loin, alors corps I: Bavaria - Württemberg",
    "Corps I: Bavaria - Saxony. No, demasiado lejos, entonces corps I: Bavaria - Württemberg",
])
def test_a_march_taken_back_in_another_language(text):
    assert read("eia", "austria-land", "Austria", text) == (["corps I: Bavaria - Württemberg"], [])


def test_a_war_taken_back_in_dutch():
    assert read("eia", "start", "Spain", "Declare war on Prussia. Nee, Pruisen is te sterk, dan declare war on "
                "Russia") == (["declare war on Russia"], [])


@pytest.mark.parametrize("said, english", [
    ("non, Carmine n'a qu'une ville, alors 1 infanterie", "no, Carmine n'a qu'une ville, so 1 infanterie"),
    ("Nein - Korps A nach Bayern", "no - Korps A nach Bayern"),
    ("Korps A nach Sachsen stattdessen.", "Korps A nach Sachsen instead."),
    ("Corps A to Saxony, en su lugar.", "Corps A to Saxony, instead."),
    ("Non intercetta la flotta", "Non intercetta la flotta"),      # Italian 'not', no 'no' alone
    ("Build 2 infantry in 4", "Build 2 infantry in 4"),
])
def test_the_words_of_correction_put_in_english(said, english):
    assert turned(said) == english


def test_long_lines_stay_linear():
    assert turned(" " * 2000) == " " * 2000
    assert turned("non, " * 1000).startswith("no, non,")
    assert not holds_turns("build " * 1000)
