"""The afa_naval orders as a PBEM player writes them, one a line, read in time linear in the line:

    build 4 at Brest                 repair 2 at Brest           stores 2 at Brest
    build 2 at Copenhagen for Russia (a foreign naval sale)      deny America to France
    lend 20 to Turkey                casus belli against France: the Duke of Enghien
    squadron Toulon: 4 ships from fleet Toulon (VI, in the naval step)    join squadron Toulon to fleet Toulon

and its fleet orders in the naval steps (IX, XI):

    fleet Brest: break out to the West Indies [from Atlantic Ocean]     fleet Brest: break out off the map
    fleet Channel: pursue fleet Brest [off the map | to the West Indies] [and fight | and trail]
    fleet Channel: do not pursue     fleet Channel: intercept fleet Brest [and fight | and trail]
    fleet Brest: return to Atlantic Ocean                               fleet Channel: attack the port of Brest
"""

from __future__ import annotations

from typing import Callable

from engine.errors import NotUnderstood, UnknownName
from engine.order_sheet import Order
from engine.rulesets.eia.afa_naval.yards import site
from engine.rulesets.eia import wording as say


class Build(Order, frozen=True, kw_only=True, tag="afa_build"):
    city: str
    ships: int
    repair: bool = False
    buyer: str = ""


class LayIn(Order, frozen=True, kw_only=True, tag="afa_stores"):
    city: str
    amount: int


class Deny(Order, frozen=True, kw_only=True, tag="afa_deny"):
    source: str
    to: str


class Lend(Order, frozen=True, kw_only=True, tag="afa_lend"):
    to: str
    amount: int


class CasusBelli(Order, frozen=True, kw_only=True, tag="afa_casus_belli"):
    against: str
    reason: str


class FormSquadron(Order, frozen=True, kw_only=True, tag="afa_form_squadron"):
    """VI: a squadron of 2-6 ships detached from a fleet, in the nation's naval step."""
    squadron: str
    ships: int
    fleet: str


class JoinSquadron(Order, frozen=True, kw_only=True, tag="afa_join_squadron"):
    squadron: str
    fleet: str


AfaOrder = Build | LayIn | Deny | Lend | CasusBelli
SeaOrder = FormSquadron | JoinSquadron

WEST_INDIES = "West Indies"
OFF_MAP = "off map"


class BreakOut(Order, frozen=True, kw_only=True, tag="afa_break_out"):
    """IX A: the written orders of a fleet leaving the map."""
    fleet: str
    to: str                          # WEST_INDIES or OFF_MAP
    via: str = ""                    # the west map edge sea area it leaves from (area id), if named


class Pursue(Order, frozen=True, kw_only=True, tag="afa_pursue"):
    """IX B: a fleet sent after an enemy breaking out; `quarry` empty: it does not pursue."""
    fleet: str
    quarry: str = ""
    to: str = OFF_MAP
    then: str = ""                   # C: "fight" or "trail" once intercepted; empty: asked


class InterceptOffMap(Order, frozen=True, kw_only=True, tag="afa_intercept"):
    """IX E: with both fleets in the West Indies, an attempt at interception."""
    fleet: str
    quarry: str
    then: str = ""


class Return(Order, frozen=True, kw_only=True, tag="afa_return"):
    fleet: str
    area: str                        # area id


class AttackPort(Order, frozen=True, kw_only=True, tag="afa_attack_port"):
    """XI: a fleet at sea forces its way into a fortified port it lies off."""
    fleet: str
    city: str


FleetOrder = BreakOut | Pursue | InterceptOffMap | Return | AttackPort
KEYWORDS = ("build ", "repair ", "stores ", "deny ", "lend ", "casus belli ")


# Words a count may carry in the seed's own terms: "4 new ships", "2 prizes", "20 money", "2 ships' worth".
_COUNTED = frozenset("ship ships new prize prizes damaged money points of naval stores worth ships'".split())


def _count(text: str, what: str) -> int:
    words = text.split()
    if len(words) > 1 and all(w.casefold() in _COUNTED for w in words[1:]):
        text = words[0]
    text = text.strip()
    if len(text) > 6:
        raise NotUnderstood(f"{text[:20]!r}... is not a number of {what} a game can use (more than 6 digits)")
    if not (text.isascii() and text.isdigit()) or int(text) < 1:
        raise NotUnderstood(f"{text!r} is not a number of {what}: write a whole number such as 2")
    return int(text)


def _yard(text: str) -> str:
    try:
        return site(text).city
    except UnknownName as e:
        raise NotUnderstood(str(e)) from None


