"""An image larger than tracing needs is read reduced, a strip at a time, and traced in the full
image's pixels: memory follows the reduced size, and the provinces come out where they are drawn."""

from __future__ import annotations

import numpy as np
from PIL import Image

from engine.mapmaking import image as image_module
from engine.mapmaking import trace as trace_module
from engine.mapmaking.image import read_image, reduce_block_min, reduction
from engine.mapmaking.synthetic import synthetic_map
from engine.mapmaking.trace import trace_image


def test_a_reduction_keeps_a_one_pixel_border_line():
    rgb = np.full((8, 8, 3), 200, np.uint8)
    rgb[:, 5] = 0                                   # a border line one pixel wide
    reduced = reduce_block_min(rgb, 4)
    assert reduced.shape == (2, 2, 3) and (reduced[:, 1] == 0).all() and (reduced[:, 0] == 200).all()


def test_the_factor_brings_the_image_within_the_limit():
    assert reduction(10_000, 10_000, 16_000_000) == 3
    assert reduction(4000, 3000, 16_000_000) == 1
    assert reduction(4000, 3000, None) == 1


def test_a_file_read_reduced_is_read_in_strips_to_the_same_pixels(tmp_path, monkeypatch):
    truth = synthetic_map(300, 200, 8, seed=3)
    path = tmp_path / "map.png"
    truth.save(path)
    monkeypatch.setattr(image_module, "STRIP_ROWS", 7)      # 6 rows a strip: 34 strips
    whole = reduce_block_min(np.asarray(Image.open(path).convert("RGB")), 3)
    picture = read_image(path, reduce_to=7000)
    assert picture.scale == 3 and picture.full_size == (300, 200)
    assert np.array_equal(picture.rgb, whole)


def test_a_large_image_is_traced_reduced_and_its_regions_are_in_the_full_images_pixels(tmp_path, monkeypatch):
    truth = synthetic_map(600, 400, 12, seed=5, border_width=3)
    path = tmp_path / "map.png"
    truth.save(path)
    full = trace_image(path)
    monkeypatch.setattr(trace_module, "TRACE_PIXELS", 600 * 400 // 4)
    reduced = trace_image(path)
    assert reduced.size == (600, 400) and reduced.raster.shape == (200, 300)
    assert len(reduced.regions) == len(full.regions)
    for region in full.regions:
        x, y = region.label_point
        found = reduced.region_at(x, y)
        assert found is not None and found.kind == region.kind
        assert found.polygon.intersection(region.polygon).area > 0.8 * region.polygon.area
