"""The political orders of seed 003 as players write them, read back the same and in linear time."""

import pytest

from engine.errors import NotUnderstood
from engine.orders import Names
from engine.rulesets.eia.afa_naval import political_orders as po

from ..helpers import MAP, position

NAMES = Names(MAP, position([]))


@pytest.mark.parametrize("line,order", [
    ("create Poland", po.Poland(nation="France", action="create")),
    ("Partition  poland", po.Poland(nation="France", action="partition")),
    ("continental system: Austria", po.Continental(nation="France", country="Austria")),
    ("leave the continental system", po.Continental(nation="France", country="France", leaves=True)),
    ("leave the continental system by the peace",
     po.Continental(nation="France", country="France", leaves=True, by_peace=True)),
    ("peace with Austria", po.Peace(nation="France", other="Austria")),
    ("peace with Austria ceding Champagne, Brittany", po.Peace(nation="France", other="Austria",
                                                                ceding=("champagne", "brittany"))),
    ("cede Champagne to Austria", po.Cede(nation="France", to="Austria", areas=("champagne",))),
])
def test_each_political_order_is_read_and_written_back(line, order):
    assert po.parse_line(line, "France", NAMES) == order
    assert po.parse_line(po.format_order(order, MAP.name), "France", NAMES) == order


@pytest.mark.parametrize("line,says", [
    ("leave the continental system at once", "by the peace"),
    ("cede Champagne", "cede PROVINCE"),
    ("peace with Atlantis", "Atlantis"),
])
def test_a_wrong_political_order_says_what_to_write(line, says):
    with pytest.raises(NotUnderstood, match=says):
        po.parse_line(line, "France", NAMES)


def test_other_lines_are_left_to_the_core():
    assert po.parse_line("corps I: Paris - Champagne", "France", NAMES) is None


def test_100_kb_lines_are_read_once_through():
    repeated = po.parse_line("cede " + "Champagne, " * 10_000 + "Brittany to Austria", "France", NAMES)
    assert repeated == po.Cede(nation="France", to="Austria", areas=("champagne", "brittany"))
    for line in ("peace with " + "x " * 50_000, "continental system: " + " " * 100_000 + "y"):
        with pytest.raises(NotUnderstood):
            po.parse_line(line, "France", NAMES)
