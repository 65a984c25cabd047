"""The corrections a sheet makes to the orders it read before (engine.words.sheet): struck-through
words, a correction held back when it cannot be read, an order replaced, 'not X but Y', crossed out."""

from __future__ import annotations

from collections.abc import Sequence



from engine.errors import NotUnderstood
from engine.order_sheet import (NOT_ALLOWED, NOT_UNDERSTOOD, Chatter, LineReader, Order, OrderProblem,  # noqa: F401
                                OrderSheet, Rejections)
from engine.words.clauses import (LINE_ABOVE, route_not_route, ORDINALS, lines_counted, RETRACTIONS, without_remark, crossed_out_line, not_instead, swapped, rest_stays, takes_back, cancelled_kinds, correction_of, kind_of, replacement_name, unit_of,
                            with_last_name_replaced, stopped_short, without_filler, kinds_named, names_said, KIND_WORDS)
from engine.words.corrections import (MOST_NAMES_TRIED, MOST_RENAMED, Corrections, as_list, is_clean, find_word, counts_in,
                                      names_in)
from engine.words.kinds_said import holds_unit_word
from engine.words.tails import purpose_tail, without_apology
from engine.words.correction_units import for_units, names_other_units
from engine.words.lexicon import UNIT_WORDS
from engine.words.said_whole import said_whole
from engine.words.counted_again import count_said, with_count
from engine.words.said_whole import from_its_start
from engine.words.message import words
from engine.words.read_again import clean_read
from engine.words.textio import is_digits



# Unit words a correction may use for what an order calls otherwise ('the fleet move' for '1 ship H -> G').
_UNIT_CLASS = {"fleet": "ship", "boat": "ship", "navy": "ship", "galleon": "ship", "frigate": "ship",
               "troop": "army", "soldier": "army", "men": "army", "regiment": "army"}


def _singular(word: str) -> str:
    """'armies' -> 'army', 'fleets' -> 'ship': a unit word as a correction or an order may say it."""
    one = word[:-3] + "y" if word.endswith("ies") else word[:-1] if word.endswith("s") and len(word) > 3 else word
    return _UNIT_CLASS.get(one, one)


def _one_said(head: str) -> bool:
    """Whether a taking back names one order ('disregard the army', 'forget the build'), not several ('the
    armies', 'all builds', 'both moves')."""
    said = words(head)
    return not _SEVERAL.intersection(said) and not any(w.endswith("s") and len(w) > 3 and w not in _NOT_PLURAL
                                                       for w in said[1:])


_SEVERAL = frozenset("all both every each these those".split())
_MOST_COLONS = 3        # colons of a correction tried as the start of the order it gives whole
_NOT_PLURAL = frozenset("this turn".split())

# The most words a correction may hold to be put in place of the last words of the order before it ('No, 68 -> 65.'):
# a longer one is a sentence of its own, never spliced into the order ('..., Spend TP to reach <a whole sentence>').
_MOST_BARE = 6


