"""'I meant Denmark, not Spain.' corrects the order before it, as 'Denmark, not Spain' does: the order naming
Spain is replaced or asked about, never kept beside the new one (issue 22, fresh-eia-correct-081)."""

import pytest

from engine.words.clauses import correction_of
from tests.orders.bundled import checked, sheet_of


@pytest.mark.parametrize("rules_id, nation, text, gone", [
    ("eia", "Great Britain", "declare war on Spain\nI meant Denmark, not Spain.", "Spain"),
    ("eia", "Great Britain", "declare war on Spain\nsorry, meant Denmark", "Spain"),
    ("eia", "Great Britain", "ally with Prussia\nWhat I meant was Sweden, not Prussia.", "Prussia"),
    ("napoleonic", "France", "A - Flanders\nI meant Champagne, not Flanders.", "Flanders"),
    ("napoleonic", "France", "build 2 infantry in Paris\nOops, I meant Brittany.", "Paris"),
    ("succheesion", "Crimsonia", "build 1 Infantry in 4\nI meant 9, not 4.", " 4"),
    ("succheesion", "Crimsonia", "build 1 Infantry in 4\nI meant to say 1 Cavalry, not Infantry.", "Infantry"),
    ("classic", "Carthage", "2 armies 109 -> 110\nI meant 108, not 110.", "110"),
])
def test_i_meant_corrects_the_order_before(rules_id, nation, text, gone):
    sheet = sheet_of(rules_id, nation, "start", text)
    kept = [t for t, n in zip(sheet.texts, sheet.lines) if n == 1]
    assert not kept or all(gone not in t for t in kept), sheet
    assert sheet.orders or sheet.problems


@pytest.mark.parametrize("text, word", [("I meant Denmark, not Spain.", "i meant"), ("Sorry, meant Denmark", "meant"),
                                        ("I meant to say B holds", "i meant to say"), ("Meanwhile A holds", "")])
def test_the_words_of_i_meant(text, word):
    got = correction_of(text)[0]
    assert got == word or word == "meant" and got in ("meant", "sorry")
