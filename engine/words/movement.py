"""Moves written as sentences, in any ruleset: who moves (a count and a unit word, a place they
stand in or are named after, a note in brackets), a verb of going in any of its forms, and the
route ('from A', 'to / into / on / towards B', 'via C', 'and then D', 'and on into E').

  'The 4 units in Rubygate march to Carmine'          'Our 2 frigates sail from A to B and on into C'
  'Prussia moves 3 armies from 58 into 57'            'The Rubygate army (4 units) marches to Marsh'
  'My three armies in 14 march into 15'               'The army in 17 stays' (stays: no move)

Ruleset-neutral: it gives the slots (count, unit word, start, path) and each ruleset writes them
in its own form. Every scan is one left-to-right pass over the words; a place is the longest run
of at most six words the map knows."""

from __future__ import annotations

from functools import lru_cache

from collections.abc import Callable
from dataclasses import dataclass

from engine.errors import Contradiction, NotUnderstood
from engine.words.lexicon import UNIT_WORDS
from engine.words.prose import CORRECTIONS, brackets, is_retraction, opening
from engine.words.route_wish import route_wish
from engine.words.unit_descriptions import left_behind
from engine.words.reading import NUMBER_WORDS, Names, stack_counts
from engine.words.textio import is_digits

from engine.words.polite_ifs import without_polite_if
from engine.words.going import GO, GO_BASES, LEAVE, STAY, _goes, goes  # noqa: F401  (the readers import them from here too)

# Verbs of other orders: before a move's verb, a sentence giving two orders ('declares war ..., and our four march').
_OTHER_ORDERS = frozenset("""declare declares declared declaring war ally allies allied alliance peace annex annexes
    cede cedes build builds building buy buys buying raise raises raising invest invests recruit recruits
    scout scouts scouting reconnoitre reconnoitres reconnoiters reconnoitring besiege besieges besieging siege sieges
    blockade blockades blockading intercept intercepts intercepting""".split())     # 'Corps A scouts X and stays put'
# Words after a verb of going that say nothing of the route ('slip away to', 'ride out', 'fall back to').
PARTICLES = frozenset("out away off back forth forward forwards onward onwards north south east west up down ahead "
                      "northwards southwards eastwards westwards together straight directly immediately quickly swiftly "
                      "promptly quietly boldly".split())
# The same in several words ('goes next door to Armenia', 'marches at once into 15'), by their first word.
_MANNER = {"next": (("next", "door"),), "at": (("at", "once"),), "right": (("right", "away"),),
           "straight": (("straight", "away"),), "without": (("without", "delay"),), "in": (("in", "haste"),),
           "with": (("with", "all", "speed"), ("with", "haste")),
           "across": (("across", "the", "border"),), "over": (("over", "the", "border"),)}
TO = frozenset("to into onto on towards toward for".split())
VIA = frozenset("via through over by past".split())
THEN = frozenset("then and on thence thereafter afterwards".split())
AT = frozenset("in at of from".split())
ALL = frozenset("all both entire whole".split())
# Words for a body of troops named without a count ('the Rubygate army', 'the Crimson Keep garrison').
BODIES = frozenset("garrison garrisons horde host force forces army armies fleet fleets squadron troops "
                   "battalions regiments guard lads men soldiers boys guys chaps brigade brigades companies banners".split())
MAX_PLACE = 6
_GENERALS = frozenset(("general", "generals", "general's", "generals'"))     # 'The General's army at A marches ...'
# Whom a march goes against, said beside where it goes ('against the rebels into Grenadier Hills').
FOES = frozenset("rebels rebel enemy enemies foe foes invaders invader occupiers occupier usurper usurpers tyrant "
                 "traitors traitor pirates raiders".split())


# Words that open a condition: before the verb of a move, the move hangs on it.
# 'should' is a condition where it opens a clause ('Should Randomia declare war, the 4 march'), a modal after the
# subject ('My ships in the Channel should sail to the North Sea').
_CONDITIONAL = frozenset("if unless provided providing when whenever until lest should except".split())


@dataclass(frozen=True)
class Movement:
    count: int | None           # None: all that stand there
    unit: str                   # the unit word as written, in lower case ('frigates', 'army'); '' when unnamed
    start: str | None           # the region they start in, when named
    path: tuple[str, ...]       # the regions after the start, in order
    stays: bool = False         # 'stays', 'holds': no move
    general: bool = False       # 'with the General'
    rest: str = ""              # the words after the route ('where they attack the Berdain ships')
    from_said: bool = False     # the start written as 'from X' after the verb (not 'leaves X', not 'the X corps')




