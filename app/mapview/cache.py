"""A viewport-sized picture of the labels, units and arrows, scrolled in place when the map pans.

Qt's own item cache copies its pixmap into a new one on every scroll; on a full-HD viewport
that copy costs more than the strip that needs painting. This cache moves its pixels in place,
as QGraphicsView does for its background, and paints only what came into view.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import cast

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap, QRegion, QTransform

PaintFunction = Callable[[QPainter, QRectF], None]


def rects_of(region: QRegion) -> list[QRect]:
    """The rectangles a region is made of. PySide6 iterates a QRegion; its stubs say it cannot."""
    return list(cast(Iterable[QRect], region))


class ScrollingCache:
    """Keeps what `paint(painter, scene_rect)` draws over a viewport, in device pixels."""

    def __init__(self, paint: PaintFunction):
        self._paint = paint
        self._pixmap: QPixmap | None = None
        self._transform: QTransform | None = None
        self._version: object = None
        self._dirty = QRegion()

    def invalidate(self) -> None:
        self._version = None

    def draw(self, painter: QPainter, exposed: QRectF, transform: QTransform, size: QSize, dpr: float,
             version: object) -> None:
        """Bring the cache up to date for `transform` (scene to viewport) and draw the part of it
        under `exposed` (scene) with `painter`, whose world transform is the view's."""
        whole = QRect(0, 0, size.width(), size.height())
        if whole.isEmpty():
            return
        if (self._pixmap is None or self._pixmap.size() != size * dpr or version != self._version
                or self._transform is None):
            self._pixmap = QPixmap(size * dpr)
            self._pixmap.setDevicePixelRatio(dpr)
            self._pixmap.fill(Qt.GlobalColor.transparent)        # gives the pixmap an alpha channel
            self._dirty = QRegion(whole)
            self._version = version
        elif transform != self._transform:
            self._follow(transform, whole, dpr)
        self._transform = QTransform(transform)
        if not self._dirty.isEmpty():
            self._repaint(transform)
        target = transform.mapRect(exposed).toAlignedRect().adjusted(-1, -1, 1, 1).intersected(whole)
        if target.isEmpty():
            return
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(QRectF(target), self._pixmap,
                           QRectF(target.x() * dpr, target.y() * dpr, target.width() * dpr, target.height() * dpr))
        painter.restore()

    def _follow(self, transform: QTransform, whole: QRect, dpr: float) -> None:
        """Scroll the pixels for a pan; anything else (a zoom) repaints everything."""
        old, pixmap = self._transform, self._pixmap
        if old is None or pixmap is None:
            self._dirty = QRegion(whole)
            return
        same_scale = (transform.m11(), transform.m12(), transform.m21(), transform.m22()) == (
            old.m11(), old.m12(), old.m21(), old.m22())
        dx, dy = transform.dx() - old.dx(), transform.dy() - old.dy()
        whole_pixels = abs(dx - round(dx)) < 1e-6 and abs(dy - round(dy)) < 1e-6
        if not (same_scale and whole_pixels) or abs(dx) >= whole.width() or abs(dy) >= whole.height():
            self._dirty = QRegion(whole)
            return
        dx, dy = round(dx), round(dy)
        exposed = QRegion()
        pixmap.scroll(round(dx * dpr), round(dy * dpr), pixmap.rect(), exposed)
        self._dirty.translate(dx, dy)
        for r in rects_of(exposed):
            self._dirty += QRect(int(r.x() / dpr), int(r.y() / dpr),
                                 int(-(-r.width() // dpr)) + 1, int(-(-r.height() // dpr)) + 1)
        self._dirty &= QRegion(whole)

    def _repaint(self, transform: QTransform) -> None:
        inverse, ok = transform.inverted()
        if self._pixmap is None:
            return
        p = QPainter(self._pixmap)
        hint = QPainter.RenderHint
        p.setRenderHints(hint.Antialiasing | hint.SmoothPixmapTransform | hint.TextAntialiasing)
        for rect in rects_of(self._dirty):
            p.setWorldTransform(QTransform())
            p.setClipRect(rect)
            p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
            p.fillRect(rect, Qt.GlobalColor.transparent)
            p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
            if ok:
                p.setWorldTransform(transform)
                self._paint(p, inverse.mapRect(QRectF(rect)))
        p.end()
        self._dirty = QRegion()
