"""A misspelt place read with its one sure fix (issue 22, round 21): a line refused because it names a place the
map does not know ('corps b to salonika': did you mean 'Salonica'?) is read with the fix when the fix is sure and
the order it gives is allowed there; the receipt says so ("'salonika' read as 'Salonica'"). The fix is the one the
reader offers, or, on a short line refused without one ('1 cavalry in Silesian', fourteen words at most), a word or two
or three words of it that can only be one place misspelt.

Sure means, for every name the fix changes (the name as written against the place put in its place):
- the name as written has five letters or more (spaces, hyphens, apostrophes, accents and case aside), holds no
  digit or stop, and, one word, is no everyday English word, unit word, order word or month (`province`, `castle`,
  `march` are never a place misspelt); several words are the name's word for word, one of them as the name has it
  (`old castle`: Old Castile), never with a condition's word or a negation (`If Austria ...`);
- it is one slip of the hand from a name of the place (engine.words.everyday.typo_cost: a letter dropped, added,
  two swapped, a key next to it, an accent, a letter of the same sound; a nationality's `-n`: `Silesian`), or two
  when it has eight letters or more, and nothing else is as near, nor within one slip: no other place of the map
  (names, aliases, the gazetteer's other names) and no nation's name, alias or adjective (`Modavia`: Moldavia or
  Moravia; `Prusia`, `Austira`: the nations; `Prussian`: the nation's adjective). A nation named as the place is
  another nation's name, never crossed into; the writer's own is its home (`Dunbara` for Dunbarra's builds);
- the fix only puts a name for a name: a line the fix cuts words from ('St Petersburg = 4') is never read with it.
Then the fixed line, read alone, gives orders and nothing refused, and the ruleset's checks allow them beside the
sheet's other orders (and refuse none of those they allowed): otherwise the line stays refused with the fix offered,
as before. Nothing else changes: no order is dropped, and an order read so is named on the receipt (the sheet's
chatter, `engine.order_sheet.TYPO_READ`), on the CLI's receipt and in the window.
"""

from __future__ import annotations

import difflib
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import msgspec

from engine.board import Board
from engine.board.board import name_key
from engine.order_sheet import NOT_UNDERSTOOD, TYPO_READ, Chatter, Order, OrderProblem, OrderSheet, Rejections
from engine.words.everyday import is_everyday, typo_cost
from engine.words.lexicon import CONDITIONS, NEGATIONS, TAKING_BACK, UNIT_WORDS, WEAK_VERBS, is_order_word

if TYPE_CHECKING:
    from engine.rulesets.base import Ruleset

SHORTEST = 5            # letters of a name as written from which it may be misspelt (4 or fewer: never)
LONG = 8                # letters from which two slips are allowed
MOST_LINES = 12         # refused lines looked at per sheet
MOST_WORDS = 14         # words of a refused line without a fix looked through for a name misspelt
_EDGES = ",.;:!?()[]\"'*_-<>=|/"
_JOINS = frozenset(" '\u2019-.")
_KEPT = CONDITIONS | NEGATIONS        # words never part of a name misspelt ('If Austria ...')
_DOUBTS = _KEPT | TAKING_BACK | {"away"}
_MONTHS = frozenset("""january february march april may june july august september october november december""".split())


@dataclass(frozen=True)
class PlaceTypo:
    """A place name as written and the map's name it is read as."""
    written: str
    name: str

    def note(self) -> str:
        return f"{TYPO_READ}: {self.written!r} read as {self.name!r} (the one name of the map that near, and the " \
               f"order is allowed with it)"