def _fleet_name(head: str) -> str | None:
    """'fleet Brest' or 'Brest fleet' -> 'Brest'."""
    words = head.split()
    if len(words) > 1 and words[0].casefold() == "fleet":
        return " ".join(words[1:])
    if len(words) > 1 and words[-1].casefold() == "fleet":
        return " ".join(words[:-1])
    return None


# IX C in the seed's words: "Initiate immediate combat", "Trail the enemy fleet".
_THEN = ((" and initiate immediate combat", "fight"), (" and initiate combat", "fight"), (" and fight", "fight"),
         (" and trail the enemy fleet", "trail"), (" and trail it", "trail"), (" and trail", "trail"))
# IX A-B in the seed's words: "MOVE TO THE WEST INDIES", "MOVE OFF THE MAP AND RETURN THE NEXT MONTH".
_SEED_ORDERS = {"move to the west indies": "to the west indies", "move off the map": "off the map",
                "move off the map and return the next month": "off the map",
                "off the map and return the next month": "off the map"}


def _then(rest: str) -> tuple[str, str]:
    """'... and fight' / '... and trail' (or the seed's words) -> (the rest, 'fight' or 'trail')."""
    for ending, then in _THEN:
        if rest.casefold().endswith(ending):
            return rest[: -len(ending)], then
    return rest, ""


def _quarry(text: str, example: str) -> str:
    name = _fleet_name(text)
    if name is None:
        raise NotUnderstood(f"name the enemy fleet as 'fleet NAME': {example}")
    return name


def parse_fleet_line(line: str, nation: str, region: Callable[[str], str]) -> FleetOrder | None:
    """IX and XI: a fleet's breakout, pursuit, interception off the map, return or port attack."""
    head, colon, rest = line.partition(":")
    fleet = _fleet_name(head) if colon else None
    rest = rest.strip()
    low = rest.casefold()
    if fleet is None:
        return None
    for seed_words, plain in _SEED_ORDERS.items():
        if low == seed_words or low.startswith(seed_words + " from "):
            rest = "break out " + plain + rest[len(seed_words):]
            low = rest.casefold()
            break
    if low.startswith("break out"):
        to, sep, via = rest[9:].strip().rpartition(" from ")
        to = to if sep else via
        kind = {"to the west indies": WEST_INDIES, "off the map": OFF_MAP}.get(to.strip().casefold())
        if kind is None:
            raise NotUnderstood("a breakout's orders are 'break out to the West Indies' or 'break out off the map'")
        return BreakOut(nation=nation, fleet=fleet, to=kind, via=region(via) if sep else "")
    if low == "do not pursue":
        return Pursue(nation=nation, fleet=fleet, quarry="", to="")
    if low.startswith("pursue "):
        rest, then = _then(rest[7:])
        to = OFF_MAP
        for ending, kind in ((" to the west indies", WEST_INDIES), (" and move to the west indies", WEST_INDIES),
                             (" off the map and return the next month", OFF_MAP), (" off the map", OFF_MAP)):
            if rest.casefold().endswith(ending):
                rest, to = rest[: -len(ending)], kind
        return Pursue(nation=nation, fleet=fleet, quarry=_quarry(rest, "'pursue fleet Brest to the West Indies'"),
                      to=to, then=then)
    if low.startswith("intercept fleet "):
        rest, then = _then(rest[10:])
        return InterceptOffMap(nation=nation, fleet=fleet, quarry=_quarry(rest, "'intercept fleet Brest'"), then=then)
    if low.startswith("return to "):
        return Return(nation=nation, fleet=fleet, area=region(rest[10:]))
    if low.startswith("attack the port"):
        of, _, city = rest[15:].strip().partition(" ")
        if of.casefold() != "of" or not city.strip():
            raise NotUnderstood("name the port: 'attack the port of Brest'")
        return AttackPort(nation=nation, fleet=fleet, city=city)
    return None


