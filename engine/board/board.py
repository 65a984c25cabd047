"""Regions and their adjacency graph, with name lookup that forgives case and spacing."""

from __future__ import annotations

from engine.words import patterns as re
from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache
from types import MappingProxyType
from typing import Any, Callable, Iterable, Iterator, Mapping


from engine.errors import UnknownName


class RegionKind(StrEnum):
    LAND = "land"
    SEA = "sea"
    IMPASSABLE = "impassable"


class EdgeKind(StrEnum):
    LAND = "land"        # two land regions sharing a border
    COAST = "coast"      # a land region and a sea it touches
    SEA = "sea"          # two seas sharing a border
    STRAIT = "strait"    # two land regions across water; controlled from `sea`
    SPECIAL = "special"  # anything else the map maker declares (seed 001's Constantinople)


@dataclass(frozen=True, slots=True)
class Region:
    id: str
    name: str
    kind: RegionKind
    label: str | None = None
    attributes: Mapping[str, Any] = field(default_factory=dict)
    label_point: tuple[float, float] | None = None
    geometry: Any = None          # a shapely geometry, or None for maps without drawings
    radius: float | None = None   # point regions of node-link maps are drawn as circles

    @property
    def is_land(self) -> bool:
        return self.kind is RegionKind.LAND

    @property
    def is_sea(self) -> bool:
        return self.kind is RegionKind.SEA

    @property
    def value(self) -> int:
        """The economic value printed in the province (0 where the map gives none)."""
        return int(self.attributes.get("value", 0) or 0)


class DeferredShape:
    """A region's or decoration's GeoJSON geometry, turned into a shapely one on first use: most
    verbs never draw, and building every polygon of a map (with shapely's import) costs more than
    the rest of a command."""

    __slots__ = ("raw",)

    def __init__(self, raw: Any):
        self.raw = raw          # a GeoJSON mapping, or a game's StoredGeometry (its JSON text)

    def geojson(self) -> Mapping[str, Any]:
        return self.raw if isinstance(self.raw, Mapping) else self.raw.mapping()

    def build(self) -> Any:
        from engine.board.shapes import geojson_shape
        return geojson_shape(self.geojson())


_GEOMETRY_SLOT = Region.__dict__["geometry"]          # the slot's own descriptor


def _geometry(region: Region) -> Any:
    geometry = _GEOMETRY_SLOT.__get__(region, Region)
    if type(geometry) is DeferredShape:
        geometry = geometry.build()
        _GEOMETRY_SLOT.__set__(region, geometry)
    return geometry


def unbuilt_geometry(region: Region) -> Mapping[str, Any] | None:
    """The region's GeoJSON geometry while its shapely geometry is not built yet, else None."""
    geometry = _GEOMETRY_SLOT.__get__(region, Region)
    return geometry.geojson() if type(geometry) is DeferredShape else None


# Region.geometry reads a DeferredShape as the shapely geometry it stands for, built once.
setattr(Region, "geometry", property(_geometry, _GEOMETRY_SLOT.__set__, doc="a shapely geometry, or None"))


@dataclass(frozen=True, slots=True)
class Edge:
    a: str
    b: str
    kind: EdgeKind
    sea: str | None = None    # the sea whose squadrons control a strait
    via: str | None = None    # a region a special link runs through
    note: str | None = None

    def other(self, region_id: str) -> str:
        return self.b if region_id == self.a else self.a


@dataclass(frozen=True)
class MapInfo:
    id: str
    title: str
    credits: tuple[str, ...] = ()
    projection: str | None = None
    y_axis: str = "up"                      # "up" for projected maps, "down" for image pixels
    bounds: tuple[float, float, float, float] | None = None
    size: tuple[int, int] | None = None     # suggested rendering size in pixels
    extra: Mapping[str, Any] = field(default_factory=dict)


_SPACES = re.compile(r"[\s_\-'.]+")


@lru_cache(maxsize=8192)      # the same few thousand words of a message are looked up again and again
def name_key(text: str) -> str:
    """The form under which names are looked up: case, spaces, dashes and apostrophes ignored."""
    return _SPACES.sub("", text).casefold()


