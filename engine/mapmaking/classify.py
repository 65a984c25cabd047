"""Sorting pixels into border line, land and water, tolerant of anti-aliasing and printed text."""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np
from scipy import ndimage as ndi

from engine.mapmaking.errors import TraceError
from engine.words.textio import is_digits

BORDER, LAND, WATER, OUTSIDE, RIVER = 0, 1, 2, 3, 4

# How far (in pixels) on each side of a pixel the fill it interrupts is looked for: lines up
# to about 8 px wide are recognised.
REACH = 5
# A pixel must be at least this many grey levels darker than the fill around it to be line.
MIN_DEPTH = 20
# A pixel this close to the line grey is line whatever surrounds it (the core of thick lines
# and of the junctions where they meet).
LINE_CORE = 32
# Half the width of the band treated as line along a coast drawn without a line.
COAST_BAND = 3
# Water at most this wide (pixels) is a river, not a sea.
RIVER_WIDTH = 4
_CROSS = ndi.generate_binary_structure(2, 1)


@dataclass(frozen=True)
class Palette:
    """The colours a trace worked with, found in the image or given by the GM."""

    line_grey: int                                  # grey level of the border lines
    border_threshold: float                         # share of the line's darkness that makes a pixel line
    water_colour: tuple[int, int, int] | None       # None: the image has no water
    water_tolerance: float

    @property
    def water_hex(self) -> str | None:
        return None if self.water_colour is None else "#{:02x}{:02x}{:02x}".format(*self.water_colour)


def parse_colour(text: str | tuple | list) -> tuple[int, int, int]:
    """'#a0c8f0', 'a0c8f0', '160,200,240' or (160, 200, 240) as an RGB triple."""
    if isinstance(text, (tuple, list)) and len(text) == 3 and all(0 <= int(c) <= 255 for c in text):
        return tuple(int(c) for c in text)  # type: ignore[return-value]
    s = str(text).strip()
    if re.fullmatch(r"#?[0-9a-fA-F]{6}", s):
        s = s.lstrip("#")
        return int(s[0:2], 16), int(s[2:4], 16), int(s[4:6], 16)
    parts = re.split(r"[,\s]+", s)
    if len(parts) == 3 and all(is_digits(p) and int(p) <= 255 for p in parts):
        return int(parts[0]), int(parts[1]), int(parts[2])
    raise TraceError(f"{text!r} is not a colour: write it as '#a0c8f0' or '160,200,240'")


def grey_levels(rgb: np.ndarray) -> np.ndarray:
    """Perceived brightness 0-255 as uint8 (Rec. 601 weights, in integers for speed)."""
    r, g, b = (rgb[:, :, i].astype(np.uint16) for i in range(3))
    return ((r * 77 + g * 150 + b * 29) >> 8).astype(np.uint8)


def _sample(rgb: np.ndarray, target: int = 250_000) -> np.ndarray:
    """About `target` pixels spread evenly over the image, as an n x 3 array."""
    h, w = rgb.shape[:2]
    step = max(1, int(np.sqrt(h * w / target)))
    return rgb[::step, ::step].reshape(-1, 3)


def line_grey(rgb: np.ndarray) -> int:
    """The grey level of the border lines: the darkest colour that is common in the image."""
    step = max(1, int(np.sqrt(rgb.shape[0] * rgb.shape[1] / 250_000)))
    return int(min(np.percentile(grey_levels(rgb[::step, ::step]), 0.5), 128))


def detect_water_colour(rgb: np.ndarray, min_share: float = 0.02) -> tuple[int, int, int] | None:
    """The most common blue-ish colour covering at least `min_share` of the image, if any."""
    px = _sample(rgb).astype(np.int32)
    bins = (px[:, 0] >> 4) * 256 + (px[:, 1] >> 4) * 16 + (px[:, 2] >> 4)
    counts = np.bincount(bins, minlength=4096)
    sums = np.stack([np.bincount(bins, weights=px[:, i], minlength=4096) for i in range(3)], axis=1)
    for b in np.argsort(counts)[::-1]:
        if counts[b] < min_share * len(px):
            break
        r, g, bl = sums[b] / counts[b]
        grey = 0.3 * r + 0.59 * g + 0.11 * bl
        if bl - r >= 30 and bl >= g - 15 and grey >= 70:
            near = px[np.abs(px - (r, g, bl)).max(axis=1) <= 24]
            return tuple(round(float(c)) for c in near.mean(axis=0))  # type: ignore[return-value]
    return None


def _both_sides(image: np.ndarray, reach: int):
    """For each of four directions, the brightest pixel within `reach` after and before each pixel.

    Yields (after, before) pairs for horizontal, vertical and the two diagonals. Both sides are
    windows of one running maximum, taken over the image padded by 2 * reach + 1.
    """
    h, w = image.shape
    s = reach + 1
    padded = np.pad(image, 2 * reach + 1, mode="edge")
    qh, qw = h + 2 * s, w + 2 * s
    for dy, dx in ((0, 1), (1, 0), (1, 1), (1, -1)):
        run = None       # run[q] = brightest of the `reach` pixels after q
        for k in range(1, reach + 1):
            view = padded[reach + k * dy:reach + k * dy + qh, reach + k * dx:reach + k * dx + qw]
            run = view.copy() if run is None else np.maximum(run, view, out=run)
        assert run is not None        # reach >= 1
        yield run[s:s + h, s:s + w], run[s - s * dy:s - s * dy + h, s - s * dx:s - s * dx + w]


