"""Events: what happened during a resolution, as data. Reports render them into text."""

from __future__ import annotations

from typing import ClassVar

import msgspec


class Event(msgspec.Struct, frozen=True, kw_only=True, tag_field="event"):
    """Base of every ruleset's events.

    `public` events appear in the public update; the others only in the internal reports of
    the nations listed in `private_to`.
    """
    public: bool = True
    private_to: tuple[str, ...] = ()
    phase: str = ""
    battle: ClassVar[bool] = False        # a battle fought: counted by the command line's summary


    def seen_by(self, nation: str | None) -> bool:
        """Whether `nation` (None: the public) sees this event."""
        if nation is None:
            return self.public
        return self.public or nation in self.private_to


class OrderRejected(Event, frozen=True, kw_only=True, tag="order_rejected"):
    """A line that was not understood, or an order that was not allowed, reported to its nation."""
    nation: str
    line: int
    text: str
    kind: str
    reason: str


class OrderFailed(Event, frozen=True, kw_only=True, tag="order_failed"):
    """An allowed order that could not be carried out (not enough gold, a full squadron ...)."""
    nation: str
    order: str
    reason: str
