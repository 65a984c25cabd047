"""A map of names only (regions and adjacencies, nothing drawn) opens in the editor as circles the
GM can click, move and save, with a note saying so; a drawn map opens as it is."""

from __future__ import annotations

import json

from engine.board.mapfile import load_map
from tests.editor.conftest import click


def _names_only(path):
    names = ("Alpha", "Beta", "Gamma", "Delta")
    features = [{"type": "Feature", "id": n.lower(), "geometry": None,
                 "properties": {"id": n.lower(), "name": n, "kind": "land"}} for n in names]
    meta = {"format": "berthier-map", "version": 1, "title": "Names", "id": "names",
            "adjacency": [{"a": "alpha", "b": "beta", "kind": "land"}, {"a": "beta", "b": "gamma", "kind": "land"},
                          {"a": "gamma", "b": "delta", "kind": "land"}]}
    path.write_text(json.dumps({"type": "FeatureCollection", "berthier": meta, "features": features}))
    return path


def test_the_regions_open_as_circles_with_a_note(make_editor, tmp_path):
    editor = make_editor(_names_only(tmp_path / "names.geojson"))
    regions = editor.document.draft.regions
    assert all(r.geometry is not None and r.geometry.geom_type == "Point" and r.radius for r in regions.values())
    assert any("no drawing" in n.message and "4 regions" in n.message for n in editor.notes.all)


def test_a_click_selects_a_circle_and_saving_keeps_the_circles_and_the_neighbours(make_editor, qtbot, tmp_path):
    path = _names_only(tmp_path / "names.geojson")
    editor = make_editor(path)
    gamma = editor.document.draft.regions["gamma"].geometry
    click(qtbot, editor, gamma.x, gamma.y)
    assert editor.selected == "gamma"
    assert editor.save(tmp_path / "saved.geojson")
    board = load_map(tmp_path / "saved.geojson")
    assert all(r.geometry.geom_type == "Point" for r in board)
    assert {frozenset((e.a, e.b)) for e in board.edges()} == {frozenset(p) for p in
                                                             (("alpha", "beta"), ("beta", "gamma"), ("gamma", "delta"))}
