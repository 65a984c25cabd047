"""Issue 22: EiA's standing answer on sieges written in French, Spanish, Italian or Portuguese is read as the
German and the English ones are (engine/words/languages.py), never set aside as talk; Portugal's alliance in
Portuguese ('Portugal alia-se à Grã-Bretanha.') is read."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation, step="start"):
    board, state = position("eia", step)
    sheet = RULES.parse_orders(text, nation, state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems], \
        [c.reason for c in sheet.chatter]


@pytest.mark.parametrize("text, order", [
    ("Las plazas sitiadas resisten.", "standing surrender: fight on"),
    ("Le città assediate resistono.", "standing surrender: fight on"),
    ("Les places assiégées résistent.", "standing surrender: fight on"),
    ("As praças sitiadas resistem.", "standing surrender: fight on"),
    ("Las guarniciones sitiadas se rinden.", "standing surrender: surrender"),
    ("Die belagerten Festungen ergeben sich nicht.", "standing surrender: fight on"),
])
def test_the_standing_answer_on_sieges_in_another_language(text, order):
    orders, problems, _ = read(text, "Spain")
    assert (orders, problems) == ([order], [])


@pytest.mark.parametrize("text", ["Las plazas sitiadas resisten.", "As praças sitiadas resistem."])
def test_a_minor_power_writing_it_is_refused_never_dropped(text):
    orders, problems, chatter = read(text, "Portugal")
    assert orders == [] and len(problems) == 1 and "not a major power" in problems[0]


@pytest.mark.parametrize("text, order", [
    ("Portugal alia-se à Grã-Bretanha.", "ally with Great Britain"),
    ("Portugal alia-se com a Espanha.", "ally with Spain"),
    ("Portugal declara guerra à França.", "declare war on France"),
])
def test_portugal_in_portuguese(text, order):
    orders, problems, _ = read(text, "Portugal")
    assert (orders, problems) == ([order], [])
