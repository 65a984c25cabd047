"""What a ruleset declares about itself as plain data: its resources, unit kinds, region
attributes, calendar and add-on modules. Generic code (edits, the window, the CLI) reads these
instead of assuming gold, seasons or corps."""

from __future__ import annotations

from engine.words import patterns as re
from enum import StrEnum
from typing import Any

import msgspec

from engine.errors import NotUnderstood

_AMOUNT = re.compile(r"^([+-]?)([0-9]{1,15})(?:\.([0-9]{0,15}))?$")


class Resource(msgspec.Struct, frozen=True):
    """A currency of the game: gold (whole numbers), cheese (kept in hundredths), ...

    Amounts are stored as whole numbers of the smallest unit: 12.50 cheese is stored as 1250.
    """

    name: str                 # the key in Nation.treasury: "gold", "cheese"
    decimals: int = 0         # how many digits after the point a player may write
    label: str = ""           # how reports name it; the name when empty

    @property
    def word(self) -> str:
        return self.label or self.name

    @property
    def scale(self) -> int:
        return int(10 ** self.decimals)

    def format_amount(self, amount: int, *, signed: bool = False, unit: bool = False) -> str:
        """1250 -> '12.50' for cheese (decimals=2), 30 -> '30' for gold; `signed` writes '+3'
        and '−3' (a real minus sign), `unit` adds the resource's word."""
        sign = "-" if amount < 0 else ("+" if signed and amount > 0 else "")
        whole, part = divmod(abs(amount), self.scale)
        text = f"{whole}.{part:0{self.decimals}d}" if self.decimals else str(whole)
        if sign == "-" and signed:
            sign = "\u2212"
        return f"{sign}{text} {self.word}" if unit else f"{sign}{text}"

    def parse_amount(self, text: str) -> int:
        """'12.5' -> 1250 for cheese; NotUnderstood naming the resource for '12.505' or 'lots'."""
        m = _AMOUNT.match(text.strip())
        if not m:
            example = self.format_amount(12 * self.scale + self.scale // 2 if self.decimals else 12)
            raise NotUnderstood(f"{text.strip()[:40]!r} is not an amount of {self.word} (write a number such "
                                f"as {example})")
        sign, whole, part = m.group(1), m.group(2), m.group(3) or ""
        if len(part) > self.decimals:
            kept = (f"to {self.decimals} digit{'s' if self.decimals != 1 else ''} after the point" if self.decimals
                    else "in whole numbers")
            raise NotUnderstood(f"{text.strip()!r}: {self.word} is counted {kept}")
        value = int(whole) * self.scale + (int(part.ljust(self.decimals, "0")) if self.decimals else 0)
        return -value if sign == "-" else value


class MarkerShape(StrEnum):
    """How the map draws a unit; the renderer knows each shape."""

    CORPS = "corps"          # a counter with a letter or number on it (Empires in Arms corps)
    SQUADRON = "squadron"    # a ship (a fleet or squadron)
    DOTS = "dots"            # `count` dots, for rulesets that count armies in units (NES)
    FORT = "fort"            # a fortification: a small tower


class UnitKind(msgspec.Struct, frozen=True):
    """A kind of unit and the words for it: 'army'/'armies', 'lost 2 armies'."""

    id: str                   # what the engine counts losses in ("infantry", "army")
    one: str                  # "army"
    many: str                 # "armies"
    loss_word: str = ""       # the word a GM types first for losses ("infantry"); `many` when empty
    marker: MarkerShape = MarkerShape.CORPS
    aliases: tuple[str, ...] = ()   # other words a GM may type for it ("inf", "fleets")

    def words(self) -> tuple[str, ...]:
        """Every word a GM may type for this kind, the loss word first: 'armies', 'army', 'fleets'."""
        return tuple(dict.fromkeys(w for w in (self.loss_word, self.many, self.one, *self.aliases) if w))

    def count(self, n: int) -> str:
        return f"{n} {self.one if n == 1 else self.many}"


class AttributeType(StrEnum):
    INT = "int"
    TEXT = "text"
    FLAG = "flag"
    NATION = "nation"         # a nation's name (a home province)
    NAMES = "names"           # a list of other names


class RegionAttribute(msgspec.Struct, frozen=True):
    """A property a map gives its regions for this ruleset (economic value, a fort, ...)."""

    name: str
    type: AttributeType = AttributeType.TEXT
    default: Any = None
    meaning: str = ""
    label: str = ""            # how the inspector names it; the name, capitalised, when empty

    @property
    def title(self) -> str:
        return self.label or self.name.replace("_", " ").capitalize()

    def read(self, value: Any) -> Any:
        """The attribute's value as the map's author typed it, in its type; ValueError when it is not."""
        if value is None or value == "":
            return self.default
        if self.type is AttributeType.INT:
            if isinstance(value, bool):
                raise ValueError(f"{self.name} must be a whole number, not {value!r}")
            return int(str(value).strip())
        if self.type is AttributeType.FLAG:
            if isinstance(value, bool):
                return value
            text = str(value).strip().lower()
            if text not in ("true", "false", "yes", "no", "1", "0"):
                raise ValueError(f"{self.name} must be yes or no, not {value!r}")
            return text in ("true", "yes", "1")
        if self.type is AttributeType.NAMES:
            items = value if isinstance(value, list) else str(value).split(",")
            return [str(v).strip() for v in items if str(v).strip()]
        return str(value).strip()


class Step(msgspec.Struct, frozen=True):
    """One step of the calendar: a season, a day's turn, a month's phase."""

    name: str                          # "Spring", "Turn", "Naval phase"
    moves: bool = True                 # units move in this step
    scouting: bool = False             # scouting reports may be asked before its deadline
    ordering: tuple[str, ...] = ()     # the nations that order in it; empty: every nation


class Calendar(msgspec.Struct, frozen=True):
    """How turns are named and what each step allows: four seasons, daily turns, monthly steps."""

    steps: tuple[Step, ...] = (Step("Turn"),)
    unit: str = "turn"                 # what one resolution is called: "turn", "season", "month"

    def step(self, name: str | None) -> Step:
        """The step called `name`, the first when the game does not name its step."""
        for s in self.steps:
            if s.name == name:
                return s
        return self.steps[0]

    def orders(self, step: Step, nation: str) -> bool:
        return not step.ordering or nation in step.ordering


class Module(msgspec.Struct, frozen=True):
    """An add-on a game names in its parameters (`"modules": [...]`): it brings its own
    parameters (defaults here), steps, and says in words which orders and events it adds."""

    id: str
    title: str
    params: dict[str, Any] = {}
    steps: tuple[Step, ...] = ()
    orders: tuple[str, ...] = ()       # the order words it adds, for help and docs
    events: tuple[str, ...] = ()       # the event kinds it adds


MODULES_PARAM = "modules"