@lru_cache(maxsize=8192)
def _low(token: str) -> str:
    return token.strip(",.;:!?'\"").casefold()


def _unit_word(low: str, extra: frozenset[str]) -> bool:
    return low in UNIT_WORDS or low in extra or low in BODIES


def second_start(tokens: list[str], low: list[str], i: int, end: int, names: Names,
                 place: Callable[[list[str], int, Names], tuple[str, int] | None]) -> str | None:
    """The second place the subject's units stand in, right after the first and 'and' ('the armies in 97 and 99',
    '... in Smyrna and in Pontus'): its id, or None. One look at the words after the first place."""
    if i < end and i and tokens[i - 1].endswith(","):
        found = place(tokens, i, names)     # 'my armies in Smyrna, Pontus march ...': a list of places up to the verb;
        return found[0] if found and i + found[1] == end else None   # ('in Normandy, Paris's neighbour': an aside)
    if i >= end or low[i] not in _JOINING_PLACES:
        return None
    at = i + 1
    if at < end and low[at] in AT:
        at += 1
    found = place(tokens, at, names) if at < end else None
    return found[0] if found else None


_JOINING_PLACES = frozenset(("and", "&", "plus"))


def _place(tokens: list[str], i: int, names: Names) -> tuple[str, int] | None:
    """The longest run of words at `i` (at most six, 'the' left out) that names a place: its id
    and the number of words taken."""
    start = i + 1 if i < len(tokens) and _low(tokens[i]) == "the" else i
    for n in range(min(MAX_PLACE, len(tokens) - start), 0, -1):
        text = " ".join(tokens[start:start + n]).strip(",.;:!?").removesuffix("'s").removesuffix("\u2019s")
        if text and names.is_region(text):
            return names.region(text), start + n - i
    return None


