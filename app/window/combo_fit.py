"""A drop-down as wide as its usual choices need: the Reports panel's forum list, held to ten letters so that
its longest name would not widen the right column, showed "BBCode (an…", "vBulletin / Xen…", "Plain text (e-…"
at 1366x768. Its choices of up to `longest` characters are now shown whole; a longer one ("Markdown (GitHub,
forums with Markdown)") is cut in the closed box and whole in its list and its tooltip."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox


def width_for(combo: QComboBox, text: str) -> int:
    """The width the closed drop-down needs to show `text` whole, as its style draws it."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    metrics = combo.fontMetrics()
    inside = QSize(metrics.horizontalAdvance(text) + 4, metrics.height())
    return combo.style().sizeFromContents(QStyle.ContentsType.CT_ComboBox, option, inside, combo).width()


def fit_usual_choices(combo: QComboBox, longest: int = 24) -> None:
    """At least as wide as every choice of up to `longest` characters; each choice's tooltip is its whole name."""
    texts = [combo.itemText(i) for i in range(combo.count())]
    for i, text in enumerate(texts):
        combo.setItemData(i, text, Qt.ItemDataRole.ToolTipRole)
    usual = [t for t in texts if len(t) <= longest]
    if usual:
        combo.setMinimumWidth(max(width_for(combo, t) for t in usual))