def typos_read(rules: Ruleset, sheet: OrderSheet, state: Any, board: Board,
               others: Mapping[str, OrderSheet] | None = None) -> OrderSheet:
    """The sheet with each line refused for a misspelt place read with its fix, where the fix is sure and the
    orders it gives are allowed; every other line as it was."""
    fixable = [p for p in sheet.problems if p.kind == NOT_UNDERSTOOD][:MOST_LINES]
    if not fixable or rules.elimination(board, state, sheet.nation) is not None:
        return sheet
    refused: set[tuple[int, Order]] | None = None
    for p in fixable:
        if sum(1 for q in sheet.problems if q.line == p.line) > 1 or doubtful(p.text):
            continue                    # another part refused, or words that may change the order: asked as it is
        if p.fix is not None:
            line, typos = p.fix, sure_typos(p.text, p.fix, board, state, sheet.nation)
            if not any(t.written.casefold() in p.reason.casefold() for t in typos):
                continue                # refused for something else than a name ('4 said of them, ...')
        elif "?" in p.reason or "ask" in p.reason.split():
            continue                    # refused with a question of its own (a count, a choice): asked as it is
        else:                           # '1 cavalry in Silesian': refused for a name no reader took for one
            line, typos = guessed(p.text, board, state, sheet.nation)
        if not typos:
            continue
        try:
            read = rules.parse_orders(line, sheet.nation, state, board)
        except Exception:               # a fix the reader cannot take alone is only offered, whatever the reason
            continue
        if not read.orders or read.problems:
            continue
        fixed = _with_line(sheet, p, read, typos)
        if fixed is None:
            continue
        if refused is None:
            refused = _refused(rules, sheet, state, board, others)
        if not _refused(rules, fixed, state, board, others) <= refused:
            continue                    # the fixed order is not allowed (or makes another one not allowed)
        sheet = fixed
    return sheet


def doubtful(text: str) -> bool:
    """Whether a line holds words that may change what its order is (a question, a condition, a negation, a word
    taking it back, 'away from'): such a line is read only as written, never with a name guessed right."""
    said = {w.strip(_EDGES) for w in text.casefold().split()}
    return "?" in text or not said.isdisjoint(_DOUBTS)


def sure_typos(written: str, fixed: str, board: Board, state: Any, writer: str | None = None) -> list[PlaceTypo]:
    """The places the fix puts for names misspelt, when each is sure; [] when the fix changes anything else or
    one name is not sure."""
    said, put = written.split(), fixed.split()
    if not said or len(said) > 200:
        return []
    matcher = difflib.SequenceMatcher(None, [w.casefold() for w in said], [w.casefold() for w in put], autojunk=False)
    typos: list[PlaceTypo] = []
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            continue
        if op != "replace":
            return []                   # a word cut or added: the fix is more than a name for a name
        typo = _name_put(said, put, i1, i2, j1, j2, board)
        if typo is None or not is_sure(typo, board, state, writer):
            return []
        typos.append(typo)
    return typos


def guessed(text: str, board: Board, state: Any, writer: str | None = None) -> tuple[str, list[PlaceTypo]]:
    """The line with each name misspelt in it (a word, or two or three words, no name of the map, that can only be
    one place misspelt: 'bosnian', 'old castle') written as the place's name, and those names; ([]) when none.
    Only short lines (the phone's 'c stays in bosnian'): prose is never combed for names."""
    said = text.split()
    if len(said) > MOST_WORDS:
        return text, []
    put: list[str] = []
    typos: list[PlaceTypo] = []
    at = 0
    while at < len(said):
        for size in (3, 2, 1):
            span = said[at:at + size]
            if len(span) < size or any(w != w.strip(_EDGES) for w in span[1:-1]) \
                    or size > 1 and (span[0].rstrip(_EDGES) != span[0] or span[-1].lstrip(_EDGES) != span[-1]):
                continue                # a stop between the words: no one name
            written = " ".join(span)
            core = written.strip(_EDGES)
            place = sure_place(core, board, state, writer) if core and _KEPT.isdisjoint(core.casefold().split()) else None
            if place is not None:
                name = _shown(core, place, board, state)
                start = written.index(core)
                put.append(written[:start] + name + written[start + len(core):])
                typos.append(PlaceTypo(core, name))
                at += size
                break
        else:
            put.append(said[at])
            at += 1
    return " ".join(put), typos


