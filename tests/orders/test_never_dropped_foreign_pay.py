"""Issue 22, never an order silently dropped: paying in Spanish, Italian, French or German ('Pagar todo
el suministro en Republic Marsh') is an order word in every language the reader knows: read when its
words translate, refused otherwise, never filed as chatter."""

import pytest

from engine.words.lexicon import is_order_word
from tests.orders.bundled import sheet_of, written


@pytest.mark.parametrize("text", ["- Pagar todo el suministro en Republic Marsh.", "Pagamos todo el suministro en "
                                  "Republic Marsh.", "pagar todo el suministro en 8", "Paga tutto il rifornimento in "
                                  "Republic Marsh."])
def test_paying_supply_in_spanish_or_italian_is_read(text):
    sheet = sheet_of("succheesion", "Crimsonia", "start", text)
    assert not sheet.problems and written("succheesion", "start", sheet) == ["pay all supply in 8"]


@pytest.mark.parametrize("text", ["Paghiamo tutti i rifornimenti in Republic Marsh.", "Payer le ravitaillement en "
                                  "Republic Marsh.", "Nous payons le ravitaillement en Republic Marsh.",
                                  "Wir bezahlen die Versorgung in Republic Marsh.", "Zahlt alle Versorgung in "
                                  "Republic Marsh."])
def test_paying_in_words_not_read_is_refused_not_chatter(text):
    sheet = sheet_of("succheesion", "Crimsonia", "start", text)
    assert sheet.problems and not sheet.chatter, sheet


@pytest.mark.parametrize("word", ["pagar", "pagamos", "pagare", "paghiamo", "payer", "payons", "zahlen", "bezahlen"])
def test_pay_is_an_order_word_in_other_languages(word):
    assert is_order_word(word)
