"""The GM's corrections of Succheesion regions and nations: occupation (seed 004: regions return
to being occupied at the GM's discretion), cities and cheese, capitals, pacts, trade agreements,
the army sheet and nations nobody plays; and what the players are told of each."""

import pytest

from engine.game import edits, records
from engine.errors import BerthierError
from engine.game.gamefile import Game
from engine.reports.render import render
from engine.rulesets.succheesion.events import Income
from engine.rulesets.succheesion.summary import region_status

from .helpers import RULES, edges, events, land, make_map, nation, play, position, sea
from .test_properties import BOARD, START

MAP = make_map(land("1 2 3 4", cities=1, cheese=2), sea("13"), edges("1-2 2-3 3-4 4~13"))
NATIONS = [nation("Red", "1 2", cheese=20), nation("Blue", "3 4", cheese=20), nation("Green")]


def game(*markers, **kw):
    return position(MAP, nations=NATIONS, units_on_map=markers, war=["Red-Blue"], **kw)


def refused(change, *args) -> str:
    with pytest.raises(BerthierError) as e:
        change(*args)
    return str(e.value)


def income(res, nation_name):
    return {region: (status, amount) for e in events(res, Income) if e.nation == nation_name
            for region, status, amount in e.regions}


# -- occupation -------------------------------------------------------------------------------

def test_a_region_the_gm_occupies_gives_half_its_cheese_to_the_occupier():
    edit = edits.set_region(MAP, game(), "2", "occupied", "blue")
    assert edit.state.occupied == {"2": "Blue"}
    assert edit.summary == "2: occupier set to blue"
    assert region_status(edit.state, "2") == "occupied by Blue"
    res = play(MAP, edit.state)
    assert income(res, "Blue")["2"] == ("occupied", 100)
    assert "2" not in income(res, "Red")


def test_a_region_made_loyal_again_gives_its_owner_all_its_cheese_and_the_report_says_so():
    occupied = game(occupied={"2": "Blue"})
    edit = edits.set_region(MAP, occupied, "2", "occupied", "none")
    assert edit.state.occupied == {} and region_status(edit.state, "2") == "loyal"
    assert income(play(MAP, edit.state), "Red")["2"] == ("loyal", 200)
    before = render(RULES.public_report(MAP, occupied, occupied, [], "Test"))
    after = render(RULES.public_report(MAP, edit.state, edit.state, [], "Test"))
    assert "occupied by Blue" in before and "occupied by Blue" not in after
    assert refused(edits.set_region, MAP, edit.state, "2", "occupied", "loyal") == \
        "2: occupied: it is already loyal to Red"


def test_contested_is_not_set_but_follows_from_the_armies_the_gm_places():
    state = game("Red 1: fort 1")
    assert "the fields are occupied, cities, cheese" in refused(edits.set_region, MAP, state, "1", "contested", "yes")
    edit = edits.put_unit(MAP, state, {"type": "units", "nation": "Blue", "at": "1", "count": 1})
    assert region_status(edit.state, "1") == "contested"
    res = play(MAP, edit.state, dice=[1])        # Blue's unit in 1 is out of supply and rolls
    assert income(res, "Red")["1"] == ("contested", 50) and income(res, "Blue")["1"] == ("contested", 50)


def test_a_nation_cannot_occupy_its_own_region_a_neutral_one_or_a_sea():
    state = position(MAP, nations=NATIONS[:2], owners={"4": "Blue"})
    assert refused(edits.set_region, MAP, state, "1", "occupied", "Red") == \
        "1: occupied: Red owns it; a nation occupies another nation's region"
    neutral = position(MAP, nations=[nation("Red", "1 2"), nation("Blue", "3")])
    assert refused(edits.set_region, MAP, neutral, "4", "occupied", "Blue") == \
        "4: occupied: nobody owns it, so nobody can occupy it (give it an owner first)"
    assert refused(edits.set_region, MAP, state, "13", "occupied", "Red") == "13: occupied: 13 is a sea, not a land region"
    assert refused(edits.set_region, MAP, state, "1", "occupied", "Purple") == \
        "1: occupied: no nation called 'Purple'; the nations are Red, Blue"


def test_cities_and_cheese_are_corrected_and_the_next_turn_uses_them():
    edit = edits.combine([edits.set_region(MAP, game(), "1", "cheese", 5)])
    edit = edits.combine([edit, edits.set_region(MAP, edit.state, "1", "cities", 3)])
    assert edit.summary == "1: cheese set to 5; 1: cities set to 3"
    assert income(play(MAP, edit.state), "Red")["1"] == ("loyal", 500)
    assert "cities must be at least 0, not -1" in refused(edits.set_region, MAP, game(), "1", "cities", -1)
    assert refused(edits.set_region, MAP, game(), "13", "cheese", 2) == "13: cheese: 13 is a sea, not a land region"


# -- nations ----------------------------------------------------------------------------------

def test_a_capital_is_named_lost_and_never_a_sea():
    state = game()
    moved = edits.set_nation(MAP, state, "Red", "capital", "2")
    assert moved.state.capitals["Red"] == "2" and moved.summary == "Red: capital set to 2"
    lost = edits.set_nation(MAP, moved.state, "Red", "capital", "none")
    assert "Red" not in lost.state.capitals
    assert refused(edits.set_nation, MAP, lost.state, "Red", "capital", "none") == "Red: capital: it has none already"
    assert refused(edits.set_nation, MAP, state, "Red", "capital", "13") == "Red: capital: 13 is a sea"


