"""Seed 003 XII-XVIII and the AFA adaptations: the political ledger and its rules."""

import pytest

from engine.errors import NotAllowed
from engine.rulesets.eia.afa_naval import politics
from engine.rulesets.eia.afa_naval.params import merged
from engine.rulesets.eia.afa_naval.state import opening

P = merged()
PP, VP, MONEY = politics.POLITICAL, politics.VICTORY, politics.MONEY


def pp(state, nation):
    return politics.balance(state, nation, PP)


def test_every_ledger_entry_carries_its_reason_and_month():
    state = politics.poland_created(opening(), 14, "France")
    assert {(e.nation, e.change, e.reason, e.month) for e in state.ledger} == {
        ("Russia", -1, "Poland created by France", 14), ("Prussia", -1, "Poland created by France", 14),
        ("Austria", -1, "Poland created by France", 14), ("France", 1, "Poland created by France", 14)}


def test_russia_creating_poland_loses_one_and_gains_one():
    state = politics.poland_created(opening(), 0, "Russia")
    assert pp(state, "Russia") == 0 and pp(state, "Austria") == -1


def test_each_nation_partitioning_poland_gains_one():
    state = politics.poland_partitioned(opening(), 3, ["Russia", "Prussia", "Russia"])
    assert (pp(state, "Russia"), pp(state, "Prussia"), pp(state, "Austria")) == (1, 1, 0)


@pytest.mark.parametrize("occupier,costs", [
    ("Austria", (0, 0, 0)), ("France", (0, 0, 0)), ("Spain", (0, 0, 0)), ("Great Britain", (1, 2, 1)),
    ("Prussia", (2, 1, 2)), ("Russia", (1, 1, 2)), ("Turkey", (3, 2, 2)),
])
def test_the_papacy_table_at_each_economic_step(occupier, costs):
    state = politics.papacy_step(opening(), 2, occupier, occupier)
    assert tuple(-pp(state, n) for n in ("Austria", "France", "Spain")) == costs


def test_regaining_the_papacy_from_another_nation_gains_one():
    state = politics.papacy_step(opening(), 5, "France", "Turkey")
    assert pp(state, "France") == 1 and pp(state, "Austria") == 0


def test_a_major_power_under_the_continental_system_france_plus_one_england_minus_two():
    state = politics.continental_system(opening(), 8, "Prussia", major=True, params=P)
    assert (pp(state, "France"), pp(state, "Great Britain")) == (1, -2)


def test_a_minor_combination_under_the_system_costs_england_one():
    state = politics.continental_system(opening(), 8, "Confederation of the Rhine", major=False, params=P)
    assert (pp(state, "France"), pp(state, "Great Britain")) == (0, -1)


def test_england_regains_what_it_lost_when_a_nation_leaves_the_system():
    state = politics.continental_system(opening(), 8, "Prussia", major=True, params=P)
    state = politics.continental_system_left(state, 20, "Prussia", P)
    assert pp(state, "Great Britain") == 0 and pp(state, "France") == 1


def test_a_nation_under_enforced_peace_may_not_opt_out_of_the_system():
    state = politics.continental_system(opening(), 8, "Prussia", major=True, params=P)
    with pytest.raises(NotAllowed, match="enforced peace"):
        politics.continental_system_left(state, 20, "Prussia", P, under_enforced_peace=True)
    state = politics.continental_system_left(state, 20, "Prussia", P, forced_by_peace=True,
                                             under_enforced_peace=True)
    assert pp(state, "Great Britain") == 0


def test_egypt_in_enemy_hands_costs_england_a_point_and_5_money_then_a_victory_point_when_freed():
    state = politics.egypt(opening(), 10, held_by_enemy=True, was_held_by_enemy=False, params=P)
    assert pp(state, "Great Britain") == -1 and state.trade_losses == {"Great Britain": 5}
    state = politics.egypt(state, 11, held_by_enemy=True, was_held_by_enemy=True, params=P)
    assert len(state.ledger) == 1
    state, lost = politics.collect_trade_losses(state, 11)
    assert lost == {"Great Britain": 5} and politics.balance(state, "Great Britain", MONEY) == -5
    assert politics.collect_trade_losses(state, 14)[1] == {}
    state = politics.egypt(state, 12, held_by_enemy=False, was_held_by_enemy=True, params=P)
    assert politics.balance(state, "Great Britain", VP) == 1


def test_a_peace_leaves_two_home_provinces_with_the_capital():
    politics.check_surrender(["Vienna", "Bohemia"], "Vienna", P)
    with pytest.raises(NotAllowed, match="at least 2 home provinces including the capital Vienna"):
        politics.check_surrender(["Bohemia", "Moravia"], "Vienna", P)
    with pytest.raises(NotAllowed, match="leaves Vienna"):
        politics.check_surrender(["Vienna"], "Vienna", P)


def test_royals_must_command_at_war_and_the_tsar_is_excused_after_his_first_defeat():
    royals = ["Archduke Charles", "Archduke John"]
    assert politics.royals_without_command(royals, ["Archduke Charles"], at_war=True) == ["Archduke John"]
    assert politics.royals_without_command(royals, [], at_war=False) == []
    assert politics.royals_without_command(["Alexander"], [], True, tsar_excused="Alexander") == []


def test_the_tsar_victorious_gains_russia_two_points():
    state = politics.tsar_victory(opening(), 23, "Austerlitz", P)
    assert pp(state, "Russia") == 2 and "Austerlitz" in state.ledger[0].reason


def test_honors_of_war_before_field_battles_except_turks_and_spaniards_at_home():
    assert politics.honors_of_war_offered("Austria", "Austria", P)
    assert not politics.honors_of_war_offered("Spain", "Spain", P)
    assert not politics.honors_of_war_offered("Turkey", "Turkey", P)
    assert politics.honors_of_war_offered("Spain", "Portugal", P)


def test_english_militia_10_and_15_more_while_invaded():
    assert politics.english_militia(False, P) == 10
    assert politics.english_militia(True, P) == 25
    assert not politics.militia_may_leave(False, False) and politics.militia_may_leave(True, False)
    assert politics.militia_may_leave(False, True)


def test_england_starts_with_80_ships():
    assert P["england_ships"] == 80


def test_money_may_be_lent_to_anyone_and_is_written_in_the_ledger():
    state = politics.loan(opening(), 4, "Great Britain", "Turkey", 20, lender_money=50)
    assert politics.balance(state, "Turkey", MONEY) == 20
    with pytest.raises(NotAllowed, match="has 10 money and cannot lend 20"):
        politics.loan(opening(), 4, "Great Britain", "Turkey", 20, lender_money=10)


def test_cession_at_peace_at_a_ceding_step():
    politics.check_cession(at_peace=True, step="ceding")
    with pytest.raises(NotAllowed, match="at peace"):
        politics.check_cession(at_peace=False, step="ceding")


def test_a_casus_belli_is_a_gm_decision_that_states_its_reason():
    d = politics.casus_belli("Prussia", "France", "the murder of the Duke of Enghien")
    assert d.who == "GM" and "Duke of Enghien" in d.question and d.choices == ("approved", "refused")
    with pytest.raises(NotAllowed, match="must say its reason"):
        politics.casus_belli("Prussia", "France", "  ")


def test_a_team_of_several_players_for_one_nation():
    state = politics.team(opening(), "France", ["Head of State", "Diplomat", "General", "Diplomat"])
    assert state.players["France"] == ("Head of State", "Diplomat", "General")
