"""The keys in the GM's forms: Tab goes down the form as it reads (the fields a ruleset's form adds
come before OK and Cancel, however late they were made) and the form opens with the first field
that can be changed ready to type in (a correction starts on the piece's first number)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox, QLabel, QLayout, QWidget

TAKES_TAB = (Qt.FocusPolicy.TabFocus, Qt.FocusPolicy.StrongFocus, Qt.FocusPolicy.WheelFocus)


def hidden(widget: QWidget) -> bool:
    """Hidden on purpose (a child merely not shown yet, added to a form before it opens, is not)."""
    return widget.isHidden() and widget.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide)


def fields_in(layout: QLayout) -> list[QWidget]:
    """The widgets Tab stops at in `layout`, in the order they are laid out (nested forms and boxes
    opened in place)."""
    out: list[QWidget] = []
    for i in range(layout.count()):
        item = layout.itemAt(i)
        if item is None:
            continue
        widget = item.widget()
        inner = item.layout() if widget is None else widget.layout()
        if widget is not None and hidden(widget):
            continue
        if widget is not None and not isinstance(widget, QLabel) and widget.focusPolicy() in TAKES_TAB:
            out.append(widget)
        elif inner is not None:                  # a form or a box inside: its fields in place
            out.extend(fields_in(inner))
    return out


def buttons_in(box: QDialogButtonBox) -> list[QAbstractButton]:
    """The box's buttons left to right, as they are shown."""
    return sorted(box.buttons(), key=lambda b: b.geometry().x())


def order_keys(fields: list[QWidget], buttons: list[QAbstractButton], *, focus: bool) -> QWidget | None:
    """Tab through `fields` then `buttons`; with `focus`, the first enabled field takes the keys
    (as if the GM had tabbed to it: a number is selected, typing replaces it). Returns it."""
    chain: list[QWidget] = [*fields, *buttons]
    for before, after in zip(chain, chain[1:]):
        QWidget.setTabOrder(before, after)
    first = next((w for w in fields if w.isEnabled()), None)
    if focus and first is not None:
        first.setFocus(Qt.FocusReason.TabFocusReason)
    return first
