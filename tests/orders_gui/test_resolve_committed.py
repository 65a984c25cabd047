"""The window's Resolve on a turn whose dice were committed: it opens on the committed seed and
commits with it; another seed is refused in the dialog, saying why, and nothing is written."""

from app.orders import ask
from engine.game import commitment
def test_the_resolve_dialog_opens_on_the_committed_seed_and_commits_with_it(qtbot, window, session, monkeypatch):
    made = commitment.commit(session.game)
    opened = []
    monkeypatch.setattr(ask, "run_dialog", lambda d: opened.append(d) or d.commit())
    window.installed.resolve.trigger()
    assert opened[0].seed.value() == made.seed
    assert session.current_turn == 1
    assert session.game.conn.execute("SELECT seed FROM turns WHERE turn = 0").fetchone()[0] == made.seed
    assert commitment.resolved(session.game, 0).commitment == made


def test_another_seed_is_refused_in_the_dialog_naming_the_commitment(qtbot, window, session, monkeypatch):
    made = commitment.commit(session.game)
    shown = []

    def other_seed(dialog):
        dialog.seed.setValue(made.seed + 1)
        assert dialog.run_preview()
        assert not dialog.commit()
        shown.append(dialog.message.text())
        return False
    monkeypatch.setattr(ask, "run_dialog", other_seed)
    window.installed.resolve.trigger()
    assert "Not committed." in shown[0] and "were committed" in shown[0] and made.hash[:16] in shown[0]
    assert session.current_turn == 0
