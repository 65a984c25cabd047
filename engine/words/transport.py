"""Troops carried by ships, written as sentences, in any ruleset: 'C is to embark at Flanders and land in
Normandy, using the Channel squadron', '3 armies from 68 board our ships in D and land in Jutland',
'moves 2 armies from 108 over the sea to Sicily, with the fleet in T', 'take ship from Dublin across the
Irish Sea and land at Liverpool'. The ship words are taken out and the sentence written as a move
(engine/words/movement.py reads it): 'embark at X' is 'sails from X', 'land in Y' is 'to Y', 'across the
Irish Sea' is 'via the Irish Sea'; the ships named as carriers give their sea, or their number for the
ruleset to find. One pass over the words; a place is at most six words the map knows."""

from __future__ import annotations

from functools import lru_cache

from dataclasses import dataclass

from engine.words.movement import _place as place_at
from engine.words.reading import Names
from engine.words.textio import is_digits

# Words for the ships that carry ('with the fleet in T', 'using the Channel squadron', 'aboard our ships').
CARRIERS = frozenset("""ship ships fleet fleets squadron squadrons boat boats navy transports transport flotilla
    vessels galleys longships sq""".split())
_BY = frozenset("with using aboard on in by via onto".split())
_OWN = frozenset("the our my its their his her own".split())
_PLAIN_BY = frozenset("with using aboard via".split())    # 'with ships in N': no article needed after these
_EMBARK = frozenset("embark embarks embarking embarked board boards boarding boarded".split())
_TAKE = frozenset("take takes taking took".split())
_LAND = frozenset("land lands landing landed disembark disembarks disembarking disembarked".split())
_AT = frozenset("in at on near from".split())
_JOINS = frozenset("and then".split())
# Words of the sea that name no sea ('over the sea', 'along the coast'): left out.
_FILLERS = (("over", "the", "sea"), ("across", "the", "sea"), ("over", "the", "water"), ("over", "the", "waters"),
            ("across", "the", "water"), ("along", "the", "coast"), ("by", "sea"), ("by", "ship"), ("by", "boat"),
            ("overseas",), ("by", "water"))

_FILLER_FIRST = frozenset(f[0] for f in _FILLERS)


@dataclass(frozen=True)
class Passage:
    text: str                       # the sentence written as a move ('2 armies sail from 37 to 32')
    seas: tuple[str, ...]           # the seas of the carriers named ('with our ships in S': S)
    carriers: tuple[int, ...]       # carriers named by number ('using squadron 3')
    unnamed: bool                   # a carrier named by no place or number ('with the fleet')


@lru_cache(maxsize=8192)
def _low(token: str) -> str:
    return token.strip(",.;:!?()'\"").casefold()


def passage(text: str, names: Names) -> Passage | None:
    """The sentence written as a move and the carriers it names; None when it says nothing of ships
    (no embarking, landing, taking ship or carrier named): a plain move is not this module's."""
    words = text.split()
    if _CUES.isdisjoint(map(_low, words)):
        return None                 # no word that may say so: `_passage` says so only after one of them
    return _passage(words, names)


