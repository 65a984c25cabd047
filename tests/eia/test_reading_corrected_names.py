"""Issue 22: 'not X but Y' after an order names what it replaces in it ('Ally with Russia. Not with Russia
but with Austria, sorry, I mixed up my letters.'): the later clause wins, an apology after it says nothing,
and the earlier order is set aside with the receipt saying so."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation, step="start"):
    board, state = position("eia", step)
    sheet = RULES.parse_orders(text, nation, state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("nation, text, order", [
    ("Prussia", "Ally with Russia.\nNot with Russia but with Austria, sorry, I mixed up my letters.", "ally with Austria"),
    ("Spain", "Declare war on Naples.\nNot Naples but Portugal, sorry.", "declare war on Portugal"),
    ("Russia", "Ally with Sweden.\nNot Sweden but Denmark, my mistake.", "ally with Denmark"),
    ("Prussia", "Ally with Russia. Not with Russia but with Austria, my bad.", "ally with Austria"),
    ("France", "Declare war on Austria.\nNot on Austria but on Prussia, oops.", "declare war on Prussia"),
    ("France", "Ally with Spain.\nSorry, not Spain but Portugal.", "ally with Portugal"),
    ("Russia", "declare war on sweden\nnot sweden but denmark, sorry i mixed them up", "declare war on Denmark"),
    ("Turkey", "Ally with Great Britain.\nNot Great Britain but Austria, apologies for the confusion.", "ally with Austria"),
])
def test_not_x_but_y_replaces_x_in_the_order_before(nation, text, order):
    assert read(text, nation) == ([order], [])


@pytest.mark.parametrize("nation, text, order", [
    ("Spain", "Declare war on Naples. Not Naples but Portugal.", "declare war on Portugal"),
    ("Prussia", "Ally with Russia; not with Russia but with Austria, sorry.", "ally with Austria"),
])
def test_not_x_but_y_on_the_line_of_its_order_replaces_x(nation, text, order):
    assert read(text, nation) == ([order], [])


@pytest.mark.parametrize("nation, text", [
    ("Prussia", "Ally with Sweden. Not Russia but Austria."),
    ("Prussia", "Not Russia but Austria."),
])
def test_not_x_but_y_naming_what_no_order_says_is_asked(nation, text):
    orders, problems = read(text, nation)
    assert problems and "ally with Austria" not in orders
