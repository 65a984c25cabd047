"""Units named by their count and where they stand, with no unit word, and ships named by their kind
alone: 'the 2 at Lowland Dairies to Berdain Heath', 'Rubygate 4 -> Republic Marsh', "Randomia's 13 ->
Odds End", "Crimson Keep's 4 stay home", 'our two at A join our allies at B', 'frigate in Brie Bight ->
Stilton Sound', '2 frigates -> Northern Rind' (from the one sea the writer's frigates lie in). Written
out in the strict form ('2 units 39 -> 41'); the state decides afterwards whether those units stand
there. One pass over the words; None when the words are not of this shape."""

from __future__ import annotations

from engine.errors import NotUnderstood
from engine.words.movement import PARTICLES, goes
from engine.words.reading import Names
from engine.words.tails import harmless, purpose_tail
from engine.words.textio import is_digits
from engine.rulesets.succheesion.words import NUMBER_WORDS, short_region, words_of

_LEADS = frozenset("the our my and then also".split())
_YOUR = frozenset("your his her their".split())
# The General marker, by the names players give it ('the Khan and his 4').
_GENERAL = frozenset("general gen g khan".split())
# Verbs of a commander taking his troops somewhere ('take the four at Berdain to Lowland Dairies').
_TAKE = frozenset("take bring lead".split())
# Words for the units themselves after their count ('the 3 men at ...'): no type, only a count.
_BODY = frozenset("units unit men troops guys lads boys soldiers chaps regiments battalions riders horsemen footmen "
                  "warriors".split())
_SHIP = {"frigate": "Frigates", "frigates": "Frigates", "frig": "Frigates", "frigs": "Frigates",
         "galleon": "Galleons", "galleons": "Galleons", "gall": "Galleons", "galls": "Galleons"}
_AT = frozenset("at in from of".split())
_TO = frozenset("to into onto towards toward -> on".split())
_THEN = frozenset("then and ,".split())
_STAY = frozenset("stay stays remain remains hold holds rest rests".split())
_STAY_REST = frozenset("put home at where they are there fast firm you with your our men units".split())
# Nouns of a count ('the Lowland Dairies pair', 'a brace of units').
_PAIRS = {"pair": 2, "brace": 2, "couple": 2, "both": 2}
_ALONG = PARTICLES | {"home", "over"}
# 'join our allies at Grenadier Hills': the place where the others stand is where they go.
_JOIN = frozenset(("join", "joins"))
_JOINED = frozenset("our my the allies ally allied friends forces troops units army garrison".split())
_MOST_PLACE = 6
# Who a reason after the order speaks of ('..., our allies need you there', '..., I want them near the border').
_SPEAKERS = frozenset("our we they it i the this that their its he she them beside alongside near".split())
_PASSIVE = frozenset("are is to be shall will must".split())


