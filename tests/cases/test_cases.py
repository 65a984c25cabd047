"""Rulings kept as cases: every case a ruleset ships (its seed's worked examples) still comes out as
the seed says; a case edited to a wrong outcome fails showing the difference; a GM's own turn saved
as a case replays as it was."""

import json
import re
import shutil
from collections import Counter
from pathlib import Path

import pytest

from app.cli import main
from engine.game.cases import bundled_cases, check_case, load_case, read_case

BUNDLED = bundled_cases()
PRAGUE = next(p for p in BUNDLED if p.name == "supply-prague-18-gold.json")
DATA = Path(__file__).resolve().parents[1] / "data"


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: f"{p.parent.parent.name}/{p.stem}")
def test_every_bundled_case_comes_out_as_its_seed_says(path):
    case = load_case(path)
    assert case.source.startswith("seed 00") and '"' in case.source    # it quotes the seed's words
    assert case.expect and case.ruling
    result = check_case(case)
    assert result.ok, result.differs


def test_every_ruleset_ships_at_least_two_cases():
    per_ruleset = Counter(p.parent.parent.name for p in BUNDLED)
    assert set(per_ruleset) == {"napoleonic", "classic", "eia", "succheesion"}
    assert min(per_ruleset.values()) >= 2


def edited(tmp_path, change) -> Path:
    data = json.loads(PRAGUE.read_text())
    change(data)
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(data))
    return path


def france(data):
    return next(n for n in data["outcome"]["state"]["nations"] if n["name"] == "France")


def test_a_case_edited_to_a_wrong_treasury_fails_naming_the_field(tmp_path, capsys):
    path = edited(tmp_path, lambda d: france(d)["treasury"].update(gold=44))
    code, out, _ = run(capsys, "case", "check", path)
    assert code == 1 and "CHANGED" in out
    assert "the state after differs (kept -> now): nations[France].treasury.gold: 44 -> 50" in out


def test_a_case_edited_to_a_wrong_supply_cost_fails_showing_the_event_and_its_text(tmp_path, capsys):
    def cheaper(data):
        supply = next(e for e in data["outcome"]["events"] if e["event"] == "supply" and e["nation"] == "France")
        supply["cost"] = 12
        data["outcome"]["reports"]["France"] = data["outcome"]["reports"]["France"].replace("18 gold", "12 gold")
    code, out, _ = run(capsys, "case", "check", edited(tmp_path, cheaper))
    assert code == 1
    assert "(supply) differs (kept -> now): cost: 12 -> 18" in out
    assert "-  * Supply: 12 gold (corps A in Prague: 3 divisions, 3 spaces away, 12 gold)" in out
    assert "+  * Supply: 18 gold (corps A in Prague: 3 divisions, 3 spaces away, 18 gold)" in out


def test_a_case_expecting_other_words_than_the_outcome_fails_quoting_them(tmp_path, capsys):
    path = edited(tmp_path, lambda d: d.update(expect=["Supply: 12 gold"]))
    code, out, _ = run(capsys, "case", "check", path)
    assert code == 1 and "the outcome no longer says 'Supply: 12 gold'" in out


def test_a_house_rule_changed_in_the_case_gives_another_outcome(tmp_path):
    def dearer(data):
        data["params"]["supply_cost"] = 3       # gold per division per space: 3 x 3 x 3
    result = check_case(load_case(edited(tmp_path, dearer)))
    assert not result.ok and any("cost: 18 -> 27" in d for d in result.differs)


def test_only_the_wording_changed_is_ok_with_a_note(tmp_path):
    def reworded(data):
        data["outcome"]["update"] = data["outcome"]["update"].replace("News", "What happened")
    result = check_case(load_case(edited(tmp_path, reworded)))
    assert result.ok and result.notes == ["same events and state; only the wording of the reports changed"]


