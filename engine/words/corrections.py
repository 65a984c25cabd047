"""How a later clause corrects earlier orders, the parts of the sheet's reading that name them otherwise than
they were written: a unit kept where it stands ('Actually, corps I stays in Stamboul'), a march ended short
('Instead of Baden, stop in Württemberg'), a place named by another of its names ('Rostopki, not Tailbridge'
after '6 units 21 -> 25'), a second edit undoing the first, the remarks said after a correction. A mixin of
engine.words.sheet's Sheet: it reads and drops orders through the sheet's own methods."""

from __future__ import annotations

import functools
from collections.abc import Callable

from engine.errors import NotUnderstood
from engine.words.stay_described import other_place
from engine.words.meaning.slots import Finder
from engine.words.conditions import condition
from engine.words.earlier_message import (earlier_note, gives_all_again, meant_after_wrote, orders_standing, quoted_earlier,
                                          said_as_final)
from engine.order_sheet import NOT_UNDERSTOOD, Chatter, LineReader, Order, OrderProblem
from engine.words.clauses import (KIND_WORDS, UNDO_EDIT, UNIT_ARTICLED, cancelled_kinds, correction_of, kind_of, kinds_named, moving_only, names_said,
                                  not_instead, stay_said, stopped_short, swapped, takes_back, with_last_name_replaced,
                                  without_filler)
from engine.words.lexicon import UNIT_WORDS, WEAK_VERBS, is_order_word
from engine.words.message import words
from engine.words.tails import harmless, stays_behind
from engine.words.taking_back import CHANGED_TO
from engine.words.textio import is_digits

import msgspec

# A ruleset's hook: whether the words a stay is said of ('the corps in the Rhineland') name the unit of an
# earlier order, by the ruleset's own ways of calling its units (engine.orders.parse_lines's `stays_of`).
StaysOf = Callable[[str, Order], bool]


def _as_it_was() -> None:
    """Going back after a trial reading of a ruleset whose reader keeps no marks: nothing to do."""


