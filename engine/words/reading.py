"""The words players use for the game's things: provinces and seas, nations (by name, alias,
adjective or people: "the Turks"), numbers ("two", "an"), lists ("Spain and Great Britain"),
and where one order ends and the next begins on a line. Shared by every ruleset's reader."""

from __future__ import annotations

import copy
import weakref
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, TypeVar

import msgspec

from engine.board.board import name_key
from engine.errors import Contradiction, NotUnderstood, UnknownName
from engine.words.nations_listed import without_repeated
from engine.words.gazetteer import OTHER_NAMES, OTHER_NATION_NAMES, case_forms
from engine.words.place_parts import PlaceParts, parted
from engine.words.short_names import places_run_together
from engine.words.textio import is_digits
from engine.words.everyday import is_everyday

if TYPE_CHECKING:
    from engine.board import Board
    from engine.state import GameState


# Nation adjectives and demonyms players write ("the Turks", "Austrian ships"), by nation name;
# a scenario adds its own through the nations' aliases.
DEMONYMS: dict[str, tuple[str, ...]] = {
    "france": ("french", "frenchmen", "gauls"),
    "great britain": ("british", "english", "brits", "britons", "englishmen", "uk", "gb"),
    "britain": ("british", "english", "brits", "britons", "englishmen", "uk", "gb", "great britain"),
    "russia": ("russian", "russians"),
    "prussia": ("prussian", "prussians"),
    "austria": ("austrian", "austrians", "austria-hungary"),
    "spain": ("spanish", "spaniards", "spaniard"),
    "ottoman empire": ("ottoman", "ottomans", "turks", "turkish", "turk", "turkey"),
    "turkey": ("ottoman", "ottomans", "turks", "turkish", "turk"),
    "denmark": ("danish", "danes", "dane"),
    "naples": ("neapolitan", "neapolitans"),
    "carthage": ("carthaginian", "carthaginians", "punic"),
    "italy": ("italian", "italians"),
    "vikings": ("viking", "norse", "norsemen"),
    "sweden": ("swedish", "swedes", "swede"),
    "portugal": ("portuguese",),
    "holland": ("dutch",),
    "netherlands": ("dutch",),
    "bavaria": ("bavarian", "bavarians"),
    "saxony": ("saxon", "saxons"),
    "poland": ("polish", "poles"),
    "venice": ("venetian", "venetians"),
    "sardinia": ("sardinian", "sardinians"),
    "egypt": ("egyptian", "egyptians"),
}
NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "single": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
                "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
                "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
                "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "dozen": 12}
MAX_DIGITS = 6                 # no count, gold sum or squadron number of a real game is longer


def number(text: str, what: str = "a number") -> int | None:
    """The number a player wrote ("3", "three", "an"), None if the words are not a number.
    A number of more than six digits is refused: no order needs one, and reading it costs."""
    word = text.strip().casefold()
    if word in NUMBER_WORDS:
        return NUMBER_WORDS[word]
    if not word.isascii() or not word.isdigit():
        return None
    if len(word) > MAX_DIGITS:
        raise NotUnderstood(f"{text.strip()[:12]}... is not {what} of this game (more than {MAX_DIGITS} digits)")
    return int(word)


def split_list(text: str) -> list[str]:
    """'Spain, Prussia and Great Britain' -> the three names, in one pass ('&' and '+' too)."""
    text = text.replace("&", ",").replace(" + ", ",")
    parts: list[str] = []
    for piece in text.split(","):
        for part in piece.replace(" And ", " and ").replace(" AND ", " and ").split(" and "):
            part = part.strip()
            if part.casefold().startswith("and "):
                part = part[4:]
            if part:
                parts.append(part)
    return parts


_EVERYONE_FIRST = {"any", "all", "every", "everyone", "everybody", "enemies", "enemy", "them", "anyone", "the"}
_EVERYONE = _EVERYONE_FIRST | {"enemy", "enemies", "ships", "ship", "fleets", "fleet", "squadrons", "hostile", "there",
                               "of", "foreign", "armies", "units"}
_FORCES = {"ships", "ship", "fleet", "fleets", "squadron", "squadrons", "navy", "armies", "army", "corps", "troops",
           "forces"}


