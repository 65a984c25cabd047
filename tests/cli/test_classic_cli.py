"""The command line on a classic game: a new game from the bundled map, battles set by hand in
armies and ships, a second battle in one place."""

import pytest

from app.cli import main
from app.cli.battle_spec import loss_words, parse_battle_results
from engine.errors import BerthierError
from engine.game.scenario import MAPS, load_scenario


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def classic(tmp_path, capsys):
    path = tmp_path / "classic.berthier"
    code, out, err = run(capsys, "new", path, "--ruleset", "classic", "--map", "classic-europe")
    assert code == 0, err
    assert "from the scenario bundled with classic-europe" in out and "awaiting orders for Turn 1" in out
    return path


def give(capsys, tmp_path, game, nation, text):
    f = tmp_path / f"{nation}.txt"
    f.write_text(text)
    code, out, err = run(capsys, "orders", game, "--nation", nation, f)
    assert code == 0, out + err


def test_a_map_without_nations_of_its_own_takes_them_from_its_bundled_scenario_for_the_same_rules(tmp_path, capsys):
    code, out, err = run(capsys, "new", tmp_path / "wrong.berthier", "--map", "classic-europe")
    assert code != 0 and not (tmp_path / "wrong.berthier").exists()
    assert "which is for the classic rules, not napoleonic" in err
    assert "--ruleset classic --map classic-europe" in err


def test_a_battle_result_by_hand_in_armies(classic, tmp_path, capsys):
    give(capsys, tmp_path, classic, "Italy", "2 armies 36 -> 35\n")
    give(capsys, tmp_path, classic, "Austria", "2 armies 75 -> 35\n")
    code, out, err = run(capsys, "resolve", classic, "--battle", "35: Italy all; Austria 1 army",
                         "--reason", "rolled on the forum")
    assert code == 0, err
    assert "1 battle(s)" in out
    code, public, _ = run(capsys, "report", classic)
    assert "Battle of 35" in public and "Austria wins" in public and "rolled on the forum" in public


def test_unit_words_are_the_rulesets_own_and_a_second_battle_is_numbered():
    board, state, _ = load_scenario(MAPS / "classic-europe" / "scenario.json")
    words = loss_words("classic")
    results = parse_battle_results(["35#2: Austria 2 armies; Italy all", "I: France 1 ship", "35/36: Italy none"],
                                   board, state, "forum", words)
    assert results == {
        "35#2": {"losses": {"Austria": {"army": 2}, "Italy": "all"}, "reason": "forum"},
        "I": {"losses": {"France": {"ship": 1}}, "reason": "forum"},
        "35|36": {"losses": {"Italy": {}}, "reason": "forum"},
    }
    assert parse_battle_results(["35#1: Italy all"], board, state, "", words) == {
        "35": {"losses": {"Italy": "all"}, "reason": "result entered by the GM"}}
    with pytest.raises(BerthierError, match="'infantry' is not army or ship"):
        parse_battle_results(["35: Italy 2 infantry"], board, state, "", words)
    with pytest.raises(BerthierError, match="should read 'NATION 2 armies' or 'NATION all'"):
        parse_battle_results(["35: Italy lost"], board, state, "", words)


def test_a_line_set_aside_as_a_remark_is_named_when_orders_are_stored(classic, tmp_path, capsys):
    """Issue 22, round 14: a line the reader once refused and now files as a remark (no order can be made of it) is
    printed with why, so the GM sees what was set aside; the orders are stored."""
    f = tmp_path / "italy.txt"
    f.write_text("Italy, turn 1.\n2 armies 37 -> 36\nWe sail at dawn!\nRome remembers the Punic wars.\n")
    code, out, err = run(capsys, "orders", classic, "--nation", "Italy", f)
    assert code == 0, out + err
    assert "line 3: set aside ('We sail at dawn!'): not an order: a remark" in out
    assert "line 4: set aside ('Rome remembers the Punic wars.')" in out
    assert "line 1:" not in out                 # a heading is no remark worth naming
    assert "1 order(s) stored" in out
