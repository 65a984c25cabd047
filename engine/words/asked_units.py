"""The units a quoted question of the GM names, for the answer under it that leaves them out or says 'they':
'> GM: Prussia, your ships in E have been idle.' over 'They sail to the Baltic, F.'; '> The ships?' over 'Stay in
I.'. Taken only when the quoted line names one group of units, and the answer starts with 'they', 'it' or a
verb of going or staying; the ruleset's reader and the state judge the order it gives."""

from __future__ import annotations

from engine.words.message import untagged
from engine.words.movement import STAY, goes

_UNITS = frozenset("fleet fleets ship ships army armies squadron squadrons navy troops".split())
_OWNERS = frozenset("your my our the".split())
_AT = frozenset("in at".split())
_ANSWERS = ("no, ", "yes, ", "yes: ", "no: ", "ok, ", "okay, ")
_PRONOUNS = frozenset("they it".split())
_MORE_VERBS = frozenset("sail sails sails land lands escape escapes attack attacks go goes".split())
_LONGEST = 300


def units_asked(quoted: str) -> str | None:
    """'your ships in E have been idle' -> 'the ships in E'; 'The ships?' -> 'the ships'; None when the quoted
    line names no group of units, or more than one."""
    text = untagged(quoted).lstrip("> ").strip()
    if len(text) > _LONGEST:
        return None
    tokens = [t.strip(",.;:!?()\"'") for t in text.split()]
    low = [t.casefold() for t in tokens]
    found: list[str] = []
    for k, t in enumerate(low):
        if t not in _UNITS or k == 0 or low[k - 1] not in _OWNERS:
            continue
        phrase = f"the {tokens[k].casefold()}"
        rest = low[k + 1:k + 6]
        at = next((j for j, w in enumerate(rest) if w in _AT), None)
        if at is not None and k + 2 + at < len(tokens) and tokens[k + 2 + at][:1].isalnum():
            phrase += f" in {tokens[k + 2 + at]}"
        found.append(phrase)
    return found[0] if len(set(found)) == 1 else None


def with_units(text: str, units: str) -> str | None:
    """'They sail to the Baltic, F.' -> 'the ships in E sail to the Baltic, F.'; 'Stay in I.' -> 'the ships stay in
    I.'; None when the answer names its own subject."""
    low = text.casefold()
    for answer in _ANSWERS:
        if low.startswith(answer):
            text, low = text[len(answer):].lstrip(), low[len(answer):].lstrip()
            break
    first, _, rest = text.partition(" ")
    word = first.casefold().strip(",.")
    if word in _PRONOUNS and rest:
        return f"{units} {rest}"
    if word in STAY or word in _MORE_VERBS or goes(word):
        return f"{units} {word} {rest}".rstrip()
    return None
