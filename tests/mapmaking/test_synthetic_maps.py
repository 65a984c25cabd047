"""The synthetic maps the tracer is tested on: their ground truth is what they show."""

from __future__ import annotations

import numpy as np

from engine.mapmaking.segment import shared_borders, split_fragments
from engine.mapmaking.synthetic import LINE, WATER, synthetic_map


def test_the_same_seed_draws_the_same_map():
    a = synthetic_map(200, 150, 12, seed=3)
    b = synthetic_map(200, 150, 12, seed=3)
    assert np.array_equal(a.image, b.image) and np.array_equal(a.labels, b.labels)
    assert not np.array_equal(a.image, synthetic_map(200, 150, 12, seed=4).image)


def test_every_region_is_drawn_with_its_number_islands_and_a_lake():
    truth = synthetic_map(480, 360, 30, seed=2, border_width=3)
    assert set(np.unique(truth.labels)) == set(range(1, truth.count + 1))
    assert len(truth.texts) >= 0.9 * truth.count
    assert truth.islands and truth.lakes
    for island in truth.islands:
        assert not truth.is_sea[island]
        assert all(truth.is_sea[b if a == island else a] for a, b in truth.borders if island in (a, b))
    lake = truth.lakes[0]
    assert truth.is_sea[lake]
    assert not any(truth.is_sea[b if a == lake else a] for a, b in truth.borders if lake in (a, b))


def test_lines_are_anti_aliased_and_seas_are_water_coloured():
    truth = synthetic_map(480, 360, 30, seed=2, border_width=1.5)
    grey = truth.image.astype(int).sum(axis=2) // 3
    assert (grey <= sum(LINE) // 3 + 5).any()                        # full-strength line pixels
    assert ((grey > 60) & (grey < 150)).sum() > 1000                  # and partial ones
    sea = truth.is_sea[truth.labels]
    assert (np.abs(truth.image[sea].astype(int) - WATER).max(axis=1) == 0).mean() > 0.8


def test_shared_borders_count_pixel_edges():
    labels = np.array([[1, 1, 2],
                       [1, 1, 2],
                       [3, 3, 3]], np.int32)
    assert shared_borders(labels) == {(1, 2): 2, (1, 3): 2, (2, 3): 1}


def test_a_stray_piece_of_a_region_goes_to_the_region_around_it():
    labels = np.ones((8, 8), np.int32)
    labels[:, 4:] = 2
    labels[3, 6] = 1                          # a pixel of 1 stranded inside 2
    fixed, moved = split_fragments(labels)
    assert moved == 1
    assert fixed[3, 6] == 2 and (fixed[:, :4] == 1).all()