def split_orders(text: str, starts: Callable[[str], bool], incomplete: Callable[[str], bool]) -> list[str]:
    """A line cut where a new order starts: at ';' always, at ',' or ' and ' when what follows
    `starts` an order and what came before is not `incomplete` ('A and C - Baden' is one order)."""
    text = text.replace(" And ", " and ")
    if ";" not in text and "," not in text and " and " not in text:     # most lines: nowhere to cut
        said = text.strip()
        return [said] if said else []
    parts = text.split(";")
    out: list[str] = []
    for part in parts:
        pieces = [p for chunk in part.split(",") for p in _with_ands(chunk)]
        current = ""
        for sep, piece in pieces:
            if current and starts(piece.strip()) and not incomplete(current.strip()):
                out.append(current)
                current = piece
            else:
                current += sep + piece if current else piece
        out.append(current)
    return [p.strip() for p in out if p.strip()]


def _with_ands(chunk: str) -> list[tuple[str, str]]:
    """(separator, text) pairs of a comma-separated chunk cut at ' and '."""
    pieces = chunk.split(" and ")
    return [(",", pieces[0])] + [(" and ", p) for p in pieces[1:]]


def _strip_the(text: str) -> str:
    text = text.strip().strip(".,;:!").strip()
    return text[4:] if text[:4].casefold() == "the " else text


_MAP_TABLES: weakref.WeakKeyDictionary[Board, tuple[dict[str, str], int]] = weakref.WeakKeyDictionary()


def _map_tables(board: Board) -> tuple[dict[str, str], int]:
    """A map's other-language and old names (name key -> region id) and the most words a region's
    name or alias has: the same for every message read on that map, so made once (a message is read
    by several readers, each with its own Names)."""
    kept = _MAP_TABLES.get(board)
    if kept is not None:
        return kept
    places: dict[str, set[str]] = {}
    for english, others in OTHER_NAMES.items():
        if board.knows(english):
            rid = board.find(english).id
            for other in others:
                if not board.knows(other):
                    places.setdefault(name_key(other), set()).add(rid)
    # a name two places of this map go by is no name of either ('Köln': Rhineland, or Cologne if the map has it)
    named = {key: next(iter(rids)) for key, rids in places.items() if len(rids) == 1}
    # the Polish case forms of the map's one-word names ('z Manarthu', 'do Maustrii'), where the tables have none
    forms: dict[str, set[str]] = {}
    for r in board:
        for name in (r.name, *r.attributes.get("aliases", ())):
            for form in case_forms(name):
                forms.setdefault(name_key(form), set()).add(r.id)
    for english, others in OTHER_NAMES.items():     # 'Bawaria': 'Bawarią'
        if board.knows(english):
            for form in (f for other in others for f in case_forms(other)):
                forms.setdefault(name_key(form), set()).add(board.find(english).id)
    for key, rids in forms.items():
        if len(rids) == 1 and key not in places and not board.knows(key):
            named[key] = next(iter(rids))
    longest = max((len(k.split()) for r in board for k in (r.name, *r.attributes.get("aliases", ()))), default=1)
    _MAP_TABLES[board] = (named, longest)
    _FIRST_WORDS[board] = frozenset(_first_word(other) for english, others in OTHER_NAMES.items() for other in others) \
        | frozenset(name_key(form) for r in board for name in (r.name, *r.attributes.get("aliases", ()))
                    for form in case_forms(name)) \
        | frozenset(name_key(form) for others in OTHER_NAMES.values() for other in others for form in case_forms(other))
    return named, longest


# The first words of the other names (lower case), per map: a word that starts none is looked up no further.
_FIRST_WORDS: weakref.WeakKeyDictionary[Board, frozenset[str]] = weakref.WeakKeyDictionary()


def _first_word(name: str) -> str:
    return name.replace("-", " ").replace("'", " ").split()[0].casefold()


_PARTED: weakref.WeakKeyDictionary[Board, list[tuple[str, list[str]]]] = weakref.WeakKeyDictionary()


def _parted(board: Board) -> list[tuple[str, list[str]]]:
    """The parts of every name and alias of the map's places, made once per map (engine.words.place_parts)."""
    kept = _PARTED.get(board)
    if kept is None:
        kept = _PARTED[board] = parted((r.id, name) for r in board for name in (r.name, *r.attributes.get("aliases", ())))
    return kept


