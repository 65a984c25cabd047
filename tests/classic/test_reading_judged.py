"""Issue 22 (the state decides): a line read literally into an order the position forbids is refused
when it is read, with the reason, never taken as given; the gold is judged when the orders are
entered, so a purchase the treasury cannot pay is still read and its armies may move."""

from .helpers import RULES, edges, land, make_map, nation, position, read_words, sea

#  1 - 2 - 3 - 4 - 5 on land; 1 and 2 on sea A, 3 on B, 4 and 5 on C; A - B - C
MAP = make_map(land("1 2 3 4 5"), sea("A B C"), edges("1-2 2-3 3-4 4-5 1~A 2~A 3~B 4~C 5~C A-B B-C"))
STATE = position(MAP, nations=[nation("France", home="1 2", gold=3), nation("Spain", home="4 5", gold=10)],
                 owners={"3": "Spain"}, armies=["France 1: 3", "France 2: 2", "Spain 4: 6"],
                 ships=["France A: 2 (1 aboard)", "Spain C: 1"])


def read(text):
    sheet = RULES.parse_orders(text, "France", STATE, MAP)
    return list(sheet.orders), [(p.text, p.kind, p.reason) for p in sheet.problems]


def test_more_armies_than_stand_there_are_refused_when_read():
    orders, problems = read("5 armies 1 -> 2")
    assert orders == [] and problems == [("5 armies 1 -> 2", "not allowed", "France has 3 armies in 1, not 5")]


def test_a_province_that_does_not_border_is_refused_when_read():
    assert read("1 army 1 -> 3")[1] == [("1 army 1 -> 3", "not allowed", "3 does not border 1")]


def test_armies_board_ships_only_in_a_sea_next_to_their_province():
    assert read("2 armies 2 -> B")[1] == [
        ("2 armies 2 -> B", "not allowed", "B does not border 2: armies board ships in a sea next to their province")]


def test_the_other_orders_of_the_message_stand():
    orders, problems = read("2 armies 2 -> 3\n4 armies 1 -> 2")
    assert orders == list(read_words("2 armies 2 -> 3", "France", STATE, MAP).orders)
    assert [p[0] for p in problems] == ["4 armies 1 -> 2"]


def test_a_purchase_beyond_the_treasury_is_read_and_judged_at_entry_with_its_armies_moving():
    text = "buy 2 armies in 1\n5 armies 1 -> 2"
    orders, problems = read(text)
    assert len(orders) == 2 and problems == []
    entered = RULES.check_orders(RULES.parse_orders(text, "France", STATE, MAP), STATE, MAP)
    assert [p.text for p in entered.problems][:1] == ["buy 2 armies in 1"]
