"""The nearest readings of a refused line (issue 22, Build 2): when the reader refuses a line that names a
unit, a place, a nation or a count of a unit word, the GM is offered the orders it comes nearest to, at most
three, best first, each one click away. A refusal stays a refusal: these are only offered, never read.

Generous where the reader is strict: each clause of the line is matched on its own against the nation's
candidate orders (engine.words.meaning.candidate), by what it names (its units, the place gone to, the other
places, nations and unit words, the verb), and the best of each clause comes first, so a line of three
orders offers each, and a line of two or more offers first its whole reading, one click for all (whole_line).
A clause that names nothing of an order offers nothing (no junk); one that says 'not' offers nothing (what it
means is the player's to say) but an order not to do what it says, when the ruleset offers one
(Candidate.denied: 'fleet Channel: do not intercept'). Work per line is bounded: at most `MOST_PIECES` clauses,
`MOST_POOL` candidates scored per clause."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import replace

import msgspec
from itertools import zip_longest

from engine.order_sheet import NOT_UNDERSTOOD, OrderProblem
from engine.words import patterns as re

from engine.words.clauses import sentences
from engine.words.meaning.arms import arms_said
from engine.words.meaning.candidate import Candidate, Meaning
from engine.words.meaning.counts_said import CountsSaid, Part
from engine.words.meaning.slots import GENERIC_NOUNS, SHORT_NOUNS, Finder, Slots
from engine.words.meaning.tables import tables
from engine.words.meaning.verbs import is_negation

MOST = 3                # choices shown besides the line's whole reading (app/orders/choices.py shows four)
WHOLE_JOINT = "; "      # joins the orders of a line's whole reading, one choice (the ruleset's readers split it)
MOST_CHARS = 2000       # a longer line offers nothing
MOST_PIECES = 12        # clauses of a line matched
MOST_POOL = 4000        # candidates scored for one clause
_MOST_UNITS = 6        # units of one clause each given its best order (more: none)
_MOST_WHOLE = 300       # a sentence matched whole as well as clause by clause is at most this long
_LEAST = 5              # a score under it is no reading: a unit named alone, or a place alone, is not enough
_JOINTS = (" and then ", " and ", " then ", " plus ", " as well as ", " & ", ", ", "; ", " / ", " | ")
_ORDER_WORD = re.compile(r"[a-z]+")
_MOVING = frozenset(("move", "embark", "land", "attack"))


class Index:
    """The candidates by the unit they order, the place they go to or act on, and the nation they name:
    made once per position (`index_of`), when the first refused line needs it."""

    def __init__(self, meaning: Meaning):
        self.by_unit: dict[str, list[int]] = {}
        self.by_place: dict[str, list[int]] = {}
        self.by_nation: dict[str, list[int]] = {}
        self.by_origin: dict[str, list[int]] = {}
        self.by_word: dict[str, list[int]] = {}     # orders of no unit nor place, by the first word of their own
        # the orders the reader reads, and those the ruleset only offers (Meaning.offers)
        self.candidates: tuple[Candidate, ...] = (*meaning.candidates, *(meaning.offers() if meaning.offers else ()))
        self.read = len(meaning.candidates)     # those after it are only offered: never a unit's nearest allowed
        self.denied = any(c.denied for c in self.candidates[self.read:])
        for i, c in enumerate(self.candidates):
            for head in c.units:
                self.by_unit.setdefault(head, []).append(i)
            if c.target:
                self.by_place.setdefault(c.target, []).append(i)
            if c.origin and c.origin != c.target:
                self.by_origin.setdefault(c.origin, []).append(i)
            for n in c.nations:
                self.by_nation.setdefault(n, []).append(i)
            if c.extra and not (c.units or c.target or c.nations):     # a standing answer: 'surrender', 'guard'
                for x in c.extra:
                    self.by_word.setdefault(x.casefold().split()[0], []).append(i)
        self.kinds = frozenset(k for c in self.candidates for k in c.kinds)

    def pool(self, s: Slots, from_too: bool = False) -> list[int]:
        """The candidates a clause may mean: those of the units it names, else of its places and nations
        (`from_too`: and those leaving its places)."""
        if s.units:
            keys: Iterable[int] = (i for u in sorted(s.units) for i in self.by_unit.get(u, ()))
        else:
            keys = [*(i for w in sorted(s.words & self.by_word.keys()) for i in self.by_word[w]),
                    *(i for p in s.places for i in self.by_place.get(p.rid, ())),
                    *(i for n in sorted(s.nations) for i in self.by_nation.get(n, ())),
                    *(i for p in s.places if p.nation and p.nation not in s.nations
                      for i in self.by_nation.get(p.nation, ())),      # 'an alliance with Austria': the nation too
                    *(i for p in (s.places if from_too else ()) for i in self.by_origin.get(p.rid, ()))]
        seen: dict[int, None] = {}
        for i in keys:
            seen[i] = None
            if len(seen) >= MOST_POOL:
                break
        return list(seen)


def index_of(meaning: Meaning) -> Index:
    """The index of the meaning's candidates, made once per position (engine.words.meaning.tables)."""
    made = tables(meaning)
    if not isinstance(made.index, Index):
        made.index = Index(meaning)
    return made.index


