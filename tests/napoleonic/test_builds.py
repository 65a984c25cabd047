"""Building: divisions in owned home provinces, squadrons in a sea beside one, paid at once,
within the year's conscription; new divisions form a new corps that cannot move but defends."""

import pytest

from engine.rulesets.napoleonic.events import CorpsFormed, OrderFailed

from .helpers import (
    corps, edges, events, gold, internal_text, land, make_map, nation, play, position, rejections, sea,
    sheet, problems, squadron, winter_dice)

BOARD = make_map(
    land("paris:5 alsace:3 baden:2 vienna:4 london:8 gibraltar:1 naples:3 rome:3 piedmont:2 venice:2 "
         "copenhagen:3 stockholm:3 gotesburg:2 halse:1"),
    sea("channel north_sea atlantic tyrrhenian baltic"),
    edges("paris-alsace alsace-baden baden-vienna vienna-venice venice-piedmont piedmont-rome rome-naples "
          "piedmont-paris copenhagen-halse halse-gotesburg gotesburg-stockholm "
          "paris~channel london~channel london~north_sea baden~north_sea gibraltar~atlantic channel-atlantic "
          "naples~tyrrhenian rome~tyrrhenian copenhagen~baltic stockholm~baltic channel-north_sea"),
)

NATIONS = [nation("France", home="paris alsace", gold=50),
           nation("Great Britain", home="london gibraltar", gold=50),
           nation("Austria", home="vienna", gold=50),
           nation("Naples", home="naples", gold=50),
           nation("Denmark", home="copenhagen halse", gold=50)]


def spring(**kw):
    return position(BOARD, nations=NATIONS, season="Spring 1805", **kw)


# -- what it costs ---------------------------------------------------------------------------

@pytest.mark.parametrize("order, cost", [
    ("build 1 infantry in Paris", 2),
    ("build 1 cavalry in Paris", 4),
    ("build 1 artillery in Paris", 6),
    ("build 1 squadron in Channel", 12),
    ("build 2 infantry, 1 cavalry, 1 artillery in Paris", 14),
    ("build 3 infantry, scouting cavalry in Paris", 10),     # the scouting cavalry is a cavalry: 4
])
def test_prices_are_2_4_6_for_divisions_and_12_for_a_squadron(order, cost):
    res = play(BOARD, spring(), {"France": order})
    assert gold(res.state, "France") == 50 - cost


def test_great_britain_pays_8_for_a_squadron():
    res = play(BOARD, spring(), {"Great Britain": "build 2 squadrons in North Sea"})
    assert gold(res.state, "Great Britain") == 34
    assert [s.number for s in res.state.squadrons] == [1, 2]


def test_britain_pays_8_for_a_squadron_whatever_the_game_calls_it():
    # The house-rule tables name "Great Britain"; a game that calls the nation "Britain" (an alias
    # "Great Britain") still gets the seed's exception.
    nations = [nation("Britain", home="london gibraltar", gold=50, aliases=["Great Britain"])]
    state = position(BOARD, nations=nations)
    res = play(BOARD, state, {"Britain": "build 1 squadron in Channel\nbuild 1 infantry in Gibraltar"})
    assert gold(res.state, "Britain") == 42
    assert rejections(res) == ["failed: Britain may build only in its home provinces that it owns, "
                               "and Gibraltar is not one"]


# -- where ---------------------------------------------------------------------------------

def test_a_nation_builds_in_its_home_provinces():
    res = play(BOARD, spring(), {"France": "build 1 infantry in Paris\nbuild 1 infantry in Alsace"})
    assert [(c.letter, c.at) for c in res.state.corps_of("France")] == [("A", "paris"), ("B", "alsace")]


def test_not_in_a_province_it_annexed():
    s = sheet(BOARD, spring(owners={"baden": "France"}), "France", "build 1 infantry in Baden")
    assert problems(s) == ["line 1: not allowed ('build 1 infantry in Baden'): France may build only in its "
                           "home provinces that it owns, and Baden is not one"]


def test_not_in_a_home_province_it_lost():
    # Austria's corps holds Alsace and annexes it in Winter; France cannot build there in Spring.
    state = position(BOARD, nations=NATIONS, season="Winter 1805", relations=["France at war with Austria"],
                     corps=["Austria A alsace: 1 infantry"])
    spring = play(BOARD, state, {"Austria": "annex Alsace"}, dice=winter_dice(*[("heads", 1)] * 5)).state
    assert spring.owner("alsace") == "Austria"
    s = sheet(BOARD, spring, "France", "build 1 infantry in Alsace")
    assert "Alsace is not one" in problems(s)[0]
    # ... and Austria cannot build there either: Alsace is annexed, not one of its home provinces.
    assert "Alsace is not one" in problems(sheet(BOARD, spring, "Austria", "build 1 infantry in Alsace"))[0]


