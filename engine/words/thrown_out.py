"""An attack said as throwing the enemy out of the place a march goes to, for every ruleset: 'The six at Chance Hills
go down to Adoen Shore and throw the Maustrians out' is '... and attack the Maustrians' (each ruleset then reads the
attack its own way: one sets a battle on land aside as the march's purpose, another's ships attack). Read
so only after a clause of the same sentence that names where it goes ('to', 'into', 'on'), and when the ones thrown
out are another nation named ('the Maustrians', 'the French'): 'throw them out' or 'throw out the old orders' stay
as they were. One pass over the line's words."""

from __future__ import annotations

from engine.words.reading import Names

_THROW = frozenset("throw throws drive drives kick kicks chase chases push pushes turn turns".split())
_TOWARDS = frozenset("to into on onto".split())
_MOST_WORDS = 80


def thrown_out(text: str, names: Names, nation: str) -> str | None:
    """The sentence with 'and throw the X out (of there)' said as 'and attack the X'; None when it says none so."""
    raw = text.split()
    if len(raw) > _MOST_WORDS:
        return None
    low = [w.casefold().strip(",.;:!?") for w in raw]
    for i, word in enumerate(low):
        if word not in _THROW or i < 3 or low[i - 1] != "and" or not _TOWARDS.intersection(low[:i]):
            continue
        k = i + 2 if i + 1 < len(low) and low[i + 1] == "the" else i + 1
        if k + 1 >= len(low) or low[k + 1] != "out":
            continue
        foe = raw[k].strip(",.;:!?")
        known = names.known_nation(foe)
        if known is None or known == nation:
            continue
        end = k + 2
        if low[end:end + 2] == ["of", "there"]:
            end += 2
        stop = raw[end - 1][len(raw[end - 1].rstrip(",.;:!?")):]
        verb = "attacks" if word.endswith("s") else "attack"
        return " ".join([*raw[:i], verb, *raw[i + 1:k], foe + stop, *raw[end:]])
    return None
