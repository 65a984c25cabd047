"""Never an order silently dropped (issue 22): a line the reader takes as no order because it says a
unit stays ('brest stays in') may give orders in its other parts ('toulon fleet out 2 gulf of lion,
brest stays in'). Only the stay clause is set aside; the rest is read, or refused saying why.
One pass over the line's parts; no pattern of repeats."""

from __future__ import annotations

from collections.abc import Callable

import msgspec

from engine.words.clauses import correction_of, unit_of
from engine.words.foreign_turns import turned
from engine.words.joined_infinitive import read_joined
from engine.words.lexicon import WEAK_VERBS, is_order_word
from engine.words.message import words
from engine.words.movement import STAY, goes
from engine.words.nothing import gives_no_order
from engine.words.order_added import made_more

# Where a line is cut into the parts one of which may be a stay: sentence ends, lists, the joints of clauses.
_JOINTS = (". ", "; ", " / ", ", except that ", " except that ", ", but ", " but ", ", while ", " while ", " whilst ",
           ", and ", ", ", " and ")
_SAID_AGAIN = frozenset(("but", "except that", "while", "whilst"))      # joints that are not kept between orders
# Words that say a part gives no order: a unit stays, waits or does nothing.
_STAYS = STAY | frozenset("stay-put waits wait waiting stand stands standing sit sits idle nothing".split())
# Words that make the rest of a line depend on more than its words (a condition, a choice, a negation):
# never read without the stay clause, refused instead.
_DEPENDS = frozenset("if unless when whenever otherwise instead not don't doesn't won't or whether should until "
                     "either".split())
_LONGEST = 600           # characters: a paragraph longer than this is refused whole, never cut here


def _parts(text: str) -> list[tuple[str, str]]:
    """The line cut at its joints: (the joint before the part, the part), the first joint ''."""
    out: list[tuple[str, str]] = [("", text)]
    for joint in _JOINTS:
        cut: list[tuple[str, str]] = []
        for before, part in out:
            pieces = part.split(joint)
            cut.append((before, pieces[0]))
            cut += [(joint, p) for p in pieces[1:]]
        out = cut
    return out


def _has_verb(part: str) -> bool:
    """Whether a part says something is done: an arrow, a dash, a verb of going, staying or ordering."""
    if "->" in part or " - " in part or "\u2192" in part:
        return True
    return any(goes(w) or w in _STAYS or w in WEAK_VERBS or w in _DOING or is_order_word(w) for w in words(part))


_DOING = frozenset("walk walks walking put puts do does make makes bring brings turn turns".split())
_DENIALS = frozenset("no nothing none nobody nor neither".split())
_PLURAL_STAYS = frozenset("stay remain hold wait rest stand sit".split())


