"""A folder to write into, chosen or named new: Export ▸ Whole turn to a folder… and Viewers… write their files
into it. Qt's own folder dialog takes only a folder that exists: a new name typed ('…/out/winter-1804') left its
Choose button grey, and Enter said "Directory not found". Here a name typed in a folder that exists is made
when the GM chooses it (a platform's own dialog, where Qt uses one, has its own way to make a folder)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QLineEdit, QPushButton, QWidget


class FolderDialog(QFileDialog):
    """A folder dialog whose typed name may be a folder not made yet (its parent must exist)."""

    def __init__(self, parent: QWidget | None, caption: str, start: str = ""):
        super().__init__(parent, caption, start)
        self.setFileMode(QFileDialog.FileMode.Directory)
        self.setOption(QFileDialog.Option.ShowDirsOnly, True)
        line = self.findChild(QLineEdit, "fileNameEdit")
        if line is not None:                 # after Qt's own check, which greys Choose for a new name
            line.textChanged.connect(self._may_choose)

    def typed(self) -> Path | None:
        """The folder the name typed says, from the folder shown; None if nothing is typed."""
        line = self.findChild(QLineEdit, "fileNameEdit")
        text = line.text().strip() if line is not None else ""
        if not text:
            return None
        path = Path(text).expanduser()
        return path if path.is_absolute() else Path(self.directory().absolutePath()) / path

    def _new(self) -> Path | None:
        """The typed folder if it is new and can be made where it is named."""
        path = self.typed()
        return path if path is not None and not path.exists() and path.parent.is_dir() else None

    def _may_choose(self, _text: str) -> None:
        box = self.findChild(QDialogButtonBox, "buttonBox")
        choose = box.button(QDialogButtonBox.StandardButton.Open) if box is not None else None
        typed = self.typed()
        if isinstance(choose, QPushButton) and (self._new() is not None or (typed is not None and typed.is_dir())):
            choose.setEnabled(True)          # Qt's own check asks its model, which may not have read the folder yet

    def accept(self) -> None:
        new = self._new()
        if new is not None:
            try:
                new.mkdir()
            except OSError:
                pass                         # Qt's own dialog then says the folder is not there
        super().accept()


def choose_folder(parent: QWidget | None, caption: str, start: str = "") -> Path | None:
    """The folder the GM chose or named, made if it was new; None if he cancelled."""
    dialog = FolderDialog(parent, caption, start)
    if dialog.exec() != QFileDialog.DialogCode.Accepted:
        return None
    chosen = dialog.selectedFiles()
    return Path(chosen[0]) if chosen else None
