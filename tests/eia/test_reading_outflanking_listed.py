"""Issue 22 (fresh-eia-abbrev-032, -090): every corps of an outflanking force listed short ('outflank: II,
Cav I', 'outflk: II, Cav I') is read, a bare numeral first in the list too; a corps the power does not
have is refused, never left out; an outflanking line written short is never set aside."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation="France"):
    board, state = position("eia", "start")
    sheet = RULES.check_orders(RULES.parse_orders(text, nation, state, board), state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("text, nation, order", [
    ("outflank: II, Cav I", "France", "outflanking force: corps II, corps Cav I"),
    ("Outflanking force - II and Cav I", "France", "outflanking force: corps II, corps Cav I"),
    ("Outflanking: I and Cav I", "France", "outflanking force: corps I, corps Cav I"),
    ("outflk: II, Cav I", "France", "outflanking force: corps II, corps Cav I"),
    ("Ofl. frc: II", "France", "outflanking force: corps II"),
    ("outfl force: Cav I, III", "Austria", "outflanking force: corps Cav I, corps III"),
    ("outflank: III and Cav I", "Austria", "outflanking force: corps III, corps Cav I"),
    ("I want the outflanking force to be II", "France", "outflanking force: corps II"),
])
def test_every_corps_listed_is_read(text, nation, order):
    assert read(text, nation) == ([order], [])


@pytest.mark.parametrize("text", ["outflank w/ III, IV", "Outflanking force: II, IV, V", "outflank: IV, II"])
def test_a_corps_the_power_lacks_is_refused_never_left_out(text):
    orders, problems = read(text)
    assert orders == [] and problems, (orders, problems)


@pytest.mark.parametrize("text, nation", [("outfl. force: Cav I, III", "Austria"), ("outfl. force: II", "France")])
def test_an_outflanking_line_written_short_is_never_set_aside(text, nation):
    orders, problems = read(text, nation)
    assert orders or problems
