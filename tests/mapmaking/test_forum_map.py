"""Tracing a map as GMs post them: a title in large type over the open sea, numbers in the
provinces, a lake. The title's letters are no regions and the open sea is a sea, not a lake."""

from __future__ import annotations

import functools

import pytest
import shapely
from shapely.ops import polylabel

from engine.board import RegionKind
from engine.mapmaking.synthetic import TITLE_STYLES, forum_map
from engine.mapmaking.trace import trace_image


@functools.cache
def _traced(style: str, seed: int):
    truth = forum_map(seed=seed, title_style=style, legend=style == "cartouche")
    return truth, trace_image(truth.image)


CASES = [(style, seed) for style in TITLE_STYLES for seed in (0, 1)]


@pytest.mark.parametrize("style, seed", CASES)
def test_the_title_makes_no_region(style, seed):
    truth, result = _traced(style, seed)
    x0, y0, x1, y1 = truth.title_box
    title = shapely.box(x0 - 30, y0 - 20, x1 + 30, y1 + 20)       # a cartouche's frame too
    under_title = [r.id for r in result.regions if title.contains(r.polygon.representative_point())
                   and r.polygon.area < title.area]
    assert under_title == []


@pytest.mark.parametrize("style, seed", CASES)
def test_every_province_is_found_once_and_nothing_else_on_land(style, seed):
    truth, result = _traced(style, seed)
    assert len(result.land) == len(truth.provinces) == 12
    found = []
    for province in truth.provinces:
        land = province.difference(truth.lake.buffer(8))
        inside = polylabel(max(getattr(land, "geoms", [land]), key=lambda g: g.area), 1.0)
        hit = [r for r in result.land if r.polygon.buffer(1).contains(inside)]
        assert len(hit) == 1, f"the province around {inside} is traced as {[r.id for r in hit]}"
        assert hit[0].polygon.intersection(province).area > 0.9 * province.area
        found.append(hit[0].id)
    assert len(set(found)) == 12


@pytest.mark.parametrize("style, seed", CASES)
def test_the_open_sea_is_one_sea_and_not_a_lake(style, seed):
    truth, result = _traced(style, seed)
    assert len(result.seas) == 2                              # the open sea and the lake
    corner = result.region_at(2, 2)
    assert corner is not None and corner.kind is RegionKind.SEA
    assert result.region_at(truth.image.shape[1] - 3, truth.image.shape[0] - 3) is corner
    assert not [p for p in result.problems if p.region == corner.id], [str(p) for p in result.problems]


@pytest.mark.parametrize("style, seed", CASES[:1])
def test_the_lake_inside_a_province_is_still_a_lake(style, seed):
    truth, result = _traced(style, seed)
    spot = truth.lake.representative_point()
    lake = result.region_at(spot.x, spot.y)
    assert lake is not None and lake.kind is RegionKind.SEA
    assert any(p.region == lake.id and "lake" in p.message for p in result.problems)


def test_an_outlined_island_beside_the_title_is_kept():
    """A small island drawn as an outline is no letter even if it sits by the title: its outline
    is thin for what it encloses."""
    import numpy as np
    from PIL import Image, ImageDraw

    truth = forum_map(seed=0, title_style="dark")
    picture = Image.fromarray(truth.image)
    x0, y0, x1, y1 = truth.title_box
    draw = ImageDraw.Draw(picture)
    draw.ellipse((x1 + 8, y0, x1 + 40, y1), fill=(236, 224, 180), outline=(20, 20, 20), width=2)
    result = trace_image(np.asarray(picture))
    island = result.region_at(x1 + 24, (y0 + y1) / 2)
    assert island is not None and island.kind is RegionKind.LAND
    assert len(result.land) == 13


@pytest.mark.parametrize("font, size", [("DejaVuSans.ttf", 40), ("DejaVuSans-Bold.ttf", 80)])
def test_titles_in_other_type_make_no_region_either(font, size):
    truth = forum_map(seed=2, title_style="dark", font=font, title_size=size, title="Europa Universalis")
    result = trace_image(truth.image)
    assert len(result.land) == 12 and len(result.seas) == 2


def test_a_row_of_small_outlined_islands_is_no_line_of_text():
    """Three islands of a letter's size side by side, as close as letters: each is a province."""
    import numpy as np
    from PIL import Image, ImageDraw

    truth = forum_map(seed=0, title_style="dark")
    picture = Image.fromarray(truth.image)
    draw = ImageDraw.Draw(picture)
    for x in (60, 100, 140):
        draw.ellipse((x, 560, x + 30, 590), fill=(236, 224, 180), outline=(20, 20, 20), width=2)
    result = trace_image(np.asarray(picture))
    islands = {result.region_at(x + 15, 575) for x in (60, 100, 140)}
    assert None not in islands and len(islands) == 3
    assert all(r.kind is RegionKind.LAND for r in islands)
    assert len(result.land) == 15


def test_a_legend_box_and_its_swatches_make_no_region():
    truth, result = _traced("cartouche", 0)
    height, width = truth.image.shape[:2]
    corner = shapely.box(width - 0.16 * width, height - 80, width, height)
    assert [r.id for r in result.regions if corner.contains(shapely.Point(r.label_point))] == []
    assert result.region_at(width - 20, height - 20).kind is RegionKind.SEA


def test_a_rectangular_province_with_its_name_printed_in_it_stays():
    """Rectangles with text inside are boxes only when one region lies all around them."""
    import numpy as np
    from PIL import Image, ImageDraw, ImageFont

    picture = Image.new("RGB", (400, 300), (160, 200, 240))
    draw = ImageDraw.Draw(picture)
    font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 14)
    for i, name in enumerate(("Westphalia", "Hanover", "Saxony")):
        x0 = 60 + 90 * i
        draw.rectangle((x0, 100, x0 + 90, 160), fill=(236, 224, 180), outline=(20, 20, 20), width=2)
        draw.text((x0 + 45, 130), name, fill=(20, 20, 20), font=font, anchor="mm")
    result = trace_image(np.asarray(picture))
    assert len(result.land) == 3 and len(result.seas) == 1


def test_the_boxes_left_out_are_noted_with_where_they_are():
    truth, result = _traced("cartouche", 0)
    boxes = [p for p in result.problems if "framed box of text" in p.message]
    assert len(boxes) == 2                                      # the title's cartouche and the legend
    x0, y0, x1, y1 = truth.title_box
    title = next(p for p in boxes if p.location[1] < y1 + 20)
    assert title.extent[0] < x0 and title.extent[2] > x1 and "magic wand" in title.message
