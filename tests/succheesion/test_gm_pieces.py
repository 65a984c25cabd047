"""The GM's hand on the Succheesion board: armies (with the General), fleets and forts placed,
corrected, moved and removed as scenario entries, refused where a scenario would be refused."""

import pytest

from engine.game import edits
from engine.errors import BerthierError

from .helpers import count, edges, land, make_map, nation, position, sea

MAP = make_map(land("1 2 3", cities=1, cheese=2), land("4", cities=1, cheese=2, port=True), sea("13 14"),
               edges("1-2 2-3 3-4 4~13 13-14"))
NATIONS = [nation("Red", "1 2", cheese=20), nation("Blue", "3 4", cheese=20)]


def game(*markers, **kw):
    return position(MAP, nations=NATIONS, units_on_map=markers, war=["Red-Blue"], **kw)


def refused(change, *args) -> str:
    with pytest.raises(BerthierError) as e:
        change(*args)
    return str(e.value)


# -- armies and the General -------------------------------------------------------------------

def test_an_army_placed_where_the_nation_had_none_joins_its_army_sheet_as_infantry():
    state = game("Red 1: 2")
    edit = edits.put_unit(MAP, state, {"type": "units", "nation": "red", "at": "2", "count": 3})
    assert count(edit.state, "Red", "2") == 3
    assert edit.state.sheet("Red") == {"Infantry": 5}
    assert edit.summary == "Red's army in 2 (units 3) placed"
    assert edit.private == {}


def test_an_army_corrected_in_place_keeps_what_is_not_given():
    state = game("Red 1: 4 +General")
    edit = edits.put_unit(MAP, state, {"type": "units", "nation": "Red", "at": "1", "count": 2})
    stack = edit.state.stack("Red", "1")
    assert (stack.count, stack.general) == (2, True)
    assert edit.summary == "Red's army in 1 corrected: units 2 (was 4)"


def test_units_taken_off_by_hand_come_off_the_army_sheet_cheapest_first():
    state = game("Red 1: 4", armies={"Red": {"Militia": 1, "Infantry": 1, "Artillery": 2}})
    edit = edits.put_unit(MAP, state, {"type": "units", "nation": "Red", "at": "1", "count": 2})
    assert edit.state.sheet("Red") == {"Artillery": 2}


def test_the_general_is_given_to_an_army_and_taken_from_it():
    state = game("Red 1: 4", "Red 2: 1")
    given = edits.put_unit(MAP, state, {"type": "units", "nation": "Red", "at": "2", "general": True})
    assert given.state.stack("Red", "2").general
    assert given.summary == "Red's army in 2 corrected: general yes (was no)"
    taken = edits.put_unit(MAP, given.state, {"type": "units", "nation": "Red", "at": "2", "general": False})
    assert not taken.state.stack("Red", "2").general


def test_the_general_may_stand_alone_but_an_army_of_no_units_without_it_is_refused():
    state = game("Red 1: 4")
    alone = edits.put_unit(MAP, state, {"type": "units", "nation": "Red", "at": "2", "count": 0, "general": True})
    assert alone.state.stack("Red", "2").general and alone.state.stack("Red", "2").count == 0
    assert refused(edits.put_unit, MAP, state, {"type": "units", "nation": "Red", "at": "2", "count": 0}) == \
        "Red's army in 2: count: must be a whole number from 1, not 0"


def test_a_negative_count_or_a_general_that_is_not_a_flag_is_refused_naming_the_field():
    state = game("Red 1: 4")
    assert "count: must be a whole number from 1, not -2" in refused(
        edits.put_unit, MAP, state, {"type": "units", "nation": "Red", "at": "1", "count": -2})
    assert "general: must be true or false, not 'yes'" in refused(
        edits.put_unit, MAP, state, {"type": "units", "nation": "Red", "at": "1", "general": "yes"})


def test_an_army_at_sea_is_refused():
    state = game("Red 1: 4")
    assert refused(edits.put_unit, MAP, state, {"type": "units", "nation": "Red", "at": "13", "count": 2}) == \
        "Red's army in 13: Red's land units are in 13, a sea (units at sea are 'aboard' ships)"
    assert "a sea" in refused(edits.move_unit, MAP, state, {"type": "units", "nation": "Red", "at": "1"}, "13")


