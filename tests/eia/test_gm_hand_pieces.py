"""The GM's hand on EiA pieces (issue 20): each kind placed, corrected, moved and removed through
`engine.game.edits`, checked by the scenario's own reader, and told to the players as the rules keep it."""

import pytest

from engine.game import edits
from engine.errors import BerthierError
from engine.game.gamefile import Game
from engine.game.records import edit_notes
from .helpers import MAP, RULES, corps, fleet, position

BOTH = {"modules": ["eia_sop", "afa_naval"]}


def opening():
    return position([corps("France", "I", "paris", infantry=6, cavalry=1), fleet("France", "Brest", "brittany", 8),
                     {"type": "leader", "nation": "France", "name": "Davout", "at": "paris", "seniority": 2},
                     {"type": "garrison", "nation": "Austria", "city": "Vienna", "at": "vienna", "factors": 2},
                     {"type": "depot", "nation": "France", "at": "champagne"}])


def entry(state, type_, name):
    return next(e for e in RULES.unit_entries(MAP, state) if e["type"] == type_
                and name in (e.get("designation"), e.get("name"), e.get("city"), e.get("at")))


# -- each kind placed, corrected, moved and removed -------------------------------------------

def test_a_corps_is_placed_with_its_kind_and_factors_and_read_as_a_scenario_reads_it():
    edit = edits.put_unit(MAP, opening(), corps("France", "Guard", "paris", kind="guard", infantry=0, guard=8,
                                                artillery=2, in_city=True))
    guard = next(c for c in edit.state.corps if c.designation == "Guard")
    assert (guard.kind, guard.at, guard.guard, guard.artillery, guard.in_city) == ("guard", "paris", 8, 2, True)
    assert edit.summary == "France's corps Guard in Paris (kind guard, inside the city yes) placed"


def test_a_corps_corrected_keeps_what_the_gm_did_not_give():
    edit = edits.put_unit(MAP, opening(), {"type": "corps", "nation": "France", "designation": "I", "at": "paris",
                                           "infantry": 3})
    (first,) = edit.state.corps
    assert (first.infantry, first.cavalry, first.kind) == (3, 1, "infantry")
    assert edit.summary.endswith("corrected")


def test_a_corps_moved_by_hand_and_moved_again_by_put_unit():
    state = edits.move_unit(MAP, opening(), {"type": "corps", "nation": "France", "designation": "I"}, "Bavaria").state
    assert state.corps[0].at == "bavaria"
    state = edits.put_unit(MAP, state, {"type": "corps", "nation": "France", "designation": "I", "at": "champagne"}).state
    assert state.corps[0].at == "champagne"


def test_a_fleet_is_placed_at_sea_corrected_in_ships_and_removed():
    state = edits.put_unit(MAP, opening(), fleet("France", "Rochefort", "biscay", 3)).state
    rochefort = next(f for f in state.fleets if f.name == "Rochefort")
    assert (rochefort.at, rochefort.ships, rochefort.in_port) == ("biscay", 3, False)
    state = edits.put_unit(MAP, state, {"type": "fleet", "nation": "France", "name": "Rochefort", "at": "biscay",
                                        "ships": 5, "damaged": 2}).state
    assert [(f.ships, f.damaged) for f in state.fleets if f.name == "Rochefort"] == [(5, 2)]
    state = edits.remove_unit(MAP, state, {"type": "fleet", "nation": "France", "name": "Rochefort"}).state
    assert [f.name for f in state.fleets] == ["Brest"]


def test_a_fleet_moved_into_a_port_is_in_port():
    state = edits.move_unit(MAP, opening(), {"type": "fleet", "nation": "France", "name": "Brest"}, "Biscay").state
    assert (state.fleets[0].at, state.fleets[0].in_port) == ("biscay", False)
    state = edits.move_unit(MAP, state, {"type": "fleet", "nation": "France", "name": "Brest"}, "Brittany").state
    assert (state.fleets[0].at, state.fleets[0].in_port) == ("brittany", True)


