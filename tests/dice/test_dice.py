"""The dice: named streams whose seeded values depend only on (seed, name), the old one-stream
scheme kept for replaying old games, and fixed lists read in the order of the rolls."""

import random
import re

import pytest
from hypothesis import given, settings, strategies as st

from engine.dice import (
    NAMED_STREAMS, ONE_STREAM, FixedDice, OneStreamDice, SeededDice, leftover_note, parse_dice_list, seeded)
from engine.errors import BerthierError, DiceExhausted

names = st.text(min_size=1, max_size=30)


def draw(dice, name, count, sides=6):
    s = dice.stream(name)
    return [s.roll(sides, "test") for _ in range(count)]


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(-2**63, 2**63), name=names, sides=st.integers(1, 100),
       others=st.lists(st.tuples(names, st.integers(1, 5)), max_size=6))
def test_a_streams_values_depend_only_on_the_seed_and_its_name(seed, name, others, sides):
    alone = draw(SeededDice(seed), name, 8, sides)
    busy = SeededDice(seed)
    for other, count in others:             # other streams drawn before and between: no effect
        draw(busy, other, count)
    first = draw(busy, name, 3, sides) if all(o != name for o, _ in others) else None
    for other, count in others:
        draw(busy, other, count)
    if first is not None:
        assert first + draw(busy, name, 5, sides) == alone
    assert all(1 <= v <= sides for v in alone)


def test_different_seeds_or_names_give_different_streams():
    base = draw(SeededDice(1805), "battle:bavaria#1", 20)
    assert draw(SeededDice(1806), "battle:bavaria#1", 20) != base
    assert draw(SeededDice(1805), "battle:bavaria#2", 20) != base


def test_a_stream_is_a_fair_die():
    values = draw(SeededDice(0), "fairness", 6000)
    counts = [values.count(face) for face in range(1, 7)]
    assert all(900 <= c <= 1100 for c in counts), counts


def test_every_roll_is_logged_with_its_stream_and_purpose():
    dice = SeededDice(3)
    dice.stream("income:France").coin("income of France: heads adds")
    dice.stream("battle:46#1").d6("the battle of 46, round 1")
    assert [(r.stream, r.purpose, r.sides) for r in dice.log] == [
        ("income:France", "income of France: heads adds", 2), ("battle:46#1", "the battle of 46, round 1", 6)]


def test_asking_for_a_stream_again_continues_it():
    dice = SeededDice(9)
    assert draw(dice, "x", 2) + draw(dice, "x", 2) == draw(SeededDice(9), "x", 4)


def test_a_stream_needs_a_name():
    with pytest.raises(ValueError):
        SeededDice(1).stream("")


def test_the_one_stream_scheme_is_the_old_single_generator_whatever_the_stream():
    dice = OneStreamDice(1805)
    values = draw(dice, "a", 3) + draw(dice, "b", 3, 2)
    rng = random.Random(1805)
    assert values == [rng.randint(1, 6) for _ in range(3)] + [rng.randint(1, 2) for _ in range(3)]


def test_a_recorded_scheme_gives_its_dice_and_an_unknown_one_is_refused():
    assert isinstance(seeded(ONE_STREAM, 1), OneStreamDice)
    assert isinstance(seeded(NAMED_STREAMS, 1), SeededDice) and isinstance(seeded(None, 1), SeededDice)
    with pytest.raises(BerthierError, match="dice scheme 'tarot' is unknown"):
        seeded("tarot", 1)


def test_fixed_dice_are_read_in_the_order_of_the_rolls_whatever_the_stream():
    dice = FixedDice([3, 1, 6])
    assert draw(dice, "b", 1) + draw(dice, "a", 2) == [3, 1, 6]
    assert dice.leftover == []


def test_a_fixed_value_the_die_cannot_show_is_refused_naming_the_roll():
    dice = FixedDice([3, 7])
    dice.stream("battle:baden#1").d6("Baden, round 1, France corps A infantry")
    with pytest.raises(DiceExhausted, match=r"dice value #2 is 7, which a d6 cannot show; it was read for "
                                            r"Baden, round 1, France corps A infantry"):
        dice.stream("battle:baden#1").d6("Baden, round 1, France corps A infantry")
    with pytest.raises(DiceExhausted, match="dice value #1 is 0"):
        FixedDice([0]).stream("x").coin("a coin")


def test_values_left_over_are_kept_and_described():
    dice = FixedDice([1, 2, 3, 4])
    draw(dice, "x", 1)
    assert dice.leftover == [2, 3, 4] and dice.unused == 3
    assert leftover_note(dice.leftover, 1) == "3 dice value(s) left over, not used: 2, 3, 4 (the turn read 1)"
    assert leftover_note([], 5) == ""


def test_running_out_names_the_next_roll():
    with pytest.raises(DiceExhausted, match="ran out after 0 roll.s.; the next was a d2 for the coin"):
        FixedDice([]).stream("x").coin("the coin")


@pytest.mark.parametrize("text, message", [("1, x", "dice value #2 ('x') is not a whole number"),
                                           ("1, ²", "dice value #2 ('²') is not a whole number"),
                                           ("-1", "dice value #1 ('-1') is not a whole number")])
def test_a_dice_list_that_cannot_be_read_is_refused_by_position(text, message):
    with pytest.raises(BerthierError, match=re.escape(message)):
        parse_dice_list(text)


def test_a_dice_list_reads_commas_and_semicolons():
    assert parse_dice_list("3,6; 1 ,, 4") == [3, 6, 1, 4]


def test_reading_a_100kb_dice_list_is_linear():
    assert len(parse_dice_list("6, " * 33_000)) == 33_000


def test_dice_rolled_directly_draw_from_the_turn_stream():
    direct, named = SeededDice(12), SeededDice(12)
    values = [direct.d6("a"), direct.coin("b")]
    turn = named.stream("turn")
    assert values == [turn.d6("a"), turn.coin("b")]
    assert direct.log == named.log and {r.stream for r in direct.log} == {"turn"}
