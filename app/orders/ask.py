"""The questions the orders panel puts to the GM, as small functions tests can replace.

Every modal dialog and message box of `app.orders` goes through here, so a test swaps one
function (``monkeypatch.setattr(ask, "run_dialog", fill_and_accept)``) instead of clicking
through a modal loop.
"""

from __future__ import annotations

from PySide6.QtCore import QEventLoop, Qt
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget

SAVE, DISCARD, CANCEL = "save", "discard", "cancel"


def run_dialog(dialog: QDialog) -> bool:
    """Show a dialog modally and wait; True if the GM accepted it. The dialog runs in a loop of its
    own rather than exec(), so that one picking places on the map may lift its modality meanwhile
    (hiding a dialog to change its modality would end exec())."""
    if dialog.windowModality() == Qt.WindowModality.NonModal:
        dialog.setWindowModality(Qt.WindowModality.ApplicationModal)
    loop = QEventLoop()
    dialog.finished.connect(loop.quit)
    dialog.show()
    if dialog.isVisible():
        loop.exec()
    return dialog.result() == QDialog.DialogCode.Accepted


def unsaved_orders(parent: QWidget | None, nations: list[str]) -> str:
    """Orders were edited but not saved: SAVE, DISCARD or CANCEL."""
    who = nations[0] if len(nations) == 1 else ", ".join(nations[:-1]) + " and " + nations[-1]
    box = QMessageBox(QMessageBox.Icon.Warning, "Unsaved orders",
                      f"The orders of {who} have changes that are not saved.", parent=parent)
    box.setInformativeText("Save them before going on?")
    button = QMessageBox.StandardButton
    box.setStandardButtons(button.Save | button.Discard | button.Cancel)
    box.setDefaultButton(button.Save)
    answer = button(box.exec())
    return {button.Save: SAVE, button.Discard: DISCARD}.get(answer, CANCEL)


def show_error(parent: QWidget | None, title: str, text: str) -> None:
    QMessageBox.warning(parent, title, text)


def copy_text(text: str) -> None:
    QApplication.clipboard().setText(text)