def pieces(text: str) -> list[str]:
    """The clauses of a line, each matched alone ('4 units 24 -> 20, 3 units 20 -> 8, build 1 Guard in 21'), and
    its sentences whole when they are few (a clause may hold only the unit, the next its verb)."""
    clauses, wholes = _pieces(text)
    return [*clauses, *wholes]


def _pieces(text: str) -> tuple[list[str], list[str]]:
    """The clauses of a line in their order, and its sentences whole that are not one of them."""
    said = sentences(text[:MOST_CHARS])
    out = list(said)
    for joint in _JOINTS:
        out = [q for p in out for q in p.split(joint)]
        if len(out) > 4 * MOST_PIECES:
            break
    whole = [s for s in said if s not in out and len(s) <= _MOST_WHOLE] if len(said) <= MOST_PIECES // 2 else []    # 'Corps E, the Guard, rides ...'
    clauses = [p for p in dict.fromkeys(_bare(p) for p in out[:MOST_PIECES]) if p]
    return clauses, [p for p in dict.fromkeys(_bare(p) for p in whole) if p and p not in clauses]


def _bare(piece: str) -> str:
    """The clause without the quote marks, bullets and stops around it ('> - fleet Baltic: do not intercept')."""
    return piece.strip().strip("\"'()[]*_.!,:;->\t ").strip()


def readings(text: str, finder: Finder, meaning: Meaning, index: Index, most: int = MOST,
             allowed_near: bool = False, units: frozenset[str] = frozenset()) -> tuple[str, ...]:
    """The orders a refused line comes nearest to, best first, at most `most`: the best of each clause, the
    nearest first, then the next best of all. `allowed_near`: the line read into an order not allowed, whose
    units are offered their other orders, those going next to the place it names first; `units`: the units of the
    order not allowed, when its clauses name none the reader by meaning knows ('A - Flanders')."""
    if len(text) > MOST_CHARS:
        return ()
    firsts: list[tuple[int, int, str]] = []
    rest: list[tuple[int, int, str]] = []
    several: dict[int, list[str]] = {}          # a clause's orders, one per unit it names ('squadrons 2 and 3 stay')
    clauses, wholes = _pieces(text)
    for n, piece in enumerate((*clauses, *wholes)):
        if len(piece) < 2:
            continue
        s = numbered_units(finder.find(piece), index, finder.names.board.knows)
        if units and allowed_near and not s.units:
            s = replace(s, units=set(units))
        for depth, (score, order) in enumerate(_ranked(s, finder, meaning, index, most, allowed_near, piece)):
            (rest if depth else firsts).append((-score, n, order))
        if 2 <= len(s.units) <= _MOST_UNITS and not allowed_near \
                and (n < len(clauses) or not any(m < len(clauses) for _, m, _ in firsts)):
            each = _each_unit(s, finder, meaning, index, piece)     # a whole sentence only when no clause comes near
            if len(each) >= 2:
                several[n] = [order for _, order in each]
                firsts += [(-score, n, order) for score, order in each]
    out: dict[str, None] = {}
    for _, _, order in (*sorted(firsts), *sorted(rest)):
        out.setdefault(order, None)
    return (*whole_line(firsts, len(clauses), several), *tuple(out)[:most])


def most_of(choices: Iterable[str]) -> tuple[str, ...]:
    """The choices kept: the line's whole reading (the first, if any) and `MOST` others, in their order."""
    whole: list[str] = []
    others: list[str] = []
    for c in choices:
        if WHOLE_JOINT in c:
            if not whole:
                whole.append(c)
        elif len(others) < MOST:
            others.append(c)
    return (*whole, *others)


