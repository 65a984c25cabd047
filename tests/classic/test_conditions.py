"""Conditional orders may test only the numbers of armies in provinces before movement, as in the
seed's two examples."""

from engine.rulesets.classic.events import ConditionTested, GiftSent
from engine.rulesets.classic.orders import Buy, Conditional, Gift, MoveArmies, SeaMove

from .helpers import (
    RULES,
    read_words,
    armies,
    edges,
    events,
    internal_text,
    land,
    make_map,
    nation,
    play,
    position,
    problems,
    sea,
    sheet,
)

#  45 - 46 - 47 on land; 59 on sea C, 67 68 69 on sea D; C - D
MAP = make_map(land("45 46 47 59 67 68 69"), sea("C D"),
               edges("45-46 46-47 67-68 68-69 59~C 67~D 68~D 69~D C-D"))
AUSTRIA_46 = "If Austria has 5 or less armies in 46 then attack it with everything from 47."
VIKINGS = "If the Viking has 7 or less armies in 67, 68 and 69 combined, then attack 69 with 8 armies from 59 (via ships)"


def nations():
    return [nation("Italy", home="47", gold=90), nation("Austria", home="45 46", gold=90),
            nation("Prussia", home="59", gold=90), nation("Vikings", home="67 68 69", gold=90, aliases=["Viking"])]


def test_the_seeds_first_example_reads_as_a_test_of_austrias_armies_in_46():
    state = position(MAP, nations=nations())
    (o,) = read_words(AUSTRIA_46, "Italy", state, MAP).orders
    assert o == Conditional(nation="Italy", subject="Austria", comparison="<=", threshold=5, places=("46",),
                            then=(MoveArmies(nation="Italy", count=None, source="47", to="46"),))


def test_the_condition_holds_and_everything_attacks():
    state = position(MAP, nations=nations(), armies=["Italy 47: 9", "Austria 46: 5"])
    res = play(MAP, state, {"Italy": AUSTRIA_46}, dice=[1] * 9 + [1] * 5 + [6] * 9 + [1] * 5)
    (t,) = events(res, ConditionTested)
    assert t.counted == 5 and t.held
    assert armies(res.state, "Italy", "46") == 9 and armies(res.state, "Italy", "47") == 0
    assert "5 armies counted; carried out" in internal_text(MAP, state, res, "Italy")


def test_the_condition_fails_and_nothing_moves():
    state = position(MAP, nations=nations(), armies=["Italy 47: 9", "Austria 46: 6"])
    res = play(MAP, state, {"Italy": AUSTRIA_46})
    (t,) = events(res, ConditionTested)
    assert t.counted == 6 and not t.held
    assert armies(res.state, "Italy", "47") == 9 and armies(res.state, "Austria", "46") == 6
    assert "6 armies counted; not carried out" in internal_text(MAP, state, res, "Italy")


def test_the_count_is_taken_before_movement_and_before_purchases():
    """Austria reinforces 46 this turn, by buying and by marching: the condition does not see it."""
    state = position(MAP, nations=nations(), armies=["Italy 47: 20", "Austria 46: 5", "Austria 45: 3"])
    orders = {"Italy": AUSTRIA_46, "Austria": "buy 2 armies in 46\n3 armies 45 -> 46"}
    res = play(MAP, state, orders, dice=[6] * 20 + [1] * 10)   # 20 against 10: every Italian die hits
    assert events(res, ConditionTested)[0].held
    assert armies(res.state, "Italy", "46") == 20
    with_purchases = position(MAP, nations=nations(), armies=["Italy 47: 20", "Austria 46: 5", "Austria 45: 3"],
                              params={"conditions_count_purchases": True})
    res = play(MAP, with_purchases, orders)
    assert events(res, ConditionTested)[0].counted == 7 and armies(res.state, "Italy", "47") == 20


def test_the_seeds_second_example_counts_several_provinces_and_attacks_by_sea():
    state = position(MAP, nations=nations())
    (o,) = read_words(VIKINGS, "Prussia", state, MAP).orders
    assert o == Conditional(nation="Prussia", subject="Vikings", comparison="<=", threshold=7,
                            places=("67", "68", "69"),
                            then=(SeaMove(nation="Prussia", count=8, source="59", to="69", sea=None),))
    held = position(MAP, nations=nations(), armies=["Prussia 59: 8", "Vikings 67: 3", "Vikings 68: 2"],
                    ships=["Prussia C: 2"])
    orders = {"Prussia": VIKINGS + "\n2 ships C -> D"}
    assert problems(sheet(MAP, held, "Prussia", orders["Prussia"])) == []
    res = play(MAP, held, orders)                          # 69 is empty: no battle
    assert events(res, ConditionTested)[0].counted == 5
    assert armies(res.state, "Prussia", "69") == 8 and res.state.owner("69") == "Prussia"
    failed = position(MAP, nations=nations(), armies=["Prussia 59: 8", "Vikings 67: 3", "Vikings 68: 2",
                                                      "Vikings 69: 3"], ships=["Prussia C: 2"])
    res = play(MAP, failed, orders)
    assert not events(res, ConditionTested)[0].held and armies(res.state, "Prussia", "59") == 8


def test_what_follows_then_may_be_a_purchase_a_gift_and_several_moves():
    # Only the condition is limited to army counts (rules notes): Italy buys, gives and marches.
    state = position(MAP, nations=nations(), armies=["Italy 47: 4"])
    text = "if Austria has no armies in 46 then buy 2 armies in 47; give 10 gold to Austria and 2 armies 47 -> 46"
    (o,) = read_words(text, "Italy", state, MAP).orders
    assert o.then == (Buy(nation="Italy", count=2, kind="army", where="47"),
                      Gift(nation="Italy", target="Austria", amount=10),
                      MoveArmies(nation="Italy", count=2, source="47", to="46"))
    assert problems(sheet(MAP, state, "Italy", text)) == []
    res = play(MAP, state, {"Italy": text})
    assert events(res, ConditionTested)[0].held
    assert armies(res.state, "Italy", "46") == 2 and armies(res.state, "Italy", "47") == 4
    assert [(e.giver, e.receiver, e.amount) for e in events(res, GiftSent)] == [("Italy", "Austria", 10)]


def test_a_condition_that_fails_buys_and_gives_nothing():
    state = position(MAP, nations=nations(), armies=["Italy 47: 4", "Austria 46: 1"])
    text = "if Austria has no armies in 46 then buy 2 armies in 47; give 10 gold to Austria"
    res = play(MAP, state, {"Italy": text})
    assert not events(res, ConditionTested)[0].held
    assert armies(res.state, "Italy", "47") == 4 and events(res, GiftSent) == []


def test_a_condition_may_only_count_armies_in_provinces():
    state = position(MAP, nations=nations(), armies=["Italy 47: 2"])
    assert problems(sheet(MAP, state, "Italy", "if Austria has 2 or less armies in C then 2 armies 47 -> 46")) == [
        "line 1: not allowed ('if Austria has 2 or less armies in C then 2 armies 47 -> 46'): conditions count "
        "armies in provinces, and C is a sea"]
    assert [p.reason for p in RULES.parse_orders("if Austria moves to 46 then 2 armies 47 -> 46", "Italy", state,
                                                 MAP).problems] == [
        "a conditional order reads 'If Austria has 5 or less armies in 46 then attack it with everything from 47': "
        "it may test only army counts, not 'Austria moves to 46': ask the player"]
