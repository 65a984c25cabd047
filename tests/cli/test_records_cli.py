"""The game's record from the command line: turns named as players name them, earlier turns'
orders and reports, rollbacks and GM edits with their reasons, the starting position, and
hand-given results for battles that are not fought."""

import pytest
from test_cli import DATA, digest, run   # the same driver as the other command-line tests


@pytest.fixture
def game(tmp_path, capsys):
    path = tmp_path / "tiny.berthier"
    assert run(capsys, "new", path, "--scenario", DATA / "tiny-scenario.json")[0] == 0
    return path


def orders(tmp_path, capsys, game, nation, text):
    f = tmp_path / f"{nation}.txt"
    f.write_text(text)
    assert run(capsys, "orders", game, "--nation", nation, f)[0] == 0


# -- turns named as players name them ---------------------------------------------------------

@pytest.mark.parametrize("label", ["Winter 1804", "winter 1804", "WINTER  1804", "0", "Turn 0"])
def test_report_turn_takes_the_labels_players_use_in_any_case(game, capsys, label):
    run(capsys, "resolve", game, "--seed", "1")
    code, out, _ = run(capsys, "report", game, "--turn", label)
    assert code == 0 and "# Tiny war: Winter 1804" in out


def test_an_unknown_turn_label_is_refused_naming_the_turns(game, capsys):
    code, _, err = run(capsys, "report", game, "--turn", "Fall 1805")
    assert code == 2 and "there is no turn Fall 1805 in this game; its turns are Winter 1804" in err


def test_the_orders_of_an_earlier_turn_can_be_read(game, tmp_path, capsys):
    orders(tmp_path, capsys, game, "France", "build 2 infantry in Paris\n")
    run(capsys, "resolve", game, "--seed", "1")
    code, out, _ = run(capsys, "orders", game, "--nation", "France", "--turn", "Winter 1804")
    assert code == 0 and out == "build 2 infantry in Paris\n"
    code, out, _ = run(capsys, "orders", game, "--nation", "France")
    assert "No orders stored for France in Spring 1805" in out


def test_orders_are_not_entered_for_an_earlier_turn(game, tmp_path, capsys):
    run(capsys, "resolve", game, "--seed", "1")
    f = tmp_path / "late.txt"
    f.write_text("build 2 infantry in Paris\n")
    code, _, err = run(capsys, "orders", game, "--nation", "France", "--turn", "Winter 1804", f)
    assert code == 2 and "roll back to it first" in err


def test_the_classic_games_turn_labels_and_numbers_agree(tmp_path, capsys):
    path = tmp_path / "c.berthier"
    assert run(capsys, "new", path, "--ruleset", "classic", "--map", "classic-europe")[0] == 0
    run(capsys, "resolve", path, "--seed", "2")
    code, out, _ = run(capsys, "history", path)
    assert "  Turn 1 " in out and "turn   0" not in out
    assert run(capsys, "report", path, "--turn", "1")[1] == run(capsys, "report", path, "--turn", "Turn 1")[1]
    assert "Turn 1" in run(capsys, "report", path, "--turn", "1")[1]


# -- rollbacks and edits ----------------------------------------------------------------------

def test_history_shows_rollbacks_with_their_reasons(game, capsys):
    run(capsys, "resolve", game, "--seed", "1")
    run(capsys, "resolve", game, "--seed", "2")
    assert run(capsys, "rollback", game, "--to", "spring 1805", "--reason", "Austria's orders came late")[0] == 0
    code, out, _ = run(capsys, "history", game)
    assert "Rollback 1 at " in out
    assert "to Spring 1805: Austria's orders came late; archived: Summer 1805 (read with --archive 1)" in out


def test_the_orders_and_reports_of_archived_turns_can_be_read(game, tmp_path, capsys):
    run(capsys, "resolve", game, "--seed", "1")
    orders(tmp_path, capsys, game, "France", "A - Baden\n")
    run(capsys, "resolve", game, "--seed", "2")
    orders(tmp_path, capsys, game, "France", "A - Bavaria\n")
    public = run(capsys, "report", game)[1]
    run(capsys, "rollback", game, "--to", "Spring 1805", "--reason", "a typo")
    code, out, _ = run(capsys, "report", game, "--archive", "1", "--turn", "spring 1805")
    assert code == 0 and out.replace(" (archived by rollback 1)", "", 1) == public
    assert run(capsys, "orders", game, "--nation", "France", "--archive", "1", "--turn", "Summer 1805")[1] == \
        "A - Bavaria\n"
    assert run(capsys, "orders", game, "--nation", "France", "--archive", "1", "--turn", "Spring 1805")[1] == \
        "A - Baden\n"
    code, _, err = run(capsys, "report", game, "--archive", "2", "--turn", "Spring 1805")
    assert code == 2 and "there is no rollback 2; this game has rollbacks 1 to 1" in err
    code, _, err = run(capsys, "report", game, "--archive", "1", "--turn", "Summer 1805")
    assert code == 2 and "Summer 1805 was not resolved before rollback 1" in err


