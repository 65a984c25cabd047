"""`berthier edit`: the GM places, corrects, moves and removes pieces and sets relations, fields and
treasuries from the command line; every flag of one call is one edit, any refusal names the flag
and the field and leaves the file as it was; the update tells it under the fog of war."""

import hashlib
import json
from pathlib import Path

import pytest
from toy_ruleset import SCENARIO as TOY_SCENARIO

from app.cli import main
from engine.game.gamefile import Game

DATA = Path(__file__).resolve().parents[1] / "data"
NEW_CORPS = json.dumps({"type": "corps", "nation": "France", "letter": "H", "at": "Paris", "infantry": 2,
                        "scout": True})
CORPS_A = json.dumps({"type": "corps", "nation": "France", "letter": "A"})


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def digest(path):
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def state(path):
    with Game.open(path) as game:
        return game.state()


@pytest.fixture
def game(tmp_path, capsys):
    path = tmp_path / "tiny.berthier"
    assert run(capsys, "new", path, "--scenario", DATA / "tiny-scenario.json")[0] == 0
    return path


def test_a_corps_is_placed_and_the_gm_reads_what_each_nation_is_told(game, capsys):
    code, out, err = run(capsys, "edit", game, "--reason", "raised on the forum", "--unit", NEW_CORPS)
    assert code == 0, err
    assert "everyone is told: France's corps H in Paris placed" in out
    assert "France is told instead: France's corps H in Paris (infantry divisions 2, scouting cavalry yes) placed" in out
    corps = state(game).find_corps("France", "H")
    assert (corps.at, corps.infantry, corps.cavalry, corps.scout) == ("paris", 2, 0, True)


def test_a_unit_with_the_identity_of_one_on_the_board_corrects_it(game, capsys):
    fix = json.dumps({"type": "corps", "nation": "France", "letter": "A", "at": "Alsace", "infantry": 3,
                      "cavalry": 0, "scout": False})
    code, out, err = run(capsys, "edit", game, "--reason", "a wrong count", "--unit", fix)
    assert code == 0, err
    assert "France's corps A in Alsace corrected" in out
    assert [(c.letter, c.infantry, c.cavalry, c.scout) for c in state(game).corps_of("France")] == [("A", 3, 0, False)]


def test_a_piece_is_moved_and_removed_by_its_identity(game, capsys):
    code, out, err = run(capsys, "edit", game, "--reason", "misplaced", "--move-unit", f"{CORPS_A}=Paris")
    assert code == 0, err
    assert "France's corps A in Alsace moved to Paris" in out and state(game).find_corps("France", "A").at == "paris"
    squadron = json.dumps({"type": "squadron", "nation": "France", "number": 1})
    code, out, err = run(capsys, "edit", game, "--reason", "sunk in a storm", "--remove-unit", squadron)
    assert code == 0, err
    assert "France's squadron 1 in Channel removed" in out and state(game).squadrons == ()


def test_relations_fields_and_treasuries_in_one_call_are_one_edit(game, capsys):
    code, out, err = run(capsys, "edit", game, "--reason", "the treaty of Pressburg",
                         "--relation", "France,Austria=peace", "--region", "Bohemia:owner=France",
                         "--nation", "France:conscripted=2", "--treasury", "Austria=3", "--unit", NEW_CORPS)
    assert code == 0, err
    st = state(game)
    assert st.status("France", "Austria") == "peace" and st.owner("bohemia") == "France"
    assert st.nation("France").counters == {"conscripted": 2} and st.nation("Austria").gold() == 3
    assert st.find_corps("France", "H") is not None
    with Game.open(game) as g:
        [edit] = g.edits()
    assert edit["reason"] == "the treaty of Pressburg"
    assert edit["summary"] == ("Austria and France now at peace; Bohemia given to France; "
                               "France's corps H in Paris placed")
    assert edit["private"]["Austria"] == ("Austria and France now at peace; Bohemia given to France; "
                                          "Austria's treasury set to 3 gold (was 15); France's corps H in Paris placed")
    assert "divisions conscripted this year set to 2" in edit["private"]["France"]
    history = run(capsys, "history", game)[1]
    assert "France's corps H in Paris placed" in history and "(the treaty of Pressburg)" in history
    assert "Austria alone is told: " in history


def test_the_flags_are_made_in_the_order_given(game, capsys):
    code, out, err = run(capsys, "edit", game, "--reason", "r", "--unit", NEW_CORPS,
                         "--move-unit", json.dumps({"type": "corps", "nation": "France", "letter": "H"}) + "=Alsace")
    assert code == 0, err
    assert state(game).find_corps("France", "H").at == "alsace"