def _passage(words: list[str], names: Names) -> Passage | None:
    tokens = _opened(words)
    low = [_low(t) for t in tokens]
    out: list[str] = []
    sailing = False
    seas: list[str] = []
    carriers: list[int] = []
    unnamed = False
    cue = False
    starting = landing = False              # 'Embark 2 armies at 20', 'Land 2 armies from 20 in 3'
    i, n = 0, len(tokens)
    carrier_first = _carrier(tokens, low, 0, names, bare=True) if n and low[0] in _OWN_OR_CARRIERS else None
    if carrier_first is not None and carrier_first[0] < n and low[carrier_first[0]] in _CARRY:
        i, sea, number, none = carrier_first        # 'The fleet in I carries 2 armies from 20 to 3'
        seas += [sea] if sea else []
        carriers += [number] if number is not None else []
        unnamed = none
    last_at = -1                            # where 'Land 2 armies from 20 in 3' lands: found when a landing is said
    while i < n:
        w = low[i]
        if w in _CARRY and (w not in ("ship", "ships") or i == 0):
            while out and _low(out[-1]) in _BE | (_JOINS if sailing else frozenset()):
                out.pop()                   # '2 armies are carried by the fleet in I', 'embarks ... and is carried'
            if not sailing:
                out.append("sails")
            cue = sailing = starting = True
            i += 1
            continue
        if w in _AT and (starting or landing and i == last_at) and place_at(tokens, i + 1, names) is not None:
            if w == "from" or starting and i != last_at:
                out.append("from")          # 'Embark 2 armies at 20': where they start
                starting = False
            else:
                out.append("to")            # 'Land 2 armies from 20 in 3': where they land
                landing = False
            i += 1
            continue
        if w in _LAND and i + 1 < n and low[i + 1] not in _AT:
            j = i + 2 if low[i + 1] in _THEM else i + 1
            if j > i + 1 and j < n and low[j] in _AT and place_at(tokens, j + 1, names) is not None:
                while out and _low(out[-1]) in _JOINS:
                    out.pop()               # 'and land them in 3' is 'to 3'
                if out and out[-1].endswith(","):
                    out[-1] = out[-1].rstrip(",")
                out.append("to")
                cue = True
                i = j + 1
                continue
            out.append("sails")             # 'Land 2 armies from 20 in 3'
            last_at = _last_at(tokens, low, names)
            cue = sailing = landing = True
            starting = False
            i += 1
            continue
        filler = next((f for f in _FILLERS if tuple(low[i:i + len(f)]) == f), None) if w in _FILLER_FIRST else None
        if filler is not None:
            cue = True
            i += len(filler)
            continue
        if w in _EMBARK or w in _TAKE and i + 1 < n and low[i + 1] == "ship":
            j = i + (2 if w in _TAKE else 1)
            carried = _carrier(tokens, low, j, names, bare=True)
            if carried is not None:         # 'board our ships in D'
                j, sea, number, none = carried
                seas += [sea] if sea else []
                carriers += [number] if number is not None else []
                unnamed = unnamed or none
            aboard = place_at(tokens, j + 1, names) if j < n and low[j] in ("in", "at", "on") else None
            if aboard is not None and names.board[aboard[0]].is_sea:
                seas.append(aboard[0])      # 'take ship in the Kattegat': the ships of that sea
                j += 1 + aboard[1]
                out.append("sails")
            elif j < n and low[j] in _AT and place_at(tokens, j + 1, names) is not None:
                j += 1                      # 'embark at Flanders': where they start
                out += ["sails", "from"]
            else:
                out.append("sails")
                starting = not sailing and j < n and low[j] not in _AT     # 'Embark 2 armies at 20'
            cue = sailing = True
            i = j
            continue
        if sailing and w in _SAIL:          # 'embark at 20, sail through I and land at 3': one verb
            while out and _low(out[-1]) in _JOINS:
                out.pop()
            i += 1
            continue
        if w in _LAND and i + 1 < n and low[i + 1] in _AT and place_at(tokens, i + 2, names) is not None:
            while out and _low(out[-1]) in _JOINS:
                out.pop()                   # 'and land in Normandy' is 'to Normandy'
            if out and out[-1].endswith(","):
                out[-1] = out[-1].rstrip(",")
            out.append("to")
            cue = True
            i += 2
            continue
        if w in _BY:
            carried = _carrier(tokens, low, i + 1, names)
            if carried is not None:         # 'with the fleet in T', 'using the Channel squadron'
                j, sea, number, none = carried
                seas += [sea] if sea else []
                carriers += [number] if number is not None else []
                unnamed = unnamed or none
                while out and _low(out[-1]) in _JOINS:
                    out.pop()
                if out and out[-1].endswith(","):
                    out[-1] = out[-1].rstrip(",")
                cue = True
                i = j
                continue
        if w in _CROSS and i + 1 < n and (found := place_at(tokens, i + 1, names)) is not None \
                and names.board[found[0]].is_sea and not out[-1:] == ["via"]:
            out += [tokens[i], "via"]       # 'the garrison crosses the Channel to Flanders'
            cue = True
            i += 1
            continue
        if w == "across":
            out.append("via")               # 'across the Irish Sea'
            found = place_at(tokens, i + 1, names)
            cue = cue or found is not None and names.board[found[0]].is_sea
            i += 1
            continue
        out.append(tokens[i])
        i += 1
    if not cue:
        return None
    said = " ".join(out).strip(" ,")
    return Passage(said, tuple(dict.fromkeys(seas)), tuple(dict.fromkeys(carriers)), unnamed)


