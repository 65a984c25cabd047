"""A map image in the editor: traced in a thread with a progress dialog that cancels, the magic
wand, and images too large or damaged refused with a clear message, nothing drawn lost."""

import struct
import threading
import zlib

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from scipy import ndimage as ndi

from app.editor import tracing
from app.editor.editor import MapEditor
from engine.board import RegionKind
from engine.mapmaking.errors import ImageTooLarge
from engine.mapmaking.synthetic import synthetic_map
from tests.editor.conftest import click


@pytest.fixture(scope="module")
def drawn():
    """A small forum map with 14 numbered provinces and seas, and its ground truth."""
    return synthetic_map(360, 270, 14, seed=7, border_width=2)


@pytest.fixture
def image(tmp_path, drawn):
    path = tmp_path / "old_game.png"
    drawn.save(path)
    return path


def png_header_only(width: int, height: int) -> bytes:
    """A PNG that says it is width x height but has no pixels (enough for the size check)."""
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IEND", b"")


def finished(editor) -> bool:
    return editor.trace_job is None


def test_an_image_opens_as_a_new_map_of_its_size_with_the_image_behind(make_editor, image):
    editor = make_editor(image)
    draft = editor.document.draft
    assert len(draft) == 0 and draft.info.bounds == (0, 0, 360, 270) and draft.info.y_axis == "down"
    assert draft.info.title == "Old Game"
    assert editor.view.image is not None and editor.picture.size == (360, 270)
    assert "old_game.png" in editor.background_panel.file.text()


def test_trace_all_runs_in_a_thread_with_progress_and_adds_the_regions_as_one_edit(qtbot, make_editor, image,
                                                                                   drawn):
    editor = make_editor(image)
    stages = []
    editor.trace_action.trigger()
    job = editor.trace_job
    assert job is not None and editor.progress is not None and editor.progress.isVisible()
    job.progressed.connect(lambda f, stage: stages.append(stage))
    qtbot.waitUntil(lambda: finished(editor), timeout=30_000)
    draft = editor.document.draft
    assert abs(len(draft) - drawn.count) <= 1
    assert {r.kind for r in draft} == {RegionKind.LAND, RegionKind.SEA}
    assert draft.edges and all(r.label_point is not None for r in draft)
    assert editor.undo_stack.count() == 1 and "Trace" in editor.undo_stack.undoText()
    assert "Traced" in editor.last_message
    editor.undo_stack.undo()
    assert len(editor.document.draft) == 0


def test_cancelling_the_trace_changes_nothing(qtbot, make_editor, image, monkeypatch):
    started, go_on = threading.Event(), threading.Event()
    real = tracing.trace_image

    def slow(picture, *, progress=None, cancel=None, **options):
        progress(0.0, "reading the image")
        started.set()
        go_on.wait(10)
        return real(picture, progress=progress, cancel=cancel, **options)

    monkeypatch.setattr(tracing, "trace_image", slow)
    editor = make_editor(image)
    job = editor.trace_all()
    assert started.wait(10)
    button = editor.progress.findChild(QPushButton)
    assert button.text() == "Cancel"
    qtbot.mouseClick(button, Qt.LeftButton)          # the GM presses Cancel
    go_on.set()
    qtbot.waitUntil(lambda: finished(editor), timeout=30_000)
    assert job.outcome == "cancelled"
    assert len(editor.document.draft) == 0 and editor.undo_stack.count() == 0
    assert "cancelled" in editor.last_message


def test_a_failed_trace_is_explained(qtbot, make_editor, image, monkeypatch, asked):
    def broken(picture, **options):
        from engine.mapmaking.errors import TraceError
        raise TraceError("no regions found: the image seems to be all border line")

    monkeypatch.setattr(tracing, "trace_image", broken)
    asked.answer("show_error", None)
    editor = make_editor(image)
    editor.trace_all()
    qtbot.waitUntil(lambda: finished(editor), timeout=10_000)
    (_title, text, reason), = asked.asked("show_error")
    assert "nothing was changed" in text and "all border line" in reason
    assert len(editor.document.draft) == 0


def test_the_magic_wand_picks_the_province_under_the_click(qtbot, make_editor, image, drawn):
    editor = make_editor(image)
    label = next(lb for lb in range(1, drawn.count + 1) if not drawn.is_sea[lb])
    depth = ndi.distance_transform_edt(drawn.labels == label)
    row, col = np.unravel_index(np.argmax(depth), depth.shape)
    editor.set_tool("wand")
    click(qtbot, editor, col + 0.5, row + 0.5)
    draft = editor.document.draft
    assert list(draft.regions) == ["p1"] and editor.selected == "p1"
    true_area = (drawn.labels == label).sum()
    assert draft["p1"].geometry.area == pytest.approx(true_area, rel=0.1)


