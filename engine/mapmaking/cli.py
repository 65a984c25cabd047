"""The `berthier trace` command: a map image in, a Berthier map file out, with a summary."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TextIO

from engine.board import parse_map
from engine.errors import MapFileError
from engine.mapmaking.errors import TraceError

OK, PROBLEMS, FAILED = 0, 1, 2
# the modules of the mapmaking extras (pyproject.toml) -> the package that installs each
EXTRAS = {"pyproj": "pyproj", "skimage": "scikit-image", "scipy": "scipy", "rasterio": "rasterio", "PIL": "pillow"}

DESCRIPTION = """Trace the provinces and seas of a map image (border lines between provinces, numbers
or names inside them, water in a blue-ish colour) into a Berthier map file. Exit status:
0 the map was written and loads; 1 it was written but has errors to fix in the map editor;
2 nothing was written."""


def add_parser(subparsers) -> argparse.ArgumentParser:
    parser = subparsers.add_parser("trace", help="trace a map image into a map file",
                                   description=DESCRIPTION)
    parser.add_argument("image", type=Path, help="the map image (PNG, GIF, JPEG, BMP, TIFF or WebP)")
    parser.add_argument("--out", "-o", type=Path, required=True, metavar="MAP.geojson",
                        help="the map file to write")
    parser.add_argument("--title", help="the map's title (default: from the image's file name)")
    parser.add_argument("--water-colour", "--water-color", metavar="COLOUR",
                        help="the sea's colour, as '#a0c8f0' or '160,200,240' "
                             "(default: the most common blue-ish colour)")
    parser.add_argument("--no-water", action="store_true", help="the map has no seas: every region is land")
    parser.add_argument("--water-tolerance", type=float, default=40.0, metavar="N",
                        help="how far (0-441, RGB distance) a pixel may be from the water colour (default 40)")
    parser.add_argument("--border-tolerance", type=float, default=40.0, metavar="N",
                        help="a pixel is border line when it is at least N%% of the way from the colour "
                             "around it to the line colour (default 40; lower it for faint lines, raise it "
                             "if shading breaks provinces)")
    parser.add_argument("--min-area", type=int, metavar="PX",
                        help="smaller areas are letters or markers, not regions (default: grows with the "
                             "image, 48 px and up)")
    parser.add_argument("--simplify", type=float, default=1.5, metavar="PX",
                        help="smooth the pixel steps of borders by up to about PX pixels (0: keep them)")
    parser.add_argument("--force", action="store_true", help="overwrite the map file if it exists")
    parser.add_argument("--verbose", "-v", action="store_true", help="show each step as it goes")
    parser.set_defaults(run=run)
    return parser


def run(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    out, err = out or sys.stdout, err or sys.stderr

    def say(text: str = "") -> None:
        print(text, file=out)

    def fail(text: str) -> int:
        print(f"berthier trace: {text}", file=err)
        return FAILED

    if args.out.exists() and not args.force:
        return fail(f"{args.out} exists; use --force to overwrite it")
    if not 0 < args.border_tolerance < 100:
        return fail(f"--border-tolerance must be between 0 and 100, not {args.border_tolerance:g}")

    def progress(fraction: float, stage: str) -> None:
        if args.verbose:
            say(f"  {fraction:4.0%} {stage}")

    try:
        from engine.mapmaking.trace import trace_image   # scipy and scikit-image load only when tracing
        result = trace_image(args.image, water_colour=args.water_colour, find_water=not args.no_water,
                             water_tolerance=args.water_tolerance,
                             border_threshold=args.border_tolerance / 100.0,
                             min_region_area=args.min_area, simplify=args.simplify, progress=progress)
    except TraceError as e:
        return fail(str(e))
    except ModuleNotFoundError as e:
        package = EXTRAS.get((e.name or "").partition(".")[0])
        if package is None:
            raise
        return fail(f"tracing needs the mapmaking extras, and {package} is not installed: install them with "
                    f"pip install 'berthier[mapmaking]' (in a source checkout: .venv/bin/pip install -e "
                    f"'.[mapmaking]')")
    width, height = result.size
    say(f"Traced {args.image} ({width} x {height}) in {result.seconds:.1f} s")
    say(f"  {len(result.land)} provinces, {len(result.seas)} seas (water colour "
        f"{result.palette.water_hex or 'none'}), {len(result.adjacency)} borders")
    kinds: dict[str, int] = {}
    for edge in result.adjacency:
        kinds[edge.kind.value] = kinds.get(edge.kind.value, 0) + 1
    if kinds:
        say("  borders: " + ", ".join(f"{n} {kind}" for kind, n in sorted(kinds.items())))

    data = result.to_geojson(title=args.title)
    errors: list[str] = []
    try:
        parse_map(json.loads(json.dumps(data)), source=str(args.out))
    except MapFileError as e:
        errors = [str(p) for p in e.problems]
    errors += [str(p) for p in result.problems if p.severity == "error" and str(p) not in errors]
    try:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(data, ensure_ascii=False) + "\n", encoding="utf-8")
    except OSError as e:
        return fail(f"cannot write {args.out}: {e.strerror or e}")
    say(f"Wrote {args.out}")

    warnings = [p for p in result.problems if p.severity != "error"]
    if warnings:
        say(f"{len(warnings)} thing(s) to check in the map editor:")
        for line in _grouped(warnings):
            say(f"  - {line}")
    if errors:
        say(f"{len(errors)} error(s) to fix in the map editor before the map can be played:")
        for text in errors:
            say(f"  - {text}")
        return PROBLEMS
    return OK


def _grouped(problems) -> list[str]:
    """One line per problem, except that regions with the very same message share a line."""
    by_message: dict[str, list] = {}
    for p in problems:
        by_message.setdefault(p.message, []).append(p)
    lines = []
    for message, group in by_message.items():
        regions = [p.region for p in group if p.region]
        if len(group) >= 3 and len(regions) == len(group):
            lines.append(f"{', '.join(regions)}: {message}")
        else:
            lines += [f"{p.region}: {p.message}" if p.region else p.message for p in group]
    return lines


def main(argv: list[str] | None = None) -> int:
    """Run the trace verb on its own (until it is wired into the `berthier` command)."""
    parser = argparse.ArgumentParser(prog="berthier")
    add_parser(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    return args.run(args)


if __name__ == "__main__":
    raise SystemExit(main())