def test_a_leader_is_placed_with_seniority_royal_and_admiral_then_corrected_and_removed():
    state = edits.put_unit(MAP, opening(), {"type": "leader", "nation": "France", "name": "Napoleon", "at": "paris",
                                            "seniority": 1, "royal": True}).state
    napoleon = next(x for x in state.leaders if x.name == "Napoleon")
    assert (napoleon.seniority, napoleon.royal, napoleon.admiral) == (1, True, False)
    state = edits.put_unit(MAP, state, {"type": "leader", "nation": "France", "name": "Davout", "at": "paris",
                                        "seniority": 3}).state
    assert [x.seniority for x in state.leaders if x.name == "Davout"] == [3]
    state = edits.remove_unit(MAP, state, {"type": "leader", "nation": "France", "name": "Davout"}).state
    assert [x.name for x in state.leaders] == ["Napoleon"]


def test_a_garrison_is_named_by_its_city_and_corrected_in_factors():
    state = edits.put_unit(MAP, opening(), {"type": "garrison", "nation": "France", "city": "Paris", "at": "paris",
                                            "factors": 3, "militia": True}).state
    paris = next(g for g in state.garrisons if g.city == "Paris")
    assert (paris.factors, paris.militia) == (3, True)
    state = edits.put_unit(MAP, state, {"type": "garrison", "nation": "Austria", "city": "Vienna", "at": "vienna",
                                        "factors": 4}).state
    assert [g.factors for g in state.garrisons if g.city == "Vienna"] == [4]
    state = edits.remove_unit(MAP, state, {"type": "garrison", "nation": "Austria", "city": "Vienna"}).state
    assert [g.city for g in state.garrisons] == ["Paris"]


def test_a_depot_is_named_by_its_area_placed_and_removed():
    state = edits.put_unit(MAP, opening(), {"type": "depot", "nation": "France", "at": "Bavaria"}).state
    assert sorted(d.at for d in state.depots) == ["bavaria", "champagne"]
    state = edits.remove_unit(MAP, state, {"type": "depot", "nation": "France", "at": "champagne"}).state
    assert [d.at for d in state.depots] == ["bavaria"]


def test_a_corps_put_aboard_a_fleet_at_sea_is_carried_by_it():
    state = edits.move_unit(MAP, opening(), {"type": "fleet", "nation": "France", "name": "Brest"}, "Biscay").state
    state = edits.put_unit(MAP, state, {"type": "corps", "nation": "France", "designation": "I", "at": "biscay",
                                        "aboard": "Brest", "months_at_sea": 1}).state
    assert (state.corps[0].at, state.corps[0].aboard, state.corps[0].months_at_sea) == ("biscay", "Brest", 1)


# -- refusals, naming the field; nothing changes ----------------------------------------------

@pytest.mark.parametrize("piece, words", [
    (fleet("France", "Lost", "champagne", 3), "at: Champagne is land without a port: a fleet stands at sea or in a port"),
    (corps("France", "II", "biscay"), "at: a corps cannot stand in Biscay, a sea area, unless aboard a fleet"),
    (corps("France", "II", "paris", infantry=-1), "infantry must be at least 0, not -1"),
    (corps("France", "II", "paris", kind="hussars"), "kind must be one of infantry, cavalry"),
    (fleet("France", "Toulon", "biscay", 0), "ships must be at least 1, not 0"),
    (fleet("France", "Toulon", "biscay", 2, damaged=3), "damaged: 3 damaged ships in a fleet of 2"),
    ({"type": "garrison", "nation": "France", "city": "Lyon", "at": "paris", "factors": 1},
     "city: 'Lyon' is not a city of Paris (Paris)"),
    ({"type": "garrison", "nation": "France", "city": "Vienna", "at": "vienna", "factors": 1},
     "city: two garrisons named 'Vienna' (one garrison a city)"),
    ({"type": "garrison", "nation": "France", "city": "Paris", "at": "paris", "factors": 0}, "factors must be at least 1"),
    ({"type": "depot", "nation": "France", "at": "biscay"}, "at: a depot stands on land, not in Biscay"),
    ({"type": "leader", "nation": "France", "name": "Ney", "at": "paris", "seniority": 0}, "seniority must be at least 1"),
    ({"type": "leader", "nation": "France", "name": "Ney", "at": "paris", "seniority": 3, "royal": "yes"},
     "(France leader Ney): royal must be true or false"),
    (corps("France", "II", "biscay", aboard="Brest"), "aboard: France has no fleet 'Brest' in Biscay to carry it"),
    (corps("France", "II", "paris", in_city=True, aboard="Brest"), "in_city: a corps aboard a fleet is not inside a city"),
    ({"type": "cannon", "nation": "France", "at": "paris"}, "kind of piece"),
    (corps("France", "II", "paris", infantri=3), "(France corps II): a corps has no key 'infantri' (did you mean "
                                                 "'infantry'?); its keys are type, nation, at, designation"),
])
def test_a_piece_the_rules_cannot_hold_is_refused_naming_the_field(piece, words):
    state = opening()
    with pytest.raises(BerthierError, match=None) as e:
        edits.put_unit(MAP, state, piece)
    assert words in str(e.value)


