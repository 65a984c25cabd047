"""A refused line offers the orders it comes nearest to (engine.words.meaning.nearest): each clause that names a
unit, a place, a nation or a count of a unit word offers its best reading, at most three, each legal on the
position (read back by the ruleset's reader, allowed by its checks); a line that names nothing of an order
offers none, and a refusal stays a refusal."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position


def _refused(rules_id, where, nation, text):
    rules = ruleset(rules_id)
    board, state = position(rules_id, where)
    sheet = rules.check_orders(rules.parse_orders(text, nation, state, board), state, board)
    assert not sheet.orders, sheet.orders         # refused: the choices are offered, never read
    return rules, board, state, sheet


def _choices(rules_id, where, nation, text):
    return [c for p in _refused(rules_id, where, nation, text)[3].problems for c in p.choices]


@pytest.mark.parametrize("text, wanted", [
    # several orders in one refused line: each clause's reading offered
    ("Corps D should push on toward Baden whatever happens, corps F keeps its ground in Piedmont, and corps G "
     "sits tight where it is", {"D - Baden", "F holds", "G holds"}),
    ("Corps G holds on at Brittany come what may, while corps C heads for Holland beyond the dunes",
     {"G holds", "C - Holland"}),
    # a soldier's word and a count in words
    ("Raise a couple of dragoon regiments at Paris if the purse allows", {"build 2 cavalry in Paris"}),
])
def test_a_refused_napoleonic_line_offers_what_it_means(text, wanted):
    offered = _choices("napoleonic", "spring-1805-war", "France", text)[:3]
    assert wanted <= {order for choice in offered for order in choice.split("; ")}     # the whole line's reading too


@pytest.mark.parametrize("text, first", [
    ("4 whiskerport to adoen shore pls glorp", "4 units 24 -> 20"),       # a count and two places, a word unknown
    ("orders: build 1 Gd Inf in 21 asap", "build 1 Guard Infantry in 21"),
])
def test_a_refused_succheesion_line_offers_what_it_means(text, first):
    assert first in _choices("succheesion", "start", "Maustria", text)[:3]


@pytest.mark.parametrize("rules_id, where, nation, text", [
    ("napoleonic", "spring-1805-war", "France", "The weather in Paris is fine and the court sends its greetings"),
    ("napoleonic", "spring-1805-war", "France", "Corps A does not leave Picardy whatever the Austrians say"),
    ("classic", "start", "Britain", "I own 2, 3, 4 and 5, lovely provinces all of them, really lovely"),
    ("succheesion", "start", "Maustria", "sorry for the late orders, the cheese harvest kept me busy"),
])
def test_a_line_that_names_no_order_offers_none(rules_id, where, nation, text):
    assert _choices(rules_id, where, nation, text) == []


@pytest.mark.parametrize("rules_id, where, nation, text", [
    ("napoleonic", "spring-1805-war", "France", "Corps D should push on toward Baden whatever happens, corps F "
                                                "keeps its ground in Piedmont"),
    ("napoleonic", "start", "France", "Raise a couple of dragoon regiments at Paris if the purse allows"),
    ("succheesion", "start", "Maustria", "maustria here - 4 whiskerport to adoen shore pls, bld 1 Gd Inf in 21"),
    ("classic", "start", "Britain", "my fleet in sea I heads out toward the channel at first light, weather permitting"),
])
def test_every_choice_reads_back_and_is_allowed(rules_id, where, nation, text):
    rules, board, state, sheet = _refused(rules_id, where, nation, text)
    offered = [c for p in sheet.problems for c in p.choices]
    assert len(offered) == len(set(offered)) or len(sheet.problems) > 1
    for p in sheet.problems:        # three readings, and the line's whole reading first when it has several clauses
        assert len([c for c in p.choices if "; " not in c]) <= 3 and all("; " not in c for c in p.choices[1:])
    for choice in offered:
        read = rules.check_orders(rules.parse_orders(choice, nation, state, board), state, board)
        assert len(read.orders) >= 1 and not read.problems, (choice, read.problems)


@pytest.mark.parametrize("text, first", [
    ("the two lads in 2 go over to 3 when the snow melts", "2 armies 2 -> 3"),      # a count of no unit word
    ("both of the boys at 2 should wander across into 3, if that's fine", "2 armies 2 -> 3"),
])
def test_a_refused_classic_line_offers_what_it_means(text, first):
    assert _choices("classic", "start", "Britain", text)[:1] == [first]


@pytest.mark.parametrize("rules_id, where, nation, text, wanted", [
    # the same unit to a place next to the one it cannot reach, or holding
    ("napoleonic", "spring-1805-war", "France", "Corps D - Bohemia", {"D holds", "D - Burgundy", "D - Lorraine"}),
    ("classic", "start", "Britain", "3 armies 3 -> 4", {"3 armies 3 -> 2", "3 armies 3 -> 5", "3 armies 3 -> 6"}),
    # the count the treasury affords
    ("classic", "start", "Britain", "buy 30 armies in 3", {"buy 6 armies in 3"}),
    # a move in Winter: the unit stays
    ("napoleonic", "start", "France", "corps C to Holland", {"C holds"}),
])
def test_an_order_not_allowed_offers_the_nearest_allowed(rules_id, where, nation, text, wanted):
    rules = ruleset(rules_id)
    board, state = position(rules_id, where)
    sheet = rules.check_orders(rules.parse_orders(text, nation, state, board), state, board)
    assert not sheet.orders and [p.kind for p in sheet.problems] == ["not allowed"]
    assert set(sheet.problems[0].choices) == wanted
    for choice in wanted:
        read = rules.check_orders(rules.parse_orders(choice, nation, state, board), state, board)
        assert read.orders and not read.problems


def test_an_order_not_allowed_is_never_offered_an_order_of_another_unit_or_kind():
    # a march in Winter: one click must never turn it into a build in the place marched to
    for rules_id, where, nation, text in (("napoleonic", "start", "France", "A - Flanders"),
                                          ("classic", "start", "Italy", "3 armies 37 -> 50"),
                                          ("napoleonic", "start", "France", "corps C to Holland")):
        rules = ruleset(rules_id)
        board, state = position(rules_id, where)
        sheet = rules.check_orders(rules.parse_orders(text, nation, state, board), state, board)
        assert [p.kind for p in sheet.problems] == ["not allowed"], text
        assert not any(c.startswith(("build", "buy")) for c in sheet.problems[0].choices), sheet.problems[0].choices


def test_neither_is_a_negation_and_is_offered_only_what_says_not_to():
    rules = ruleset("eia")
    board, state = position("eia", "start")
    # 'Neither of our two fleets is to intercept' is read since round 22 (eia/none_of_fleets.py); with another
    # subject beside the fleets it is still asked
    sheet = rules.check_orders(rules.parse_orders("Neither of our two fleets, nor the Russians, is to intercept",
                                                  "Great Britain", state, board), state, board)
    assert sheet.problems and sheet.problems[0].choices
    assert all("do not intercept" in c for c in sheet.problems[0].choices)
