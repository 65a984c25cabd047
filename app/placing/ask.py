"""The questions the placing mode asks the GM besides its forms, as small functions tests replace."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QInputDialog, QWidget


def choose_piece(parent: QWidget | None, caption: str, labels: Sequence[str]) -> int | None:
    """Which of several pieces (one counter on the map stands for a stack) the GM means: its
    index in `labels`, or None if he cancels."""
    if not labels:
        return None
    label, ok = QInputDialog.getItem(parent, "Which piece?", caption, list(labels), 0, False)
    return list(labels).index(label) if ok and label in labels else None
