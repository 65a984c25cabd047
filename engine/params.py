"""House-rule parameters described by small typed specs, checked whole when the GM sets them, so
a bad value is refused there (naming the parameter, the place inside it and what was expected)."""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Mapping, Sequence
from enum import StrEnum
from typing import Any

import msgspec

from engine.errors import BerthierError


class ParamError(BerthierError):
    """A rule parameter the rules cannot use; nothing was changed."""


def _said(value: Any) -> str:
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


class Whole(msgspec.Struct, frozen=True):
    """A whole number between `low` and `high`."""

    low: int = 0
    high: int = 1_000_000

    def check(self, value: Any, where: str) -> None:
        if isinstance(value, bool) or not isinstance(value, int) or not self.low <= value <= self.high:
            raise ParamError(f"{where} must be a whole number from {self.low} to {self.high}, not {_said(value)}")


class OrNone(msgspec.Struct, frozen=True):
    """A parameter that may be left unset (null), for a rule that then asks the GM; else `spec`."""

    spec: Any

    def check(self, value: Any, where: str) -> None:
        if value is not None:
            try:
                self.spec.check(value, where)
            except ParamError as e:
                raise ParamError(f"{e} (or null, for the GM to decide each time)") from None


class Number(msgspec.Struct, frozen=True):
    """A finite number (whole or not) between `low` and `high`."""

    low: float = 0
    high: float = 1_000_000

    def check(self, value: Any, where: str) -> None:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) \
                or not self.low <= value <= self.high:
            raise ParamError(f"{where} must be a number from {self.low:g} to {self.high:g}, not {_said(value)}")


class Flag(msgspec.Struct, frozen=True):
    """true or false."""

    def check(self, value: Any, where: str) -> None:
        if not isinstance(value, bool):
            raise ParamError(f"{where} must be true or false, not {_said(value)}")


class Text(msgspec.Struct, frozen=True):
    """A name: non-empty text of at most `longest` characters, or one of `choices` if given."""

    choices: tuple[str, ...] = ()
    longest: int = 100

    def check(self, value: Any, where: str) -> None:
        if self.choices:
            if value not in self.choices:
                raise ParamError(f"{where} must be one of {', '.join(map(_said, self.choices))}, not {_said(value)}")
        elif not isinstance(value, str) or not value.strip() or len(value) > self.longest:
            raise ParamError(f"{where} must be a name of 1 to {self.longest} characters, not {_said(value)}")


class ListOf(msgspec.Struct, frozen=True):
    """A list of `fewest` to `most` items, each an `item`; `distinct`: no item twice."""

    item: Any
    fewest: int = 0
    most: int = 100
    distinct: bool = False

    def check(self, value: Any, where: str) -> None:
        if not isinstance(value, list) or not self.fewest <= len(value) <= self.most:
            raise ParamError(f"{where} must be a list of {self.fewest} to {self.most} items, not {_said(value)}")
        for i, item in enumerate(value):
            self.item.check(item, f"{where}[{i}]")
        if self.distinct and len({_said(v) for v in value}) != len(value):
            raise ParamError(f"{where} names an item twice: {_said(value)}")


class Table(msgspec.Struct, frozen=True):
    """An object from names to values: `keys` checks each name; `required` names must all be there."""

    value: Any
    keys: Any = Text()
    required: tuple[str, ...] = ()
    most: int = 200

    def check(self, value: Any, where: str) -> None:
        if not isinstance(value, dict) or len(value) > self.most:
            raise ParamError(f"{where} must be an object such as {{\"name\": value}}, not {_said(value)}")
        missing = [k for k in self.required if k not in value]
        if missing:
            raise ParamError(f"{where} lacks {', '.join(map(_said, missing))}")
        for key, item in value.items():
            self.keys.check(key, f"{where}: the name {_said(key)}")
            self.value.check(item, f"{where}[{_said(key)}]")


class Record(msgspec.Struct, frozen=True):
    """An object with exactly these fields, each of its own spec."""

    fields: Mapping[str, Any]

    def check(self, value: Any, where: str) -> None:
        if not isinstance(value, dict) or set(value) != set(self.fields):
            raise ParamError(f"{where} must be an object with {', '.join(self.fields)}, not {_said(value)}")
        for name, spec in self.fields.items():
            spec.check(value[name], f"{where}.{name}")


class ParamSchema(msgspec.Struct, frozen=True):
    """Every parameter of a ruleset, and the checks that read several at once (`together`:
    params -> a list of problems, each naming the parameters)."""

    specs: Mapping[str, Any]
    together: Callable[[Mapping[str, Any]], Sequence[str]] = msgspec.field(default=lambda params: ())

    def check(self, params: Mapping[str, Any], changed: Sequence[str] | None = None) -> None:
        """Refuse the parameters (ParamError) unless each one, and all of them together, are usable."""
        for key in params if changed is None else changed:
            spec = self.specs.get(key)
            if spec is None:
                raise ParamError(f"{key!r} is not a parameter; known: {', '.join(sorted(self.specs))}")
            spec.check(params[key], key)
        problems = list(self.together(params))
        if problems:
            raise ParamError("; ".join(problems))


def check_params(schema: ParamSchema | None, defaults: Mapping[str, Any], params: Mapping[str, Any],
                 changed: Sequence[str]) -> None:
    """Refuse changed parameters a ruleset cannot use: by its schema, or else by the default's type."""
    for key in changed:
        if key not in defaults:
            raise ParamError(f"{key!r} is not a parameter; known: {', '.join(sorted(defaults))}")
    described = [key for key in changed if schema is not None and key in schema.specs]
    if schema is not None:
        schema.check(params, described)
    for key in changed:             # parameters without a spec (a module's): the default's type
        if key in described:
            continue
        value, default = params[key], defaults[key]
        if type(value) is not type(default) and not (isinstance(default, float) and type(value) is int):
            raise ParamError(f"{key} must be {type(default).__name__}, not {_said(value)}")


# The odds table both rulesets' combat reads: bands from the largest ratio down, each a d6 score.
class CombatModel(StrEnum):
    """How a ruleset with an odds table settles its battles (the parameter `combat_model`): rolled on
    the table, or every result entered by the GM."""
    ODDS = "odds"
    MANUAL = "manual"


COMBAT_MODEL = Text(choices=tuple(m.value for m in CombatModel))   # the spec of the rulesets that have it

ODDS_BANDS = ListOf(Record({"ratio": Number(0, 1000), "larger": Whole(1, 6), "smaller": Whole(1, 6)}),
                    fewest=1, most=20)


def bands_from_largest(params: Mapping[str, Any]) -> list[str]:
    """The odds bands must run from the largest ratio down, or the lower bands are never read."""
    ratios = [band["ratio"] for band in params.get("odds_bands", [])]
    if ratios != sorted(ratios, reverse=True):
        return [f"odds_bands must run from the largest ratio down, not {_said(ratios)}"]
    return []
