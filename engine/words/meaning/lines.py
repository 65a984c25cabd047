"""A line the grammar refused, read again sentence by sentence: each sentence reads by the grammar, by
meaning (one candidate order fits it), or is talk (it names no unit, count or order); a sentence
that fits several candidates is asked, each listed; one that fits none, or says 'not', 'if',
'instead', 'maybe' beside what may be an order, leaves the line refused as it was."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from engine.errors import NotUnderstood
from engine.words import patterns as re
from engine.words.clauses import is_tally, sentences
from engine.words.coded import is_coded
from engine.words.delegations import DELEGATED, delegated
from engine.words.foreign import is_foreign
from engine.words.read_again import read_clean
from engine.words.self_fixes import opens_taking_back
from engine.words.foreign import in_english, is_foreign
from engine.words.meaning.arms import arms_said
from engine.words.meaning.asides import HEADING, aside
from engine.words.meaning.there_said import given_place
from engine.words.meaning.states import KINDS as STATE_KINDS, leads_on, state_cuts, state_told
from engine.words.meaning.descriptions import describes_only, descriptions_in, of_another, unbracketed
from engine.words.meaning.candidate import VERB_CLASSES, Candidate, Meaning
from engine.words.meaning.match import Fit, fits, nouns_fit
from engine.words.meaning.nearest import Index, index_of, names_an_order, readings
from engine.words.meaning.ordinals import with_unit_words
from engine.words.meaning.reasons import is_reason
from engine.words.meaning.receivers import gift_purpose
from engine.words.meaning.restated import restates
from engine.words.meaning.sequence_said import REASON as SEQUENCE_ASKED, asks_sequence
from engine.words.sequence_asked import SET_ASIDE as SEQUENCE_ASIDE, in_sequence
from engine.words.meaning.no_order import is_remark, is_title
from engine.words.meaning.nothing_done import nothing_read, nothing_said
from engine.words.meaning.questions import is_question
from engine.words.meaning.transfers import may_be_gift, missing_slot
from engine.words.meaning.slots import Finder, Slots
from engine.words.meaning.talk import is_talk, place_alone
from engine.words.meaning.led import as_led
from engine.words.meaning.tables import tables
from engine.words.meaning.told_of import DOUBTS, others_cuts, told_of
from engine.words.meaning.verbs import classes, is_negation
from engine.words.prose import CORRECTIONS, is_retraction, opening
from engine.words.reading import Names
from engine.words.tails import purpose_tail
from engine.words.reasons import reason_cuts
from engine.words.references import UnitRef

MOST_CHARS = 2000          # a paragraph with an order hidden in it is read; a longer one stays refused
MOST_SENTENCES = 24
# A sentence longer than any order's (the longest the reader takes in the players' corpora has some 30 words): its
# line stays refused as the grammar left it, never read word by word ('via via via ...', 2,000 characters of it).
MOST_WORDS = 100
_MOST_PARTS = 6
_MOST_ASKED = 4
_MOST_NEAR = 3
MOST_LINES = 300           # refused lines of one message read by meaning: past them, as refused as before
_BREAKS = re.compile(r"<br\s?/?>|</?div>|</?p>", re.IGNORECASE)       # a line break left from HTML mail
_ORDINAL = re.compile(r"\b([IVX]{1,4}|\d{1,2})\. (?=[Kk]orps|[Cc]orps|[Aa]rm|[Dd]iv|[Ss]quad|[Ff]leet)")
_JOINTS = (" and then ", " and ", " then ", " plus ", " as well as ", " & ")


@dataclass
class Read:
    orders: list[object] = field(default_factory=list)
    by_meaning: list[tuple[str, str]] = field(default_factory=list)     # (the words, the order read)
    talk: list[str] = field(default_factory=list)
    asides: dict[str, str] = field(default_factory=dict)    # talk told by what it is (engine.words.meaning.asides)
    stays: int = 0          # sentences read as a stay, which gives no order ('The army that holds Pomerania stays.')
    stay_units: set[str] = field(default_factory=set)      # the units those stays keep where they are
    refused: int = 0        # sentences refused by themselves (NotUnderstood among the orders), the others read


@dataclass(frozen=True)
class Asked:
    """The line not read: why ('' when the grammar's reason stands), and the orders it may mean; `fitted`: each
    fits all it says (asked which), never to be mixed with the nearest readings."""
    reason: str
    choices: tuple[str, ...] = ()
    fitted: bool = False


_PRONOUNS = frozenset("it they he she".split())
_WHO = frozenset("who whose whom which where".split())
_BOTH = frozenset(("both", "two"))     # 'Both corps ...:' names the two units the pieces after it order


def _copy(got: Read | Asked | None) -> Read | Asked | None:
    """A line's reading kept for a line pasted again, given out as a copy the sheet may change."""
    if not isinstance(got, Read):
        return got
    return replace(got, orders=list(got.orders), by_meaning=list(got.by_meaning), talk=list(got.talk),
                   asides=dict(got.asides))


def _parts(text: str) -> list[str]:
    """A line's sentences, each read by itself."""
    if "<" in text:
        text = _BREAKS.sub(". ", text)
    if ". " in text:
        text = _ORDINAL.sub(r"\1 ", text)          # 'Das I. Korps marschiert': no sentence ends there
    return [p for s in sentences(text) for q in s.split(";") for p in q.split(" / ")]


def _goes_on(sentence: str) -> bool:
    """Whether a sentence goes on with a unit said before: it starts with a pronoun or a verb ('It sails
    to ...', 'goes to Saxony.', 'then marches on Ulm')."""
    first = sentence.split(None, 2)[:2]
    words_ = [w.casefold().strip(",:;") for w in first]
    if words_ and words_[0] in ("then", "and", "and then"):
        words_ = words_[1:]
    return bool(words_) and (words_[0] in _PRONOUNS or bool(classes(words_[0])))


class ByMeaning:
    """Reads refused lines by meaning for one nation; its candidates are made on the first line that needs them."""

    def __init__(self, meaning_of: Callable[[], Meaning], nation: str, parse_line: Callable[[str], object]):
        self._meaning_of, self.nation, self.parse_line = meaning_of, nation, parse_line
        self._finder: Finder | None = None
        self._unit_words: frozenset[str] = frozenset()
        self._meaning: Meaning | None = None
        self._failed = False
        self._by_unit: dict[str, list[Candidate]] = {}
        self._by_verb: dict[str, list[Candidate]] = {}     # a sentence's verbs (or none: a move) pick the candidates
        self._subject: str | None = None       # the one unit the words just before named
        self._read: dict[str, Read | Asked | None] = {}       # a line pasted again is read once
        self._lines = 0
        self._index: Index | None = None       # the candidates by unit, place and nation, for the nearest readings
        self._cutting = False                   # a sentence is being read without its reason: no second cut

    def _ready(self) -> bool:
        if self._finder is None and not self._failed:
            try:
                meaning = self._meaning_of()
            except NotUnderstood:
                self._failed = True
                return False
            if meaning.names is None:      # a ruleset's mistake, never the player's
                raise TypeError("Meaning.names is required: the Names the ruleset's reader uses (board and state)")
            if not meaning.candidates:
                self._failed = True
                return False
            self._meaning = meaning
            self._finder = Finder(meaning, meaning.names, self.nation)
            made = tables(meaning)          # once per position (engine.words.meaning.tables)
            self._unit_words, self._by_unit, self._by_verb = made.unit_words, made.by_unit, made.by_verb
        return self._finder is not None

    def read(self, text: str, before: str = "") -> Read | Asked | None:
        """The line's orders, or a question naming the readings; None: it stays refused as it was.
        `before`: the line of text before it, whose one unit a sentence with no subject of its own may
        go on with ('Corps A,' over 'goes to Saxony.'; 'It sails to the Adriatic.')."""
        key = f"{before}\n{text}"
        if key in self._read:
            kept = self._read[key]
            return _copy(kept)
        if len(text) > MOST_CHARS or self._lines >= MOST_LINES:
            return None
        parts = _parts(text)
        if len(parts) > MOST_SENTENCES or any(len(p) > 2 * MOST_WORDS and len(p.split()) > MOST_WORDS for p in parts):
            self._lines += 1            # counted among the lines read, as refused
            return None
        if not self._ready():
            return None
        self._lines += 1
        self._subject = self._one_unit(before) if before and len(before) <= MOST_CHARS \
            and (before.rstrip()[-1:] in ".!:)" or len(before.split()) <= 3) else None   # a sentence ended, or a heading
        got = self._read_line(parts)
        if len(self._read) < MOST_LINES:
            self._read[key] = got
        return _copy(got)

    def _is_verb(self, word: str) -> bool:
        assert self._meaning is not None
        return bool(classes(word, self._meaning.verbs))

    def _stands_alone(self, sentence: str) -> bool:
        """Whether a sentence the reader cannot take may be refused by itself while the line's other sentences
        read: it takes back, changes or conditions nothing ('Do not be afraid, they come to trade.'), and does
        not go on with a unit said before it ('It then goes on to Saxony if ...')."""
        assert self._finder is not None
        said = sentence.strip().strip("\"'()[]*_").rstrip(".!").strip()
        slots = self._finder.find(said)
        if slots.correction or _goes_on(said) or is_retraction(said) or opening(said, CORRECTIONS)[0] or slots.nouns:
            return False            # 'no: with the 2 redcoats', 'Scratch that.', 'The frigate stays after all.'
        if slots.blocked and slots.blocked != "?" and not (
                is_negation(slots.blocked) and not (slots.units or slots.nouns or slots.places or slots.nations)):
            return False            # 'if', 'maybe', 'instead', 'not' of a unit or a place: the line as it was
        return True

    def _refused(self, sentence: str) -> NotUnderstood:
        """A sentence refused by itself, with the slot a gift lacks or the grammar's reason when it gives one."""
        said = sentence.strip()
        if may_be_gift(said):
            assert self._finder is not None
            why = missing_slot(self._finder.find(said.rstrip(".!")), said)
            if why:
                return NotUnderstood(f"{said!r}: {why}")
        try:
            self.parse_line(said)
        except NotUnderstood as e:
            return NotUnderstood(f"{said!r}: {e.reason}", fix=e.fix)
        return NotUnderstood(f"{said!r}: not understood as an order; the line's other sentences are read")

    def _fits(self, slots: Slots) -> list[Fit]:
        """The candidates the slots mean: among those of the units named, when it names any."""
        assert self._finder is not None and self._meaning is not None
        if slots.units:
            pool = {id(c): c for head in slots.units for c in self._by_unit.get(head, ())}
            return fits(slots, self._finder, list(pool.values()))
        verbs = slots.verbs or {"move"}         # match.py: no verb said fits a move alone
        return fits(slots, self._finder, [c for v in sorted(verbs) for c in self._by_verb.get(v, ())])

    def _read_line(self, parts: list[str]) -> Read | Asked | None:
        out = Read()
        alone: list[str] = []           # sentences refused by themselves, the others read
        taken_back: int | None = None   # the orders read before a sentence taking them back with no order of its own
        taken: list[str] = []           # the sentences read, whose units a sentence refused alone must not name
        for part in parts:
            before = (len(out.orders), len(out.by_meaning), len(out.talk), out.stays)
            got = self._sentence(part, out)
            if got is True and before[0] and len(out.talk) > before[2] and opens_taking_back(part):
                taken_back = len(out.orders)        # 'A - 65. No wait, the giants live there.': asked if none follows
            if got is True:
                taken.append(part)
            else:
                sequenced = in_sequence(part.strip(), lambda t: bool(self._grammar(t)))    # 'First corps II: ...'
                if sequenced is not None:
                    del out.orders[before[0]:], out.by_meaning[before[1]:], out.talk[before[2]:]
                    out.stays = before[3]
                    if self._sentence(sequenced[1], out) is True:
                        out.talk.append(sequenced[0])
                        out.asides[sequenced[0]] = f"words of sequence: {SEQUENCE_ASIDE}"
                        taken.append(sequenced[1])
                        continue
                    del out.orders[before[0]:], out.by_meaning[before[1]:], out.talk[before[2]:]
                    out.stays = before[3]
                if taken and self._sequence_asked(part, taken):     # 'I want the ship bought before the fleet sails'
                    del out.orders[before[0]:], out.by_meaning[before[1]:], out.talk[before[2]:]
                    out.stays = before[3]
                    said = part.strip().strip("\"'()[]*_").rstrip(".!").strip()
                    out.talk.append(said)
                    out.asides[said] = SEQUENCE_ASKED
                    continue
                if isinstance(got, Asked):
                    return got
                if len(parts) > 1 and self._stands_alone(part):
                    del out.orders[before[0]:], out.by_meaning[before[1]:], out.talk[before[2]:]
                    out.stays = before[3]
                    alone.append(part)
                    continue
                near = self.nearest(part)
                assert self._finder is not None             # 'Give 5 gold.': to whom?
                why = missing_slot(self._finder.find(part.strip().rstrip(".!")), part) if may_be_gift(part) else None
                return Asked(why or "", near) if near or why else None
        if taken_back is not None and len(out.orders) == taken_back:
            return Asked("a correction after the order says no order of its own ('No wait, ...'): ask the player "
                         "what stands")
        if alone:
            assert self._finder is not None
            units = {u for part in alone for u in self._finder.find(part.strip().rstrip(".!")).units}
            named = {u for part in taken for u in self._finder.find(part.strip().rstrip(".!")).units} if units else set()
            if not any(not isinstance(o, NotUnderstood) for o in out.orders) or units & named:
                # none read, or a unit named both in a sentence read and in one refused: one may change the other
                near = self.nearest(alone[0])
                return Asked("", near) if near else None
            out.orders += [self._refused(part) for part in alone]
            out.refused = len(alone)
            return out
        if out.orders or out.stays:
            return out
        assert self._finder is not None     # talk only: set aside whole when each sentence is talk by itself
        alone = [t for t in out.talk if t not in out.asides
                 and not is_talk(t, self._finder.find(t), self._finder, alone=True)]
        return out if out.talk and not alone else None

    def _sequence_asked(self, part: str, taken: list[str]) -> bool:
        """Whether a sentence asks that the orders of the sentences read beside it be carried out in a
        sequence (engine.words.meaning.sequence_said)."""
        assert self._finder is not None
        said = part.strip().strip("\"'()[]*_").rstrip(".!").strip()
        return asks_sequence(said, self._finder.find(said), [self._finder.find(t.strip().rstrip(".!")) for t in taken])

    def aside_line(self, text: str) -> str | None:
        """Why a whole line is no order of this turn: each of its sentences an aside (a heading, news, a
        question to the GM) or plain talk, one an aside at least ('Austria. Turn 1. The Emperor asks me to be
        brief, so:'); None otherwise."""
        if len(text) > MOST_CHARS or not self._ready():
            return None
        assert self._finder is not None
        parts = [p for s in sentences(text) for p in s.split(";")]
        if not parts or len(parts) > MOST_SENTENCES:
            return None
        why, headed = None, False
        for part in parts:
            said = part.strip().strip("\"'()[]*_").rstrip(".!").strip()
            if not said:
                continue
            if is_foreign(said):        # 'Orders van Berdain voor beurt 1:': read in English words
                said = in_english(said)
            slots = self._finder.find(said)
            found = aside(said, slots, self._finder) or nothing_said(self, said, slots)     # 'No alliance for now'
            headed = headed or found == HEADING
            if found is None and not is_talk(said, slots, self._finder, alone=True) \
                    and not (part is parts[-1] and leads_on(said)):
                return None             # ('So:' after a state told: engine.words.meaning.states, checked below)
            why = why or found
        if text.rstrip().endswith(":") and not headed and not (why in STATE_KINDS and leads_on(parts[-1])):
            return None             # a line over what follows: a heading, or as today (a title, a condition cut short)
        return why

    def finder(self) -> Finder | None:
        """The slot finder of the nation's orders (engine.words.meaning.slots), made on first use; None when the
        ruleset gives no reading by meaning of this position."""
        return self._finder if self._ready() else None

    def remark(self, text: str) -> bool:
        """Whether a refused line holds nothing an order is made of (engine.words.meaning.no_order)."""
        if len(text) > MOST_CHARS or not self._ready():
            return False
        assert self._finder is not None
        return is_remark(text, self._finder)

    def story(self, text: str, beside: frozenset[str]) -> bool:
        """Whether a refused line is the story around the orders read, which name the places `beside`: nothing an
        order is made of but places talked of, men and persons of the story (engine.words.meaning.no_order)."""
        if len(text) > MOST_CHARS or not self._ready():
            return False
        assert self._finder is not None
        return is_remark(text, self._finder, beside)

    def title(self, text: str) -> bool:
        """Whether a refused line is a dated title above the orders ('Minutes of the War Council, Vienna, 3 April
        1805'): engine.words.meaning.no_order.is_title."""
        if len(text) > MOST_CHARS or not self._ready():
            return False
        assert self._finder is not None
        return is_title(text, self._finder)

    def restates(self, text: str, ordered: set[str]) -> bool:
        """Whether a line names again only places the orders before it name (engine.words.meaning.restated)."""
        if len(text) > MOST_CHARS or not self._ready():
            return False
        assert self._finder is not None
        return restates(text, self._finder, ordered)

    def aside(self, text: str) -> str | None:
        """Why a sentence is no order of this turn, told by what it is (engine.words.meaning.asides): a
        heading, news, a question to the GM; None when it may be an order, or the reader is not ready."""
        if len(text) > MOST_CHARS or not self._ready():
            return None
        assert self._finder is not None
        said = text.strip().strip("\"'()[]*_").rstrip(".!").strip()
        return aside(said, self._finder.find(said), self._finder) if said else None

    def nearest(self, sentence: str) -> tuple[str, ...]:
        """The orders a sentence not read comes nearest to, best first (at most three): those that have
        every unit it names and most of its places, nations and verbs. None for a correction, a
        negation, a condition, a question: what it means is the player's to say."""
        if not self._ready():
            return ()
        assert self._finder is not None and self._meaning is not None
        slots = self._finder.find(sentence.strip().rstrip(".!"))
        if slots.correction or slots.blocked and slots.blocked[:1].islower() and slots.blocked != "?" \
                or not names_an_order(slots):      # 'I own 2, 3, 4 and 5': places said, no order
            return ()
        said = {p.rid for p in slots.places}
        arms = arms_said(slots.words)           # 'dragoon': the cavalry (engine.words.meaning.arms)
        said_counts = slots.numbers or (slots.other_counts if arms else [])     # '2 cuirassiers': two
        scored: dict[str, tuple[int, int]] = {}
        for i, c in enumerate(self._meaning.candidates):
            if slots.units and not slots.units <= set(c.units) or slots.nations - set(c.nations) \
                    or slots.verbs and c.verb not in slots.verbs or not nouns_fit(slots, self._finder, c):
                continue            # 'The corps in Picardy goes to Flanders' in Winter: no build in Flanders
            score = 2 * len(said & c.places()) + 3 * (c.target in said) + 2 * (c.verb in slots.verbs) \
                + len(slots.nations & set(c.nations)) + 2 * bool(slots.units)
            kinds = {k for k, _ in slots.nouns} | arms
            score += 2 * len(kinds & set(c.kinds))           # 'Raise 40 cavalry', '1 dragoon': the cavalry first
            if c.most:          # the count said, when one fits: never '{n}' written into the message
                counts = [n for n in said_counts if 1 <= n <= c.most]
                order = c.said(counts[0]) if len(counts) == 1 else c.said(1) if not said_counts else ""
            else:
                order = c.order
            if score >= 4 and order and "{n}" not in order and order not in scored:
                scored[order] = (-score, i)
        return tuple(sorted(scored, key=scored.__getitem__)[:_MOST_NEAR])

    def readings(self, text: str) -> tuple[str, ...]:
        """The orders a refused line comes nearest to, clause by clause (engine.words.meaning.nearest)."""
        if not self._ready():
            return ()
        assert self._finder is not None and self._meaning is not None
        if self._index is None:
            self._index = index_of(self._meaning)
        return readings(text, self._finder, self._meaning, self._index)

    def _sentence(self, sentence: str, out: Read) -> bool | Asked | None:
        said = sentence.strip().strip("\"'()[]*_").rstrip(".!").strip()
        if not said:
            return True
        if is_foreign(said):        # 'construir 2 infanterías en Madrid y una caballería': read in English words
            said = in_english(said)
        assert self._finder is not None and self._meaning is not None
        said = with_unit_words(said, self._unit_words, self._is_verb)   # '..., the first stays in the Kattegat'
        if (left := delegated(said)) is not None:    # 'squadron 1: put it to good use, GM': never read as a hold
            return Asked(f"{said!r}: " + DELEGATED.format(phrase=left), ())
        slots = self._finder.find(said)
        told = told_of(said, slots, self._finder) if not is_coded(said) else None
        told = state_told(said, slots, self._finder) or told if not is_coded(said) else told
        if told is not None:        # 'General Mack spoke for an hour on Ulm': someone else's act (the subject decides)
            if told in DOUBTS:      # 'We hope corps D reaches Baden', 'The King argues for war': never read as the order
                return Asked(f"{said!r} {told}: ask the player whether it is an order", self.nearest(said))
            out.talk.append(said)
            out.asides[said] = told
            return True
        if nothing_read(self, said, slots, out):   # 'no alliance for now', 'B does nothing more' (round 20)
            return True
        led = as_led(said, self._finder) if slots.units else None
        if led is not None and self._led(led, out):
            return True             # 'Marshal Lannes, with Corps D, crosses ...': the unit its commander leads
        if not is_coded(said) and not is_foreign(said) and (   # 'En caso de asedio, combatimos': English in part only
                not slots.correction and (slots.says_no_order() or is_tally(said))
                and not (is_negation(slots.blocked) and (slots.places or slots.units or slots.nouns or slots.unknown))
                and not place_alone(said, slots, self._finder)
                or is_talk(said, slots, self._finder)) and not _bidden(said) and delegated(said) is None:
            grammar = self._grammar(said) if slots.places and not is_tally(said) else None
            if grammar:                 # shorthand the grammar reads is an order, never talk
                out.orders.extend(grammar)
                return True
            out.talk.append(said)       # 'the Portuguese did not resist', 'Is that right?', 'Their envoy came back'
            why = aside(said, slots, self._finder)
            if why is not None:
                out.asides[said] = why
            return True
        why = aside(said, slots, self._finder) if not is_coded(said) else None
        if why is not None and not self._grammar(said) and not self._fits(slots):
            out.talk.append(said)       # 'Muscovy turn 1:', 'To the GM, from Vienna.', '(Nelson sends his regards.)'
            out.asides[said] = why
            return True
        if slots.blocked:           # 'maybe', 'not', 'if', a name it does not know: as the grammar left it
            if self._without_aside(said, out):
                return True         # '... upon Spain, whose ships we have long admired from a distance'
            reasoned = self._reasoned(said, out) if ": " in said else None     # unless only the reason says 'not'
            if reasoned is not None:
                out.orders.extend(reasoned[0])
                out.by_meaning.extend(reasoned[1])
                return True
            if self._reason_cut(said, out):     # '..., to stiffen the Saxons': a name it does not know in the reason
                return True
            if self._others_cut(said, out, states_only=True):   # '..., there are no Maustrians there' (states)
                return True
            # but for talk after a comma ('... march into Mauretania (110), a land you have no claim on')
            return self._clauses(said, out) if is_negation(slots.blocked) and ", " in said else None
        if not slots.units and not slots.nouns and self._subject is not None and _goes_on(said):
            slots.units = {self._subject}       # 'It sails to the Adriatic Sea.' after 'Squadron 4 leaves port.'
        grammar = self._grammar(said)
        if grammar is not None:
            out.orders.extend(grammar)
            self._subject = next(iter(slots.units)) if len(slots.units) == 1 else None
            return True
        found = self._fits(slots)
        if not found and len(slots.units) > 1 and slots.verb_words <= 1:     # never 'B stands firm, and E marches' 
            found = self._each(slots)
            if len(found) > 1:          # 'squadron 4 and squadron 5 stay in the North Sea': one order each
                got = [self._grammar(f.order) for f in found]
                if all(g is not None for g in got):
                    out.orders.extend(o for g in got for o in g or ())
                    out.by_meaning += [(said, f.order) for f in found]
                    return True
                return None
        if len(found) == 1:
            orders = self._grammar(found[0].order)
            if orders is None:
                return None
            out.stays += not orders
            if not orders:
                out.stay_units.update(found[0].candidate.units)
            units = found[0].candidate.units
            self._subject = units[0] if len(units) == 1 else None
            out.orders.extend(orders)
            out.by_meaning.append((said, found[0].order))
            return True
        if len(found) > 1:
            shown = [f"{f.order!r}" for f in found[:_MOST_ASKED]]
            more = f" (and {len(found) - _MOST_ASKED} more)" if len(found) > _MOST_ASKED else ""
            return Asked(f"{said!r} may mean {', '.join(shown[:-1])} or {shown[-1]}{more}: ask the player which",
                         tuple(f.order for f in found[:_MOST_ASKED]), fitted=True)
        if ": " in said:
            restated = self._restated(said, slots) or self._shared_head(said) or self._reasoned(said, out)
            if restated is not None:
                out.orders.extend(restated[0])
                out.by_meaning.extend(restated[1])
                return True
        purpose = gift_purpose(said) or purpose_tail(said)     # '... to Denmark as a gift of friendship'
        if purpose is not None and purpose[0] != said:  # 'Salonica shall raise a division of horse to defend Macedonia'
            kept = (len(out.orders), len(out.by_meaning), len(out.talk), out.stays)
            if self._sentence(purpose[0], out) is True and len(out.orders) + out.stays > kept[0] + kept[3]:
                out.talk.append(purpose[1])
                return True
            del out.orders[kept[0]:], out.by_meaning[kept[1]:], out.talk[kept[2]:]
            out.stays = kept[3]
        if self._without_aside(said, out):
            return True             # 'E, the cavalry reserve, rides out of Paris to Champagne'
        if self._reason_cut(said, out):     # 'Corps II marches out of Silesia into Saxony, to stiffen the Saxons'
            return True
        if self._others_cut(said, out):     # 'Corps A sails for Holland, the Dutch being sick of the French'
            return True
        return self._clauses(said, out)

    def _reason_cut(self, said: str, out: Read) -> bool:
        """The sentence read without the player's reason after its order (engine.words.reasons): the longest head
        that reads gives orders, its tail names none of the nation's units and does nothing of its own."""
        if self._cutting:
            return False
        cuts = reason_cuts(said)
        if not cuts:
            return False
        head, tail = cuts[0]
        if self.does_something(tail, any_place=True):
            return False                # 'Corps D rides for Baden, Bavaria being too far': a place said, asked
        kept = (len(out.orders), len(out.by_meaning), len(out.talk), out.stays)
        self._cutting = True
        try:
            if self._sentence(head, out) is True and len(out.orders) + out.stays > kept[0] + kept[3]:
                out.talk.append(tail)
                return True
        finally:
            self._cutting = False
        del out.orders[kept[0]:], out.by_meaning[kept[1]:], out.talk[kept[2]:]
        out.stays = kept[3]
        return False

    def _led(self, told: str, out: Read) -> bool:
        """The sentence told again with its unit as subject (engine.words.meaning.led), taken when it reads whole."""
        grammar = self._grammar(told)
        if grammar:
            out.orders.extend(grammar)
            return True
        kept = (len(out.orders), len(out.by_meaning), len(out.talk), out.stays)
        if self._sentence(told, out) is True and len(out.orders) + out.stays > kept[0] + kept[3] \
                and not any(isinstance(o, NotUnderstood) for o in out.orders[kept[0]:]):
            return True
        del out.orders[kept[0]:], out.by_meaning[kept[1]:], out.talk[kept[2]:]
        out.stays = kept[3]
        return False

    def _others_cut(self, said: str, out: Read, states_only: bool = False) -> bool:
        """The sentence read without a clause of another nation's after its order (engine.words.meaning.told_of), or
        one telling how things stand (engine.words.meaning.states; `states_only`: those only): the head gives
        orders, all read; the clause is set aside, told of them."""
        if self._cutting:
            return False
        assert self._finder is not None
        others = [(head, tail, "told of another nation's doing, no order of ours")
                  for head, tail in (others_cuts(said, self._finder) if not states_only else ())]
        for head, tail, why in (*others, *state_cuts(said, self._finder)):     # engine.words.meaning.states
            grammar = self._grammar(head)       # '4 ships D -> E, no combat, we are only looking': the stance kept
            if grammar:
                out.orders.extend(grammar)
                out.talk.append(tail)
                out.asides[tail] = why
                return True
            kept = (len(out.orders), len(out.by_meaning), len(out.talk), out.stays)
            self._cutting = True
            try:
                read = self._sentence(head, out) is True and len(out.orders) + out.stays > kept[0] + kept[3] \
                    and not any(isinstance(o, NotUnderstood) for o in out.orders[kept[0]:])
            finally:
                self._cutting = False
            if read:
                out.talk.append(tail)
                out.asides[tail] = why
                return True
            del out.orders[kept[0]:], out.by_meaning[kept[1]:], out.talk[kept[2]:]
            out.stays = kept[3]
        return False

    def _without_aside(self, said: str, out: Read) -> bool:
        """Whether the sentence reads as orders without a clause that only describes what it names
        (engine.words.meaning.descriptions), the clause set aside as talk."""
        assert self._finder is not None
        for rest, aside in descriptions_in(said):
            role = aside.split(None, 1)[0].casefold() not in _WHO
            if not describes_only(self._finder.find(unbracketed(aside)), {*VERB_CLASSES, *self._by_verb}, role):
                continue
            grammar = self._grammar(rest)       # 'King Gustav IV Adolf declares war on France': the ruleset's own
            if grammar:
                out.orders.extend(grammar)
                out.talk.append(aside)
                return True
            kept = (len(out.orders), len(out.by_meaning), len(out.talk), out.stays)
            if self._sentence(rest, out) is True and len(out.orders) + out.stays > kept[0] + kept[3] \
                    and not any(isinstance(o, NotUnderstood) for o in out.orders[kept[0]:]):
                out.talk.append(aside)
                return True
            del out.orders[kept[0]:], out.by_meaning[kept[1]:], out.talk[kept[2]:]
            out.stays = kept[3]
        return False

    def unit_places(self, text: str) -> dict[str, str]:
        """The nation's units some words name, each with the region it stands in (head -> region id)."""
        heads = self.units_named(text)
        if not heads or self._meaning is None:
            return {}
        return {u.head: u.at for u in self._meaning.units if u.head in heads}

    def units(self) -> tuple[UnitRef, ...]:
        """The nation's units as players call them; () for a ruleset without orders by meaning."""
        return self._meaning.units if self._ready() and self._meaning is not None else ()

    def names(self) -> Names | None:
        """The Names the ruleset's reader uses (board and state), None before the nation's orders are made."""
        return self._meaning.names if self._ready() and self._meaning is not None else None

    def units_named(self, text: str) -> set[str]:
        """The nation's units some words name by letter or number."""
        if not self._ready() or len(text) > MOST_CHARS:
            return set()
        assert self._finder is not None
        return self._finder.find(text).units

    def does_something(self, text: str, any_place: bool = False) -> bool:
        """Whether words name one of the nation's units, or a verb of an order with a place ('to see Franconia'),
        or (`any_place`) any place: never only a reason."""
        if not self._ready() or len(text) > MOST_CHARS:
            return False
        assert self._finder is not None
        slots = self._finder.find(text.strip().rstrip(".!"))
        return bool(slots.units or slots.places and (slots.verbs or any_place))

    def acts(self, text: str) -> bool:
        """Whether words go on with a unit's order and do something of their own, a verb of an order with a
        place ('its light horse looks over Serbia'): more of the order, never only its reason."""
        if not self._ready() or len(text) > MOST_CHARS:
            return False
        assert self._finder is not None
        first = text.split(None, 1)[0].casefold() if text.split() else ""
        if first not in _PRONOUNS and first not in ("its", "their", "his", "her"):
            return False
        slots = self._finder.find(text.strip().rstrip(".!"))
        return bool(slots.verbs and slots.places)

    def _one_unit(self, text: str) -> str | None:
        """The one unit of the nation some words name, None if none or several."""
        assert self._finder is not None
        units = self._finder.find(text[-200:]).units
        return next(iter(units)) if len(units) == 1 else None

    def _each(self, slots: Slots) -> list[Fit]:
        """One order for each unit a sentence names, all of one kind to the same place ('A and B hold',
        'squadrons 2 and 3 put out into the Atlantic'); [] unless each unit has exactly one."""
        assert self._finder is not None and self._meaning is not None
        out: list[Fit] = []
        for head in sorted(slots.units):
            alone = replace(slots, units={head})
            found = self._fits(alone)
            if len(found) != 1:
                return []
            out.append(found[0])
        kinds = {(f.candidate.verb, f.candidate.target) for f in out}
        return out if len(kinds) == 1 else []

    def _restated(self, said: str, slots) -> tuple[list[object], list[tuple[str, str]]] | None:
        """'... so I think corps C can march there: C - Serbia': the order after the colon, when the words
        before it name nothing it does not (they explain it)."""
        head, _, tail = said.rpartition(": ")
        assert self._finder is not None and self._meaning is not None
        tail_slots = self._finder.find(tail)
        if tail_slots.blocked or tail_slots.correction:
            return None
        found = self._fits(tail_slots)
        if len(found) != 1:
            return None
        c = found[0].candidate
        head_slots = self._finder.find(head)
        if head_slots.correction or not head_slots.units <= set(c.units) or head_slots.nations - set(c.nations) \
                or any(p.rid not in c.places() for p in head_slots.places) or head_slots.numbers:
            return None
        orders = self._grammar(found[0].order)
        return (orders, [(tail, found[0].order)]) if orders is not None else None

    def _shared_head(self, said: str) -> tuple[list[object], list[tuple[str, str]]] | None:
        """'Both corps to Saxony: corps I from Brandenburg, corps II from Silesia': what the words before the
        colon say (the verb, the place gone to) given to each unit named after it, one order each."""
        head, _, tail = said.partition(": ")
        assert self._finder is not None and self._meaning is not None
        h = self._finder.find(head)
        if h.units and not h.words & _BOTH or h.nations or h.correction or h.blocked or not (h.verbs or h.places):
            return None
        pieces = [q.strip() for p in tail.split(",") for q in p.split(" and ") if q.strip()]
        if not 1 < len(pieces) <= _MOST_PARTS or h.numbers and h.numbers != [len(pieces)] \
                or h.units and len(h.units) != len(pieces):
            return None             # 'Both corps ...:' over two units; 'Three corps ...:' over two is asked
        orders: list[object] = []
        said_as: list[tuple[str, str]] = []
        for piece in pieces:
            p = self._finder.find(piece)
            if len(p.units) != 1 or p.blocked or p.correction or h.units and not p.units <= h.units:
                return None
            p.verbs |= h.verbs
            p.places += [q for q in h.places if q.rid not in {r.rid for r in p.places}]
            p.arrow = p.arrow or h.arrow
            found = self._fits(p)
            got = self._grammar(found[0].order) if len(found) == 1 else None
            if got is None:
                return None
            orders += got
            said_as.append((f"{head}: {piece}", found[0].order))
        return orders, said_as

    def _reasoned(self, said: str, out: Read) -> tuple[list[object], list[tuple[str, str]]] | None:
        """'Corps F to Kherson: Odessa needs a garrison against the Turks': the order before the colon, the reason
        after it set aside (engine.words.meaning.reasons), when the reason gives no order, alone or said of the
        order's units."""
        head, _, tail = said.partition(": ")
        assert self._finder is not None
        h = self._finder.find(head)
        if h.blocked or h.correction:
            return None
        grammar = self._grammar(head)
        found = self._fits(h) if grammar is None else []
        if grammar is None and len(found) != 1:
            return None
        t = self._finder.find(tail)
        first = tail.split(None, 1)[0].strip(",.") if tail.strip() else ""
        named = self._finder.names_place_or_nation(first)
        if not is_reason(t, tail, named) or self._fits(t):
            return None
        units = set(found[0].candidate.units) if found else h.units
        if units and self._fits(replace(t, units=units)):
            return None             # 'Corps A holds Saxony: it scouts Bavaria': an order of the same unit
        orders = grammar if grammar is not None else self._grammar(found[0].order)
        if orders is None:
            return None
        if not orders:              # 'The ship in U stays: too weak to go anywhere': a stay, which gives no order
            out.stays += 1
            out.stay_units.update(units)
        out.talk.append(tail)
        return orders, [] if grammar is not None else [(head, found[0].order)]

    def _clauses(self, said: str, out: Read) -> bool | None:
        """A sentence of several orders ('corps A to Rome and squadron 1 stays'): each clause read alone."""
        pieces = [said]
        for joint in (",", " | ", *_JOINTS):
            pieces = [q for p in pieces for q in p.split(joint)]
        pieces = [p.strip() for p in pieces if p.strip()]
        if not 1 < len(pieces) <= _MOST_PARTS:
            return None
        assert self._finder is not None and self._meaning is not None
        if any(of_another(" ".join(pieces[k:k + 2])) for k in range(1, len(pieces))):
            return None         # 'We ally with Prussia, which then declares war on France': another's act, never ours
        kept = Read()
        placed: list[str] = []          # the places the clauses before named: a 'there' at a clause's end is theirs
        for piece in pieces:
            piece = given_place(piece, placed, self._finder.names.board.name(placed[-1]) if placed else "")
            slots = self._finder.find(piece)
            placed += [p.rid for p in slots.places]
            if not is_coded(piece) and (slots.names_nothing() and not slots.correction and not slots.blocked
                                        or (not slots.blocked or is_negation(slots.blocked))
                                        and is_talk(piece, slots, self._finder, alone=True)):
                kept.talk.append(piece)
                continue
            if slots.blocked:
                return None
            grammar = self._grammar(piece)
            if grammar is not None:
                kept.orders.extend(grammar)
                continue
            found = self._fits(slots)
            each = self._each(slots) if not found and len(slots.units) > 1 and slots.verb_words <= 1 else []
            got = [self._grammar(f.order) for f in each]
            if len(found) == 1 and (orders := self._grammar(found[0].order)) is not None:
                kept.orders.extend(orders)
                kept.by_meaning.append((piece, found[0].order))
            elif len(each) > 1 and all(g is not None for g in got):     # '..., and both squadrons stay in the Kattegat'
                kept.orders.extend(o for g in got for o in g or ())
                kept.by_meaning += [(piece, f.order) for f in each]
            elif not found and slots.names_nothing() and not is_coded(piece):
                kept.talk.append(piece)
            else:
                return None
        if not kept.orders:
            return None
        out.orders.extend(kept.orders)
        out.by_meaning.extend(kept.by_meaning)
        out.talk.extend(kept.talk)
        return True

    def question(self, text: str, bare: bool = False) -> bool:
        """Whether a refused line is a question to the GM with no order of this turn in it; `bare`: naming no unit
        or count either (engine.words.meaning.questions)."""
        if len(text) > MOST_CHARS or not self._ready():
            return False
        assert self._finder is not None
        return is_question(text, self._finder, lambda said: self._grammar(said) is not None, bare)

    def sentence(self, sentence: str, out: Read) -> bool | Asked | None:
        """One sentence read into `out` (engine.words.meaning.nothing_done reads what follows a denial)."""
        return self._sentence(sentence, out)

    def offers(self, verbs: frozenset[str]) -> bool:
        """Whether a candidate order of the ruleset has one of the verbs ('avoid': a ruleset's ships kept out of
        combat, an order there, never set aside: engine.words.meaning.nothing_done)."""
        return self._ready() and any(v in self._by_verb for v in verbs)

    def grammar(self, text: str) -> list[object] | None:
        """The orders the ruleset's reader reads in the words ([] a stay giving none), None if it refuses them."""
        return self._grammar(text)

    def _grammar(self, text: str) -> list[object] | None:
        """The orders the ruleset's grammar reads in the words whole and clean, None if it does not."""
        return read_clean(self.parse_line, text)      # [] for a stay the ruleset gives no order for


def _bidden(said: str) -> bool:
    """'Let an alliance be made with the Tsar': a sentence that bids an order be done, with a word of an order;
    never talk (read, or refused with why)."""
    return said[:4].casefold() == "let " and any(classes(w) for w in said.casefold().split()[1:])
