"""Seed 003 VI-VII over the core's fleets: the squadron orders as written, forming and joining, and
which fleets in a sea area fight as one."""

import pytest

from engine.errors import NotAllowed, NotUnderstood
from engine.rulesets.eia.afa_naval import squadrons
from engine.rulesets.eia.afa_naval.orders import FormSquadron, JoinSquadron, format_order, parse_squadron
from engine.rulesets.eia.afa_naval.params import merged
from engine.rulesets.eia.units import Corps, Fleet

P = merged()


def fleet(name="Toulon", ships=9, **kw):
    return Fleet(nation="France", name=name, at=kw.pop("at", "provence"), ships=ships, in_port=kw.pop("in_port", True), **kw)


@pytest.mark.parametrize("line, order", [
    ("squadron Toulon: 4 ships from fleet Toulon", FormSquadron(nation="France", squadron="Toulon", ships=4, fleet="Toulon")),
    ("  SQUADRON  Light   Division:  2 ship from  fleet Grand Fleet ",
     FormSquadron(nation="France", squadron="Light Division", ships=2, fleet="Grand Fleet")),
    ("squadron Swift: 3 ships from Brest", FormSquadron(nation="France", squadron="Swift", ships=3, fleet="Brest")),
    ("join squadron Swift to fleet Brest", JoinSquadron(nation="France", squadron="Swift", fleet="Brest")),
    ("Join squadron Swift to Brest", JoinSquadron(nation="France", squadron="Swift", fleet="Brest"))])
def test_the_squadron_orders_as_a_player_writes_them(line, order):
    assert parse_squadron(line, "France") == order
    assert parse_squadron(format_order(order), "France") == order


@pytest.mark.parametrize("line", ["squadron Swift: Provence - Gulf of Lion", "fleet Brest: Brittany - Biscay",
                                  "build 2 at Brest", "squadron Swift: do not intercept"])
def test_a_squadrons_move_and_other_lines_are_left_to_the_other_readers(line):
    assert parse_squadron(line, "France") is None


@pytest.mark.parametrize("line, says", [
    ("squadron Swift: four ships from fleet Brest", "not a number of ships"),
    ("squadron : 4 ships from fleet Brest", "write 'squadron NAME: N ships from fleet FLEET'"),
    ("squadron Swift: 4 ships from fleet", "write 'squadron NAME: N ships from fleet FLEET'"),
    ("join squadron Swift", "write 'join squadron NAME to fleet FLEET'")])
def test_a_squadron_order_that_cannot_be_read_says_how_to_write_it(line, says):
    with pytest.raises(NotUnderstood, match=says):
        parse_squadron(line, "France")


def test_a_100_kb_line_is_read_in_one_pass():
    for line in ("squadron " + "a " * 50_000 + ": 4 ships from fleet Brest", "join squadron " + "to " * 33_000,
                 "squadron Swift: " + "4 ships " * 12_500):
        try:
            parse_squadron(line, "France")
        except NotUnderstood:
            pass


def test_forming_a_squadron_leaves_the_rest_in_the_fleet():
    out = squadrons.form([fleet()], [], FormSquadron(nation="France", squadron="Swift", ships=4, fleet="Toulon"), P)
    assert [(f.name, f.ships, f.squadron, f.at, f.in_port) for f in out] == [
        ("Toulon", 5, False, "provence", True), ("Swift", 4, True, "provence", True)]


def test_a_fleet_carrying_a_corps_keeps_at_least_one_ship():
    carried = Corps(nation="France", designation="IV", infantry=8, aboard="Toulon", at="provence")
    with pytest.raises(NotAllowed, match="carries France IV: leave it at least one ship"):
        squadrons.form([fleet(ships=4)], [carried], FormSquadron(nation="France", squadron="S", ships=4, fleet="Toulon"), P)


def test_two_squadrons_of_a_nation_never_share_a_name():
    fleets = [fleet(), fleet("Swift", 3, squadron=True)]
    with pytest.raises(NotAllowed, match="already has a squadron 'Swift'"):
        squadrons.form(fleets, [], FormSquadron(nation="France", squadron="swift", ships=2, fleet="Toulon"), P)


def test_a_squadron_joining_its_fleet_adds_its_ships():
    out = squadrons.join([fleet(ships=5), fleet("Swift", 4, squadron=True)],
                         JoinSquadron(nation="France", squadron="Swift", fleet="Toulon"))
    assert [(f.name, f.ships) for f in out] == [("Toulon", 9), ("Swift", 0)]


def test_only_fleets_stacked_at_the_start_fight_as_one_else_the_largest_alone():
    a, b, c = fleet("A", 5), fleet("B", 3, stacked_at_start=False), fleet("C", 4, stacked_at_start=False)
    assert squadrons.fighting_as_one([a, b, c]) == [a]
    assert squadrons.fighting_as_one([b, c]) == [c]
