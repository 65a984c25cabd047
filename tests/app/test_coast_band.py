"""The coasts' band of darker water is buffered once per map and zoom and kept in the user's cache
folder: a later start finds it there, and it is the very band the buffering gives."""

from __future__ import annotations

import numpy as np
import pytest
import shapely
from shapely.geometry import Polygon, box

from app.render import coast_band as band_module
from app.render import render_map
from app.render.coast_band import coast_band
from engine.board.synthetic import grid_board
from engine.game.read_cache import CACHE_ENV

BUFFERED = band_module.buffered        # the buffering itself, not counted
COASTS = np.array([box(0, 0, 100, 60), Polygon([(120, 0), (200, 10), (190, 80), (130, 70)])], dtype=object)


@pytest.fixture
def kept(tmp_path, monkeypatch):
    """The cache folder, counting the bands buffered (not found there)."""
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    buffered: list[float] = []

    def counted(coasts, half):
        buffered.append(half)
        return BUFFERED(coasts, half)
    monkeypatch.setattr(band_module, "buffered", counted)
    return tmp_path / "cache" / "coast-bands", buffered


def same(a: np.ndarray, b: np.ndarray) -> bool:
    return len(a) == len(b) and bool(shapely.equals_exact(a, b, tolerance=0).all())


def test_a_band_buffered_once_is_found_again_and_is_the_same_band(kept):
    where, buffered = kept
    first = coast_band(COASTS, 4.0)
    assert buffered == [4.0] and len(list(where.glob("*.msgpack"))) == 1
    again = coast_band(COASTS, 4.0)
    assert buffered == [4.0]
    assert same(again, first) and same(again, BUFFERED(COASTS, 4.0))


def test_another_zoom_or_another_coastline_is_buffered_anew(kept):
    where, buffered = kept
    coast_band(COASTS, 4.0)
    coast_band(COASTS, 2.0)
    moved = np.array([box(0, 0, 100, 61), COASTS[1]], dtype=object)
    assert same(coast_band(moved, 4.0), BUFFERED(moved, 4.0))
    assert buffered == [4.0, 2.0, 4.0] and len(list(where.glob("*.msgpack"))) == 3


def test_a_damaged_band_is_buffered_again_and_replaced(kept):
    where, buffered = kept
    coast_band(COASTS, 4.0)
    (path,) = where.glob("*.msgpack")
    path.write_bytes(path.read_bytes()[:100])
    assert same(coast_band(COASTS, 4.0), BUFFERED(COASTS, 4.0))
    assert len(buffered) == 2
    coast_band(COASTS, 4.0)
    assert len(buffered) == 2


def test_with_the_cache_off_nothing_is_kept(tmp_path, monkeypatch):
    monkeypatch.setenv(CACHE_ENV, "off")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert same(coast_band(COASTS, 4.0), BUFFERED(COASTS, 4.0))
    assert not (tmp_path / "xdg").exists() and band_module.folder() is None


def test_the_map_drawn_with_a_kept_band_is_the_map_drawn_without(qapp, kept):
    where, buffered = kept
    buffering = render_map(grid_board(4, 3, sea_every=4), width=600)
    assert buffered and list(where.glob("*.msgpack"))
    found = render_map(grid_board(4, 3, sea_every=4), width=600)
    assert len(buffered) == 1
    assert found == buffering
