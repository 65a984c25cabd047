"""The editor says whether a game can start on the map, by the checks `berthier new` runs for the
ruleset the GM chose, and what is missing."""

from __future__ import annotations

import json

import pytest

from app.cli import main
from engine.board.editing import MapDraft


def berthier_new(tmp_path, capsys, editor, ruleset: str) -> tuple[int, str]:
    path = tmp_path / "drawn.geojson"
    path.write_text(json.dumps(editor.document.draft.to_geojson()), encoding="utf-8")
    code = main(["new", str(tmp_path / "game.berthier"), "--ruleset", ruleset, "--map", str(path)])
    out, err = capsys.readouterr()
    return code, out + err


def test_an_empty_map_cannot_be_played_and_says_why(make_editor, tmp_path, capsys):
    editor = make_editor(MapDraft.empty())
    panel = editor.problems_panel
    assert panel.ruleset() == "napoleonic"                        # the default
    text = panel.playable.text()
    assert text.startswith("No napoleonic game can start on this map yet")
    assert "the map has no regions" in text
    code, said = berthier_new(tmp_path, capsys, editor, "napoleonic")
    assert code != 0 and "the map has no regions" in said


def test_a_map_without_home_nations_cannot_be_played_and_says_what_to_set(make_editor, three, tmp_path, capsys):
    editor = make_editor(three)
    text = editor.problems_panel.playable.text()
    assert "No napoleonic game can start" in text and "no province names a home nation" in text
    assert "set 'home'" in text
    code, said = berthier_new(tmp_path, capsys, editor, "napoleonic")
    assert code != 0 and "no province names a home nation" in said


@pytest.mark.parametrize("ruleset", ["napoleonic", "classic"])
def test_a_map_with_two_home_nations_can_be_played_and_berthier_new_agrees(make_editor, three, tmp_path, capsys,
                                                                          ruleset):
    editor = make_editor(three)
    editor.problems_panel.ruleset_box.setCurrentIndex(editor.problems_panel.ruleset_box.findData(ruleset))
    editor._region_change("p1", {"home": "France"})
    editor._region_change("p2", {"home": "Austria"})
    editor.check()
    assert editor.problems_panel.playable.text() == f"A {ruleset} game can start on this map."
    code, said = berthier_new(tmp_path, capsys, editor, ruleset)
    assert code == 0, said


def test_the_ruleset_chosen_is_checked_at_once_and_remembered(make_editor, three, editor_settings):
    draft = three.set_region("p1", home="France").set_region("s1", home="Austria")
    editor = make_editor(draft)
    panel = editor.problems_panel
    assert "home province Sea 1 is not land" in panel.playable.text()
    panel.ruleset_box.setCurrentIndex(panel.ruleset_box.findData("classic"))
    assert panel.playable.text().startswith("No classic game can start")
    again = make_editor(draft)
    assert again.problems_panel.ruleset() == "classic"