def counted_move(text: str, names: Names, nation: str) -> str | list | None:
    """The strict form of a move said this way ('2 units 39 -> 41'), [] for units told to stay, None
    when the words are not of this shape."""
    body, _ = _without_tail(text)
    tokens = [w for w in words_of(body) if w not in ("(", ")")]
    low = [w.casefold() for w in tokens]
    i = 0
    while i < len(low) and low[i] in _LEADS:
        i += 1
    if i < len(low) and low[i] in _STAY:          # 'hold where you are with your two'
        return [] if all(w in _STAY_REST or _number(w) is not None for w in low[i + 1:]) else None
    taken = i < len(low) and (low[i] in _TAKE or goes(low[i]))     # 'take the four at Berdain to ...'
    if taken:
        i += 1
        while i < len(low) and low[i] in _LEADS_YOUR:
            i += 1
    general = False
    if low[i:i + 1] and low[i] in _GENERAL and low[i + 1:i + 2] == ["and"] and i + 2 < len(low) and \
            low[i + 2] in _LEADS_YOUR:
        general, i = True, i + 3                # 'the General and his 5'
    elif low[i:i + 1] and low[i].removesuffix("'s").removesuffix("\u2019s") in _GENERAL:
        general, i = True, i + 1                # "the Khan's 4"
    head = _head(tokens, low, i, names, nation)
    if head is None:
        return None
    count, kind, start, i = head
    if low[i:i + 1] in (["and"], ["with"], ["+"]) and low[i + 1:i + 2] == ["the"] and low[i + 2:i + 3] and \
            low[i + 2] in _GENERAL or low[i:i + 1] in (["and"], ["+"]) and low[i + 1:i + 2] and low[i + 1] in _GENERAL:
        general, i = True, i + (3 if low[i + 1] == "the" else 2)     # '4 and the Khan', '5 + G'
    if start is None and i < len(low) and (low[i] in ("from", "leave", "leaves", "leaving") or low[i:i + 2] == ["out", "of"]):
        place = _place(tokens, i + (2 if low[i] == "out" else 1), names)    # 'the 2 leave A for B', 'out of A into B'
        if place is None:
            return None
        start, i = place
        if i < len(low) and low[i] == "for" and low[i - 2:i - 1] != ["from"]:
            low[i] = "to"
    if start is None and taken and i < len(low) and low[i] not in _TO:
        place = _place(tokens, i, names)        # 'march 4 units and the General Lef Oasis to Steppe Gate'
        if place is not None:
            start, i = place
    path = _path(tokens, low, i, names, phone=kind == "units", went=taken)
    if path is None:
        return None
    if path == "stay":
        return []
    if kind == "units" and start is None and count is not None:
        start = _stack_of(names, nation, count, general)      # 'your three men go to Pirate Cove'
    if start is None or count is None:
        return None
    who = f"{count} {kind}" + (" and the General" if general and kind == "units" else "")
    return f"{who} {' -> '.join((start, *path))}"


# The title of a commander the order is addressed to ('General Edam, take ...', 'Colonel of Rubygate: ...').
_TITLES = frozenset("general colonel captain admiral commodore commander marshal major lieutenant sergeant laird lord "
                    "duke count baron sir governor khan".split())
# A step of a list said in words ('Step one - ...', 'First, ...').
_STEPS = ("step one - ", "step two - ", "step three - ", "step four - ", "first, ", "then, ", "next, ", "finally, ",
          "second, ", "third, ", "finally - ", "first - ", "then - ")
_STEP_WORDS = frozenset(s.split(" ", 1)[0] for s in _STEPS)
_MOST_ADDRESS = 6


def without_address(text: str, names: Names) -> str:
    """The order without the commander it is addressed to ('Colonel of Rubygate: take your 4 ...': 'take the 4
    at Rubygate ...'; 'Citizen-General, ... take the five and yourself': '... and the General') or the step
    of a list it is in ('Step one - ...')."""
    first = text[:24].split(" ", 1)[0].casefold()
    if first in _STEP_WORDS:
        low = text[:16].casefold()
        step = next((s for s in _STEPS if low.startswith(s)), None)
        return text[len(step):] if step is not None else text
    first = first.rsplit("-", 1)[-1].strip(",:")
    if first == "from" and text[5:].split(" ", 1)[0].casefold() in _TITLES:
        return without_address(text[5:], names)     # a letter's sender: 'From General Mausseau: the 3 units ...'
    if first not in _TITLES:
        return text                             # most sentences: looked at no further
    low = text.casefold()
    cut = min((k for k in (low.find(", "), low.find(": ")) if k > 0), default=-1)
    if cut < 0 or len(low[:cut].split()) > _MOST_ADDRESS:
        return text
    address, rest = low[:cut], text[cut + 2:]
    said = rest.casefold().split(": ", 1)
    if len(said) == 2 and "you" in said[0].split() and len(said[0].split()) <= _MOST_ADDRESS:
        rest = rest[len(said[0]) + 2:]          # 'the Republic orders you: take ...'
    if first == "general":
        rest = rest.replace("yourself", "the General")
    of = address.find(" of ")
    place = address[of + 4:].strip() if of > 0 else ""
    if place and names.is_region(place):        # 'Colonel of Rubygate: take your 4': the 4 at Rubygate
        words = rest.split()
        for k, w in enumerate(words[:4]):
            if _number(w.casefold()) is not None and w.casefold() not in _PAIRS and (k == 0 or words[k - 1].casefold()
                                                                                   in _LEADS_YOUR_TAKE):
                nxt = words[k + 1].casefold() if k + 1 < len(words) else ""
                if nxt not in _AT:
                    words.insert(k + 1 + (nxt in _BODY), f"at {names.board.name(names.region(place))}")
                break
        rest = " ".join(words)
    return rest


