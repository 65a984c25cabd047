"""Tracing a province map from an image: regions, seas and their adjacency, in pixel coordinates."""

from __future__ import annotations

import math
import time
from collections.abc import Callable

import numpy as np
import shapely

from engine.board.board import Region, RegionKind
from engine.board.geometry import adjacency_from_geometry
from engine.board.validate import MapProblem
from engine.mapmaking.classify import BORDER, RIVER, classify, make_palette
from engine.mapmaking.errors import TraceCancelled, TraceError
from engine.mapmaking.image import read_image
from engine.mapmaking.polygons import label_point, polygonise, simplify_coverage
from engine.mapmaking.result import TracedRegion, TraceResult
from engine.mapmaking.text import max_letter
from engine.mapmaking.segment import (
    close_borders,
    find_regions,
    join_across_rivers,
    shared_borders,
    split_fragments,
)

Progress = Callable[[float, str], None]
Cancel = Callable[[], bool]

# Borders this short (in pixels) may be an artefact of a thick line at a corner where four
# provinces meet; they are kept but reported.
SHORT_BORDER = 3
# Larger images are traced reduced (block minimum, so border lines survive) and the result scaled
# back: tracing's memory then follows this size, not the file's. Real map scans are far smaller.
TRACE_PIXELS = 16_000_000


def default_min_area(width: int, height: int) -> int:
    """Components smaller than this are letters' holes or markers, not regions (in pixels)."""
    return max(48, round(width * height / 20_000))