def test_great_britain_may_not_build_in_gibraltar():
    s = sheet(BOARD, spring(), "Great Britain", "build 1 infantry in Gibraltar\nbuild 1 squadron in Atlantic")
    assert problems(s) == [
        "line 1: not allowed ('build 1 infantry in Gibraltar'): Great Britain may build only in its home "
        "provinces that it owns, and Gibraltar is not one",
        "line 2: not allowed ('build 1 squadron in Atlantic'): Atlantic does not border a province where "
        "Great Britain may build"]


def test_naples_builds_in_rome_piedmont_and_venice_if_it_owns_them():
    state = spring(owners={"rome": "Naples", "piedmont": "Naples", "venice": "Austria"})
    s = sheet(BOARD, state, "Naples", "build 1 infantry in Rome\nbuild 1 infantry in Piedmont\n"
                                      "build 1 infantry in Venice")
    assert [p.line for p in s.problems] == [3]
    assert "Venice is not one" in s.problems[0].reason
    # Naples may launch squadrons beside Rome too.
    assert sheet(BOARD, state, "Naples", "build 1 squadron in Tyrrhenian").ok()


def test_denmark_builds_in_stockholm_gotesburg_and_halse_if_it_owns_them():
    state = spring(owners={"stockholm": "Denmark"})
    s = sheet(BOARD, state, "Denmark", "build 1 infantry in Stockholm\nbuild 1 infantry in Halse\n"
                                       "build 1 infantry in Gotesburg\nbuild 1 squadron in Baltic")
    assert [p.line for p in s.problems] == [3]      # Gotesburg is neutral
    res = play(BOARD, state, {"Denmark": "build 1 infantry in Stockholm"})
    assert corps(res.state, "Denmark", "A").at == "stockholm"


def test_only_naples_and_denmark_have_those_exceptions():
    state = spring(owners={"rome": "France"})
    assert "Rome is not one" in problems(sheet(BOARD, state, "France", "build 1 infantry in Rome"))[0]


def test_a_squadron_is_built_in_a_sea_next_to_a_province_where_the_nation_may_build_divisions():
    state = spring(owners={"baden": "France"})
    s = sheet(BOARD, state, "France", "build 1 squadron in Channel\nbuild 1 squadron in North Sea\n"
                                      "build 1 squadron in Paris\nbuild 1 infantry in Channel")
    assert problems(s) == [
        "line 2: not allowed ('build 1 squadron in North Sea'): North Sea does not border a province where "
        "France may build",
        "line 3: not allowed ('build 1 squadron in Paris'): squadrons are built in a sea, and Paris is not one",
        "line 4: not allowed ('build 1 infantry in Channel'): divisions are built in a province, and Channel "
        "is not one"]


# -- conscription ------------------------------------------------------------------------------

def test_at_peace_a_nation_raises_at_most_10_divisions_a_year():
    s = sheet(BOARD, spring(), "France", "build 6 infantry in Paris\nbuild 4 infantry in Alsace\n"
                                         "build 1 infantry in Alsace")
    assert problems(s) == ["line 3: not allowed ('build 1 infantry in Alsace'): France may raise 10 divisions "
                           "this year and has raised 10; this order asks for 1"]


def test_squadrons_do_not_count_against_conscription():
    res = play(BOARD, spring(), {"France": "build 10 infantry in Paris\nbuild 2 squadrons in Channel"})
    assert gold(res.state, "France") == 50 - 20 - 24
    assert len(res.state.squadrons) == 2


def test_at_war_a_nation_raises_12():
    state = spring(relations=["France at war with Austria"])
    s = sheet(BOARD, state, "France", "build 12 infantry in Paris\nbuild 1 infantry in Alsace")
    assert [p.line for p in s.problems] == [2]
    assert "may raise 12 divisions" in s.problems[0].reason


def test_war_declared_this_update_raises_the_limit_at_once():
    res = play(BOARD, spring(), {"France": "declare war on Austria\nbuild 12 infantry in Paris"})
    assert sum(c.divisions for c in res.state.corps_of("France")) == 12


RING = make_map(land("paris:20 alsace:3 vienna:3 " + " ".join(f"march{i}" for i in range(1, 8))),
                edges(" ".join(f"paris-march{i}" for i in range(1, 8)) + " paris-alsace alsace-vienna"))


