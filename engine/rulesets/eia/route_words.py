"""EiA moves in sentences said the plain way before they are read (moves_read.py): sailors' and
soldiers' idioms of going ('puts to sea', 'puts out into', 'takes its place in'), the way and the
time that change nothing ('goes south-west', 'will march this month'), a leader who takes a unit
somewhere ('Villeneuve takes the Toulon fleet out into ...': the Toulon fleet sails out into ...), a
route after a colon or with its start unmarked ('goes south-west: Lithuania to Volhynia': from
Lithuania to Volhynia). Words only: nothing is guessed; the move is then read as usual. One pass."""

from __future__ import annotations

from functools import lru_cache

from engine.orders import Names
from engine.words.movement import PARTICLES, TO, _goes, _place as place_at

goes = lru_cache(maxsize=8192)(_goes)          # asked of each word by several passes below

# Idioms of going, each said with a verb of going of the same tense ('puts to sea' is 'sails').
_IDIOMS = {
    ("put", "to", "sea"): ["sail"], ("puts", "to", "sea"): ["sails"], ("putting", "to", "sea"): ["sailing"],
    ("put", "out"): ["sail", "out"], ("puts", "out"): ["sails", "out"], ("putting", "out"): ["sailing", "out"],
    ("weigh", "anchor"): ["sail"], ("weighs", "anchor"): ["sails"], ("weighing", "anchor"): ["sailing"],
    ("make", "sail"): ["sail"], ("makes", "sail"): ["sails"], ("get", "under", "way"): ["sail"],
    ("gets", "under", "way"): ["sails"], ("stand", "out"): ["sail", "out"], ("stands", "out"): ["sails", "out"],
    ("takes", "its", "place", "in"): ["moves", "into"], ("take", "its", "place", "in"): ["move", "into"],
    ("take", "their", "place", "in"): ["move", "into"], ("takes", "up", "position", "in"): ["moves", "into"],
    ("take", "up", "position", "in"): ["move", "into"], ("takes", "post", "in"): ["moves", "into"],
    ("falls", "in", "behind", "in"): ["moves", "into"], ("makes", "for"): ["heads", "for"],
    ("make", "for"): ["head", "for"], ("makes", "its", "way", "to"): ["moves", "to"],
    ("make", "its", "way", "to"): ["move", "to"], ("makes", "their", "way", "to"): ["move", "to"],
}
_LONGEST_IDIOM = max(map(len, _IDIOMS))
# The first words of what plain_route rewrites besides a verb of going.
_OPENERS = frozenset(k[0] for k in _IDIOMS) | frozenset("keep leave hold takes leads brings take lead bring".split())
# The way a unit goes, by the compass: says nothing of the route.
_COMPASS = frozenset(f"{a}{dash}{b}{end}" for a in ("north", "south") for b in ("east", "west")
                     for dash in ("-", "") for end in ("", "ward", "wards"))
# When it goes, this very step: says nothing more ('next month' is no such word: it stays and is refused).
_NOW = {("this", "month"), ("this", "turn"), ("this", "step"), ("at", "once"), ("now",), ("immediately",),
        ("forthwith",), ("without", "delay"), ("straight", "away"), ("right", "away")}
_LONGEST_NOW = 2
# The words an idiom or a word of time starts with: any other word is looked up no further.
_IDIOM_FIRST = frozenset(k[0] for k in _IDIOMS)
_NOW_FIRST = frozenset(k[0] for k in _NOW)
# A leader who takes a unit somewhere: the unit goes.
_TAKES = frozenset("takes leads brings take lead bring".split())
_UNIT_NOUNS = {"fleet": "sails", "squadron": "sails", "flotilla": "sails", "corps": "marches", "army": "marches"}