def max_glyph(width: int, height: int) -> int:
    """The largest printed label (pixels across) whose letters' insides are not taken for regions."""
    return max(48, min(width, height) // 16)


class _Stages:
    """Reports progress, checks for cancellation between steps, and times each step."""

    def __init__(self, progress: Progress | None, cancel: Cancel | None):
        self.progress, self.cancel = progress, cancel
        self.timings: dict[str, float] = {}
        self._stage, self._started = "", time.perf_counter()

    def __call__(self, fraction: float, stage: str) -> None:
        self._close()
        self._stage = stage
        self.check()
        if self.progress:
            self.progress(fraction, stage)

    def check(self) -> None:
        if self.cancel is not None and self.cancel():
            raise TraceCancelled(self._stage)

    def _close(self) -> None:
        now = time.perf_counter()
        if self._stage:
            self.timings[self._stage] = now - self._started
        self._started = now

    def done(self) -> dict[str, float]:
        self._close()
        self._stage = ""
        if self.progress:
            self.progress(1.0, "done")
        return self.timings


def trace_image(image, *, water_colour=None, find_water: bool = True, water_tolerance: float = 40.0,
                border_threshold: float = 0.4, min_region_area: int | None = None,
                simplify: float = 1.5, progress: Progress | None = None,
                cancel: Cancel | None = None) -> TraceResult:
    """Trace the provinces and seas of a map image.

    image: a file name or a numpy array (grey, RGB or RGBA; transparent pixels are no region).
    water_colour: '#a0c8f0', '160,200,240' or an RGB triple; None finds the most common
        blue-ish colour. find_water=False treats everything as land.
    water_tolerance: how far (RGB distance) a pixel's colour may be from the water colour.
    border_threshold: a pixel is border line when it is at least this share (0-1) of the way
        from the fill around it to the line colour; lower it for faint anti-aliased lines.
    min_region_area: components smaller than this (pixels) are letters or markers and join the
        region around them; default grows with the image (see `default_min_area`).
    simplify: smoothing tolerance in pixels (0 keeps the pixel stairs); shared borders stay shared.
    progress(fraction, message) is called as the work goes on; cancel() returning True stops it
    with TraceCancelled.
    """
    stage = _Stages(progress, cancel)
    stage(0.0, "reading the image")
    picture = read_image(image, reduce_to=TRACE_PIXELS)
    width, height = picture.size
    min_area = default_min_area(width, height) if min_region_area is None else int(min_region_area)
    if min_area < 1:
        raise TraceError(f"the smallest region area must be at least 1 pixel, not {min_region_area}")

    stage(0.1, "finding border lines and water")
    palette = make_palette(picture.rgb, water_colour=water_colour, find_water=find_water,
                           water_tolerance=water_tolerance, border_threshold=border_threshold)
    classes = classify(picture.rgb, palette, picture.outside)
    border_share = float(np.count_nonzero(classes == BORDER)) / classes.size

    stage(0.25, "finding regions")
    boxes: list[tuple[int, int, int, int]] = []
    labels, is_water = find_regions(classes, min_area, max_glyph(width, height), max_letter(width, height), boxes)
    river = classes == RIVER
    del classes
    if labels.max() == 0:
        raise TraceError(f"{picture.source}: no regions found: the image seems to be all border line "
                         f"(try a higher border threshold)")

    stage(0.35, "closing border lines")
    closed = close_borders(labels, picture.outside)
    del labels

    stage(0.6, "tracing polygons")
    if river.any():
        closed, _ = join_across_rivers(closed, river, is_water)
    del river
    pieces = polygonise(closed, stage.check)
    if any(len(p) > 1 for p in pieces.values()):
        closed, _ = split_fragments(closed, picture.outside)
        pieces = polygonise(closed, stage.check)
    values = sorted(pieces)
    polygons = [p[0] if len(p) == 1 else shapely.union_all(p) for p in (pieces[v] for v in values)]
    areas = [g.area for g in polygons]

    stage(0.75, "smoothing borders")
    smoothed, simplified = simplify_coverage(polygons, simplify)

    stage(0.85, "placing labels")
    points = []
    for i, g in enumerate(smoothed):
        if i % 32 == 0:
            stage.check()
        points.append(label_point(g))

    stage(0.92, "finding neighbours")
    water_of = [bool(is_water[v]) for v in values]
    order = _reading_order(points, areas)
    regions, renumber = _name_regions(order, values, water_of, smoothed, points, areas)
    raster = renumber[closed]
    del closed
    adjacency = tuple(adjacency_from_geometry(
        Region(r.id, r.name, r.kind, geometry=r.polygon) for r in regions))
    lengths = {(regions[a - 1].id, regions[b - 1].id) if a < b else (regions[b - 1].id, regions[a - 1].id): n
               for (a, b), n in shared_borders(raster).items()}
    problems = _problems(regions, adjacency, lengths, raster, palette, find_water, border_share,
                         simplify > 0 and not simplified)
    problems += [_box_note(box, picture.scale) for box in boxes]
    timings = stage.done()
    if picture.scale != 1 and picture.full_size is not None:
        regions, lengths = _scaled(regions, lengths, picture.scale)
        width, height = picture.full_size
    return TraceResult(tuple(regions), adjacency, lengths, (width, height), picture.source, palette,
                       min_area, simplified, raster, tuple(problems), timings, picture.scale)


def _box_note(box: tuple[int, int, int, int], scale: int) -> MapProblem:
    """What the GM is told of a framed box of text left out, with where it is (image pixels)."""
    x0, y0, x1, y1 = (v * scale for v in box)
    return MapProblem(None, f"a framed box of text at {x0}, {y0} ({x1 - x0} x {y1 - y0} px: a title's cartouche or "
                            f"a legend) is left out of the map; if it is a region, pick it with the magic wand",
                      "warning", location=((x0 + x1) / 2, (y0 + y1) / 2), extent=(x0, y0, x1, y1))


def _scaled(regions: list[TracedRegion], lengths: dict, factor: int) -> tuple[list[TracedRegion], dict]:
    """A reduced image's regions in the pixels of the full image."""
    import shapely.affinity
    out = [TracedRegion(r.id, r.name, r.kind, shapely.affinity.scale(r.polygon, factor, factor, origin=(0, 0)),
                        (r.label_point[0] * factor, r.label_point[1] * factor), r.area * factor * factor)
           for r in regions]
    return out, {pair: n * factor for pair, n in lengths.items()}


def _reading_order(points: list[tuple[float, float]], areas: list[float]) -> list[int]:
    """Indices sorted in rows, top to bottom and left to right, as a GM numbers provinces."""
    band = max(1.0, math.sqrt(float(np.median(areas)))) if areas else 1.0
    return sorted(range(len(points)), key=lambda i: (int(points[i][1] // band), points[i][0]))


def _name_regions(order, values, water_of, polygons, points, areas):
    renumber = np.zeros(max(values) + 1, np.int32)
    regions: list[TracedRegion] = []
    counts = {False: 0, True: 0}
    for i in order:
        sea = water_of[i]
        counts[sea] += 1
        n = counts[sea]
        regions.append(TracedRegion(f"s{n}" if sea else f"p{n}", f"Sea {n}" if sea else f"Province {n}",
                                    RegionKind.SEA if sea else RegionKind.LAND, polygons[i], points[i],
                                    areas[i]))
        renumber[values[i]] = len(regions)
    return regions, renumber


def _problems(regions, adjacency, lengths, raster, palette, find_water, border_share, unsmoothed):
    """What the GM should look at: every warning names its region."""
    out: list[MapProblem] = []
    if find_water and palette.water_colour is None:
        out.append(MapProblem(None, "no blue-ish water colour found, so every region is land; "
                                    "give the water colour if the map has seas", "warning"))
    if border_share > 0.4:
        out.append(MapProblem(None, f"{border_share:.0%} of the image looks like border line; if provinces "
                                    "are dark, raise the border threshold", "warning"))
    if unsmoothed:
        out.append(MapProblem(None, "smoothing the borders failed, so they keep their pixel steps", "warning"))
    neighbours: dict[str, set[str]] = {r.id: set() for r in regions}
    for e in adjacency:
        neighbours[e.a].add(e.b)
        neighbours[e.b].add(e.a)
    by_id = {r.id: r for r in regions}
    on_image_edge = set(np.unique(np.concatenate([raster[0], raster[-1], raster[:, 0], raster[:, -1]])).tolist())
    for index, r in enumerate(regions, start=1):
        near = neighbours[r.id]
        if not near and not r.is_sea:
            out.append(MapProblem(r.id, "no unit can reach this land region: it has no neighbours"))
        inside = len(near) == 1 and index not in on_image_edge
        # water that runs off the image is the open sea, however many coasts it touches
        if r.is_sea and near and index not in on_image_edge and all(not by_id[n].is_sea for n in near):
            host = f" inside {next(iter(near))}" if inside else ""
            out.append(MapProblem(r.id, f"is a lake{host} (water with land all around); it is traced as a "
                                        "sea: make it impassable if fleets may not enter it", "warning"))
        elif inside and r.is_sea == by_id[next(iter(near))].is_sea:
            out.append(MapProblem(r.id, f"lies entirely inside {next(iter(near))} ({r.area:.0f} px): an "
                                        "enclave, or a letter or marker that should be part of it "
                                        "(raise the smallest region area)", "warning"))
        elif r.is_sea and near and not any(not by_id[n].is_sea for n in near):
            out.append(MapProblem(r.id, "this sea touches no coast", "warning"))
    for (a, b), n in sorted(lengths.items()):
        if n < SHORT_BORDER:
            out.append(MapProblem(a, f"shares only {n} px of border with {b}: check that they are "
                                     "neighbours and not just corners that meet", "warning"))
    return out