def _name_put(said: list[str], put: list[str], i1: int, i2: int, j1: int, j2: int, board: Board) -> PlaceTypo | None:
    """The whole name the fix put in (the changed words and the unchanged words of the same name around them,
    'Adoen Crwon' -> 'Adoen Crown'), and the words written for it."""
    best: tuple[int, int] | None = None
    for before in range(0, min(i1, j1, 4) + 1):
        if before and (said[i1 - before].casefold() != put[j1 - before].casefold()
                       or not any(ch.isalpha() for ch in said[i1 - before])):
            break                       # only words of a name ('Bay of'), never an arrow or a dash before it
        for after in range(0, min(len(said) - i2, len(put) - j2, 4) + 1):
            if after and (said[i2 + after - 1].casefold() != put[j2 + after - 1].casefold()
                          or not any(ch.isalpha() for ch in said[i2 + after - 1])):
                break
            name = " ".join(put[j1 - before:j2 + after]).strip(_EDGES)
            if name and board.knows(name) and (best is None or before + after > sum(best)):
                best = (before, after)
    if best is None:
        return None
    before, after = best
    written, name = " ".join(said[i1 - before:i2 + after]), " ".join(put[j1 - before:j2 + after])
    if _edges(written) != _edges(name):
        return None                     # a sign lost with the name ('Piemont?' -> 'Piedmont'): more than a name
    return PlaceTypo(written.strip(_EDGES), name.strip(_EDGES))


def _edges(text: str) -> tuple[str, str]:
    """The signs before and after the words of a name ('(', '?')."""
    core = text.strip(_EDGES)
    at = text.find(core) if core else 0
    return text[:at], text[at + len(core):]


def is_sure(typo: PlaceTypo, board: Board, state: Any, writer: str | None = None) -> bool:
    """Whether the name as written can only be the map's name put for it."""
    return sure_place(typo.written, board, state, writer) == board.find(typo.name).id


def sure_place(written: str, board: Board, state: Any, writer: str | None = None) -> str | None:
    """The one place (its id) a name as written that the map does not know can only be, misspelt; None when it is
    no name misspelt, or several places or a nation are as near."""
    if not written or not all(ch.isalpha() or ch in _JOINS for ch in written):
        return None                     # a number, a sign or a stop inside: no name misspelt ('Aragón: A')
    key = _plain(name_key(written))
    stem = written.removesuffix("'s").removesuffix("\u2019s")
    if len(key) < SHORTEST or any(board.knows(w) or _known_other(w, board) for w in {written, stem}):
        return None
    words = _plain(written.casefold()).split()
    if len(words) == 1 and _ordinary(words[0]) or len(words) > 1 and not _may_pair(words, board):
        return None                     # several words: no name of the map has one of them where it stands
    near = _near(key, 1 if len(key) < LONG else 2, board, state)
    if writer is not None and _NATION + writer in near:
        near = _without_own(near, writer, board)
    if len(near) != 1 or next(iter(near)).startswith(_NATION):
        return None
    place = next(iter(near))
    if len(words) > 1 and not any(_paired(words, n) for n in _names_of(board, place)):
        return None                     # several words: each the name's word or near it, one of them its own
    return place


def _may_pair(words: list[str], board: Board) -> bool:
    """Whether a name of the map has as many words and one of them where it stands (_paired's first test, asked
    before the names near are looked for: most spans of several words have none)."""
    words_at = _WORDS_AT.get(board)
    if words_at is None:
        if len(_WORDS_AT) >= 8:
            _WORDS_AT.clear()
        words_at = _WORDS_AT[board] = {(len(name), k, w) for r in board for name in _names_of(board, r.id)
                                       for k, w in enumerate(name)}
    return any((len(words), k, w) in words_at for k, w in enumerate(words))


_WORDS_AT: dict[Board, set[tuple[int, int, str]]] = {}


def _paired(words: list[str], name: list[str]) -> bool:
    """Whether the words written are the name's, word for word, one of them as the name has it and the others a
    slip or two from its word ('old castle': Old Castile; never 'if Austria' for 'Lower Austria')."""
    return len(words) == len(name) and any(w == n for w, n in zip(words, name)) and all(
        w == n or w not in _KEPT and min(len(w), len(n)) >= 3 and typo_cost(w, n, 2) <= 2 for w, n in zip(words, name))


def _known_other(written: str, board: Board) -> bool:
    """Whether the name is one of the gazetteer's other names of a place of the map ('Piemont'): the reader knows it,
    so a line refused with it was refused for something else."""
    from engine.words.reading import _map_tables
    return name_key(written) in _map_tables(board)[0]


