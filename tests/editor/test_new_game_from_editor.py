"""File > New game while the map in the editor is not saved: Enter saves it and offers it first; "Not this map" goes
on without it; Esc (Cancel) stops the New game there, the map in the editor as it was (Enter went on to the New
game without the GM's map, saying nothing of it)."""

import pytest

from app.editor import commands, install
from app.window import dialogs as window_dialogs
from app.window import newgame_flow
from tests.editor.test_mode import StandInWindow
from engine.board.synthetic import grid_board


@pytest.fixture
def edited(qtbot, asked):
    asked.answer("unsaved_changes", "discard")          # the window closed after the test
    window = StandInWindow(grid_board(5, 4, sea_every=4))
    qtbot.addWidget(window)
    window.show()
    editor = install(window).enter()
    editor.do(lambda: commands.DeleteRegion(editor.document, "r0"))
    return window, editor


@pytest.fixture
def answers(monkeypatch):
    """The GM's answer to the question about the map, and the map the New game dialog was offered."""
    asked: dict = {"offered": []}

    def question(parent, title, text):
        asked["text"] = text
        return asked["answer"]
    monkeypatch.setattr(window_dialogs, "save_map_first", question)
    monkeypatch.setattr(window_dialogs, "new_game", lambda parent, editor_map=None: asked["offered"].append(editor_map))
    return asked


def test_cancel_at_the_question_stops_the_new_game_and_keeps_the_map(edited, answers):
    window, editor = edited
    answers["answer"] = "cancel"
    newgame_flow.ask_new_game(window)
    assert answers["offered"] == [] and "is not saved yet" in answers["text"]
    assert "r0" not in editor.document.draft and not editor.undo_stack.isClean()


def test_not_this_map_goes_on_without_it(edited, answers):
    window, editor = edited
    answers["answer"] = "without"
    newgame_flow.ask_new_game(window)
    assert answers["offered"] == [None]
    assert not editor.undo_stack.isClean()


def test_save_offers_the_map_saved(edited, answers, asked, tmp_path):
    window, editor = edited
    answers["answer"] = "save"
    asked.answer("save_path", tmp_path / "my-map.geojson")
    newgame_flow.ask_new_game(window)
    assert answers["offered"] == [tmp_path / "my-map.geojson"] and (tmp_path / "my-map.geojson").exists()
    assert editor.undo_stack.isClean()


def test_a_save_cancelled_stops_the_new_game(edited, answers, asked):
    window, editor = edited
    answers["answer"] = "save"
    asked.answer("save_path", None)
    newgame_flow.ask_new_game(window)
    assert answers["offered"] == [] and not editor.undo_stack.isClean()
