"""`berthier scenario GAME --out FILE.json` writes the position as a scenario that `berthier new
--scenario` turns back into the same position, on every bundled scenario whose rules let the GM
place pieces (the others join by themselves once their rulesets do)."""

import hashlib
import json
from pathlib import Path

import pytest

from app.cli import main
from engine.game.gamefile import Game
from engine.rulesets import ruleset
from engine.rulesets.base import Ruleset
from engine.game.scenario import MAPS
from engine.state import replace

DATA = Path(__file__).resolve().parents[1] / "data"


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def state(path):
    with Game.open(path) as game:
        return game.state()


def position(st):
    """The state as a game starts from it: a relation's history is the game's record, not the position."""
    return replace(st, relations=tuple((r.nations, r.status) for r in st.relations))


def _bundled():
    for path in sorted(MAPS.glob("*/scenario.json")):
        rules = ruleset(json.loads(path.read_text(encoding="utf-8"))["ruleset"])
        placing = type(rules).unit_entries is not Ruleset.unit_entries
        yield pytest.param(path, id=path.parent.name, marks=() if placing else pytest.mark.xfail(
            reason=f"the {rules.id} rules do not let the GM place pieces yet", strict=False))


@pytest.mark.parametrize("scenario", list(_bundled()))
def test_a_bundled_scenario_written_back_starts_the_same_position(tmp_path, capsys, scenario):
    game, again, out = tmp_path / "a.berthier", tmp_path / "b.berthier", tmp_path / "position.json"
    assert run(capsys, "new", game, "--scenario", scenario)[0] == 0
    code, said, err = run(capsys, "scenario", game, "--out", out)
    assert code == 0, err
    assert f"the bundled map {scenario.parent.name}" in said
    written = json.loads(out.read_text(encoding="utf-8"))
    assert written["map"] == scenario.parent.name and written["title"] == json.loads(scenario.read_text())["title"]
    assert run(capsys, "new", again, "--scenario", out)[0] == 0
    assert state(again) == state(game)


def test_a_position_after_edits_on_a_map_of_the_gms_own_carries_the_map_inline(tmp_path, capsys):
    game, again, out = tmp_path / "a.berthier", tmp_path / "b.berthier", tmp_path / "position.json"
    assert run(capsys, "new", game, "--scenario", DATA / "tiny-scenario.json")[0] == 0
    corps = {"type": "corps", "nation": "Austria", "letter": "B", "at": "Tyrol", "cavalry": 2}
    assert run(capsys, "edit", game, "--reason", "r", "--unit", json.dumps(corps),
               "--nation", "France:conscripted=2", "--relation", "France,Austria=alliance")[0] == 0
    code, said, err = run(capsys, "scenario", game, "--out", out)
    assert code == 0, err
    assert "its map inline" in said
    assert json.loads(out.read_text())["map"]["type"] == "FeatureCollection"
    assert run(capsys, "new", again, "--scenario", out)[0] == 0
    assert position(state(again)) == position(state(game))
    assert state(again).status("France", "Austria") == "alliance"


def test_a_position_after_a_resolved_season_starts_in_that_season(tmp_path, capsys):
    game, again, out = tmp_path / "a.berthier", tmp_path / "b.berthier", tmp_path / "position.json"
    assert run(capsys, "new", game, "--scenario", DATA / "tiny-scenario.json")[0] == 0
    orders = tmp_path / "france.txt"
    orders.write_text("build infantry in Paris\n")
    assert run(capsys, "orders", game, "--nation", "France", orders)[0] == 0
    assert run(capsys, "resolve", game, "--seed", "1")[0] == 0
    assert run(capsys, "scenario", game, "--out", out)[0] == 0
    assert run(capsys, "new", again, "--scenario", out)[0] == 0
    now, then = state(again), state(game)
    assert (now.season, now.year, now.corps, now.squadrons, now.nations, now.owners) == \
        (then.season, then.year, then.corps, then.squadrons, then.nations, then.owners)
    assert any(c.new for c in now.corps)


@pytest.mark.parametrize("name, message", [
    ("position.txt", "a scenario is a .json file"),
    ("missing/position.json", "the folder"),
])
def test_a_scenario_file_that_cannot_be_written_is_refused(tmp_path, capsys, name, message):
    game = tmp_path / "a.berthier"
    assert run(capsys, "new", game, "--scenario", DATA / "tiny-scenario.json")[0] == 0
    before = hashlib.sha256(game.read_bytes()).hexdigest()
    code, _, err = run(capsys, "scenario", game, "--out", tmp_path / name)
    assert code == 2 and message in err and not (tmp_path / name).exists()
    assert hashlib.sha256(game.read_bytes()).hexdigest() == before


def test_home_provinces_lost_are_written_as_held_and_come_back(tmp_path, capsys):
    game, again, out = tmp_path / "a.berthier", tmp_path / "b.berthier", tmp_path / "position.json"
    assert run(capsys, "new", game, "--scenario", DATA / "tiny-scenario.json")[0] == 0
    assert run(capsys, "edit", game, "--reason", "Austerlitz", "--owner", "Paris=Austria",
               "--owner", "Alsace=none")[0] == 0
    assert run(capsys, "scenario", game, "--out", out)[0] == 0
    assert json.loads(out.read_text())["held"] == {"alsace": None, "paris": "Austria"}
    assert run(capsys, "new", again, "--scenario", out)[0] == 0
    assert position(state(again)) == position(state(game))
    assert state(again).nation("France").home == ("alsace", "paris")


@pytest.mark.parametrize("held, message", [
    ({"bohemia": "France"}, "held: Bohemia is no nation's home province; give its owner in 'owners'"),
    ({"paris": "Prussia"}, "held: Paris is held by an unknown nation 'Prussia'"),
    ({"atlantis": None}, "held: no province or sea called 'atlantis'"),
    (["paris"], "'held' must be an object"),
])
def test_a_held_province_that_makes_no_sense_is_refused(tmp_path, capsys, held, message):
    data = json.loads((DATA / "tiny-scenario.json").read_text())
    data.update(held=held, map=str(DATA / "tiny-map.geojson"))
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    code, _, err = run(capsys, "new", tmp_path / "g.berthier", "--scenario", bad)
    assert code == 2 and message in err and not (tmp_path / "g.berthier").exists()
