"""What happens in an EiA step, as data for the public record and the private reports."""

from __future__ import annotations

from engine.events import Event, OrderFailed, OrderRejected


class StepPlayed(Event, frozen=True, kw_only=True, tag="eia_step"):
    month: str                        # "June 1806"
    step: str                         # "France land"


class Moved(Event, frozen=True, kw_only=True, tag="eia_moved"):
    nation: str
    unit: str                         # "France corps I", "France fleet Brest"
    path: tuple[str, ...]             # area ids
    stopped: str = ""                 # why it stopped short


class Retreated(Event, frozen=True, kw_only=True, tag="eia_retreated"):
    """Beaten corps or a beaten fleet leaving the area of the fight, for the map's retreat arrow
    (the Procedure before it tells the rule and the dice)."""
    nation: str
    units: tuple[str, ...]            # "Austria I", "France fleet Brest"
    source: str                       # area id
    to: str                           # area id (a fleet into port: the port's land area)
    into_port: str = ""               # the port's city, when a fleet retreated into port


class Procedure(Event, frozen=True, kw_only=True, tag="eia_procedure"):
    """A standing procedure applied: the rule, what it gave and the rolls it took."""
    rule: str                         # "6.2.3 naval interception"
    outcome: str
    rolls: tuple[str, ...] = ()       # "d2 = 1 for ..."


class Decided(Event, frozen=True, kw_only=True, tag="eia_decided"):
    key: str
    question: str
    answer: str
    by: str                           # "GM" or "standing order"


class Changed(Event, frozen=True, kw_only=True, tag="eia_changed"):
    """Books, diplomacy and control: income collected, war declared, a player leaving."""
    nation: str
    text: str


EiaEvent = (StepPlayed | Moved | Retreated | Procedure | Decided | Changed | OrderRejected | OrderFailed)