def _without_tail(text: str) -> tuple[str, str]:
    """The words before a reason that cannot change the order ('..., to watch the lagoon')."""
    text = text.strip(" .!")
    said = purpose_tail(text)
    if said is not None:
        return said
    at = max(text.rfind(", "), text.rfind(": "))
    tail = text[at + 2:]
    if at > 0 and tail.split(" ", 1)[0].casefold() in _SPEAKERS and harmless(tail):
        return text[:at], tail                  # '..., our allies need you there'
    return text, ""


def _head(tokens: list[str], low: list[str], i: int, names: Names, nation: str
          ) -> tuple[int | None, str, str | None, int] | None:
    """(count, 'units' or the ships' kind, start, where the words go on) of who is named at `i`."""
    if i >= len(low):
        return None
    count = _number(low[i])
    if count is not None:                       # 'the 2 at A', 'the 3 men in A', '2 frigates in A', '2 frigates'
        j = i + 1
        kind = "units"
        if j < len(low) and low[j] in _SHIP:
            kind, j = _SHIP[low[j]], j + 1
        elif j < len(low) and low[j] in _BODY:
            j += 1
        if j < len(low) and low[j] in _AT:
            owned = low[j] == "of" and kind == "units" and j == i + 1       # "six of Rostopki's men"
            place = _place(tokens, j + 1, names, possessive=owned)
            if place is None:
                return None
            k = place[1]
            if owned and k < len(low) and low[k] in _BODY and low[k - 1].endswith(("'s", "\u2019s", "'")):
                k += 1
            return count, kind, place[0], k
        if low[j:j + 2] == ["out", "of"]:
            j += 1                              # 'the two frigates out of Pirates' Sound'
            place = _place(tokens, j + 1, names)
            if place is None:
                return None
            return count, kind, place[0], place[1]
        if kind != "units":                     # '2 frigates -> Northern Rind': where the writer's frigates lie
            return count, kind, _only_sea(names, nation, kind), j
        return count, kind, None, j             # 'the 4 go to A': the state says which 4, once the rest reads
    if low[i] in ("a", "an", "one") or low[i] in _SHIP:      # 'frigate in Brie Bight', 'a galleon at 14'
        j = i + 1 if low[i] not in _SHIP else i
        if j >= len(low) or low[j] not in _SHIP or not low[j].endswith(("te", "on", "ig", "all")):
            return None                         # singular only: 'frigates' alone is counted below
        kind, j = _SHIP[low[j]], j + 1
        start: str | None = None
        if j < len(low) and low[j] in _AT:
            place = _place(tokens, j + 1, names)
            if place is None:
                return None
            start, j = place
        elif j < len(low) and low[j] != "->":
            place = _place(tokens, j, names)    # 'frigate Brie Bight -> ...'
            if place is not None:
                start, j = place
        if start is None:
            start = _only_sea(names, nation, kind)
        return 1, kind, start, j
    place = _place(tokens, i, names, possessive=True)        # "Rubygate 4", "Randomia's 13", "Chance Hills' 6"
    if place is None:
        return None
    start, j = place
    count = _number(low[j]) if j < len(low) else None
    if count is None:
        return None
    j += 1
    if j < len(low) and low[j] in _BODY:
        j += 1
    return count, "units", start, j