def annexing_winter(relations=()):
    """France holds seven neutral provinces next to Paris with a corps of one infantry each and
    annexes them all this Winter. Before that it has 50 + 23 (Paris, Alsace) + 1 (heads) = 74,
    and pays supply for the seven corps, each one space from home: 7 x 2 = 14."""
    nations = [nation("France", home="paris alsace", gold=50), nation("Austria", home="vienna")]
    state = position(RING, nations=nations, season="Winter 1805", relations=relations,
                     corps=[f"France {chr(64 + i)} march{i}: 1 infantry" for i in range(1, 8)])
    annex = "\n".join(f"annex march{i}" for i in range(1, 8))
    return state, annex


def test_seven_annexations_add_3_to_the_peace_limit_13():
    # 74 - 14 supply - 21 for seven annexations (3 each) - 13 infantry (26) = 13 left.
    state, annex = annexing_winter()
    res = play(RING, state, {"France": annex + "\nbuild 13 infantry in Paris\nbuild 1 infantry in Alsace"},
               dice=winter_dice(("heads", 1), ("heads", 1)))
    assert gold(res.state, "France") == 13
    assert sum(c.divisions for c in res.state.corps_of("France") if c.at == "paris") == 13
    assert rejections(res) == ["failed: France may raise 13 divisions this year and has raised 13; "
                               "this order asks for 1"]


def test_the_check_counts_the_annexations_written_before_the_builds():
    # Annexations and builds are carried out in the order written, so the 13 are allowed when
    # the GM enters the orders, not only when the season is resolved.
    state, annex = annexing_winter()
    assert sheet(RING, state, "France", annex + "\nbuild 13 infantry in Paris").ok()
    late = sheet(RING, state, "France", "build 13 infantry in Paris\n" + annex)
    assert [p.line for p in late.problems] == [1]


def test_seven_annexations_add_3_to_the_war_limit_15():
    # 74 - 5 (war upkeep) - 14 supply - 21 - 15 infantry (30) = 4 left.
    state, annex = annexing_winter(relations=["France at war with Austria"])
    res = play(RING, state, {"France": annex + "\nbuild 15 infantry in Paris"},
               dice=winter_dice(("heads", 1), ("heads", 1)))
    assert gold(res.state, "France") == 4
    assert sum(c.divisions for c in res.state.corps_of("France") if c.at == "paris") == 15


def test_six_annexations_are_not_enough():
    state, annex = annexing_winter()
    annex = "\n".join(annex.splitlines()[:6])
    res = play(RING, state, {"France": annex + "\nbuild 11 infantry in Paris"},
               dice=winter_dice(("heads", 1), ("heads", 1)))
    assert "may raise 10 divisions" in rejections(res)[0]


def test_the_bonus_lasts_into_the_following_years():
    state, annex = annexing_winter()
    spring = play(RING, state, {"France": annex}, dice=winter_dice(("heads", 1), ("heads", 1))).state
    assert sheet(RING, spring, "France", "build 13 infantry in Paris").ok()


# -- the new corps ---------------------------------------------------------------------------

def test_new_divisions_form_a_new_corps_with_the_first_free_letter():
    state = spring(corps=["France A paris: 1 infantry", "France C alsace: 1 infantry"])
    res = play(BOARD, state, {"France": "build 2 infantry in Paris\nbuild 1 artillery in Paris"})
    b, d = corps(res.state, "France", "B"), corps(res.state, "France", "D")
    assert (b.at, b.infantry, b.new) == ("paris", 2, True)
    assert (d.at, d.artillery, d.new) == ("paris", 1, True)
    assert corps(res.state, "France", "A").infantry == 1        # the old corps is left alone


def test_more_than_a_corps_of_divisions_forms_several_corps():
    # 7 infantry: corps A and B of 3, corps C of 1.
    res = play(BOARD, spring(), {"France": "build 7 infantry in Paris"})
    assert [(c.letter, c.infantry) for c in res.state.corps_of("France")] == [("A", 3), ("B", 3), ("C", 1)]
    [formed] = events(res, CorpsFormed)
    assert formed.corps == (("A", "3 infantry"), ("B", "3 infantry"), ("C", "1 infantry"))


def test_a_fourth_cavalry_rides_as_the_new_corps_scouting_cavalry():
    res = play(BOARD, spring(), {"France": "build 2 infantry, 2 cavalry in Paris"})
    [a] = res.state.corps_of("France")
    assert (a.infantry, a.cavalry, a.scout) == (2, 1, True)


def test_four_divisions_with_a_cavalry_among_them_make_one_corps_whatever_the_order_written():
    res = play(BOARD, spring(), {"France": "build 1 cavalry, 3 infantry in Paris"})
    assert [c.composition() for c in res.state.corps_of("France")] == ["3 infantry + scouting cavalry"]


def test_a_scouting_cavalry_built_alone_is_a_cavalry_corps():
    res = play(BOARD, spring(), {"France": "build scouting cavalry in Paris"})
    assert [c.composition() for c in res.state.corps_of("France")] == ["1 cavalry"]