def _without_own(near: dict[str, str], writer: str, board: Board) -> dict[str, str]:
    """The places and nations near, without the writer's own nation where it is found by the name of the one place
    near ('Dunbara' from Dunbarra: its own home, never another nation's name)."""
    places = [what for what in near if not what.startswith(_NATION)]
    if len(places) != 1:
        return near
    region = board[places[0]]
    keys = {_plain(name_key(str(n))) for n in (region.name, region.label, *region.attributes.get("aliases", ())) if n}
    return {what: name for what, name in near.items() if not (what == _NATION + writer and name in keys)}


def _shown(written: str, place: str, board: Board, state: Any) -> str:
    """The name of the place the written name was found near ('Latium' for a region numbered 37), else its own name."""
    key = _plain(name_key(written))
    near = _near(key, 1 if len(key) < LONG else 2, board, state).get(place)
    region = board[place]
    return next((str(n) for n in (region.name, region.label, *region.attributes.get("aliases", ()))
                 if n and _plain(name_key(str(n))) == near), region.name)


def _names_of(board: Board, place: str) -> list[list[str]]:
    """The words of each of a place's names, in lower case and without accents."""
    region = board[place]
    return [_plain(str(n).casefold()).split() for n in (region.name, region.label, *region.attributes.get("aliases", ()))
            if n]


def _ordinary(word: str) -> bool:
    """Whether a word is one of the language's own, never a place misspelt: an everyday word, a unit word, an
    order word or a month."""
    word = word.strip(_EDGES)
    return is_everyday(word) or word in UNIT_WORDS or word in WEAK_VERBS or is_order_word(word) or word in _MONTHS


def _near(key: str, most: int, board: Board, state: Any) -> dict[str, str]:
    """The places (ids) and nations ('nation:' and the name) nearest the written name's key, within `most` slips,
    and every other within one slip, each with the name of it found so near: their names and aliases, the
    gazetteer's other names, every nation's names (a nation named as the place is counts: a fix never crosses into
    a nation's name, 'Austira' may be Austria the nation).
    In a long name any letter typed for another is a slip, so two slips reach far ('salonika' is two from 'Sajonia',
    Saxony's Spanish name): a place two slips away is as near only as one at two slips, never as one a slip away."""
    nations = tuple(n.name for n in getattr(state, "nations", ()))
    said = (key, most, board, nations)
    found = _NEAR.get(said)
    if found is not None:
        return found
    index = _index(board, nations, state)
    nearest: dict[str, tuple[int, str]] = {}
    for variant in _deletions(key, most):
        for _, name, what in index.found(variant, len(key), most):
            before = nearest.get(what)
            if abs(len(name) - len(key)) > most or before is not None and before[1] == name:
                continue
            cost = typo_cost(key, name, most if before is None else before[0])
            if cost <= most and (before is None or cost < before[0]):
                nearest[what] = (cost, name)
    kept = nearest                  # a nation as near, even one named as the place is ('Austira'), is no place
    best = min((cost for cost, _ in kept.values()), default=0)
    found = {what: name for what, (cost, name) in kept.items() if cost <= max(best, 1)}
    if len(_NEAR) >= 4096:
        _NEAR.clear()
    _NEAR[said] = found
    return found


_NEAR: dict[tuple[str, int, Board, tuple[str, ...]], dict[str, str]] = {}
_NATION = "nation:"
_MOST = 2               # slips a name's index reaches


def _deletions(word: str, most: int) -> set[str]:
    """The word with up to `most` letters left out, the word itself among them: two words within `most` slips of
    each other share one of them (a letter typed for another is one left out of each)."""
    found = edge = {word}
    for _ in range(most):
        edge = {w[:k] + w[k + 1:] for w in edge for k in range(len(w))}
        found = found | edge
    return found


