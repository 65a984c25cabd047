"""Issue 22, round 7 (fresh6-eia-list-1): 'Cav I: Moravia - Silesia? no, Prussian. Moravia - Prague.' A question the
player answers no, then the route he gives instead without naming the unit again: read with the unit of the
question ('Cav I: Moravia - Prague', said so on the receipt). The line was dropped whole as a remark in EiA; a line
that asks a question and goes on with words that may be an order is never dropped as talk: refused when they do not
read."""

import pytest

from tests.orders.bundled import read


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("eia", "austria-land", "Austria", "Cav I: Moravia - Silesia? no, Prussian. Moravia - Prague.",
     ["corps Cav I: Moravia - Prague"]),
    ("eia", "austria-land", "Austria", "corps I: Bavaria - Franconia? No, too far. Bavaria - Swabia.",
     ["corps I: Bavaria - Württemberg"]),
    ("eia", "austria-land", "Austria", "corps II: Tyrol - Bavaria? no - Bavaria is taken. Tyrol - Switzerland.", None),
    ("eia", "france-land", "France", "corps I: Rhineland - Franconia? no, too far. Rhineland - Thuringia.",
     ["corps I: Rhineland - Thuringia"]),
    ("eia", "austria-land", "Austria", "Cav I: Moravia - Silesia?? no!! the Prussians. Moravia - Prague",
     ["corps Cav I: Moravia - Prague"]),
    ("napoleonic", "spring-1805-war", "France", "A - Flanders? no, too far. A - Champagne.", ["A - Champagne"]),
    ("classic", "start", "Russia", "2 armies 87 -> 89? No, too far. 2 armies 87 -> 88.", ["2 armies 87 -> 88"]),
    ("succheesion", "start", "Crimsonia", "4 units 9 -> 5? no, Carmine is closer. 4 units 9 -> 4.", ["4 units 9 -> 4"]),
])
def test_the_route_given_after_a_question_answered_no_is_read_with_its_unit(rules_id, where, nation, text, orders):
    got, problems = read(rules_id, where, nation, text)
    if orders is None:                  # read or refused: never dropped as talk
        assert got or problems
    else:
        assert (got, problems) == (orders, [])


@pytest.mark.parametrize("text", [
    "corps I: Bavaria - Franconia? No, too far. Narnia - Swabia.",
    "corps I: Bavaria - Franconia? Nope - too far; Bavaria - Swabia then.",
])
def test_a_route_after_a_question_that_does_not_read_is_refused_never_talk(text):
    got, problems = read("eia", "austria-land", "Austria", text)
    assert got == [] and problems
