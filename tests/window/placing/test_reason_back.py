"""Esc at the question why (the reason of a GM change) goes back to the form the change was filled in, as the GM
left it, instead of throwing away what he typed there: OK asks why again, Esc or Cancel in the form cancels. A
drag has no form: Esc at its question cancels the move, as before."""

import pytest

from app.placing.dialogs import NationDialog
from app.window import dialogs


@pytest.fixture
def tiny(window, open_game, tiny_game):
    return open_game(tiny_game)


def corps(window, nation, letter):
    game = window.session.game
    return next((e for e in game.rules.unit_entries(game.board, window.session.state())
                 if e["type"] == "corps" and e["nation"] == nation and e["letter"] == letter), None)


def reasons(fake_dialogs, *answers):
    """The GM's answers to the question why, one per time it is asked (None: Esc)."""
    left = list(answers)
    fake_dialogs.answer("ask_reason", lambda *args, **kw: left.pop(0))
    return left


def test_esc_at_why_brings_the_add_form_back_as_it_was_left(tiny, fake_dialogs, monkeypatch):
    window = tiny
    left = reasons(fake_dialogs, None, "raised on the forum")
    seen = []

    def run(dialog):
        if not seen:                                     # the GM fills the form
            dialog.form.set_value("letter", "B")
            dialog.form.set_value("infantry", 3)
            dialog.form.set_value("cavalry", 0)
        seen.append({k: dialog.form.values()[k] for k in ("letter", "infantry", "cavalry")})
        return True
    monkeypatch.setattr(dialogs, "run_dialog", run)
    assert window.placing.add_piece("paris")
    assert seen == [{"letter": "B", "infantry": 3, "cavalry": 0}] * 2       # shown again with what he typed
    assert not left
    assert {k: corps(window, "France", "B")[k] for k in ("at", "infantry")} == {"at": "paris", "infantry": 3}
    assert window.session.undo_stack.count() == 1


def test_esc_at_why_then_cancel_in_the_form_changes_nothing(tiny, fake_dialogs, monkeypatch):
    window = tiny
    reasons(fake_dialogs, None)
    answers = [True, False]

    def run(dialog):
        dialog.form.set_value("letter", "C")
        dialog.form.set_value("infantry", 2)
        return answers.pop(0)
    monkeypatch.setattr(dialogs, "run_dialog", run)
    assert not window.placing.add_piece("paris")
    assert corps(window, "France", "C") is None and window.session.game.edits() == []
    assert "nothing was recorded" in window.statusBar().currentMessage()


def test_esc_at_why_brings_a_nations_form_back(tiny, fake_dialogs, monkeypatch):
    window = tiny
    reasons(fake_dialogs, None, "a bank error in his favour")
    shown = []

    def run(dialog):
        assert isinstance(dialog, NationDialog)
        shown.append(dialog)
        if len(shown) == 1:
            dialog.set_amount("gold", dialog.held["gold"] + 5)
        return True
    monkeypatch.setattr(dialogs, "run_dialog", run)
    before = window.session.state().nation("France").treasury.get("gold", 0)
    assert window.placing.edit_nation("France")
    assert len(shown) == 2 and shown[0] is shown[1]
    assert window.session.state().nation("France").treasury.get("gold", 0) == before + 5