@pytest.mark.parametrize("content, words", [
    (png_header_only(12_000, 9_000), "too large"),
    (b"<html>404 Not Found</html>" * 20, "not an image"),
])
def test_an_oversized_or_damaged_image_is_refused_and_nothing_drawn_is_lost(make_editor, three, tmp_path, asked,
                                                                           content, words):
    bad = tmp_path / "bad.png"
    bad.write_bytes(content)
    asked.answer("show_error", None)
    editor = make_editor(three)
    assert editor.load_image(bad) is False
    (_title, text, reason), = asked.asked("show_error")
    assert "bad.png" in text and words in reason
    assert list(editor.document.draft.regions.items()) == list(three.regions.items())
    assert editor.view.image is None and editor.undo_stack.count() == 0


def test_opening_an_oversized_image_says_why(qtbot, tmp_path):
    bad = tmp_path / "huge.png"
    bad.write_bytes(png_header_only(20_000, 20_000))
    with pytest.raises(ImageTooLarge, match="100 megapixels"):
        MapEditor(bad)


@pytest.fixture(scope="module")
def forum():
    """A map as posted on a forum: a title in large type over an open sea, twelve provinces, a lake."""
    from engine.mapmaking.synthetic import forum_map
    return forum_map(seed=1, title_style="outlined")


def test_tracing_a_forum_map_gives_its_provinces_one_open_sea_and_the_lake(qtbot, make_editor, forum, tmp_path):
    path = tmp_path / "mare_nostrum.png"
    forum.save(path)
    editor = make_editor(path)
    editor.trace_all()
    qtbot.waitUntil(lambda: finished(editor), timeout=60_000)
    draft = editor.document.draft
    land = [r for r in draft if r.kind is RegionKind.LAND]
    seas = [r for r in draft if r.kind is RegionKind.SEA]
    assert len(land) == 12 and len(seas) == 2
    x0, y0, x1, y1 = forum.title_box
    assert not [r.id for r in draft if x0 <= r.label_point[0] <= x1 and y0 <= r.label_point[1] <= y1]
    open_sea = draft[draft.region_at(3, 3)]
    lake = draft[draft.region_at(*forum.lake.representative_point().coords[0])]
    assert open_sea.kind is RegionKind.SEA and lake.kind is RegionKind.SEA and lake is not open_sea
    texts = [editor.problems_panel.list.item(i).text() for i in range(editor.problems_panel.list.count())]
    lake_notes = [t for t in texts if "is a lake" in t]
    assert len(lake_notes) == 1 and lake_notes[0].startswith(f"{lake.name}: is a lake inside")
    assert not [t for t in texts if t.startswith(f"{open_sea.name}:") and "lake" in t]
    assert "Traced 12 provinces and 2 seas" in editor.last_message


def test_a_cartouche_and_a_legend_left_out_are_notes_that_zoom_to_them(qtbot, make_editor, tmp_path):
    from engine.mapmaking.synthetic import forum_map
    path = tmp_path / "with_legend.png"
    forum_map(seed=0, title_style="cartouche", legend=True).save(path)
    editor = make_editor(path)
    editor.trace_all()
    qtbot.waitUntil(lambda: finished(editor), timeout=60_000)
    assert sum(r.kind is RegionKind.LAND for r in editor.document.draft) == 12
    panel = editor.problems_panel
    rows = [i for i in range(panel.list.count()) if "framed box of text" in panel.list.item(i).text()]
    assert len(rows) == 2
    zoom = editor.view.zoom()
    item = panel.list.item(rows[-1])
    qtbot.mouseClick(panel.list.viewport(), Qt.LeftButton, pos=panel.list.visualItemRect(item).center())
    assert editor.view.zoom() > 2 * zoom
    shown = editor.view.mapToScene(editor.view.viewport().rect()).boundingRect()
    x, y = item.data(Qt.UserRole).location
    assert shown.contains(x, y)
    editor.set_tool("wand")                      # it was a region after all: picked, the note goes
    click(qtbot, editor, x, y)
    assert editor.document.draft.region_at(x, y) != "s1"
    assert sum("framed box of text" in panel.list.item(i).text() for i in range(panel.list.count())) == 1
    editor.undo_stack.undo()
    assert sum("framed box of text" in panel.list.item(i).text() for i in range(panel.list.count())) == 2