def test_a_gm_edit_never_changes_an_earlier_turns_report(game, capsys):
    run(capsys, "resolve", game, "--seed", "1")
    before = run(capsys, "report", game, "--nation", "France", "--turn", "Winter 1804")[1]
    assert run(capsys, "edit", game, "--treasury", "France=30", "--reason", "a banker's loan")[0] == 0
    assert run(capsys, "report", game, "--nation", "France", "--turn", "Winter 1804")[1] == before
    assert run(capsys, "state", game, "--turn", "Spring 1805")[1].count('"gold": 30') == 1


def test_an_edit_of_treasuries_is_told_only_to_the_nations_concerned(game, capsys):
    run(capsys, "resolve", game, "--seed", "1")
    run(capsys, "edit", game, "--treasury", "France=30", "--reason", "a banker's loan")
    run(capsys, "resolve", game, "--seed", "2")
    france = run(capsys, "report", game, "--nation", "France")[1]
    assert "France's treasury set to 30 gold" in france and "The GM's reason: a banker's loan" in france
    assert "banker" not in run(capsys, "report", game)[1]
    assert "banker" not in run(capsys, "report", game, "--nation", "Austria")[1]


def test_any_other_edit_is_told_to_everyone_in_the_update(game, capsys):
    run(capsys, "edit", game, "--owner", "Baden=France", "--reason", "the treaty of Pressburg")
    run(capsys, "resolve", game, "--seed", "1")
    public = run(capsys, "report", game)[1]
    assert "## Changes by the GM" in public
    assert "Baden given to France. The GM's reason: the treaty of Pressburg" in public


# -- the starting position ---------------------------------------------------------------------

def test_before_the_first_turn_report_prints_the_starting_position(game, capsys):
    code, public, _ = run(capsys, "report", game)
    assert code == 0 and "Tiny war: the starting position, Winter 1804" in public
    assert "| France | Alsace | A |" in public and "News" not in public
    code, france, _ = run(capsys, "report", game, "--nation", "France")
    assert "starting position of France" in france and "Treasury now: **20 gold**" in france
    assert "A (2 infantry, 1 cavalry + scouting cavalry)" in france


# -- new, scout --------------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["europe1805", "Europe1805", "EUROPE1805"])
def test_a_bundled_map_starts_from_its_bundled_scenario(tmp_path, capsys, name):
    path = tmp_path / "g.berthier"
    code, out, _ = run(capsys, "new", path, "--ruleset", "napoleonic", "--map", name)
    assert code == 0 and "from the scenario bundled with europe1805" in out
    france = run(capsys, "report", path, "--nation", "France")[1]
    assert "Treasury now: **0 gold**" not in france and "| France | Paris |" in france


def test_an_unknown_nation_is_refused_listing_the_nations(game, capsys):
    code, _, err = run(capsys, "orders", game, "--nation", "Narnia")
    assert code == 2 and "no nation called 'Narnia'; the nations are France, Austria" in err


def test_scout_in_winter_says_nobody_scouts(game, capsys):
    code, out, _ = run(capsys, "scout", game)
    assert code == 0 and out == "No scouting in Winter 1804: units neither move nor scout in Winter.\n"


def test_scout_on_rules_without_scouting_says_so(tmp_path, capsys):
    path = tmp_path / "c.berthier"
    run(capsys, "new", path, "--ruleset", "classic", "--map", "classic-europe")
    code, out, _ = run(capsys, "scout", path)
    assert code == 0 and "No scouting in Turn 1: the Classic NES rules have no scouting." in out


# -- results for battles that are not fought --------------------------------------------------

def test_a_result_for_a_battle_that_is_not_fought_is_refused(game, capsys):
    before = digest(game)
    code, _, err = run(capsys, "resolve", game, "--battle", "Baden: France all")
    assert code == 2 and "no battle is fought at Baden this turn (the battles this turn: none)" in err
    assert digest(game) == before
