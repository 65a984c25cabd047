"""Issue 22, round 15: '1 army 99 -> 101, 2 ships M -> P... no, they stay' dropped both orders with nothing said:
the words after the '...' go back on the piece just before it only (engine.words.gone_back). The line's other
orders stand; the piece's unit stays (written as a stay where the ruleset has one). Words after the '...' that may
take back more than the piece ('no, scratch both') leave the line as before: refused or set aside, never a part kept."""

import pytest

from tests.orders.bundled import read


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("classic", "start", "Turkey", "1 army 99 -> 101, 2 ships M -> P... no, they stay", ["1 army 99 -> 101"]),
    ("classic", "start", "Russia", "2 armies 87 -> 88, 2 armies 86 -> 84... no, they stay", ["2 armies 87 -> 88"]),
    ("napoleonic", "spring-1805-war", "France", "A - Champagne, B - Flanders... no, it stays",
     ["A - Champagne", "B holds"]),
    ("succheesion", "start", "Crimsonia", "4 units 9 -> 4, 1 unit 2 -> 3... no, it stays", ["4 units 9 -> 4"]),
    ("eia", "austria-land", "Austria", "corps I: Bavaria - Swabia, Cav I: Moravia - Silesia... no, it stays",
     ["corps I: Bavaria - Württemberg"]),
])
def test_the_orders_beside_the_piece_gone_back_on_stand(rules_id, where, nation, text, orders):
    assert read(rules_id, where, nation, text) == (orders, [])


def test_words_that_may_take_back_more_keep_no_part():
    got, problems = read("classic", "start", "Turkey", "1 army 99 -> 101, 2 ships M -> P... no, scratch both")
    assert got == [] and problems