def _subjects_joined(parts: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Parts that are only the subject of the stay after them put back with it: 'Ivar, the single army
    in 70, stays', '4 units and the General stay at 31' (never cut from their verb)."""
    out = list(parts)
    subjectless = False
    for i in range(len(out) - 2, -1, -1):
        joint, part = out[i]
        after_joint, after = out[i + 1]
        first = words(after)[:1]
        starts_with_stay = bool(first) and first[0] in _STAYS
        if not _has_verb(part) and (starts_with_stay or subjectless or after_joint == " and " and any(
                w in _PLURAL_STAYS for w in words(after))):
            out[i:i + 2] = [(joint, part + after_joint + after)]
            subjectless = True
        else:
            subjectless = False
    return out


_NOT_MOVING = frozenset("don't dont doesn't doesnt won't not never nobody none".split())
_MOVING = frozenset("move moves moving budge budges leave leaves leaving".split())


def stays_only(part: str) -> bool:
    """Whether a part of a line only says units stay or wait ('brest stays in', 'GdI, III hold', 'the
    fleet in the Alboran Sea stays put', 'Spain will wait and see')."""
    low = words(part)
    if low[:1] and low[0] in _DENIALS:
        return True                         # 'no buys for Carthage this time': a part that orders nothing
    if low[:1] == ["and"]:
        low = low[1:]
    if low[:2] in (["so", "does"], ["so", "do"], ["as", "does"], ["as", "do"]) and "->" not in part:
        return True                         # '..., and so does the 1 in 61': the same stay (read as a line only)
    if len(low) <= 8 and not _NOT_MOVING.isdisjoint(low) and any(w in _MOVING for w in low) and "->" not in part:
        return True                         # "..., they don't move", 'nobody leaves the mountain'
    return any(w in _STAYS for w in low) and "->" not in part and " - " not in part or gives_no_order(part)


def beside_stay(text: str, looks: Callable[[str], bool]) -> tuple[str, list[str]] | None:
    """For a line read as no order: (the line without its stay parts, its parts that `looks` says may
    give an order) when it holds both; None when every part stays or orders nothing (then the line
    truly gives no order: units without orders hold)."""
    if len(text) > _LONGEST:
        return None
    parts = _subjects_joined(_parts(text))
    if len(parts) < 2:
        return None
    stays = [stays_only(p) for _, p in parts]
    if not any(stays):
        return None
    ordering = [p.strip(" .,;") for (_, p), stay in zip(parts, stays) if not stay and p.strip() and looks(p)]
    if not ordering:
        return None
    rest = ""
    for (joint, part), stay in zip(parts, stays):
        if stay or not part.strip():
            continue
        rest += (joint if rest and joint.strip(" ,") not in _SAID_AGAIN else (", " if rest else "")) + part
    return rest.strip(" ,;"), ordering


def coarse_parts(text: str) -> list[str] | None:
    """The line's sentences and list items ('. ', '; ', ' / ') without those that only stay, each to be
    read by itself when the rest does not read as one text; None when it has fewer than two."""
    out = [text]
    for joint in _SENTENCE_JOINTS:
        out = [p for part in out for p in part.split(joint)]
    if len(out) < 2:
        return None
    return [p.strip(" .;") for p in out if p.strip(" .;") and not stays_only(p)]


_SENTENCE_JOINTS = (". ", "; ", " / ")


def depends(text: str) -> bool:
    """Whether the rest of a line holds a condition, a choice or a negation: read only with its stay clause."""
    return any(w in _DEPENDS for w in words(text))


UNREAD_BESIDE_STAY = ("{part!r}: not read: the line was read as a stay only, and this part may give an order: "
                      "ask the player, or write it as an order of its own")


# Where a line read as orders is cut to check that none of its clauses was passed over.
CLAUSE_JOINTS = (". ", "; ", ", and ", ", but ", ", while ")
# Words that make a clause read alone mean less than it says (a condition, a choice, a negation): such a
# clause is never taken by itself, and a line that needs it read so is refused.
_NEGATIONS = frozenset("""not no never nor don't doesn't won't isn't aren't cannot can't if unless when whenever
    otherwise instead only or either whether until""".split())
_MOST_PARTS = 8          # a longer paragraph is left to the rulesets' own readers


def clauses_of(text: str) -> list[str]:
    """The clauses a line read as orders is checked by; [] when it has one, or too many."""
    if len(text) > _LONGEST:
        return []
    parts = [text]
    for joint in CLAUSE_JOINTS:
        parts = [p for part in parts for p in _outside_brackets(part, joint)]
    if len(parts) < 2 or len(parts) > _MOST_PARTS or any(correction_of(turned(p.strip()))[0] for p in parts):
        return []                   # a correction's clauses ('No, ...', 'Nein, ...') are the sheet's to weigh
    return [said for said in (p.strip(" .;,") for p in parts) if said]


def _outside_brackets(text: str, joint: str) -> list[str]:
    """The text cut at `joint` where it stands outside brackets ('... Guard I (8 ships; the Guard lands ...)')."""
    out, start, at = [], 0, text.find(joint)
    while at >= 0:
        if text.count("(", 0, at) == text.count(")", 0, at):
            out.append(text[start:at])
            start = at + len(joint)
        at = text.find(joint, at + len(joint))
    return out + [text[start:]]


def passed_over(text: str, orders: list, read_alone: Callable[[str], list | None]) -> list[str]:
    """The clauses of a line read as `orders` that give an order of their own when read alone, none of
    which the line's reading holds ('Manarth declares war on Maustria, and our four march to Stepka's
    March' read as the march only). Only clauses with an order word are read again; a clause that does
    not read alone proves nothing and is left."""
    out = []
    for at, said in enumerate(clauses_of(text)):
        said_words = words(said)
        if not any(is_order_word(w) for w in said_words) or any(w in _NEGATIONS for w in said_words):
            continue                # a negated clause read alone would lose its 'not'
        alone = read_joined(said, at, read_alone)       # '..., and to declare war on Turkey' (joined_infinitive)
        if alone and not any(_covered(o, orders) for o in alone):
            out.append(said)
    return out


def _covered(order: object, orders: list) -> bool:
    """Whether the line's reading holds an order, or another for the same unit ('Corps I marches to Old
    Castile, and then on to Navarre': its first clause's move is the line's, made longer)."""
    if order in orders:
        return True
    said = msgspec.json.encode(order)
    if any(said in msgspec.json.encode(o) for o in orders):
        return True                 # held in an order of the line: 'if Italy has ... then 2 armies 75 -> 35'
    if any(made_more(order, o) for o in orders):
        return True                 # '3 ships T -> S, and attack the Italians there' (engine.words.order_added)
    unit = unit_of(order)
    return unit is not None and any(unit_of(o) == unit for o in orders)


def read_by_clauses(text: str, orders: list, read_alone: Callable[[str], list | None]) -> list | None:
    """The line's orders clause by clause, when that reading holds every order the whole line gave and
    every clause with an order word reads alone: the orders passed over taken in their place. None
    otherwise (the clauses passed over are then refused)."""
    out: list = []
    for at, said in enumerate(clauses_of(text)):
        said_words = words(said)
        ordering = any(is_order_word(w) for w in said_words)
        if ordering and any(w in _NEGATIONS for w in said_words):
            return None
        alone = read_joined(said, at, read_alone)
        if alone is None and ordering:
            return None
        out += [o for o in alone or [] if o not in out]
    return out if all(o in out for o in orders) else None


PASSED_OVER = ("{part!r}: this clause gives an order of its own that the reading of its line passed over: "
               "ask the player, or write it as a line of its own")


_MOST_CAPITALS = 6       # runs of capitalised words looked up, at most, on one line


def near_places(text: str, board: object) -> int:
    """How many runs of capitalised words ('Stepkas Marsh', 'Grenadier Hill') are a place's name
    misspelt: a line naming places so, with a count, is refused (with the name's fix), never chatter.
    Only for a line about to be set aside: the lookup is costly."""
    import difflib
    regions = list(getattr(board, "regions", {}).values())
    known = {"".join(r.name.casefold().split()): r.name for r in regions if len(r.name) >= 6}
    runs: list[str] = []
    run: list[str] = []
    for word in text.replace(",", " ").replace(".", " ").split():
        if word[:1].isupper() and word.isalpha() or word[:1].isupper() and word.replace("'", "").isalpha():
            run.append(word)
        elif run:
            runs.append(" ".join(run))
            run = []
    if run:
        runs.append(" ".join(run))
    found = 0
    for said in runs[:_MOST_CAPITALS]:
        key = "".join(said.casefold().split())
        if len(key) >= 6 and key not in known and difflib.get_close_matches(key, list(known), n=1, cutoff=0.85):
            found += 1
    return found
