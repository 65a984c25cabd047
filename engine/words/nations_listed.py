"""Nations listed with their preposition said again, for every ruleset (round 21): 'We offer alliance to Great Britain
and to Russia', 'peace with Austria and with Prussia', 'war on France and on Spain'. The order's own preposition
opens the list (the reader has taken it); a later name may repeat it, and it is taken off that name only. The first
name keeps its words: 'alliance with to Russia' stays refused."""

from __future__ import annotations

_AGAIN = ("to ", "with ", "on ", "against ")


def without_repeated(parts: list[str]) -> list[str]:
    """The names of a list, each after the first without a preposition said again ('to Russia' -> 'Russia')."""
    out = parts[:1]
    for part in parts[1:]:
        low = part.casefold()
        again = next((p for p in _AGAIN if low.startswith(p)), None)
        out.append(part[len(again):].lstrip() if again else part)
    return out
