"""Benchmark: trace a synthetic 4000 x 3000 map of 300 regions; prints time, memory and accuracy.

    .venv/bin/python benchmarks/bench_trace.py [--width 4000 --height 3000 --regions 300 --runs 3]

Target: a trace in under 10 s. Timings are the median of the runs; peak memory is measured in
a separate run under tracemalloc (numpy's arrays included) and as the process's peak RSS.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.mapmaking.accuracy import measure
from engine.mapmaking.synthetic import synthetic_map
from engine.mapmaking.trace import trace_image


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--width", type=int, default=4000)
    parser.add_argument("--height", type=int, default=3000)
    parser.add_argument("--regions", type=int, default=300)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--border-width", type=float, default=2.0)
    parser.add_argument("--noise", type=float, default=3.0)
    parser.add_argument("--jpeg", type=int, default=None, help="round-trip the image through JPEG")
    parser.add_argument("--rivers", type=int, default=0, help="rivers drawn in the water colour")
    parser.add_argument("--save", type=Path, help="write the synthetic image here")
    args = parser.parse_args(argv)

    started = time.perf_counter()
    truth = synthetic_map(args.width, args.height, args.regions, seed=args.seed, border_width=args.border_width,
                          noise=args.noise, jpeg_quality=args.jpeg, rivers=args.rivers, islands=3, lakes=2)
    print(f"synthetic map {args.width} x {args.height}, {truth.count} regions "
          f"({int(truth.is_sea.sum())} seas), {len(truth.borders)} borders, "
          f"lines {args.border_width} px: drawn in {time.perf_counter() - started:.1f} s")
    if args.save:
        truth.save(args.save)

    seconds, cpu, stages = [], [], {}
    result = None
    for _ in range(args.runs):
        t0, c0 = time.perf_counter(), time.process_time()
        result = trace_image(truth.image)
        seconds.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
        for stage, s in result.timings.items():
            stages.setdefault(stage, []).append(s)
    # CPU time is the steadier figure on a busy machine (the trace runs on one core).
    print(f"trace: median {statistics.median(seconds):.2f} s over {args.runs} runs "
          f"(min {min(seconds):.2f}, max {max(seconds):.2f}); CPU time median {statistics.median(cpu):.2f} s")
    for stage, values in stages.items():
        print(f"  {stage:<32} {statistics.median(values):6.2f} s")

    tracemalloc.start()
    trace_image(truth.image)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    image_mb = truth.image.nbytes / 2**20
    print(f"peak memory of one trace (tracemalloc): {peak / 2**20:.0f} MB "
          f"(the image itself: {image_mb:.0f} MB)")
    print(f"peak RSS of this process (synthetic map included): "
          f"{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB")

    accuracy = measure(result, truth)
    print(f"accuracy: {accuracy.summary()}")
    print(f"traced: {len(result.land)} provinces, {len(result.seas)} seas, {len(result.adjacency)} borders, "
          f"{len(result.problems)} problems reported")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
