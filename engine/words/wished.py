"""An order of diplomacy asked for as a wish or a request, with its noun and an article (issue 22, round 19):
'We'd like an alliance with Spain', 'I would like an alliance with Typ Lef Nazin', 'We seek an alliance with
Russia', 'we request a peace with Dunbarra', 'please, an alliance with Prussia'. The wish or request is the
writer's own ('I', 'we', 'please'): the order is read without it and without the article ('alliance with Spain'),
when the line does not read as written.

Only an article before a noun of diplomacy ('an alliance', 'a peace', 'a treaty'): 'a new squadron' is a count,
read as written. A request for another nation ('please ask Prussia to ...') opens with no such noun and is never
read so. One pass over the first words."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.errors import NotUnderstood
from engine.words.read_again import read_or_again

# The writer's own wish or request before the order, longest first.
_OPENERS = ("we would very much like ", "i would very much like ", "we would also like ", "i would also like ",
            "we'd also like ", "i'd also like ", "we\u2019d also like ", "i\u2019d also like ",   # round 22
            "we would like ", "i would like ", "we'd like ",
            "i'd like ", "we\u2019d like ", "i\u2019d like ", "we want ", "i want ", "we wish for ", "i wish for ",
            "we ask for ", "i ask for ", "we request ", "i request ", "we seek ", "i seek ", "we propose ",
            "i propose ", "please, ", "please ", "kindly ", "also ", "and ")
_ARTICLES = ("an ", "a ")
# Nouns of diplomacy an article may stand before ('an alliance', 'a peace treaty').
_NOUNS = frozenset("alliance peace treaty truce armistice declaration break".split())


def without_wish(text: str) -> str | None:
    """'We'd like an alliance with Spain' -> 'alliance with Spain'; None when the text opens with no article before
    a noun of diplomacy (after the writer's wish, or alone)."""
    said = text.strip()
    low = said.casefold()
    for _ in range(3):
        opener = next((o for o in _OPENERS if low.startswith(o)), None)
        if opener is None:
            break
        said, low = said[len(opener):].lstrip(), low[len(opener):].lstrip()
    article = next((a for a in _ARTICLES if low.startswith(a)), None)
    if article is None:
        return None
    rest = said[len(article):]
    first = rest.split(" ", 1)[0].casefold()
    return rest if first in _NOUNS and " " in rest else None


def read_wished(parse_line: Callable[[str], Any]) -> Callable[[str], Any]:
    """A line reader that reads a wished order of diplomacy with its article as the order, when the line does not
    read as written."""
    def _again(text: str) -> Any:
        bare = without_wish(text) if "a" in text[:40].casefold() and "?" not in text else None
        if bare is None:
            return None
        try:
            got = parse_line(bare)
        except NotUnderstood:
            return None
        said = got if isinstance(got, (list, tuple)) else [got]
        return got if said and not any(isinstance(x, NotUnderstood) for x in said) else None
    def kept(first: Any, _: str) -> bool:      # not refused in every part
        return not (isinstance(first, (list, tuple)) and first and all(isinstance(x, NotUnderstood) for x in first))
    return read_or_again(parse_line, kept, _again, empty=False)
