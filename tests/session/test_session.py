"""The GUI's session: edits go through the undo stack and are recorded with their reason."""

from pathlib import Path

import pytest

from app.session import GameSession
from engine.errors import GameFileError
from engine.state import replace

DATA = Path(__file__).resolve().parents[1] / "data"


@pytest.fixture
def session(qtbot, tmp_path):
    path = GameSession.create_from_scenario(DATA / "tiny-scenario.json", tmp_path / "g.berthier")
    s = GameSession()
    s.open(path)
    yield s
    s.close()


def test_an_edit_can_be_undone_and_redone_and_both_are_recorded(session, qtbot):
    before = session.state()
    changed = replace(before, owners={**before.owners, "baden": "France"})
    with qtbot.waitSignal(session.stateChanged):
        session.edit(changed, "treaty on the forum", "Baden given to France")
    assert session.state().owner("baden") == "France"
    session.undo_stack.undo()
    assert session.state().owner("baden") is None
    session.undo_stack.redo()
    assert session.state().owner("baden") == "France"
    assert [e["summary"] for e in session.game.edits()] == [
        "Baden given to France", "undo of: Baden given to France", "Baden given to France"]


def test_preview_then_commit_with_the_same_seed_gives_the_previewed_result(session):
    session.store_orders("France", "build 2 infantry in Paris")
    preview = session.preview(seed=11)
    result = session.commit(seed=11)
    assert preview.state == result.state
    assert session.current_turn == 1


def test_opening_a_file_that_is_not_a_game_keeps_the_open_game(session, tmp_path):
    bad = tmp_path / "x.berthier"
    bad.write_text("not a game")
    with pytest.raises(GameFileError):
        session.open(bad)
    assert session.game is not None and session.state().season == "Winter"


def test_gm_edits_can_still_be_undone_after_the_game_is_reopened(session, qtbot):
    path = session.path
    before = session.state()
    session.edit(replace(before, owners={**before.owners, "baden": "France"}), "treaty", "Baden given to France")
    session.edit(replace(session.state(), owners={**session.state().owners, "hesse": "France"}), "treaty",
                 "Hesse given to France")
    session.undo_stack.undo()                                     # Hesse back, before closing
    session.close()
    again = GameSession()
    again.open(path)
    assert again.state().owner("baden") == "France" and again.state().owner("hesse") is None
    assert again.undo_stack.count() == 1 and again.undo_stack.undoText() == "Baden given to France"
    again.undo_stack.undo()
    assert again.state().owner("baden") is None
    again.close()


def test_orders_typed_and_not_saved_are_kept_as_a_draft_until_saved(session):
    session.save_draft("France", "build 2 infantry in Paris")
    path = session.path
    session.close()
    again = GameSession()
    again.open(path)
    assert again.draft("France") == "build 2 infantry in Paris" and again.draft("Austria") is None
    again.store_orders("France", "build 2 infantry in Paris")
    assert again.draft("France") is None
    again.close()
