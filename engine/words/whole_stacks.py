"""A stack of the writer's named by the place it stands in, with its size said, for every ruleset: 'The armies of
Konigsberg (63), both of them, go to Livonia (84)', 'Riders of Typ Lef, all three, to Steppe Gate', 'Londinium sends
all three of its armies north to Northumbria (6)', and a stack split by counts: 'The big army at Randomia (13)
splits: 7 go to Lowland Dairies, the other 6 stay', 'From Brandenburg 2 armies go to Saxony (55), the third one
stays'. Each sentence is said again with the count and the place ('3 armies in Konigsberg go to Livonia (84)'), the
ruleset's own noun for the units standing there. The size said is checked against the stack in the state: 'all
three' where four stand, or parts that do not add up to the stack ('7 go ..., the other 5 stay' with 13), is refused
with the stack's size, never corrected in silence. A place where the writer has no stack leaves the line as it was
(the reader refuses it). One pass over each sentence's words, no pattern."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.words.lexicon import UNIT_WORDS
from engine.words.movement import BODIES
from engine.words.reading import NUMBER_WORDS, Names
from engine.words.references import UnitRef

_OPENERS = frozenset("the our my".split())
_AT = frozenset(("in", "at", "of", "from"))
_SPLITS = frozenset("splits split divides divide".split())
_SENDS = frozenset(("sends", "send"))
_ORDINALS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6}
_REST = frozenset(("rest", "remainder", "others", "remaining"))
_MOST_WORDS = 80
# Words before a stack's noun that are no adjective of it: the head is never read past them ('Never the armies of ...').
_NOT_ADJECTIVES = frozenset("""never not no nor do does don't dont if unless should would could may might must maybe
perhaps then and but or also please when whether we i you they to let shall will can cannot won't""".split())
_MOST_NAME = 4
_MOST_ADJECTIVES = 2


@dataclass(frozen=True)
class Refused:
    """A sentence whose count does not fit the stack it names: refused, with why and the readings offered."""
    reason: str
    choices: tuple[str, ...] = ()


def count_of(word: str) -> int | None:
    low = word.casefold().strip(",.;:()")
    if low.isdigit() and len(low) < 4:
        return int(low)
    got = NUMBER_WORDS.get(low)
    return got if isinstance(got, int) and low not in ("a", "an", "single") else None


def sentences(text: str) -> list[str]:
    """The line's sentences, each with its stop ('. ', '; '): said again joined by spaces."""
    out: list[str] = []
    start = 0
    words = text.split(" ")
    for i, word in enumerate(words):
        if word.endswith((".", ";", "!")) and not word.endswith("..."):
            out.append(" ".join(words[start:i + 1]))
            start = i + 1
    if start < len(words):
        out.append(" ".join(words[start:]))
    return [s for s in out if s.strip()]


def stack_size(units: Sequence[UnitRef], at: str, noun: str) -> tuple[int, str] | None:
    """(how many of the writer's units stand at `at`, the ruleset's noun for them) for the one counted stack there
    the noun fits; None when none or several do (armies aboard ships and the ships: the noun decides)."""
    found: dict[str, tuple[int, str]] = {}
    singular = noun.removesuffix("s")
    for ref in units:
        head = ref.head.split()
        if ref.at != at or not head or not head[0].isdigit():
            continue
        if not ({noun, singular, singular + "s"} & ref.nouns or noun in BODIES or noun in ("units", "unit")):
            continue
        said = next((w for w in ("armies", "units", "ships") if w in ref.nouns), noun)
        found[ref.head] = (int(head[0]), said)
    return next(iter(found.values())) if len(found) == 1 else None


def _place(raw: list[str], k: int, names: Names, nation_too: bool = False) -> tuple[str, str, int] | None:
    """(the region id, the name as written, where it ends, a '(63)' after it passed over) of the place at word k;
    a place named as a nation is ('the big army at Randomia') only when `nation_too` (after 'at', 'in')."""
    for end in range(min(len(raw), k + _MOST_NAME), k, -1):
        said = " ".join(w.strip(",.;:!?") for w in raw[k:end])
        if said[:1].isupper() and names.is_region(said) and (nation_too or names.known_nation(said) is None):
            if end < len(raw) and raw[end].startswith("(") and raw[end].rstrip(",.;:").endswith(")"):
                end += 1
            return names.region(said), said, end
    return None


