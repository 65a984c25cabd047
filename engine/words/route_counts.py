"""A move's count said bare around its route, in any ruleset whose places are typed short (map numbers, a sea's
letter): '48-47 3', '2 86-73', '14 to 15 with 3', '13 -> 26 w/ 2'. The line is said again
as the veteran's shorthand the rulesets read ('48 -> 47 x3'), which names no unit: the ruleset gives the kind
by the route's start, or refuses. Only a line of one route and one count and nothing else is said again; a
route with no count is left as written (how many go is the player's to say), and so is 'both' ('87 -> 90 both'
says two only where two stand: the state is not known here). One pass over a short line."""

from __future__ import annotations

from engine.words import patterns as re        # its compile() waits for first use

_LONGEST = 60           # characters: a route and its count typed short are well under it
_PLACE = re.compile(r"^(?:[0-9]{1,3}|[A-Za-z])$")
_GLUED = re.compile(r"^(?:[0-9]{1,3}|[A-Za-z])(?:(?:->|=>|>|-|\u2192)(?:[0-9]{1,3}|[A-Za-z]))+$")
_STEP = re.compile(r"->|=>|>|-|\u2192")
_ARROWS = frozenset(("->", "=>", ">", "-", "\u2192", "to"))
_WITH = frozenset(("with", "w/", "w"))


def _count(word: str) -> str | None:
    return word if word.isdigit() and len(word) <= 2 and word != "0" * len(word) else None


def _route(tokens: list[str], i: int) -> tuple[list[str], int]:
    """The places of the route starting at `i` (two at least) and the index after it; ([], i) when none."""
    if i < len(tokens) and _GLUED.match(tokens[i]):
        return _STEP.split(tokens[i]), i + 1
    places, k = [], i
    if k < len(tokens) and _PLACE.match(tokens[k]):
        places.append(tokens[k])
        k += 1
        while k + 1 < len(tokens) and tokens[k].casefold() in _ARROWS and _PLACE.match(tokens[k + 1]):
            places.append(tokens[k + 1])
            k += 2
    return (places, k) if len(places) >= 2 else ([], i)


def counted_route(text: str) -> str | None:
    """'48-47 3' -> '48 -> 47 x3', '2 86-73' -> '86 -> 73 x2', '14 to 15 with 3' -> '14 -> 15 x3'; None when the
    line is no route with its count said bare."""
    if len(text) > _LONGEST:
        return None
    tokens = text.strip().rstrip(".!;,").split()
    if len(tokens) < 2 or not tokens[0][:1].isalnum():
        return None
    route, k = _route(tokens, 0)
    lead = None
    if not route:
        lead = _count(tokens[0])
        route, k = _route(tokens, 1) if lead else ([], 0)
        if not route:
            return None
    tail = [t.casefold() for t in tokens[k:]]
    if lead:
        count = lead if not tail else None                          # '2 86-73'
    elif len(tail) == 1:
        count = _count(tail[0])                                     # '48-47 3'
    elif len(tail) == 2 and tail[0] in _WITH:
        count = _count(tail[1])                                     # '14 to 15 with 3', '13 -> 26 w/ 2'
    else:
        count = None
    if count is None:
        return None
    return f"{' -> '.join(route)} x{count}"