# Words a sentence opens with, written with its capital, that are never the short form of a place ('And we make
# alliance with Austria' is no move to Andalusia; 'Then ...', 'Also ...').
_FUNCTION_WORDS = frozenset("""and the but for nor not now then our all any can may will was has had his her its yes
    one two let get see say also just with from into over when what this that they them some more very here there
    where while since only even still soon well back next last""".split())


def stack_counts(state: Any, region: str, count: int) -> bool:
    """Whether a body of units standing in the region counts `count` (armies, ships, a stack's units), where the
    ruleset counts them. A number in brackets after a place that names another place of the map ('Toledo (3)', 'the
    Berlin garrison (3)') is the count of the stack there when one of so many stands there."""
    at = getattr(state, "units_at", None)
    return at is not None and any(getattr(u, "count", None) == count for u in at(region))


class Names:
    """Turns the names players write into ids: regions from the map, nations from the state
    (by name, alias, adjective or demonym). A name that is not found is "not understood", with
    the near misses suggested as a fix."""

    def __init__(self, board: Board, state: GameState):
        self.board = board
        self.state = state
        self._nations, self._nation_starts = _nation_tables(state)
        # other-language and old names (engine.words.gazetteer), worked out once per map
        self._other, longest_place = _map_tables(board)
        self._other_firsts = _FIRST_WORDS.get(board, frozenset())
        self._parts: PlaceParts | None = None      # names built of parts ('Mer de Sardaigne'), made when first needed
        self._longest = max([longest_place] + [len(k.split()) for n in state.nations for k in (n.name, *n.aliases)])
        self._short_forms: dict[str, list[tuple[str, str, str]]] | None = None   # short forms ('Bdbg'), by first letter
        # What a name as written was found to be: a message names the same few places and nations again and again.
        self._regions_found: dict[str, str] = {}
        self._regions_refused: dict[str, tuple[type[NotUnderstood], str, tuple[str, str] | None]] = {}
        self._nations_found: dict[str, str | None] = {}
        self._mentions: dict[tuple[tuple[str, ...], str | None], int] = {}   # a line's clauses are counted again and again
        self._fits_of: dict[str, tuple[str, ...]] = {}     # short forms several places fit ('Tyr'), and those places

    def clean_region(self, text: str) -> str:
        return _strip_the(text)

    def region(self, text: str) -> str:
        found = self._regions_found.get(text)
        if found is not None:
            return found
        refused = self._regions_refused.get(text)
        if refused is not None:             # a name not found is not looked for again ('did you mean' is costly)
            kind, reason, fix = refused
            raise kind(reason, fix=fix) from None
        try:
            found = self._region(text)
        except NotUnderstood as e:
            if len(self._regions_refused) < _MOST_REMEMBERED and e.line is None and e.text is None:
                self._regions_refused[text] = (type(e), e.reason, e.fix)
            raise
        if len(self._regions_found) < _MOST_REMEMBERED:
            self._regions_found[text] = found
        return found

    def _region(self, text: str) -> str:
        text = self.clean_region(text)
        if not text:
            raise NotUnderstood("a province or sea name is missing")
        if len(text) > 100:
            raise NotUnderstood(f"no province or sea called {text[:40]!r}... ({len(text):,} characters)")
        try:
            return self.board.find(text).id
        except UnknownName as e:
            kind, _, named = text.partition(" of ")
            if named and kind.casefold() in KINDS_OF_PLACE:     # 'the province of Artois', 'the city of Vienna'
                try:
                    return self._region(named)
                except NotUnderstood:
                    pass
            other = self._other.get(name_key(text)) or self.by_parts(text) or self.abbreviation(text) \
                or self._sea_called(text)
            if other is not None:
                return other
            raise NotUnderstood(str(e), fix=(text, e.suggestions[0]) if e.suggestions else None) from None

    def abbreviation(self, text: str) -> str | None:
        """The one place a short form stands for ('Bdbg', 'Sax', 'Sil.'): its letters are the start
        of the place's name, or follow one another in it from its first letter, of one place only.
        None when no place fits; several fit: refused, each named (a guess would be worse)."""
        written = text.strip().rstrip(".")
        short = written.casefold()
        if " " in short:
            return self._words_short(written)
        if any(ch.isupper() for ch in written[1:]) and not self.known_nation(short):
            run = places_run_together(self.board, written)      # 'GoL', 'WMed', 'EC'
            if len(run) > 1:
                raise self._several(written, written, run.items())
            if run:
                return next(iter(run))
        if not (3 <= len(short) <= 5 and short.isalpha() and written[0].isupper()) or self.known_nation(short) \
                or short in _FUNCTION_WORDS:
            return None             # a short form is written with its capital ('Sax'; 'south' is a word; 'And we ...')
        if self._short_forms is None:
            self._short_forms = {}
            for r in self.board:
                for name in (r.name, *r.attributes.get("aliases", ())):
                    key = "".join(ch for ch in name.casefold() if ch.isalpha())
                    if key:
                        shown = name if name == r.name else f"{name} ({r.name})"
                        self._short_forms.setdefault(key[0], []).append((key, r.id, shown))
        places = self._short_forms.get(short[0], [])
        # five letters with a vowel ('Champ') may be a word ('South', 'Great'): the start of a map name only
        word_like = len(short) == 5 and any(ch in "aeiouy" for ch in short[1:])
        fits = {(rid, name) for key, rid, name in places if key.startswith(short) and not (word_like and "(" in name)}
        if not fits and not any(ch in "aeiouy" for ch in short[1:]):      # 'Bdbg', 'Hnvr': consonants only
            fits = {(rid, name) for key, rid, name in places if _in_order(short, key)}
        ids = {rid for rid, _ in fits}
        feature = self._feature(short)
        if feature is not None:             # 'the Rhine': a river the map draws, no province; 'Don' is not Don Cossacks
            near = sorted({name for _, name in fits})
            raise NotUnderstood(f"{written!r} is a {feature} on the map, not a province or sea: write the province meant"
                                + (f" ({' or '.join(near)}?)" if near else ""),
                                fix=(written, near[0]) if len(near) == 1 else None)
        if len(ids) > 1:
            raise self._several(written, text.strip(), fits)
        return next(iter(ids)) if ids else None

    def _several(self, written: str, shown: str, fits: Iterable[tuple[str, str]]) -> NotUnderstood:
        """The refusal of a short form several places fit, each named; the places kept for `short_fits`."""
        fits = list(fits)
        if len(self._fits_of) < _MOST_REMEMBERED:
            self._fits_of[written] = tuple(sorted({rid for rid, _ in fits}))
        names = sorted({name for _, name in fits})
        return NotUnderstood(f"{shown!r} may be {', '.join(names[:-1])} or {names[-1]}: write the name whole")

    def short_fits(self, text: str) -> tuple[str, ...]:
        """Every place a name or a short form may stand for ('Tyr': Tyrol and the Western Mediterranean, whose
        other name is the Tyrrhenian Sea); () when it is none. The route decides among several
        (engine.words.abbreviations), never this."""
        try:
            found = self.region(text)
        except NotUnderstood:
            return self._fits_of.get(text.strip().rstrip("."), ())
        return (found,)

    def _sea_called(self, text: str) -> str | None:
        """The sea a name stands for without its 'Sea' ('the Tyrrhenian', 'the Ionian', 'the Balearic'): one
        capitalised word that is a sea's name, or another name of it, with 'Sea' after it; in lower case ('sq10 ->
        ionian') when it is no everyday word."""
        word = text.strip()
        if not (word.isalpha() and len(word) > 5 and (word[:1].isupper() or not is_everyday(word))):
            return None
        for tail in (" Sea", " Ocean"):
            if self.board.knows(word + tail):
                found = self.board.find(word + tail)
                return found.id if found.is_sea else None
        return None

    def _words_short(self, written: str) -> str | None:
        """The one place a short form of several words stands for ('W. Med', 'Atl Ocean', 'E Prussia'): each
        word the start of the same word of its name, as many words, one at least cut short, the first with its
        capital. None when no place fits; several: refused, each named."""
        said = [w.rstrip(".").casefold() for w in written.split()]
        if not (2 <= len(said) <= 4 and written[0].isupper() and all(w.isalpha() for w in said)):
            return None
        fits = set()
        for r in self.board:
            for name in (r.name, *r.attributes.get("aliases", ())):
                full = name.casefold().split()
                if len(full) == len(said) and all(f.startswith(w) for f, w in zip(full, said)) and full != said:
                    fits.add((r.id, name if name == r.name else f"{name} ({r.name})"))
        ids = {rid for rid, _ in fits}
        if len(ids) > 1:
            raise self._several(written, written, fits)
        return next(iter(ids)) if ids else None

    def _feature(self, short: str) -> str | None:
        """'river' when the map draws a river (or 'lake' a lake) of that name, in lower case."""
        for d in self.board.decorations:
            props = d.get("properties") or {}
            name = props.get("name")
            if isinstance(name, str) and name.casefold() == short and d.get("style") in ("river", "lake"):
                return str(d.get("style"))
        return None

    def regions(self, text: str) -> tuple[str, ...]:
        """'67, 68 and 69': several places at once."""
        parts = split_list(text)
        if not parts:
            raise NotUnderstood("name at least one province")
        return tuple(self.region(p) for p in parts)

    def is_region(self, text: str) -> bool:
        text = self.clean_region(text)
        return bool(text) and len(text) <= 100 and (self.board.knows(text) or name_key(text) in self._other
                                                     or self.by_parts(text) is not None)

    def by_parts(self, text: str) -> str | None:
        """The one place a name built of parts in another language stands for ('Mer de Sardaigne',
        'Kurhannover'; engine.words.place_parts), None if none or several."""
        if self._parts is None:
            self._parts = PlaceParts(_parted(self.board), self._whole_name)
        return self._parts.find(text)

    def _whole_name(self, text: str) -> str | None:
        if self.board.knows(text):
            return self.board.find(text).id
        return self._other.get(name_key(text))

    def nation(self, text: str) -> str:
        found = self.known_nation(text)
        if found:
            return found
        text = _strip_the(text)
        if len(text) > 100:
            raise NotUnderstood(f"no nation called {text[:40]!r}... ({len(text):,} characters)")
        try:
            return self.state.find_nation(text).name
        except UnknownName as e:
            short = self.nation_short(text)
            if short is not None:
                return short
            raise NotUnderstood(str(e), fix=(text, e.suggestions[0]) if e.suggestions else None) from None

    def nation_short(self, text: str) -> str | None:
        """The one nation a short form written with its capital stands for ('SPA', 'Nap', 'BER'): three to five
        letters starting its name or another name of it; None when none or several do, or a place is so named."""
        word = text.strip().rstrip(".")
        if not (3 <= len(word) <= 5 and word.isalpha() and word[:1].isupper()) or self.is_region(word):
            return None
        said = word.casefold()
        found = {n.name for n in self.state.nations for other in (n.name, *n.aliases)
                 if other.casefold().startswith(said)}
        return found.pop() if len(found) == 1 else None

    def known_nation(self, text: str) -> str | None:
        """The nation `text` names exactly (name, alias, adjective, people: 'the Austrian ships'),
        None if none: no near misses looked for, so it is quick."""
        if text in self._nations_found:
            return self._nations_found[text]
        found = self._known_nation(text)
        if len(self._nations_found) < _MOST_REMEMBERED:
            self._nations_found[text] = found
        return found

    def _known_nation(self, text: str) -> str | None:
        text = _strip_the(text)
        last = text.rsplit(" ", 1)
        if len(last) == 2 and last[1].casefold() in _FORCES:      # 'the Austrian ships'
            text = last[0]
        if len(text) > 100:
            return None
        key = name_key(text)
        return self._nations.get(key) or self._nations.get(key.removesuffix("s")) \
            or self._nations.get(key.removesuffix("'s"))

    def is_nation(self, text: str) -> bool:
        return self.known_nation(text) is not None

    def without_subject(self, text: str, nation: str) -> str:
        """'France declares war on Spain', 'The Italians buy one ship in S': the writer's own
        nation named before its verb is the order's subject, not part of it."""
        head = text.split(" ", 3)
        for n in (1, 2, 3):
            if len(head) > n and head[n][:1].islower() and self.known_nation(" ".join(head[:n])) == nation:
                return " ".join(head[n:])
        return text

    def nations(self, text: str) -> tuple[str, ...]:
        """The nations named; none for 'any enemy ships', 'all enemies', 'everyone' (every enemy)."""
        words = text.casefold().split()
        if words and words[0] in _EVERYONE_FIRST and all(w in _EVERYONE for w in words):
            return ()
        return tuple(self.nation(p) for p in without_repeated(split_list(text)))     # '... and to Russia'

    def confirmed(self, text: str) -> str:
        """The text without the notes that confirm the place before them ('Hanover (57)', '57 [Hanover]'):
        a map number confirms a name and a name a number; a note naming another place is a contradiction,
        refused (which is meant?). Other notes stay as written; one pass over the text."""
        if "(" not in text and "[" not in text:         # most lines: no note to look at
            return self._confirmed_after_comma(self._confirmed_between_commas(" ".join(text.split())))
        out: list[str] = []
        start = at = 0
        round_at, square_at = text.find("("), text.find("[")    # each looked for again only once passed
        while True:
            if 0 <= round_at < at:
                round_at = text.find("(", at)
            if 0 <= square_at < at:
                square_at = text.find("[", at)
            found = [i for i in (round_at, square_at) if i > 0]
            if not found:
                break
            at = min(found)
            end = text.find(")" if text[at] == "(" else "]", at + 1)
            if end < 0:
                break
            note = text[at + 1:end].strip()
            before = self._place_before(text[max(start, at - 80):at]) if len(note) <= 40 else None
            if before is not None and note and self._names_a_place(note) and is_digits(note) != is_digits(before[1]):
                if self.region(note) == before[0]:
                    out.append(text[start:at].rstrip())
                    start = end + 1
                elif not (is_digits(note) and stack_counts(self.state, before[0], int(note))):
                    raise Contradiction(f"{note!r} in brackets is not {before[1]!r}: which place is meant?")
                # else 'Toledo (3)' with three standing in Toledo: the count of the stack, kept for the reader
            at = end + 1
        out.append(text[start:])
        return self._confirmed_after_comma(self._confirmed_between_commas(" ".join("".join(out).split())))

    def _names_a_place(self, note: str) -> bool:
        """Whether a note is a place's name and nothing more: '57', 'Hanover', not 'fleet in I' (a note on
        the carrier, whose words around the sea's letter the reading of a place would drop)."""
        return self.is_region(note) and len(self.clean_region(note).split()) == len(_strip_the(note).split())

    def _confirmed_between_commas(self, text: str) -> str:
        """'3 armies from 76, Bohemia, to 78': a name between commas after a number (or a number after a name)
        confirms it, and goes; one naming another place is a Contradiction (which is meant?). At most 8 commas
        looked at, each once."""
        at, looked = text.find(", "), 0
        while at > 0 and looked < 8:
            looked += 1
            end = text.find(", ", at + 2)
            if end < 0:
                break
            note = text[at + 2:end].strip()
            if note and len(note.split()) <= 4 and self.is_region(note):
                before = self._place_before(text[max(0, at - 80):at])
                if before is not None and is_digits(note) != is_digits(before[1]):
                    if self.region(note) != before[0]:
                        raise Contradiction(f"{note!r} between the commas is not {before[1]!r}: which place is meant?")
                    text = text[:at] + " " + text[end + 2:]
                    at = text.find(", ", at)
                    continue
            at = end
        return text

    def _confirmed_after_comma(self, text: str) -> str:
        """'3 units 35 -> 37, Skerries': a name after a last comma confirms the number before it (or a number
        a name); the text without it, or as written when the comma is followed by anything else."""
        at = text.rfind(", ")
        if at <= 0 or len(text) - at > 60:
            return text
        note = text[at + 2:].strip(" .!")
        before = self._place_before(text[max(0, at - 80):at])
        if before is None or not note or len(note.split()) > 4 or not self.is_region(note) \
                or is_digits(note) == is_digits(before[1]):
            return text
        if self.region(note) != before[0]:
            raise Contradiction(f"{note!r} after the comma is not {before[1]!r}: which place is meant?")
        return text[:at]

    def _place_before(self, text: str) -> tuple[str, str] | None:
        """The place the text ends with (its id and the words naming it), the longest name first."""
        said = text.rstrip().split(" ")
        for n in range(min(self._longest, len(said), 6), 0, -1):
            name = " ".join(said[-n:]).strip(",;:")
            if name and self.is_region(name):
                return self.region(name), name
        return None

    def joins_places(self, text: str) -> bool:
        """Whether the line joins places by hyphens ('I Bdbg-Sax', 'Wien-Praha'): a move written short."""
        for token in [t for t in text.split(" ") if "-" in t.strip("-")][:8]:
            parts = [p.strip(".,;:()") for p in token.split("-") if p.strip(".,;:()")]
            if len(parts) < 2 or len(parts) > 4 or self.is_region(token.strip(".,;:()!?")):
                continue                # 'Schleswig-Holstein': one place
            try:
                if all(self.is_region(p) or self.abbreviation(p) for p in parts):
                    return True
            except NotUnderstood:
                return True             # a short form of several places: a place all the same
        return False

    def mentioned(self, tokens: list[str], besides: str | None = None) -> int:
        """How many names the words hold: nations (other than `besides`) and places named by more
        than a bare number or letter (some maps number their provinces and letter their seas: "see
        you in 2 days" names none)."""
        key = (tuple(tokens), besides)
        known = self._mentions.get(key)
        if known is None:
            known = self._mentioned(tokens, besides)
            if len(self._mentions) < _MOST_REMEMBERED:
                self._mentions[key] = known
        return known

    def _mentioned(self, tokens: list[str], besides: str | None) -> int:
        found, i = 0, 0
        place_starts, nation_starts = self.board.name_starts(), self._nation_starts
        other_firsts = self._other_firsts
        while i < len(tokens):
            said = tokens[i]
            if said not in nation_starts and said not in other_firsts and name_key(said) not in place_starts:
                i += 1                      # no name starts with this word: the loops below find none (quick)
                continue
            step = 1
            longest, said = 0, ""           # the most words a name may take from here: no name starts otherwise
            for n in range(1, min(self._longest, len(tokens) - i) + 1):
                said += tokens[i + n - 1]
                if said not in nation_starts and name_key(said) not in place_starts:
                    break
                longest = n
            for n in range(longest, 0, -1):     # the longest name first
                key = "".join(tokens[i:i + n])
                if key in self._nations and self._nations[key] != besides or \
                        len(key) > 1 and not is_digits(key) and self.board.knows(key):
                    found, step = found + 1, n
                    break
                if key in self._nations:
                    step = n
                    break
            else:
                other = self._other_name_at(tokens, i)      # 'z Podola do Lwowa': the gazetteer's names count too
                if other:
                    found, step = found + 1, other
            i += step
        return found

    def _other_name_at(self, tokens: list[str], i: int) -> int:
        """How many words an other-language or old name of a place takes at tokens[i] (engine.words.gazetteer), 0
        if none starts there."""
        if tokens[i] not in self._other_firsts:
            return 0
        for n in range(min(3, len(tokens) - i), 0, -1):
            key = "".join(tokens[i:i + n])
            if len(key) > 2 and name_key(key) in self._other:
                return n
        return 0


