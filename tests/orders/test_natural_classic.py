"""Classic orders as players write them (issue 12 point 2, seed 001's words): each example gives
exactly these orders; a line that could mean two things is refused with both readings; what the
engine writes it reads back, ships that stay included."""

import pytest

from engine.rulesets.classic import orders as o

from .bundled import bundled, reader, words

RULES, BOARD, STATE = bundled("classic")
N = "Britain"
read = reader(RULES, BOARD, STATE, N, judge=False)     # the words: the scenario is not set up for them


@pytest.mark.parametrize("text, orders", [
    ("4 armies from 2 attack 3", [o.MoveArmies(nation=N, count=4, source="2", to="3")]),
    ("Attack Austria in 3 with 4 armies from 2", [o.MoveArmies(nation=N, count=4, source="2", to="3")]),
    ("All armies in 2 attack 3", [o.MoveArmies(nation=N, count=None, source="2", to="3")]),
    ("Buy two armies in 1", [o.Buy(nation=N, count=2, kind="army", where="1")]),
    ("Buy 2 armies in 1 and 1 ship in A", [o.Buy(nation=N, count=2, kind="army", where="1"),
                                           o.Buy(nation=N, count=1, kind="ship", where="A")]),
    ("My 3 ships in A attack Austria", [o.MoveShips(nation=N, count=3, source="A", attack=True,
                                                    targets=("Austria",))]),
    ("2 armies from 1 board the ships in A and land in 7",
     [o.SeaMove(nation=N, count=2, source="1", to="7", sea="A")]),
    ("1 ship in A does not get involved in any combat",
     [o.MoveShips(nation=N, count=1, source="A", stance="no combat")]),
    ("Hold", []),
])
def test_every_example_of_issue_12_gives_exactly_its_orders(text, orders):
    assert read(text) == orders


@pytest.mark.parametrize("text, orders", [
    ("4 armies 2 -> 3, 2 ships A -> B", [o.MoveArmies(nation=N, count=4, source="2", to="3"),
                                         o.MoveShips(nation=N, count=2, source="A", to="B")]),
    ("3 ships A attack the Turks", [o.MoveShips(nation=N, count=3, source="A", attack=True, targets=("Turkey",))]),
    ("2 ships A attack the Austrian ships", [o.MoveShips(nation=N, count=2, source="A", attack=True,
                                                         targets=("Austria",))]),
    ("give three gold to the French", [o.Gift(nation=N, target="France", amount=3)]),
])
def test_several_orders_on_a_line_and_nations_by_their_people(text, orders):
    assert read(text) == orders


def test_a_purchase_in_two_places_is_refused_with_both_readings():
    [problem] = RULES.parse_orders("Buy 2 armies in 1 and 2", N, STATE, BOARD).problems
    assert "2 armies in each of 1 and 2" in problem.reason and "2 armies in all, split between them" in problem.reason


@pytest.mark.parametrize("text", ["2 ships A -> A", "2 ships A holds", "Ships stay in A"])
def test_ships_told_to_stay_give_no_order_as_ships_without_orders_stay(text):
    sheet = words(RULES, text, N, STATE, BOARD)
    assert sheet.orders == () and sheet.problems == ()
    assert [c.reason for c in sheet.chatter] == ["not an order: units without orders hold"]


def test_ships_that_stay_written_by_the_engine_read_as_no_order():
    plain = o.MoveShips(nation=N, count=2, source="A")
    assert RULES.format_orders([plain], STATE, BOARD) == "2 ships A holds\n"
    assert read("2 ships A holds") == []


E_MAIL = """Hi GM,

Here are my orders for this turn:

* Buy two armies in 1 and 1 ship in A
* 4 armies from 2 attack 3; my 3 ships in B attack the Turks
* 1 ship in A does not get involved in any combat
* If the Vikings have 3 or less armies in 7 then attack it with everything from 1.

Give 5 gold to the French as a loan.

Cheers,
Arthur

On Tue, 3 Nov 2026, GM <gm@example.org> wrote:
> Turn 4 is up. Orders by Friday.
> 2 armies 1 -> 7
"""


def test_an_e_mail_gives_its_orders_in_the_engines_words():
    sheet = words(RULES, E_MAIL, N, STATE, BOARD)
    assert sheet.problems == ()
    assert RULES.format_orders(sheet.orders, STATE, BOARD).splitlines() == [
        "buy 2 armies in 1", "buy 1 ship in A", "4 armies 2 -> 3", "3 ships B attack Turkey",
        "1 ship A, no combat", "if Vikings has 3 or less armies in 7 then all armies 1 -> 7",
        "give 5 gold to France"]
    assert [c.line for c in sheet.chatter] == [1, 3, 12, 13, 15, 16, 17]


@pytest.mark.parametrize("text, orders", [
    ("The Britons buy one ship in A and move 2 armies from 1 to 2",
     [o.Buy(nation=N, count=1, kind="ship", where="A"), o.MoveArmies(nation=N, count=2, source="1", to="2")]),
    ("1: buy 2 armies; Pay Russia 3 gold", [o.Buy(nation=N, count=2, kind="army", where="1"),
                                            o.Gift(nation=N, target="Russia", amount=3)]),
    ("2 armies in 1 move to 2", [o.MoveArmies(nation=N, count=2, source="1", to="2")]),
    ("1 army 1 > 2", [o.MoveArmies(nation=N, count=1, source="1", to="2")]),
    ("5 gold to France", [o.Gift(nation=N, target="France", amount=5)]),
    ("no orders this turn, all my armies stay where they are.", []),
])
def test_the_corpus_shapes_of_a_classic_order(text, orders):
    assert read(text) == orders


def test_armies_aboard_are_landed_by_a_verb_first():
    assert read("Land the 2 armies aboard in A in 1") == [o.SeaMove(nation=N, count=2, source="A", to="1", sea="A")]
