"""Combat by the "odds" model of the rules notes (seed 001's table, per division), fought to the
end; allies fight as one side; forces that swap provinces meet on the border; results by hand.

Dice are read side by side: the side whose nations come first alphabetically rolls first in a
province (Austria before France), the marching force from the province whose id comes first on
a border; within a corps infantry, cavalry, artillery (two dice each), then scouting cavalry."""

import pytest

from engine.rulesets.napoleonic.battles import BattlesNeedResults
from engine.rulesets.napoleonic.events import Battle

from .helpers import (
    corps, edges, events, land, make_map, nation, play, position, problems, public_text, sea, sheet, squadron)

BOARD = make_map(land("paris:5 alsace:3 baden:2 bavaria:3 vienna:4 madrid:2"), sea("channel"),
                 edges("paris-alsace alsace-baden baden-bavaria alsace-bavaria bavaria-vienna madrid-alsace "
                       "paris~channel"))

NATIONS = [nation("France", home="paris alsace"), nation("Austria", home="bavaria vienna"),
           nation("Spain", home="madrid"), nation("Great Britain"), nation("Prussia")]


def battle_at(*units, relations=("France at war with Austria",), squadrons=(), params=None):
    return position(BOARD, nations=NATIONS, corps=list(units), relations=list(relations),
                    squadrons=list(squadrons), params=params)


def only_battle(res):
    [b] = events(res, Battle)
    return b


# -- the four bands ------------------------------------------------------------------------

def test_about_even_both_sides_hit_on_4_or_more():
    # 2 against 2. Austria rolls 4 3 (one hit), France 5 4 (two hits): Austria's corps is
    # destroyed, France loses one infantry.
    state = battle_at("France A alsace: 2 infantry", "Austria A baden: 2 infantry")
    res = play(BOARD, state, {"France": "A - Baden"}, dice=[4, 3, 5, 4])
    assert corps(res.state, "Austria", "A") is None
    assert corps(res.state, "France", "A").infantry == 1
    b = only_battle(res)
    assert b.rounds == ("Round 1: Austria 2 against France 2; Austria hits on 4+, rolls 4 3: 1 hit(s); "
                        "France hits on 4+, rolls 5 4: 2 hit(s)",)
    assert (b.place, b.sides[b.winner]) == ("baden", ("France",))


def test_at_twice_the_numbers_the_larger_side_hits_on_3_the_smaller_on_5():
    # Austria 2 against France 1: Austria rolls 3 2 (one hit on 3+), France rolls 4 (no hit on 5+).
    state = battle_at("France A alsace: 1 infantry", "Austria A baden: 2 infantry")
    res = play(BOARD, state, {"France": "A - Baden"}, dice=[3, 2, 4])
    assert corps(res.state, "France", "A") is None
    assert corps(res.state, "Austria", "A").infantry == 2


def test_at_three_times_the_larger_side_hits_on_2_the_smaller_on_6():
    # Austria 3 against France 1: Austria rolls 2 1 1 (one hit on 2+), France rolls 6: both lose one.
    state = battle_at("France A alsace: 1 infantry", "Austria A baden: 3 infantry")
    res = play(BOARD, state, {"France": "A - Baden"}, dice=[2, 1, 1, 6])
    assert corps(res.state, "France", "A") is None
    assert corps(res.state, "Austria", "A").infantry == 2


def test_between_bands_the_lower_band_holds():
    # 5 against 2 is 2.5 to 1: the twice band. Austria needs 3+, France 5+.
    state = battle_at("France A alsace: 2 infantry", "Austria A baden: 3 infantry", "Austria B baden: 2 infantry")
    res = play(BOARD, state, {"France": "A - Baden"}, dice=[3, 3, 1, 1, 1, 5, 1])
    assert "Austria hits on 3+" in only_battle(res).rounds[0] and "France hits on 5+" in only_battle(res).rounds[0]
    assert corps(res.state, "France", "A") is None
    assert corps(res.state, "Austria", "A").infantry == 2      # France's one hit falls on the larger corps


def test_at_four_times_the_larger_side_wins_at_once_and_loses_one_division():
    # Austria 4 (3 infantry + scouting cavalry) against France 1: no dice are rolled.
    state = battle_at("France A alsace: 1 infantry", "Austria A baden: 3 infantry + scout")
    res = play(BOARD, state, {"France": "A - Baden"}, dice=[])
    assert corps(res.state, "France", "A") is None
    assert corps(res.state, "Austria", "A").composition() == "2 infantry + scouting cavalry"
    assert "overwhelms its enemy and loses one division" in only_battle(res).rounds[0]


