"""The turn's folder of a committed turn carries check-dice.py, which a player runs with Python alone
on the public update of the same folder."""

import re
import subprocess
import sys

from app.cli import main
from app.window.export import export_turn
from engine.game.gamefile import Game


def committed(capsys, game) -> str:
    capsys.readouterr()
    assert main(["commit", str(game)]) == 0
    return re.search(r"sha256 ([0-9a-f]{64})", capsys.readouterr().out).group(1)


def test_a_committed_turns_folder_holds_the_checker_and_its_readme_says_what_it_is(qapp, tmp_path, capsys):
    game = tmp_path / "tiny.berthier"
    assert main(["new", str(game), "--scenario", "tests/data/tiny-scenario.json"]) == 0
    posted = committed(capsys, game)
    assert main(["resolve", str(game)]) == 0
    with Game.open(game) as g:
        files = export_turn(g, tmp_path / "turn", turn=0, width=400)
    checker = tmp_path / "turn" / "check-dice.py"
    assert checker in files
    assert "check-dice.py" in (tmp_path / "turn" / "README.txt").read_text()
    done = subprocess.run([sys.executable, "-I", str(checker), "public-update.txt", "--commitment", posted],
                          capture_output=True, text=True, cwd=tmp_path / "turn")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "match" in done.stdout


def test_an_uncommitted_turns_folder_has_no_checker(qapp, tmp_path, capsys):
    game = tmp_path / "tiny.berthier"
    assert main(["new", str(game), "--scenario", "tests/data/tiny-scenario.json"]) == 0
    assert main(["resolve", str(game), "--seed", "3"]) == 0
    with Game.open(game) as g:
        files = export_turn(g, tmp_path / "turn", turn=0, width=400)
    assert not any(p.name == "check-dice.py" for p in files)
