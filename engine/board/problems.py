"""A problem found in a map, naming the region at fault (kept apart from the checks, which need shapely)."""

from __future__ import annotations

from dataclasses import dataclass, field

Box = tuple[float, float, float, float]


@dataclass(frozen=True)
class MapProblem:
    region: str | None
    message: str
    severity: str = "error"   # "error" blocks loading; "warning" is reported only
    # Where to look, in map coordinates: a point to centre on and a box to frame.
    location: tuple[float, float] | None = field(default=None, compare=False)
    extent: Box | None = field(default=None, compare=False)

    def __str__(self) -> str:
        where = f"{self.region}: " if self.region else ""
        tag = "" if self.severity == "error" else f"({self.severity}) "
        return f"{tag}{where}{self.message}"
