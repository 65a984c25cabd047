"""The window redraws what a change concerns (the session's `Changes`), and leaves the rest."""

import pytest

from engine.game import edits
@pytest.fixture
def tiny(window, open_game, tiny_game):
    return open_game(tiny_game)


def counting(monkeypatch, obj, name) -> list:
    calls: list = []
    method = getattr(obj, name)

    def counted(*args, **kwargs):
        calls.append(args)
        return method(*args, **kwargs)
    monkeypatch.setattr(obj, name, counted)
    return calls


def set_treasury(window, nation, amount):
    made = edits.set_treasury(window.session.board, window.session.state(), nation, amount)
    window.session.edit(made.state, "a test", made.summary, dict(made.private))


def test_a_gm_edit_redraws_the_nations_and_the_history_and_leaves_the_reports_of_resolved_turns(
        tiny, monkeypatch):
    window = tiny
    window.session.commit(seed=1)
    reports = counting(monkeypatch, window.reports, "set_turn")
    set_treasury(window, "Austria", 41)
    assert reports == []
    assert "41" in window.nations.row_texts("Austria").values()
    assert "Austria" in window.history.turn_items()[0].child(0).text(0)
    assert window.reports.turn == 0                       # still the last resolved turn's reports
    window.session.undo_stack.undo()
    assert reports == [] and "41" not in window.nations.row_texts("Austria").values()


def test_a_new_turn_redraws_the_reports(tiny, monkeypatch):
    window = tiny
    reports = counting(monkeypatch, window.reports, "set_turn")
    window.session.commit(seed=1)
    assert len(reports) == 1 and window.reports.turn == 0


def test_an_edit_made_while_an_earlier_turn_is_shown_leaves_its_map_and_lists_the_edit(tiny, monkeypatch):
    window = tiny
    window.session.commit(seed=1)
    window.view_turn(0)
    pictures = counting(monkeypatch, window.map_view, "set_picture")
    nations = counting(monkeypatch, window.nations, "set_position")
    set_treasury(window, "France", 77)
    assert pictures == [] and nations == []
    assert window.view.turn == 0 and window.session.viewed_turn == 0
    current = window.history.turn_items()[0]
    assert "France" in current.child(0).text(0)
