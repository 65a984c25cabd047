"""`berthier trace IMAGE --out MAP.geojson`: a summary, every problem, and exit 0, 1 or 2."""

from __future__ import annotations

import argparse
import io
import json

import pytest

from engine.board import load_map
from engine.mapmaking import cli


def run(*argv: str) -> tuple[int, str, str]:
    parser = argparse.ArgumentParser(prog="berthier")
    cli.add_parser(parser.add_subparsers(dest="verb"))
    args = parser.parse_args(["trace", *argv])
    out, err = io.StringIO(), io.StringIO()
    return args.run(args, out, err), out.getvalue(), err.getvalue()


@pytest.fixture
def image(tmp_path, traced):
    truth, _ = traced(border_width=2, seed=4)
    path = tmp_path / "old_game.png"
    truth.save(path)
    return path, truth


def test_a_map_is_traced_written_and_summarised(tmp_path, image):
    path, truth = image
    out_path = tmp_path / "maps" / "map.geojson"
    status, out, err = run(str(path), "--out", str(out_path), "--title", "The Old Game")
    assert status == 0, out + err
    board = load_map(out_path)
    assert board.info.title == "The Old Game"
    assert len(board) == truth.count
    sea_count = int(truth.is_sea[1:].sum())
    assert f"{truth.count - sea_count} provinces, {sea_count} seas" in out
    assert "borders" in out and "Wrote" in out and " s\n" in out.splitlines()[0] + "\n"
    assert "lake" in out    # the synthetic map's lake is named for the GM to check


def test_the_water_colour_and_tolerances_are_passed_on(tmp_path, image):
    path, _ = image
    status, out, _ = run(str(path), "--out", str(tmp_path / "a.geojson"), "--water-colour", "#a0c8f0",
                         "--water-tolerance", "30", "--border-tolerance", "45", "--min-area", "60")
    assert status == 0 and "#a0c8f0" in out
    status, out, _ = run(str(path), "--out", str(tmp_path / "b.geojson"), "--no-water")
    assert status == 0 and " 0 seas" in out
    data = json.loads((tmp_path / "b.geojson").read_text())
    assert {f["properties"]["kind"] for f in data["features"]} == {"land"}


def test_a_corrupt_image_writes_nothing_and_exits_2(tmp_path):
    bad = tmp_path / "map.png"
    bad.write_bytes(b"not a png at all" * 10)
    status, _, err = run(str(bad), "--out", str(tmp_path / "map.geojson"))
    assert status == 2
    assert str(bad) in err and "cannot read the image" in err
    assert not (tmp_path / "map.geojson").exists()


def test_an_existing_map_is_not_overwritten_without_force(tmp_path, image):
    path, _ = image
    target = tmp_path / "map.geojson"
    target.write_text("{}")
    status, _, err = run(str(path), "--out", str(target))
    assert status == 2 and "--force" in err
    assert target.read_text() == "{}"
    status, _, _ = run(str(path), "--out", str(target), "--force")
    assert status == 0


def test_an_image_of_one_province_is_written_with_its_error_and_exits_1(tmp_path):
    from PIL import Image
    path = tmp_path / "blank.png"
    Image.new("RGB", (60, 40), (236, 224, 180)).save(path)
    status, out, _ = run(str(path), "--out", str(tmp_path / "blank.geojson"))
    assert status == 1
    assert "p1: no unit can reach this land region" in out
    assert (tmp_path / "blank.geojson").exists()


def test_a_border_tolerance_out_of_range_is_refused(tmp_path, image):
    path, _ = image
    status, _, err = run(str(path), "--out", str(tmp_path / "m.geojson"), "--border-tolerance", "140")
    assert status == 2 and "between 0 and 100" in err


def test_tracing_without_the_mapmaking_extras_names_the_package_to_install(tmp_path, monkeypatch):
    from engine.mapmaking import trace

    def missing(*args, **kwargs):
        raise ModuleNotFoundError("No module named 'rasterio'", name="rasterio")

    monkeypatch.setattr(trace, "trace_image", missing)
    image = tmp_path / "old_game.png"
    image.write_bytes(b"not read")
    code, out, err = run(str(image), "--out", str(tmp_path / "m.geojson"))
    assert code == cli.FAILED
    assert "rasterio is not installed" in err and "pip install 'berthier[mapmaking]'" in err
    assert not (tmp_path / "m.geojson").exists()