def whole_line(firsts: Sequence[tuple[int, int, str]], clauses: int,
               several: Mapping[int, Sequence[str]] | None = None) -> tuple[str, ...]:
    """The line's whole reading, when two or more of its clauses come near an order: the best order of each
    clause in the line's order, joined by '; ' into one choice ('A - Baden; B - Swabia; C holds; D - Saxony'),
    so one click writes every order of a line of several, however many (a choice replaces the whole line);
    `several`: a clause that names several units gives the best order of each ('squadrons 2 and 3 stay'), and
    a line of that one clause is read whole too. Nothing when a clause's best comes twice or two clauses name
    the same order."""
    best: dict[int, list[str]] = {}
    for _, n, order in sorted(firsts):
        if n < clauses and n not in best:
            best[n] = [order]
    for n, orders in (several or {}).items():
        if n < clauses or not best:
            best[n] = list(orders)
    orders = [o for n in sorted(best) for o in best[n]]
    if len(orders) < 2 or len(set(orders)) < len(orders) or any("\n" in o or ";" in o for o in orders):
        return ()
    return (WHOLE_JOINT.join(orders),)


def names_an_order(s: Slots) -> bool:
    """Whether a clause names something an order needs (a unit, a place, a nation, a unit word) and says
    something of an order (a unit, a unit word, a verb, a count, an arrow): 'I own 34, 36 and 38' offers none."""
    return bool(s.units or s.places or s.nations or s.nouns) and bool(
        s.units or s.nouns or s.verbs or s.numbers or s.arrow or s.order_words or any(p.role == "to" for p in s.places))


def _ranked(s: Slots, finder: Finder, meaning: Meaning, index: Index, most: int = MOST,
            allowed_near: bool = False, text: str = "") -> list[tuple[int, str]]:
    negated = is_negation(s.blocked)        # 'not' offers only what says not to (Candidate.denied)
    worded = not s.units and bool(s.words & index.by_word.keys())     # 'standing surrender: fight on'
    if not (names_an_order(s) or worded) or negated and not index.denied or s.correction and not s.units:
        return []
    said = {p.rid for p in s.places}
    if not s.arrow:         # '4 whiskerport to ...': a number may be a place; '2 armies 3 -> 6': the count is none
        said |= {str(n) for n in (*s.numbers, *s.other_counts) if str(n) not in said and finder.names.board.knows(str(n))}
    gone_to = {p.rid for p in s.places if p.role not in ("from", "stands")}
    arms = arms_said(s.words)
    kinds = {k for k, _ in s.nouns} | arms
    counts = s.numbers or s.other_counts        # 'the two lads in 2 go over to 3': two, of what it moves
    counted = CountsSaid(text, _unit_kind(finder), meaning.money) if len(counts) > 1 and text else None
    parts = _parts(counted, finder) if counted is not None else []     # '1 cav burgundy 2 art paris'
    named = s.nations | {p.nation for p in s.places if p.nation}
    told = any(k in index.kinds or k in finder.unit_nouns.get(h, ()) for k, _ in s.nouns for h in s.units) \
        or any(k in index.kinds or any(k in n for n in finder.unit_nouns.values()) for k, _ in s.nouns)
    scored: dict[str, tuple[int, int]] = {}
    if allowed_near and not (s.units or said or worded):
        return []           # an order not allowed offers the other orders of its units only
    beside = {n for rid in said for n in finder.names.board.neighbours(rid)} if allowed_near else set()
    for i in index.pool(s, allowed_near):
        c = index.candidates[i]
        if c.denied != negated or c.denied and c.verb not in s.verbs:
            continue
        score = _score(s, c, said, gone_to, kinds, named, finder, told)
        own = allowed_near and i < index.read and (not s.verbs or c.verb in s.verbs or c.verb in _MOVING and bool(s.verbs & _MOVING)) \
            and (s.units & set(c.units) if s.units else c.origin in said if c.units else c.target in said
                 or not c.target and _words_said(c, s))
        if own:
            score += 20 + 3 * (c.target in beside)     # its own units, going next to where it said first
        elif allowed_near:
            continue
        part = _part_of(c, parts) if parts else None
        if part is not None:
            score += 2 if part.kind in c.kinds or not c.kinds else -2    # each count of a unit word with its places
        elif parts and c.target and any(c.target in said for _, said in parts):
            score -= 2          # from the places of one part to those of another
        if score < _LEAST:
            continue
        numbered = [p.number for p in s.places if p.number is not None and p.rid not in c.places()]
        if part is not None and (part.kind in c.kinds or not c.kinds):
            order = _written(c, [part.count], s)
        else:
            order = _written(c, [*counts, *numbered] if numbered else counts, s, counted)   # '4 whiskerport to ...'
        if not order and allowed_near and c.most and counts and max(counts) > c.most:
            order = c.said(c.most)      # 'buy 30 armies': the most it may
        if order and "{n}" not in order and (order not in scored or scored[order] > (-score, i)):
            scored[order] = (-score, i)
    return [(-scored[o][0], o) for o in sorted(scored, key=scored.__getitem__)[:most]]


