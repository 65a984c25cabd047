"""Winter income: the value of the provinces owned, plus or minus a d6 (a coin says which)."""

from engine.rulesets.napoleonic.events import Income

from .helpers import edges, events, gold, land, make_map, nation, play, position, winter_dice

# Great Britain's provinces are worth 26 together, as at the start of the seed's game.
BOARD = make_map(land("england:12 scotland:6 ireland:5 wales:3 holland:4 gibraltar:1"),
                 edges("england-scotland england-wales wales-ireland england-holland holland-gibraltar"))


def britain(season="Winter 1805", treasury=8, **kw):
    return position(BOARD, season=season,
                    nations=[nation("Great Britain", home="england scotland ireland wales", gold=treasury)], **kw)


def test_the_seeds_example_heads_and_4_with_8_banked_gives_38():
    # 26 from the provinces, heads: +4, so 30 gold of income; 8 already banked: 38.
    state = britain()
    res = play(BOARD, state, dice=winter_dice(("heads", 4)))
    assert gold(res.state, "Great Britain") == 38
    [income] = events(res, Income)
    assert (income.base, income.heads, income.roll, income.total, income.treasury) == (26, True, 4, 30, 38)
    assert income.provinces == 4


def test_tails_subtracts_the_die():
    # 26 - 4 = 22 of income; 8 banked: 30.
    res = play(BOARD, britain(), dice=winter_dice(("tails", 4)))
    assert gold(res.state, "Great Britain") == 30
    assert events(res, Income)[0].total == 22


def test_every_owned_province_counts_not_only_the_home_provinces():
    # Holland (4) and Gibraltar (1) owned besides the home provinces: 31, heads 1: 32; 8 banked: 40.
    state = britain(owners={"holland": "Great Britain", "gibraltar": "Great Britain"})
    assert gold(play(BOARD, state, dice=winter_dice(("heads", 1))).state, "Great Britain") == 40


def test_the_treasury_never_goes_below_zero():
    # A nation owning only Gibraltar (1) with an empty treasury: 1 - 6 = -5 of income leaves 0, not -5.
    state = position(BOARD, season="Winter 1805",
                     nations=[nation("Great Britain", home="gibraltar", gold=0)])
    res = play(BOARD, state, dice=winter_dice(("tails", 6)))
    assert gold(res.state, "Great Britain") == 0
    assert events(res, Income)[0].total == -5


def test_each_nation_rolls_for_its_own_income_in_the_order_of_the_nations():
    # Britain 26, heads 2 -> 28 + 8 = 36; Spain owns Gibraltar (1), tails 1 -> 0 + 10 = 10.
    state = position(BOARD, season="Winter 1805",
                     nations=[nation("Great Britain", home="england scotland ireland wales", gold=8),
                              nation("Spain", home="gibraltar", gold=10)])
    res = play(BOARD, state, dice=winter_dice(("heads", 2), ("tails", 1)))
    assert (gold(res.state, "Great Britain"), gold(res.state, "Spain")) == (36, 10)


def test_there_is_no_income_in_spring_summer_or_fall():
    for season in ("Spring 1805", "Summer 1805", "Fall 1805"):
        res = play(BOARD, britain(season=season), dice=[])   # no die is rolled at all
        assert gold(res.state, "Great Britain") == 8
        assert events(res, Income) == []