_MOST_REMEMBERED = 4096      # names remembered per message read: a hostile message cannot grow it without end


def _in_order(short: str, key: str) -> bool:
    """Whether the letters of `short` come one after another in `key` ('bdbg' in 'brandenburg')."""
    at = 0
    for ch in short:
        at = key.find(ch, at) + 1
        if at == 0:
            return False
    return True


def read_parts(parts: list[str], read: Callable[[str], list], aside: Callable[[str], bool] | None = None) -> list:
    """The orders of a line's parts, each read by `read`. A part that cannot be read stands as its
    NotUnderstood, naming it, so the line's other orders count, unless `aside` says it holds no order
    ('Hello GM, A - Baden': the greeting is set aside); when no part reads, the line is not understood
    as a whole (and may then be chatter: 'Hello; how are you')."""
    out: list = []
    errors: list[tuple[str, NotUnderstood]] = []
    set_aside = 0
    for part in parts:
        try:
            out += read(part)
        except NotUnderstood as e:
            errors.append((part, e))
            if aside is not None and aside(part):
                set_aside += 1
                continue
            out.append(NotUnderstood(f"{part.strip()!r}: {e.reason}", fix=e.fix))
    if errors and len(errors) == len(parts):
        if len(errors) == 1:
            raise errors[0][1]
        raise NotUnderstood("; ".join(f"{p.strip()!r}: {e.reason}" for p, e in errors),
                            fix=next((e.fix for _, e in errors if e.fix), None))
    return out


