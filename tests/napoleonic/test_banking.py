"""Banking: unspent gold is kept, but no nation stores more than 50 gold between seasons."""

from engine.rulesets.napoleonic.events import TreasuryCapped

from .helpers import edges, events, gold, land, make_map, nation, play, position, sea, winter_dice

BOARD = make_map(land("paris:30 lyon:10 vienna:4"), sea("channel"),
                 edges("paris-lyon lyon-vienna paris~channel"))


def france(season, treasury, **kw):
    return position(BOARD, season=season, nations=[nation("France", home="paris lyon", gold=treasury),
                                                   nation("Austria", home="vienna", gold=10)], **kw)


def test_gold_above_50_is_lost_at_the_end_of_winter():
    # 30 banked + 40 + 3 (heads) = 73; 23 are lost.
    state = france("Winter 1805", 30)
    res = play(BOARD, state, dice=winter_dice(("heads", 3), ("heads", 1)))
    assert gold(res.state, "France") == 50
    [capped] = events(res, TreasuryCapped)
    assert (capped.nation, capped.lost, capped.cap, capped.public) == ("France", 23, 50, False)


def test_the_cap_holds_at_the_end_of_every_season_not_only_winter():
    for season in ("Spring 1805", "Summer 1805", "Fall 1805"):
        res = play(BOARD, france(season, 64))
        assert gold(res.state, "France") == 50
        assert events(res, TreasuryCapped)[0].lost == 14


def test_gold_spent_during_the_season_is_not_lost_to_the_cap():
    # 64 banked, 16 spent on 2 infantry and 2 artillery: 48 kept, nothing lost.
    res = play(BOARD, france("Spring 1805", 64), {"France": "build 2 infantry, 2 artillery in Paris"})
    assert gold(res.state, "France") == 48
    assert events(res, TreasuryCapped) == []


def test_winter_spending_comes_before_the_cap():
    # 30 + 40 + 3 = 73, then a squadron (12) and 4 cavalry (16): 45, under the cap.
    state = france("Winter 1805", 30)
    res = play(BOARD, state, {"France": "build 1 squadron in Channel\nbuild 4 cavalry in Lyon"},
               dice=winter_dice(("heads", 3), ("heads", 1)))
    assert gold(res.state, "France") == 45


def test_a_gift_that_pushes_a_treasury_over_50_is_capped_too():
    state = france("Spring 1805", 50, relations=["France allied with Austria"])
    res = play(BOARD, state, {"France": "give 45 gold to Austria"})
    assert (gold(res.state, "France"), gold(res.state, "Austria")) == (5, 50)
    assert events(res, TreasuryCapped)[0].lost == 5


def test_the_cap_is_a_game_parameter():
    res = play(BOARD, france("Spring 1805", 64, params={"bank_cap": 60}))
    assert gold(res.state, "France") == 60