def _score(s: Slots, c: Candidate, said: set[str], gone_to: set[str], kinds: set[str], named: set[str],
           finder: Finder, told: bool) -> int:
    """How near a candidate is to what a clause names; under `_LEAST` when it is no reading of it."""
    if not (c.units or c.target or c.nations or c.extra):
        return 0
    if c.nations and not set(c.nations) & named:
        return 0            # a gift, a war, a pact with a nation the clause does not name
    if s.units and not s.units & set(c.units):
        return 0
    fitting = _fitting(s, finder, c) + len(kinds & set(c.kinds) - {k for k, _ in s.nouns})
    if told and not fitting:
        return 0            # 'galleons' never offers a march of infantry; 'fellows' is no kind of any unit
    if not s.units and c.units and not (c.origin in said or fitting):
        return 0            # the clause names none of its units, nor where they stand, nor their kind
    if c.extra and not any(all(w in s.words for w in x.casefold().split()) for x in c.extra):
        return 0
    if c.extra and not (c.units or c.target or c.nations) and c.verb not in s.verbs and not _words_said(c, s):
        return 0            # 'the guard is bored': a standing question named, no answer said
    places = c.places()
    moving = c.target is not None and c.target != c.origin
    score = 3 * len(s.units & set(c.units)) + 2 * fitting       # 'squadrons 1, 2 and 3 stay': each its own
    score += 2 * len(set(c.nations) & named)
    if c.target is not None and c.target in (gone_to if moving else said):
        score += 4
    elif moving and (gone_to or s.verbs & _MOVING or s.arrow):
        score -= 3          # it goes elsewhere than the clause says
    score += len((said - {c.target}) & places)
    score -= len(said - places - {p.rid for p in s.places if p.nation in c.nations or p.number is not None})
    if s.verbs:
        score += 2 if c.verb in s.verbs else -2
    if s.arrow and c.origin is not None and s.places and c.origin == s.places[0].rid and c.target in gone_to \
            and c.target == next((p.rid for p in s.places if p.role == "to"), None):
        score += 3          # '2 armies 3 -> 6, ...': the route as written, before one it passes near
    elif c.verb == "move" and c.target in said:
        score += 1          # '4 whiskerport to adoen shore': a move said without a verb
    score += 2 * len(kinds & set(c.kinds))
    if c.extra:
        score += 2 + (_words_said(c, s) if not (c.units or c.target or c.nations) else 0)
    if c.nations and not (c.units or c.target or c.extra) and c.verb in s.verbs and set(c.nations) <= named:
        score += 1          # a pact said whole, its nations and its verb ('proposes an alliance to Russia')
    return score


def _fitting(s: Slots, finder: Finder, c: Candidate) -> int:
    """How many of the unit words said fit what the candidate orders or builds ('Gd Inf': guard infantry and
    infantry; one is enough to offer it)."""
    if not s.nouns:
        return 0
    fits_ = set(c.kinds)
    for head in c.units:
        fits_ |= finder.unit_nouns.get(head, frozenset())
    return sum(kind in fits_ or kind in GENERIC_NOUNS and bool(c.units or c.kinds) for kind, _ in s.nouns)


def _written(c: Candidate, counts: Sequence[int], s: Slots, said: CountsSaid | None = None) -> str:
    """The order with the count said written in; one unit when none is said of a singular; '' when the count
    said is not the candidate's (never '{n}' offered). Of several counts that fit, the one said of its unit
    word, or the one that is no sum (`said`: engine.words.meaning.counts_said)."""
    if c.most:
        fitting = sorted({n for n in counts if 1 <= n <= c.most})
        if len(fitting) == 1:
            return c.said(fitting[0])
        if len(fitting) > 1 and said is not None and (n := said.count_of(c.kinds, fitting)) is not None:
            return c.said(n)
        if counts:
            return ""
        plural = any(p for _, p in s.nouns)
        return c.said(c.most) if plural and c.whole else c.said(1)
    if c.count is not None and counts and c.count not in counts:
        return ""
    return c.order