def test_a_region_value_is_json_or_a_bare_word(game, capsys):
    assert run(capsys, "edit", game, "--reason", "r", "--region", "Bohemia:owner=null")[0] == 0
    assert state(game).owner("bohemia") is None
    assert run(capsys, "edit", game, "--reason", "r", "--region", 'Bohemia:owner="Austria"')[0] == 0
    assert state(game).owner("bohemia") == "Austria"
    assert run(capsys, "edit", game, "--reason", "r", "--owner", "Bohemia=None")[0] == 0
    assert state(game).owner("bohemia") is None


@pytest.mark.parametrize("flags, message", [
    (["--unit", json.dumps({"type": "corps", "nation": "France", "letter": "H", "at": "Paris", "infantry": 2,
                            "artillery": 2})], "--unit {json}: corps: France corps H has 4 divisions"),
    (["--unit", json.dumps({"type": "corps", "nation": "France", "letter": "H", "at": "Paris", "infantry": -1})],
     "infantry must be a whole number, not -1"),
    (["--unit", json.dumps({"type": "corps", "nation": "France", "letter": "H", "at": "Channel", "infantry": 1})],
     "France corps H is in Channel, which is not land"),
    (["--unit", json.dumps({"type": "corps", "nation": "France", "letter": "H", "infantry": 1})],
     "at: a corps must be placed somewhere"),
    (["--unit", '{"type": "corps",'], "is not a unit entry in JSON"),
    (["--unit", '["corps"]'], "a piece is written as a JSON object"),
    (["--unit", json.dumps({"type": "army", "nation": "France", "at": "Paris"})], "no kind of piece called 'army'"),
    (["--unit", json.dumps({"type": "corps", "nation": "Spain", "letter": "A", "at": "Paris"})],
     "nation: no nation called 'Spain'"),
    (["--move-unit", json.dumps({"type": "squadron", "nation": "France", "number": 1}) + "=Paris"],
     "France squadron 1 is in Paris, which is not a sea"),
    (["--move-unit", CORPS_A], "write JSON=REGION"),
    (["--move-unit", CORPS_A + "=Atlantis"], "no province or sea called 'Atlantis'"),
    (["--move-unit", json.dumps({"type": "corps", "nation": "France", "letter": "Q"}) + "=Paris"],
     "France has no corps Q to move"),
    (["--remove-unit", json.dumps({"type": "corps", "nation": "Austria", "letter": "Q"})],
     "Austria has no corps Q to remove"),
    (["--relation", "France=war"], "--relation France=war: name two nations"),
    (["--relation", "France,France=war"], "not France and itself"),
    (["--relation", "France,Austria=truce"], "the status is one of war, peace, alliance, not 'truce'"),
    (["--relation", "France,Austria=war"], "Austria and France are already at war"),
    (["--region", "Bohemia=France"], "--region Bohemia=France: write REGION:KEY=VALUE"),
    (["--region", "Bohemia:forts=2"], "forts: these rules have no region fields besides owner"),
    (["--region", "Channel:owner=France"], "Channel is not a province, so nobody owns it"),
    (["--nation", "France:conscripted=-1"], "--nation France:conscripted=-1: France: conscripted must be at least 0"),
    (["--nation", "France:morale=3"], "no nation field called 'morale'; the fields are conscripted, annexed"),
    (["--treasury", "France=-4"], "a treasury cannot be negative"),
    (["--treasury", "France=20"], "France's treasury is already 20 gold"),
    (["--unit", NEW_CORPS, "--remove-unit", json.dumps({"type": "corps", "nation": "France", "letter": "H"})],
     "these changes cancel each other out"),
    (["--relation", "France,Austria=peace", "--unit", "{}"], "--unit {}: no kind of piece called ''"),
    ([], "nothing to change: give --unit"),
])
def test_every_refusal_names_the_flag_and_the_field_and_changes_nothing(game, capsys, flags, message):
    before = digest(game)
    code, out, err = run(capsys, "edit", game, "--reason", "r", *flags)
    assert code == 2, out + err
    assert message.replace("{json}", flags[1] if flags else "") in err
    assert "Traceback" not in err + out
    assert digest(game) == before


def test_the_update_tells_a_corps_to_all_and_its_composition_and_a_treasury_to_its_nation_alone(game, capsys):
    run(capsys, "edit", game, "--reason", "a levy the players agreed", "--unit", NEW_CORPS, "--treasury", "France=30")
    assert run(capsys, "resolve", game, "--seed", "1")[0] == 0
    public = run(capsys, "report", game)[1]
    assert "France's corps H in Paris placed. The GM's reason: a levy the players agreed" in public
    assert "infantry divisions 2" not in public and "treasury" not in public
    france = run(capsys, "report", game, "--nation", "France")[1]
    assert ("France's corps H in Paris (infantry divisions 2, scouting cavalry yes) placed; France's treasury set "
            "to 30 gold (was 20). The GM's reason: a levy the players agreed") in france
    austria = run(capsys, "report", game, "--nation", "Austria")[1]
    assert "France's corps H in Paris placed. The GM's reason: a levy the players agreed" in austria
    assert "infantry divisions 2" not in austria and "treasury set" not in austria