def test_after_z_come_aa_ab():
    state = spring(corps=[f"France {chr(65 + i)} alsace: 1 infantry" for i in range(26)])
    res = play(BOARD, state, {"France": "build 4 infantry in Paris"})
    assert [c.letter for c in res.state.corps_of("France") if c.at == "paris"] == ["AA", "AB"]


def test_a_new_corps_cannot_move_in_the_season_it_is_built():
    res = play(BOARD, spring(), {"France": "build 1 infantry in Paris\nA - Alsace"})
    assert corps(res.state, "France", "A").at == "paris"
    assert rejections(res) == ["not allowed: corps A holds divisions built this season: it cannot move, "
                               "but it defends"]


def test_a_new_squadron_cannot_sail_in_the_season_it_is_built():
    res = play(BOARD, spring(), {"France": "build 1 squadron in Channel\nsquadron 1 - Atlantic"})
    assert squadron(res.state, "France", 1).at == "channel"
    assert "built this season" in rejections(res)[0]


def test_a_new_corps_moves_the_next_season():
    summer = play(BOARD, spring(), {"France": "build 1 infantry in Paris"}).state
    res = play(BOARD, summer, {"France": "A - Alsace"})
    assert corps(res.state, "France", "A").at == "alsace"
    assert corps(res.state, "France", "A").new is False


def test_a_new_corps_defends_its_province():
    # Austria (corps A, 1 infantry in Alsace) attacks Paris, where France raises 1 infantry this
    # season. 1 against 1, both hit on 4+: Austria's corps A rolls 2, France's new corps A rolls 5.
    # (Sides are taken in alphabetical order, so Austria's die comes first.)
    state = spring(relations=["France at war with Austria"], corps=["Austria A alsace: 1 infantry"])
    res = play(BOARD, state, {"France": "build 1 infantry in Paris", "Austria": "A - Paris"}, dice=[2, 5])
    assert corps(res.state, "France", "A").infantry == 1
    assert corps(res.state, "Austria", "A") is None


def test_an_order_that_cannot_be_paid_fails_and_is_reported():
    # 10 gold: 2 artillery (12) cannot be paid; the infantry after it (2) can.
    state = position(BOARD, nations=[nation("France", home="paris alsace", gold=10)])
    res = play(BOARD, state, {"France": "build 2 artillery in Paris\nbuild 1 infantry in Alsace"})
    assert gold(res.state, "France") == 8
    assert [c.at for c in res.state.corps_of("France")] == ["alsace"]
    [failed] = events(res, OrderFailed)
    assert failed.reason == "these divisions cost 12 gold; the treasury holds 10"
    assert failed.public is False and failed.private_to == ("France",)
    assert "'build 2 artillery in Paris' failed: these divisions cost 12 gold; the treasury holds 10" in \
        internal_text(BOARD, state, res, "France")


def test_orders_are_paid_in_the_order_written():
    state = position(BOARD, nations=[nation("France", home="paris alsace", gold=10)])
    res = play(BOARD, state, {"France": "build 1 infantry in Alsace\nbuild 2 artillery in Paris"})
    assert gold(res.state, "France") == 8
    assert rejections(res) == ["failed: these divisions cost 12 gold; the treasury holds 8"]


def test_builds_in_winter_are_paid_from_that_winters_income():
    # 0 banked + 8 (Paris, Alsace) + 4 (heads) = 12: 2 artillery can be paid.
    state = position(BOARD, season="Winter 1805", nations=[nation("France", home="paris alsace", gold=0)])
    res = play(BOARD, state, {"France": "build 2 artillery in Paris"}, dice=winter_dice(("heads", 4)))
    assert corps(res.state, "France", "A").artillery == 2
    assert gold(res.state, "France") == 0


# -- the internal report counts the year's divisions ----------------------------------------

def test_the_report_counts_the_divisions_raised_this_year_against_the_limit():
    state = spring()
    res = play(BOARD, state, {"France": "build 2 infantry in Paris"})
    assert "Divisions raised in 1805: 2 of 10." in internal_text(BOARD, state, res, "France")


def test_after_a_winter_with_builds_the_report_shows_that_years_count_not_zero():
    state = position(BOARD, nations=NATIONS, season="Winter 1805")
    res = play(BOARD, state, {"France": "build 3 infantry in Paris"}, dice=winter_dice(*[("heads", 1)] * 5))
    assert (res.state.season, res.state.year) == ("Spring", 1806)
    assert "Divisions raised in 1805: 3 of 10; in 1806 so far: 0 of 10." in internal_text(BOARD, state, res, "France")
