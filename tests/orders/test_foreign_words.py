"""Issue 22 (languages): the common order verbs and unit words of French, German, Spanish and Italian,
and the nations' names in those languages, read as the English orders they are."""

import pytest

from engine.words.foreign_phrases import in_english

from .bundled import bundled

RULES, BOARD, STATE = bundled("napoleonic")


def read(text):
    sheet = RULES.parse_orders(text, "France", STATE, BOARD)
    return [RULES.format_order(o, BOARD) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("text, order", [
    ("Corps A marche sur la Champagne", "A - Champagne"),
    ("Le corps B marche vers Champagne", "B - Champagne"),
    ("Korps A marschiert nach Champagne", "A - Champagne"),
    ("El cuerpo A marcha a Champagne", "A - Champagne"),
    ("Il corpo A marcia verso Champagne", "A - Champagne"),
    ("Korps B bleibt", "B holds"),
    ("Construire 2 infanterie à Paris", "build 2 infantry in Paris"),
    ("Costruire 1 cavalleria a Paris", "build cavalry in Paris"),
    ("Déclarer la guerre à l'Autriche", "declare war on Austria"),
    ("Kriegserklärung an Österreich", "declare war on Austria"),
    ("Alianza con Prusia", "alliance with Prussia"),
    ("Annexer la Hollande", "annex Holland"),
])
def test_an_order_in_another_language_reads_as_its_english(text, order):
    assert read(text) == ([order], [])


def test_a_line_with_no_order_words_of_another_language_is_left_as_written():
    assert in_english("A - Champagne") is None
    assert in_english("Vive l'Empereur!") is None


def test_a_capital_letter_is_a_corps_not_a_preposition():
    assert in_english("Korps A marschiert nach Champagne") == "corps A marches to Champagne"


def test_a_foreign_order_that_cannot_be_read_is_refused_not_dropped():
    orders, problems = read("Korps Q marschiert nach Champagne")
    assert orders == [] and len(problems) == 1