class Corrections:
    """The corrections a sheet makes to its earlier orders by what they name (engine.words.sheet.Sheet)."""

    parse_line: LineReader
    orders: list[Order]
    lines: list[int]
    texts: list[str]
    bodies: list[str]
    problems: list[OrderProblem]
    chatter: list[Chatter]
    dropped: set[int]
    dropped_by: dict[int, int]
    held: set[int]
    in_place: float | None
    correcting: bool
    stays_of: StaysOf | None
    earlier_quote: str | None = None    # the order an earlier message gave, as a sentence of this one quotes it
    from_earlier: set[int]              # orders read from an earlier message's quote, corrected

    # What the prose reader under parse_line has noted of the message so far (engine.words.prose.Marks), to go
    # back to after a trial reading: set by engine.orders.parse_lines for a prose ruleset; nothing to keep otherwise.
    checkpoint: Callable[[], Callable[[], None]] = staticmethod(lambda: _as_it_was)

    def _finder(self) -> Finder | None:
        """The slot finder of the sheet's reader by meaning (engine.words.sheet.Sheet.by_meaning), if any."""
        by_meaning = getattr(self, "by_meaning", None)
        return by_meaning.finder() if by_meaning is not None else None

    def tried(self, text: str) -> object:
        """A line read to see what it gives (a name tried in an order's words, two texts compared), not to
        take it: whatever the reading noted of the message is taken back after. NotUnderstood as parse_line."""
        back = self.checkpoint()
        try:
            return self.parse_line(text)
        finally:
            back()

    # The sheet's own reading, used here.
    def add(self, number: int, raw: str, text: str, read: object) -> None:
        raise NotImplementedError

    def replace(self, number: int, raw: str, new: list[Order], body: str, retracts: bool = False) -> None:
        raise NotImplementedError

    def _drop(self, indexes: list[int], number: int, raw: str, why: str) -> None:
        raise NotImplementedError

    def _live(self) -> list[int]:
        raise NotImplementedError

    def _reads(self, text: str) -> bool:
        raise NotImplementedError

    def _read(self, text: str) -> tuple[object, NotUnderstood | None]:
        raise NotImplementedError

    def _cancel_by_unit(self, number: int, raw: str, body: str) -> bool:
        """'disregard the artillery, I need the gold', 'disregard the ship, buy 2 more armies in 16 instead': the
        one earlier order whose words name that kind of unit taken back (several: left to be asked); what follows
        the comma read as an order, or set aside as the reason when it can change nothing."""
        head, comma, rest = body.partition(", ")
        kinds = cancelled_kinds(head)
        said = words(head)
        if not kinds or len(said) > 5 or not (said[-1] in UNIT_WORDS or said[-1] in KIND_WORDS and len(said) > 2):
            return False
        noun = next((w for w in said[1:] if w in UNIT_WORDS), "")
        forms = {noun, noun + "s", noun[:-1] + "ies", noun.removesuffix("s")} - {""}
        hits = [i for i in self._live() if self.lines[i] < number and forms & set(words(self.bodies[i]))]
        if not noun or len(hits) != 1:
            return False
        read, error = self._read(rest) if rest else ([], None)
        new = [o for o in as_list(read) if isinstance(o, Order)]
        if rest and (error is not None or not new) and not harmless(rest):
            return False
        self._drop(hits, number, raw, head)
        if new:
            self.add(number, raw, rest, read)
        elif rest:
            self.chatter.append(Chatter(number, raw, f"not an order: {rest!r}, the reason for taking it back"))
        return True

    def _about_earlier(self, number: int, raw: str, body: str, correction: str, restated: bool) -> bool:
        """A sentence about an earlier message (engine.words.earlier_message), which this message's reading does not
        hold: set aside, said so; the order it quotes is what an 'I meant ...' after it corrects. 'I meant Silesia'
        after 'I wrote "build 2 infantry in Posen"' gives 'build 2 infantry in Silesia', or, on a line that gives the
        orders again in full after it (`restated`), is set aside as the change given there. False: no such sentence."""
        quote = self.earlier_quote
        if correction and quote is not None:
            said = body.split(", ", 1)[0].split(": ", 1)[0].strip(" .!")
            swap = not_instead(swapped(body))           # 'I meant Great Britain, not Russia'
            at = find_word(quote, swap[1]) if swap is not None else -1
            candidates = [quote[:at] + new + quote[at + len(swap[1]):] for new in reversed(swap[0])] if swap and at >= 0 else \
                with_last_name_replaced(quote, said, len(said.split()) + 1) if said else []
            for candidate in candidates:
                read, error = self._read(candidate)
                if error is None and is_clean(read) and as_list(read):
                    self.earlier_quote = None
                    if restated:
                        self.chatter.append(Chatter(number, raw, f"set aside: {body!r}, the change to an earlier "
                                                                 f"message ({candidate!r}), given in full below"))
                    else:
                        self.chatter.append(Chatter(number, raw, f"read as {candidate!r}: the order an earlier message "
                                                                 f"gave, {quote!r}, corrected"))
                        start = len(self.orders)
                        self.add(number, raw, candidate, read)
                        self.from_earlier.update(range(start, len(self.orders)))
                    return True
        meant = meant_after_wrote(body)
        if meant is not None:           # 'where I wrote corps C to Gascony I meant corps C to Aragon'
            read, error = self._read(meant)
            if error is None and is_clean(read) and as_list(read):
                self.chatter.append(Chatter(number, raw, f"set aside: {body[:len(body) - len(meant)].strip()!r}, "
                                                         "what an earlier message said"))
                self.add(number, raw, meant, read)
                return True
        note = earlier_note(body, restated)
        if note is None or correction:
            return False
        pieces = [p for part in body.split("; ") for q in part.split(": ") for p in q.split(", ")]
        if len(pieces) > 1 and any(self._reads(p) for p in pieces[:MOST_PIECES_TRIED]):
            return False                # 'My earlier orders stand; B holds': an order beside the note, read
        self.chatter.append(Chatter(number, raw, f"set aside: {body!r}, {note}"))
        self.earlier_quote = quoted_earlier(body)
        return True

    def _rest_stands(self, number: int, raw: str, body: str) -> bool:
        """'The rest (buy 2 armies in 16) stands.': the orders of an earlier message said to stand, named in the note,
        given again; False when the sentence is no such thing or its note does not read."""
        said = orders_standing(body)
        if said is None:
            return False
        read, error = self._read(said)
        if error is not None or not is_clean(read) or not as_list(read):
            return False
        self.chatter.append(Chatter(number, raw, f"read as {said!r}: an order said to stand"))
        self.add(number, raw, said, read)
        return True

    def settle_earlier(self) -> None:
        """Before the sheet is handed on: the orders given before a line announcing them again in full ('Final:',
        'Full orders again:'), and the problems of those lines, set aside as replaced by that list (when it gives
        any order); an order corrected from an earlier message's quote and given again on a later line, taken once."""
        titles = [c.line for c in self.chatter if gives_all_again(c.text) or said_as_final(c.text)]
        live = self._live()
        title = max((t for t in titles if any(self.lines[i] > t for i in live)), default=None)
        if title is not None:
            before = [i for i in range(len(self.orders)) if self.lines[i] < title and i not in self.dropped]
            for i in before:
                self.held.discard(i)
            self._drop(before, title, "", "the orders given again in full below it")
            moot = [p for p in self.problems if p.line < title or p.line == title and not p.reason.startswith("held back")]
            self.problems[:] = [p for p in self.problems if p not in moot]
            self.chatter += [Chatter(p.line, p.text, f"set aside: said before the orders given again in full on line "
                                                     f"{title}: {p.reason[:120]}") for p in moot]
        for i in sorted(self.from_earlier):
            again = [j for j in self._live() if j != i and j not in self.from_earlier and self.orders[j] == self.orders[i]]
            if i not in self.dropped and again:
                self.dropped.add(i)
                self.chatter.append(Chatter(self.lines[i], self.texts[i], f"set aside: the same order is given again "
                                                                          f"on line {self.lines[again[0]]}"))

    def _fewer_go(self, number: int, raw: str, body: str, asked: str | None = None) -> bool:
        """'3 armies 48 -> 47' / 'correction: only 2 armies 48 -> 47, one stays to guard the city': the order
        given again with fewer, and what stays said after it, agreeing with the order it corrects (the same
        order but for its count, smaller by as many as stay): that order replaced, the remark set aside."""
        said = stays_behind(body)
        if said is None:
            return False
        order_text, staying, place = said
        staying_words = body[len(order_text):].strip(" ,;")
        low = order_text.casefold()
        head = next((h for h in ("no, ", "no ", *CHANGED_TO) if low.startswith(h)), None)
        while head is not None:         # 'no, make that 2 armies 108 -> 107, one stays home': the order after it
            order_text = order_text[len(head):]
            low = order_text.casefold()
            head = next((h for h in CHANGED_TO if low.startswith(h)), None)
        read, error = self._read(order_text)
        new = [o for o in (read if isinstance(read, list) else [read]) if isinstance(o, Order)]
        if error is not None or len(new) != 1 or place and not self._starts_at(order_text, new[0], place):
            return False                # 'one stays in Kiev' where the order starts elsewhere: asked
        matched = [i for i in self._live() if fewer_by(self.orders[i], new[0]) == staying]
        if not matched and asked is not None:   # '3 armies 37 -> 36? no - 2 armies 37 -> 36, one stays'
            question, error = self._read(asked)
            asked_orders = [o for o in as_list(question) if isinstance(o, Order)] if error is None else []
            if len(asked_orders) == 1 and fewer_by(asked_orders[0], new[0]) == staying:
                self.add(number, raw, order_text, read)
                self.chatter.append(Chatter(number, raw, f"set aside: {staying_words!r}, the "
                                                         "rest of the question's units staying"))
                return True
        if len(matched) != 1:
            return False
        self._drop(matched, number, raw, order_text)
        self.add(number, raw, order_text, read)
        self.chatter.append(Chatter(number, raw, f"set aside: {staying_words!r}, the rest of "
                                                 f"line {self.lines[matched[0]]}'s order staying"))
        return True

    def _starts_at(self, order_text: str, order: Order, place: str) -> bool:
        """Whether `place` is where the order of `order_text` starts: its words standing for a name or number said
        before the order's first word of going ('2 armies 108 -> 107' with 'Carthago' for 108)."""
        said = order_text.split(" ")
        going = next((k for k, w in enumerate(said) if w.casefold() in _GOING_WORDS), len(said))
        if place.casefold() in (w.strip(",.;:()").casefold() for w in said[:going]):
            return True                 # the same name or number written again ('one stays in 37')
        found = self._standing_for(order_text, order, place)
        return found is not None and found[1] < going

    def _stay_hits(self, body: str, number: int) -> tuple[str, str, list[int]] | None:
        """Who a clause says stays ('corps I stays in Stamboul', 'keep E where it is'), the order given
        ', instead', and the earlier orders of that unit or from that place (their first name); None when
        it says no one stays or names no such order, or names where that order goes ('C stays Aragon')."""
        said = stay_said(body)
        if said is None or condition(body) is not None:
            return None             # 'if Austria declares, A should hold instead': a condition, asked
        who, instead = said
        names = _who_named(who)
        hits = [i for i in self._live() if self.lines[i] <= number and (     # the ruleset's names for its units first
            self.stays_of(who, self.orders[i]) if self.stays_of is not None else first_name(self.bodies[i]) in names
            and not other_place(who, self.bodies[i], self._finder()))]    # 'The three at Adoen Shore' / '... at Adoen Crown'
        where = names_said(body[len(who):])
        if not hits or any(words(self.bodies[i])[-1:] and words(self.bodies[i])[-1] in where for i in hits):
            return None             # 'C - Valencia? Sorry, typo: C stays Aragon': where it goes, kept
        return who, instead, hits

    def _stay_after_order(self, number: int, raw: str, text: str) -> bool:
        """'corps I: Stamboul - Salonica' / 'Actually, corps I stays in Stamboul': a stay the ruleset reads
        as no order (units without orders stay) after an order for the same unit. After a correction the
        earlier order is set aside; said plainly, the unit has two orders: both asked about."""
        word, body = correction_of(text.strip().rstrip(".!"))
        found = self._stay_hits(body, number)
        if found is None:
            return False
        who, _, hits = found
        count = _count_of(who)          # '3 armies 21 -> 27' / 'the 2 armies in 21 stay': does one still go?
        other_count = count is not None and any(_count_of(self.bodies[i]) not in (None, count) for i in hits)
        if (word or self.correcting) and not other_count:
            self._drop(hits, number, raw, body)
            self.chatter.append(Chatter(number, raw, f"not an order: {who!r} stays: units without orders stay"))
            return True
        lines = ", ".join(str(self.lines[i]) for i in hits)
        for i in hits:                  # each line held back is on the receipt, never gone in silence
            if i not in self.held:
                self.problems.append(OrderProblem(self.lines[i], self.texts[i], NOT_UNDERSTOOD,
                                                  f"held back: line {number} ({raw.strip()!r}) says {who!r} stays: "
                                                  "which is meant? ask the player"))
            self.held.add(i)
        self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, f"{who!r} stays, and line {lines} "
                                          f"({self.texts[hits[0]].strip()!r}) moves it: which is meant? ask the player"))
        return True

    def _stays(self, number: int, raw: str, body: str) -> bool:
        """A correction saying a unit stays that the ruleset does not read ('the 2 from 59 stay home'): the
        earlier orders of that unit or from that place (their first name) set aside, units without orders
        stay; an order after ', instead' read too. False, nothing changed, when it names no such order."""
        found = self._stay_hits(body, number)
        if found is None:
            return False
        who, instead, hits = found
        read: object = None
        if instead:
            read, error = self._read(instead)
            if error is not None:
                return False
        self._drop(hits, number, raw, body)
        self.chatter.append(Chatter(number, raw, f"not an order: {who!r} stays: units without orders stay"))
        if instead:
            self.add(number, raw, instead, read)
        return True

    def _undo_edit(self, number: int, raw: str, body: str, word: str) -> bool:
        """'EDIT2: forget the edit, B goes to Prague after all': the last correction before this line taken
        back (its orders set aside, the orders it had set aside given again), then what follows read as a
        correction of its own. False, nothing changed, when the clause undoes no edit or there is none."""
        if word not in UNDO_EDIT:
            return False
        edits = [line for i, line in self.dropped_by.items() if i in self.dropped and line < number]
        if not edits:
            return False
        edit = max(edits)
        restored = [i for i, line in self.dropped_by.items() if line == edit and i in self.dropped]
        given = [i for i in self._live() if self.lines[i] == edit]
        after: object = None
        body = without_filler(body)
        if body.casefold() in ("please", "pls", "thanks", "then", "too", "now"):
            body = ""
        if body:
            after, error = self._read(without_filler(body))
            if error is not None:
                return False
        for i in restored:
            self.dropped.discard(i)
            del self.dropped_by[i]
        gone = {(self.lines[i], self.texts[i]) for i in restored}
        self.chatter[:] = [c for c in self.chatter if not ((c.line, c.text) in gone and
                                                           c.reason.startswith(f"set aside: replaced by the correction on line {edit} "))]
        self._drop(given, number, raw, f"{word}: the correction of line {edit} taken back")
        self.in_place = None
        back = [self.orders[i] for i in restored]
        new = [x for x in as_list(after) if isinstance(x, Order) and x not in back]
        if new:                 # 'B goes to Prague after all': what the edit had set aside is given again already
            self.replace(number, raw, new, body)
            self.add(number, raw, without_filler(body), new)
        return True

    def _moving_already(self, body: str) -> bool:
        """'Only the Bulgarian corps moves' after a correction: the units it names (by a name or a word
        made from one: 'Bulgarian', Bulgaria) are those whose move stands; a remark, no order."""
        names = moving_only(body)
        if not names:
            return False
        said = {w for i in self._live() for w in names_in(self.bodies[i]) if len(w) >= 4}
        return all(any(n.startswith(w) or w.startswith(n) for w in said) for n in names if len(n) >= 4) \
            and any(len(n) >= 4 for n in names)

    def _explains(self, body: str, indexes: list[int]) -> bool:
        """Whether the words after a retraction are its reason, about the orders it takes back ('the war
        with Portugal waits until the fleet is ready'): they name those orders' kind or a name of theirs and
        give no order; a clause naming anything else is no reason to set aside."""
        if self._reads(body) or takes_back(body):
            return False
        kinds = kinds_named(body)
        names = names_said(body)
        if any((is_order_word(w) or w in WEAK_VERBS) and w not in KIND_WORDS and w not in UNIT_WORDS for w in words(body)):
            return False                # 'cancel that, the fleet sails to Portugal instead': another order
        taken = [i for i in indexes if i not in self.dropped]
        if not taken or names - set().union(*(names_in(self.bodies[i]) for i in taken)) - _SENTENCE_STARTS:
            return False
        if not names - _SENTENCE_STARTS and not any(is_digits(w) or (is_order_word(w) or w in WEAK_VERBS) and w not in UNIT_WORDS
                                                     for w in words(body)):
            return True                 # 'Ignore that - our galleons are too few': a remark naming nothing
        return any(names & names_in(self.bodies[i]) or any(k in kind_of(self.orders[i]) for k in kinds) for i in taken)

    def _earlier(self, name: str, number: int) -> dict[int, list[int]]:
        """The live orders of earlier lines whose words name `name`, by line."""
        want = words(name)
        found: dict[int, list[int]] = {}
        for i in self._live():
            if self.lines[i] > number or not want:     # orders of this line already read come before
                continue
            said = words(self.bodies[i])
            if any(said[k:k + len(want)] == want for k in range(len(said))):
                found.setdefault(self.lines[i], []).append(i)
        return found

    def _earlier_by_other_name(self, name: str, number: int) -> tuple[dict[int, list[int]], str]:
        """The live orders of earlier lines that name the place `name` by another of its names or its number
        ('6 units 21 -> 25' for 'Tailbridge'): the words of the order that, replaced by `name`, give the same
        order (the ruleset's reader and the state judge); by line, with those words as the order wrote them."""
        found: dict[int, list[int]] = {}
        written = name
        for i in self._live()[-MOST_RENAMED:]:
            if self.lines[i] <= number:
                there = self._named_there(i, name)
                if there is not None:
                    found.setdefault(self.lines[i], []).append(i)
                    written = there
        return found, written

    def _stop_short(self, number: int, raw: str, body: str, word: str, among: list[int] | None = None) -> bool:
        """'corps I only to Saxony', 'E stops in Champagne' after a march through it: the one earlier march of
        that unit (or, no unit named, the one march) passing through the place ends there; asked when several
        do. False, nothing changed, when the clause says no such thing or no march passes there."""
        said = stopped_short(body)
        if said is None:
            return False
        who, place = said
        names = _who_named(who)
        hits: list[tuple[int, str]] = []
        for i in self._live() if among is None else among:
            if self.lines[i] <= number and (not names or first_name(self.bodies[i]) in names):
                cut = self._cut_at(i, place)
                if cut is not None:
                    hits.append((i, cut))
        if not hits:
            return False
        if len(hits) > 1:
            self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, f"{body!r}: the orders of lines "
                                              f"{', '.join(str(self.lines[i]) for i, _ in hits)} all pass through "
                                              f"{place!r}: which stops there? write the order again whole"))
            return True
        i, cut = hits[0]
        self._drop([i], number, raw, f"{word}, {body}" if word else body)
        self.add(number, raw, cut, self.parse_line(cut))
        return True

    def _cut_at(self, i: int, place: str) -> str | None:
        """Order i's text ending at `place` (by its name there or another), when it passes through it and
        the shorter march reads; None otherwise."""
        text = self.bodies[i]
        there = place if find_word(text, place) >= 0 else self._named_there(i, place)
        at = find_word(text, there) if there else -1
        if at < 0 or not text[at + len(there or ""):].strip(" .!"):
            return None
        cut = text[:at + len(there or "")]
        return cut if self._reads(cut) else None

    def _named_there(self, i: int, name: str) -> str | None:
        """The words of order i's text (one to three) that stand for `name`: replaced by it, the line
        still gives that order; None when no words of it do."""
        found = self._standing_for(self.bodies[i], self.orders[i], name)
        return found[0] if found is not None else None

    def _standing_for(self, text: str, order: Order, name: str) -> tuple[str, int] | None:
        """The words of an order's text (one to three) that stand for `name`, and the index of their first word:
        replaced by it, the text still gives that order; None when no words of it do."""
        said = text.split(" ")
        if len(said) > _MOST_WORDS_RENAMED:
            return None                 # an order is a few words; a long line is not looked through word by word
        for k in range(len(said)):
            if not said[k][:1].isupper() and not said[k][:1].isdigit():
                continue                # a name or a number starts the words that stand for a place
            for size in range(1, min(3, len(said) - k) + 1):
                there = " ".join(said[k:k + size]).strip(",.;:()")
                if not there or there.casefold() == name.casefold() or not there[0].isalnum():
                    continue
                candidate = " ".join([*said[:k], " ".join(said[k:k + size]).replace(there, name), *said[k + size:]])
                try:
                    read = self.tried(candidate)
                except NotUnderstood:
                    continue
                if is_clean(read) and order in as_list(read):
                    return there, k
        return None


