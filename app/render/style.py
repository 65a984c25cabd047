"""The look of a map: palette, line widths, fonts and sizes, shared by the map view and the exporter.

Sizes are in pixels of a 1600 px wide image (and of the screen); exports wider than that scale
them up so a 4096 px map looks like a sharper 1600 px one.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

SANS = ("DejaVu Sans", "Segoe UI", "Helvetica Neue", "Arial", "Sans Serif")
SANS_CONDENSED = ("DejaVu Sans Condensed", "Arial Narrow", "Segoe UI", "Helvetica Neue", "Arial", "Sans Serif")
SERIF = ("DejaVu Serif", "Georgia", "Palatino Linotype", "Times New Roman", "Serif")


@dataclass(frozen=True, slots=True)
class MapStyle:
    # palette
    sea: str = "#a7c9e2"
    sea_border: str = "#8db6d6"
    coast_water: str = "#8fb8d9"       # the darker band of water along the coasts
    neutral: str = "#e9dbb5"           # land nobody owns: the forum maps' tan
    impassable: str = "#77716a"
    impassable_hatch: str = "#8d877f"
    border: str = "#5d4e3f"
    nation_border: str = "#3a2c20"      # between provinces of different owners
    coastline: str = "#4c6a85"
    river: str = "#5f92c2"
    link: str = "#6b5b4b"              # adjacency lines of node-link maps
    background: str = "#cfcabe"        # around the map in the view
    paper: str = "#f3ead3"             # export margins, cartouche and legend
    paper_edge: str = "#5a4630"
    ink: str = "#2a2018"
    halo: str = "#fbf7ec"
    sea_ink: str = "#2d5b82"
    highlight: str = "#1f9d55"         # legal destinations
    selection: str = "#ffc400"
    battle: str = "#9b1c1c"
    # line widths (pixels)
    border_width: float = 0.8
    nation_border_width: float = 1.6
    sea_border_width: float = 0.6
    coastline_width: float = 1.0
    coast_water_width: float = 5.0
    river_width: float = 1.3
    link_width: float = 1.6
    # fonts and text sizes (pixels)
    label_font: tuple[str, ...] = SANS_CONDENSED
    marker_font: tuple[str, ...] = SANS
    title_font: tuple[str, ...] = SERIF
    name_px: float = 11.0
    value_px: float = 10.0
    sea_px: float = 11.0
    marker_px: float = 9.0
    title_px: float = 28.0
    subtitle_px: float = 16.0
    legend_px: float = 13.0
    credits_px: float = 11.0
    halo_width: float = 3.0
    # markers (pixels)
    counter_size: tuple[float, float] = (20.0, 15.0)
    ship_size: tuple[float, float] = (26.0, 19.0)
    dot_size: float = 6.0
    markers_per_row: int = 4
    # level of detail: show a name when the region is at least this tall on screen (pixels)
    min_label_room: float = 11.0

    def with_(self, **changes) -> MapStyle:
        return replace(self, **changes)


DEFAULT_STYLE = MapStyle()