class _Index:
    """The names of the map's places (key, region id) and of the game's nations (key, 'nation:' name), each under
    its forms with up to two letters left out, made only for the lengths asked (round 22: a name's index reaches
    only names within `most` letters of its own length, so the first look made every form of every name for nothing:
    +0.2-0.3 s of a CLI process that checks a sheet with a refused line)."""

    def __init__(self, names: list[tuple[str, str]]):
        self.by_length: dict[int, list[tuple[int, str, str]]] = {}   # (the name's place in the list, name, what)
        own: dict[str, set[str]] = {}
        for at, (name, what) in enumerate(names):
            if what in own and name in own[what]:
                continue
            own.setdefault(what, set()).add(name)
            if len(name) >= SHORTEST - _MOST:
                self.by_length.setdefault(len(name), []).append((at, name, what))
        self.made: dict[int, dict[str, list[tuple[int, str, str]]]] = {}

    def _of_length(self, length: int) -> dict[str, list[tuple[int, str, str]]]:
        made = self.made.get(length)
        if made is None:
            made = self.made[length] = {}
            for entry in self.by_length.get(length, ()):
                for variant in _deletions(entry[1], _MOST):
                    made.setdefault(variant, []).append(entry)
        return made

    def found(self, variant: str, length: int, most: int) -> list[tuple[int, str, str]]:
        """The names of `length` +- `most` letters with the form `variant`, in the order of the map's names."""
        got = [e for size in range(max(0, length - most), length + most + 1)
               for e in self._of_length(size).get(variant, ())]
        if len(got) > 1:
            got.sort()
        return got


def _index(board: Board, nations: tuple[str, ...], state: Any) -> _Index:
    """The names of the map's places and of the game's nations, indexed by their forms as asked (_Index)."""
    made = _INDEXES.get((board, nations))
    if made is not None:
        return made
    if len(_INDEXES) >= 8:
        _INDEXES.clear()
    made = _INDEXES[(board, nations)] = _Index(_names(board, state))
    return made


_INDEXES: dict[tuple[Board, tuple[str, ...]], _Index] = {}


def _names(board: Board, state: Any) -> list[tuple[str, str]]:
    """Every name of the map's places (key, region id) and of the game's nations (key, 'nation:' name)."""
    from engine.words.reading import _map_tables, _nation_tables
    kept = [(_plain(name_key(str(n))), r.id) for r in board for n in (r.name, r.label, *r.attributes.get("aliases", ()))
            if n]
    kept += [(_plain(k), rid) for k, rid in _map_tables(board)[0].items()]
    nations = _nation_tables(state)[0] if getattr(state, "nations", None) is not None else {}
    return kept + [(_plain(k), f"{_NATION}{n}") for k, n in nations.items()]


def _plain(text: str) -> str:
    """A key without its accents ('gruyère' -> 'gruyere'): an accent left off is no slip."""
    return "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))


def _with_line(sheet: OrderSheet, problem: OrderProblem, read: OrderSheet, typos: list[PlaceTypo]) -> OrderSheet | None:
    """The sheet with the refused line's orders read with the fix (those the line gave already among them: none
    lost), its problem gone, its notes those of the fixed line and each name read so noted; None when the fixed
    line loses an order the line gave."""
    line, orders = problem.line, read.orders
    had = [o for n, o in zip(sheet.lines, sheet.orders) if n == line]
    if any(o not in orders for o in had):
        return None
    kept = [(n, t, o) for n, t, o in sheet.entries() if n != line]
    at = next((k for k, (n, _, _) in enumerate(kept) if n > line), len(kept))
    entries = kept[:at] + [(line, problem.text, o) for o in orders] + kept[at:]
    notes = (*(Chatter(line, problem.text, c.reason) for c in read.chatter),
             *(Chatter(line, problem.text, t.note()) for t in typos))
    return msgspec.structs.replace(
        sheet, orders=tuple(o for _, _, o in entries), lines=tuple(n for n, _, _ in entries),
        texts=tuple(t for _, t, _ in entries), problems=tuple(p for p in sheet.problems if p is not problem),
        chatter=(*(c for c in sheet.chatter if c.line != line), *notes))


def _refused(rules: Ruleset, sheet: OrderSheet, state: Any, board: Board,
             others: Mapping[str, OrderSheet] | None) -> set[tuple[int, Order]]:
    """The orders the ruleset's checks refuse on the sheet, each with its line."""
    rejections = Rejections(sheet, others)
    rules.find_problems(sheet, state, board, rejections)
    return {(sheet.lines[i], sheet.orders[i]) for i in rejections.rejected}
