"""The magic wand: a click gives the polygon of the region under it, as a whole trace would."""

from __future__ import annotations

import numpy as np
import pytest
import shapely
from scipy import ndimage as ndi

from engine.mapmaking import TraceError, trace_image
from engine.mapmaking.accuracy import measure
from engine.mapmaking.classify import classify, make_palette
from engine.mapmaking.segment import find_regions
from engine.mapmaking.wand import magic_wand


def _inside(truth, label):
    """A pixel deep inside a true region, clear of its border lines."""
    depth = ndi.distance_transform_edt(truth.labels == label)
    row, col = np.unravel_index(np.argmax(depth), depth.shape)
    return col + 0.5, row + 0.5


def test_a_click_inside_a_province_gives_its_polygon(traced):
    truth, _ = traced(border_width=2, seed=4)
    unsmoothed = trace_image(truth.image, simplify=0)
    accuracy = measure(unsmoothed, truth)
    for label in (3, 11, truth.lakes[0] if truth.lakes else 5):
        x, y = _inside(truth, label)
        polygon = magic_wand(truth.image, x, y)
        traced_region = unsmoothed.regions[accuracy.match[label] - 1]
        assert polygon.is_valid
        assert polygon.symmetric_difference(traced_region.polygon).area < 1e-6


def test_a_click_on_a_printed_number_gives_the_province_around_it(traced):
    truth, result = traced(border_width=2, seed=5, font_size=30, regions=20)
    label = next(iter(truth.texts))
    accuracy = measure(result, truth)
    rows, cols = np.nonzero(truth.labels == label)
    cx, cy = cols.mean(), rows.mean()          # where the number is printed
    dark = truth.image[int(cy) - 6:int(cy) + 7, int(cx) - 10:int(cx) + 11].min(axis=2) < 100
    assert dark.any()
    polygon = magic_wand(truth.image, cx, cy)
    region = result.regions[accuracy.match[label] - 1]
    assert polygon.intersection(region.polygon).area / polygon.union(region.polygon).area > 0.97
    assert len(polygon.interiors) == 0


def test_a_click_on_a_border_line_picks_a_side(traced):
    truth, _ = traced(border_width=4, seed=8)
    (a, b), _ = max(((k, n) for k, n in truth.borders.items() if not truth.is_sea[k[0]]), key=lambda kn: kn[1])
    rows, cols = np.nonzero((truth.labels[:, :-1] == a) & (truth.labels[:, 1:] == b))
    if len(rows) == 0:
        rows, cols = np.nonzero((truth.labels[:, :-1] == b) & (truth.labels[:, 1:] == a))
    x, y = cols[len(cols) // 2] + 1, rows[len(rows) // 2] + 0.5
    polygon = magic_wand(truth.image, x, y)
    true_areas = [np.count_nonzero(truth.labels == t) for t in (a, b)]
    assert min(abs(polygon.area - t) / t for t in true_areas) < 0.05


def test_a_province_cut_by_a_river_comes_whole(traced):
    truth, result = traced(border_width=2, seed=3, rivers=4)
    palette = make_palette(truth.image)
    pieces, _ = find_regions(classify(truth.image, palette), result.min_region_area, 48)
    k = int(pieces.max()) + 1
    overlap = np.bincount((truth.labels.astype(np.int64) * k + pieces).ravel(),
                          minlength=(truth.count + 1) * k).reshape(truth.count + 1, k)
    cut = [t for t in range(1, truth.count + 1) if (overlap[t, 1:] > 100).sum() > 1]
    assert cut, "the synthetic rivers should cut at least one province"
    accuracy = measure(result, truth)
    for label in cut:
        x, y = _inside(truth, label)
        polygon = magic_wand(truth.image, x, y)
        region = result.regions[accuracy.match[label] - 1].polygon
        assert polygon.intersection(region).area / polygon.union(region).area > 0.97


def test_a_click_outside_the_image_is_refused(traced):
    truth, _ = traced(border_width=2, seed=4)
    with pytest.raises(TraceError, match="outside"):
        magic_wand(truth.image, -3, 10)


def test_the_wand_polygon_is_in_image_coordinates(traced):
    truth, _ = traced(border_width=2, seed=4)
    x, y = _inside(truth, 7)
    polygon = magic_wand(truth.image, x, y)
    assert polygon.contains(shapely.Point(x, y))
