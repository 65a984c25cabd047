"""Synthetic map images with known regions, for testing and benchmarking the tracer.

A map is a Voronoi partition of a gently warped plane: cells are provinces or sea zones, a
few sea cells become islands and a land cell becomes a lake. Lines are drawn from the exact
distance to each cell border, so they are anti-aliased like a real drawing, and numbers are
printed inside the regions.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import Any

import numpy as np
from scipy.spatial import Delaunay, cKDTree

WATER = (160, 200, 240)
LINE = (20, 20, 20)
TEXT = (40, 30, 30)
PLAIN_LAND = (236, 224, 180)
# Pastel owner colours, as on a forum game's political map (none close to the water colour).
NATION_COLOURS = [(236, 224, 180), (229, 190, 170), (200, 225, 170), (240, 210, 140), (215, 200, 225),
                  (245, 235, 215), (205, 215, 160), (230, 180, 200), (190, 170, 140)]


@dataclass(frozen=True)
class SyntheticMap:
    image: np.ndarray                     # height x width x 3 uint8
    labels: np.ndarray                    # height x width int32: the true region of every pixel, 1..n
    is_sea: np.ndarray                    # bool per label (index 0 unused)
    borders: dict[tuple[int, int], int]   # (a, b) with a < b -> length of their shared border in pixels
    texts: dict[int, str]                 # label -> the number printed inside it
    water_colour: tuple[int, int, int]
    border_width: float
    coast_width: float
    islands: list[int]                    # labels of land cells surrounded by sea
    lakes: list[int]                      # labels of water cells surrounded by land

    @property
    def count(self) -> int:
        return len(self.is_sea) - 1

    def save(self, path) -> None:
        from PIL import Image
        Image.fromarray(self.image).save(path)


class _Warp:
    """A smooth, invertible displacement of the plane: p -> p + d(p), with |grad d| < 1."""

    def __init__(self, rng: np.random.Generator, cell: float):
        self.terms = []   # (component, amplitude, fx, fy, phase)
        for component in (0, 1):
            for wavelength, amplitude in ((2.5, 0.05), (1.4, 0.05), (0.3, 0.01)):
                angle = rng.uniform(0, 2 * np.pi)
                f = 2 * np.pi / (wavelength * cell)
                self.terms.append((component, amplitude * cell, f * np.cos(angle), f * np.sin(angle),
                                   rng.uniform(0, 2 * np.pi)))

    def __call__(self, x: np.ndarray, y: np.ndarray):
        """Warped coordinates and the Jacobian entries (dqx/dx, dqx/dy, dqy/dx, dqy/dy)."""
        qx, qy = x.copy(), y.copy()
        jxx, jxy = np.ones_like(x), np.zeros_like(x)
        jyx, jyy = np.zeros_like(x), np.ones_like(x)
        for component, a, fx, fy, phase in self.terms:
            arg = fx * x + fy * y + phase
            wave, slope = a * np.sin(arg), a * np.cos(arg)
            if component == 0:
                qx += wave
                jxx += slope * fx
                jxy += slope * fy
            else:
                qy += wave
                jyx += slope * fx
                jyy += slope * fy
        return qx, qy, (jxx, jxy, jyx, jyy)


def _spread_points(rng, n: int, width: float, height: float, margin: float) -> np.ndarray:
    """n points spread evenly (best of several random candidates each time) inside the margins."""
    points = np.empty((n, 2))
    low, span = np.array([margin, margin]), np.array([width - 2 * margin, height - 2 * margin])
    points[0] = low + rng.random(2) * span
    for i in range(1, n):
        candidates = low + rng.random((12, 2)) * span
        d = ((candidates[:, None, :] - points[None, :i, :]) ** 2).sum(axis=2).min(axis=1)
        points[i] = candidates[np.argmax(d)]
    return points


def _choose_sea(rng, points, seeds, width, height, sea_share, islands, lakes, cell):
    """Which cells are water (a continent from smooth noise), and the labels of islands and lakes."""
    x, y = points[:, 0] / width, points[:, 1] / height
    field = np.zeros(len(points))
    for _ in range(4):
        a, b, c = rng.uniform(1, 3), rng.uniform(1, 3), rng.uniform(0, 2 * np.pi, 2)
        field += 0.25 * np.sin(a * np.pi * x + c[0]) * np.sin(b * np.pi * y + c[1])
    field -= np.maximum(np.abs(x - 0.5), np.abs(y - 0.5))   # a continent in the middle, seas around
    sea = field < np.quantile(field, sea_share) if sea_share > 0 else np.zeros(len(points), bool)
    tri = Delaunay(seeds)
    indptr, indices = tri.vertex_neighbor_vertices
    neighbours = [indices[indptr[i]:indptr[i + 1]] for i in range(len(points))]
    taken = np.zeros(len(points), bool)

    def most_surrounded(kind: bool, eligible: np.ndarray) -> int | None:
        """The cell of `kind` with the most neighbours of that kind; they all become `kind`."""
        around = [(int((sea[neighbours[i]] == kind).sum()), rng.random(), i)
                  for i in np.flatnonzero((sea == kind) & eligible & ~taken)
                  if not taken[neighbours[i]].any()]
        if not around:
            return None
        i = max(around)[2]
        sea[neighbours[i]] = kind
        taken[i] = True
        taken[neighbours[i]] = True
        return int(i)

    everywhere = np.ones(len(points), bool)
    away_from_edges = (points[:, 0] > cell) & (points[:, 0] < width - cell) & \
                      (points[:, 1] > cell) & (points[:, 1] < height - cell)
    island_cells = [i for i in (most_surrounded(True, everywhere) for _ in range(islands)) if i is not None]
    sea[island_cells] = False
    lake_cells = [i for i in (most_surrounded(False, away_from_edges) for _ in range(lakes)) if i is not None]
    sea[lake_cells] = True
    return sea, [int(i) + 1 for i in island_cells], [int(i) + 1 for i in lake_cells]


def synthetic_map(width: int = 640, height: int = 480, regions: int = 40, *, seed: int = 0,
                  border_width: float = 2.0, coast_width: float | None = None, sea_share: float = 0.3,
                  islands: int = 2, lakes: int = 1, nation_colours: bool = True, text: bool = True,
                  font_size: int | None = None, rivers: int = 0, noise: float = 0.0,
                  jpeg_quality: int | None = None) -> SyntheticMap:
    """Draw a map of about `regions` provinces and seas and return it with its ground truth.

    border_width: line width in pixels between provinces (1-4 in forum maps); coast_width: the
    coastline's (default the same; 0 for a coast shown by colour alone). rivers: thin lines in
    the water colour running inland from the coast, across provinces and their borders (they
    are decoration: no region of their own). noise adds Gaussian grain of that many grey
    levels; jpeg_quality round-trips the image through JPEG.
    """
    rng = np.random.default_rng(seed)
    cell = float(np.sqrt(width * height / regions))
    coast_width = border_width if coast_width is None else coast_width
    warp = _Warp(rng, cell)
    points = _spread_points(rng, regions, width, height, margin=0.35 * cell)
    sx, sy, _ = warp(points[:, 0].copy(), points[:, 1].copy())
    seeds = np.stack([sx, sy], axis=1)
    sea, island_labels, lake_labels = _choose_sea(rng, points, seeds, width, height, sea_share, islands,
                                                  lakes, cell)
    land_palette = NATION_COLOURS if nation_colours else [PLAIN_LAND]
    fills = np.array([WATER if s else land_palette[rng.integers(len(land_palette))] for s in sea],
                     np.float32)
    widths = np.array([[border_width, coast_width], [coast_width, border_width]], np.float32)

    tree = cKDTree(seeds)
    labels = np.empty((height, width), np.int32)
    image = np.empty((height, width, 3), np.uint8)
    line = np.asarray(LINE, np.float32)
    rows = max(1, 200_000 // width)
    for y0 in range(0, height, rows):
        ys, xs = np.mgrid[y0:min(height, y0 + rows), 0:width].astype(np.float64)
        ys, xs = ys + 0.5, xs + 0.5   # pixel centres
        qx, qy, (jxx, jxy, jyx, jyy) = warp(xs, ys)
        _, idx = tree.query(np.stack([qx.ravel(), qy.ravel()], axis=1), k=3)
        own = idx[:, 0]
        q = np.stack([qx.ravel(), qy.ravel()], axis=1)
        coverage = np.zeros(len(own), np.float32)
        blend = np.zeros(len(own), np.float32)
        other_fill = fills[own].copy()
        for j in (1, 2):
            s1, s2 = seeds[own], seeds[idx[:, j]]
            gap = s2 - s1
            dist = np.hypot(gap[:, 0], gap[:, 1])
            normal = gap / dist[:, None]
            # signed distance to the bisector in warped space, then back to pixels via J^T n
            g = (((q - s2) ** 2).sum(axis=1) - ((q - s1) ** 2).sum(axis=1)) / (2 * dist)
            stretch = np.hypot(jxx.ravel() * normal[:, 0] + jyx.ravel() * normal[:, 1],
                               jxy.ravel() * normal[:, 0] + jyy.ravel() * normal[:, 1])
            d = (g / stretch).astype(np.float32)
            w = widths[sea[own].astype(int), sea[idx[:, j]].astype(int)]
            coverage = np.maximum(coverage, np.where(w > 0, np.clip(w / 2 + 0.5 - d, 0, 1), 0))
            if j == 1:   # colours blend across a border drawn without a line
                blend = np.clip(0.5 - d, 0, 0.5)
                other_fill = fills[idx[:, 1]]
        colour = fills[own] * (1 - blend[:, None]) + other_fill * blend[:, None]
        colour = colour * (1 - coverage[:, None]) + line * coverage[:, None]
        n_rows = ys.shape[0]
        labels[y0:y0 + n_rows] = (own + 1).reshape(n_rows, width)
        image[y0:y0 + n_rows] = np.round(colour).reshape(n_rows, width, 3).astype(np.uint8)

    if rivers:
        _draw_rivers(image, sea[labels - 1], rivers, cell, rng)
    texts = _print_numbers(image, labels, sea, cell, font_size, border_width) if text else {}
    if noise > 0:
        grain = rng.normal(0, noise, image.shape)
        image = np.clip(image + grain, 0, 255).astype(np.uint8)
    if jpeg_quality is not None:
        image = _through_jpeg(image, jpeg_quality)
    from engine.mapmaking.segment import shared_borders
    return SyntheticMap(image, labels, np.concatenate([[False], sea]), shared_borders(labels), texts,
                        WATER, float(border_width), float(coast_width), island_labels, lake_labels)


def _draw_rivers(image: np.ndarray, water: np.ndarray, count: int, cell: float, rng) -> None:
    """Rivers from the coast inland: wandering lines 1-3 px wide in the water colour."""
    from PIL import Image, ImageDraw

    h, w = water.shape
    coast = ~water & (np.roll(water, 1, 0) | np.roll(water, -1, 0) | np.roll(water, 1, 1) | np.roll(water, -1, 1))
    ys, xs = np.nonzero(coast)
    if len(xs) == 0:
        return
    picture = Image.fromarray(image)
    draw = ImageDraw.Draw(picture)
    for _ in range(count):
        i = rng.integers(len(xs))
        x, y = float(xs[i]), float(ys[i])
        inland = [a for a in np.linspace(0, 2 * np.pi, 16, endpoint=False)
                  if 0 <= y + cell / 3 * np.sin(a) < h and 0 <= x + cell / 3 * np.cos(a) < w
                  and not water[int(y + cell / 3 * np.sin(a)), int(x + cell / 3 * np.cos(a))]]
        if not inland:
            continue
        angle = float(rng.choice(inland))
        points = [(x, y)]
        for _ in range(int(2.5 * cell / 4)):
            angle += rng.normal(0, 0.3)
            x, y = x + 4 * np.cos(angle), y + 4 * np.sin(angle)
            if not (0 <= x < w and 0 <= y < h) or water[int(y), int(x)]:
                break
            points.append((x, y))
        if len(points) > 2:
            draw.line(points, fill=WATER, width=int(rng.integers(1, 4)), joint="curve")
    image[...] = np.asarray(picture)


def _print_numbers(image, labels, sea, cell, font_size, border_width) -> dict[int, str]:
    """Print each region's number at its centre, in a size that stays clear of its borders."""
    from PIL import Image, ImageDraw, ImageFont

    h, w = labels.shape
    n = len(sea)
    ys, xs = np.indices((h, w))
    count = np.bincount(labels.ravel(), minlength=n + 1)
    cx = np.bincount(labels.ravel(), weights=xs.ravel(), minlength=n + 1) / np.maximum(count, 1)
    cy = np.bincount(labels.ravel(), weights=ys.ravel(), minlength=n + 1) / np.maximum(count, 1)
    size = font_size or int(np.clip(cell * 0.22, 11, 44))
    picture = Image.fromarray(image)
    draw = ImageDraw.Draw(picture)
    clear = int(np.ceil(border_width)) + 3
    texts: dict[int, str] = {}
    for label in range(1, n + 1):
        words = str(label)
        for s in (size, int(size * 0.7)):
            font = ImageFont.load_default(size=max(s, 8))
            x0, y0, x1, y1 = draw.textbbox((cx[label], cy[label]), words, font=font, anchor="mm")
            box = labels[max(0, int(y0) - clear):int(y1) + clear, max(0, int(x0) - clear):int(x1) + clear]
            if x0 - clear >= 0 and y0 - clear >= 0 and x1 + clear < w and y1 + clear < h \
                    and box.size and (box == label).all():
                draw.text((cx[label], cy[label]), words, fill=TEXT, font=font, anchor="mm")
                texts[label] = words
                break
    image[...] = np.asarray(picture)
    return texts


