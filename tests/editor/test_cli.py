"""`berthier edit-map [MAP.geojson | IMAGE]`."""

import argparse
from pathlib import Path

import pytest

from app.editor import cli
from app.editor.window import MapEditorWindow
from engine.errors import BerthierError


def parse(*argv):
    parser = argparse.ArgumentParser(prog="berthier")
    cli.add_parser(parser.add_subparsers(dest="verb"))
    return parser.parse_args(argv)


def test_the_verb_takes_a_map_file_an_image_or_nothing():
    args = parse("edit-map", "europe.geojson")
    assert args.source == Path("europe.geojson") and args.run is cli.run
    assert parse("edit-map").source is None


def test_a_missing_file_is_named(tmp_path, capsys):
    with pytest.raises(BerthierError, match="no such file"):
        cli.run(parse("edit-map", str(tmp_path / "nowhere.geojson")))
    assert cli.main(["edit-map", str(tmp_path / "nowhere.png")]) == 2
    assert "nowhere.png: no such file" in capsys.readouterr().err


def test_the_window_opens_on_a_map_file(qtbot, tmp_path, three):
    three.save(tmp_path / "three.geojson")
    window = cli.open_window(tmp_path / "three.geojson")
    qtbot.addWidget(window)
    assert isinstance(window, MapEditorWindow) and len(window.document.draft) == 3
