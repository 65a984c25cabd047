"""Renders a preview of the Europe 1805 map with its scenario's owners to docs/images/europe1805.png.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/europe1805/preview.py [--out FILE] [--own]

Uses the program's renderer (`app.render`) when it can; `--own` (or a renderer that fails)
uses the small QPainter drawing below, which needs only PySide6.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

MAP = ROOT / "resources" / "maps" / "europe1805"
OUT = ROOT / "docs" / "images" / "europe1805.png"

SEA = "#a7c8dc"
SEA_LINE = "#7fa6bf"
NEUTRAL = "#e4d5ac"
BORDER = "#5a5048"
COAST = "#3d5a6c"
RIVER = "#4f86ad"
INK = "#1e1a16"
SEA_INK = "#2f5f80"


def load(map_dir: Path):
    from engine.board import load_map
    board = load_map(map_dir / "map.geojson")
    scenario = json.loads((map_dir / "scenario.json").read_text(encoding="utf-8"))
    colours = {n["name"]: n["colour"] for n in scenario["nations"]}
    owner = {}
    for n in scenario["nations"]:
        for rid in n.get("home") or [r.id for r in board.land() if r.attributes.get("home") == n["name"]]:
            owner[rid] = n["name"]
    owner.update(scenario.get("owners", {}))
    return board, scenario, colours, owner


def render_with_app(board, scenario, colours, owner, width: int):
    """The program's own renderer, if it is there and works."""
    from app import render
    _check_app_draws_multipolygons(board)
    fills = {rid: colours[nation] for rid, nation in owner.items()}
    legend = [(n["name"], n["colour"]) for n in scenario["nations"]] + [("Neutral", NEUTRAL)]
    return render.render_map(board, width=width, fills=fills, title=board.info.title,
                             subtitle="Winter 1804", legend=legend)


def _check_app_draws_multipolygons(board) -> None:
    """Most provinces here are MultiPolygons (islands); a renderer that drops them is no use."""
    import numpy as np

    from app.render.geometry import paths_from_geometries
    multi = next(r for r in board.land() if r.geometry.geom_type == "MultiPolygon")
    path = paths_from_geometries(np.array([multi.geometry], dtype=object), closed=True)[0]
    if path.isEmpty():
        raise RuntimeError(f"app.render draws MultiPolygon regions empty (e.g. {multi.id})")