# A corps called by its number as an ordinal ('the Third', 'the Second Corps').
ORDINALS = {w: r for r, w in zip("i ii iii iv v vi vii viii ix x xi xii".split(), (
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth".split()))}


def ordinals(low: list[str]) -> list[str]:
    """The words with an ordinal made the corps's number where it names a corps: after 'the', 'our',
    'my', or before 'corps' ('the Guard first marches' keeps its 'first')."""
    return [ORDINALS[w] if w in ORDINALS and ((k and low[k - 1] in ("the", "our", "my", "his", "its"))
                                               or low[k + 1:k + 2] == ["corps"]) else w
            for k, w in enumerate(low)]


def plain_route(text: str, names: Names) -> str:
    """The sentence with its idioms of going said plainly, the words of way and time left out, a
    leader's 'takes' made the unit's going and a route's unmarked start given its 'from'."""
    toks = text.split()
    low = [t.strip(",.;:!?").casefold() for t in toks]
    if not any(goes(w) or w in _OPENERS for w in low):
        return text                             # no going and no idiom: nothing to say plainly
    out: list[str] = []
    i = 0
    while i < len(toks):
        idiom = 0 if low[i] not in _IDIOM_FIRST else \
            next((n for n in range(min(_LONGEST_IDIOM, len(low) - i), 1, -1) if tuple(low[i:i + n]) in _IDIOMS), 0)
        if idiom:
            out += _IDIOMS[tuple(low[i:i + idiom])]
            if toks[i + idiom - 1][-1:] in ",;:":
                out[-1] += toks[i + idiom - 1][-1]
            i += idiom
            continue
        now = 0 if low[i] not in _NOW_FIRST else \
            next((n for n in range(min(_LONGEST_NOW, len(low) - i), 0, -1) if tuple(low[i:i + n]) in _NOW), 0)
        if now or low[i] in _COMPASS:
            n = now or 1
            if toks[i + n - 1][-1:] in ":," and out:
                out[-1] += toks[i + n - 1][-1]     # 'goes south-west: Lithuania to ...' keeps its colon
            i += n
            continue
        out.append(toks[i])
        i += 1
    return _unmarked_start(_taken_along(_without_purpose(_one_going(_kept(out)))), names)


# 'keep the Brest fleet in port', 'leave corps II where it is': the unit stays.
_KEEP = frozenset("keep leave hold".split())
_KEPT_UNITS = frozenset("fleet fleets squadron corps army guard cavalry cossacks".split())
_WHERE = frozenset("in at where home put back there".split())


def _kept(toks: list[str]) -> list[str]:
    """'keep the Brest fleet in port' -> 'the Brest fleet stays in port'; the words as they are otherwise."""
    if len(toks) < 3 or toks[0].casefold() not in _KEEP:
        return toks
    for k in range(1, min(len(toks) - 1, 6)):
        if toks[k].strip(",").casefold() not in _KEPT_UNITS:
            continue
        for j in (k + 1, k + 2):                # 'keep the fleet in port', 'keep corps I at home'
            if j < len(toks) and toks[j].strip(",.").casefold() in _WHERE:
                return toks[1:j] + ["stays"] + toks[j:]
    return toks


def _one_going(toks: list[str]) -> list[str]:
    """'sails into A and goes on to B' -> 'sails into A and on to B': a second verb of going right after
    'and' or 'then' goes on with the same unit's route."""
    out: list[str] = []
    went = False
    for t in toks:
        going = goes(t.strip(",.;:").casefold())
        if going and went and out and out[-1].casefold() in ("and", "then"):
            continue
        went = went or going
        out.append(t)
    return out


# Verbs of a purpose after a move that send no unit anywhere ('... to watch Toulon', 'and look into Brest').
# ('intercept' is none: a fleet's interception is an order of its own, '... and intercepts' gives it.)
_PURPOSE_VERBS = frozenset("watch observe shadow look find seek hunt cover screen protect support join meet please "
                           "await wait keep spy scout guard catch".split())
_PURPOSE_LEADS = frozenset("to and so".split())
_MORE = frozenset("corps fleet fleets squadron army armies cavalry guard".split())


def _purpose_verb(word: str) -> bool:
    """'watch', 'watches', 'watching', 'shadows': a verb of a purpose in its forms."""
    return any(word.removesuffix(end) in _PURPOSE_VERBS for end in ("", "es", "s", "ing"))


def _without_purpose(toks: list[str]) -> list[str]:
    """The words without a purpose at the end ('to watch Toulon', ', and look into Brest', 'so as to find
    the English'): cut when a verb of watching follows 'to' or 'and' after a verb of going, and the
    purpose names no unit, number or going of its own."""
    low = [t.strip(",.;:!?").casefold() for t in toks]
    more_after = [False] * (len(low) + 1)       # whether a going, a unit, a number or a joint follows word k
    for k in range(len(low) - 1, -1, -1):
        x = low[k]
        more_after[k] = more_after[k + 1] or goes(x) or x in _MORE or x.isdigit() or x in ("and", "then")
    went = False
    for k, w in enumerate(low):
        went = went or goes(w)
        if not went or w not in _PURPOSE_LEADS or k + 1 >= len(low):
            continue
        j = k + 1
        while j < len(low) and low[j] in ("as", "to", "then"):
            j += 1
        if j < len(low) and _purpose_verb(low[j]) and not more_after[j + 1]:
            return toks[:k]
    return toks


def _taken_along(toks: list[str]) -> list[str]:
    """'Villeneuve takes the Toulon fleet out into the Gulf' -> 'the Toulon fleet sails out into the
    Gulf'; the words as they are when no unit noun follows 'takes' closely."""
    took = next((k for k in (1, 2) if k < len(toks) and toks[k].casefold() in _TAKES), 0)
    if len(toks) < 4 or not took or not all(t[:1].isupper() for t in toks[:took]):
        return toks
    for k in range(took + 1, min(len(toks), took + 6)):
        noun = toks[k].strip(",").casefold()
        if noun in _UNIT_NOUNS:
            nxt = toks[k + 1].casefold() if k + 1 < len(toks) else ""
            if goes(nxt) or nxt in ("carrying", "with", "and"):
                return toks                     # 'X takes the fleet and sails ...': said already
            return toks[took + 1:k + 1] + [_UNIT_NOUNS[noun]] + toks[k + 1:]
    return toks


def _unmarked_start(toks: list[str], names: Names) -> str:
    """'goes: Lithuania to Volhynia', 'marches Bavaria to Tyrol' -> 'goes from Lithuania to Volhynia':
    a place right after the verb of going (and the words of its way), followed by 'to', is the start."""
    low = [t.strip(",.;:!?").casefold() for t in toks]
    verb = next((i for i, w in enumerate(low) if goes(w) and (i == 0 or not toks[i][:1].isupper())), None)
    if verb is None:
        return " ".join(toks)
    i = verb + 1
    while i < len(low) and low[i] in PARTICLES and not toks[i - 1].endswith(":"):
        i += 1
    found = place_at(toks, i, names) if i < len(toks) and low[i] not in TO and low[i] != "from" else None
    if found is None or i + found[1] >= len(low) or low[i + found[1]] not in TO:
        return " ".join(toks)
    toks = list(toks)
    toks[i - 1] = toks[i - 1].rstrip(":")
    return " ".join(toks[:i] + ["from"] + toks[i:])


def route_goes_on(text: str, names: Names) -> bool:
    """'to Lorraine.', 'and on through Champagne': a line that opens with a word of the way and names a
    place goes on a route (a move cut over lines): it may be an order, never a greeting."""
    toks = text.split()
    low = [t.strip(",.;:!?").casefold() for t in toks]
    if not low or low[0] not in TO | _WAY:
        return False
    return any(place_at(toks, i, names) is not None for i in range(1, min(len(toks), 4)))


_WAY = frozenset("and then via through from onward onwards thence".split())