@dataclass(frozen=True)
class _Head:
    at: str                 # region id
    place: str              # as written
    noun: str               # as written, lower case
    end: int                # the word after the head


def _is_noun(word: str, units: Sequence[UnitRef]) -> bool:
    """A unit word of the lexicon's or of the ruleset's own ('riders', 'legions'), or its plural."""
    return word in UNIT_WORDS or word in BODIES or word.endswith("s") and word[:-1] in UNIT_WORDS \
        or any(word in ref.nouns for ref in units)


def _head(raw: list[str], low: list[str], names: Names, units: Sequence[UnitRef]) -> _Head | None:
    """'The armies of Konigsberg (63)', 'Riders of Typ Lef', 'The big army at Randomia (13)', 'Latium's legions'."""
    k = 1 if low and low[0] in _OPENERS else 0
    for j in range(k, min(len(low) - 2, k + _MOST_ADJECTIVES + 1)):
        if j > k and not (low[j - 1].isalpha() and low[j - 1] not in _NOT_ADJECTIVES):
            return None                 # 'Never the janissaries of ..., all three, ...': never passed over
        noun = low[j].strip(",")
        if _is_noun(noun, units) and low[j + 1] in _AT and not raw[j].endswith(","):
            found = _place(raw, j + 2, names, True)     # 'Riders of Typ Lef': a place named as a nation too
            if found is None:
                return None
            return _Head(found[0], found[1], noun, found[2])
    return None


def whole_stack(sentence: str, names: Names, units: Sequence[UnitRef]) -> str | Refused | None:
    """The sentence said with its stack's count and place, Refused when the count said does not fit, None when it
    names no stack this way."""
    raw = sentence.split()
    if not 3 <= len(raw) <= _MOST_WORDS:
        return None
    low = [w.casefold().strip(",.;:!?") for w in raw]
    if len(low) > 3 and low[1] in _SENDS:
        return _sends(raw, low, names, units)
    head = _head(raw, low, names, units)
    if head is None or head.end >= len(raw):
        return None
    if raw[head.end - 1].endswith(",") and low[head.end] in ("all", "both"):
        return _all_of(raw, low, head, units)
    if low[head.end] in _SPLITS and raw[head.end].endswith((":", ",")):
        return _split(raw, head, units, head.end + 1)
    return None


def _all_of(raw: list[str], low: list[str], head: _Head, units: Sequence[UnitRef]) -> str | Refused | None:
    """'The armies of Konigsberg (63), both of them, go to ...' / ', all three, ...' / ', all of them, ...'."""
    k = head.end
    close = next((i for i in range(k, min(len(raw), k + 4)) if raw[i].endswith(",")), None)
    if close is None or close + 1 >= len(raw):
        return None
    aside = low[k:close + 1]
    said = 2 if aside[0] == "both" else count_of(aside[1]) if len(aside) > 1 else None
    if aside[1:] not in ([], ["of", "them"]) and said is None:
        return None
    stack = stack_size(units, head.at, head.noun)
    if stack is None:
        return None
    size, noun = stack
    going = ["go"] if low[close + 1] in ("to", "into") else []        # 'Riders of Typ Lef, all three, to Steppe Gate'
    again = " ".join([str(size), noun, "in", head.place, *going, *raw[close + 1:]])
    if said is not None and said != size:
        return Refused(f"{' '.join(raw[:close + 1]).rstrip(',')!r} says {said}, but {size} of your units stand in "
                       f"{head.place}: how many are meant? ask the player", (again,))
    return again


