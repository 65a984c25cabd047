"""Orders that together take more of a stack than stands there (a nation's armies in a province,
its armies aboard in a sea, its ships in a sea), each of which could be carried out alone, are all
refused, naming them: the GM asks which is meant. At entry and at resolution alike."""

from engine.dice import SeededDice

from .helpers import (RULES, aboard, armies, edges, land, make_map, nation, play, position, problems,
                      read_words, rejections, sea, sheet, ships)

#  1 - 2 - 3 - 4 on land; 1 and 2 on sea A, 3 on B, 4 on C; A - B - C
MAP = make_map(land("1 2 3 4"), sea("A B C"), edges("1-2 2-3 3-4 1~A 2~A 3~B 4~C A-B B-C"))


def state(**params):
    return position(MAP, nations=[nation("Italy", home="1 2", gold=30), nation("Austria", home="4", gold=10)],
                    armies=["Italy 2: 3", "Italy 1: 1", "Austria 4: 2"],
                    ships=["Italy A: 3 (2 aboard)", "Austria C: 1"], params=params)


STATE = state()


def refused(text: str, nation: str = "Italy") -> list[tuple[int, str]]:
    return [(p.line, p.reason) for p in sheet(MAP, STATE, nation, text).problems]


def test_two_moves_that_take_more_armies_than_stand_there_are_both_refused():
    assert refused("2 armies 2 -> 1\n2 armies 2 -> 3") == [
        (1, "Italy has 3 armies in 2, and with '2 armies 2 -> 3' this order moves more than that: which is meant? "
            "ask the player"),
        (2, "Italy has 3 armies in 2, and with '2 armies 2 -> 1' this order moves more than that: which is meant? "
            "ask the player")]


def test_all_of_a_stack_and_then_more_of_it_are_both_refused():
    assert [line for line, _ in refused("all armies 2 -> 1\n1 army 2 -> 3")] == [1, 2]
    assert [line for line, _ in refused("Move every army from 2 to 3.\nOne army 2 -> 1")] == [1, 2]


def test_a_stack_split_that_adds_up_is_carried_out_and_all_takes_what_is_left():
    assert refused("2 armies 2 -> 1\n1 army 2 -> 3") == []
    assert refused("2 armies 2 -> 1\nall armies 2 -> 3") == []
    res = play(MAP, STATE, {"Italy": "1 army 2 -> 1\nall armies 2 -> 3"})
    assert armies(res.state, "Italy", "3") == 2 and armies(res.state, "Italy", "1") == 2


def test_every_order_of_an_overcommitted_stack_is_refused_and_other_stacks_move():
    text = "1 army 2 -> 3\n1 army 1 -> 2\n2 armies 2 -> 1\n1 army 2 -> 1"
    assert [line for line, _ in refused(text)] == [1, 3, 4]
    res = play(MAP, STATE, {"Italy": text})
    assert armies(res.state, "Italy", "2") == 4 and armies(res.state, "Italy", "1") == 0
    assert len(rejections(res)) == 3


def test_one_order_for_more_than_the_whole_stack_is_refused_alone():
    assert refused("1 army 2 -> 1\n4 armies 2 -> 3") == [(2, "Italy has 2 armies in 2, not 4")]


def test_ships_sent_two_ways_with_more_than_sail_there_are_both_refused():
    assert refused("2 ships A -> B\n2 ships A -> B, no combat")[0] == (
        1, "Italy has 3 ships in A, and with '2 ships A -> B, no combat' this order moves more than that: which "
           "is meant? ask the player")
    assert [line for line, _ in refused("2 ships A -> B\n2 ships A -> B, no combat")] == [1, 2]
    assert refused("2 ships A -> B\n1 ship A attack Austria") == []


def test_armies_aboard_landed_twice_over_are_both_refused():
    lines = [line for line, _ in refused("2 armies A -> 1\n1 army A -> 2")]
    assert lines == [1, 2]
    assert "Italy has 2 armies aboard in A" in refused("2 armies A -> 1\n1 army A -> 2")[0][1]


def test_armies_bought_this_turn_keep_their_own_refusal():
    # the veterans are taken by the first attack; the new armies may not attack: not a stack overcommitted
    text = "buy 2 armies in 2\n3 armies 2 -> 3\n2 armies 2 -> 3"
    st = position(MAP, nations=[nation("Italy", home="1 2", gold=30), nation("Austria", home="3 4")],
                  armies=["Italy 2: 3", "Austria 4: 2"])
    assert [p.line for p in sheet(MAP, st, "Italy", text).problems] == [3]


def test_the_resolution_refuses_the_same_orders_as_the_entry():
    text = "2 armies 2 -> 1\n2 armies 2 -> 3\n2 ships A -> B"
    res = RULES.resolve(MAP, STATE, {"Italy": read_words(text, "Italy", STATE, MAP)}, SeededDice(1))
    reasons = [r for r in rejections(res)]
    assert len(reasons) == 2 and all("which is meant?" in r for r in reasons)
    assert armies(res.state, "Italy", "2") == 3 and ships(res.state, "Italy", "B") == 2
    assert aboard(res.state, "Italy", "A") + aboard(res.state, "Italy", "B") == 2


def test_a_condition_that_holds_and_overcommits_a_stack_is_refused_with_the_plain_move():
    text = "2 armies 2 -> 1\nif Austria has 2 or more armies in 4 then 2 armies 2 -> 3"
    assert [line for line, _ in refused(text)] == [1, 2]
    text = "2 armies 2 -> 1\nif Austria has 3 or more armies in 4 then 2 armies 2 -> 3"
    assert refused(text) == []
    assert problems(sheet(MAP, STATE, "Italy", "2 armies 2 -> 1")) == []
