"""Issue 23: what the turn's resolution would refuse whatever the other nations order and whatever
the dice say is refused when the orders are entered, in the same words. Each case is run twice: at
entry, and through the resolution of a sheet stored unchecked (as before the checks existed)."""

import pytest

from engine.dice import SeededDice
from engine.rulesets.classic import syntax

from .helpers import RULES, edges, land, make_map, nation, position, rejections, sea

#  1 - 2 - 3 - 4 - 5 on land; 1 and 2 on sea A, 3 on B, 4 and 5 on C; A - B - C
MAP = make_map(land("1 2 3 4 5"), sea("A B C"), edges("1-2 2-3 3-4 4-5 1~A 2~A 3~B 4~C 5~C A-B B-C"))


def turn(**params):
    # France: 10 gold + 8 income - 6 upkeep = 12 to spend; Spain: 10 + 12 - 7 = 15.
    return position(MAP, nations=[nation("France", home="1 2", gold=10), nation("Spain", home="4 5", gold=10)],
                    owners={"3": "Spain"}, armies=["France 1: 3", "France 2: 2", "Spain 4: 6"],
                    ships=["France A: 2 (1 aboard)", "Spain C: 1"], params=params)


STATE = turn()

LATE = [
    # Purchases and gifts, in the order written, after income and upkeep.
    ("France", "buy 100001 armies in 1", "a nation has at most 100,000 armies; 100,001 cannot be bought"),
    ("France", "buy 1 army in A", "armies are bought in a province, and A is a sea"),
    ("France", "buy 1 army in 3", "armies are bought in a province France owns, and 3 is Spain's"),
    ("France", "buy 1 ship in 1", "ships are bought in a sea, and 1 is not one"),
    ("France", "buy 1 ship in C", "ships are bought in a sea next to a province France owns, and C is next to none"),
    ("France", "buy 5 armies in 1", "it costs 15 gold and the treasury holds 12 after this turn's income and upkeep"),
    ("France", "buy 2 armies in 1\nbuy 2 ships in A",
     "it costs 10 gold and the treasury holds 6 after this turn's income and upkeep"),
    ("France", "give 13 gold to Spain", "the treasury holds only 12 gold after this turn's income and upkeep"),
    ("France", "give 5 gold to France", "France cannot send gold to itself"),
    # Armies on land.
    ("France", "3 armies 1 -> 3", "3 does not border 1"),
    ("France", "2 armies 1 -> 1", "the armies would end where they start"),
    ("France", "4 armies 1 -> 2", "France has 3 armies in 1, not 4"),
    ("France", "1 army 3 -> 2", "France has no armies in 3"),
    ("France", "buy 1 army in 2\n3 armies 2 -> 3",
     "only 2 of France's armies in 2 may attack 3: the others were bought this turn"),
    # Ships, and armies carried.
    ("France", "2 ships A -> C", "C does not border A"),
    ("France", "2 ships A -> 1", "1 is not a sea: ships stay at sea"),
    ("France", "3 ships A -> B", "France has 2 ships in A, not 3"),
    ("France", "1 ship B -> A", "France has no ships in B"),
    ("France", "buy 1 ship in A\n3 ships A attack", "only 2 of France's ships in A may attack: the others were "
                                                     "bought this turn"),
    ("France", "2 ships A -> B attack France", "France's ships cannot attack France"),
    ("France", "2 armies A -> 3", "France has 1 army aboard in A, not 2"),
    ("France", "2 armies 1 -> 4 via ships in A", "4 is not on a coast the ships can reach this turn"),
    ("France", "2 armies 2 -> 3 via ships in A", "none of France's ships from A end this turn next to 3"),
    ("Spain", "6 armies 4 -> 5 via ships in C",
     "Spain's ships from C that end this turn next to 5 can carry only 4 more armies this turn (6 ordered; "
     "4 armies a ship a turn)"),
    # Conditions.
    ("France", "If Spain has 1 or more armies in A then 1 army 1 -> 2",
     "conditions count armies in provinces, and A is a sea"),
    ("France", "If Spain has 6 or more armies in 4 then buy 5 armies in 1",
     "it costs 15 gold and the treasury holds 12 after this turn's income and upkeep"),
]


@pytest.mark.parametrize("who, text, reason", LATE, ids=[text for _, text, _ in LATE])
def test_refused_at_entry_in_the_words_of_the_resolution(who, text, reason):
    entered = RULES.check_orders(RULES.parse_orders(text, who, STATE, MAP), STATE, MAP)
    assert [(p.kind, p.reason) for p in entered.problems] == [("not allowed", reason)]
    unchecked = syntax.parse_sheet(text, who, STATE, MAP, judge=False)    # as stored before any check
    res = RULES.resolve(MAP, STATE, {who: unchecked}, SeededDice(1))
    assert any(r.endswith(": " + reason) for r in rejections(res)), rejections(res)