class Board:
    """A map: regions in file order, an undirected graph of typed edges, and decorations."""

    def __init__(self, info: MapInfo, regions: Iterable[Region], edges: Iterable[Edge],
                 decorations: Iterable[Mapping[str, Any]] | Callable[[], Iterable[Mapping[str, Any]]] = (),
                 problems: Iterable[Any] = ()):
        self.info = info
        self.regions: Mapping[str, Region] = MappingProxyType({r.id: r for r in regions})
        # id -> {neighbour id: Edge}: plain dicts for the hot loops of resolution
        adjacent: dict[str, dict[str, Edge]] = {rid: {} for rid in self.regions}
        for e in edges:
            adjacent.setdefault(e.a, {})[e.b] = e
            adjacent.setdefault(e.b, {})[e.a] = e
        self.adjacent: Mapping[str, Mapping[str, Edge]] = adjacent
        self._graph = None
        self._decorations = decorations if callable(decorations) else tuple(decorations)
        self.problems = tuple(problems)   # warnings found on loading
        self._names: dict[str, str] = {}
        self._starts: frozenset[str] | None = None
        for r in self.regions.values():
            for key in (r.id, r.name, r.label, *r.attributes.get("aliases", ())):
                if key:
                    self._names.setdefault(name_key(str(key)), r.id)

    @property
    def decorations(self) -> tuple[Mapping[str, Any], ...]:
        """Lines and labels drawn over the map that are no region (built on first use when deferred)."""
        if callable(self._decorations):
            self._decorations = tuple(self._decorations())
        return self._decorations

    # -- lookup ---------------------------------------------------------------------------
    def __contains__(self, region_id: str) -> bool:
        return region_id in self.regions

    def __getitem__(self, region_id: str) -> Region:
        return self.regions[region_id]

    def __iter__(self) -> Iterator[Region]:
        return iter(self.regions.values())

    def __len__(self) -> int:
        return len(self.regions)

    def find(self, name: str, what: str = "province or sea") -> Region:
        """The region called `name` (its id, name, label or an alias); UnknownName if none."""
        rid = self._names.get(name_key(name))
        if rid is None:
            names = [r.name for r in self.regions.values()]
            import difflib      # only to suggest a name
            close = difflib.get_close_matches(name, names, n=3, cutoff=0.6)
            raise UnknownName(what, name, close)
        return self.regions[rid]

    def knows(self, name: str) -> bool:
        """Whether `name` is exactly the id, name, label or an alias of a region."""
        return name_key(name) in self._names

    def name_starts(self) -> frozenset[str]:
        """Every start of every region's lookup form (`name_key`), '' included: a reader that finds a word's
        lookup form is none of them knows no longer name can begin with it (made on first use)."""
        if self._starts is None:
            self._starts = frozenset(key[:n] for key in self._names for n in range(len(key) + 1))
        return self._starts

    def name(self, region_id: str) -> str:
        return self.regions[region_id].name

    # -- adjacency ------------------------------------------------------------------------
    def edge(self, a: str, b: str) -> Edge | None:
        return self.adjacent.get(a, {}).get(b)

    def neighbours(self, region_id: str, kinds: Iterable[EdgeKind] | None = None) -> list[str]:
        adj = self.adjacent[region_id]
        if kinds is None:
            return list(adj)
        wanted = set(kinds)
        return [m for m, e in adj.items() if e.kind in wanted]

    def edges(self) -> Iterator[Edge]:
        """Every edge once, in a stable order (each from the earlier of its two regions)."""
        done: set[str] = set()
        for n, nbrs in self.adjacent.items():
            for m, e in nbrs.items():
                if m not in done and m != n:
                    yield e
            done.add(n)

    @property
    def graph(self):
        """The adjacency as a networkx Graph (edge attribute `edge`), built on first use."""
        if self._graph is None:
            import networkx as nx   # imported here: the window's start-up does not need it
            g = nx.Graph()
            g.add_nodes_from(self.adjacent)
            g.add_edges_from((e.a, e.b, {"edge": e}) for e in self.edges())
            self._graph = g
        return self._graph

    def land(self) -> list[Region]:
        return [r for r in self.regions.values() if r.kind is RegionKind.LAND]

    def seas(self) -> list[Region]:
        return [r for r in self.regions.values() if r.kind is RegionKind.SEA]
