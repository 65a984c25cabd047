"""A game without module eia_sop: each choice seed 002's standing procedures would make is asked of
the player concerned (or the GM) as a typed decision, and the answer read back to the same value."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Generic, Mapping, Sequence, TypeVar

from engine.errors import BerthierError
from engine.rulesets.eia.decisions import Decision, key_part
from engine.rulesets.eia.events import Procedure

if TYPE_CHECKING:
    from engine.rulesets.eia.work import Work

T = TypeVar("T")


@dataclass(frozen=True)
class Asking(Generic[T]):
    """The question a standing procedure answers. `choices`: each answer as the GM types it, with the
    value the procedure would have returned; or, for a free answer (choices empty), `read`."""
    key: str
    who: str
    question: str
    choices: Mapping[str, T] = field(default_factory=dict)
    read: Callable[[str], T] | None = None

    def put(self, w: Work, rule: str, outcome: Callable[[T], str] | None) -> T | None:
        """The answer's value; None while nobody has answered. A choice of one is not asked: it is
        recorded as the rule's outcome, as the procedure's would be."""
        number, _, kind = rule.partition(" ")
        if self.read is None and len(self.choices) == 1:
            (only,) = self.choices.values()
            if outcome is not None:
                w.events.append(Procedure(rule=rule, outcome=outcome(only), rolls=()))
            return only
        if self.read is None and not self.choices:
            raise ValueError(f"{rule}: nothing to choose from for {self.key}")
        got = w.ask(Decision(key=self.key, who=self.who, kind=kind, question=f"{number}: {self.question}",
                             choices=tuple(self.choices)))
        if got is None:
            return None
        return self.read(got) if self.read is not None else self.choices[got]


def words(text: str) -> str:
    """A name as a decision key writes it: 'Great Britain' -> 'Great_Britain'."""
    return key_part(text)


def yes_no(yes: str, no: str) -> dict[str, bool]:
    return {yes: True, no: False}


def only_if(possible: bool, yes: str, no: str) -> dict[str, bool]:
    """Both answers when `yes` is possible at all, else only `no` (then nothing is asked)."""
    return yes_no(yes, no) if possible else {no: False}


def listing(items: Sequence[str], last: str = "and") -> str:
    """'Brest', 'Brest and Toulon', 'Brest, Toulon and Ferrol' (or 'Brest or Toulon' with `last`)."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {last} {items[-1]}"


def read_several(key: str, allowed: Mapping[str, T], what: str, every: bool = False) -> Callable[[str], list[T]]:
    """A free answer naming some of `allowed` (all of them, each once, when `every`), separated by
    commas, read back to their values in the order given."""
    def read(text: str) -> list[T]:
        typed = [p.strip() for p in text.split(",")]
        parts = [p.casefold() for p in typed]
        known = {name.casefold(): value for name, value in allowed.items()}
        wrong = [t for t, p in zip(typed, parts) if p not in known]
        if wrong or len(set(parts)) != len(parts) or (every and len(parts) != len(known)):
            need = "each of" if every else "one or more of"
            raise BerthierError(f"--decide {key}={text!r}: not understood; name {need} the {what} "
                                f"{', '.join(allowed)}, separated by commas"
                                + (f" ({', '.join(wrong)} is not one of them)" if wrong else ""))
        return [known[p] for p in parts]
    return read
