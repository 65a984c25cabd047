"""The New map dialog is wide enough for its title: narrower, the window manager cut it ('New m… rthier', seen on a
real screen in round 20)."""

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from app.editor.dialogs import new_map_size


def test_the_new_map_dialog_is_wide_enough_for_its_title(qtbot):
    seen: list[int] = []

    def look_and_cancel():
        dialog = QApplication.activeModalWidget()
        assert dialog is not None
        seen.append(dialog.width())
        dialog.reject()

    QTimer.singleShot(0, look_and_cancel)
    assert new_map_size(None) is None
    assert seen and seen[0] >= 360