_CARRY = frozenset("""transport transports transported ferry ferries ferried carry carries carried convoy convoys
    convoyed ship ships shipped convey conveys conveyed bring brings brought""".split())
_BE = frozenset("are is be will".split())
_CROSS = frozenset("cross crosses crossing crossed".split())
# The words without one of which a sentence says nothing of ships (`passage` says so only after one of them).
_CUES = _CARRY | _FILLER_FIRST | _EMBARK | _TAKE | _LAND | CARRIERS | _CROSS | {"across"}
_THEM = frozenset("them it they".split())
_SAIL = frozenset("sail sails sailing sailed cross crosses crossing crossed move moves moving moved go goes proceed "
                  "proceeds continue continues head heads".split())


def _opened(tokens: list[str]) -> list[str]:
    """The words with the brackets of a note about ships taken away ('(with the ships in I)'): it says
    how they go; other notes ('(32)', '(4 units)') stay for the move's reader."""
    out = list(tokens)
    i = 0
    while i < len(out):
        if out[i].startswith("(") and _low(out[i]) in _OWN_OR_CARRIERS and any(")" in t for t in out[i:i + 8]):
            out[i] = "(with " + out[i][1:]      # '(ships in I)', '(the fleet in I)': the carriers, said in a note
            out[i:i + 1] = out[i].split(" ", 1)
        if out[i].startswith("(") and _low(out[i]) in _BY:
            j = next((k for k in range(i, len(out)) if ")" in out[k]), None)
            if j is not None:
                out[i] = out[i][1:]
                out[j] = out[j].replace(")", "", 1)
                i = j
        i += 1
    return out


def _last_at(tokens: list[str], low: list[str], names: Names) -> int:
    """The last 'in', 'at' or 'on' before a place, not a carrier's ('the ships in I'): where the units land."""
    return max((j for j in range(1, len(tokens) - 1) if low[j] in _AT and low[j] != "from"
                and low[j - 1] not in CARRIERS and place_at(tokens, j + 1, names) is not None), default=-1)


def _carrier(tokens: list[str], low: list[str], i: int, names: Names,
             bare: bool = False) -> tuple[int, str | None, int | None, bool] | None:
    """The carrier named at `i` ('the fleet in T', 'the Channel squadron', 'squadron 3', 'our ships'):
    (where it ends, its sea, its number, named by neither); None when no carrier is named there.
    `bare`: right after a verb of boarding, so 'board the ships' needs no 'with'."""
    n = len(tokens)
    j = i
    while j < n and low[j] in _OWN:
        j += 1
    if j >= n:
        return None
    if low[j] not in CARRIERS:             # 'the Channel squadron': a sea before the noun
        if not any(t in CARRIERS for t in low[j + 1:j + 8]):
            return None                     # no carrier's noun within a place's words: none named here
        found = place_at(tokens, j, names)
        if found is None or j + found[1] >= n or low[j + found[1]] not in CARRIERS:
            return None
        sea = found[0]
        return j + found[1] + 1, sea if names.board[sea].is_sea else None, None, not names.board[sea].is_sea
    if j == i and not bare and low[j] not in ("squadron", "squadrons", "fleet", "sq") and low[i - 1] not in _PLAIN_BY:
        return None                         # 'on ships' alone is said with an article: 'on the ships'
    k = j + 1
    if k < n and is_digits(low[k]):         # 'squadron 3'
        return k + 1, None, int(low[k]) if len(low[k]) <= 6 else None, False
    if k < n and low[k] in _AT:
        found = place_at(tokens, k + 1, names)
        if found is not None and names.board[found[0]].is_sea:      # 'the fleet in T', 'our ships at D'
            return k + 1 + found[1], found[0], None, False
    return k, None, None, True


# Unions of the word sets above, made once at import rather than at every word tested.
_OWN_OR_CARRIERS = _OWN | CARRIERS
