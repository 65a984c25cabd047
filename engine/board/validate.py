"""Checks a map for everything that would make it unplayable, naming the region at fault."""

from __future__ import annotations

from dataclasses import dataclass

import shapely
from shapely.strtree import STRtree

from engine.board.board import Board, EdgeKind, RegionKind, name_key

# Overlaps smaller than this share of the smaller region are drawing noise, not errors.
OVERLAP_SHARE = 1e-6


@dataclass(frozen=True)
class MapProblem:
    region: str | None
    message: str
    severity: str = "error"   # "error" blocks loading; "warning" is reported only

    def __str__(self) -> str:
        where = f"{self.region}: " if self.region else ""
        tag = "" if self.severity == "error" else f"({self.severity}) "
        return f"{tag}{where}{self.message}"


def validate_board(board: Board) -> list[MapProblem]:
    problems: list[MapProblem] = []
    problems += _geometry_problems(board)
    problems += _edge_problems(board)
    problems += _reachability_problems(board)
    problems += _name_problems(board)
    return problems


def _geometry_problems(board: Board) -> list[MapProblem]:
    out = []
    areas = [r for r in board if r.geometry is not None and r.radius is None]
    for r in areas:
        if r.geometry.is_empty:
            out.append(MapProblem(r.id, "the polygon is empty"))
        elif not r.geometry.is_valid:
            out.append(MapProblem(r.id, f"invalid polygon: {shapely.is_valid_reason(r.geometry)}"))
    valid = [r for r in areas if not r.geometry.is_empty and r.geometry.is_valid]
    if len(valid) > 1:
        geoms = [r.geometry for r in valid]
        tree = STRtree(geoms)
        left, right = tree.query(geoms, predicate="overlaps")
        for i, j in zip(left.tolist(), right.tolist()):
            if i < j:
                shared = geoms[i].intersection(geoms[j]).area
                if shared > OVERLAP_SHARE * min(geoms[i].area, geoms[j].area):
                    out.append(MapProblem(valid[i].id, f"overlaps {valid[j].id} (area {shared:.6g})"))
    return out


def _edge_problems(board: Board) -> list[MapProblem]:
    out = []
    for e in board.edges():
        a, b = board[e.a], board[e.b]
        pair = f"{e.kind.value} {e.a}-{e.b}"
        if RegionKind.IMPASSABLE in (a.kind, b.kind):
            out.append(MapProblem(e.a, f"{pair} touches an impassable region"))
        elif e.kind is EdgeKind.LAND and not (a.is_land and b.is_land):
            out.append(MapProblem(e.a, f"{pair} must join two land regions"))
        elif e.kind is EdgeKind.SEA and not (a.is_sea and b.is_sea):
            out.append(MapProblem(e.a, f"{pair} must join two seas"))
        elif e.kind is EdgeKind.COAST and a.is_land == b.is_land:
            out.append(MapProblem(e.a, f"{pair} must join a land region and a sea"))
        elif e.kind is EdgeKind.STRAIT:
            if not (a.is_land and b.is_land):
                out.append(MapProblem(e.a, f"{pair} must join two land regions"))
            if e.sea is None:
                out.append(MapProblem(e.a, f"strait {e.a}-{e.b} has no controlling sea"))
            elif e.sea not in board or not board[e.sea].is_sea:
                out.append(MapProblem(e.a, f"strait {e.a}-{e.b} is controlled from {e.sea!r}, which is not a sea"))
        if e.via is not None and e.via not in board:
            out.append(MapProblem(e.a, f"{pair} runs via an unknown region {e.via!r}"))
    return out


def _reachability_problems(board: Board) -> list[MapProblem]:
    out = []
    for r in board:
        if r.kind is RegionKind.IMPASSABLE:
            continue
        kinds = {e.kind for e in board.adjacent[r.id].values()}
        if r.is_land and not kinds:
            out.append(MapProblem(r.id, "no unit can reach this land region: it has no neighbours"))
        if r.is_sea and EdgeKind.COAST not in kinds:
            out.append(MapProblem(r.id, "this sea touches no coast", "warning"))
    return out


def _name_problems(board: Board) -> list[MapProblem]:
    out = []
    seen: dict[str, str] = {}
    for r in board:
        for label in {r.name, r.label} - {None}:
            key = name_key(label)
            other = seen.get(key)
            if other is not None and other != r.id:
                out.append(MapProblem(r.id, f"name or label {label!r} is also used by {other}"))
            else:
                seen[key] = r.id
    return out