def _nation_tables(state: GameState) -> tuple[dict[str, str], frozenset[str]]:
    """Every name of each nation (name, alias, adjective, people, case forms) -> the nation, and every start of
    those names: worked out once for the same nations and names (a message is read with a new `Names`), and
    only read after."""
    said = tuple((n.name, tuple(n.aliases)) for n in state.nations)
    made = _NATION_TABLES.get(said)
    if made is not None:
        return made
    nations: dict[str, str] = {}
    for n in state.nations:
        for key in (n.name, *n.aliases, *DEMONYMS.get(n.name.casefold(), ()),
                    *OTHER_NATION_NAMES.get(n.name.casefold(), ())):
            nations.setdefault(name_key(_strip_the(key)), n.name)
    for n in state.nations:             # 'wojnę Maustrii', 'sojusz z Berdainem': after the names themselves
        for form in case_forms(n.name):
            nations.setdefault(name_key(form), n.name)
    made = (nations, frozenset(key[:n] for key in nations for n in range(len(key) + 1)))
    if len(_NATION_TABLES) >= 16:
        _NATION_TABLES.clear()
    _NATION_TABLES[said] = made
    return made


_NATION_TABLES: dict[tuple[tuple[str, tuple[str, ...]], ...], tuple[dict[str, str], frozenset[str]]] = {}