def _path(tokens: list[str], low: list[str], i: int, names: Names, phone: bool, went: bool = False
          ) -> tuple[str, ...] | str | None:
    """The places gone to from `i` ('-> A -> B', 'to A and then B', 'walks over to A', 'join our allies at
    A'), 'stay' for units told to stay; None when other words are left."""
    if i < len(low) and low[i] in _STAY:
        return "stay" if all(w in _STAY_REST for w in low[i + 1:]) else None
    if i < len(low) and low[i] in _JOIN:
        j = i + 1
        while j < len(low) and (low[j] in _JOINED or low[j].removesuffix("'s") in _JOINED):
            j += 1
        if j < len(low) and low[j] in ("at", "in"):
            place = _place(tokens, j + 1, names, short=False)
            if place is not None and place[1] == len(low):
                return (place[0],)
        return None
    k = i
    while k < len(low) and low[k] in _PASSIVE:     # 'are to be withdrawn to', 'shall go to'
        k += 1
    if k > i and k < len(low) and goes(low[k]):
        i = k
    if i < len(low) and (goes(low[i]) or low[i] in ("come", "comes")):
        went, i = True, i + 1
    while went and i < len(low) and low[i] in _ALONG:
        i += 1
    path: list[str] = []
    while i < len(low):
        k = i
        while k < len(low) and low[k] in _THEN:
            k += 1
        if k < len(low) and low[k] in _TO:
            k += 1
            if k < len(low) and low[k] == "to":     # 'on to'
                k += 1
        elif k < len(low) and low[k] == "2" and phone and (path or went):
            k += 1                              # phone typing: 'walk 2 skerries'
        elif not (path and k > i):
            return None
        place = _place(tokens, k, names, short=False)
        if place is None:
            return None
        path.append(place[0])
        i = place[1]
    return tuple(path) if path else None


def _place(tokens: list[str], i: int, names: Names, possessive: bool = False, short: bool = True
           ) -> tuple[str, int] | None:
    """(the region, where the words go on) of the longest run of words at `i` naming a place (`short`: or one
    word of one place's name, 'the Marsh': where units stand, never where they go, which a correction rewrites)."""
    if i < len(tokens) and tokens[i].casefold() == "the":
        i += 1
    for n in range(min(_MOST_PLACE, len(tokens) - i), 0, -1):
        said = " ".join(tokens[i:i + n])
        if possessive:
            said = said.removesuffix("'s").removesuffix("\u2019s").removesuffix("'")
        if said and not (possessive and is_digits(said)) and said.casefold() not in _BODY and names.is_region(said):
            try:
                return names.region(said), i + n
            except NotUnderstood:
                return None
    if short and i < len(tokens):
        try:
            found = short_region(names, [tokens[i]]) if tokens[i][:1].isupper() else None
        except NotUnderstood:
            return None
        if found is not None:
            return found, i + 1
    return None


def _number(word: str) -> int | None:
    if word in _PAIRS:
        return _PAIRS[word]
    if is_digits(word) and len(word) <= 3:
        return int(word)
    n = NUMBER_WORDS.get(word)
    return n if n is not None and word not in ("a", "an", "dozen") else None


def _only_sea(names: Names, nation: str, kind: str) -> str | None:
    """The one sea the writer's ships of this kind lie in, None when none or several."""
    seas = {f.at for f in getattr(names.state, "fleets", ()) if f.nation == nation
            and (f.frigates if kind == "Frigates" else f.galleons)}
    return next(iter(seas)) if len(seas) == 1 else None


def _stack_of(names: Names, nation: str, count: int, general: bool) -> str | None:
    """Where the writer's one stack of exactly `count` units stands (with the General, when said); asked
    when several stacks have that count, None when none has."""
    stacks = [st for st in getattr(names.state, "stacks", ()) if st.nation == nation and st.count == count
              and (st.general or not general)]
    if len(stacks) > 1:
        places = " or ".join(names.board.name(st.at) for st in stacks)
        raise NotUnderstood(f"which {count}? {places}: say where they stand")
    return stacks[0].at if stacks else None


# Unions of the word sets above, made once at import rather than at every word tested.
_LEADS_YOUR = _LEADS | _YOUR
_LEADS_YOUR_TAKE = _LEADS_YOUR | _TAKE
