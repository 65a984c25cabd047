"""The seed's auto-calculated combat: TP from dice and advantages, the casualty level bought
with TP, the casualty ratio, and casualties taken without the same type twice in a row."""

from engine.dice import FixedDice
from engine.rulesets.succheesion.combat import Side, bonus_points, choose_casualties, fight, units_lost
from engine.rulesets.succheesion.params import DEFAULTS, UNIT_COSTS

RED = {"Militia": 3, "Infantry": 4, "Guard Infantry": 1, "Heavy Cavalry": 2, "Artillery": 1}
BLUE = {"Militia": 1, "Infantry": 7, "Light Infantry": 1, "Cavalry": 1, "Heavy Cavalry": 1, "Artillery": 2}


def red_blue():
    red = Side(nation="Red", units=RED, general=True, casualties_first=("Infantry", "Militia", "Heavy Cavalry"))
    blue = Side(nation="Blue", units=BLUE, general=True, spend_to_percent=40,
                casualties_first=("Infantry", "Cavalry"))
    # Red rolls 11d6 with one 1, Blue 13d6 with one 1; Blue rolls 5 for the casualty level
    dice = FixedDice([1] + [4] * 10 + [1] + [3] * 12 + [5])
    story = fight(red, blue, dice, DEFAULTS, "the field")
    assert dice.unused == 0
    return story


def test_the_red_blue_battle_gives_red_4_tp_and_blue_6():
    story = red_blue()
    assert story.rolled_points == (1, 1)
    assert story.bonuses[0] == ("more Guard Infantry", "more Heavy Cavalry", "General present")
    assert story.bonuses[1] == ("fewer Militia", "more Light Infantry", "more Cavalry", "more Artillery",
                                "General present")
    assert story.points == (4, 6)
    assert story.sides[story.victor] == "Blue"


def test_blue_rolls_5_and_spends_one_tp_to_reach_40_percent():
    story = red_blue()
    assert (story.level_roll, story.spent, story.level, story.rate) == (5, 1, 6, 40)
    assert story.after_spending == (4, 5)


def test_red_loses_line_two_militia_line_heavy_cavalry_and_blue_line_cavalry_line():
    story = red_blue()
    assert story.loser_losses == 4 and story.victor_losses == 3          # 40% of 11; 4 x 4/5 = 3.2
    assert story.losses[0] == ("Infantry", "2 Militia", "Infantry", "Heavy Cavalry")
    assert story.losses[1] == ("Infantry", "Cavalry", "Infantry")
    assert units_lost(story.losses[0]) == {"Infantry": 2, "Militia": 2, "Heavy Cavalry": 1}


def test_an_army_of_10_defeated_at_25_percent_loses_2_units():
    loser = Side(nation="Loser", units={"Infantry": 10})
    victor = Side(nation="Victor", units={"Infantry": 10, "Cavalry": 1})
    # loser rolls no 1; victor rolls one 1 and has more Cavalry: 0 TP for the loser gives both +1
    dice = FixedDice([2] * 10 + [1] + [2] * 10 + [3])
    story = fight(loser, victor, dice, DEFAULTS, "x")
    assert story.points == (1, 3) and story.rate == 25
    assert story.loser_losses == 2                      # 0.25 x 10 = 2.5, rounded down


def test_the_victor_loses_by_the_ratio_of_the_losers_tp_to_its_own():
    # victor 4 TP, loser 2: the loser removes 5, the victor 5 x 2/4 = 2.5 -> 2
    loser = Side(nation="L", units={"Infantry": 20})
    victor = Side(nation="V", units={"Infantry": 20})
    dice = FixedDice([1, 1] + [2] * 18 + [1, 1, 1, 1] + [2] * 16 + [3])
    story = fight(loser, victor, dice, DEFAULTS, "x")
    assert story.points == (2, 4) and story.rate == 25
    assert story.loser_losses == 5 and story.victor_losses == 2


