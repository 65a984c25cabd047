"""The readers' regular expressions: compiled on first use, not at import, and a ruleset's order patterns
tried as one before one by one.

A reader module imports this module as its `re` (`from engine.words import patterns as re`): every
`re.compile(...)` it writes is then compiled the first time it is used and never again, so a command
that loads a reader and meets few of its patterns pays for those only (the readers hold a few hundred;
compiling them all took two thirds of importing one); a pattern compiled by an earlier command is taken
from the user's cache folder (engine.words.compiled). The rest of `re` is here unchanged.

One pattern of alternatives fails in one call where a loop over a dozen patterns makes a dozen: `any_of`.
"""

from __future__ import annotations

import re as _re
from collections.abc import Iterable
from re import (ASCII, DOTALL, IGNORECASE, MULTILINE, UNICODE, VERBOSE, A, I, M, Match, Pattern, RegexFlag, S, U,  # noqa: F401
                X, error, escape, findall, finditer, fullmatch, match, search, split, sub, subn)
from typing import Any, cast

from engine.words.compiled import compiled as kept_compiled

__all__ = ["ASCII", "DOTALL", "IGNORECASE", "MULTILINE", "UNICODE", "VERBOSE", "A", "I", "M", "Match", "Pattern",
           "RegexFlag", "S", "U", "X", "any_of", "compile", "error", "escape", "findall", "finditer", "fullmatch",
           "match", "search", "split", "sub", "subn"]

# What a compiled pattern is asked for; each is taken from it once, on first use, into the lazy pattern's
# own attributes: later calls go straight to the compiled pattern's methods.
_TAKEN = ("match", "search", "fullmatch", "finditer", "findall", "sub", "subn", "split", "scanner", "groups",
          "groupindex", "flags")


class _Lazy:
    """A pattern compiled the first time anything but its source is asked of it. Before then `pattern`
    and `flags` answer without compiling (`any_of` joins sources so)."""

    def __init__(self, source: str, flags: int, joined: tuple[Pattern[str], ...] = ()) -> None:
        self.pattern = source
        self.flags = flags if flags & _re.ASCII else flags | _re.UNICODE    # as a compiled str pattern says
        self._joined = joined           # any_of's patterns, tried one by one if their join will not compile

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__") or name not in _TAKEN:
            raise AttributeError(name)
        try:
            compiled: Any = kept_compiled(self.pattern, self.flags)
        except _re.error:
            if not self._joined:
                raise
            compiled = _OneByOne(self._joined)
        for taken in _TAKEN:
            setattr(self, taken, getattr(compiled, taken, None))
        return getattr(compiled, name)

    def __repr__(self) -> str:
        return f"patterns.compile({self.pattern!r})"


class _OneByOne:
    """The patterns any_of could not join, each tried by itself (by `match`)."""

    def __init__(self, patterns: tuple[Pattern[str], ...]) -> None:
        self.patterns = patterns
        self.flags = patterns[0].flags

    def match(self, text: str, *at: int) -> Match[str] | None:
        for p in self.patterns:
            m = p.match(text, *at)
            if m is not None:
                return m
        return None


def compile(pattern: str, flags: int = 0) -> Pattern[str]:  # noqa: A001  (re's own name, on purpose)
    """`re.compile`, compiled on first use: the pattern is written as it always was."""
    return cast("Pattern[str]", _Lazy(pattern, int(flags)))


_NAMED_GROUP = _re.compile(r"\(\?P<\w+>")
_BACK_REFERENCE = _re.compile(r"\\[1-9]|\(\?P=|\(\?\(")
_GLOBAL_FLAGS = _re.compile(r"^\(\?[aiLmsux]+\)")


def any_of(patterns: Iterable[Pattern[str]]) -> Pattern[str] | None:
    """One pattern that matches where any of `patterns` matches (by `match`, at the same place); None
    when they cannot be joined so (different flags, a back reference, flags set inline for the whole
    pattern): then each is tried by itself. Compiled on first use, as the patterns themselves."""
    patterns = list(patterns)
    if not patterns or len({p.flags for p in patterns}) != 1:
        return None
    sources = [p.pattern for p in patterns]
    if any(_BACK_REFERENCE.search(s) or _GLOBAL_FLAGS.match(s) for s in sources):
        return None                     # group numbers change once joined; '(?i)' holds only at the start
    joined = "|".join(f"(?:{_NAMED_GROUP.sub('(?:', s)})" for s in sources)
    return cast("Pattern[str]", _Lazy(joined, patterns[0].flags, tuple(patterns)))



def longest_first(word: str) -> tuple[int, str]:
    """The order of words in an alternation: the longest first ('everything' before 'every'), words of the
    same length by their letters, so a pattern joined from a set is the same text in every process (a set's
    order changes from run to run) and is found again among the patterns kept compiled."""
    return -len(word), word