def is_clean(read: object) -> bool:
    """Whether a line's reading gives orders and refuses no part."""
    if read is None:
        return True
    if type(read) is list or isinstance(read, (list, tuple)):     # the usual answer first: an isinstance of a
        for x in read:                  # Struct class costs more; a loop, not a generator: every line read meets it
            if isinstance(x, NotUnderstood):        # three times
                return False
        return True
    return isinstance(read, Order) or not isinstance(read, NotUnderstood)


def as_list(read: object) -> list[object]:
    if read is None:
        return []
    if isinstance(read, Order):
        return [read]
    return list(read) if isinstance(read, (list, tuple)) else [read]


@functools.lru_cache(maxsize=4096)
def names_in(body: str) -> frozenset[str]:
    """The words of an order that may name its unit or places: all but a count it starts with."""
    said = words(body)
    return frozenset(w for k, w in enumerate(said) if not (k == 0 and is_digits(w)))


def _who_named(who: str) -> frozenset[str]:
    """The names of the units a clause says stay: a count before a unit word left out ('the 3 armies in
    21': 21, not 3)."""
    said = who.replace("-", " ").split(" ")
    counts = {w.casefold() for w, after in zip(said, said[1:]) if is_digits(w) and after.casefold() in _UNIT_WORDS}
    return names_said(who) - counts