def test_a_tie_is_broken_by_a_roll_off_rerolled_while_equal():
    a, b = Side(nation="A", units={"Infantry": 1}), Side(nation="B", units={"Infantry": 1})
    dice = FixedDice([1, 1, 4, 4, 2, 5, 1])
    story = fight(a, b, dice, DEFAULTS, "x")
    assert story.points == (1, 2) and story.sides[story.victor] == "B"


def test_the_victor_spending_more_than_its_tp_gives_the_loser_one_per_extra_tp():
    loser = Side(nation="L", units={"Infantry": 4})
    victor = Side(nation="V", units={"Infantry": 40}, spend_to_percent=100)
    dice = FixedDice([2] * 4 + [1] + [2] * 39 + [1])     # L 0 -> 1, V 1 -> 2; roll 1 needs 9 levels
    story = fight(loser, victor, dice, DEFAULTS, "x")
    assert story.points == (1, 2) and story.spent == 9 and story.rate == 100
    assert story.after_spending == (1 + 7, 0)
    assert story.loser_losses == 4 and story.victor_losses == 8 * 4 // 1


def test_the_victor_who_would_lose_everything_spends_less():
    loser = Side(nation="L", units={"Infantry": 4})
    victor = Side(nation="V", units={"Infantry": 6}, spend_to_percent=100)
    dice = FixedDice([2] * 4 + [1] + [2] * 5 + [1])
    story = fight(loser, victor, dice, DEFAULTS, "x")
    assert story.victor_losses < 6
    assert any("destroy its own force" in n for n in story.notes)


def test_no_type_is_taken_twice_in_a_row_so_seven_losses_take_at_most_four_line():
    lost = choose_casualties({"Infantry": 10, "Cavalry": 5}, 7, ("Infantry",), UNIT_COSTS)
    assert lost.count("Infantry") == 4
    assert lost == ["Infantry", "Cavalry", "Infantry", "Cavalry", "Infantry", "Cavalry", "Infantry"]


def test_the_same_type_twice_when_nothing_else_is_left():
    assert choose_casualties({"Infantry": 3}, 3, (), UNIT_COSTS) == ["Infantry"] * 3


def test_a_lone_militia_is_lost_only_when_nothing_else_is_left():
    assert choose_casualties({"Militia": 1, "Artillery": 1}, 1, ("Militia",), UNIT_COSTS) == ["Artillery"]
    assert choose_casualties({"Militia": 1}, 1, (), UNIT_COSTS) == ["Militia"]


def test_by_default_the_cheapest_types_go_first():
    assert choose_casualties({"Artillery": 2, "Infantry": 2, "Militia": 4}, 3, (), UNIT_COSTS) == [
        "2 Militia", "Infantry", "2 Militia"]


def test_at_sea_frigates_and_galleons_give_the_extra_tp():
    a = Side(nation="A", units={"Frigate": 3})
    b = Side(nation="B", units={"Galleon": 1})
    assert bonus_points(a, b, naval=True) == (["more Frigate"], ["more Galleon"])


def test_a_galleon_rolls_one_more_die():
    a = Side(nation="A", units={"Galleon": 2})
    b = Side(nation="B", units={"Frigate": 1})
    dice = FixedDice([1, 2, 2, 2] + [3] + [1, 1] + [2])
    story = fight(a, b, dice, DEFAULTS, "sea", naval=True)
    assert len(story.rolled[0]) == 4 and len(story.rolled[1]) == 1


def test_with_the_seeds_shortcut_every_six_units_count_one_tp_and_only_the_rest_roll():
    a = Side(nation="A", units={"Infantry": 13})
    b = Side(nation="B", units={"Infantry": 2})
    dice = FixedDice([1] + [3, 3] + [2])           # A: 2 points for 12 units, rolls 1 die; B rolls 2
    story = fight(a, b, dice, {**DEFAULTS, "one_point_per_six": True}, "x")
    assert len(story.rolled[0]) == 1 and story.rolled_points == (3, 0)