class SheetCorrections(Corrections):
    """The corrections of engine.words.sheet.Sheet; its reading is declared in Corrections."""

    ranks: list[float]
    last: tuple[str, list[int]] | None

    def struck(self, number: int, raw: str, parts: Sequence[str]) -> None:
        """'~~buy 2 armies in 21~~ buy 1 ship in I' under 'buy 2 armies in 21': struck-through words that
        say an earlier order again take it back."""
        for part in parts:
            found = self._restated(part, number)
            if found:
                self._drop(found, number, raw, f"struck through: {part!r}")

    def _restated(self, text: str, before: int | None = None) -> list[int]:
        """The earlier orders a question says again ('E - Champagne' / 'E to Champagne? no, Burgundy.'):
        a correction after the question replaces them; [] when it says none of them."""
        try:
            read = self.tried(text)
        except NotUnderstood:
            return []
        said = [o for o in as_list(read) if isinstance(o, Order)]
        found = [i for i in self._live() if self.orders[i] in said and (before is None or self.lines[i] < before)]
        return found if said and len(found) == len(said) else []

    def _reads(self, text: str) -> bool:
        try:
            read = self.tried(text)
        except NotUnderstood:
            return False
        return bool(read) and is_clean(read)

    def _live(self) -> list[int]:
        return [i for i in range(len(self.orders)) if i not in self.dropped and i not in self.held]

    def names_earlier(self, text: str) -> bool:
        """Whether a line names the unit or a place of an order read before it."""
        names = names_said(correction_of(text)[1])
        return any(names & names_in(self.bodies[i]) for i in self._live())

    def hold_back(self, number: int, raw: str, text: str, wide: bool) -> None:
        """A correction on line `number` that cannot be read: the earlier orders it may concern are
        refused too, never carried out as if it had not been written. Those naming a unit or place it
        names, else those of a kind it names ('the build', 'no war'), else (when `wide`: a correction
        that surely changes something) all the orders of the last line that gave any."""
        live = self._live()
        names = names_said(text) - counts_in(text)         # 'buy 2 more armies in 16' names 16, not every order of 2
        concerned = [i for i in live if names & (names_in(self.bodies[i]) - counts_in(self.bodies[i]))]
        named = [n for n in text.replace(",", " ").replace(".", " ").split(" ") if n.casefold() in names]
        if len(named) <= MOST_NAMES_TRIED:     # '6 units 21 -> 25' / 'Correction: 22, not Tailbridge': by another name
            concerned += [i for i in live[-MOST_RENAMED:] if i not in concerned
                          and any(self._named_there(i, n) for n in named)]
        kinds = kinds_named(text)       # and those of a kind or a unit it names ('disregard the ship, buy ... instead')
        units = {_singular(w) for w in words(text) if w in UNIT_WORDS or w in ("boat", "boats", "navy")}
        concerned += [i for i in live if i not in concerned and (any(k in kind_of(self.orders[i]) for k in kinds)
                                                                  or units & {_singular(w) for w in names_in(self.bodies[i])})]
        if not concerned and wide and live:
            line = max(self.lines[i] for i in live)
            concerned = [i for i in live if self.lines[i] == line]
        for i in concerned:
            self.held.add(i)
            self.problems.append(OrderProblem(self.lines[i], self.texts[i], NOT_UNDERSTOOD,
                                              f"held back: the correction on line {number} ({raw.strip()!r}) may "
                                              "change it and cannot be read: ask the player"))

    def _drop(self, indexes: list[int], number: int, raw: str, why: str) -> None:
        live = [self.ranks[i] for i in indexes if i not in self.dropped]
        if live:
            self.in_place = min(live)       # the order given instead stands where the first one stood
        for i in indexes:
            if i not in self.dropped:
                self.dropped.add(i)
                self.dropped_by[i] = number
                self.chatter.append(Chatter(self.lines[i], self.texts[i],
                                            f"set aside: replaced by the correction on line {number} ({why})"))

    def replace(self, number: int, raw: str, new: list[Order], body: str, retracts: bool = False,
                keep: Sequence[int] = ()) -> None:
        """The earlier orders a correcting clause replaces: those for the same units, else those
        of the clause just before when they are of the same kind; with `retracts` ('cancel that, ...'),
        the orders of the clause before whatever they are, and those of the same units."""
        if retracts and self.last is not None:
            self._drop([i for i in self.last[1] if i not in self.dropped], number, raw, body)
        before = [i for i in self._live() if i not in keep]         # keep: the new orders, added already
        units = {u for u in map(unit_of, new) if u is not None}
        same = [i for i in before if unit_of(self.orders[i]) in units] if units else []
        if not units:               # armies counted by place: the earlier move of the same kind from the same place
            starts = {(kind_of(o), getattr(o, "source", None)) for o in new if getattr(o, "source", None) is not None}
            same = [i for i in before if (kind_of(self.orders[i]), getattr(self.orders[i], "source", None)) in starts]
        if not units and not same and self.last is not None:
            kinds = {kind_of(o) for o in new}
            same = [i for i in self.last[1] if i not in self.dropped and kind_of(self.orders[i]) in kinds]
        self._drop(same, number, raw, body)

    def given_on(self, number: int) -> list[int]:
        """The indexes of the live orders read from line `number` so far."""
        return [i for i in self._live() if self.lines[i] == number]

    def replaced_by_line(self, number: int, raw: str, body: str) -> None:
        """The orders line `number` gave (by meaning, already added) replace the earlier ones of the same units or
        places: 'hmm, that leaves Rome empty. Make it 1 army 37 -> 38.' under '2 armies 37 -> 38'."""
        given = self.given_on(number)
        if given:
            self.replace(number, raw, [self.orders[i] for i in given], body, keep=given)

    def _described_then_given(self, number: int, raw: str, body: str, word: str) -> bool:
        """'EDIT2: not cavalry, infantry: build infantry in Posen', 'On second thought, instead of Serbia corps II goes
        to Wallachia: corps II: Bulgaria - Wallachia': the change said, then the order given whole after the last
        colon; that order replaces the earlier one of its unit, or the one earlier order the change's old word names
        ('cavalry'), and the words before the colon are set aside. False when the tail does not read whole or the
        change names no single earlier order."""
        at, read = body.find(": "), None
        new: list[Order] = []
        while 0 < at and not new and at < len(body) and body.count(": ", 0, at) < _MOST_COLONS:
            read, error = self._read(body[at + 2:])
            new = [o for o in as_list(read) if isinstance(o, Order)] if error is None and is_clean(read) else []
            at = at if new else body.find(": ", at + 2)
        if not new:
            return False
        head, tail = body[:at], body[at + 2:]
        said = not_instead(swapped(head))
        old = said[1] if said is not None else ""
        if said is not None and said[0] and find_word(tail, said[0][0]) < 0 and not any(c.isdigit() for c in tail):
            return False            # 'I meant Denmark, not Spain: declare war on Sweden': which is meant? asked
                                    # (an order naming places by number, '2 armies 38 -> 40', names them otherwise)
        earlier = [i for i in self._live() if self.lines[i] < number]
        while old and not any(find_word(self.bodies[i], old) >= 0 for i in earlier):
            old = old.rsplit(" ", 1)[0] if " " in old else ""     # 'Serbia corps II' -> 'Serbia'
        units = {u for u in map(unit_of, new) if u is not None}
        starts = {(kind_of(o), getattr(o, "source", None)) for o in new if getattr(o, "source", None) is not None}
        hits = [i for i in earlier if unit_of(self.orders[i]) in units or old and find_word(self.bodies[i], old) >= 0
                or (kind_of(self.orders[i]), getattr(self.orders[i], "source", None)) in starts]
        if len(hits) != 1:
            return False
        self._drop(hits, number, raw, f"{word}, {body}")
        self.chatter.append(Chatter(number, raw, f"set aside: {head!r}, the change said before the order given whole"))
        self.add(number, raw, tail, read)
        return True

    def _correct(self, number: int, raw: str, body: str, word: str) -> bool:
        """'make that Franconia' (the last name of the clause before replaced), 'cancel the build'
        (earlier orders of that kind withdrawn); False for a correction that gives orders itself."""
        if self._described_then_given(number, raw, body, word):
            return True
        if self._count_again(number, raw, body, word):
            return True
        if self._not_instead(number, raw, body, word) or self._cross_out(number, raw, body) \
                or self._cancel_by_unit(number, raw, body) \
                or self._stop_short(number, raw, body, word) or self._undo_edit(number, raw, body, word):
            return True
        name = replacement_name(body)
        if name is not None and said_whole(body, self._reads):
            name = None                 # 'Correction: D goes to Switzerland instead': the order given whole, read so
        if name is not None and self.last is not None and self.last[1]:
            for candidate in with_last_name_replaced(self.last[0], name):
                read = clean_read(self.parse_line, candidate)
                if read is not None:
                    self._drop(self.last[1], number, raw, f"{word}, {body}")
                    self.add(number, raw, candidate, read)
                    return True
            self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD,
                                              f"{body!r}: cannot tell which order {name!r} corrects: write the order again whole"))
            return True
        if not body and word in LINE_ABOVE:
            above = [i for i in self._live() if self.lines[i] < number]
            if above:                   # 'Ignore the line above': the orders of the last line that gave any
                line = self.lines[max(above, key=lambda i: self.lines[i])]
                self._drop([i for i in above if self.lines[i] == line], number, raw, word)
                self.last = None
                return True
        if not body and word in RETRACTIONS and self.last is not None:
            self._drop(self.last[1], number, raw, word)      # 'Declare war on Spain. ... Cancel that.'
            self.last = None
            return True
        if body and word in RETRACTIONS and self.last is not None and self.last[1] and self._explains(body, self.last[1]):
            self._drop(self.last[1], number, raw, word)      # 'cancel that last one, the war with Portugal waits'
            self.chatter.append(Chatter(number, raw, f"not an order: {body!r}, the reason for taking it back"))
            self.last = None
            return True
        if takes_back(body):
            if self.last is not None:
                self._drop(self.last[1], number, raw, f"{word}, {body}")
                self.last = None
            self.chatter.append(Chatter(number, raw, f"not an order: {body!r} takes the order before it back"))
            return True
        if self.last is not None and self.last[0] and not self._reads(body) \
                and body.split(" ", 1)[0].casefold() not in _SUBJECT_PRONOUNS:    # 'they go to 99': a clause, not the end of one
            bare = without_filler(body)
            said = [t for t in (body, *([bare] if bare != body and not self._reads(bare) else []))
                    if t and len(t.split()) <= _MOST_BARE]      # '68 -> 65', '..., 68 -> 65 instead': a route, a name
            for candidate in (c for t in said for c in (*(from_its_start(self.last[0], t) if self.last[1] else ()),
                                                         *with_last_name_replaced(self.last[0], t, len(t.split()) + 1))):
                if self._reads(candidate):        # '3 armies 68 -> 67? No, 68 -> 65.', '..., 68 -> 65 instead'
                    read = self.parse_line(candidate)
                    self._drop(self.last[1], number, raw, f"{word}, {body}")
                    self.add(number, raw, candidate, read)
                    return True
        kinds = [x for k in cancelled_kinds(body) for x in (k, *KIND_WORDS.get(k, ()))]    # 'the purchase': a buy
        if kinds:
            hit = [i for i in self._live() if any(k and k in kind_of(self.orders[i]) for k in kinds)]
            if not hit:                 # 'disregard the artillery': the build of artillery
                hit = [i for i in self._live() if holds_unit_word(self.orders[i], kinds[0])]
            head, _, rest = body.partition("; ") if "; " in body else body.partition(", ")   # '...above; buy 2 ...'
            names = names_said(head.split(" ", 1)[-1])      # not its verb: 'Disregard the build in Silesia'
            if names:                   # 'disregard the build in Silesia': only the build there
                hit = [i for i in hit if names & names_in(self.bodies[i])]
            if len(hit) > 1 and _one_said(head):
                return False            # 'disregard the army' with two purchases of armies: which? asked
            if hit:
                return self._taken_back_then(hit, number, raw, head, rest.strip())
        return False

    def _count_again(self, number: int, raw: str, body: str, word: str) -> bool:
        """'EDIT: make it 3 armies, not 2': the one earlier order naming a count of units (engine.words.counted_again)
        given again with the new count; False, nothing changed, when none or several could be meant."""
        said = count_said(body)
        if said is None:
            return False
        _, count_words, old = said
        found = [(i, again) for i in self._live() if self.lines[i] < number
                 and (again := with_count(self.bodies[i], count_words, old)) is not None and self._reads(again)]
        if len({self.bodies[i] for i, _ in found}) != 1:
            return False
        body_before, again = self.bodies[found[0][0]], found[0][1]
        self._drop([i for i, _ in found if self.bodies[i] == body_before], number, raw, f"{word}, {body}")
        self.add(number, raw, again, self.parse_line(again))
        return True

    def _taken_back_then(self, hit: list[int], number: int, raw: str, head: str, rest: str) -> bool:
        """'Forget the cavalry, build 2 infantry in Moscow instead': the orders named taken back, then what
        follows the comma read as an order, or set aside as the reason ('..., I need the gold'), or refused."""
        for said in dict.fromkeys((rest, without_filler(rest)) if rest else ()):
            read, error = self._read(said)
            if error is None and is_clean(read) and as_list(read):
                self._drop(hit, number, raw, head)
                self.add(number, raw, said, read)
                return True
        reason = bool(rest) and self._explains(rest, hit)
        self._drop(hit, number, raw, head if rest and not reason else f"{head}, {rest}".rstrip(", "))
        if reason:
            self.chatter.append(Chatter(number, raw, f"not an order: {rest!r}, the reason for taking it back"))
        elif rest:
            self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, f"{rest!r}: not understood after taking "
                                              f"back {head!r}: ask the player what is meant instead"))
        return True

    def _not_instead(self, number: int, raw: str, body: str, word: str) -> bool:
        """'the 3 armies from 58 go to 57, not 55', 'E should go to Burgundy, not Champagne': the
        one earlier order naming the place taken back, with the new place in its stead; asked when
        several orders name it."""
        body, sorry = without_apology(body)
        if sorry:                           # 'Not 8 -> 4 but 8 -> 20, sorry, Carmine is our ally's.'
            self.chatter.append(Chatter(number, raw, f"set aside: {sorry!r}, said after the correction"))
        reason = purpose_tail(body)
        if reason is not None and swapped(reason[0]) != reason[0]:     # 'not 52 but 56, the Rhineland is closer'
            body = reason[0]
            self.chatter.append(Chatter(number, raw, f"set aside: {reason[1]!r}, the reason for the correction"))
        body, units = for_units(body)       # 'not 55 but 57 for the 3 armies from 58': checked below
        body = swapped(body)                # 'not 55 but 57', 'instead of 55, 57', '57 rather than 55'
        routes = route_not_route(body)
        if routes is not None:              # "not 9 -> 8, it's 12 -> 9 with 3 units": the order naming that route
            new_order, old_route = routes
            hits = [i for i in self._live() if self.lines[i] <= number and find_word(self.bodies[i], old_route) >= 0]
            if len(hits) == 1 and not self._reads(new_order) and any(a in new_order for a in ("->", "\u2192")):
                at = find_word(self.bodies[hits[0]], old_route)     # 'Not 8 -> 4 but 8 -> 20': the count as before
                new_order = self.bodies[hits[0]][:at] + new_order + self.bodies[hits[0]][at + len(old_route):]
            if len(hits) == 1 and self._reads(new_order):
                self._drop(hits, number, raw, f"{word}, {body}")
                self.add(number, raw, new_order, self.parse_line(new_order))
                return True
        said = not_instead(body)
        if said is None:
            return False
        news, old = said
        found = self._earlier(old, number)
        written = old
        if not found:               # '6 units 21 -> 25' / '..., not Tailbridge': the place by another name
            found, written = self._earlier_by_other_name(old, number)
        if not found:
            return False
        if len(found) > 1:
            self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, f"{body!r}: the orders of lines "
                                              f"{', '.join(map(str, found))} all name {old!r}: which does it correct? "
                                              "write the order again whole"))
            return True
        indexes = next(iter(found.values()))
        text = self.bodies[indexes[0]]
        head = body[:body.casefold().rfind(" not ")].rstrip(" ,")
        if head and not self._reads(head) and self._reads(without_filler(head)):
            head = without_filler(head)     # 'buy only 1 army in 21, not 2': the order given whole
        if old in counts_in(text) and counts_in(body):
            news = [n for n in news if not is_digits(n) or n in counts_in(body)]    # a count for a count, never
            # the place after it: 'only 1 army in 21, not 2' is never 'buy 21 armies'
        if head and self._reads(head):      # 'the 3 armies from 58 go to 57, not 55': the order given whole
            self._drop(indexes, number, raw, f"{word}, {body}")
            self.add(number, raw, head, self.parse_line(head))
            return True
        at = find_word(text, written)
        if at >= 0 and find_word(text[at + len(written):], written) >= 0:
            self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, f"{body!r}: {text!r} names {written!r} more "
                                              "than once: which does it correct? write the order again whole"))
            return True
        short = stopped_short(head) if head else None
        place = short[1] if short is not None else news[0]
        if at >= 0 and find_word(text[:at], place) >= 0 and not text[at + len(written):].strip(" .!"):
            cut = text[:at].rstrip(" -\u2013>,")     # 'corps I: Bavaria - Württemberg - Baden' / 'Instead of Baden,
            if self._reads(cut):                        # stop in Württemberg': the march ends short
                self._drop(indexes, number, raw, f"{word}, {body}")
                self.add(number, raw, cut, self.parse_line(cut))
                return True
        if units and self._units_differ(units, news, text[:at], text[at + len(written):]) and \
                names_other_units(units, text):
            self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, f"{body!r} for {units!r}: the order naming "
                                              f"{old!r} is {text!r}, of other units: which is meant? write the order "
                                              "again whole"))
            return True
        taken: tuple[int, str] | None = None    # the most of the new words that read: 'not C but E attack Prussia'
        for new, (start, end) in ((n, span) for n in news for span in _spans(text, at, at + len(written))) \
                if at >= 0 else ():                 # is never '-> Prussia' with 'E attack' dropped
            candidate = text[:start] + new + text[end:]     # 'Britain' in 'ally with Great Britain': the whole name
            if (taken is None or len(new.split()) > taken[0]) and self._reads(candidate):
                taken = (len(new.split()), candidate)
        if taken is not None:
            self._drop(indexes, number, raw, f"{word}, {body}")
            self.add(number, raw, taken[1], self.parse_line(taken[1]))
            return True
        self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, f"{body!r}: {text!r} with {news[0]!r} for "
                                          f"{old!r} does not read: write the order again whole"))
        return True

    def _units_differ(self, units: str, news: Sequence[str], before: str, after: str) -> bool:
        """Whether 'UNITS go to NEW' reads as another order than the one corrected ('the two armies from St
        Petersburg' for '2 armies 86 -> 74' is the same), or does not read at all."""
        for new in news:
            said, candidate = f"{units} go to {new}", before + new + after
            if before and self._reads(said) and self._reads(candidate):
                return as_list(self.tried(said)) != as_list(self.tried(candidate))
        return True

    def _cross_out(self, number: int, raw: str, body: str) -> bool:
        """'Please ignore the Champagne line', 'scratch the ships line': the earlier orders naming
        it are set aside (already so when a correction replaced them)."""
        said = crossed_out_line(body)
        if said is None:
            return False
        name, after = said
        counted = lines_counted(name)
        if counted is not None:
            lines = sorted({self.lines[i] for i in self._live() if self.lines[i] < number})
            count, first = counted
            if count > len(lines) or not lines:
                return False                        # 'scratch both lines' under one: which? asked
            chosen = lines if not count else lines[:count] if first else lines[-count:]
            found = {n: [i for i in self._live() if self.lines[i] == n] for n in chosen}
        elif name in ORDINALS:
            lines = sorted({self.lines[i] for i in self._live() if self.lines[i] < number})
            at = ORDINALS[name]
            found = {lines[at]: [i for i in self._live() if self.lines[i] == lines[at]]} if -len(lines) <= at < len(lines) else {}
        else:
            found = self._earlier(name, number)
        if not found:
            want = words(name)
            if not any(want[0] in words(self.bodies[i]) for i in self.dropped if want):
                return False
            self.chatter.append(Chatter(number, raw, f"not an order: {body!r}, set aside already"))
        else:
            self._drop([i for indexes in found.values() for i in indexes], number, raw, body)
        crossed = [i for indexes in found.values() for i in indexes]
        if after and crossed and not self._reads(after) and self._stop_short(number, raw, after, "", crossed):
            return True                             # 'Scratch the first line: corps I only to Saxony'
        if after and not takes_back(after) and not rest_stays(after) and without_remark(after) == after:
            read, error = self._read(after)         # 'Forget the Champagne line, E holds.'
            if error is not None:
                self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, f"{after!r}: {error.reason}"))
            else:
                self.add(number, raw, after, read)
        return True


def _spans(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """Where the name written from `start` to `end` stands, as written and then with the capitalised words
    around it that make one name with it ('Britain' in 'ally with Great Britain', 'Tyrol' in 'South Tyrol')."""
    out = [(start, end)]
    left = text[:start].rstrip(" ")
    word = left.rsplit(" ", 1)[-1] if left else ""
    if word[:1].isupper() and word.isalpha() and not left.endswith(":"):
        out.append((len(left) - len(word), end))
    right = text[end:]
    after = right.lstrip(" ").split(" ", 1)[0].rstrip(".,;!") if right.startswith(" ") else ""
    if after[:1].isupper() and after.isalpha():
        out.append((start, end + 1 + len(after)))
    return out


# A correction opening with a pronoun says a whole clause ('Actually, they go to 99'): never spliced onto the end of
# the order before, where the words it would replace may be what named its units ('2 armies 97 -> 100').
_SUBJECT_PRONOUNS = frozenset("they it he she them these those both all".split())