def read_once(read: Callable[[str], Any]) -> Callable[[str], Any]:
    """A line reader that reads each text once per message: a line given again (pasted twice, a long list of
    the same order) is answered as it was the first time, refusal included. For a ruleset's own line
    reader only when it keeps nothing from one line to the next (its answer depends on the words alone)."""
    known: dict[str, tuple[Any, NotUnderstood | None]] = {}

    def once(text: str) -> Any:
        got = known.get(text)
        if got is None:
            try:
                read_now = read(text)
            except NotUnderstood as error:
                if len(known) < _MOST_LINES_KEPT:
                    # a copy, without its traceback: kept, the traceback held every frame of the reading
                    # and their locals (errors kept in locals, in cycles) until the message was read, some
                    # 110 objects a refused line for the full garbage collections to walk, each one
                    # freezing the window (a long message is read on a thread of its own)
                    known[text] = (None, _kept(error))
                raise
            if len(known) < _MOST_LINES_KEPT:
                known[text] = (read_now, None)
            return afresh(read_now)
        answer, refused = got
        if refused is not None:
            raise copy.copy(refused)            # a fresh error: its traceback is this line's, not the first one's
        return afresh(answer)
    _READ_ONCE.add(once)
    return once


_READ_ONCE: weakref.WeakSet[Callable[[str], Any]] = weakref.WeakSet()