def read_movement(text: str, names: Names, unit_words: frozenset[str] = frozenset()) -> Movement | None:
    """The move a sentence gives, None when it is not written as one (no verb of going or staying,
    or no unit named). A named place the map does not know is refused with the nearest names."""
    if is_retraction(text) or opening(text, CORRECTIONS)[0]:
        return None                             # 'scratch the ships, they stay': the prose reader's to settle
    outside, notes = brackets(text.strip().rstrip(".!"))
    if any(mark in outside for mark in ("->", " - ", "\u2192", "=>", " \u2013 ")):
        return None                             # a move written with arrows or dashes is the strict readers'
    tokens = outside.split()
    low = [_low(t) for t in tokens]
    verb = next((i for i, w in enumerate(low)           # 'Stepka's March' is a place, not a verb
                 if (_goes(w) or w in STAY) and (i == 0 or not tokens[i][:1].isupper())
                 and not left_behind(low, i, lambda w: _unit_word(w, unit_words))), None)   # 'the army left in London'
    if verb is None:
        return None
    if any(w in ("not", "never", "cannot") or w.endswith(("n't", "n\u2019t")) for w in low[:verb]):
        return None                             # 'Corps B will not march to Flanders': no move, never read as one
    if any(w in _CONDITIONAL and (w != "should" or i == 0 or tokens[i - 1].endswith(","))
           for i, w in enumerate(low[:verb])) and without_polite_if(text) == text:
        return None                             # 'the two armies from 87 unless it is defended move to 84': a
                                                # condition in the subject's place, never passed over
    stays = low[verb] in STAY
    subject = max((i + 1 for i in range(verb) if tokens[i].endswith((":", ".", ";", "!", "?"))), default=0)
    if stays and any(tokens[i][:1].isupper() and not names.is_region(tokens[i].strip(",.;:")) and
                     names.known_nation(tokens[i].strip(",.;:")) for i in range(subject, verb)):
        return None             # 'the Russian ship in H should stay put': a nation's units named, maybe another's
    count: int | None = None
    unit = ""
    start: str | None = None
    general = any(w in _GENERALS for w in low[:verb]) or any("general" in n.casefold() for n in notes)
    # who moves: before the verb ('the 4 units in 9 march'), else after it ('moves 3 armies from 58')
    group = range(0, verb)
    after = verb + 1
    if not any(_unit_word(w, unit_words) for w in low[:verb]):
        end = next((j for j in range(verb + 1, len(low)) if low[j] in TO or low[j] == "from"), len(low))
        if any(_unit_word(w, unit_words) for w in low[verb + 1:end]):
            group, after = range(verb + 1, end), end
    words_ = [low[j] for j in group]
    units_at = [k for k, w in enumerate(words_) if _unit_word(w, unit_words)]
    if len(units_at) > 1 and "and" in words_[units_at[0]:units_at[-1]]:
        return None             # 'the corps of Silesia stands fast, and the corps of the Altmark will ride': two subjects
    if not _OTHER_ORDERS.isdisjoint(words_):
        return None             # 'Manarth declares war on Maustria, and our four ... march': another order before it
    general = general or any(w in _GENERALS for w in words_)
    counted = [k for k in range(1, len(words_)) if _unit_word(words_[k], unit_words) and _is_count(words_[k - 1])]
    if len(counted) > 1:
        return None                             # '2 Infantry and 1 Cavalry': a composition, the ruleset's own form
    u = next((k for k, w in enumerate(words_) if _unit_word(w, unit_words)), None)
    if u is not None:
        unit = words_[u]
        count = _count(words_[:u])
        g0 = group.start
        found = None
        for k in range(u - 1, -1, -1):          # 'the Rubygate army', 'the Crimson Keep garrison'
            if words_[k] in ("the", "our", "my") or k == 0 or _is_count(words_[k]):
                first = k if k == 0 and not _is_count(words_[k]) and words_[k] not in ("the", "our", "my") else k + 1
                first += 1 if first < u and words_[first] == "of" else 0      # 'all five of Stilwen City's regiments'
                if first < u:
                    found = _place(tokens[g0 + first:g0 + u], 0, names)
                    if found and found[1] != u - first:
                        found = None
                break
        if found:
            start = found[0]
        for k in range(u + 1, len(words_) - 1):     # 'the Imperial army at A, 8 units with the General'
            if count is None and _is_count(words_[k]) and _unit_word(words_[k + 1], unit_words):
                count = _count([words_[k]])
    for k in range(0 if u is None else u + 1, len(words_)):    # 'the army at Adoen Crown', 'the 3 units in 17'
        if words_[k] in AT:
            found = _place(tokens, group.start + k + 1, names)
            if found:
                start = found[0]
                second = second_start(tokens, low, group.start + k + 1 + found[1], group.stop, names, _place)
                if second is not None and second != start and not stays:     # "All my armies in Smyrna and Pontus go to 98"
                    raise NotUnderstood(f"units in two places, {names.board.name(start)} and "
                                        f"{names.board.name(second)}: give each place's units an order of their own")
                break
    counted_subject = False
    for k in range(0 if u is None else u + 1, len(words_) - 1):     # 'the Dairy Guard, our two at A', 'the four in 9'
        if _is_count(words_[k]) and words_[k + 1] in AT and (k == 0 or words_[k - 1] not in AT):
            said = _count([words_[k]])
            if count is not None and said is not None and said != count:
                raise NotUnderstood(f"two counts of the units, {count} and {said}: say how many go")
            count = said if count is None else count
            counted_subject = True
            break
    if u is None and not counted_subject and len(words_) > 1 and words_[-1] not in ALL and _is_count(words_[-1]) \
            and words_[-1] not in ("a", "an"):
        first = 1 if words_[0] in _OWNERS else 0    # 'The Wessex pair', "Moscow's three": a place's units by their count
        found = _place(tokens[group.start + first:group.start + len(words_) - 1], 0, names) \
            if len(words_) - 1 > first else None
        if found is not None and found[1] == len(words_) - 1 - first and start in (None, found[0]):
            start, count, counted_subject = found[0], _count([words_[-1]]), True
    counted_note = False
    for note in notes:                          # '(4 units)', '(all 3 in D)', '(2 units at Republic Marsh)'
        nt = note.split()
        nl = [_low(t) for t in nt]
        if len(nl) == 1 and is_digits(nl[0]):
            continue                            # 'Thrace (47)': the map's number, checked below
        if not any(_unit_word(w, unit_words) or w in ALL for w in nl):
            continue
        k = next((k for k, w in enumerate(nl) if _unit_word(w, unit_words)), len(nl))
        if not unit and k < len(nl):
            unit = nl[k]
        at = next((k for k, w in enumerate(nl) if w in AT), None)
        k = min(k, len(nl) if at is None else at)   # '(both in A)': the sea A is no count
        if count is None:
            count = _count(nl[:k])
        counted_note = counted_note or any(_is_count(w) for w in nl[:k])
        if start is None and at is not None:
            found = _place(nt, at + 1, names)
            start = found[0] if found else start
    if stays and group.start != 0:
        return None                             # 'hold the line with ...': staying is said of a subject
    if not unit and not ((counted_note or counted_subject) and start is not None):
        return None                             # 'The Janissaries in 48 (all 3)': the units of that place
    left = low[verb] in LEAVE and after == verb + 1 and _place(tokens, after, names) is not None
    if left:
        tokens, low = tokens[:after] + ["from"] + tokens[after:], low[:after] + ["from"] + low[after:]
    path, rest = _route(tokens, low, after, names)
    from_said = bool(path) and path[0] == "from" and not left
    if path and path[0] == "from":
        if start is not None and start != path[1]:
            raise NotUnderstood("two places the units start in: say which")
        start, path = path[1], path[2:]
    named = {start, *path}
    wish = route_wish(notes, named, names) if notes and path else None
    if wish is not None:
        raise NotUnderstood(wish)           # '(I'd like it to pass by Malta on the way)': the way, never dropped
    for note in notes:
        if is_digits(note.strip()) and path and note.strip() not in named:
            if start is not None and count in (None, int(note)) and stack_counts(names.state, start, int(note)):
                count = int(note)               # 'The Berlin garrison (3) marches ...': the three standing there
                continue
            raise Contradiction(f"the number in brackets, {note.strip()}, is not a place the units go to or from")
    return Movement(count, unit, start, tuple(path), stays, general, rest, from_said)


