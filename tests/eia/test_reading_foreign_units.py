"""Issue 22: EiA's corps named and moved in other languages through the shared language tables
(engine/words/languages.py) and the gazetteer: 'Korpus II: Wołyń - Kraków - Morawy.', 'Kozacy: Podole - Lwów.',
'Il corpo II marcia dal Tirolo alla Baviera'."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation, step):
    board, state = position("eia", step)
    sheet = RULES.parse_orders(text, nation, state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("nation, step, text, order", [
    ("Russia", "russia-land", "Korpus II: Wołyń - Kraków - Morawy.", "corps II: Volhynia - Cracow - Moravia"),
    ("Russia", "russia-land", "Kozacy: Podole - Lwów.", "corps Cossacks: Podolia - Lemberg"),
    ("Russia", "russia-land", "Korpus I: Litwa - Wołyń", "corps I: Lithuania - Volhynia"),
    ("Russia", "russia-land", "Korpus I maszeruje z Litwy na Wołyń", "corps I: Lithuania - Volhynia"),
    ("Austria", "austria-land", "Il corpo II marcia dal Tirolo alla Baviera", "corps II: Tyrol - Bavaria"),
    ("Austria", "austria-land", "Das Korps I marschiert von Bayern nach Württemberg", "corps I: Bavaria - Württemberg"),
    ("Spain", "spain-land", "El cuerpo I marcha de Madrid a Castilla la Vieja", "corps I: Madrid - Old Castile"),
    ("France", "france-land", "Le corps II marche de l'Alsace vers Bade", "corps II: Alsace - Baden"),
])
def test_a_corps_named_and_moved_in_another_language(nation, step, text, order):
    assert read(text, nation, step) == ([order], [])