def test_the_odds_are_counted_afresh_each_round():
    # Round 1, 3 against 2, both hit on 4+: Austria rolls 6 1 1 (one hit), France 4 1 (one hit).
    # Round 2, 2 against 1, the twice band: Austria rolls 3 1 (one hit on 3+), France 5 (one hit
    # on 5+). France is gone; Austria keeps one infantry.
    state = battle_at("France A alsace: 2 infantry", "Austria A baden: 3 infantry")
    res = play(BOARD, state, {"France": "A - Baden"}, dice=[6, 1, 1, 4, 1, 3, 1, 5])
    b = only_battle(res)
    assert len(b.rounds) == 2
    assert "Austria hits on 3+" in b.rounds[1] and "France hits on 5+" in b.rounds[1]
    assert corps(res.state, "Austria", "A").infantry == 1 and corps(res.state, "France", "A") is None


# -- dice, hits and losses ------------------------------------------------------------------

def test_artillery_rolls_two_dice():
    # 1 against 1, 4+: Austria's infantry rolls 3; France's artillery rolls 1 and 4: one hit.
    state = battle_at("France A alsace: 1 artillery", "Austria A baden: 1 infantry")
    res = play(BOARD, state, {"France": "A - Baden"}, dice=[3, 1, 4])
    assert corps(res.state, "Austria", "A") is None
    assert corps(res.state, "France", "A").artillery == 1
    assert "France hits on 4+, rolls 1 4: 1 hit(s)" in only_battle(res).rounds[0]


def test_hits_land_at_the_same_time_and_both_sides_may_fall():
    state = battle_at("France A alsace: 1 infantry", "Austria A baden: 1 infantry")
    res = play(BOARD, state, {"France": "A - Baden"}, dice=[4, 4])
    assert res.state.corps == ()
    b = only_battle(res)
    assert b.winner is None
    assert "both sides are destroyed" in public_text(BOARD, state, res)


def test_losses_fall_on_infantry_then_cavalry_then_artillery_then_scouting_cavalry():
    # France 4 (1 infantry, 1 cavalry, 1 artillery + scout) against Austria 2: France hits on 3+,
    # Austria on 5+. Round 1: Austria rolls 5 5 (two hits: the infantry and the cavalry fall);
    # France rolls 1, 1, 1 1, 1 (infantry, cavalry, artillery twice, scout): no hit.
    # Round 2, 2 against 2: Austria rolls 1 1; France's artillery 4 4 and its scout 1: two hits.
    state = battle_at("France A alsace: 1 infantry, 1 cavalry, 1 artillery + scout", "Austria A baden: 2 infantry")
    res = play(BOARD, state, {"France": "A - Baden"}, dice=[5, 5, 1, 1, 1, 1, 1, 1, 1, 4, 4, 1])
    assert corps(res.state, "France", "A").composition() == "1 artillery + scouting cavalry"
    assert corps(res.state, "Austria", "A") is None
    assert only_battle(res).losses[1] == (("France", "corps A", "1 infantry, 1 cavalry"),)


def test_the_scouting_cavalry_falls_last():
    # 2 against 2: Austria hits once (4 1), France misses (1 1 1: artillery twice, scout once):
    # the artillery falls, the scout stays. Round 2, 2 against 1: Austria 3 1 hits on 3+, the
    # scout's 1 misses on 5+.
    state = battle_at("France A alsace: 1 artillery + scout", "Austria A baden: 2 infantry")
    res = play(BOARD, state, {"France": "A - Baden"}, dice=[4, 1, 1, 1, 1, 3, 1, 1])
    assert corps(res.state, "France", "A") is None
    assert only_battle(res).losses[1] == (("France", "corps A", "1 artillery, 1 scouting cavalry"),)


def test_a_loss_falls_on_the_corps_with_most_of_the_kind_that_falls():
    # France's one hit (Austria 2+1 against France 1: odds 3, France needs 6) falls on corps B,
    # which holds two infantry, not on corps A with one.
    state = battle_at("France A alsace: 1 infantry", "Austria A baden: 1 infantry", "Austria B baden: 2 infantry")
    res = play(BOARD, state, {"France": "A - Baden"}, dice=[2, 1, 1, 6])
    assert corps(res.state, "Austria", "A").infantry == 1
    assert corps(res.state, "Austria", "B").infantry == 1


