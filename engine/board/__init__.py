"""The map as the rules see it: regions, their attributes, and who borders whom."""

from engine.board.board import Board, Edge, EdgeKind, MapInfo, Region, RegionKind
from engine.board.mapfile import dump_map, load_map, parse_map

__all__ = [
    "Board", "Edge", "EdgeKind", "MapInfo", "Region", "RegionKind",
    "dump_map", "load_map", "parse_map",
]
