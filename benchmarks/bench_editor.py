"""Benchmark the map editor: Trace all end to end, a shared corner moved and a map checked at 10,000 regions.

    .venv/bin/python benchmarks/bench_editor.py [--width 4000 --height 3000 --regions 300 --grid 100 --runs 3]

1. Trace all through the editor's own path: the image read and shown as the background, the
   trace in the worker thread, the regions added as one undo command and the map redrawn and
   checked (the tracing library alone is benchmarked in bench_trace.py).
2. A corner shared by four regions moved on a 10,000-region map (engine.board.synthetic.grid_board):
   the draft operation, its undo change, and the same as an undo command in the editor (the
   map view then redraws a moment later; the redraw is timed on its own).
3. Checking a 10,000-region map (every problem, with a place to zoom to).

Figures are medians of the runs. Runs offscreen (QT_QPA_PLATFORM=offscreen unless set).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def median_time(fn, runs: int) -> tuple[float, object]:
    times, out = [], None
    for _ in range(runs):
        t0 = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times), out


def bench_trace(args, app) -> None:
    from app.editor.editor import MapEditor
    from engine.mapmaking.synthetic import synthetic_map

    truth = synthetic_map(args.width, args.height, args.regions, seed=1, border_width=2.0, noise=3.0,
                          islands=3, lakes=2)
    with tempfile.TemporaryDirectory() as folder:
        image = Path(folder) / "forum_map.png"
        truth.save(image)
        print(f"1. Trace all, {args.width} x {args.height} image with {truth.count} regions, through the editor")
        totals, opens, traces, library = [], [], [], []
        for _ in range(args.runs):
            t0 = time.perf_counter()
            editor = MapEditor(image)            # reads the image safely and shows it as the background
            editor.resize(1400, 900)
            editor.show()
            app.processEvents()
            t1 = time.perf_counter()
            job = editor.trace_all()
            job.succeeded.connect(lambda result: library.append(result.seconds))
            while editor.trace_job is not None:
                app.processEvents()
                time.sleep(0.005)
            editor.view.flush()
            app.processEvents()
            t2 = time.perf_counter()
            opens.append(t1 - t0)
            traces.append(t2 - t1)
            totals.append(t2 - t0)
            found = len(editor.document.draft)
            editor.close()
            editor.deleteLater()
            app.processEvents()
        print(f"   open the image as a new map: {statistics.median(opens):.2f} s")
        print(f"   Trace all (worker thread, progress, one undo command, redraw, check): "
              f"{statistics.median(traces):.2f} s, of which the tracing library {statistics.median(library):.2f} s")
        print(f"   end to end: {statistics.median(totals):.2f} s; {found} regions added")


def bench_big_map(args, app) -> None:
    from app.editor import commands
    from app.editor.editor import MapEditor
    from engine.board.editing import MapDraft
    from engine.board.synthetic import grid_board

    board = grid_board(args.grid, args.grid)
    n = len(board)
    t0 = time.perf_counter()
    draft = MapDraft.from_board(board)
    print(f"2. Moving a shared corner on a {n:,}-region map (the draft made in {time.perf_counter() - t0:.2f} s)")
    middle = f"r{(args.grid // 2) * args.grid + args.grid // 2}"
    x, y = draft[middle].geometry.exterior.coords[2]
    draft.near(x, y)                                   # the box index, built once per map
    steps = iter(range(1, 10_000))

    def move():
        k = next(steps)
        return draft.move_vertex((x, y), (x + k * 0.01, y + k * 0.01))

    seconds, moved = median_time(move, args.runs * 5)
    changed = [rid for rid in moved.regions if moved.regions[rid] is not draft.regions[rid]]
    print(f"   the draft operation: {seconds * 1000:.1f} ms ({len(changed)} regions changed)")
    seconds, change = median_time(lambda: draft.change_to(moved), args.runs * 5)
    print(f"   its undo change: {seconds * 1000:.1f} ms ({len(change.regions)} regions held)")
    seconds, _ = median_time(lambda: draft.apply(change).revert(change), args.runs * 5)
    print(f"   redo then undo of it: {seconds * 1000:.1f} ms")

    editor = MapEditor(draft)
    editor.problems_panel.auto.setChecked(False)
    editor.resize(1400, 900)
    editor.show()
    app.processEvents()
    corner = [x, y]

    def command():
        target = (corner[0] + 0.5, corner[1] + 0.5)
        editor.do(lambda: commands.MoveVertex(editor.document, tuple(corner), target))
        corner[:] = target

    seconds, _ = median_time(command, args.runs * 3)
    print(f"   as an undo command in the editor (panels updated, edited regions painted at once): "
          f"{seconds * 1000:.0f} ms")
    seconds, _ = median_time(editor.view.redraw, args.runs)
    print(f"   the full redraw of the map that follows a moment later: {seconds:.2f} s")
    seconds, _ = median_time(editor.undo_stack.undo, 1)
    print(f"   undo: {seconds * 1000:.0f} ms")
    editor.close()
    editor.deleteLater()
    app.processEvents()

    print(f"3. Checking a {n:,}-region map")
    seconds, problems = median_time(draft.problems, args.runs)
    print(f"   every problem with a place to zoom to: {seconds:.2f} s ({len(problems)} problems)")
    from shapely.geometry import box

    from engine.board import Region, RegionKind
    broken = draft.add_regions([Region("extra", "Extra", RegionKind.LAND, geometry=box(x - 60, y - 60, x + 60, y + 60))],
                               clip=False).delete_region(f"r{args.grid * 3 + 3}")
    seconds, problems = median_time(broken.problems, args.runs)
    print(f"   with a region drawn over four others and one deleted: {seconds:.2f} s ({len(problems)} problems, "
          f"e.g. {problems[0]}; {problems[-1]})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--width", type=int, default=4000)
    parser.add_argument("--height", type=int, default=3000)
    parser.add_argument("--regions", type=int, default=300)
    parser.add_argument("--grid", type=int, default=100, help="the big map is GRID x GRID regions")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--skip-trace", action="store_true")
    args = parser.parse_args(argv)

    from PySide6.QtWidgets import QApplication
    app = QApplication.instance() or QApplication(sys.argv[:1])
    if not args.skip_trace:
        bench_trace(args, app)
    bench_big_map(args, app)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
