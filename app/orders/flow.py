"""A row of widgets that goes on in the next row when the row is full, as words in a paragraph:
for buttons under the orders that must stay whole and inside a narrow dock."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class FlowLayout(QLayout):
    """Left to right, then on the next row; a widget wider than the whole row gets the row's width."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6):
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.setSpacing(spacing)
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._arrange(QRect(0, 0, width, 0), place=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, place=True)

    def sizeHint(self) -> QSize:
        """All in one row."""
        shown = [i for i in self._items if not i.isEmpty()]
        width = sum(i.sizeHint().width() for i in shown) + self.spacing() * max(0, len(shown) - 1)
        height = max((i.sizeHint().height() for i in shown), default=0)
        m = self.contentsMargins()
        return QSize(width + m.left() + m.right(), height + m.top() + m.bottom())

    def minimumSize(self) -> QSize:
        """As narrow as the widest widget's least width (one a row)."""
        size = QSize()
        for item in self._items:
            if not item.isEmpty():
                size = size.expandedTo(item.minimumSize())
        m = self.contentsMargins()
        return size + QSize(m.left() + m.right(), m.top() + m.bottom())

    def _arrange(self, rect: QRect, place: bool) -> int:
        """Lay the widgets out in `rect` (when `place`), each centred in its row's height; the height
        they take."""
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        rows: list[list[tuple[QLayoutItem, int]]] = [[]]
        x = area.x()
        for item in self._items:
            if item.isEmpty():
                continue
            width = max(min(item.sizeHint().width(), area.width()), item.minimumSize().width())
            if rows[-1] and x + width > area.right() + 1:          # the row is full: the next one
                rows.append([])
                x = area.x()
            rows[-1].append((item, width))
            x += width + self.spacing()
        y = area.y()
        for row in rows:
            height = max((item.sizeHint().height() for item, _ in row), default=0)
            x = area.x()
            for item, width in row:
                if place:
                    own = item.sizeHint().height()
                    item.setGeometry(QRect(QPoint(x, y + (height - own) // 2), QSize(width, own)))
                x += width + self.spacing()
            y += height + self.spacing()
        return max(0, y - self.spacing() - rect.y()) + m.bottom()
