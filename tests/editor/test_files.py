"""Saving, opening, and the GeoJSON round trip through QGIS: repairs reported, nothing lost."""

import json

import shapely
from shapely.geometry import Polygon, mapping

from app.editor.window import MapEditorWindow
from engine.board import EdgeKind, load_map


def test_a_saved_map_is_a_berthier_map_file_and_opens_again(qtbot, make_editor, three, tmp_path, asked):
    editor = make_editor(three)
    editor.do(lambda: __import__("app.editor.commands", fromlist=["x"]).SetRegion(
        editor.document, "p1", name="Alsace", value=3))
    assert editor.windowTitle().startswith("*")
    asked.answer("save_path", tmp_path / "rhine")
    assert editor.save()
    path = tmp_path / "rhine.geojson"
    assert path.exists() and not editor.windowTitle().startswith("*")
    board = load_map(path)                                       # what a game loads
    assert board["p1"].name == "Alsace" and board["p1"].value == 3
    assert board.edge("p1", "s1").kind is EdgeKind.COAST
    again = make_editor(path, cls=MapEditorWindow)
    assert list(again.document.draft.regions) == ["p1", "p2", "s1"]
    assert again.document.path == path and again.undo_stack.isClean()


def test_the_background_image_comes_back_with_the_map(qtbot, make_editor, tmp_path, asked):
    from engine.mapmaking.synthetic import synthetic_map
    image = tmp_path / "scan.png"
    synthetic_map(200, 150, 6, seed=2).save(image)
    editor = make_editor(image)
    editor.place_image(0, 0, 1.0)
    assert editor.save_as(tmp_path / "scan.geojson")
    data = json.loads((tmp_path / "scan.geojson").read_text())
    assert data["berthier"]["editor_background"]["image"] == "scan.png"
    again = make_editor(tmp_path / "scan.geojson")
    assert again.view.image is not None and again.picture_path == image


def test_a_map_with_errors_is_saved_with_a_warning(qtbot, make_editor, three, tmp_path):
    editor = make_editor(three.connect("p1", "p2", "strait"))       # a strait with no sea
    assert editor.save_as(tmp_path / "bad.geojson")
    assert "1 error(s) to fix" in editor.last_message


def test_regions_edited_in_qgis_come_back_repaired_and_the_hand_made_edges_stay(qtbot, make_editor, three,
                                                                               tmp_path, asked):
    draft = three.add_region(shapely.box(0, 110, 100, 130)).connect("p1", "p3", "strait", sea="s1")
    editor = make_editor(draft)
    out = tmp_path / "regions.geojson"
    assert editor.export_geojson(out)
    data = json.loads(out.read_text())
    assert "berthier" not in data and len(data["features"]) == 4
    # in QGIS: p2 gets a spike (repairable), p3 becomes a bow tie (not), a new region is drawn
    features = {f["properties"]["id"]: f for f in data["features"]}
    features["p2"]["geometry"] = mapping(Polygon([(50, 0), (100, 0), (100, 50), (75, 50), (75, 60), (75, 50),
                                                  (50, 50)]))
    features["p3"]["geometry"] = mapping(Polygon([(0, 110), (100, 130), (100, 110), (0, 130)]))
    data["features"].append({"type": "Feature", "properties": {"id": "p4", "name": "New"},
                             "geometry": mapping(shapely.box(110, 0, 150, 50))})
    out.write_text(json.dumps(data))
    assert editor.import_geojson(out)
    draft = editor.document.draft
    assert set(draft.regions) == {"p1", "p2", "p3", "s1", "p4"}
    assert draft["p2"].geometry.is_valid and not draft["p3"].geometry.is_valid      # kept, to fix by hand
    assert draft.edge("p1", "p3").kind is EdgeKind.STRAIT and draft.edge("p1", "p3").sea == "s1"
    listed = [editor.problems_panel.list.item(i).text() for i in range(editor.problems_panel.list.count())]
    assert any("repaired an invalid polygon" in t for t in listed)
    assert any("cannot be repaired unambiguously" in t for t in listed)
    editor.undo_stack.undo()
    assert set(editor.document.draft.regions) == {"p1", "p2", "p3", "s1"}


def test_closing_with_unsaved_changes_asks_first(qtbot, make_editor, three, asked):
    editor = make_editor(three, cls=MapEditorWindow)
    editor.do(lambda: __import__("app.editor.commands", fromlist=["x"]).DeleteRegion(editor.document, "p2"))
    asked.answer("unsaved_changes", "cancel")
    assert not editor.close()
    assert editor.isVisible()
    asked.answer("unsaved_changes", "discard")
    assert editor.close()


def test_opening_another_map_starts_a_new_history(qtbot, make_editor, three, tmp_path, asked):
    three.save(tmp_path / "other.geojson")
    editor = make_editor(three.delete_region("p2"))
    editor.do(lambda: __import__("app.editor.commands", fromlist=["x"]).DeleteRegion(editor.document, "p1"))
    asked.answer("unsaved_changes", "discard")
    assert editor.open_map(tmp_path / "other.geojson")
    assert set(editor.document.draft.regions) == {"p1", "p2", "s1"}
    assert editor.undo_stack.count() == 0 and editor.undo_stack.isClean()


def test_a_map_naming_a_background_outside_its_folder_opens_without_it_and_says_why(
        qtbot, make_editor, tmp_path, asked):
    from engine.mapmaking.synthetic import synthetic_map
    synthetic_map(200, 150, 6, seed=2).save(tmp_path / "secret.png")
    folder = tmp_path / "shared"
    folder.mkdir()
    editor = make_editor(tmp_path / "secret.png")
    editor.place_image(0, 0, 1.0)
    assert editor.save_as(folder / "map.geojson")
    data = json.loads((folder / "map.geojson").read_text())
    assert data["berthier"]["editor_background"]["image"] == "secret.png"    # never a path
    data["berthier"]["editor_background"]["image"] = "../secret.png"
    (folder / "map.geojson").write_text(json.dumps(data))
    again = make_editor(folder / "map.geojson")
    assert again.view.image is None and again.picture_path is None
    assert "not a file in the map's own folder" in again.last_message
