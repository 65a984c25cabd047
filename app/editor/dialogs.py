"""Every question the map editor asks the GM, as small functions that tests replace.

The editor calls them as `dialogs.open_path(...)`, so a test can `monkeypatch.setattr(dialogs,
"open_path", lambda *a, **k: path)` and never see a modal dialog.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QInputDialog,
    QLineEdit,
    QMessageBox,
    QWidget,
)

MAP_FILTER = "Map files (*.geojson *.json);;All files (*)"
IMAGE_FILTER = "Map images (*.png *.jpg *.jpeg *.gif *.bmp *.tif *.tiff *.webp);;All files (*)"
OPEN_FILTER = ("Maps and map images (*.geojson *.json *.png *.jpg *.jpeg *.gif *.bmp *.tif *.tiff *.webp);;"
               + MAP_FILTER + ";;" + IMAGE_FILTER)


def show_error(parent: QWidget | None, title: str, text: str, reason: str = "") -> None:
    """A message box: `text` says what failed (naming the file), `reason` why."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    if reason:
        box.setInformativeText(reason)
    box.exec()


def confirm(parent: QWidget | None, title: str, text: str, ok: str = "OK") -> bool:
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.Cancel, parent)
    button = box.addButton(ok, QMessageBox.ButtonRole.AcceptRole)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    return box.clickedButton() is button


def unsaved_changes(parent: QWidget | None, title: str) -> str:
    """'save', 'discard' or 'cancel' for a map with changes not saved yet."""
    button = QMessageBox.StandardButton
    box = QMessageBox(QMessageBox.Icon.Question, "Unsaved map",
                      f"The map “{title}” has changes that are not saved.",
                      button.Save | button.Discard | button.Cancel, parent)
    box.setDefaultButton(button.Save)
    answer = button(box.exec())
    return {button.Save: "save", button.Discard: "discard"}.get(answer, "cancel")


def open_path(parent: QWidget | None, title: str, filter: str = OPEN_FILTER, folder: str | Path = "") -> Path | None:
    path, _ = QFileDialog.getOpenFileName(parent, title, str(folder), filter)
    return Path(path) if path else None


def save_path(parent: QWidget | None, title: str, suggested: str = "", filter: str = MAP_FILTER) -> Path | None:
    path, _ = QFileDialog.getSaveFileName(parent, title, suggested, filter)
    return Path(path) if path else None


def choose(parent: QWidget | None, title: str, label: str, options: list[str]) -> str | None:
    """One of `options`, or None if the GM cancels."""
    if not options:
        return None
    item, ok = QInputDialog.getItem(parent, title, label, options, 0, False)
    return item if ok else None


_NEW_MAP_WIDTH = 360


def new_map_size(parent: QWidget | None) -> tuple[str, float, float] | None:
    """(title, width, height) of a new empty map, or None if the GM cancels. The size is in map
    units: pixels of the image it will be drawn over, if there is one."""
    dialog = QDialog(parent)
    dialog.setWindowTitle("New map")
    dialog.setMinimumWidth(_NEW_MAP_WIDTH)     # narrower, the window manager cut its title ('New m... rthier')
    form = QFormLayout(dialog)
    title = QLineEdit("New map")
    form.addRow("Title:", title)
    sizes = []
    for label, value in (("Width:", 1600.0), ("Height:", 1200.0)):
        box = QDoubleSpinBox()
        box.setRange(1.0, 1e9)
        box.setDecimals(0)
        box.setValue(value)
        box.setToolTip("In map units: the pixels of the map image you will draw over")
        form.addRow(label, box)
        sizes.append(box)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    form.addRow(buttons)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return title.text().strip() or "New map", sizes[0].value(), sizes[1].value()


def image_use(parent: QWidget | None, image: str, title: str) -> str:
    """'new' (a new map over the image), 'behind' (behind the map drawn, pixel for pixel) or 'cancel'."""
    box = QMessageBox(QMessageBox.Icon.Question, "Load image",
                      f"Start a new map over {image}, to trace it? The map “{title}” is closed (if it has "
                      f"changes not saved, you are asked about them first).",
                      QMessageBox.StandardButton.Cancel, parent)
    box.setInformativeText(f"Or put {image} behind “{title}”, one pixel for one map unit, to draw more of it.")
    new = box.addButton("New map from the image", QMessageBox.ButtonRole.AcceptRole)
    behind = box.addButton("Behind this map", QMessageBox.ButtonRole.ActionRole)
    box.setDefaultButton(new)
    box.exec()
    clicked = box.clickedButton()
    return "new" if clicked is new else "behind" if clicked is behind else "cancel"
