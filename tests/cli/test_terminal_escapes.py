"""A player's text never sends escape sequences to the GM's terminal: control characters are shown escaped."""

from __future__ import annotations

from pathlib import Path

from app.cli import main
from app.cli.terminal import shown

DATA = Path(__file__).resolve().parents[1] / "data"
EVIL = "build infantry in Paris\n# \x1b]0;owned\x07\x1b[2J\x9b31m \u202eseirra\n"


def test_stored_orders_are_printed_with_their_control_characters_escaped(tmp_path, capsys):
    game = tmp_path / "g.berthier"
    assert main(["new", str(game), "--scenario", str(DATA / "tiny-scenario.json")]) == 0
    orders = tmp_path / "evil.txt"
    orders.write_bytes(EVIL.encode("utf-8"))
    main(["orders", str(game), "--nation", "France", str(orders), "--force"])
    capsys.readouterr()
    assert main(["orders", str(game), "--nation", "France"]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\x07" not in out and "\x9b" not in out and "\u202e" not in out
    assert "\\x1b]0;owned\\x07\\x1b[2J\\x9b31m \\u202eseirra" in out
    assert out.startswith("build infantry in Paris\n")


def test_tabs_and_newlines_stay_and_a_long_run_of_escapes_is_escaped_whole():
    assert shown("a\tb\nc\rd") == "a\tb\nc\\x0dd"
    assert shown("\x1b" * 100_000) == "\\x1b" * 100_000


def test_the_state_printed_as_json_stays_valid_json_with_control_characters_escaped(tmp_path, capsys):
    import json
    import shutil
    scenario = json.loads((DATA / "tiny-scenario.json").read_text())
    scenario["nations"][0]["aliases"] = ["Fr\x9b31mance \u202eevil"]
    shutil.copy(DATA / "tiny-map.geojson", tmp_path / "tiny-map.geojson")
    (tmp_path / "s.json").write_text(json.dumps(scenario))
    game = tmp_path / "g.berthier"
    assert main(["new", str(game), "--scenario", str(tmp_path / "s.json")]) == 0
    capsys.readouterr()
    assert main(["state", str(game)]) == 0
    out = capsys.readouterr().out
    assert "\x9b" not in out and "\u202e" not in out
    assert json.loads(out)["nations"][0]["aliases"] == ["Fr\x9b31mance \u202eevil"]
