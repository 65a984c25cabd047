"""Issue 22: two orders joined by 'and' or ', then' that the line's reader does not cut are both
read; 'attack X with 2 armies from Y and 1 from Z' gives one move from each; ships that keep out
of the fight stay out of combat."""

import pytest

from .helpers import RULES, edges, land, make_map, nation, position, sea

MAP = make_map(land("1 2 3 4 5"), sea("A B C"), edges("1-2 2-3 3-4 4-5 1-3 1~A 2~A 3~B 4~C 5~C A-B B-C"))
STATE = position(MAP, nations=[nation("France", home="1 2", gold=30), nation("Spain", home="4 5", gold=10)],
                 owners={"3": "Spain"}, armies=["France 1: 3", "France 2: 2", "Spain 4: 6"],
                 ships=["France A: 2", "Spain C: 1"])


def read(text):
    sheet = RULES.parse_orders(text, "France", STATE, MAP)
    return [RULES.format_order(o, MAP) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("text, orders", [
    ("Buy 2 armies in 1, then attack 3 with all armies from 1.", ["buy 2 armies in 1", "all armies 1 -> 3"]),
    ("Attack 3 with 2 armies from 1 and 1 army from 2.", ["2 armies 1 -> 3", "1 army 2 -> 3"]),
    ("I'd also like to purchase a fleet in sea A.", ["buy 1 ship in A"]),
    ("My 2 ships in A sail to B and keep out of any fight.", ["2 ships A -> B, no combat"]),
    ("2 ships in A stay out of the fight", ["2 ships A, no combat"]),
    ("Our ships in A avoid the battle", ["all ships A, no combat"]),
])
def test_orders_joined_in_one_sentence(text, orders):
    assert read(text) == (orders, [])


def test_a_joined_order_the_position_forbids_is_refused_and_the_other_stands():
    assert read("Attack 3 with 2 armies from 1 and 1 army from 5.") == (["2 armies 1 -> 3"], ["3 does not border 5"])
