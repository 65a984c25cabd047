"""The dialog where the GM sets a battle's result by hand, run as the window runs it."""

from PySide6.QtCore import QTimer

from app.orders import ask
from app.orders.battle_result import BattleResultDialog


def test_a_result_the_gm_accepts_is_taken_with_his_losses_and_reason(qtbot):
    dialog = BattleResultDialog("Battle of Bavaria", {"France": {"infantry": 2}, "Austria": {"infantry": 3}})
    qtbot.addWidget(dialog)
    dialog.set_destroyed("Austria")
    dialog.set_losses("France", infantry=1)
    dialog.reason.setText("ambush in the forest (house rule)")
    QTimer.singleShot(0, dialog.accept)
    assert ask.run_dialog(dialog)       # Qt's own result(): accepted, not the losses
    assert dialog.override() == {"losses": {"Austria": "all", "France": {"infantry": 1}},
                                 "reason": "ambush in the forest (house rule)"}


def test_a_result_without_a_reason_is_not_accepted(qtbot):
    dialog = BattleResultDialog("Battle of Bavaria", {"France": {"infantry": 2}, "Austria": {"infantry": 3}})
    qtbot.addWidget(dialog)
    dialog.set_destroyed("Austria")
    QTimer.singleShot(0, dialog.accept)
    QTimer.singleShot(10, dialog.reject)
    assert not ask.run_dialog(dialog)
