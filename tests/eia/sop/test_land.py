"""Seed 002, 19.1.2: the land phase's standing procedures."""

from engine.dice import FixedDice
from engine.rulesets.eia.sop import land
from engine.rulesets.eia.units import Corps, Leader


def corps(designation, kind="infantry", nation="Russia"):
    return Corps(nation=nation, designation=designation, kind=kind, infantry=5)


def test_defenders_retire_into_the_city_when_all_fit_and_they_are_fewer():
    assert land.retires_into_city(defenders=2, attackers=3, garrison_capacity=2)


def test_defenders_stay_out_when_the_city_cannot_hold_them_all():
    assert not land.retires_into_city(defenders=3, attackers=5, garrison_capacity=2)


def test_defenders_stay_out_when_they_are_as_many_as_the_enemy():
    assert not land.retires_into_city(defenders=2, attackers=2, garrison_capacity=4)


def test_land_combats_are_fought_in_a_random_order():
    dice = FixedDice([3, 1])
    assert land.combat_order(["Bavaria", "Bohemia", "Moravia"], dice) == ["Moravia", "Bavaria", "Bohemia"]
    assert [r.sides for r in dice.log] == [3, 2]
    assert all("order of land combats" in r.purpose for r in dice.log)


def test_the_seeds_russian_outflanking_force_is_two_infantry_and_one_cavalry_corps():
    army = ([corps("Guard", "guard")] + [corps(f"{n}", "infantry") for n in "I II III IV V VI VII VIII".split()]
            + [corps(f"Cav {n}", "cavalry") for n in ("I", "II", "III")])
    dice = FixedDice([4, 7, 2])
    force = land.outflanking_force(army, dice)
    assert [c.designation for c in force] == ["IV", "VIII", "Cav II"]
    assert [r.sides for r in dice.log] == [8, 7, 3]


def test_the_outflanking_force_has_at_least_one_infantry_corps_and_no_cavalry_when_there_is_one():
    army = [corps("I"), corps("II"), corps("Cav I", "cavalry")]
    force = land.outflanking_force(army, FixedDice([2]))
    assert [c.designation for c in force] == ["II"]


def test_the_guard_never_outflanks_by_default():
    army = [corps("Guard", "guard"), corps("I")]
    assert [c.designation for c in land.outflanking_force(army, FixedDice([]))] == ["I"]


def test_artillery_pursuit_and_reinforcement_are_always_used_and_reaction_moves_never():
    assert land.ARTILLERY_ALWAYS_USED and land.VICTORS_ALWAYS_PURSUE and land.REINFORCEMENT_ALWAYS_TRIED
    assert not land.REACTION_MOVES_USED


def test_a_beaten_force_retreats_to_the_area_nearest_the_depot():
    assert land.retreat_area({"Tyrol": 2, "Bavaria": 1}, FixedDice([])) == "Bavaria"


def test_retreat_ties_are_broken_by_dice():
    dice = FixedDice([1])
    assert land.retreat_area({"Tyrol": 1, "Bavaria": 1, "Saxony": 3}, dice) == "Bavaria"
    assert dice.log[0].sides == 2


def test_defenders_sortie_unless_the_garrison_is_one_factor():
    assert land.sorties(2)
    assert not land.sorties(1)


def test_honors_of_war_are_asked_by_everyone_but_turks_and_spaniards():
    assert land.asks_honors_of_war("Austria")
    assert not land.asks_honors_of_war("Turkey")
    assert not land.asks_honors_of_war("Spain")
    assert not land.asks_honors_of_war("Ottomans", refusing=("Ottomans",))


def test_eligible_cossacks_and_freikorps_retreat_before_combat():
    assert land.retreats_before_combat(corps("Cossacks", "cossack"))
    assert land.retreats_before_combat(corps("Lützow", "freikorps", "Prussia"))
    assert not land.retreats_before_combat(corps("Cossacks", "cossack"), eligible=False)
    assert not land.retreats_before_combat(corps("I"))


def test_the_leader_with_most_corps_commands():
    kutuzov = Leader(name="Kutuzov", nation="Russia", seniority=2)
    mack = Leader(name="Mack", nation="Austria", seniority=1)
    assert land.commander({kutuzov: 4, mack: 2}, FixedDice([])) is kutuzov


def test_between_leaders_with_as_many_corps_the_most_senior_commands():
    kutuzov = Leader(name="Kutuzov", nation="Russia", seniority=2)
    mack = Leader(name="Mack", nation="Austria", seniority=1)
    assert land.commander({kutuzov: 3, mack: 3}, FixedDice([])) is mack


def test_between_leaders_equal_in_seniority_too_the_dice_choose():
    kutuzov = Leader(name="Kutuzov", nation="Russia", seniority=1)
    mack = Leader(name="Mack", nation="Austria", seniority=1)
    dice = FixedDice([1])
    assert land.commander({kutuzov: 3, mack: 3}, dice) is kutuzov
    assert "commander" in dice.log[0].purpose