def test_an_army_moves_with_its_general_and_retreat_mark():
    state = game("Red 1: 4 +General")
    marked = edits.put_unit(MAP, state, {"type": "units", "nation": "Red", "at": "1", "retreating": True}).state
    edit = edits.move_unit(MAP, marked, {"type": "units", "nation": "Red", "at": "1"}, "2")
    stack = edit.state.stack("Red", "2")
    assert (stack.count, stack.general, stack.retreating) == (4, True, True)
    assert edit.state.stack("Red", "1") is None
    assert edit.summary == "Red's army in 1 (units 4, general yes, must retreat yes) moved to 2"


def test_an_army_moved_onto_another_of_its_nation_is_refused():
    state = game("Red 1: 4", "Red 2: 1")
    assert "Red's units in 2 are listed twice" in refused(
        edits.move_unit, MAP, state, {"type": "units", "nation": "Red", "at": "1"}, "2")


def test_an_army_removed_leaves_the_region_and_the_sheet():
    state = game("Red 1: 4", "Red 2: 1")
    edit = edits.remove_unit(MAP, state, {"type": "units", "nation": "Red", "at": "2"})
    assert edit.state.stack("Red", "2") is None and edit.state.sheet("Red") == {"Infantry": 4}
    assert edit.summary == "Red's army in 2 (units 1) removed"
    assert refused(edits.remove_unit, MAP, edit.state, {"type": "units", "nation": "Red", "at": "2"}).startswith(
        "Red has no army in 2")


# -- fleets -----------------------------------------------------------------------------------

def test_a_fleet_is_placed_corrected_moved_and_removed():
    state = game("Red 1: 2")
    placed = edits.put_unit(MAP, state, {"type": "ships", "nation": "Red", "at": "13", "frigates": 1, "galleons": 1})
    assert placed.summary == "Red's fleet in 13 (frigates 1, galleons 1) placed"
    blockading = edits.put_unit(MAP, placed.state, {"type": "ships", "nation": "Red", "at": "13", "blockade": True})
    assert blockading.state.fleet("Red", "13").blockade
    moved = edits.move_unit(MAP, blockading.state, {"type": "ships", "nation": "Red", "at": "13"}, "14")
    assert moved.state.fleet("Red", "13") is None and moved.state.fleet("Red", "14").galleons == 1
    gone = edits.remove_unit(MAP, moved.state, {"type": "ships", "nation": "Red", "at": "14"})
    assert gone.state.fleets == ()


def test_units_aboard_count_on_the_army_sheet_and_must_fit_the_ships():
    state = game("Red 1: 2")
    edit = edits.put_unit(MAP, state, {"type": "ships", "nation": "Red", "at": "13", "galleons": 1, "aboard": 2})
    assert edit.state.fleet("Red", "13").aboard == 2 and edit.state.sheet("Red") == {"Infantry": 4}
    assert refused(edits.put_unit, MAP, state, {"type": "ships", "nation": "Red", "at": "13", "frigates": 1,
                                                 "aboard": 2}) == \
        "Red's fleet in 13: aboard: those ships cannot carry 2 units"


def test_a_fleet_on_land_with_no_ships_or_a_negative_count_is_refused_naming_the_field():
    state = game("Red 1: 2")
    assert refused(edits.put_unit, MAP, state, {"type": "ships", "nation": "Red", "at": "4", "frigates": 1}) == \
        "Red's fleet in 4: Red's ships are in 4, which is not a sea"
    assert refused(edits.put_unit, MAP, state, {"type": "ships", "nation": "Red", "at": "13"}) == \
        "Red's fleet in 13: frigates, galleons: a fleet has at least one ship"
    assert refused(edits.put_unit, MAP, state, {"type": "ships", "nation": "Red", "at": "13", "frigates": -1}) == \
        "Red's fleet in 13: frigates: must be a whole number from 0, not -1"
    placed = edits.put_unit(MAP, state, {"type": "ships", "nation": "Red", "at": "13", "frigates": 1}).state
    assert "is not a sea" in refused(edits.move_unit, MAP, placed, {"type": "ships", "nation": "Red", "at": "13"}, "4")


# -- forts ------------------------------------------------------------------------------------

