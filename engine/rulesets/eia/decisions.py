"""Pending decisions: what the referee needs from a player or the GM before a step can resolve.

Each has a key the GM answers with `--decide KEY=ANSWER`, the nation (or "GM") who answers, the
question, the answers allowed (empty: free text) and, where a standing order gives one, the answer
used when nobody answers."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import msgspec

from engine import decisions as common
from engine.errors import BerthierError


GM = "GM"                            # who answers a decision no nation answers, and who answered one by hand
STANDING_ORDER = "standing order"    # who answered a decision a standing order answers


def key_part(text: str | int) -> str:
    """A name as a decision key writes it: 'Great Britain' -> 'Great_Britain'."""
    return "_".join(str(text).split())


@dataclass(frozen=True)
class Key:
    """A decision's key built part by part (each name with underscores for its spaces): `text` is
    what the GM types after --decide, 'land.Bavaria.day2.result'."""
    text: str

    @classmethod
    def of(cls, *parts: str | int) -> Key:
        return cls(".".join(key_part(p) for p in parts))

    def at(self, *parts: str | int) -> Key:
        """This key with more parts: Key.of("land", "Bavaria").at("retire", "Great Britain")."""
        return Key(".".join((self.text, *(key_part(p) for p in parts))))

    def __str__(self) -> str:
        return self.text


class Decision(msgspec.Struct, frozen=True, kw_only=True):
    key: str                         # "combat.Bavaria.chit.Austria"
    who: str                         # the nation that answers, or GM
    kind: str                        # "chit", "guard", "further days", "surrender", "land combat", ...
    question: str
    choices: tuple[str, ...] = ()
    standing: str | None = None      # the standing order's answer, if there is one


class Answered(msgspec.Struct, frozen=True, kw_only=True):
    key: str
    answer: str
    by: str                          # GM or STANDING_ORDER


class EiaKey(common.DecisionKey, frozen=True, tag="eia"):
    """An EiA decision's key, as the GM types it after --decide."""
    name: str

    @property
    def text(self) -> str:
        return self.name


class DecisionsOpen(common.DecisionsNeeded):
    """A step cannot resolve while decisions are open: the message lists each and how to answer;
    `open` keeps them with who answers, the choices and the standing answer; `decided` the step's
    decisions already answered (by the GM or a standing order), which the GM may answer otherwise."""

    def __init__(self, open_decisions: list[Decision], decided: Sequence[Decision] = ()):
        self.open = list(open_decisions)
        self.decided = list(decided)
        super().__init__([common.Decision(key=EiaKey(name=d.key), question=f"{d.question} ({d.who})",
                                          who=None if d.who == GM else d.who, choices=d.choices)
                          for d in self.open], "the step needs decisions; answer each with --decide KEY=ANSWER")
        lines = "\n".join(f"  - {d.key} ({d.who}): {d.question}"
                          + (f" [{' / '.join(d.choices)}]" if d.choices else "") for d in self.open)
        many = len(self.open) != 1
        self.args = (f"{len(self.open)} decision{'s' if many else ''} still open; answer "
                     f"{'each' if many else 'it'} with --decide KEY=ANSWER:\n{lines}",)


def answer(decision: Decision, given: dict[str, str]) -> Answered | None:
    """The answer to `decision`: the one given (checked against its choices), else the standing order's."""
    if decision.key in given:
        text = " ".join(str(given[decision.key]).split())
        if decision.choices:          # in any case, with spaces or underscores ("Great_Britain")
            match = [c for c in decision.choices if common.answer_key(c) == common.answer_key(text)]
            if not match:
                raise BerthierError(f"--decide {decision.key}={text!r}: not allowed; the answers are "
                                    + ", ".join(repr(c) for c in decision.choices))
            text = match[0]
        if not text:
            raise BerthierError(f"--decide {decision.key}: the answer is empty")
        return Answered(key=decision.key, answer=text, by=GM)
    if decision.standing is not None:
        return Answered(key=decision.key, answer=decision.standing, by=STANDING_ORDER)
    return None


def pair(text: str, where: str, what: str) -> tuple[int, int]:
    """'2-1' -> (2, 1): the losses of the two sides of a combat, as the GM answers them."""
    a, dash, b = text.partition("-")
    if not (dash and a.strip().isascii() and a.strip().isdigit() and b.strip().isascii() and b.strip().isdigit()
            and len(a.strip()) <= 6 and len(b.strip()) <= 6):
        raise BerthierError(f"{where}={text!r}: not understood; write the {what} each side lost as 'N-M'")
    return int(a), int(b)


def within(where: str, place: str, what: str, sides: Sequence[tuple[str, int, int]]) -> None:
    """Refuse losses larger than what a side had in the combat: `sides` holds (nation, lost, had);
    `place` says where ('in Bavaria'), `what` counts ('factor', 'ship')."""
    for nation, lost, had in sides:
        if lost > had:
            raise BerthierError(f"{where}: {nation} had {had} {what if had == 1 else what + 's'} {place}; "
                                f"{lost} lost is more; nothing was written")