_BEFORE_UNIT = frozenset("more new extra additional fresh other".split())


def counts_in(text: str) -> frozenset[str]:
    """The numbers of a clause that count units rather than name a place ('2' in 'buy 2 more armies in 16',
    '3 armies 21 -> 27'): a correction naming a count has not named the orders that share it."""
    said = [w.strip(",.;:!?()[]\"'").casefold() for w in text.replace("-", " ").split(" ")]
    return frozenset(w for k, w in enumerate(said) if is_digits(w) and k + 1 < len(said) and (
        said[k + 1] in _UNIT_WORDS or said[k + 1] in _BEFORE_UNIT and k + 2 < len(said) and said[k + 2] in _UNIT_WORDS))


def _count_of(text: str) -> str | None:
    """The count of units a clause names ('3' in 'the 3 armies in 21', '3 armies 21 -> 27'), or None."""
    said = text.replace("-", " ").split(" ")
    return next((w for w, after in zip(said, said[1:]) if is_digits(w) and after.casefold() in _UNIT_WORDS), None)


def first_name(body: str) -> str:
    """The first name of an order, its unit or where it starts: '59' in '2 armies 59 -> 58', 'i' in
    'corps I: Stamboul - Salonica', 'b' in 'B - Saxony'; '' when it has none."""
    head, colon, tail = body.partition(": ")
    if colon and len(head.split()) <= _MOST_TITLE_WORDS and not any(c.isdigit() for c in head) \
            and tail.split(" ", 1)[0].casefold() in _AT_FIRST:
        body = tail                 # 'From west to east: in 16, 2 armies to 15': a title over the order
    said = [w for w in words(body) if w not in _UNIT_WORDS]
    if len(said) > 1 and said[0] in _AT_FIRST:
        return said[1]              # 'in 16, 2 armies to 15': the place the order is for
    first = body.split(" ", 2)
    if said and len(first) > 1 and (first[0] == "An" or first[0] == "A" and first[1] in UNIT_ARTICLED):
        said = said[1:]             # 'A pair of armies from 109 to 110': an article, not sea or corps A
    if said and is_digits(said[0]) and len(said) > 1:
        said = said[1:]             # a count first
    return said[0] if said else ""