def test_two_corps_of_one_designation_are_refused_when_a_move_would_not_make_them_so():
    state = edits.put_unit(MAP, opening(), corps("France", "II", "champagne")).state
    with pytest.raises(BerthierError, match="France has no corps III to move"):
        edits.move_unit(MAP, state, {"type": "corps", "nation": "France", "designation": "III"}, "Paris")
    with pytest.raises(BerthierError, match="designation: France has two corps named 'I'"):
        RULES.with_units(MAP, state, RULES.unit_entries(MAP, state) + [corps("France", "I", "bavaria")])


def test_a_fleet_cannot_be_moved_inland_nor_a_corps_out_to_sea():
    state = opening()
    with pytest.raises(BerthierError, match="at: Champagne is land without a port"):
        edits.move_unit(MAP, state, {"type": "fleet", "nation": "France", "name": "Brest"}, "Champagne")
    with pytest.raises(BerthierError, match="at: a corps cannot stand in Channel, a sea area"):
        edits.move_unit(MAP, state, {"type": "corps", "nation": "France", "designation": "I"}, "Channel")


def test_a_fleet_moved_by_hand_takes_the_corps_aboard_with_it():
    state = edits.move_unit(MAP, opening(), {"type": "fleet", "nation": "France", "name": "Brest"}, "Biscay").state
    state = edits.put_unit(MAP, state, {"type": "corps", "nation": "France", "designation": "I", "at": "biscay",
                                        "aboard": "Brest"}).state
    state = edits.move_unit(MAP, state, {"type": "fleet", "nation": "France", "name": "Brest"}, "Channel").state
    assert (state.corps[0].at, state.corps[0].aboard) == ("channel", "Brest")
    with pytest.raises(BerthierError, match="aboard: France has no fleet 'Brest' in Biscay to carry it"):
        edits.move_unit(MAP, state, {"type": "corps", "nation": "France", "designation": "I"}, "Biscay")


def test_a_fleet_carrying_a_corps_cannot_be_taken_off_the_board_leaving_it_at_sea():
    state = edits.move_unit(MAP, opening(), {"type": "fleet", "nation": "France", "name": "Brest"}, "Biscay").state
    state = edits.put_unit(MAP, state, {"type": "corps", "nation": "France", "designation": "I", "at": "biscay",
                                        "aboard": "Brest"}).state
    with pytest.raises(BerthierError, match="aboard: France has no fleet 'Brest' in Biscay to carry it"):
        edits.remove_unit(MAP, state, {"type": "fleet", "nation": "France", "name": "Brest"})


# -- what the players are told ------------------------------------------------------------------

def test_a_corps_composition_is_told_only_to_its_nation_and_its_existence_to_everyone():
    edit = edits.put_unit(MAP, opening(), corps("France", "II", "champagne", infantry=5, cavalry=2))
    assert edit.summary == "France's corps II in Champagne (kind infantry) placed"
    assert "infantry factors 5" in edit.private["France"] and "cavalry factors 2" in edit.private["France"]
    assert "factors" not in edit.summary and list(edit.private) == ["France"]