def test_the_elimination_reads_the_same_at_entry_and_at_resolution():
    state = position(MAP, nations=[nation("France", home="1", gold=30), nation("Spain", gold=30)])
    orders = RULES.parse_orders("give 5 gold to France", "Spain", state, MAP)
    entered = RULES.check_orders(orders, state, MAP)
    res = RULES.resolve(MAP, state, {"Spain": orders}, SeededDice(1))
    reason = "Spain has been eliminated: it has no provinces, armies or ships"
    assert [p.reason for p in entered.problems] == [reason]
    assert rejections(res) == [f"not allowed: {reason}"]


def test_a_condition_on_another_nations_armies_bought_this_turn_is_left_to_the_resolution():
    # With the house rule, Spain's purchases this turn decide whether France's condition holds.
    state = turn(conditions_count_purchases=True)
    text = "If Spain has 6 or less armies in 4 then buy 5 armies in 1"
    assert RULES.check_orders(RULES.parse_orders(text, "France", state, MAP), state, MAP).problems == ()
    sheets = {"France": RULES.parse_orders(text, "France", state, MAP),
              "Spain": RULES.parse_orders("buy 1 army in 4", "Spain", state, MAP)}
    assert rejections(RULES.resolve(MAP, state, sheets, SeededDice(1))) == []


def test_the_limit_on_armies_counts_the_purchases_written_before_at_entry_as_at_resolution():
    state = position(MAP, nations=[nation("France", home="1 2", gold=1_000_000_000)])
    text = "buy 60000 armies in 1\nbuy 60000 armies in 2"
    entered = RULES.check_orders(RULES.parse_orders(text, "France", state, MAP), state, MAP)
    res = RULES.resolve(MAP, state, {"France": syntax.parse_sheet(text, "France", state, MAP, judge=False)}, SeededDice(1))
    reason = "a nation has at most 100,000 armies, and France has 60,000"
    assert [(p.line, p.reason) for p in entered.problems] == [(2, reason)]
    assert rejections(res) == [f"failed: {reason}"]


UNHELD = [
    # A condition that does not hold now keeps no order that could never be carried out.
    ("Spain", "If France has 9 or more armies in 1 then 6 armies 4 -> 5 via ships in C",
     "Spain's ships from C that end this turn next to 5 can carry only 4 more armies this turn (6 ordered; "
     "4 armies a ship a turn)"),
    ("France", "If Spain has 9 or more armies in 4 then 5 armies 1 -> 2", "France has 3 armies in 1, not 5"),
    ("France", "Should Spain have at least 9 armies in 4, 2 armies 2 -> 3 via ships in A",
     "none of France's ships from A end this turn next to 3"),
]


@pytest.mark.parametrize("who, text, reason", UNHELD, ids=[text for _, text, _ in UNHELD])
def test_the_moves_of_a_condition_that_does_not_hold_are_refused_when_they_could_never_be_carried_out(who, text, reason):
    for sheet in (RULES.parse_orders(text, who, STATE, MAP),
                  RULES.check_orders(RULES.parse_orders(text, who, STATE, MAP), STATE, MAP)):
        assert [(p.kind, p.reason) for p in sheet.problems] == [("not allowed", reason)]


def test_a_condition_that_does_not_hold_keeps_no_move_by_ships_the_nation_does_not_have_there():
    two_seas = make_map(land("1 2"), sea("A D"), edges("1-2 1~A 1~D 2~A 2~D A-D"))
    state = position(two_seas, nations=[nation("France", home="1"), nation("Spain", home="2")],
                     armies=["France 1: 3", "Spain 2: 1"], ships=["France A: 1"])
    text = "If Spain has 5 or more armies in 2 then 2 armies 1 -> 2 via ships in D"
    sheet = RULES.parse_orders(text, "France", state, two_seas)
    assert [p.reason for p in sheet.problems] == ["France has no ships in D to carry armies"]


def test_the_moves_of_a_condition_that_does_not_hold_are_planned_with_the_ships_ordered_and_not_against_other_armies():
    text = ("2 ships A -> B\n3 armies 1 -> 2\n"
            "If Spain has 9 or more armies in 4 then 1 army 2 -> 3 via ships in A; 3 armies 1 -> 2")
    sheet = RULES.check_orders(RULES.parse_orders(text, "France", STATE, MAP), STATE, MAP)
    assert sheet.problems == () and len(sheet.orders) == 3