def test_battles_are_fought_to_the_end():
    # 1 against 1, four rounds of misses, then a hit for France.
    state = battle_at("France A alsace: 1 infantry", "Austria A baden: 1 infantry")
    res = play(BOARD, state, {"France": "A - Baden"}, dice=[1, 1, 2, 2, 3, 3, 1, 1, 3, 6])
    assert len(only_battle(res).rounds) == 5
    assert corps(res.state, "Austria", "A") is None


# -- who fights ------------------------------------------------------------------------------

def test_nations_at_war_fight_where_they_meet_without_any_attack_order():
    # Both march into neutral Baden.
    state = battle_at("France A alsace: 1 infantry", "Austria A bavaria: 1 infantry")
    res = play(BOARD, state, {"France": "A - Baden", "Austria": "A - Baden"}, dice=[4, 1])
    assert corps(res.state, "France", "A") is None and corps(res.state, "Austria", "A") is not None


def test_allies_fight_as_one_side():
    # France 1 and Spain 1 together against Austria 3: 1.5 to 1, so both sides hit on 4+
    # (France alone would be at 3 to 1). Austria rolls 4 4 1: two hits, one on each ally's corps;
    # France and Spain roll 4 4: two hits.
    state = battle_at("France A alsace: 1 infantry", "Spain A alsace: 1 infantry", "Austria A baden: 3 infantry",
                      relations=("France at war with Austria", "France allied with Spain"))
    res = play(BOARD, state, {"France": "A - Baden", "Spain": "A - Baden"}, dice=[4, 4, 1, 4, 4])
    b = only_battle(res)
    assert b.sides == (("Austria",), ("France", "Spain"))
    assert b.rounds[0].startswith("Round 1: Austria 3 against France and Spain 2;")
    assert corps(res.state, "Austria", "A").infantry == 1
    assert res.state.corps_of("France") == [] and res.state.corps_of("Spain") == []


def test_the_ally_of_an_ally_does_not_join_the_battle():
    # France (allied with Prussia) marches into Baden against Austria; Prussia's corps there fights
    # beside France, but Spain, allied with Prussia only, stays out and loses nothing.
    # France and Prussia 2 against Austria 1: they hit on 3+, Austria on 5+. Austria rolls 1;
    # France and Prussia roll 3 1.
    state = battle_at("France A alsace: 1 infantry", "Prussia A baden: 1 infantry", "Spain A baden: 1 infantry",
                      "Austria A bavaria: 1 infantry",
                      relations=("France at war with Austria", "France allied with Prussia",
                                 "Prussia allied with Spain"))
    res = play(BOARD, state, {"France": "A - Baden", "Austria": "A - Baden"}, dice=[1, 3, 1])
    assert only_battle(res).sides == (("Austria",), ("France", "Prussia"))
    assert corps(res.state, "Spain", "A").infantry == 1


def test_a_nation_allied_to_both_enemies_stays_out_of_their_battle():
    # Prussia is allied to France and to Austria, which are at war: in Baden, France fights Austria
    # alone (1 against 1, 4+: Austria rolls 2, France 5) and Prussia looks on.
    state = battle_at("France A alsace: 1 infantry", "Prussia A baden: 2 infantry", "Austria A bavaria: 1 infantry",
                      relations=("France at war with Austria", "France allied with Prussia",
                                 "Austria allied with Prussia"))
    res = play(BOARD, state, {"France": "A - Baden", "Austria": "A - Baden"}, dice=[2, 5])
    assert only_battle(res).sides == (("Austria",), ("France",))
    assert corps(res.state, "Prussia", "A").infantry == 2 and corps(res.state, "Austria", "A") is None


