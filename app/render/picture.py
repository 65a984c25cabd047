"""What a map shows, as plain data: fills, labels, unit markers, arrows, battles, planned-order marks,
highlights, legend.

A ruleset's GUI adapter describes a position as a `MapPicture`; the map view and the PNG exporter
draw it. Nothing here imports Qt or a ruleset, so pictures can be built and tested anywhere.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, fields, replace
from enum import StrEnum
from typing import Any

from engine.rulesets.declarations import MarkerShape


class ArrowStyle(StrEnum):
    MOVE = "move"            # solid line with a head
    SUPPORT = "support"      # dashed line with a head
    RETREAT = "retreat"      # dotted line with a head
    FAILED = "failed"        # solid line ending in a bar: the move bounced
    STRAIT = "strait"        # thin dashed line with a head at both ends


@dataclass(frozen=True, slots=True)
class Marker:
    """A unit (or a stack counted in dots) drawn in a region."""

    region: str
    text: str = ""
    colour: str = "#808080"
    shape: MarkerShape = MarkerShape.CORPS
    count: int = 1                    # number of dots for DOTS; shown as "xN" beyond twelve
    tooltip: str | None = None
    key: str | None = None            # what the view reports when the marker is clicked (a unit id)
    destroyed: bool = False           # a unit destroyed this turn: a struck-through ghost where it fell
    caption: str | None = None        # a small line under the counter ("3i 1c"): what a nation's map knows
    awaiting_orders: bool = False     # a unit none of this turn's entered orders names: a "?" badge

    def __post_init__(self) -> None:
        object.__setattr__(self, "shape", MarkerShape(self.shape))
        object.__setattr__(self, "colour", colour_text(self.colour))


@dataclass(frozen=True, slots=True)
class Arrow:
    """A movement (or support, retreat, bounce) from one region to another."""

    source: str
    target: str
    colour: str = "#2b2118"
    style: ArrowStyle = ArrowStyle.MOVE

    def __post_init__(self) -> None:
        object.__setattr__(self, "style", ArrowStyle(self.style))
        object.__setattr__(self, "colour", colour_text(self.colour))


class MarkKind(StrEnum):
    """What a planned order does in one place, drawn as a small badge beside the place's name."""

    BUILD = "build"              # units raised, bought or launched
    FORTIFY = "fortify"          # a fort built
    SIEGE = "siege"
    ASSAULT = "assault"
    ATTACK = "attack"
    SCOUT = "scout"
    BLOCKADE = "blockade"
    REORGANISE = "reorganise"    # units passed from one formation to another
    ANNEX = "annex"
    CEDE = "cede"                # a province given up or accepted
    DEVELOP = "develop"          # a city founded, a region's wealth raised
    SUPPLY = "supply"            # a supply bill paid
    PASSAGE = "passage"          # a strait opened to another nation


MARK_WORDS = {MarkKind.BUILD: "units raised, bought or repaired", MarkKind.FORTIFY: "fort built",
              MarkKind.SIEGE: "siege", MarkKind.ASSAULT: "assault", MarkKind.ATTACK: "attack",
              MarkKind.SCOUT: "scouting", MarkKind.BLOCKADE: "blockade", MarkKind.REORGANISE: "reorganisation",
              MarkKind.ANNEX: "annexation", MarkKind.CEDE: "province ceded or accepted",
              MarkKind.DEVELOP: "city founded or wealth raised", MarkKind.SUPPLY: "supply paid or stores laid in",
              MarkKind.PASSAGE: "strait opened"}


@dataclass(frozen=True, slots=True)
class PlannedMark:
    """An order entered this turn that happens in one place (a build, a siege, scouting...), drawn
    as a small badge in the nation's colour beside the place's name; `count` more than one is
    printed beside it (three corps raised, two orders of the same kind)."""

    region: str
    kind: MarkKind
    colour: str = "#2b2118"
    tooltip: str | None = None
    count: int = 1

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", MarkKind(self.kind))
        object.__setattr__(self, "colour", colour_text(self.colour))


@dataclass(frozen=True, slots=True)
class Battle:
    """A battle fought in a region, drawn as crossed swords."""

    region: str
    tooltip: str | None = None
    winner: str | None = None         # the winner's colour, drawn as a ring round the icon


@dataclass(frozen=True, slots=True)
class LegendEntry:
    """One line of the legend: a nation and its colour."""

    name: str
    colour: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "colour", colour_text(self.colour))


@dataclass(frozen=True)
class MapPicture:
    """Everything drawn over the bare map. Lists given to the constructor are stored as tuples.

    `fills` maps region ids to colours (land without a fill is neutral tan, seas are blue);
    `highlights` are regions shown as possible destinations; `credits` None means the map's own.
    """

    fills: Mapping[str, str] = field(default_factory=dict)
    labels: bool = True               # region names (short labels where names do not fit)
    values: bool = True               # economic values printed in provinces
    markers: tuple[Marker, ...] = ()
    arrows: tuple[Arrow, ...] = ()
    battles: tuple[Battle, ...] = ()
    marks: tuple[PlannedMark, ...] = ()     # planned orders that happen in one place
    highlights: frozenset[str] = frozenset()
    selected_region: str | None = None
    selected_marker: str | None = None    # a marker key
    title: str | None = None
    subtitle: str | None = None
    legend: tuple[LegendEntry, ...] = ()
    credits: tuple[str, ...] | None = None
    notes: tuple[str, ...] = ()       # lines printed under an exported map (a nation's own corps)

    def __post_init__(self) -> None:
        set_ = object.__setattr__
        set_(self, "fills", {str(k): colour_text(v) for k, v in dict(self.fills or {}).items()})
        set_(self, "markers", tuple(self.markers or ()))
        set_(self, "arrows", tuple(self.arrows or ()))
        set_(self, "marks", tuple(self.marks or ()))
        set_(self, "battles", tuple(b if isinstance(b, Battle) else Battle(str(b)) for b in self.battles or ()))
        set_(self, "highlights", frozenset(self.highlights or ()))
        set_(self, "legend", legend_entries(self.legend))
        set_(self, "notes", tuple(self.notes or ()))
        if self.credits is not None:
            set_(self, "credits", tuple(self.credits))

    def with_(self, **changes: Any) -> MapPicture:
        """A copy with some fields changed (lists and dicts are normalised as in the constructor)."""
        return replace(self, **changes)

    def changed_fields(self, other: MapPicture) -> set[str]:
        """Names of the fields whose values differ from `other` (used to redraw only what changed)."""
        return {f.name for f in fields(self) if getattr(self, f.name) != getattr(other, f.name)}


def legend_entries(legend: Any) -> tuple[LegendEntry, ...]:
    """Legend entries from a mapping name -> colour, pairs, or LegendEntry objects."""
    if not legend:
        return ()
    if isinstance(legend, Mapping):
        return tuple(LegendEntry(str(k), v) for k, v in legend.items())
    out = []
    for item in legend:
        out.append(item if isinstance(item, LegendEntry) else LegendEntry(str(item[0]), item[1]))
    return tuple(out)


def colour_text(colour: Any) -> str:
    """A colour as text Qt understands: "#rrggbb", a name, or an (r, g, b[, a]) tuple of 0-255."""
    if isinstance(colour, str):
        return colour
    if isinstance(colour, Iterable):
        parts = [int(c) for c in colour]
        if len(parts) == 3:
            return "#{:02x}{:02x}{:02x}".format(*parts)
        if len(parts) == 4:
            r, g, b, a = parts
            return f"#{a:02x}{r:02x}{g:02x}{b:02x}"
    raise ValueError(f"not a colour: {colour!r}")