def _sends(raw: list[str], low: list[str], names: Names, units: Sequence[UnitRef]) -> str | Refused | None:
    """'Londinium sends all three of its armies north to Northumbria (6)', 'Oslo sends its armies to ...'."""
    found = _place(raw, 0, names)
    if found is None or found[2] != 1:
        return None
    k = 2
    said: int | None = None
    if low[k] == "all" and len(low) > k + 3 and count_of(low[k + 1]) is not None and low[k + 2] == "of":
        said, k = count_of(low[k + 1]), k + 3
    if low[k] not in ("its", "her", "his") or k + 2 >= len(low):
        return None
    k += 1
    if said is None and count_of(low[k]) is not None:
        said, k = count_of(low[k]), k + 1
    noun = low[k]
    if not _is_noun(noun, units):
        return None
    stack = stack_size(units, found[0], noun)
    if stack is None:
        return None
    size, out = stack
    again = " ".join([str(size), out, "in", found[1], "go", *raw[k + 1:]])
    if said is not None and said != size:
        return Refused(f"{' '.join(raw[:k + 1])!r} says {said}, but {size} of your units stand in {found[1]}: how "
                       "many are meant? ask the player", (again,))
    return again


def split_from(sentence: str, names: Names, units: Sequence[UnitRef]) -> str | Refused | None:
    """'From Brandenburg 2 armies go to Saxony (55), the third one stays': a stack of a place told in parts, the
    parts after the first counted or 'the other', 'the rest', 'the third one'."""
    raw = sentence.split()
    low = [w.casefold().strip(",.;:!?") for w in raw]
    if len(raw) < 6 or len(raw) > _MOST_WORDS or "," not in sentence:
        return None
    if low[0] == "from":
        found = _place(raw, 1, names)
        if found is None or found[2] + 1 >= len(raw) or count_of(low[found[2]]) is None:
            return None
        noun = low[found[2] + 1]
        head = _Head(found[0], found[1], noun, found[2])
    else:
        return None
    if not _is_noun(noun, units):
        return None
    return _split(raw, head, units, head.end)


def _split(raw: list[str], head: _Head, units: Sequence[UnitRef], start: int) -> str | Refused | None:
    """The parts after a stack's head ('7 go to Lowland Dairies, the other 6 stay'), each said with the count and
    place; the counts must add up to the stack."""
    pieces: list[list[str]] = [[]]
    for word in raw[start:]:
        pieces[-1].append(word.rstrip(","))
        if word.endswith(","):
            pieces.append([])
    pieces = [p for p in pieces if p]
    if len(pieces) < 2:
        return None
    stack = stack_size(units, head.at, head.noun)
    if stack is None:
        return None
    size, noun = stack
    parts: list[tuple[int | None, list[str]]] = []
    total: int | None = None
    for piece in pieces:
        words = [w.casefold() for w in piece]
        n = count_of(words[0])
        if n is not None:
            skip = 3 if words[1:3] == ["of", "them"] else 2 if len(words) > 1 and (
                words[1] in UNIT_WORDS or words[1] in BODIES or words[1] == "one") else 1
            parts.append((n, piece[skip:]))
        elif words[0] == "the" and len(words) > 2 and words[1] in ("other", "remaining") \
                and count_of(words[2]) is not None:
            skip = 4 if len(words) > 3 and (words[3] in UNIT_WORDS or words[3] in BODIES) else 3
            parts.append((count_of(words[2]), piece[skip:]))
        elif words[0] == "the" and len(words) > 2 and words[1] in _ORDINALS and words[2] in ("one", *UNIT_WORDS):
            total = _ORDINALS[words[1]]
            parts.append((1, piece[3:]))
        elif words[0] == "the" and len(words) > 1 and words[1] in _REST:
            parts.append((None, piece[2:]))
        else:
            return None
        if not parts[-1][1]:
            return None
    if sum(1 for n, _ in parts if n is None) > 1:
        return None
    counted = sum(n for n, _ in parts if n is not None)
    rest = size - counted
    if total is not None and total != size or rest < 0 or rest == 0 and any(n is None for n, _ in parts) \
            or rest > 0 and all(n is not None for n, _ in parts):
        said = " ".join(raw)
        return Refused(f"{said!r} splits the stack in {head.place} into parts that do not add up to it: {size} of "
                       "your units stand there: ask the player")
    out: list[str] = []
    for n, verb in parts:
        count = n if n is not None else rest
        said = noun if count > 1 else noun[:-3] + "y" if noun.endswith("ies") else noun.removesuffix("s")
        out.append(" ".join([str(count), said, "in", head.place, *verb]).rstrip(".;") + ".")
    return " ".join(out)
