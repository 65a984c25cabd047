"""The GM's hand on the board, as each ruleset declares it: the kinds of piece the GM may place,
their fields, the region and nation fields he may correct, and the hooks that read and write them.

A piece is handled as its scenario entry (`docs/scenario-format.md`): the same JSON object a
scenario lists under `units`, so placing a piece, correcting it and starting a game check it by
the one reader, and `berthier edit --unit JSON` takes what a scenario would. Generic code
(`engine/game/edits.py`, the window's placing mode) names no ruleset: it reads these declarations.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

import msgspec


class FieldKind(StrEnum):
    INT = "int"            # a whole number within minimum..maximum
    FLAG = "flag"          # yes or no
    TEXT = "text"          # a word or name
    CHOICE = "choice"      # one of `choices`
    NATION = "nation"      # a nation's name, or none where `optional`
    REGION = "region"      # a region id


class Field(msgspec.Struct, frozen=True, kw_only=True):
    """One value the GM may set: a key of a piece's scenario entry, or a region's or nation's."""

    key: str                              # the scenario key ("infantry", "letter", "occupied")
    label: str                            # how a form names it ("Infantry divisions")
    kind: FieldKind = FieldKind.INT
    default: Any = None                   # what a new piece gets ("first free" letters: see PieceKind)
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[str, ...] = ()
    optional: bool = False                # may be left empty (None)
    identity: bool = False                # names the piece among its nation's pieces of its type
    public: bool = True                   # a change is told to every player (else only to the nation's)
    help: str = ""                        # one line a form shows beside it

    def check(self, value: Any, where: str) -> Any:
        """The value in its kind, or ValueError naming `where` and what is allowed."""
        if value is None:
            if self.optional:
                return None
            raise ValueError(f"{where}: {self.key} must be given")
        if self.kind is FieldKind.INT:
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(f"{where}: {self.key} must be a whole number, not {value!r}")
            if self.minimum is not None and value < self.minimum:
                raise ValueError(f"{where}: {self.key} must be at least {self.minimum}, not {value}")
            if self.maximum is not None and value > self.maximum:
                raise ValueError(f"{where}: {self.key} must be at most {self.maximum}, not {value}")
            return value
        if self.kind is FieldKind.FLAG:
            if not isinstance(value, bool):
                raise ValueError(f"{where}: {self.key} must be true or false, not {value!r}")
            return value
        if not isinstance(value, str):
            raise ValueError(f"{where}: {self.key} must be text, not {value!r}")
        if self.kind is FieldKind.CHOICE and value not in self.choices:
            raise ValueError(f"{where}: {self.key} must be one of {', '.join(self.choices)}, not {value!r}")
        return value


class PieceKind(msgspec.Struct, frozen=True, kw_only=True):
    """A kind of piece the GM may place: its scenario `type`, where it may stand, its fields
    (besides `type`, `nation` and `at`, which every entry has)."""

    type: str                             # the scenario entry's "type" ("corps", "squadron", "armies")
    label: str                            # "Corps", "Squadron", "Army stack"
    stands: str = "land"                  # "land", "sea" or "any": where the window offers it
    fields: tuple[Field, ...] = ()
    help: str = ""

    def identity_keys(self) -> tuple[str, ...]:
        """The keys that, with the type and the nation, name one piece; where none is declared the
        place names it (one stack of a nation per province)."""
        keys = tuple(f.key for f in self.fields if f.identity)
        return keys or ("at",)


def identity(kind: PieceKind, entry: dict[str, Any]) -> tuple[Any, ...]:
    """What names a piece: its type, its nation and its identity keys' values."""
    return (kind.type, entry.get("nation"), *(entry.get(k) for k in kind.identity_keys()))
