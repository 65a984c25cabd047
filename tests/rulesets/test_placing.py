"""The GM's hand in each ruleset that lets him place pieces: a piece is its scenario entry, read back
by the reader a scenario's units go through, so what a scenario refuses the GM's hand refuses too,
naming the field, and the state's pieces written as entries and read back are the same state."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from toy_ruleset import SCENARIO as TOY_SCENARIO

from engine.game import edits
from engine.dice import SeededDice
from engine.errors import BerthierError, ScenarioError
from engine.rulesets import ruleset
from engine.game.scenario import MAPS, build_scenario, load_scenario

EUROPE = MAPS / "europe1805" / "scenario.json"
CLASSIC = MAPS / "classic-europe" / "scenario.json"
TINY = Path(__file__).resolve().parents[1] / "data" / "tiny-scenario.json"


@pytest.fixture(scope="module")
def europe():
    board, state, _ = load_scenario(EUROPE)
    return board, state


@pytest.fixture(scope="module")
def classic():
    board, state, _ = load_scenario(CLASSIC)
    return board, state


@pytest.mark.parametrize("path", [EUROPE, CLASSIC, TOY_SCENARIO], ids=["napoleonic", "classic", "toy"])
def test_the_pieces_written_as_entries_and_read_back_are_the_same_state(path):
    board, state, data = load_scenario(path)
    rules = ruleset(data["ruleset"])
    entries = rules.unit_entries(board, state)
    assert len(entries) == len(data["units"])
    assert rules.with_units(board, state, entries) == state


@pytest.mark.parametrize("path", [EUROPE, CLASSIC, TOY_SCENARIO], ids=["napoleonic", "classic", "toy"])
def test_the_position_as_a_scenario_starts_the_same_game(path):
    board, state, data = load_scenario(path)
    written = edits.scenario_of(board, state, "again", data["map"])
    assert build_scenario(written, board=board)[1] == state


def test_a_corps_built_this_season_keeps_its_flag_through_its_entry():
    board, state, _ = load_scenario(TINY)
    rules = ruleset("napoleonic")
    sheet = rules.parse_orders("build squadron in Channel\nbuild infantry in Paris", "France", state, board)
    after = rules.resolve(board, state, {"France": sheet}, SeededDice(1)).state
    entries = rules.unit_entries(board, after)
    assert {"type": "corps", "nation": "France", "letter": "B", "at": "paris", "infantry": 1, "cavalry": 0,
            "artillery": 0, "scout": False, "new": True} in entries
    assert any(e["type"] == "squadron" and e.get("new") for e in entries)
    assert rules.with_units(board, after, entries) == after


def test_a_new_corps_takes_the_first_free_letter_and_a_new_squadron_the_first_free_number(europe):
    board, state = europe
    rules = ruleset("napoleonic")
    letters = {c.letter for c in state.corps_of("France")}
    first = next(x for x in "ABCDEFGHIJKLMNOPQRSTUVWXYZ" if x not in letters)
    assert rules.new_piece_defaults(board, state, "corps", "France") == {"letter": first}
    numbers = {s.number for s in state.squadrons if s.nation == "France"}
    assert rules.new_piece_defaults(board, state, "squadron", "France") == {"number": max(numbers) + 1}
    gap = edits.remove_unit(board, state, {"type": "corps", "nation": "France", "letter": "B"}).state
    assert rules.new_piece_defaults(board, gap, "corps", "France") == {"letter": "B"}


def test_a_ruleset_computes_no_defaults_unless_it_says_so(classic):
    board, state = classic
    assert ruleset("classic").new_piece_defaults(board, state, "armies", "Prussia") == {}


# -- what the GM's hand refuses, as a scenario would ----------------------------------------------

CORPS = {"type": "corps", "nation": "France", "letter": "Z", "at": "Paris"}


@pytest.mark.parametrize("entry, message", [
    ({**CORPS, "infantry": 2, "cavalry": 2}, "France corps Z has 4 divisions; a corps holds 3 plus a scouting cavalry"),
    ({**CORPS, "infantry": -1}, "infantry must be a whole number, not -1"),
    ({**CORPS, "infantry": 0}, "France corps Z has no divisions"),
    ({**CORPS, "infantry": 1, "scout": "yes"}, "scout must be true or false"),
    ({**CORPS, "letter": "z", "infantry": 1}, "corps letter 'z' must be 1 to 3 capital letters"),
    ({**CORPS, "at": "English Channel", "infantry": 1}, "France corps Z is in English Channel, which is not land"),
    ({"type": "squadron", "nation": "France", "number": 9, "at": "Paris"}, "France squadron 9 is in Paris, which is not a sea"),
    ({"type": "squadron", "nation": "France", "number": 0, "at": "English Channel"}, "number must be a whole number from 1"),
    ({**CORPS, "infantry": 1, "new": "no"}, "new must be true or false"),
    ({**CORPS, "nation": "Atlantis"}, "no nation called 'Atlantis'"),
    ({**CORPS, "at": "Atlantis"}, "no province or sea called 'Atlantis'"),
    ({"type": "fleet", "nation": "France", "at": "Paris"}, "no kind of piece called 'fleet'"),
])
def test_a_napoleonic_piece_the_rules_do_not_allow_is_refused_naming_the_field(europe, entry, message):
    board, state = europe
    with pytest.raises(BerthierError) as caught:
        edits.put_unit(board, state, entry)
    assert message in str(caught.value)


def test_two_corps_of_one_letter_are_refused_in_a_scenario_and_by_hand(europe):
    board, state = europe
    rules = ruleset("napoleonic")
    entries = rules.unit_entries(board, state)
    twin = {**next(e for e in entries if e["type"] == "corps" and e["nation"] == "France"), "at": "paris"}
    with pytest.raises(ScenarioError, match="France has two corps A"):
        rules.with_units(board, state, entries + [twin])
    data = {**json.loads(EUROPE.read_text()), "units": entries + [twin]}
    with pytest.raises(ScenarioError, match="France has two corps A"):
        build_scenario(data, board=board)


def test_a_corps_moved_to_sea_is_refused_and_nothing_changes(europe):
    board, state = europe
    before = ruleset("napoleonic").unit_entries(board, state)
    with pytest.raises(BerthierError, match="which is not land"):
        edits.move_unit(board, state, {"type": "corps", "nation": "France", "letter": "A"}, "English Channel")
    assert ruleset("napoleonic").unit_entries(board, state) == before


@pytest.mark.parametrize("entry, message", [
    ({"type": "armies", "nation": "Prussia", "at": "59", "count": 0}, "count must be a whole number from 1 to 100,000, not 0"),
    ({"type": "armies", "nation": "Prussia", "at": "59", "count": -3}, "count must be a whole number"),
    ({"type": "armies", "nation": "Prussia", "at": "E", "count": 2}, "which is not a province (armies at sea are 'aboard' a fleet)"),
    ({"type": "ships", "nation": "Prussia", "at": "59", "count": 1}, "Prussia's ships are in 59, which is not a sea"),
    ({"type": "ships", "nation": "Prussia", "at": "E", "count": 1, "aboard": 5}, "1 ships of Prussia carry at most 4 armies, not 5"),
    ({"type": "ships", "nation": "Prussia", "at": "E", "count": 1, "aboard": -1}, "aboard must be a whole number"),
])
def test_a_classic_piece_the_rules_do_not_allow_is_refused_naming_the_field(classic, entry, message):
    board, state = classic
    with pytest.raises(BerthierError) as caught:
        edits.put_unit(board, state, entry)
    assert message in str(caught.value)


def test_a_classic_stack_is_named_by_its_nation_and_place_and_corrected_in_place(classic):
    board, state = classic
    stack = next(a for a in state.armies if a.nation == "Prussia")
    done = edits.put_unit(board, state, {"type": "armies", "nation": "Prussia", "at": stack.at, "count": stack.count + 2})
    assert [a.count for a in done.state.armies if a.nation == "Prussia" and a.at == stack.at] == [stack.count + 2]
    assert len(done.state.armies) == len(state.armies) and "corrected" in done.summary


def test_armies_a_turn_may_leave_in_another_nations_province_may_be_placed_there_by_hand(classic):
    board, state = classic
    french = next(p for p, n in state.owners.items() if n == "France" and board[p].is_land)
    done = edits.put_unit(board, state, {"type": "armies", "nation": "Prussia", "at": french, "count": 1})
    assert any(a.nation == "Prussia" and a.at == french for a in done.state.armies)
    data = edits.scenario_of(board, done.state, "t", "classic-europe")
    with pytest.raises(ScenarioError, match=f"Prussia's armies stand in {board.name(french)}, which is France's"):
        build_scenario(data, board=board)           # but a game does not start so


def test_gifts_on_their_way_are_written_with_the_position():
    board, state, data = load_scenario(CLASSIC)
    data = {**data, "gifts": [{"giver": "Prussia", "receiver": "France", "amount": 7}]}
    board, state = build_scenario(data, board=board)
    written = edits.scenario_of(board, state, "t", "classic-europe")
    assert written["gifts"] == data["gifts"] and written["start"] == {"turn": 1}
    assert build_scenario(written, board=board)[1] == state


# -- the toy: generic code knows no ruleset -------------------------------------------------------

def test_the_toys_militia_and_forts_are_placed_moved_and_removed_by_the_generic_edits():
    board, state, _ = load_scenario(TOY_SCENARIO)
    placed = edits.put_unit(board, state, {"type": "militia", "nation": "Normandy", "at": "camembert", "count": 4})
    assert "Normandy's militia in" in placed.summary and placed.private == {}
    with pytest.raises(BerthierError, match="Normandy has two militia stacks in Brie"):
        edits.move_unit(board, placed.state, {"type": "militia", "nation": "Normandy", "at": "camembert"}, "brie")
    moved = edits.move_unit(board, placed.state, {"type": "militia", "nation": "Normandy", "at": "camembert"}, "leiden")
    assert [(m.nation, m.at, m.count) for m in moved.state.militia][-1] == ("Normandy", "leiden", 4)
    removed = edits.remove_unit(board, state, {"type": "fort", "nation": "Holland", "at": "gouda"})
    assert not removed.state.forts
    with pytest.raises(BerthierError, match="no fort may stand in Leiden"):
        edits.put_unit(board, state, {"type": "fort", "nation": "Holland", "at": "leiden"})


def test_a_stack_moved_onto_another_of_its_nation_is_refused_with_the_rule(classic):
    board, state = classic
    first, second = [a for a in state.armies if a.nation == "Prussia"][:2]
    with pytest.raises(BerthierError, match="listed twice .a nation has one stack in a province: give its whole count"):
        edits.move_unit(board, state, {"type": "armies", "nation": "Prussia", "at": first.at}, second.at)