def _is_count(word: str) -> bool:
    return is_digits(word) or word in NUMBER_WORDS or word in ALL or word in _QUANTITIES


# 'a brace of', 'half a dozen': counts said with a noun ('a' alone before them is no count of one); 'a few',
# 'some', 'several' say no number: refused, never read as all of them.
_QUANTITIES = {"pair": 2, "couple": 2, "brace": 2, "trio": 3, "threesome": 3, "quartet": 4, "quintet": 5,
               "dozen": 12, "score": 20}
_VAGUE = frozenset("few handful number several some many lot lots".split())
_ONE = frozenset(("a", "an"))
_OWNERS = frozenset("the our my his her its their".split())


def _count(words_: list[str]) -> int | None:
    if "of" in words_:                          # '2 of my 3 armies': two of them, the three all there are
        at = words_.index("of")
        before = [w for w in words_[:at] if _is_count(w) and w not in ALL]
        counted_after = any(_is_count(w) for w in words_[at + 1:])
        if before and before[0] not in _ONE and counted_after:
            return _count(words_[:at])
        if before[:1] == [words_[0]] and words_[0] in _ONE and len(before) == 1 \
                and _QUANTITIES.keys().isdisjoint(words_[:at]) and _VAGUE.isdisjoint(words_[:at]):
            if counted_after:                   # 'a force of 3 armies': three
                return _count(words_[at + 1:])
            # 'a trio of ships', 'a detachment of armies': a noun of number the reader does not know, never one
            raise NotUnderstood(f"'{' '.join(words_)}' says no number the reader knows: say how many ('3 armies')")
    for w in reversed(words_):
        if w in _QUANTITIES:
            return _QUANTITIES[w] // (2 if "half" in words_ else 1)
        if w in _VAGUE:
            raise NotUnderstood(f"'{' '.join(words_)}' says no number: say how many ('3 armies', 'all armies')")
        if is_digits(w):
            return int(w) if len(w) <= 6 else None
        if w in NUMBER_WORDS:
            return NUMBER_WORDS[w]
        if w == "both":
            return 2
        if w in ALL:
            return None
    return None


def _apposed(tokens: list[str], low: list[str], i: int, names: Names) -> tuple[int, tuple[str, int]] | None:
    """'the capital, Moscow': a place said by a description of a few words, then its name after a comma; the
    words of the description to skip and the place, None otherwise."""
    if i >= len(tokens) or low[i] not in _OWNERS:
        return None
    for k in range(i + 1, min(i + 4, len(tokens) - 1)):
        if not tokens[k][:1].islower() or not tokens[k].rstrip(",").isalpha():
            return None
        if tokens[k].endswith(","):
            found = _place(tokens, k + 1, names)
            return (k + 1 - i, found) if found is not None else None
    return None


