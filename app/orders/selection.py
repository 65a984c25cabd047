"""What a unit clicked on the map may do, as each ruleset's orders module describes it: the places
it may go (each with the order that sends it there), the few choices the orders panel shows while
it is selected (how many, by which ships, attack or not), and orders given without a place
("attack where it is"). Plain Python: the panel and the map only show these.

Marker keys are "KIND:NATION:IDENT" ("corps:France:A", "armies:Prussia:59"); the ruleset's module
reads the kind and the ident.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from engine.order_sheet import Order

COUNT, TOGGLE, CHOICE = "count", "toggle", "choice"

Settings = Mapping[str, Any]


@dataclass(frozen=True)
class Control:
    """A choice shown in the orders panel while the unit is selected; its value is in the settings
    under `name` (count: a number from 1 to `maximum`; toggle: a bool; choice: one of the values)."""

    name: str
    label: str
    kind: str
    choices: tuple[tuple[str, Any], ...] = ()   # CHOICE: (what the GM reads, value), the first by default
    maximum: int = 1                            # COUNT: from 1 to this
    start: int | None = None                    # COUNT: the starting value (default: the maximum)
    tip: str = ""
    keep: bool = False                          # the value stays from one selection to the next
    moves_highlights: bool = False              # changing it changes where the unit may go


@dataclass(frozen=True)
class Action:
    """A button: an order given without clicking a place. `order` answers the order, or a
    sentence saying why there is none with these settings."""

    name: str
    label: str
    order: Callable[[Settings], Order | str]
    tip: str = ""


@dataclass
class Selection:
    key: str                  # the marker's key
    nation: str
    unit: str                 # "corps A", "5 armies"
    at: str
    routes: Callable[[Settings], dict[str, Order]]    # region id -> the order that sends the unit there
    hint: str | Callable[[Settings], str] = ""   # what to do next, while selected (it may follow the settings)
    controls: tuple[Control, ...] = ()
    actions: tuple[Action, ...] = ()
    period: str = "turn"      # "cannot go to X this turn"
    # a place on the way: the order to go there is written, and the unit stays selected to go on
    # from there (the order rewritten with the longer path) when its rules allow another step
    onward: Callable[[Settings, str], Selection | None] | None = None


def hint_for(selection: Selection, settings: Settings) -> str:
    return selection.hint(settings) if callable(selection.hint) else selection.hint


def split_key(key: str) -> tuple[str, str, str]:
    """("armies", "Prussia", "59") from "armies:Prussia:59"; ValueError if it is not a unit's key."""
    kind, nation, ident = key.split(":", 2)
    return kind, nation, ident


def defaults(controls: tuple[Control, ...] | list[Control]) -> dict[str, Any]:
    """Each control's starting value (tests and dialogs that show no widgets use these)."""
    out: dict[str, Any] = {}
    for c in controls:
        if c.kind == COUNT:
            out[c.name] = c.maximum if c.start is None else c.start
        elif c.kind == TOGGLE:
            out[c.name] = False
        else:
            out[c.name] = c.choices[0][1] if c.choices else None
    return out
