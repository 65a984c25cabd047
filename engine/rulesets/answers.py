"""The typed answers a ruleset gives to the window and the command line: what a nation may order,
its figures for the nations dock, what to say of a region, where a unit may go."""

from __future__ import annotations

import msgspec

from engine.rulesets.declarations import Resource


class OrderOptions(msgspec.Struct, frozen=True, kw_only=True):
    """What a nation may order now; a ruleset subclasses it with its own fields (builds, moves,
    diplomacy). The two fields here are what generic code reads."""

    nation: str
    eliminated: bool = False


class Figure(msgspec.Struct, frozen=True, kw_only=True):
    """One figure of a nation: a column of the nations dock. An amount of a resource is kept as
    a number and written by the resource (12.50 cheese), anything else as its text."""

    label: str                         # the column: "Gold", "Provinces", "Corps"
    meaning: str = ""                  # the column's tooltip
    amount: int | None = None          # a number (in the resource's smallest unit when it has one)
    resource: Resource | None = None
    signed: bool = False               # income '+12', upkeep '−3'
    text: str = ""                     # written as is when given (e.g. '3 (1 aboard)', '12-24')

    def display(self) -> str:
        if self.text or self.amount is None:
            return self.text
        if self.resource is not None:
            return self.resource.format_amount(self.amount, signed=self.signed)
        return f"+{self.amount}" if self.signed and self.amount > 0 else str(self.amount).replace("-", "\u2212")


class NationFigures(msgspec.Struct, frozen=True, kw_only=True):
    """A nation's figures, in the order the dock shows them, and the tooltip's lines."""

    nation: str
    figures: tuple[Figure, ...] = ()
    summary: tuple[str, ...] = ()      # the tooltip's lines after the name; the figures when empty
    eliminated: bool = False

    def figure(self, label: str) -> Figure:
        for f in self.figures:
            if f.label == label:
                return f
        raise KeyError(label)

    def rows(self) -> list[tuple[str, str, str]]:
        """(column, text, what the column means), as the dock shows them."""
        return [(f.label, f.display(), f.meaning) for f in self.figures]

    def tooltip(self) -> str:
        lines = list(self.summary) or [f"{f.label}: {f.display()}" for f in self.figures if f.display()]
        return "<br>".join([f"<b>{self.nation}</b>", *lines])


class Fact(msgspec.Struct, frozen=True):
    """A line the region inspector shows: 'Owner: France'."""

    label: str
    text: str


class Destination(msgspec.Struct, frozen=True):
    """A place a unit may be ordered to now, and how: by land along `path`, or by sea over `path`."""

    region: str
    way: str = "march"                 # "march" or "sea"
    path: tuple[str, ...] = ()