def border_mask(grey: np.ndarray, line: int, threshold: float) -> np.ndarray:
    """Pixels of border lines and printed text.

    A pixel is line when, across it in one of four directions (horizontal, vertical, the two
    diagonals), the brightest pixels within REACH on both sides are brighter than it by
    `threshold` of the way down to the line grey. Looking at both sides keeps dark provinces
    whole: their pixels next to a line are dark, but not darker than the province on their
    other side. A pixel much darker than anything near it (half again the threshold), or
    within LINE_CORE of the line grey, is line too: the core of thick lines and junctions.
    """
    fill = brightest = None
    for after, before in _both_sides(grey, REACH):
        across = np.minimum(after, before)
        fill = across if fill is None else np.maximum(fill, across, out=fill)
        both = np.maximum(after, before)
        brightest = both if brightest is None else np.maximum(brightest, both, out=brightest)
    assert fill is not None and brightest is not None     # four directions were looked at
    fill, brightest = fill.astype(np.int16), brightest.astype(np.int16)
    border = (fill - grey) >= np.maximum(np.ceil(threshold * (fill - line)), MIN_DEPTH)
    core = 0.5 + threshold / 2
    border |= (brightest - grey) >= np.maximum(np.ceil(core * (brightest - line)), MIN_DEPTH)
    border |= grey <= line + LINE_CORE
    return border


def water_mask(rgb: np.ndarray, water: tuple[int, int, int], line: int, tolerance: float,
               rows: int = 512) -> np.ndarray:
    """Pixels whose colour is the water colour, possibly darkened towards the line colour.

    Anti-aliased pixels where a line or a letter crosses the sea are mixtures of water and
    line colour; measuring the distance to that mixture keeps them in the sea.
    """
    h = rgb.shape[0]
    out = np.empty(rgb.shape[:2], bool)
    base = np.float32(line)
    axis = np.asarray(water, np.float32) - base
    norm = np.float32(axis @ axis or 1.0)
    for y0 in range(0, h, rows):
        p = rgb[y0:y0 + rows].astype(np.float32)
        p -= base
        along = p @ axis                                   # p . axis
        t = np.clip(along / norm, 0.0, 1.25)
        # |p - t axis|^2 without building p - t axis
        off2 = np.einsum("ijk,ijk->ij", p, p) - t * (2 * along - t * norm)
        out[y0:y0 + rows] = (off2 <= tolerance * tolerance) & (t >= 0.45)
    return out


def _contact(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Pixels of `a` with a 4-neighbour in `b`, and pixels of `b` with a 4-neighbour in `a`."""
    out = np.zeros_like(a)
    for x, y in ((a, b), (b, a)):
        out[:, 1:] |= x[:, 1:] & y[:, :-1]
        out[:, :-1] |= x[:, :-1] & y[:, 1:]
        out[1:] |= x[1:] & y[:-1]
        out[:-1] |= x[:-1] & y[1:]
    return out


def classify(rgb: np.ndarray, palette: Palette, outside: np.ndarray | None = None) -> np.ndarray:
    """A uint8 raster of BORDER, LAND, WATER, RIVER and OUTSIDE."""
    grey = grey_levels(rgb)
    border = border_mask(grey, palette.line_grey, palette.border_threshold)
    classes = np.full(grey.shape, LAND, np.uint8)
    if palette.water_colour is not None:
        found = water_mask(rgb, palette.water_colour, palette.line_grey, palette.water_tolerance) & ~border
        # Water narrower than RIVER_WIDTH is a river: a gap like a line for now, whose two
        # banks are joined again if nothing else lies between them (see segment.join_across_rivers).
        water = ndi.binary_opening(found, _CROSS, iterations=RIVER_WIDTH // 2 + 1)
        classes[found & ~water] = RIVER
        classes[water] = WATER
        # Where a coast is shown by colour alone, its blended (and, in JPEGs, smeared) pixels
        # could join the provinces on either side of a border line that ends at the water;
        # a band along such a coast is treated as line.
        coast = _contact(water, ~water & ~border)
        classes[ndi.binary_dilation(coast, _CROSS, iterations=COAST_BAND - 1)] = BORDER
    classes[border] = BORDER
    if outside is not None:
        classes[outside] = OUTSIDE
    return classes


def make_palette(rgb: np.ndarray, *, water_colour=None, find_water: bool = True,
                 water_tolerance: float = 40.0, border_threshold: float = 0.4) -> Palette:
    """The palette for an image: what the GM gave, and the rest found in the image."""
    if not 0.0 < border_threshold < 1.0:
        raise TraceError(f"the border threshold must be between 0 and 1, not {border_threshold}")
    if water_tolerance <= 0:
        raise TraceError(f"the water tolerance must be positive, not {water_tolerance}")
    water = None
    if find_water:
        water = parse_colour(water_colour) if water_colour is not None else detect_water_colour(rgb)
    return Palette(line_grey(rgb), border_threshold, water, float(water_tolerance))
