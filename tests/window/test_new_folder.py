"""Export ▸ Whole turn to a folder… (and Viewers…) take a new folder's name typed in the dialog: Qt's own folder
dialog greyed its Choose button and said "Directory not found" to a name not made yet, so the GM had to find its
New folder button first. The folder is made when he chooses it; a name in a folder that is not there is refused
as before."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog, QLineEdit, QMessageBox

from app.window import dialogs


def _type_then(name: str, how: str, seen: dict) -> None:
    """Once the folder dialog is up: type `name`, then press Enter or click Choose; a message box is closed
    and the dialog cancelled (what the old dialog needed)."""
    def step() -> None:
        seen["steps"] = seen.get("steps", 0) + 1
        if seen["steps"] > 100:                  # never left waiting: whatever is open is closed
            modal = QApplication.activeModalWidget()
            if modal is not None:
                modal.close()
            seen["stuck"] = True
            return
        box = next((w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()), None)
        if box is not None:
            seen["refused"] = box.text()
            box.done(0)
            QTimer.singleShot(50, step)
            return
        if seen.get("typed"):                    # only the dialog typed into: the next test's dialog is not ours
            if seen["dialog"].isVisible():
                seen["dialog"].reject()
            return
        dialog = next((w for w in QApplication.topLevelWidgets() if isinstance(w, QFileDialog) and w.isVisible()),
                      None)
        if dialog is None:
            QTimer.singleShot(50, step)
            return
        seen["dialog"] = dialog
        line = dialog.findChild(QLineEdit, "fileNameEdit")
        line.setText(name)
        seen["typed"] = True
        choose = dialog.findChild(QDialogButtonBox, "buttonBox").button(QDialogButtonBox.StandardButton.Open)
        seen["enabled"] = choose.isEnabled()
        QTimer.singleShot(200, step)             # before the keys: a message box they open waits in them
        if how == "enter":
            QTest.keyClick(line, Qt.Key.Key_Return)
        elif choose.isEnabled():
            choose.click()
    QTimer.singleShot(50, step)


def test_a_new_folder_typed_is_made_and_chosen_with_enter(qapp, tmp_path):
    seen: dict = {}
    _type_then(str(tmp_path / "winter-1804"), "enter", seen)
    chosen = dialogs.folder_path(None, "Export Winter 1804 to a folder", str(tmp_path))
    assert chosen == tmp_path / "winter-1804" and chosen.is_dir() and "refused" not in seen


def test_a_new_folder_named_from_the_folder_shown_is_chosen_with_the_mouse(qapp, tmp_path):
    seen: dict = {}
    _type_then("spring-1805", "click", seen)
    chosen = dialogs.folder_path(None, "Export Spring 1805 to a folder", str(tmp_path))
    assert seen["enabled"] and chosen == tmp_path / "spring-1805" and chosen.is_dir()


def test_a_folder_that_exists_is_chosen_as_before_and_a_name_nowhere_is_not_made(qapp, tmp_path):
    (tmp_path / "old").mkdir()
    seen: dict = {}
    _type_then(str(tmp_path / "old"), "click", seen)
    assert dialogs.folder_path(None, "Export", str(tmp_path)) == tmp_path / "old"
    seen = {}
    _type_then(str(tmp_path / "not" / "there"), "enter", seen)
    assert dialogs.folder_path(None, "Export", str(tmp_path)) is None
    assert not (tmp_path / "not").exists()
