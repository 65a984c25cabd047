"""Markdown emphasis closed just before punctuation ('*Corps A*: Brabant', '*A*, *E*: hold') is taken off like any
other emphasis (engine.words.message.plain): the line read, never left unread, and under a '>' its order asked,
never dropped in silence (it was: the quoted line did not read, so it was filed as quoted text)."""

import pytest

from engine.words.message import plain
from tests.orders.bundled import checked


def test_the_emphasis_before_a_mark_goes():
    assert plain("*Corps A*: Brabant") == "Corps A: Brabant"
    assert plain("**D**, *E*: hold") == "D, E: hold"
    assert plain("2*3 armies") == "2*3 armies"          # no mark after it: left as written
    assert plain("*" * 3000 + ":") is not None           # linear on a long run of stars


@pytest.mark.parametrize("nation, text, want", [
    ("Austria", "*Corps A*: Moravia; *Corps F*: Upper Hungary", ["A - Moravia", "F - Upper Hungary"]),
    ("France", "*Squadron 1*: North Sea", ["squadron 1 - North Sea"]),
    ("France", "Orders:\n- *D*: Baden\n- *F*: Lombardy", ["D - Baden", "F - Lombardy"]),
])
def test_an_emphasised_unit_before_a_colon_reads(nation, text, want):
    shown, sheet = checked("napoleonic", nation, "spring-1805-war", text)
    assert shown == want, (shown, sheet.problems)


def test_a_quoted_emphasised_order_is_asked_never_dropped():
    shown, sheet = checked("napoleonic", "Austria", "spring-1805-war", "> *Corps A*: Moravia\n> *Corps F*: Upper Hungary")
    assert shown == [] and len(sheet.problems) == 2, sheet.problems
