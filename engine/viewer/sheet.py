"""What a viewer holds, as plain data: per turn the map's colours and pieces (never its geometry,
drawn once) and the reports; the reader decides nothing about who may see what."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.reports.document import Document


@dataclass(frozen=True)
class Unit:
    """A piece drawn in a region: a counter with its letter, a ship, dots, a fort."""

    region: str
    text: str = ""
    colour: str = "#808080"
    shape: str = "corps"          # corps, squadron, dots or fort (engine.rulesets.declarations.MarkerShape)
    count: int = 1
    caption: str = ""             # what the nation knows of it ("3i 1c"), empty on the public map
    tooltip: str = ""
    destroyed: bool = False


@dataclass(frozen=True)
class Move:
    """A movement of the turn: solid, dashed (support), dotted (retreat), barred (bounced)."""

    source: str
    target: str
    colour: str = "#2b2118"
    style: str = "move"


@dataclass(frozen=True)
class Fight:
    region: str
    tooltip: str = ""
    winner: str = ""              # the winner's colour, a ring round the icon


@dataclass(frozen=True)
class TurnMap:
    """The map of one turn as its reader may see it."""

    fills: dict[str, str] = field(default_factory=dict)     # region id -> colour
    units: tuple[Unit, ...] = ()
    moves: tuple[Move, ...] = ()
    fights: tuple[Fight, ...] = ()
    legend: tuple[tuple[str, str], ...] = ()                  # (nation, colour)
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class TurnPage:
    """One position of the slider: the map, and the texts of that turn for the reader."""

    label: str                     # "Spring 1805"
    caption: str                   # "After Spring 1805"
    map: TurnMap
    reports: tuple[Document, ...] = ()
    orders: str | None = None      # the reader's own orders of the turn, as written


@dataclass(frozen=True)
class Viewer:
    title: str
    nation: str | None             # None: the public viewer
    pages: tuple[TurnPage, ...]