def test_a_nation_joins_leaves_and_changes_trading_pacts():
    state = game(pacts={"Cheese League": ["Blue"]})
    joined = edits.set_nation(MAP, state, "Red", "pact", "cheese league")
    assert joined.state.pacts == {"Cheese League": ("Red", "Blue")}
    moved = edits.set_nation(MAP, joined.state, "Blue", "pact", "Whey Pact")
    assert moved.state.pacts == {"Cheese League": ("Red",), "Whey Pact": ("Blue",)}
    left = edits.set_nation(MAP, moved.state, "Red", "pact", "none")
    assert left.state.pacts == {"Whey Pact": ("Blue",)}
    assert refused(edits.set_nation, MAP, left.state, "Red", "pact", "none") == "Red: pact: it is in no pact already"


def test_trade_agreements_are_set_for_both_partners_with_what_is_invested():
    state = game()
    edit = edits.set_nation(MAP, state, "Red", "trades", "Green 10, blue 2.50")
    assert [(t.nations, t.invested) for t in edit.state.trades] == [(("Blue", "Red"), 250), (("Green", "Red"), 1000)]
    assert RULES.nation_values(MAP, edit.state, "Green")["trades"] == "Red 10.00"
    assert edit.summary == "Red: trade agreements set to Green 10, blue 2.50"
    ended = edits.set_nation(MAP, edit.state, "Green", "trades", "none")
    assert [t.nations for t in ended.state.trades] == [("Blue", "Red")]
    assert refused(edits.set_nation, MAP, state, "Red", "trades", "Red 5") == \
        "Red: trades: a nation does not trade with itself"
    assert refused(edits.set_nation, MAP, state, "Red", "trades", "Green") == \
        "Red: trades: write each partner with the cheese invested ('Berdain 10, Ubliko 5'), not 'Green'"
    assert "'5.125' is not an amount of cheese" in refused(edits.set_nation, MAP, state, "Red", "trades", "Green 5.125")
    assert refused(edits.set_nation, MAP, edit.state, "Red", "trades", "Blue 2.5, Green 10") == \
        "Red: trades: they are Blue 2.50, Green 10.00 already"


def test_the_army_sheet_is_corrected_in_a_pool_game_and_told_only_to_its_nation():
    state = game("Red 1: 3")
    edit = edits.set_nation(MAP, state, "Red", "army", "1 Cavalry, 2 guards")
    assert edit.state.sheet("Red") == {"Guard Infantry": 2, "Cavalry": 1}
    assert edit.summary == "" and edit.private == {"Red": "Red: army sheet set to 1 Cavalry, 2 guards"}
    assert refused(edits.set_nation, MAP, state, "Red", "army", "2 Cavalry") == \
        "Red: army: the sheet lists 2 land units but 3 stand on the map or aboard"
    assert refused(edits.set_nation, MAP, state, "Red", "army", "3 Frigates") == "Red: army: Frigate is not a land unit type"
    exact = position(MAP, nations=NATIONS, params={"army_tracking": "stacks"},
                     units=[{"type": "units", "nation": "Red", "at": "1", "count": 1, "militia": 1}])
    assert "correct the markers" in refused(edits.set_nation, MAP, exact, "Red", "army", "1 Infantry")


def test_a_nation_nobody_plays_may_be_swayed_and_one_taken_up_may_not():
    state = game()
    edit = edits.set_nation(MAP, state, "Green", "unplayed", True)
    assert edit.state.unplayed == ("Green",)
    assert edits.set_nation(MAP, edit.state, "Green", "unplayed", False).state.unplayed == ()
    assert "must be true or false" in refused(edits.set_nation, MAP, state, "Green", "unplayed", "maybe")


# -- what each player is told -----------------------------------------------------------------

def test_the_update_tells_everyone_the_armies_and_only_the_nation_its_sheet(tmp_path):
    g = Game.create(tmp_path / "g.berthier", BOARD, START, "Mausropa")
    changes = [edits.put_unit(BOARD, START, {"type": "units", "nation": "Maustria", "at": "21", "count": 8})]
    changes.append(edits.set_nation(BOARD, changes[-1].state, "Maustria", "army",
                                    "2 Militia, 10 Infantry, 2 Light Infantry, 2 Guard Infantry, 5 Cavalry, "
                                    "2 Heavy Cavalry, 3 Artillery"))
    changes.append(edits.set_region(BOARD, changes[-1].state, "19", "occupied", "none"))
    edit = edits.combine(changes)
    g.edit_state(edit.state, "the Maustrian player's levy was left out", edit.summary, edit.private)
    everyone = records.edit_notes(g, 0)
    maustria = records.edit_notes(g, 0, "Maustria")
    stilwen = records.edit_notes(g, 0, "Stilwen")
    assert everyone == stilwen == ["Maustria's army in Maus Imperial corrected: units 8 (was 6); Pratplatkof: occupier "
                                   "set to none. The GM's reason: the Maustrian player's levy was left out"]
    assert maustria == ["Maustria's army in Maus Imperial corrected: units 8 (was 6); Maustria: army sheet set to 2 Militia, "
                        "10 Infantry, 2 Light Infantry, 2 Guard Infantry, 5 Cavalry, 2 Heavy Cavalry, 3 Artillery; "
                        "Pratplatkof: occupier set to none. The GM's reason: the Maustrian player's levy was left out"]
    assert "army sheet" not in everyone[0]


def test_a_treasury_is_set_to_the_hundredth_and_told_only_to_its_nation():
    edit = edits.set_treasury(MAP, game(), "Red", RULES.resource().parse_amount("20.50"), RULES.resource())
    assert edit.state.treasury_of("Red") == 2050
    assert edit.summary == "" and edit.private == {"Red": "Red's treasury set to 20.50 cheese (was 20.00)"}
