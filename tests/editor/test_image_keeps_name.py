"""Load image… on an empty map the GM named (New map… asks its title) keeps his title and id: the map over
the image was titled after the image's file ("Mymap" for mymap.png, the GM's "Four Realms" lost), and a game
started on it took that title. A map with regions, or one named only by default or by its image, takes the
new image's name as before."""

from __future__ import annotations

from pathlib import Path

from PIL import Image


def _image(folder: Path, name: str) -> Path:
    path = folder / name
    Image.new("RGB", (120, 90), (170, 200, 230)).save(path)
    return path


def test_an_image_loaded_on_a_new_map_the_gm_named_keeps_its_name(make_editor, asked, tmp_path):
    editor = make_editor(None)
    assert editor.new_map("Four Realms", 1600, 1200)
    assert editor.load_image(_image(tmp_path, "mymap.png"))
    info = editor.document.draft.info
    assert (info.title, info.id) == ("Four Realms", "four_realms") and info.bounds == (0, 0, 120, 90)


def test_a_title_typed_in_the_map_panel_is_kept_too(make_editor, asked, tmp_path):
    editor = make_editor(None)
    assert editor.load_image(_image(tmp_path, "first_try.png"))
    assert editor.document.draft.info.title == "First Try"          # named by its image
    assert editor.load_image(_image(tmp_path, "second-try.png"))
    assert editor.document.draft.info.title == "Second Try"         # another image: its own name
    editor._map_change({"title": "Albion"})
    editor._map_change({"id": "albion"})
    asked.answer("unsaved_changes", "discard")
    assert editor.load_image(_image(tmp_path, "third.png"))
    assert (editor.document.draft.info.title, editor.document.draft.info.id) == ("Albion", "albion")


def test_an_unnamed_map_or_one_with_regions_takes_the_images_name(make_editor, asked, tmp_path, three):
    editor = make_editor(None)
    assert editor.load_image(_image(tmp_path, "old_game.png"))
    assert editor.document.draft.info.title == "Old Game"
    drawn = make_editor(three)
    asked.answer("image_use", "new")
    asked.answer("unsaved_changes", "discard")
    assert drawn.load_image(_image(tmp_path, "next_game.png"))
    assert drawn.document.draft.info.title == "Next Game" and len(drawn.document.draft) == 0