def render_own(board, scenario, colours, owner, width: int):
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import (
        QColor,
        QFont,
        QFontMetricsF,
        QGuiApplication,
        QImage,
        QPainter,
        QPainterPath,
        QPen,
        QPolygonF,
        QTransform,
    )

    QGuiApplication.instance() or QGuiApplication([])
    minx, miny, maxx, maxy = board.info.bounds
    scale = width / (maxx - minx)
    height = round((maxy - miny) * scale)
    image = QImage(width, height, QImage.Format_ARGB32)
    image.fill(QColor(SEA))
    to_px = QTransform(scale, 0, 0, -scale, -minx * scale, maxy * scale)

    def ring_path(geom) -> QPainterPath:
        path = QPainterPath()
        polys = [geom] if geom.geom_type == "Polygon" else list(geom.geoms)
        for poly in polys:
            for ring in [poly.exterior, *poly.interiors]:
                pts = [to_px.map(QPointF(x, y)) for x, y in ring.coords]
                path.addPolygon(QPolygonF(pts))
                path.closeSubpath()
        path.setFillRule(Qt.OddEvenFill)
        return path

    def line_path(geom) -> QPainterPath:
        path = QPainterPath()
        lines = [geom] if geom.geom_type == "LineString" else list(geom.geoms)
        for line in lines:
            pts = [to_px.map(QPointF(x, y)) for x, y in line.coords]
            path.moveTo(pts[0])
            for q in pts[1:]:
                path.lineTo(q)
        return path

    p = QPainter(image)
    p.setRenderHint(QPainter.Antialiasing)
    paths = {r.id: ring_path(r.geometry) for r in board}

    # seas: faint zone borders
    p.setPen(QPen(QColor(SEA_LINE), 1.0, Qt.DashLine))
    p.setBrush(Qt.NoBrush)
    for r in board.seas():
        p.drawPath(paths[r.id])
    # a soft shore glow under the land
    land_all = QPainterPath()
    for r in board.land():
        land_all.addPath(paths[r.id])
    for w, alpha in ((7, 40), (4, 60)):
        p.setPen(QPen(QColor(40, 90, 120, alpha), w))
        p.drawPath(land_all)
    # land by owner
    for r in board.land():
        fill = QColor(colours.get(owner.get(r.id), NEUTRAL))
        p.setPen(Qt.NoPen)
        p.setBrush(fill)
        p.drawPath(paths[r.id])
    for d in board.decorations:
        if d["style"] == "lake":
            p.setPen(QPen(QColor(COAST), 0.6))
            p.setBrush(QColor(SEA))
            p.drawPath(ring_path(d["geometry"]))
    p.setBrush(Qt.NoBrush)
    for d in board.decorations:
        if d["style"] == "river":
            p.setPen(QPen(QColor(RIVER), 1.1, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
            p.drawPath(line_path(d["geometry"]))
    p.setPen(QPen(QColor(BORDER), 0.8))
    for r in board.land():
        p.drawPath(paths[r.id])
    p.setPen(QPen(QColor(COAST), 1.1))
    p.drawPath(land_all.simplified())
    # straits
    for d in board.decorations:
        if d["style"] == "arrow":
            coords = [to_px.map(QPointF(x, y)) for x, y in d["geometry"].coords]
            path = QPainterPath(coords[0])
            for q in coords[1:]:
                path.lineTo(q)
            p.setPen(QPen(QColor("#8b1a1a"), 2.0, Qt.DashLine, Qt.RoundCap))
            p.drawPath(path)
            for tip, before in ((coords[-1], coords[-2]), (coords[0], coords[1])):
                ang = math.atan2(tip.y() - before.y(), tip.x() - before.x())
                head = QPolygonF([tip, tip - QPointF(8 * math.cos(ang - 0.45), 8 * math.sin(ang - 0.45)),
                                  tip - QPointF(8 * math.cos(ang + 0.45), 8 * math.sin(ang + 0.45))])
                p.setPen(Qt.NoPen)
                p.setBrush(QColor("#8b1a1a"))
                p.drawPolygon(head)
            p.setBrush(Qt.NoBrush)

    def halo_text(text: str, centre: QPointF, font: QFont, colour: str, halo: str, halo_w: float = 2.6):
        fm = QFontMetricsF(font)
        path = QPainterPath()
        path.addText(centre.x() - fm.horizontalAdvance(text) / 2, centre.y() + fm.ascent() / 2 - 1, font, text)
        p.setPen(QPen(QColor(halo), halo_w, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
        p.setBrush(Qt.NoBrush)
        p.drawPath(path)
        p.setPen(Qt.NoPen)
        p.setBrush(QColor(colour))
        p.drawPath(path)

    name_font = QFont("DejaVu Sans", 7)
    name_font.setPixelSize(max(8, round(width / 180)))
    value_font = QFont("DejaVu Sans", 8, QFont.Bold)
    value_font.setPixelSize(max(9, round(width / 150)))
    sea_font = QFont("DejaVu Serif", 8)
    sea_font.setItalic(True)
    sea_font.setPixelSize(max(9, round(width / 150)))
    for r in board.seas():
        c = to_px.map(QPointF(*r.label_point))
        halo_text(r.name, c, sea_font, SEA_INK, SEA, 2.0)
    for r in board.land():
        c = to_px.map(QPointF(*r.label_point))
        fill = colours.get(owner.get(r.id), NEUTRAL)
        halo_text(r.name, c - QPointF(0, name_font.pixelSize() * 0.55), name_font, INK,
                  QColor(fill).lighter(118).name(), 2.2)
        halo_text(str(r.value), c + QPointF(0, value_font.pixelSize() * 0.6), value_font, INK,
                  QColor(fill).lighter(118).name(), 2.2)

    # cartouche and credit
    title_font = QFont("DejaVu Serif", 20, QFont.Bold)
    title_font.setPixelSize(round(width / 48))
    box_w, box_h = width * 0.2, width * 0.045
    rect = QRectF(width * 0.012, height - box_h - width * 0.012, box_w, box_h)
    p.setPen(QPen(QColor(INK), 1.5))
    p.setBrush(QColor(250, 244, 228, 235))
    p.drawRect(rect)
    p.setFont(title_font)
    p.setPen(QColor(INK))
    p.drawText(rect, Qt.AlignCenter, board.info.title)
    credit_font = QFont("DejaVu Sans", 7)
    credit_font.setPixelSize(max(8, round(width / 200)))
    p.setFont(credit_font)
    p.drawText(QRectF(0, height - 16, width - 8, 14), Qt.AlignRight | Qt.AlignVCenter,
               " · ".join(board.info.credits))
    # legend
    legend = [(n["name"], n["colour"]) for n in scenario["nations"]] + [("Neutral", NEUTRAL)]
    fm = QFontMetricsF(credit_font)
    row = fm.height() + 4
    lw = max(fm.horizontalAdvance(n) for n, _ in legend) + 30
    lrect = QRectF(width - lw - 12, 12, lw, row * len(legend) + 8)
    p.setPen(QPen(QColor(INK), 1))
    p.setBrush(QColor(250, 244, 228, 235))
    p.drawRect(lrect)
    for i, (n, c) in enumerate(legend):
        y = lrect.top() + 4 + i * row
        p.setBrush(QColor(c))
        p.drawRect(QRectF(lrect.left() + 6, y + 2, 14, row - 6))
        p.drawText(QRectF(lrect.left() + 26, y, lw - 28, row), Qt.AlignVCenter | Qt.AlignLeft, n)
    p.setPen(QPen(QColor(INK), 2))
    p.setBrush(Qt.NoBrush)
    p.drawRect(QRectF(1, 1, width - 2, height - 2))
    p.end()
    return image


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--map", type=Path, default=MAP, help="folder with map.geojson and scenario.json")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--width", type=int, default=2200, help="pixels; at 2200 every name fits")
    parser.add_argument("--own", action="store_true", help="use the small built-in drawing")
    args = parser.parse_args(argv)
    board, scenario, colours, owner = load(args.map)
    image = None
    if not args.own:
        try:
            image = render_with_app(board, scenario, colours, owner, args.width)
            print("rendered with app.render")
        except Exception as e:  # noqa: BLE001 - the renderer is optional here; say why it was not used
            print(f"app.render not used ({type(e).__name__}: {e}); drawing the preview itself")
    if image is None:
        from PySide6.QtGui import QGuiApplication
        QGuiApplication.instance() or QGuiApplication([])
        image = render_own(board, scenario, colours, owner, args.width)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(args.out)):
        raise SystemExit(f"could not write {args.out}")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
