"""The afa_naval orders as a player writes them."""

import pytest

from engine.errors import NotUnderstood
from engine.rulesets.eia.afa_naval.orders import (Build, CasusBelli, Deny, LayIn, Lend, format_order,
                                                  parse_line)


@pytest.mark.parametrize("line,order", [
    ("build 4 at Brest", Build(nation="France", city="Brest", ships=4)),
    ("  Build  2 at le harve ", Build(nation="France", city="Le Havre", ships=2)),
    ("repair 2 at Brest", Build(nation="France", city="Brest", ships=2, repair=True)),
    ("build 2 at Copenhagen for Russia", Build(nation="France", city="Copenhagen", ships=2, buyer="Russia")),
    ("stores 3 at Toulon", LayIn(nation="France", city="Toulon", amount=3)),
    ("deny Baltic (Russia) to Sweden", Deny(nation="France", source="Baltic (Russia)", to="Sweden")),
    ("lend 20 to Turkey", Lend(nation="France", to="Turkey", amount=20)),
    ("casus belli against Prussia: troops in Hanover",
     CasusBelli(nation="France", against="Prussia", reason="troops in Hanover")),
])
def test_each_order_is_read_and_written_back(line, order):
    assert parse_line(line, "France") == order
    assert parse_line(format_order(order), "France") == order


def test_lines_of_other_orders_are_left_to_the_core():
    assert parse_line("corps I: Bavaria - Tyrol", "France") is None
    assert parse_line("", "France") is None


@pytest.mark.parametrize("line,reason", [
    ("build four at Brest", "'four' is not a number of ships"),
    ("build 0 at Brest", "'0' is not a number"),
    ("build 4 in Brest", "write 'build N at YARD'"),
    ("build 4 at Brist", "no shipyard called 'Brist'"),
    ("repair 2 at Brest for Russia", "repairs are for the yard's own nation"),
    ("lend twenty to Turkey", "not a number of money"),
    ("casus belli against Prussia", "casus belli against NATION: the reason"),
    ("deny America", "deny SOURCE to NATION"),
])
def test_a_line_that_cannot_be_read_says_why(line, reason):
    with pytest.raises(NotUnderstood, match=reason.replace("(", r"\(").replace(")", r"\)")):
        parse_line(line, "France")


def test_a_100_kb_line_is_read_or_refused_without_a_traceback():
    for line in ("build " + "1" * 100_000 + " at Brest", "lend 5 to " + "x " * 50_000,
                 "casus belli against France:" + " why" * 25_000, "deny " + "a to " * 25_000):
        try:
            parse_line(line, "France")
        except NotUnderstood:
            pass