def parse_line(raw: str, nation: str, nation_name: Callable[[str], str] = str.strip,
               region: Callable[[str], str] = str.strip) -> AfaOrder | FleetOrder | None:
    """One afa_naval order, or None when the line is not one (blank, a comment, another module's)."""
    line = " ".join(raw.split())
    low = line.casefold()
    if low.startswith("fleet ") or (":" in line and _fleet_name(line.partition(":")[0]) is not None):
        return parse_fleet_line(line, nation, region)
    if not low.startswith(KEYWORDS):
        return None
    verb = next(k for k in KEYWORDS if low.startswith(k))
    rest = line[len(verb):]
    if verb == "casus belli ":
        head, colon, reason = rest.partition(":")
        if not head.casefold().startswith("against ") or not colon or not reason.strip():
            raise NotUnderstood("write 'casus belli against NATION: the reason'")
        return CasusBelli(nation=nation, against=nation_name(head[8:]), reason=reason.strip())
    if verb == "deny ":
        source, sep, to = rest.rpartition(" to ")
        for lead in ("naval stores from ", "the naval stores of ", "naval stores of "):   # III A's words
            if source.casefold().startswith(lead):
                source = source[len(lead):]
        if not sep or not source.strip():
            raise NotUnderstood("write 'deny SOURCE to NATION', e.g. 'deny America to France'")
        return Deny(nation=nation, source=source.strip(), to=nation_name(to))
    if verb == "lend ":
        amount, sep, to = rest.partition(" to ")
        if not sep:
            raise NotUnderstood("write 'lend AMOUNT to NATION', e.g. 'lend 20 to Turkey'")
        return Lend(nation=nation, to=nation_name(to), amount=_count(amount, "money"))
    count, sep, place = rest.partition(" at ")
    if not sep:
        raise NotUnderstood(f"write '{verb}N at YARD', e.g. '{verb}2 at Brest'")
    if verb == "stores ":
        return LayIn(nation=nation, city=_yard(place), amount=_count(count, "ships' worth of stores"))
    city, sep, buyer = place.rpartition(" for ")
    if not sep:
        city, buyer = place, ""
    if buyer and verb == "repair ":
        raise NotUnderstood("repairs are for the yard's own nation: write 'repair N at YARD'")
    return Build(nation=nation, city=_yard(city), ships=_count(count, "ships"), repair=verb == "repair ",
                 buyer=nation_name(buyer) if buyer else "")


def format_fleet_order(order: FleetOrder, area: Callable[[str], str] = str) -> str:
    then = f" and {order.then}" if isinstance(order, (Pursue, InterceptOffMap)) and order.then else ""
    if isinstance(order, BreakOut):
        return (f"fleet {order.fleet}: break out "
                + ("to the West Indies" if order.to == WEST_INDIES else "off the map")
                + (f" from {area(order.via)}" if order.via else ""))
    if isinstance(order, Pursue):
        if not order.quarry:
            return f"fleet {order.fleet}: do not pursue"
        return (f"fleet {order.fleet}: pursue fleet {order.quarry} "
                + ("to the West Indies" if order.to == WEST_INDIES else "off the map") + then)
    if isinstance(order, InterceptOffMap):
        return f"fleet {order.fleet}: intercept fleet {order.quarry}{then}"
    if isinstance(order, Return):
        return f"fleet {order.fleet}: return to {area(order.area)}"
    return f"fleet {order.fleet}: attack the port of {order.city}"


def parse_squadron(raw: str, nation: str) -> SeaOrder | None:
    """`squadron NAME: N ships from fleet FLEET` or `join squadron NAME to fleet FLEET`; None for any
    other line (a squadron's move `squadron NAME: Provence - ...` is the core's fleet move)."""
    line = " ".join(raw.split())
    low = line.casefold()
    if low.startswith("join squadron "):
        name, sep, fleet = line[14:].partition(" to fleet ")
        if not sep:
            name, sep, fleet = line[14:].partition(" to ")
        if not sep or not name.strip() or not fleet.strip():
            raise NotUnderstood("write 'join squadron NAME to fleet FLEET', e.g. 'join squadron Toulon to fleet Toulon'")
        return JoinSquadron(nation=nation, squadron=name.strip(), fleet=fleet.strip())
    head, colon, rest = line.partition(":")
    words = rest.split(None, 4)
    if not low.startswith("squadron ") or not colon or len(words) < 3 or [w.casefold() for w in words[1:3]] not in (
            ["ships", "from"], ["ship", "from"]):
        return None
    named = words[3:]
    if named[:1] and named[0].casefold() == "fleet":
        named = named[1:]
    if not named or not head[9:].strip():
        raise NotUnderstood("write 'squadron NAME: N ships from fleet FLEET', e.g. 'squadron Toulon: 4 ships from fleet Toulon'")
    return FormSquadron(nation=nation, squadron=head[9:].strip(), ships=_count(words[0], "ships"), fleet=" ".join(named))


def format_order(order: AfaOrder | SeaOrder) -> str:
    if isinstance(order, FormSquadron):
        return f"squadron {order.squadron}: {say.ships(order.ships)} from fleet {order.fleet}"
    if isinstance(order, JoinSquadron):
        return f"join squadron {order.squadron} to fleet {order.fleet}"
    if isinstance(order, Build):
        return (f"{'repair' if order.repair else 'build'} {order.ships} at {order.city}"
                + (f" for {order.buyer}" if order.buyer else ""))
    if isinstance(order, LayIn):
        return f"stores {order.amount} at {order.city}"
    if isinstance(order, Deny):
        return f"deny {order.source} to {order.to}"
    if isinstance(order, Lend):
        return f"lend {order.amount} to {order.to}"
    return f"casus belli against {order.against}: {order.reason}"