def offered(problems: Sequence[OrderProblem], nearest_of: Callable[[str], tuple[str, ...]],
            reads_back: Callable[[str], bool], fitted: Callable[[OrderProblem], bool] = lambda p: False,
            most_lines: int = 300) -> list[OrderProblem]:
    """The problems with the nearest readings of each line not understood added to its choices (in turn with
    the ones it has, at most `MOST`); `nearest_of(text)`: the readings of a line; `reads_back(order)`: whether
    the ruleset's reader takes the choice whole as orders (a choice it would refuse is never offered);
    `fitted(problem)`: its choices are the readings the line fits, asked which, and stay as they are."""
    out: list[OrderProblem] = []
    asked = 0
    known: dict[str, tuple[str, ...]] = {}
    checked: dict[str, bool] = {}
    for p in problems:
        if p.kind != NOT_UNDERSTOOD or fitted(p) or p.text in known and not known[p.text] \
                or p.text not in known and asked >= most_lines:
            out.append(p)
            continue
        if p.text not in known:
            asked += 1
            found = []
            for order in nearest_of(p.text):
                if order not in checked:
                    checked[order] = reads_back(order)
                if checked[order]:
                    found.append(order)
            known[p.text] = tuple(found)
        more = tuple(o for o in known[p.text] if o not in p.choices)
        if more:            # the readings of each clause and the reader's nearest of the sentence, in turn
            ranked = known[p.text]      # the line's own first choice first when the nearest rank it first too
            first = (p.choices, more) if p.choices and p.choices[0] in ranked \
                and ranked.index(p.choices[0]) < ranked.index(more[0]) else (more, p.choices)
            both = dict.fromkeys(x for pair in zip_longest(*first) for x in pair if x)
            out.append(msgspec.structs.replace(p, choices=most_of(both)))
        else:
            out.append(p)
    return out


def _words_said(c: Candidate, s: Slots) -> int:
    """How many words of the order itself, past its first, the clause says, when it says one of the order's
    own words (Candidate.extra): 'surrender, fight on' says two of 'standing surrender: fight on'."""
    if not any(all(w in s.words for w in x.casefold().split()) for x in c.extra):
        return 0
    return max(0, len(set(_ORDER_WORD.findall(c.order.casefold())) & s.words) - 1)


def numbered_units(s: Slots, index: Index, knows: Callable[[str], bool]) -> Slots:
    """The slots with the units a unit word and a list of numbers name ('squadrons 2, 3 and 5', 'sq 1 2 3': the
    first named, the others numbers), when each number names one of the nation's units and no place (`knows`)."""
    if not s.numbers or s.arrow or not s.units and (not s.nouns or len(s.numbers) < 2):
        return s
    words = {kind for kind, _ in s.nouns} if not s.units else {u.rsplit(" ", 1)[0] for u in s.units}
    if len(words) != 1 or s.units and not all(u.rsplit(" ", 1)[-1].isdigit() for u in s.units):
        return s
    word = words.pop()
    heads = {f"{word} {n}" for n in s.numbers if f"{word} {n}" in index.by_unit and not knows(str(n))}
    if len(heads) != len(set(s.numbers)):
        return s
    return replace(s, units=s.units | heads, numbers=[])


def _each_unit(s: Slots, finder: Finder, meaning: Meaning, index: Index, piece: str) -> list[tuple[int, str]]:
    """The best order of each unit a clause names, said with one verb ('squadrons 2 and 3 stay in the bay')."""
    each = []
    for unit in sorted(s.units):
        got = _ranked(replace(s, units={unit}), finder, meaning, index, 1, False, piece)
        if got:
            each.append(got[0])
    return each


def _parts(counted: CountsSaid, finder: Finder) -> list[tuple[Part, set[str]]]:
    """The parts of a clause cut at its counts of unit words, each with the places it names."""
    out = []
    for part in counted.parts:
        s = finder.find(part.text)
        said = {p.rid for p in s.places}
        numbers = [*s.numbers, *s.other_counts]
        if part.count in numbers:
            numbers.remove(part.count)      # the count itself names no place ('1 Militia Madder Vale')
        said |= {str(n) for n in numbers if finder.names.board.knows(str(n))}
        out.append((part, said))
    return out


def _part_of(c: Candidate, parts: list[tuple[Part, set[str]]]) -> Part | None:
    """The part of a clause that names where the candidate goes (and where its units stand), if one does."""
    if not c.target:
        return None
    for part, said in parts:
        if c.target in said and (not c.units or not c.origin or c.origin in said):
            return part
    return None


def _unit_kind(finder: Finder) -> Callable[[str], str]:
    """The kind of unit a word names ('inf' -> 'infantry'), '' for a word that names none."""
    def kind(word: str) -> str:
        word = SHORT_NOUNS.get(word, word)
        if word not in finder.nouns:
            word = word.rstrip("s") if len(word) > 3 else ""
            if word not in finder.nouns:
                return ""
        return finder.kind(word)
    return kind
