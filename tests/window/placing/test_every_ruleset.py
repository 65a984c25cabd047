"""The placing mode names no ruleset: for each ruleset that declares its pieces, every piece of its
bundled scenario is found behind its counter, shown in the form as it is, removed and put back by
undo, and a new piece is offered where it may stand. A ruleset whose hooks still refuse (\"do not
let the GM place\") is skipped with its reason."""

import pytest
from toy_ruleset import SCENARIO as TOY

from app.session import GameSession
from app.window import dialogs
from engine.errors import BerthierError
from engine.game.scenario import MAPS

SCENARIOS = {"napoleonic": MAPS / "europe1805" / "scenario.json", "classic": MAPS / "classic-europe" / "scenario.json",
             "succheesion": MAPS / "mausropa" / "scenario.json", "eia": MAPS / "eia-europe" / "scenario.json",
             "toy": TOY}


@pytest.fixture(params=sorted(SCENARIOS))
def game_window(request, window, open_game, tmp_path):
    path = GameSession.create_from_scenario(SCENARIOS[request.param], tmp_path / f"{request.param}.berthier")
    window = open_game(path)
    game = window.session.game
    try:
        game.rules.unit_entries(game.board, window.session.state())
    except BerthierError as e:
        pytest.skip(str(e))
    return window


def entries(window):
    game = window.session.game
    return game.rules.unit_entries(game.board, window.session.state())


def test_every_piece_stands_behind_a_counter_of_its_region(game_window):
    window = game_window
    placing = window.placing
    found = []
    for m in window.map_view.picture.markers:
        if m.key is not None:
            found += [e for e in placing.pieces_of(m) if e not in found]
    board = window.session.game.board
    missing = [e for e in entries(window) if e not in found and e.get("at") in board]   # off the map: no counter
    assert missing == []


def test_the_form_shows_a_piece_as_it_is_and_cancelling_changes_nothing(game_window, monkeypatch):
    window = game_window
    first = entries(window)[0]
    seen = []

    def run(dialog):
        kind = dialog.piece_kind()
        seen.append(dialog.entry())
        assert all(not dialog.form.widgets[f.key].isEnabled() for f in kind.fields if f.identity)
        return False
    monkeypatch.setattr(dialogs, "run_dialog", run)
    assert not window.placing.edit_piece(first)
    assert seen == [first]
    assert window.session.game.edits() == []


def test_a_piece_removed_by_its_menu_comes_back_with_undo(game_window, fake_dialogs):
    window = game_window
    fake_dialogs.answer("ask_reason", "a test of the GM's hand")
    before = entries(window)
    first = before[0]
    counter = next(m for m in window.map_view.picture.markers
                   if m.key is not None and first in window.placing.pieces_of(m))
    menu = window.placing.marker_menu(counter)
    removes = [a for a in _all_actions(menu) if a.text() == "Remove"]
    assert removes
    window.placing.remove_piece(first)
    assert first not in entries(window) and len(entries(window)) == len(before) - 1
    window.undo_action.trigger()
    assert entries(window) == before


def test_a_new_piece_is_offered_where_it_may_stand_and_added_or_refused_with_a_reason(game_window, fake_dialogs,
                                                                                      monkeypatch):
    window = game_window
    fake_dialogs.answer("ask_reason", "a test of the GM's hand")
    errors = fake_dialogs.expect_error()
    pieces = entries(window)
    first = pieces[0]
    monkeypatch.setattr(dialogs, "run_dialog", lambda dialog: True)
    before = window.session.state()
    added = window.placing.add_piece(first["at"])
    if added:
        assert len(entries(window)) == len(pieces) + 1 and window.session.undo_stack.canUndo()
    else:
        [(title, reason, _)] = errors
        assert title == "Cannot add the unit" and reason
        assert window.session.state() == before


def _all_actions(menu):
    for a in menu.actions():
        yield a
        if a.menu() is not None:
            yield from _all_actions(a.menu())