_MOST_TITLE_WORDS = 6   # words of a title before a colon over an order ('From west to east: in 16, ...')
_AT_FIRST = frozenset(("in", "at"))     # an order opening on its place: 'In 16, 2 armies to 15'
MOST_PIECES_TRIED = 6   # parts of a sentence about an earlier message tried as orders of their own
MOST_NAMES_TRIED = 4   # names of a correction that does not read looked for under other names in earlier orders
_MOST_WORDS_RENAMED = 24  # words of an order looked through for a place named otherwise
MOST_RENAMED = 12      # the last live orders a correction may name by another name (each word of each tried)
_SENTENCE_STARTS = frozenset("the it they we i our my this that".split())   # capitalised only for starting a sentence
_UNIT_WORDS = frozenset("army armies ship ships unit units corps fleet squadron the my".split())


def find_word(text: str, name: str) -> int:
    """Where `name` stands in `text` as whole words, case aside (-1 if nowhere)."""
    low, want = text.casefold(), name.casefold()
    at = low.find(want)
    while at >= 0:
        end = at + len(want)
        if (at == 0 or not low[at - 1].isalnum()) and (end == len(low) or not low[end].isalnum()):
            return at
        at = low.find(want, at + 1)
    return -1


_GOING_WORDS = frozenset("-> - to into towards toward \u2192 >".split())