def test_a_correction_says_what_changed_and_the_composition_only_to_its_nation(game, capsys):
    fix = json.dumps({"type": "corps", "nation": "France", "letter": "A", "at": "Alsace", "infantry": 1})
    run(capsys, "edit", game, "--reason", "a typo in the orders", "--unit", fix)
    run(capsys, "resolve", game, "--seed", "1")
    public = run(capsys, "report", game)[1]
    assert "France's corps A in Alsace corrected. The GM's reason: a typo in the orders" in public
    assert ("France's corps A in Alsace corrected: infantry divisions 1 (was 2). "
            "The GM's reason: a typo in the orders") in run(capsys, "report", game, "--nation", "France")[1]
    assert "divisions" not in public


# -- the other rulesets ----------------------------------------------------------------------------

def test_classic_armies_and_ships_are_placed_by_count(tmp_path, capsys):
    path = tmp_path / "classic.berthier"
    assert run(capsys, "new", path, "--ruleset", "classic", "--map", "classic-europe")[0] == 0
    code, out, err = run(capsys, "edit", path, "--reason", "a forum treaty",
                         "--unit", '{"type": "ships", "nation": "Prussia", "at": "E", "count": 3, "aboard": 2}',
                         "--unit", '{"type": "armies", "nation": "Prussia", "at": "59", "count": 9}')
    assert code == 0, err
    assert "Prussia's ships in E corrected: ships 3 (was 2), armies aboard 2 (was 0)" in out
    assert "Prussia's armies in 59 corrected: armies 9 (was 2)" in out
    with Game.open(path) as g:
        st = g.state()
    assert st.fleet("Prussia", "E").ships == 3 and st.armies_in("59") == {"Prussia": 9}
    before = digest(path)
    code, _, err = run(capsys, "edit", path, "--reason", "r",
                       "--unit", '{"type": "ships", "nation": "Prussia", "at": "E", "count": 1, "aboard": 9}')
    assert code == 2 and "--unit" in err and "1 ships of Prussia carry at most 4 armies, not 9" in err
    assert digest(path) == before


def test_the_toy_rulesets_militia_go_through_the_same_flags(tmp_path, capsys):
    path = tmp_path / "cheese.berthier"
    assert run(capsys, "new", path, "--scenario", TOY_SCENARIO)[0] == 0
    code, out, err = run(capsys, "edit", path, "--reason", "r",
                         "--unit", '{"type": "militia", "nation": "Holland", "at": "Leiden", "count": 2}',
                         "--remove-unit", '{"type": "fort", "nation": "Holland", "at": "Gouda"}')
    assert code == 0, err
    assert "Holland's militia in Leiden (militia 2) placed; Holland's fort in Gouda removed" in out
    with Game.open(path) as g:
        st = g.state()
    assert ("Holland", "leiden", 2) in [(m.nation, m.at, m.count) for m in st.militia] and st.forts == ()


def test_a_game_on_a_map_of_the_gms_own_is_set_up_played_and_corrected_from_the_command_line(tmp_path, capsys):
    drawn = json.loads((DATA / "tiny-map.geojson").read_text())
    homes = {"paris": "France", "alsace": "France", "vienna": "Austria", "tyrol": "Austria"}
    for feature in drawn["features"]:
        if feature["properties"]["id"] in homes:
            feature["properties"]["home"] = homes[feature["properties"]["id"]]
    (tmp_path / "mine.geojson").write_text(json.dumps(drawn))
    game = tmp_path / "mine.berthier"
    code, out, err = run(capsys, "new", game, "--ruleset", "napoleonic", "--map", tmp_path / "mine.geojson")
    assert code == 0, err
    code, out, err = run(capsys, "edit", game, "--reason", "the starting forces",
                         "--unit", '{"type": "corps", "nation": "France", "letter": "A", "at": "Paris", "infantry": 3}',
                         "--unit", '{"type": "corps", "nation": "Austria", "letter": "A", "at": "Vienna", "cavalry": 2}',
                         "--relation", "France,Austria=war")
    assert code == 0, err
    assert run(capsys, "resolve", game, "--seed", "1")[0] == 0                       # Winter 1804
    code, out, err = run(capsys, "edit", game, "--reason", "Austria's orders were misread: corps A wintered in Tyrol",
                         "--move-unit", '{"type": "corps", "nation": "Austria", "letter": "A"}=Tyrol')
    assert code == 0, err
    assert run(capsys, "resolve", game, "--seed", "2")[0] == 0                       # Spring 1805
    public = run(capsys, "report", game)[1]
    assert ("Austria's corps A in Vienna moved to Tyrol. The GM's reason: Austria's orders were misread: "
            "corps A wintered in Tyrol") in public
    assert state(game).find_corps("Austria", "A").at == "tyrol"
