"""Starting a map: File > New map, Load image (always a new map over the image, never the open
map stretched over it), and file dialogs that start where the GM keeps maps."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.editor.window import MapEditorWindow
from engine.board import load_map
from engine.mapmaking.synthetic import synthetic_map

TINY = Path(__file__).resolve().parents[1] / "data" / "tiny-map.geojson"


@pytest.fixture(scope="module")
def drawn():
    return synthetic_map(360, 270, 14, seed=7, border_width=2)


@pytest.fixture
def image(tmp_path, drawn):
    path = tmp_path / "old_game.png"
    drawn.save(path)
    return path


def test_load_image_on_a_games_map_starts_a_new_map_of_the_images_size(make_editor, image, asked):
    game_map = load_map(TINY)
    editor = make_editor(game_map, cls=MapEditorWindow)
    assert editor.load_image(image)
    draft = editor.document.draft
    assert len(draft) == 0 and draft.info.bounds == (0, 0, 360, 270) and draft.info.projection == "pixels"
    assert draft.info.title == "Old Game" and editor.document.path is None
    item = editor.view.image
    assert (item.pos().x(), item.pos().y(), item.scale_factor) == (0, 0, 1)      # pixel for pixel
    assert editor.undo_stack.count() == 0 and editor.undo_stack.isClean()
    assert asked.calls == []                     # nothing unsaved: nothing to ask


def test_load_image_asks_to_save_changes_first_and_cancel_keeps_the_map(make_editor, image, asked, three):
    editor = make_editor(three)
    editor._region_change("p1", {"name": "Alsace"})
    asked.answer("image_use", "new")
    asked.answer("unsaved_changes", "cancel")
    assert not editor.load_image(image)
    assert editor.document.draft["p1"].name == "Alsace" and editor.view.image is None
    asked.answer("unsaved_changes", "discard")
    assert editor.load_image(image)
    assert len(editor.document.draft) == 0 and editor.view.image is not None


def test_a_map_drawn_over_an_image_may_take_it_behind_pixel_for_pixel(make_editor, image, asked, three):
    editor = make_editor(three)                  # drawn in pixels (a map traced from an image)
    asked.answer("image_use", "behind")
    assert editor.load_image(image)
    assert list(editor.document.draft.regions) == ["p1", "p2", "s1"]
    item = editor.view.image
    assert (item.pos().x(), item.pos().y(), item.scale_factor) == (0, 0, 1)
    (args,) = asked.asked("image_use")
    assert args[0] == "old_game.png"


def test_new_map_asks_its_size_and_starts_empty(make_editor, three, asked):
    editor = make_editor(three, cls=MapEditorWindow)
    file_menu = editor.menuBar().actions()[0].menu()
    assert file_menu.actions()[0] is editor.new_action
    editor._region_change("p1", {"name": "Alsace"})
    asked.answer("new_map_size", ("Islands", 800.0, 600.0))
    asked.answer("unsaved_changes", "discard")
    editor.new_action.trigger()
    draft = editor.document.draft
    assert len(draft) == 0 and draft.info.title == "Islands" and draft.info.id == "islands"
    assert draft.info.bounds == (0, 0, 800, 600)
    assert editor.undo_stack.count() == 0 and editor.document.path is None
    assert "Islands" in editor.windowTitle()
    assert len(asked.asked("unsaved_changes")) == 1
    rect = editor.view.sceneRect()
    assert rect.width() >= 800 and rect.height() >= 600


def test_new_map_cancelled_changes_nothing(make_editor, three, asked):
    editor = make_editor(three)
    asked.answer("new_map_size", None)
    assert not editor.new_map()
    assert list(editor.document.draft.regions) == ["p1", "p2", "s1"]


def test_the_save_dialog_starts_in_the_maps_folder_or_the_last_one_used(make_editor, three, asked, tmp_path):
    editor = make_editor(three)
    asked.answer("save_path", None)
    editor.save_as()
    (title, suggested), = asked.asked("save_path")
    assert Path(suggested).parent == editor.memory.folder() and Path(suggested).name == "new_map.geojson"
    assert Path(suggested).parent != Path.cwd() or Path.home() == Path.cwd()
    folder = tmp_path / "maps"
    folder.mkdir()
    asked.answer("save_path", folder / "rhine.geojson")
    assert editor.save_as()
    asked.answer("save_path", None)
    editor.save_as()
    assert Path(asked.asked("save_path")[-1][1]) == folder / "rhine.geojson"       # its own file
    other = make_editor(three)                   # another map, another session: the folder is remembered
    other.save_as()
    assert Path(asked.asked("save_path")[-1][1]) == folder / "new_map.geojson"