def test_a_fleets_ships_are_private_a_leaders_seniority_public():
    edit = edits.put_unit(MAP, opening(), fleet("France", "Rochefort", "biscay", 3))
    assert "ships" not in edit.summary and "ships 3" in edit.private["France"]
    edit = edits.put_unit(MAP, opening(), {"type": "leader", "nation": "France", "name": "Ney", "at": "paris",
                                           "seniority": 4})
    assert "seniority 4" in edit.summary and edit.private == {}


def test_the_game_tells_austria_a_french_corps_exists_and_france_its_factors(tmp_path):
    state = opening()
    Game.create(tmp_path / "eia.berthier", MAP, state, "EiA")
    with Game.open(tmp_path / "eia.berthier") as game:
        edit = edits.put_unit(MAP, game.state(), corps("France", "II", "champagne", infantry=5))
        game.edit_state(edit.state, "the French player's reinforcements", edit.summary, edit.private)
        (austria,) = edit_notes(game, game.current_turn, "Austria")
        (france,) = edit_notes(game, game.current_turn, "France")
    assert austria == ("France's corps II in Champagne (kind infantry) placed. "
                       "The GM's reason: the French player's reinforcements")
    assert "infantry factors 5" in france and "infantry factors" not in austria


@pytest.mark.parametrize("piece, words", [
    ({"type": "fleet", "nation": "France", "name": "Rochefort", "at": "biscay"}, "ships must be given"),
    ({"type": "leader", "nation": "France", "name": "Ney", "at": "paris"}, "seniority must be given"),
    ({"type": "garrison", "nation": "France", "city": "Paris", "at": "paris"}, "factors must be given"),
    ({"type": "corps", "nation": "France", "at": "paris", "infantry": 2}, "designation must be given"),
    ({"type": "corps", "nation": "France", "designation": " ", "at": "paris"}, "designation must be given"),
])
def test_what_names_or_sizes_a_piece_must_be_given(piece, words):
    with pytest.raises(BerthierError) as e:
        edits.put_unit(MAP, opening(), piece)
    assert words in str(e.value)


def squadron(name, at, ships):
    return {"type": "squadron", "nation": "France", "name": name, "at": at, "ships": ships}


def test_a_squadron_is_a_piece_of_its_own_that_may_share_a_fleets_name():
    state = edits.put_unit(MAP, opening_with_afa(), squadron("Brest", "biscay", 3)).state
    assert sorted((f.name, f.squadron, f.at) for f in state.fleets) == [("Brest", False, "brittany"),
                                                                       ("Brest", True, "biscay")]
    state = edits.move_unit(MAP, state, {"type": "fleet", "nation": "France", "name": "Brest"}, "Biscay").state
    assert sorted((f.squadron, f.at) for f in state.fleets) == [(False, "biscay"), (True, "biscay")]
    edit = edits.remove_unit(MAP, state, {"type": "squadron", "nation": "France", "name": "Brest"})
    assert edit.summary == "France's squadron Brest in Biscay removed"
    assert [(f.name, f.squadron) for f in edit.state.fleets] == [("Brest", False)]
    with pytest.raises(BerthierError, match="name: France has two squadrons named 'brest'"):
        RULES.with_units(MAP, state, RULES.unit_entries(MAP, state) + [squadron("brest", "channel", 2)])


def test_squadrons_are_afa_navals_and_carry_no_corps():
    with pytest.raises(BerthierError, match="squadrons are module afa_naval's, which the game does not name"):
        edits.put_unit(MAP, opening(), squadron("Swift", "biscay", 3))
    state = edits.put_unit(MAP, opening_with_afa(), squadron("Swift", "biscay", 3)).state
    with pytest.raises(BerthierError, match="aboard: France has no fleet 'Swift' in Biscay to carry it "
                                            r"\(a squadron carries no corps\)"):
        edits.put_unit(MAP, state, corps("France", "I", "biscay", aboard="Swift"))


def opening_with_afa():
    return position(RULES.unit_entries(MAP, opening()), params={"modules": ["eia_sop", "afa_naval"]})
