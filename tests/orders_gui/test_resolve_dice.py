"""The resolve preview's dice: setting one battle by hand previews again without touching the
other battles' rolls, and dice typed by hand that the turn never reads are pointed out."""

import pytest

from app.orders.resolve import ResolveDialog


def resolve_dialog(qtbot, session, seed=3):
    dialog = ResolveDialog(session, seed=seed)
    qtbot.addWidget(dialog)
    return dialog


@pytest.fixture
def two_battles(classic):
    """Italy and Austria meet in neutral 35; Austria and France in neutral 52."""
    classic.store_orders("Italy", "2 armies 36 -> 35\n")
    classic.store_orders("Austria", "1 army 75 -> 35\n1 army 75 -> 52\n")
    classic.store_orders("France", "2 armies 24 -> 52\n")
    return classic


def view(dialog, key):
    (v,) = [v for v in dialog.preview.views if v.key == key]
    return v


@pytest.mark.parametrize("seed", [3, 46])
def test_a_battle_set_by_hand_in_the_preview_leaves_the_other_battles_rolls_alone(qtbot, two_battles, seed):
    dialog = resolve_dialog(qtbot, two_battles, seed=seed)
    assert sorted(v.key for v in dialog.preview.views) == ["35", "52"]
    other = view(dialog, "52").event
    assert dialog.set_battle_result("35", {"losses": {"Austria": "all"}, "reason": "rolled on the forum"})
    assert view(dialog, "35").event.decided_by == "rolled on the forum"
    assert view(dialog, "52").event == other                     # the same rolls, the same outcome


TYPED = [6, 6, 6, 6, 1, 1, 6, 6, 6, 6, 1, 1, 1, 1]      # more than the two battles can read


def test_dice_typed_by_hand_and_never_read_are_pointed_out(qtbot, two_battles):
    dialog = resolve_dialog(qtbot, two_battles)
    dialog.dice.setText(", ".join(map(str, TYPED)))
    assert dialog.run_preview()
    read = dialog.preview.read
    left = len(TYPED) - read
    assert 0 < left and dialog.preview.leftover == TYPED[read:]
    message = dialog.message.text()
    assert f"{left} dice value(s) left over, not used" in message and f"(the turn read {read})" in message
    assert f"{left} of them left over" in dialog.commit_note.text() and dialog.commit_button.isEnabled()


def test_exactly_the_dice_the_turn_reads_show_no_note(qtbot, two_battles):
    dialog = resolve_dialog(qtbot, two_battles)
    dialog.dice.setText(", ".join(map(str, TYPED)))
    dialog.run_preview()
    dialog.dice.setText(", ".join(map(str, TYPED[:dialog.preview.read])))
    assert dialog.run_preview()
    assert dialog.preview.leftover == [] and dialog.message.isHidden()
    assert "left over" not in dialog.commit_note.text()


def test_a_typed_value_its_die_cannot_show_is_refused_naming_the_roll(qtbot, two_battles):
    dialog = resolve_dialog(qtbot, two_battles)
    dialog.dice.setText("6, 9, 6")
    assert not dialog.run_preview()
    message = dialog.message.text()
    assert "The preview failed." in message
    assert "dice value #2 is 9, which a d6 cannot show; it was read for" in message
    assert not dialog.commit_button.isEnabled() and two_battles.current_turn == 0


def test_a_preview_committed_after_another_program_resolved_the_turn_is_refused_not_applied_to_the_next(
        qtbot, two_battles):
    from engine.game.gamefile import Game
    dialog = resolve_dialog(qtbot, two_battles)
    assert dialog.commit_button.isEnabled()
    with Game.open(two_battles.game.path) as other:          # the command line resolves it first
        other.resolve(seed=1)
        resolved = other.current_turn
    assert not dialog.commit()
    assert "Not committed" in dialog.message.text() and "was already resolved" in dialog.message.text()
    assert dialog.committed is None
    with Game.open(two_battles.game.path) as game:
        assert game.current_turn == resolved                 # the next turn was not resolved with this preview
