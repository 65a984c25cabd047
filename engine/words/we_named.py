"""The writer's own nation named beside 'we' (round 21, every ruleset): 'We, Typ Lef Nazin, offer peace to
Maustria.', 'We, the Kingdom of Randomia, declare war on Maustria.' The words between the commas only say who 'we'
are: the line is read again without them when it does not read whole as written. Never so for another nation's
name ('We, Maustria, ...' from Randomia stays as written: refused), a name the reader does not know as the
writer's ('We, Francis, by the Grace of God Emperor of Austria, declare ...' is the decree readers'), or words of
an order between the commas."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from engine.errors import NotUnderstood
from engine.words import patterns as re
from engine.words.talk_lines import own_forms

__all__ = ["read_we_named", "without_own_name"]

R = TypeVar("R")

_WE = re.compile(r"^(?P<we>we|i),? (?P<who>[^,;:.!?()]{2,60}), (?P<rest>\S.*)$", re.IGNORECASE | re.DOTALL)
# Words a nation's style may hold beside its name ('the Kingdom of Randomia', 'the free people of Stilwen').
_STYLE = frozenset("""the of people peoples republic kingdom empire khanate crown government council senate state
    states free great royal imperial most serene nation realm tribes clans horde league committee""".split())


def without_own_name(text: str, nation: str) -> str | None:
    """'We, Typ Lef Nazin, offer peace ...' -> 'We offer peace ...'; None when the words beside 'we' are not only
    the writer's own nation."""
    if not nation or len(text) > 2000:
        return None
    m = _WE.match(text.strip())
    if m is None:
        return None
    said = [w.casefold() for w in m["who"].split()]
    own = own_forms(nation)
    if not any(w in own for w in said) or not all(w in own or w in _STYLE for w in said):
        return None
    return f"{m['we']} {m['rest']}"


def read_we_named(parse_line: Callable[[str], R], clean: Callable[[R], bool], nation: str) -> Callable[[str], R]:
    """The reader, and for a line that names the writer's nation beside 'we' and does not read whole and clean, the
    line without that name read again, taken when it reads whole and clean; the first reading stands otherwise."""
    def read(text: str) -> R:
        bare = without_own_name(text, nation)
        if bare is None:
            return parse_line(text)
        try:
            first = parse_line(text)
        except NotUnderstood as e:
            try:
                again = parse_line(bare)
            except NotUnderstood:
                raise e from None
            if clean(again):
                return again
            raise
        if clean(first):
            return first
        try:
            again = parse_line(bare)
        except NotUnderstood:
            return first
        return again if clean(again) else first
    return read