def fewer_by(before: object, after: object) -> int | None:
    """How many fewer `after` moves than `before` when the two orders are the same but for one count; None when
    they differ otherwise."""
    if type(before) is not type(after) or not isinstance(before, msgspec.Struct):
        return None
    was, now = msgspec.structs.asdict(before), msgspec.structs.asdict(after)   # type: ignore[arg-type]
    changed = [k for k in was if was[k] != now.get(k)]
    if len(changed) != 1:
        return None
    a, b = was[changed[0]], now[changed[0]]
    return a - b if isinstance(a, int) and isinstance(b, int) and not isinstance(a, bool) and a > b else None


_THIS_ONE = ("this one", "use this one", "use this", "this is the one", "this is it", "take this one")


def pointed_correction(text: str) -> str:
    """'spend TP to reach 50% <- EDIT: this one, not the 40' -> 'EDIT: spend TP to reach 50%, not the 40': a
    correction written as a note pointed back at the order it gives; the text itself for any other line."""
    for mark in (" <-- ", " <- ", " \u2190 "):
        at = text.find(mark)
        if at > 0:
            break
    else:
        return text
    order, note = text[:at].strip(), text[at + len(mark):].strip(" .!")
    word, rest = correction_of(note)
    low = rest.casefold()
    this = next((t for t in _THIS_ONE if low == t or low.startswith(t + ",") or low.startswith(t + " ")), "")
    if not word and not this or not order:
        return text
    rest = rest[len(this):].strip(" ,") if this else rest
    if rest and not rest.casefold().startswith(("not ", "instead of ", "rather than ")):
        return text                     # '<- EDIT: and 2 more': more than which order it is
    return f"{word or 'instead'}: {order}" + (f", {rest}" if rest else "")
