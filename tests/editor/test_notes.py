"""Notes from tracing last while what they are about is as it was (no widget needed)."""

from shapely.geometry import box

from app.editor.notes import Notes
from engine.board.editing import MapDraft
from engine.board.validate import MapProblem


def bay() -> MapDraft:
    draft = MapDraft.empty("Bay", bounds=(0, 0, 100, 100))
    draft = draft.add_region(box(0, 0, 100, 50), id="a").add_region(box(0, 50, 100, 100), id="s", kind="sea")
    return draft.add_region(box(40, 70, 50, 80), id="l", kind="sea")


def test_a_note_goes_when_a_region_it_names_changes_and_comes_back_with_it():
    draft = bay()
    notes = Notes()
    lake = MapProblem("l", "lies entirely inside s (100 px): an enclave, or a letter", "warning")
    short = MapProblem("a", "shares only 2 px of border with s: check that they are neighbours", "warning")
    whole = MapProblem(None, "no blue-ish water colour found", "warning")
    notes.set([lake, short, whole], draft)
    assert notes.live(draft) == [lake, short, whole]
    renamed = draft.set_region("s", name="Mare Nostrum")           # s is named by both the first two
    assert notes.live(renamed) == [whole]
    merged = draft.merge_regions("s", "l")
    assert notes.live(merged) == [whole]
    assert notes.live(draft) == [lake, short, whole]                # undo: the old draft again


def test_a_note_about_a_place_goes_once_another_region_is_drawn_there():
    draft = bay()
    notes = Notes()
    left_out = MapProblem(None, "a framed box of text ... is left out", "warning", location=(20.0, 90.0),
                          extent=(10.0, 85.0, 30.0, 95.0))
    notes.set([left_out], draft)
    assert notes.live(draft.set_region("s", name="Mare Nostrum")) == [left_out]   # the sea renamed: still there
    picked = draft.add_region(box(10, 85, 30, 95), id="c")
    assert notes.live(picked) == []
