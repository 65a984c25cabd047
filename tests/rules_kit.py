"""What the rule tests of every ruleset share: tiny maps from words, and reading a resolution."""

from __future__ import annotations

import re

from engine.board import Board, parse_map
from engine.events import OrderFailed, OrderRejected
from engine.order_sheet import OrderSheet
from engine.rulesets.base import Resolution
from engine.state import GameState

COLOURS = ["#3f6fc8", "#c83f3f", "#3fc86f", "#c8b03f", "#8f3fc8", "#3fc8c8", "#c86f3f", "#6f6f6f", "#c83fa0",
           "#3fa0c8"]


def edges(spec: str) -> list[dict]:
    """'a-b' is a border (land, coast or sea, from the kinds of a and b); 'a~s' a coast."""
    out = []
    for word in spec.split():
        a, sep, b = re.split(r"([-~])", word, maxsplit=1)
        out.append({"a": a, "b": b, **({"kind": "coast"} if sep == "~" else {})})
    return out


def make_map(*parts: list[dict]) -> Board:
    """A map from region features and adjacency entries, given in any order."""
    features = [p for part in parts for p in part if "properties" in p]
    adjacency = [p for part in parts for p in part if "properties" not in p]
    return parse_map({"type": "FeatureCollection",
                      "berthier": {"format": "berthier-map", "version": 1, "id": "test", "title": "Test",
                                   "adjacency": adjacency},
                      "features": features}, source="test map")


def gold(state: GameState, nation: str) -> int:
    return state.nation(nation).gold()


def events(res: Resolution, kind: type) -> list:
    return [e for e in res.events if isinstance(e, kind)]


def problems(s: OrderSheet) -> list[str]:
    return [str(p) for p in s.problems]


def rejections(res: Resolution) -> list[str]:
    """Every order the resolution refused or could not carry out, as 'kind: reason'."""
    out = []
    for e in res.events:
        if isinstance(e, OrderRejected):
            out.append(f"{e.kind}: {e.reason}")
        elif isinstance(e, OrderFailed):
            out.append(f"failed: {e.reason}")
    return out


def stream_rolls(dice, stream: str) -> list[tuple[str, int, int]]:
    """(purpose, die, value) of every roll of one dice stream, in order."""
    return [(r.purpose, r.sides, r.value) for r in dice.log if r.stream == stream]
