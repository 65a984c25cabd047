"""Benchmark: the peak memory of tracing a very large map image (default 10,000 x 10,000 pixels).

    .venv/bin/python benchmarks/bench_trace_memory.py [--size 10000] [--cells 12]

Draws a map of square provinces with 3-pixel black borders and a sea, saves it as a PNG, then
traces it in a fresh process and prints that process's peak resident memory and the time taken.
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def draw(path: Path, size: int, cells: int) -> None:
    import numpy as np
    from PIL import Image

    rng = np.random.default_rng(1)
    colours = rng.integers(150, 250, size=(cells * cells, 3), dtype=np.uint8)
    colours[:, 2] = np.minimum(colours[:, 2], 140)           # land is never blue
    step = size // cells
    image = np.empty((size, size, 3), np.uint8)
    for row in range(size):                                   # a row at a time: little memory
        cell = np.minimum(np.arange(size) // step, cells - 1) + min(row // step, cells - 1) * cells
        image[row] = colours[cell]
    image[:, :, :][np.arange(size) % step < 3] = 0            # horizontal borders
    image[:, np.arange(size) % step < 3] = 0                  # vertical borders
    image[: step, :] = (70, 130, 220)                         # a sea along the top
    Image.fromarray(image).save(path, optimize=False)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=10_000)
    parser.add_argument("--cells", type=int, default=12)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "huge.png"
        draw(path, args.size, args.cells)
        print(f"image: {args.size} x {args.size} px, {path.stat().st_size / 1e3:.0f} KB PNG")
        started = time.perf_counter()
        code = ("import sys; sys.path.insert(0, sys.argv[2]);"
                "from engine.mapmaking.trace import trace_image;"
                "r = trace_image(sys.argv[1]);"
                "print(f'traced: {len(r.regions)} regions, image size {r.size}')")
        done = subprocess.run([sys.executable, "-c", code, str(path), str(ROOT)], capture_output=True, text=True)
        elapsed = time.perf_counter() - started
        print(done.stdout.strip() or done.stderr.strip()[-500:])
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(f"peak memory of the tracing process: {peak:,.0f} MB; time {elapsed:.1f} s")
    return 0 if done.returncode == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