def test_forts_are_placed_counted_and_removed():
    state = game("Red 1: 2")
    placed = edits.put_unit(MAP, state, {"type": "forts", "nation": "Red", "at": "2", "count": 2})
    assert placed.state.forts_at("2") == {"Red": 2}
    assert placed.summary == "Red's forts in 2 (forts 2) placed"
    one = edits.put_unit(MAP, placed.state, {"type": "forts", "nation": "Red", "at": "2", "count": 1})
    assert one.state.forts_at("2") == {"Red": 1}
    assert edits.remove_unit(MAP, one.state, {"type": "forts", "nation": "Red", "at": "2"}).state.forts == ()


def test_a_fort_at_sea_or_no_fort_at_all_is_refused():
    state = game("Red 1: 2")
    assert refused(edits.put_unit, MAP, state, {"type": "forts", "nation": "Red", "at": "13"}) == \
        "Red's forts in 13: forts stand on land, not in 13"
    assert refused(edits.put_unit, MAP, state, {"type": "forts", "nation": "Red", "at": "2", "count": 0}) == \
        "Red's forts in 2: count: must be a whole number from 1, not 0"


def test_an_unknown_kind_of_piece_is_refused_with_the_kinds():
    message = refused(edits.put_unit, MAP, game(), {"type": "corps", "nation": "Red", "at": "1"})
    assert "corps" in message and "units" in message and "ships" in message and "forts" in message


# -- exact stacks -----------------------------------------------------------------------------

EXACT = {"army_tracking": "stacks"}


def exact(*markers):
    return position(MAP, nations=NATIONS, war=["Red-Blue"], params=EXACT, units=list(markers))


def test_with_exact_stacks_an_army_gives_its_types_and_the_sheet_is_their_sum():
    state = exact({"type": "units", "nation": "Red", "at": "1", "count": 2, "infantry": 2})
    edit = edits.put_unit(MAP, state, {"type": "units", "nation": "Red", "at": "2", "count": 3, "cavalry": 1,
                                       "infantry": 2})
    assert edit.state.stack("Red", "2").kinds == {"Infantry": 2, "Cavalry": 1}
    assert edit.state.sheet("Red") == {"Infantry": 4, "Cavalry": 1}
    assert "add up to 2 (2 Infantry), not count 3" in refused(
        edits.put_unit, MAP, state, {"type": "units", "nation": "Red", "at": "2", "count": 3, "infantry": 2})
    assert "every marker gives its types" in refused(
        edits.put_unit, MAP, state, {"type": "units", "nation": "Red", "at": "2", "count": 3})
    assert "light_infantry: must be a whole number from 0, not -1" in refused(
        edits.put_unit, MAP, state, {"type": "units", "nation": "Red", "at": "2", "count": 1, "infantry": 2,
                                     "light_infantry": -1})


def test_with_exact_stacks_the_units_aboard_give_their_types():
    state = exact({"type": "units", "nation": "Red", "at": "1", "count": 1, "militia": 1})
    edit = edits.put_unit(MAP, state, {"type": "ships", "nation": "Red", "at": "13", "galleons": 1, "aboard": 2,
                                       "aboard_artillery": 2})
    assert edit.state.fleet("Red", "13").aboard_kinds == {"Artillery": 2}
    assert edit.state.sheet("Red") == {"Militia": 1, "Artillery": 2}


def test_in_a_pool_game_a_marker_cannot_name_its_types():
    message = refused(edits.put_unit, MAP, game(), {"type": "units", "nation": "Red", "at": "1", "count": 2,
                                                    "cavalry": 2})
    assert message.startswith("Red's army in 1: cavalry: the types of a marker are kept only with army_tracking")


def test_the_composition_of_an_exact_army_is_told_only_to_its_nation():
    state = exact({"type": "units", "nation": "Red", "at": "1", "count": 2, "infantry": 2})
    edit = edits.put_unit(MAP, state, {"type": "units", "nation": "Red", "at": "1", "count": 3, "infantry": 2,
                                       "heavy_cavalry": 1})
    assert edit.summary == "Red's army in 1 corrected: units 3 (was 2)"
    assert edit.private == {"Red": "Red's army in 1 corrected: units 3 (was 2), heavy cavalry 1 (was 0)"}
