"""Seed 002, 19.2: replacing players, with the seed's British example of May/June 1806."""

from engine.rulesets.eia.calendar import month_index, month_name
from engine.rulesets.eia.sop import replacement as r


def test_a_leaving_player_makes_his_power_an_active_ump_of_its_new_controller():
    c = r.player_leaves(r.Control(players=("Ann",)), "Ann", "Russia")
    assert c.is_ump and c.ump_controller == "Russia" and c.active


def test_a_power_with_another_player_left_is_no_ump():
    c = r.player_leaves(r.Control(players=("Ann", "Bob")), "Ann", "Russia")
    assert c.players == ("Bob",) and not c.is_ump


def test_the_seeds_example_replacement_in_may_1806_locks_the_alliance_until_september_1806():
    may = month_index("May", 1806)
    c = r.player_leaves(r.Control(players=("old British player",)), "old British player", "Russia")
    c = r.replacement_found(c, "new British player", may)
    assert month_name(c.takes_over) == "June 1806"
    # Russia allies with Britain in the June diplomatic phase; the new player takes over at June's economic phase
    same, locks = r.take_over(c, may, allies=("Russia",))
    assert same is c and locks == {}
    c, locks = r.take_over(c, month_index("June", 1806), allies=("Russia",))
    assert c.players == ("new British player",) and not c.is_ump
    assert {k: month_name(v) for k, v in locks.items()} == {"Russia": "September 1806"}
    assert not r.may_break_alliance(month_index("August", 1806), locks["Russia"])
    assert r.may_break_alliance(month_index("September", 1806), locks["Russia"])


def test_a_replacement_found_after_the_economic_step_waits_for_the_next_one():
    june = month_index("June", 1806)
    c = r.replacement_found(r.Control(), "Cy", june, economic_months=(3, 6, 9, 12))
    assert month_name(c.takes_over) == "June 1806"
    assert month_name(r.next_economic_month(june, step_is_before_economic=False)) == "September 1806"