def test_forces_that_swap_provinces_meet_on_the_border_and_the_winner_goes_on():
    # France A (2) Alsace -> Bavaria; Austria A (1) Bavaria -> Alsace; Austria B (1) stays in Bavaria
    # and takes no part in the border battle. On the border (France first, Alsace < Bavaria),
    # 2 against 1: France rolls 3 1 (one hit on 3+), Austria 4 (no hit on 5+): Austria A is gone.
    # France goes on into Bavaria and fights B: Austria rolls 6 (a hit on 5+), France 3 1.
    state = battle_at("France A alsace: 2 infantry", "Austria A bavaria: 1 infantry", "Austria B bavaria: 1 infantry")
    res = play(BOARD, state, {"France": "A - Bavaria", "Austria": "A - Alsace"}, dice=[3, 1, 4, 6, 3, 1])
    border, bavaria = events(res, Battle)
    assert border.place == "alsace|bavaria" and bavaria.place == "bavaria"
    assert [u for side in border.before for _, u, _ in side] == ["corps A", "corps A"]
    assert corps(res.state, "France", "A").at == "bavaria" and corps(res.state, "France", "A").infantry == 1
    assert res.state.corps_of("Austria") == []
    assert "Battle at the border of Alsace and Bavaria" in public_text(BOARD, state, res)


def test_a_force_moving_x_to_y_and_another_moving_z_to_x_never_meet():
    # France Alsace -> Baden while Austria Bavaria -> Alsace: no battle.
    state = battle_at("France A alsace: 1 infantry", "Austria A bavaria: 1 infantry")
    res = play(BOARD, state, {"France": "A - Baden", "Austria": "A - Alsace"}, dice=[])
    assert (corps(res.state, "France", "A").at, corps(res.state, "Austria", "A").at) == ("baden", "alsace")
    assert events(res, Battle) == []


def test_nations_at_peace_do_not_fight():
    state = battle_at("France A alsace: 1 infantry", "Austria A baden: 1 infantry", relations=())
    assert events(play(BOARD, state, {"France": "A - Baden"}), Battle) == []


def test_squadrons_fight_only_when_ordered_to_attack():
    state = battle_at(squadrons=["France 1 channel", "Austria 1 channel"])
    assert events(play(BOARD, state), Battle) == []
    # France attacks: 1 against 1, 4+. France rolls 5, Austria 2.
    res = play(BOARD, state, {"France": "squadron 1 attack"}, dice=[5, 2])
    b = only_battle(res)
    assert b.naval and b.place == "channel"
    assert squadron(res.state, "Austria", 1) is None and squadron(res.state, "France", 1) is not None


def test_squadrons_attack_only_nations_at_war():
    state = battle_at(squadrons=["France 1 channel", "Spain 1 channel"])
    assert problems(sheet(BOARD, state, "France", "squadron 1 attack Spain")) == [
        "line 1: not allowed ('squadron 1 attack Spain'): France is not at war with Spain"]
    assert events(play(BOARD, state, {"France": "squadron 1 attack"}), Battle) == []


# -- results by hand --------------------------------------------------------------------------

def test_the_gm_may_enter_a_battles_result():
    state = battle_at("France A alsace: 2 infantry, 1 artillery", "Austria A baden: 2 infantry")
    overrides = {"battles": {"baden": {"losses": {"Austria": "all", "France": {"infantry": 1}},
                                       "reason": "fought out at the table"}}}
    res = play(BOARD, state, {"France": "A - Baden"}, dice=[], overrides=overrides)
    assert corps(res.state, "France", "A").composition() == "1 infantry, 1 artillery"
    assert corps(res.state, "Austria", "A") is None
    assert only_battle(res).decided_by == "fought out at the table"
    assert "(Result set by the GM: fought out at the table.)" in public_text(BOARD, state, res)


def test_a_border_battles_result_is_entered_under_both_provinces_in_order():
    state = battle_at("France A alsace: 1 infantry", "Austria A bavaria: 1 infantry")
    overrides = {"battles": {"alsace|bavaria": {"losses": {"France": "all"}, "reason": "GM"}}}
    res = play(BOARD, state, {"France": "A - Bavaria", "Austria": "A - Alsace"}, overrides=overrides)
    assert corps(res.state, "France", "A") is None
    assert corps(res.state, "Austria", "A").at == "alsace"


def test_with_the_manual_combat_model_every_battle_needs_a_result():
    state = battle_at("France A alsace: 1 infantry", "Austria A baden: 1 infantry",
                      params={"combat_model": "manual"})
    with pytest.raises(BattlesNeedResults) as info:
        play(BOARD, state, {"France": "A - Baden"})
    assert "the battle of Baden (baden)" in str(info.value)
    res = play(BOARD, state, {"France": "A - Baden"},
               overrides={"battles": {"baden": {"losses": {"Austria": "all"}, "reason": "GM"}}})
    assert corps(res.state, "Austria", "A") is None