def _through_jpeg(image: np.ndarray, quality: int) -> np.ndarray:
    from PIL import Image
    buffer = io.BytesIO()
    Image.fromarray(image).save(buffer, format="JPEG", quality=quality)
    return np.asarray(Image.open(io.BytesIO(buffer.getvalue()), formats=["JPEG"]).convert("RGB")).copy()


# -- a forum game's map -------------------------------------------------------------------------

FONTS = "/usr/share/fonts/truetype/dejavu"
TITLE_STYLES = ("dark", "red", "outlined", "cartouche")


@dataclass(frozen=True)
class ForumMap:
    """A map as a GM posts it on a forum, with what tracing it should find."""

    image: np.ndarray                     # height x width x 3 uint8
    provinces: list                       # shapely polygons in pixels (x right, y down), one per province
    lake: Any                             # a lake inside the first province (a polygon), or None
    title: str
    title_box: tuple[int, int, int, int]  # x0, y0, x1, y1 of the title's ink

    def save(self, path) -> None:
        from PIL import Image
        Image.fromarray(self.image).save(path)


def forum_map(width: int = 900, height: int = 640, *, seed: int = 0, title: str = "MARE NOSTRUM 1805",
              title_size: int = 60, title_style: str = "dark", lake: bool = True, legend: bool = False,
              font: str = "DejaVuSerif-Bold.ttf") -> ForumMap:
    """Two land masses split into provinces and an island in an open sea that runs off the
    image, a title in large type over the sea, numbers in the provinces and a small lake.

    title_style: "dark" (near-black type), "red" (dark red type), "outlined" (white letters
    with a dark outline) or "cartouche" (dark type in a framed parchment box). legend: a framed
    legend box in the bottom right corner, a colour swatch and a nation's name on each line.
    Needs Pillow and the DejaVu fonts (fonts-dejavu-core).
    """
    import shapely
    from PIL import Image, ImageDraw, ImageFont
    from shapely.geometry import MultiPoint, Point, Polygon, box
    from shapely.ops import polylabel

    if title_style not in TITLE_STYLES:
        raise ValueError(f"title_style is one of {', '.join(TITLE_STYLES)}, not {title_style!r}")
    rng = np.random.default_rng(seed)

    def blob(cx: float, cy: float, rx: float, ry: float, corners: int = 28) -> Polygon:
        a = np.linspace(0, 2 * np.pi, corners, endpoint=False)
        r = 1 + 0.12 * np.sin(3 * a + rng.uniform(0, 6)) + 0.08 * np.sin(5 * a + rng.uniform(0, 6))
        return Polygon(np.c_[cx + rx * r * np.cos(a), cy + ry * r * np.sin(a)])

    masses = [(blob(0.3 * width, 0.6 * height, 0.2 * width, 0.25 * height), 6),
              (blob(0.72 * width, 0.57 * height, 0.17 * width, 0.28 * height), 5),
              (blob(0.53 * width, 0.9 * height, 0.05 * width, 0.05 * height), 1)]
    provinces = []
    for mass, count in masses:
        if count == 1:
            provinces.append(mass)
            continue
        x0, y0, x1, y1 = mass.bounds
        inner, spacing = mass.buffer(-0.02 * width), 0.06 * width
        seeds: list = []
        for _ in range(2000):
            p = Point(rng.uniform(x0, x1), rng.uniform(y0, y1))
            if inner.contains(p) and all(p.distance(q) > spacing for q in seeds):
                seeds.append(p)
                if len(seeds) == count:
                    break
        cells = shapely.voronoi_polygons(MultiPoint(seeds), extend_to=box(0, 0, width, height))
        pieces = [cell.intersection(mass) for cell in cells.geoms]
        provinces += sorted((p for p in pieces if p.area > 0), key=lambda p: (p.centroid.y, p.centroid.x))

    picture = Image.new("RGB", (width, height), WATER)
    draw = ImageDraw.Draw(picture)
    for i, p in enumerate(provinces):
        draw.polygon(list(p.exterior.coords), fill=NATION_COLOURS[i % len(NATION_COLOURS)])
    lake_shape = None
    if lake:
        first = provinces[0]
        centre = polylabel(first, 1.0)
        lake_shape = blob(centre.x, centre.y, 0.02 * width, 0.015 * width, 16).intersection(first.buffer(-6))
        draw.polygon(list(lake_shape.exterior.coords), fill=WATER)
        draw.line(list(lake_shape.exterior.coords), fill=LINE, width=1)
    for p in provinces:
        draw.line(list(p.exterior.coords), fill=LINE, width=2, joint="curve")
    small = ImageFont.truetype(f"{FONTS}/DejaVuSans.ttf", max(10, height // 48))
    for i, p in enumerate(provinces, start=1):
        spot = p.representative_point()
        where = (spot.x, spot.y + (0.03 * width if lake and i == 1 else 0))
        draw.text(where, str(i), fill=TEXT, font=small, anchor="mm")
    big = ImageFont.truetype(f"{FONTS}/{font}", title_size)
    place = (width / 2, 0.04 * height)
    if title_style == "cartouche":
        x0, y0, x1, y1 = draw.textbbox(place, title, font=big, anchor="mt")
        draw.rectangle((x0 - 24, y0 - 14, x1 + 24, y1 + 14), fill=(245, 235, 205), outline=LINE, width=3)
    if legend:
        small_legend = ImageFont.truetype(f"{FONTS}/DejaVuSans.ttf", max(11, height // 50))
        step = max(11, height // 50) + 6
        left, top = width - 0.16 * width, height - 4 * step - 12
        draw.rectangle((left, top, width - 10, height - 10), fill=(255, 255, 255), outline=LINE, width=2)
        for i, name in enumerate(("France", "Austria", "Spain")):
            y = top + 10 + step * (i + 0.5)
            draw.rectangle((left + 10, y - 6, left + 24, y + 6), fill=NATION_COLOURS[i + 1], outline=LINE)
            draw.text((left + 32, y), name, fill=LINE, font=small_legend, anchor="lm")
    if title_style == "outlined":
        draw.text(place, title, fill=(255, 255, 255), font=big, anchor="mt", stroke_width=2, stroke_fill=LINE)
    else:
        draw.text(place, title, fill=(150, 20, 20) if title_style == "red" else TEXT, font=big, anchor="mt")
    x0, y0, x1, y1 = draw.textbbox(place, title, font=big, anchor="mt")
    return ForumMap(np.asarray(picture).copy(), provinces, lake_shape, title, (int(x0), int(y0), int(x1), int(y1)))