def test_a_resolved_turn_saved_as_a_case_replays_as_it_was(tmp_path, capsys):
    game = tmp_path / "tiny.berthier"
    assert run(capsys, "new", game, "--scenario", DATA / "tiny-scenario.json")[0] == 0
    code, _, err = run(capsys, "case", "save", game, "--turn", "0", "Winter income")
    assert code == 2 and "has not been resolved" in err
    assert run(capsys, "resolve", game, "--seed", "7")[0] == 0
    out_file = tmp_path / "winter.json"
    code, out, err = run(capsys, "case", "save", game, "--turn", "Winter 1804", "Winter income", "--out", out_file,
                         "--ruling", "heads adds the die")
    assert code == 0, err
    data = json.loads(out_file.read_text())
    assert (data["ruleset"], data["dice"], data["ruling"]) == ("napoleonic", {"seed": 7, "scheme": "named-streams"},
                                                                "heads adds the die")
    assert isinstance(data["map"], dict)          # the tiny map is not bundled: it travels inside
    code, out, _ = run(capsys, "case", "check", out_file)
    assert code == 0 and f"{out_file}: ok" in out and "1 of 1 case(s) ok." in out
    code, _, err = run(capsys, "case", "save", game, "--turn", "0", "again", "--out", out_file)
    assert code == 2 and "already exists" in err


@pytest.mark.parametrize("content, message", [
    ("{not json", "is not valid JSON"),
    ('{"format": "berthier-scenario"}', "not a Berthier case"),
    ('{"format": "berthier-case", "version": 1, "ruleset": "chess"}', "'ruleset'"),
    ('{"format": "berthier-case", "version": 9}', "reads cases up to version 1"),
])
def test_a_file_that_is_not_a_case_is_named_with_what_is_wrong(tmp_path, capsys, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content)
    code, out, err = run(capsys, "case", "check", path)
    assert code == 1 and message in out and "Traceback" not in out + err


def test_orders_for_a_nation_the_position_lacks_are_refused():
    data = json.loads(PRAGUE.read_text())
    data["orders"] = {"Prussia": "A holds"}
    with pytest.raises(Exception, match="names 'Prussia', which is not a nation of the position"):
        read_case(data)


def test_check_needs_files_or_bundled(capsys):
    code, _, err = run(capsys, "case", "check")
    assert code == 2 and "--bundled" in err


def test_the_failure_shown_in_docs_cases_is_what_check_prints(tmp_path, capsys, monkeypatch):
    def cheaper(data):
        supply = next(e for e in data["outcome"]["events"] if e["event"] == "supply" and e["nation"] == "France")
        supply["cost"] = 12
        data["outcome"]["reports"]["France"] = data["outcome"]["reports"]["France"].replace("18 gold", "12 gold")
    edited(tmp_path, cheaper).rename(tmp_path / "supply-prague.json")
    monkeypatch.chdir(tmp_path)
    code, out, _ = run(capsys, "case", "check", "supply-prague.json")
    doc = (Path(__file__).resolve().parents[2] / "docs" / "cases.md").read_text()
    shown = re.search(r"```text\n(.*?)```", doc, re.S).group(1)
    assert code == 1 and out == shown


def test_a_turn_rolled_before_named_streams_is_kept_with_its_scheme_and_replays(tmp_path, capsys):
    old, out_file = tmp_path / "old.berthier", tmp_path / "old.json"
    shutil.copy(DATA / "before-dice-streams.berthier", old)        # opening it brings it up to date
    code, _, err = run(capsys, "case", "save", old, "--turn", "1", "old turn", "--out", out_file)
    assert code == 0, err
    assert json.loads(out_file.read_text())["dice"]["scheme"] == "one-stream"
    code, out, _ = run(capsys, "case", "check", out_file)
    assert code == 0 and f"{out_file}: ok" in out


def test_a_position_owning_a_region_the_map_lacks_is_refused_naming_it():
    data = json.loads(PRAGUE.read_text())
    data["position"]["owners"]["atlantis"] = "France"
    with pytest.raises(Exception, match="owns regions its map does not have: atlantis"):
        read_case(data)


def test_a_corps_placed_where_the_map_has_no_region_is_reported_not_a_crash(tmp_path, capsys):
    def astray(data):
        data["position"]["corps"][0]["at"] = "atlantis"
    code, out, err = run(capsys, "case", "check", edited(tmp_path, astray))
    assert code == 1 and "Traceback" not in out + err
    assert "the case's position does not fit its map or rules (KeyError: 'atlantis')" in out
