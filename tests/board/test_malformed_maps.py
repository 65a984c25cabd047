"""Map and scenario files written wrong, by hand or on purpose: each is refused with a message in the
file's own terms (which region, which field, what was expected), never a crash or library wording."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from engine.board import load_map
from engine.board import kept, mapfile
from engine.errors import MapFileError, ScenarioError
from engine.game.scenario import load_scenario

DATA = Path(__file__).resolve().parents[1] / "data"



@pytest.fixture(autouse=True)
def _no_board_kept_from_an_earlier_test():
    """A board read earlier in this process (engine.board.kept) was checked under the real limits;
    these tests lower the limits, so each reads its map afresh."""
    kept.forget()
    yield
    kept.forget()

def tiny_map() -> dict:
    return json.loads((DATA / "tiny-map.geojson").read_text())


def tiny_scenario() -> dict:
    return json.loads((DATA / "tiny-scenario.json").read_text())


def write(tmp_path: Path, name: str, data) -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    return path


def map_with(change) -> dict:
    data = tiny_map()
    change(data)
    return data


BAD_MAPS = {
    "credits a number": (lambda d: d["berthier"].update(credits=5), "'credits' must be a list of texts"),
    "title an object": (lambda d: d["berthier"].update(title={"a": 1}), "'title' must be text"),
    "aliases a number": (lambda d: d["features"][0]["properties"].update(aliases=5),
                         "paris: aliases must be a list of names"),
    "value a text": (lambda d: d["features"][0]["properties"].update(value="five"),
                     "paris: value must be a whole number"),
    "port a number": (lambda d: d["features"][0]["properties"].update(port=1), "paris: port must be true or false"),
    "radius negative": (lambda d: d["features"][0]["properties"].update(radius=-1), "radius must be a number above 0"),
    "features an object": (lambda d: d.update(features={}), "'features' must be a list"),
}


@pytest.mark.parametrize("what", BAD_MAPS)
def test_a_map_field_of_the_wrong_type_names_the_region_and_what_was_expected(tmp_path, what):
    change, message = BAD_MAPS[what]
    with pytest.raises(MapFileError) as refused:
        load_map(write(tmp_path, "map.geojson", map_with(change)))
    assert message in str(refused.value)


def test_aliases_written_as_one_text_are_read_as_names(tmp_path):
    board = load_map(write(tmp_path, "map.geojson", map_with(
        lambda d: d["features"][0]["properties"].update(aliases="Lutetia, Paname"))))
    assert board.find("Paname").id == "paris"


@pytest.mark.parametrize("text, message", [
    ("[" * 100_000 + "]" * 100_000, "nested more than 64 deep"),
    ('{"type": "FeatureCollection", "features": [], "berthier": {"title": NaN}}', "NaN is not a number JSON allows"),
    ('{"a": Infinity}', "Infinity is not a number JSON allows"),
])
def test_deep_nesting_and_nan_are_refused_without_a_crash(tmp_path, text, message):
    with pytest.raises(MapFileError, match=message):
        load_map(write(tmp_path, "map.geojson", text))


def test_a_map_with_more_regions_than_any_real_map_is_refused_at_once(tmp_path, monkeypatch):
    monkeypatch.setattr(mapfile, "MAX_REGIONS", 3)
    with pytest.raises(MapFileError, match="a map has at most 3 regions"):
        load_map(DATA / "tiny-map.geojson")


def test_a_map_file_larger_than_the_limit_is_refused_before_reading(tmp_path, monkeypatch):
    monkeypatch.setattr(mapfile, "MAX_MAP_BYTES", 1000)
    with pytest.raises(MapFileError, match="a map file is at most 0 MB"):
        load_map(DATA / "tiny-map.geojson")


def scenario_with(tmp_path, change) -> Path:
    shutil.copy(DATA / "tiny-map.geojson", tmp_path / "tiny-map.geojson")
    data = tiny_scenario()
    change(data)
    return write(tmp_path, "scenario.json", data)


BAD_SCENARIOS = {
    "start a list": (lambda d: d.update(start=[1]), "start: must be an object"),
    "year a fraction": (lambda d: d["start"].update(year=1804.5), "start: year must be a whole number"),
    "aliases a number": (lambda d: d["nations"][0].update(aliases=5), "nation France: aliases must be a list of names"),
    "title NaN": (lambda d: d.update(title=float("nan")), "NaN is not a number JSON allows"),
    "infantry a fraction": (lambda d: d["units"][0].update(infantry=1.5),
                            "infantry must be a whole number, not 1.5"),
    "params a list": (lambda d: d.update(params=[1]), "'params' must be an object"),
    "a param out of range": (lambda d: d["params"].update(income_random_die=0),
                             "params: income_random_die must be a whole number from 2 to 100"),
}


@pytest.mark.parametrize("what", BAD_SCENARIOS)
def test_a_scenario_field_of_the_wrong_type_is_named_in_the_files_terms(tmp_path, what):
    change, message = BAD_SCENARIOS[what]
    with pytest.raises(ScenarioError) as refused:
        load_scenario(scenario_with(tmp_path, change))
    text = str(refused.value)
    assert message in text and "Expected" not in text and "object has no attribute" not in text


def test_a_deeply_nested_scenario_is_refused(tmp_path):
    with pytest.raises(ScenarioError, match="nested more than 64 deep"):
        load_scenario(write(tmp_path, "s.json", '{"params": ' + "[" * 50_000 + "]" * 50_000 + "}"))
