"""A ruleset's order patterns tried as one before one by one: most lines match none of them, and one
pattern of alternatives fails in one call where a loop over a dozen patterns makes a dozen."""

from __future__ import annotations

import re
from collections.abc import Iterable

_NAMED_GROUP = re.compile(r"\(\?P<\w+>")
_BACK_REFERENCE = re.compile(r"\\[1-9]|\(\?P=")


def any_of(patterns: Iterable[re.Pattern[str]]) -> re.Pattern[str] | None:
    """One pattern that matches where any of `patterns` matches (by `match`, at the same place); None
    when they cannot be joined so (different flags, a back reference): then each is tried by itself."""
    patterns = list(patterns)
    if not patterns or len({p.flags for p in patterns}) != 1:
        return None
    sources = [p.pattern for p in patterns]
    if any(_BACK_REFERENCE.search(s) for s in sources):
        return None                     # group numbers change once joined
    try:
        return re.compile("|".join(f"(?:{_NAMED_GROUP.sub('(?:', s)})" for s in sources), patterns[0].flags)
    except re.error:
        return None
