"""Prints how fast the map view and the exporter are on a 10,000-region map and on Europe 1805.

Targets: open a 10,000-region map < 5 s; hit-test a click < 2 ms; one pan frame < 16 ms;
export a 4096 px PNG < 1 s; first paint of Europe 1805 < 1.5 s.

Wall-clock figures swing with other work on the machine; the CPU-time lines (this process
only) are the steadier measure of what the code costs.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_mapview.py [--size 100] [--runs 15]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QPoint
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from app.mapview import MapView
from app.render import Arrow, MapPicture, Marker, save_png
from engine.board import load_map
from engine.board.synthetic import grid_board

EUROPE = ROOT / "resources" / "maps" / "europe1805" / "map.geojson"
NATIONS = ["#2f5fa7", "#f4f1e8", "#3b3b3b", "#3f8a4f", "#b8312f", "#e3b53c", "#8e5aa8", "#d9822b"]
VIEW_SIZE = (1600, 1000)


def ms(seconds: float) -> str:
    return f"{seconds * 1000:8.2f} ms"


def line(label: str, seconds: float, target: float | None = None) -> None:
    verdict = "" if target is None else ("  ok" if seconds < target else f"  OVER target {target * 1000:g} ms")
    print(f"  {label:<58}{ms(seconds)}{verdict}")


def picture_for(board, rng: random.Random, units: int = 200) -> MapPicture:
    land = [r.id for r in board if r.is_land]
    fills = {rid: NATIONS[hash(rid) % len(NATIONS)] for rid in land if rng.random() < 0.7}
    markers = []
    for k in range(min(units, len(land))):
        rid = rng.choice(land)
        shape = ("corps", "squadron", "dots")[k % 3]
        markers.append(Marker(rid, chr(65 + k % 26), NATIONS[k % len(NATIONS)], shape, count=1 + k % 5, key=f"u{k}"))
    arrows = [Arrow(m.region, board.neighbours(m.region)[0], m.colour) for m in markers[:40]
              if board.neighbours(m.region)]
    return MapPicture(fills=fills, markers=markers, arrows=arrows, title=board.info.title, subtitle="Spring 1805",
                      legend={f"Nation {k}": c for k, c in enumerate(NATIONS)})


def frame(view: MapView, image: QImage) -> float:
    """Render the whole viewport to an image, as a paint event would, and time it."""
    t = time.perf_counter()
    view.viewport().render(image)
    return time.perf_counter() - t


def pan_frames(app: QApplication, view: MapView, image: QImage, runs: int) -> dict[str, float]:
    """Frames after diagonal scrolls: the whole viewport rendered to an image (wall clock, and
    this thread's CPU time, which other processes on a shared machine do not inflate), and what
    a drag costs on screen (scroll, then paint what came into view)."""
    full, cpu, screen = [], [], []
    steps = [(37, 23), (-29, 41), (45, -17), (-38, -26)]
    for k in range(runs):
        view.pan_by(*steps[k % len(steps)])
        c = time.thread_time()
        full.append(frame(view, image))
        cpu.append(time.thread_time() - c)
    for k in range(runs):
        t = time.perf_counter()
        view.pan_by(*steps[k % len(steps)])
        app.processEvents()
        screen.append(time.perf_counter() - t)
    full.sort()
    return {"median": statistics.median(full), "p90": full[int(0.9 * (len(full) - 1))],
            "cpu": statistics.median(cpu), "screen": statistics.median(screen)}


def hit_test(view: MapView, runs: int = 2000) -> tuple[float, float]:
    rng = random.Random(5)
    w, h = view.viewport().width(), view.viewport().height()
    points = [QPoint(rng.randrange(w), rng.randrange(h)) for _ in range(runs)]
    times = []
    for p in points:
        t = time.perf_counter()
        view.region_at(p)
        times.append(time.perf_counter() - t)
    times.sort()
    return statistics.median(times), times[int(0.99 * (len(times) - 1))]


def bench_view(app: QApplication, board, picture: MapPicture, runs: int, open_target: float) -> float:
    """Print the view's figures; return the time to open the map and paint it."""
    image = QImage(*VIEW_SIZE, QImage.Format_ARGB32_Premultiplied)
    t, c = time.perf_counter(), time.process_time()
    view = MapView(board, picture)
    view.resize(*VIEW_SIZE)
    view.show()
    app.processEvents()
    frame(view, image)
    opened = time.perf_counter() - t
    line("open the map in a view and paint it (fitted)", opened, open_target)
    line("open the map in a view and paint it (CPU time)", time.process_time() - c, open_target)
    median, p99 = hit_test(view)
    line("hit-test a click (median of 2000)", median, 0.002)
    line("hit-test a click (99th percentile)", p99, 0.002)
    for zoom in (2.0, 4.0, 16.0):
        view.fit()
        if zoom > 1:
            view.zoom_by(zoom)
        view.center_on_region(board.land()[len(board.land()) // 2].id)
        first = frame(view, image)
        app.processEvents()
        line(f"first frame at zoom {zoom:g} (everything painted)", first)
        f = pan_frames(app, view, image, runs)
        line(f"pan frame at zoom {zoom:g}, viewport to an image (median)", f["median"], 0.016)
        line(f"pan frame at zoom {zoom:g}, viewport to an image (90th percentile)", f["p90"])
        line(f"pan frame at zoom {zoom:g}, viewport to an image (CPU time, median)", f["cpu"], 0.016)
        line(f"pan frame at zoom {zoom:g}, scroll + repaint on screen (median)", f["screen"], 0.016)
    view.close()
    return opened


def bench_export(board, picture: MapPicture, width: int, target: float | None) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        t, c = time.perf_counter(), time.process_time()
        path = save_png(board, Path(tmp) / "map.png", picture, width=width)
        seconds, cpu = time.perf_counter() - t, time.process_time() - c
        size = path.stat().st_size
    line(f"export a {width} px PNG ({size / 1e6:.1f} MB)", seconds, target)
    line(f"export a {width} px PNG (CPU time, all threads)", cpu)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=100, help="synthetic map of size x size regions")
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    rng = random.Random(1)

    print(f"Synthetic map {args.size}x{args.size} ({args.size * args.size} regions), view {VIEW_SIZE}")
    t = time.perf_counter()
    board = grid_board(args.size, args.size)
    line("build the board (engine, not the view)", time.perf_counter() - t)
    picture = picture_for(board, rng)
    bench_view(app, board, picture, args.runs, 5.0)
    bench_export(board, picture, 4096, 1.0)
    bench_export(board, picture, 1600, None)

    if EUROPE.exists():
        print(f"Europe 1805 ({EUROPE.relative_to(ROOT)})")
        t = time.perf_counter()
        europe = load_map(EUROPE)
        loaded = time.perf_counter() - t
        line(f"load the map file ({len(europe)} regions)", loaded)
        picture = picture_for(europe, rng, units=60)
        opened = bench_view(app, europe, picture, args.runs, 1.5)
        line("first paint from the file: load, open and paint", loaded + opened, 1.5)
        bench_export(europe, picture, 1600, None)
        bench_export(europe, picture, 4096, 1.0)
    else:
        print(f"Europe 1805: {EUROPE.relative_to(ROOT)} does not exist yet, skipped")


if __name__ == "__main__":
    main()