def _route(tokens: list[str], low: list[str], i: int, names: Names) -> tuple[list[str], str]:
    """The places after the verb: ['from', id, ...ids] when a start is named there; and the words
    left after the route."""
    path: list[str] = []
    n = len(tokens)
    aimed = False                               # the last place was where they go ('on A by B': through B to A)
    while i < n:
        w = low[i]
        if w in TO or w in VIA or w == "from":
            way = 2 if w == "by" and low[i + 1:i + 3] == ["way", "of"] else 0     # 'by way of B'
            found = _place(tokens, i + 1 + way, names)
            if found is None and w in TO:
                described = _apposed(tokens, low, i + 1, names)     # 'to the capital, Moscow (89)'
                if described is not None:
                    way, found = described
            if found is not None:
                i += way
                if w == "from":
                    if path:
                        raise NotUnderstood("'from' after the route: write where they start first")
                    path += ["from", found[0]]
                elif w in VIA and aimed and path[-1] != found[0] and found[0] not in path:
                    path.insert(len(path) - 1, found[0])       # 'marches on Stilwen City by Grenadier Hills'
                elif not path or path[-1] != found[0]:
                    path.append(found[0])
                aimed = w in TO
                i += 1 + found[1]
                continue
            if i + 1 < n and (low[i + 1] in TO or low[i + 1] in VIA):
                i += 1                          # 'sails over to B', 'on into C'
                continue
            if w not in THEN:
                nxt = tokens[i + 1] if i + 1 < n else ""
                if nxt[:1].isupper() or is_digits(_low(nxt)):
                    stop = next((j for j in range(i + 1, n) if low[j] in TO or low[j] in VIA or low[j] in THEN
                                 or low[j] in ("where", "and") or tokens[j - 1].endswith(",")), n)
                    names.region(" ".join(tokens[i + 1:stop]).strip(",.;:!?"))     # refused with near names
                break
        if w in THEN or w == "and" or w in PARTICLES or not w or path and _goes(w) and low[i - 1] == "and":
            i += 1                              # 'leaves Stilwen City and goes to Carmine'
            continue
        manner = next((k for k in _MANNER.get(w, ()) if tuple(low[i:i + len(k)]) == k), None) if not path else None
        if manner is not None:
            i += len(manner)                    # 'goes next door to Armenia', 'marches at once into 15'
            continue
        if w == "against":                      # 'advance against the rebels into X': whom, not where
            j = i + 2 if i + 1 < n and low[i + 1] == "the" else i + 1
            if j < n and (low[j] in FOES or names.known_nation(tokens[j].strip(",.;:!?"))):
                i = j + 1
                continue
        found = _place(tokens, i, names) if path and low[i - 1] in THEN else None
        if found:                               # 'to A and then B', 'to A, then B'
            path.append(found[0])
            i += found[1]
            continue
        break
    return path, " ".join(tokens[i:]).strip(" ,.;")


_BE = frozenset("is are was were".split())       # 'what is left of Adoen': no verb of going
# What may follow a move and add nothing to it: a purpose ('to join the Republic'), or the way
# units stay ('stay home', 'holds its ground', 'stays where they are').
PURPOSE = frozenset("to so for because as in order where".split())
STAYING = frozenset("home put still there where they it is are its their ground too as well in place on station fast firm "
                    "behind for now the this turn also again".split())


def says_nothing_more(m: Movement, names: Names, unit_words: frozenset[str] = frozenset()) -> bool:
    """Whether the words after a move hold nothing a GM would need: no other units, counts, places
    or verbs ('and the two in Mercia go to Wales', 'and stay out of combat' are more: the sentence
    is then no plain move, and is read another way or refused, never cut short)."""
    if m.stays and m.path:
        return False                # '3 armies 21 stay to 24', '2 ships stay towards G': stay, or go? never a stay read
    low = [_low(t) for t in m.rest.split()]
    low = [w for w in low if w]
    if not low:
        return True
    if m.stays:
        if len(low) > 1 and low[0] in ("at", "in") and names.is_region(" ".join(m.rest.split()[1:]).strip(" .,;!")):
            return m.start in (None, names.region(" ".join(m.rest.split()[1:]).strip(" .,;!")))    # 'stay at 31'
        return all(w in STAYING for w in low)
    if low[0] not in PURPOSE:
        return False
    return not any(is_digits(w) or _unit_word(w, unit_words) or _goes(w) and not (w == "left" and k and low[k - 1] in _BE)
                   or w in STAY or names.is_region(w) for k, w in enumerate(low))
