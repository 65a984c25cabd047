"""What a trace gives: regions in pixel coordinates, their adjacency, and the problems to check."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from engine.board.board import Board, Edge, MapInfo, Region, RegionKind
from engine.board.mapfile import map_to_geojson
from engine.board.validate import MapProblem
from engine.mapmaking.classify import Palette


@dataclass(frozen=True)
class TracedRegion:
    id: str
    name: str
    kind: RegionKind
    polygon: Any                          # shapely Polygon (rarely MultiPolygon), pixel coordinates
    label_point: tuple[float, float]
    area: float                           # in pixels, before smoothing

    @property
    def is_sea(self) -> bool:
        return self.kind is RegionKind.SEA


@dataclass(frozen=True)
class TraceResult:
    regions: tuple[TracedRegion, ...]
    adjacency: tuple[Edge, ...]
    border_lengths: Mapping[tuple[str, str], int]   # (a, b) with a < b in region order -> pixels
    size: tuple[int, int]                           # width, height
    source: str
    palette: Palette
    min_region_area: int
    simplified: bool
    raster: np.ndarray = field(repr=False)          # 0 = no region, else index in `regions` + 1
    problems: tuple[MapProblem, ...] = ()
    timings: Mapping[str, float] = field(default_factory=dict)
    scale: int = 1                                  # image pixels across one raster pixel (a large image)

    @property
    def land(self) -> list[TracedRegion]:
        return [r for r in self.regions if not r.is_sea]

    @property
    def seas(self) -> list[TracedRegion]:
        return [r for r in self.regions if r.is_sea]

    @property
    def seconds(self) -> float:
        return sum(self.timings.values())

    def region_at(self, x: float, y: float) -> TracedRegion | None:
        """The region under pixel (x, y), as the GUI asks on a click."""
        col, row = int(x) // self.scale, int(y) // self.scale
        if not (0 <= row < self.raster.shape[0] and 0 <= col < self.raster.shape[1]):
            return None
        value = int(self.raster[row, col])
        return self.regions[value - 1] if value else None

    def to_board(self, *, title: str | None = None, map_id: str | None = None) -> Board:
        stem = Path(self.source).stem if self.source != "image" else "traced"
        title = title or stem.replace("_", " ").replace("-", " ").title()
        width, height = self.size
        extra = {"source_image": Path(self.source).name} if self.source != "image" else {}
        info = MapInfo(id=map_id or _slug(title) or "traced", title=title, projection="pixels",
                       y_axis="down", bounds=(0.0, 0.0, float(width), float(height)),
                       size=(width, height), extra=extra)
        regions = [Region(r.id, r.name, r.kind, None, {}, r.label_point, r.polygon) for r in self.regions]
        return Board(info, regions, self.adjacency)

    def to_geojson(self, *, title: str | None = None, map_id: str | None = None) -> dict[str, Any]:
        """The traced map as a Berthier map file (what `engine.board.parse_map` reads)."""
        return map_to_geojson(self.to_board(title=title, map_id=map_id))


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", text.casefold()).strip("_")