def _kept(error: NotUnderstood) -> NotUnderstood:
    """A refusal as `read_once` keeps it: the same error (its words, its fields) without its traceback."""
    kept = copy.copy(error)
    kept.args = error.args              # a copy is made anew from the text its words give: the same text
    return kept


def reads_once(read: Callable[[str], Any]) -> bool:
    """Whether `read` is a line reader of `read_once`: its answer depends on the words alone, so a reader
    built on it alone (engine.orders' chain) may read each text once too."""
    return read in _READ_ONCE


def afresh(answer: Any) -> Any:
    """A reading given again as new objects: the caller may add to its list, and an order is told from the
    same order on another line by what it is (corrections mark orders so)."""
    if isinstance(answer, list):
        return [_copied(x) if isinstance(x, msgspec.Struct) else x for x in answer]
    return _copied(answer) if isinstance(answer, msgspec.Struct) else answer


def _copied(order: Any) -> Any:
    return order.__copy__()             # a Struct's own copy: a third of copy.copy's time


_MOST_LINES_KEPT = 4096      # the readings kept per message: a hostile message cannot grow them without end

T = TypeVar("T")


def remembered(work: Callable[[str], T]) -> Callable[[str], T]:
    """`work` answering each text once per message, for a function of the text alone whose answer is not
    changed by its callers (a string, a number, a tuple, a list only read): a message whose lines say the
    same thing again works it out once. An error is not kept: it is raised again each time."""
    known: dict[str, T] = {}

    def once(text: str) -> T:
        try:
            return known[text]
        except KeyError:
            got = work(text)
            if len(known) < _MOST_LINES_KEPT:
                known[text] = got
            return got
    return once


# A kind of place said before its name ('the province of Artois'): the name read without it, when the whole
# is no name of the map ('Sea of Marmara', 'Kingdom of Naples' may be names and are found first). Never a
# misspelt name either ('province' is not Provence: engine.words.meaning.slots). Not 'border': 'to the border
# of Saxony' is not into Saxony.
KINDS_OF_PLACE = frozenset("""province provinces region regions city cities town towns capital area district
    districts land lands duchy duchies county island islands port ports harbour harbor fortress fortresses kingdom
    kingdoms principality electorate realm realms empire country countries coast coasts""".split())
