"""The GM's hand on seed 003's yards: who holds each (a region field of its area, public), and the
holder's queue, naval stores and ships awaiting repair (the holder's nation fields, told to it alone).

Each field is named after its yard's city (`toulon_stores`), since an area may hold two yards
(Provence: Toulon and Marseilles). The queue is written as the GM reads it:
`2 new 10 months; 1 repair 2 months; 3 new 12 months for Russia` (empty: nothing building)."""

from __future__ import annotations

from typing import Any

import msgspec

from engine.board import Board
from engine.errors import BerthierError, UnknownName
from engine.limits import MAX_UNITS
from engine.rulesets.eia import geography as geo
from engine.rulesets.eia.afa_naval.building import capture
from engine.rulesets.eia.afa_naval.params import DEFAULTS
from engine.rulesets.eia.afa_naval.state import AfaState, Build, Yard
from engine.rulesets.eia.afa_naval.stores import stock_limit
from engine.rulesets.eia.afa_naval.yards import SITES, site
from engine.rulesets.placing import Field, FieldKind
from engine.rulesets.eia import wording as say
from engine.words.textio import is_digits

MAX_ITEMS = 40           # builds in one queue: a yard holds at most 30 ships at once


def slug(city: str) -> str:
    """'St. Petersburg' -> 'st_petersburg', the yard's part of a field's key."""
    return "_".join(city.replace(".", " ").split()).casefold()


_CITIES = {slug(s.city): s.city for s in SITES}

REGION_FIELDS = tuple(
    Field(key=f"{slug(s.city)}_holder", label=f"{s.city}: yard held by", kind=FieldKind.NATION,
          help="module afa_naval: a new holder takes the yard empty, as at a capture") for s in SITES)

NATION_FIELDS = tuple(f for s in SITES for f in (
    Field(key=f"{slug(s.city)}_building", label=f"{s.city}: ships building", kind=FieldKind.TEXT, public=False,
          help='"2 new 10 months; 1 repair 2 months; 3 new 12 months for Russia" (empty: nothing)'),
    Field(key=f"{slug(s.city)}_stores", label=f"{s.city}: naval stores", minimum=0, maximum=MAX_UNITS, public=False,
          help="ships' worth laid in, at most a quarter of the yard's capacity"),
    Field(key=f"{slug(s.city)}_awaiting_repair", label=f"{s.city}: ships awaiting repair", minimum=0,
          maximum=MAX_UNITS, public=False)))

_SUFFIXES = ("_holder", "_building", "_stores", "_awaiting_repair")


def yard_key(key: str) -> tuple[str, str] | None:
    """('Toulon', 'stores') for 'toulon_stores'; None for a key that names no yard."""
    for suffix in _SUFFIXES:
        if key.endswith(suffix) and key[: -len(suffix)] in _CITIES:
            return _CITIES[key[: -len(suffix)]], suffix[1:]
    return None


def yards_in(board: Board, area: str) -> list[str]:
    """The yards of seed 003's table whose city stands in `area` on this map."""
    out = []
    for city in geo.cities(board, area):
        try:
            out.append(site(str(city.get("name", ""))).city)
        except UnknownName:
            continue
    return out


def queue_text(yard: Yard) -> str:
    return "; ".join(f"{b.ships} {'repair' if b.repair else 'new'} {b.months_left} month{'s' if b.months_left != 1 else ''}"
                     + (f" for {b.buyer}" if b.buyer else "") for b in yard.building)


def read_queue(text: str, city: str, nations: dict[str, str]) -> tuple[Build, ...]:
    """The builds of `2 new 10 months; 1 repair 2 months; 3 new 12 months for Russia`; BerthierError
    naming the item not understood. `nations`: casefolded name -> name."""
    key = f"{slug(city)}_building"
    items = [i.strip() for i in text.split(";") if i.strip()]
    if len(items) > MAX_ITEMS:
        raise BerthierError(f"{key}: at most {MAX_ITEMS} builds in a queue, not {len(items)}")
    out = []
    for item in items:
        words = item.split()
        ok = len(words) >= 4 and is_digits(words[0]) and words[1] in ("new", "repair") and is_digits(words[2]) \
            and words[3] in ("month", "months") and len(words[0]) <= 6 and len(words[2]) <= 3 \
            and (len(words) == 4 or (words[4] == "for" and len(words) > 5))
        if not ok:
            raise BerthierError(f"{key}: {item!r} is not understood; write e.g. \"2 new 10 months\", "
                                "\"1 repair 2 months\" or \"3 new 12 months for Russia\", separated by ';'")
        ships, months = int(words[0]), int(words[2])
        if ships < 1 or months < 1:
            raise BerthierError(f"{key}: {item!r}: ships and months are at least 1")
        buyer = ""
        if len(words) > 4:
            buyer = nations.get(" ".join(words[5:]).casefold(), "")
            if not buyer:
                raise BerthierError(f"{key}: {item!r}: {' '.join(words[5:])!r} is not a nation of the game")
            if words[1] == "repair":
                raise BerthierError(f"{key}: {item!r}: a repair is for the yard's holder, not a buyer")
        out.append(Build(ships=ships, months_left=months, repair=words[1] == "repair", buyer=buyer))
    return tuple(out)


def region_values(board: Board, afa: AfaState, area: str) -> dict[str, Any]:
    return {f"{slug(city)}_holder": afa.yard(city).holder for city in yards_in(board, area)}


def set_holder(board: Board, afa: AfaState, area: str, key: str, nation: str) -> AfaState:
    city = _city(key)
    if city not in yards_in(board, area):
        raise BerthierError(f"{key}: {city}'s yard is not in {board.name(area)}")
    return capture(afa, city, nation)


def nation_values(afa: AfaState, nation: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for yard in afa.yards:
        if yard.holder == nation:
            s = slug(yard.city)
            out.update({f"{s}_building": queue_text(yard), f"{s}_stores": yard.stores,
                        f"{s}_awaiting_repair": yard.awaiting_repair})
    return out


def set_yard_value(afa: AfaState, nation: str, key: str, value: Any, params: dict[str, Any],
                   nations: dict[str, str]) -> AfaState:
    """The holder's yard with its queue, stores or ships awaiting repair set, checked against the
    yard's capacity and its stock of stores."""
    city, what = yard_key(key) or ("", "")
    yard = afa.yard(city)
    if yard.holder != nation:
        raise BerthierError(f"{key}: {city}'s yard is held by {yard.holder}, not {nation}")
    if what == "building":
        builds = read_queue(str(value), city, nations)
        busy = sum(b.ships for b in builds)
        if busy > site(city).capacity:
            raise BerthierError(f"{key}: {city} takes at most {say.ships(site(city).capacity)} at once, not {busy}")
        new = msgspec.structs.replace(yard, building=builds)
        if not new.new_ships:
            new = msgspec.structs.replace(new, offset=None)
    elif what == "stores":
        limit = stock_limit(city, {**DEFAULTS, **params})
        if int(value) > limit:
            raise BerthierError(f"{key}: {city} may hold at most {limit} ships' worth of naval stores, not {value}")
        new = msgspec.structs.replace(yard, stores=int(value))
    else:
        new = msgspec.structs.replace(yard, awaiting_repair=int(value))
    return afa.with_yard(new)


def _city(key: str) -> str:
    got = yard_key(key)
    if got is None:
        raise BerthierError(f"{key}: no yard field called {key!r}")
    return got[0]
