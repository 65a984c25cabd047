"""The spots tried around a stack, nearest first, are the same whatever the number of rings asked
for: the few ring counts of a map share one list, worked out once per step."""

import numpy as np

from app.render.placement import DIRECTIONS, MOST_RINGS, _offset_array, _offsets


def test_every_ring_count_gets_the_first_spots_of_the_same_list_nearest_first():
    for step in (5.0, 7.5, 5 * 1.37):
        for rings in range(0, MOST_RINGS + 3):
            spots = _offset_array(step, rings)
            assert np.array_equal(spots, np.array(list(_offsets(step, rings)), dtype=float).reshape(-1, 2))
            assert len(spots) == 1 + rings * DIRECTIONS
            distances = np.hypot(spots[:, 0], spots[:, 1])
            assert (np.diff(np.round(distances / step)) >= 0).all()      # ring by ring, outwards
