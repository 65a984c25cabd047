"""The mark of a postscript or a note before a line ('PS', 'P.S.', 'NB - ') is read away in every ruleset, so that
what the line says of earlier orders is found as on a line of its own ('PS disregard the build, ...' kept the build)."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("rules, nation, position, text, orders", [
    ("succheesion", "Randomia", "start", "Build 1 Heavy Cavalry in Randomia. 6 units Chance Hills -> Randomia.\nPS "
     "disregard the build, we need the cheese for the trade: invest 5 cheese in trade with Ubliko instead.",
     ["invest 5 cheese in trade with Ubliko", "6 units 16 -> 15"]),
    ("napoleonic", "France", "spring-1805-war", "build 1 cavalry in Paris\nC - Brabant\nP.S. scratch the build, we need "
     "the gold.", ["C - Brabant"]),
    ("classic", "Italy", "start", "buy 1 army in 36\nPS: forget the purchase, give 2 gold to Austria instead.",
     ["give 2 gold to Austria"]),
    ("eia", "France", "start", "France declares war on Prussia.\nAlliance with Spain.\nNB - cancel the war, we are not "
     "ready.", ["ally with Spain"]),
])
def test_a_postscript_takes_back_as_a_line_of_its_own(rules, nation, position, text, orders):
    got, sheet = checked(rules, nation, position, text)
    assert sorted(got) == sorted(orders), (got, sheet.problems)


def test_a_long_correction_is_never_spliced_into_the_order_before_it():
    got, _ = checked("succheesion", "Randomia", "start", "Build 1 Heavy Cavalry in Randomia. 6 units Chance Hills -> "
                     "Randomia. Spend TP to reach 30%.\nPS disregard the build, we need the cheese for the trade: invest "
                     "5 cheese in trade with Ubliko instead.")
    assert "spend TP to reach 5%" not in got           # '... to reach <the whole correction>' read as 5%
    assert "build 1 Heavy Cavalry in 15" not in got


def test_a_units_name_is_never_read_as_a_postscript_mark():
    from engine.words.postscripts import without_postscript_mark
    for text in ("NB - Paris", "NB Paris - Paris", "PS -> Paris", "PS Build 1 cavalry"):
        assert without_postscript_mark(text) == text
    for text, said in (("PS disregard the build", "disregard the build"), ("P.S.: raise cheese in 15",
                       "raise cheese in 15"), ("NB - cancel the war.", "cancel the war."), ("ps, forget it", "forget it")):
        assert without_postscript_mark(text) == said
