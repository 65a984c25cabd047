"""Synthetic maps and their traces, drawn once per test session (tracing is the slow part)."""

from __future__ import annotations

import functools

import pytest

from engine.mapmaking.synthetic import synthetic_map
from engine.mapmaking.trace import trace_image


@functools.cache
def _drawn_and_traced(width: int = 400, height: int = 300, regions: int = 24, seed: int = 1, **drawing):
    truth = synthetic_map(width, height, regions, seed=seed, **drawing)
    return truth, trace_image(truth.image)


@pytest.fixture(scope="session")
def traced():
    """traced(**drawing) -> (synthetic map, trace result), cached for the session."""
    return _drawn_and_traced
