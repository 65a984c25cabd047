"""The engine's errors: every one names what was wrong and where, in words a GM understands."""

from __future__ import annotations


class BerthierError(Exception):
    """Base of every error the engine raises on purpose; anything else is a bug."""


class OrderError(BerthierError):
    """An order that cannot be used; `kind` says whether it was not understood or not allowed."""

    kind = "order error"

    def __init__(self, reason: str, *, line: int | None = None, text: str | None = None,
                 fix: tuple[str, str] | None = None):
        self.reason = reason
        self.line = line
        self.text = text
        self.fix = fix                # (words written, words meant): a "did you mean" to apply
        super().__init__(self.describe())

    def describe(self) -> str:
        where = f"line {self.line}: " if self.line is not None else ""
        quoted = f" ({self.text.strip()!r})" if self.text else ""
        return f"{where}{self.kind}{quoted}: {self.reason}"


class NotUnderstood(OrderError):
    """An order line whose words could not be read."""

    kind = "not understood"


class Contradiction(NotUnderstood):
    """A line that reads but contradicts itself (a note's map number that is not the place named):
    refused as it stands, never read again without the note."""


def ambiguous(text: str, *readings: str) -> NotUnderstood:
    """The error for a line that could mean two things: a wrong reading is worse than none."""
    said = " or ".join(repr(r) for r in readings)
    return NotUnderstood(f"{text!r} could mean {said}: write the one you mean")


class NotAllowed(OrderError):
    """An order that was understood but breaks a rule."""

    kind = "not allowed"


class UnknownName(BerthierError):
    """A province, sea, nation or unit name that the game does not know."""

    def __init__(self, what: str, name: str, suggestions: list[str] | tuple[str, ...] = (),
                 known: list[str] | tuple[str, ...] = ()):
        self.what = what
        self.name = name
        self.suggestions = tuple(suggestions)
        hint = f" (did you mean {', '.join(repr(s) for s in self.suggestions)}?)" if self.suggestions else ""
        listed = f"; the {what}s are {', '.join(known)}" if known else ""   # a short list: say it all
        super().__init__(f"no {what} called {name!r}{hint}{listed}")


class MapFileError(BerthierError):
    """A map file that cannot be used; carries every problem found, each naming its region."""

    def __init__(self, source: str, problems: list):
        self.source = source
        self.problems = list(problems)
        lines = "\n".join(f"  - {p}" for p in self.problems[:50])
        more = f"\n  ... and {len(self.problems) - 50} more" if len(self.problems) > 50 else ""
        super().__init__(f"{source}: the map has {len(self.problems)} problem(s):\n{lines}{more}")


class ScenarioError(BerthierError):
    """A scenario file that is malformed or contradicts itself."""


class GameFileError(BerthierError):
    """A game file that is missing, corrupt, foreign or from a newer version."""


class DiceExhausted(BerthierError):
    """A fixed dice sequence ran out before the resolution did."""
