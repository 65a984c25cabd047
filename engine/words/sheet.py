"""The sheet a message's lines are read into (engine.orders.parse_lines): its orders, problems and
chatter, a line read whole, by its clauses or joined with the next; the corrections a later clause
makes are in engine.words.sheet_corrections."""

from __future__ import annotations

from engine.words.clause_items import ends_an_item

import functools
from collections.abc import Callable, Hashable, Iterator
from typing import Any

from engine.words import patterns as re        # its compile() waits for first use
from engine.words.route_counts import counted_route
from engine.words.asked_or_denied import ASKED_OR_DENIED, order_asked_or_denied, put_off


from engine.errors import Contradiction, NotUnderstood
import msgspec

from engine.order_sheet import (NOT_ALLOWED, NOT_UNDERSTOOD, Chatter, LineReader, Order, OrderProblem, SetAside,  # noqa: F401
                                OrderSheet, Rejections)
from engine.words.clauses_once import aside_once, refused_key
from engine.words.reading import reads_once
from engine.words.clauses import (sentences, is_remark, is_tally, title_verb, expanded, partition, table_cells, note_aside, without_tail, RETRACTIONS, STRONG_CORRECTIONS, without_remark, crossed_out_line, swapped, rest_stays, named_in_brackets, cancelled_kinds, clauses, correction_of, has_clauses, without_brackets, without_filler)
from engine.words.corrections import StaysOf, as_list, is_clean, _count_of as count_of
from engine.words.read_again import clean_read, first_clean
from engine.words.requests import is_request
from engine.words.unread import CLAUSE_JOINTS, PASSED_OVER, UNREAD_BESIDE_STAY, passed_over, read_by_clauses, beside_stay, coarse_parts, depends
from engine.words.later_turns import LaterTurn, plan_for_later
from engine.words.meaning.nothing_done import ask_denials, nothing_line
from engine.words.talk_lines import heads_orders, talk_of
from engine.words.conclusions import conclusion
from engine.words.thought_back import retracts, thought_back
from engine.words.place_changed import place_changes
from engine.words.stays import NOT_YOURS, STAY_REASON, stayed
from engine.words.delegations import DELEGATED, delegated
from engine.words.pointed_order import POINTED, pointed_order
from engine.words.said_as_possible import said_as_possible
from engine.words.stay_confirmed import without_denial
from engine.words.conditions import condition, mutual_note, refused_on_condition
from engine.words.run_on import kept_or_extended
from engine.words.run_together import run_together
from engine.words.wrapped import GOES_ON as _GOES_ON, Wrapped as _Wrapped, left_open as _left_open
from engine.words.tails import arrow_note, no_order_tail, purpose_tail
from engine.words.remarked import remark_after
from engine.words.retracted import taken_back_in_line
from engine.words.answered_no import declined_by, only_reasons, order_before_and
from engine.words.reasons import reason_cuts
from engine.words.reason_piece import said_in
from engine.words.movement import STAY, goes
from engine.words.nothing import denied_beside_orders
from engine.words.no_in_time import puts_off
from engine.words.prose import is_retraction, keeps_them
from engine.words.asked_after import statement_before_question
from engine.words.question_unit import answered_with_unit
from engine.words.earlier_message import gives_all_again
from engine.words.message import words
from engine.words.corrected_piece import corrected_before, takes_back
from engine.words.textio import is_digits
from engine.words.lexicon import UNIT_WORDS
from engine.words.taking_back import CHANGED_TO, SAID_AGAIN_SHORT
from engine.words.gone_back import hold_gone_back
from engine.words.coded import UNEXPLAINED, unexplained
from engine.words.self_fixes import gives_another, opens_taking_back, quoted_head, self_fixed, unread_correction

from engine.words.meaning.descriptions import of_another
from engine.words.meaning.lines import Asked, ByMeaning, Read
from engine.words.meaning.restated import where_orders_end
from engine.words.meaning.holds_order import only_an_order_says, order_words
from engine.words.sheet_corrections import SheetCorrections


def fixed(raw: str, text: str, error: NotUnderstood, parse_line: LineReader) -> str | None:
    """The line with each misspelt name replaced by the name suggested, if the result reads."""
    for _ in range(4):                 # a line may misspell several names
        if error.fix is None:
            return None
        wrong, right = error.fix
        at = raw.casefold().find(wrong.casefold())
        at_text = text.casefold().find(wrong.casefold())
        if at < 0 or at_text < 0:
            return None
        raw = raw[:at] + right + raw[at + len(wrong):]
        text = text[:at_text] + right + text[at_text + len(wrong):]
        try:
            read = parse_line(text)
        except NotUnderstood as e:
            error = e
            continue
        left = [x for x in read if isinstance(x, NotUnderstood)] if isinstance(read, (list, tuple)) else []
        if left:
            error = left[0]
            continue
        return raw
    return None


_MOST_REFUSED_KEPT = 4096    # lines by_clauses read to nothing, kept per message (engine.words.clauses_once)
_MOST_RESTATED = 200         # orders read before a line that may name their places again


def _orders_said(clause: str) -> bool:
    """Whether an unread clause sends something somewhere ('they sail to L'): never set aside as a remark
    ('no enemy ships there' is one)."""
    said = words(clause)            # or counts units ('... some gold: 2 infantry in Denmark'): an order unread
    return any(goes(w) for w in said) or any(is_digits(w) and k + 1 < len(said) and said[k + 1] in UNIT_WORDS
                                             for k, w in enumerate(said))


def _unit_kept(problem: OrderProblem, unread: list[tuple[OrderProblem, str, bool]]) -> bool:
    """Whether an unread correction says units stay ('... 2 armies to 15 ... no, in 16 hold'): it takes an order
    back, never a remark on the correction set aside when an order follows."""
    return any(p is problem and not STAY.isdisjoint(words(body)) for p, body, _ in unread)


_CUTS = re.compile(r"[;,]| and | then ")
# Where a line may join two clauses (engine.words.unread.CLAUSE_JOINTS), found in one pass.
_JOINT = re.compile("|".join(re.escape(j) for j in CLAUSE_JOINTS))


@functools.lru_cache(maxsize=4096)     # asked of every line read: a long message repeats its lines
def _has_joint(text: str) -> bool:
    return _JOINT.search(text) is not None


def _all_orders(read: list[object]) -> bool:
    for x in read:                  # a loop, not a generator: every line read meets it
        if not isinstance(x, Order):
            return False
    return True


def _denies_beside(text: str) -> bool:
    """'Nothing moves; 2 armies 20 -> 22', 'No orders, A - Flanders': a part that says no order is
    given beside others: the line is never cut into pieces that half-read it (the rulesets' own readers
    refuse such a line before; this holds for the cuts made here)."""
    if len(text) > _MOST_JOINED:
        return False
    return denied_beside_orders([p for p in _CUTS.split(text) if p.strip()]) is not None


_SAID_AFTER, _REASONING = "said after the order", "the player's reasoning before the order"
_REASON = "the player's reason for the order, which gives no order"
_OPENING = "an opening before the orders the sentence gives"
_MOST_OPENING = 14         # words of an opening before a colon set aside ('Rome moves north and south at once:')
MAX_CLAUSES = 24          # sentences of one line read one by one; a longer paragraph is read whole


_KEEPS = ("keep ", "stick with ", "stay with ")
# Corrections that take the order before back ('... no wait thats prussian. B h'); 'sorry', 'oops' may open manners.
_TAKING_BACK = SAID_AGAIN_SHORT
_NO = frozenset(("no", "nope", "nah", "no thanks", "not yet", "not this turn", "no, not yet", "non", "nein"))
_YES = frozenset(("yes", "yes please", "yes, please", "yep", "indeed", "confirmed", "yes indeed", "do it", "ja", "oui", "sí", "si"))          # an earlier order confirmed after a correction

_MOST_JOINTS = 4       # the 'and's of a clause tried as a cut between two orders
_JOINTS = (" and ", ", then ")
_MOST_JOINED = 300     # characters: two orders said in one sentence are well under it


def _finds(text: str, word: str) -> list[int]:
    """Where `word` starts in `text`, at most _MOST_JOINTS times."""
    out: list[int] = []
    at = text.find(word)
    while at >= 0 and len(out) < _MOST_JOINTS:
        out.append(at)
        at = text.find(word, at + 1)
    return out


# Words no sentence ends with: a line ending with one goes on on the next ('Corps D, in Alsace, will' / 'march').
_GOES_ON_AFTER = frozenset("will shall must should would can may to into onto from and or but the a an of is are be "
                           "at in on for with by via through towards toward then its his her their our my your "
                           "which who that whose march marches".split())


def _unfinished(text: str) -> bool:
    """A line ending mid-sentence: on a comma, a colon, or a word no sentence ends with ('will', 'and')."""
    said = text.rstrip()
    if said.endswith((",", ":", ";", "-", "(")):
        return True
    last = said.rsplit(None, 1)[-1].casefold() if said else ""
    return last in _GOES_ON_AFTER


is_unfinished = _unfinished


def _kept_said(said: str, question: str) -> str:
    """The words of a stay after a question answered no, without 'let' and the question's own numbers: 'Let it stay
    in Volhynia' as 'it stay in Volhynia', 'They stay in 87' after '2 armies 87 -> 88?' as 'They stay in'."""
    said = said[4:] if said[:4].casefold() == "let " else said
    asked = set(words(question))
    return " ".join(w for w in said.split() if not (is_digits(w.strip(".,")) and w.strip(".,") in asked))


def _kept_if_true(method: Callable[..., bool]) -> Callable[..., bool]:
    """A sheet's reading that says 'False, and nothing changed, otherwise': the message's marks (what the prose
    reader noted of the lines it tried) go back too when it answers False."""
    @functools.wraps(method)
    def run(self: Sheet, *args: Any) -> bool:
        back = self.checkpoint()
        done = method(self, *args)
        if not done:
            back()
        return done
    return run


# Words after which a line says again what it means, having taken back what it said before them.
_TAKING_BACK_WORDS = (" no, ", " no. ", " no - ", " no: ", " actually, ", " actually ", " instead, ", " on second thought ",
                      " on second thoughts ", " on second thought, ", " on second thoughts, ", " on reflection, ",
                      " changed my mind: ", " changed my mind, ", " change of plan: ", " change of plan, ",
                      " i mean ", " make that ", " make it ", " rather, ")


def said_after_taking_back(text: str) -> str:
    """The words after the last place a line takes back what it said before ('... a dozen Militia... no, a half
    dozen is plenty: a pair in Adoen Crown, ...' -> 'a half dozen is plenty: ...'); '' when it does not, or nothing
    follows. One search per word."""
    low = f" {text.casefold()} ".replace("? no. ", "? no_ ")    # 'Peace? No. The war goes on.': a question answered
    at = max((low.rfind(w) + len(w) for w in _TAKING_BACK_WORDS if w in low), default=-1)
    return text[at - 1:].strip(" .!") if at > 0 else ""



_NUMBER_NOTE = re.compile(r"\( ?[0-9]{1,3} ?\)")      # a number alone in brackets

class Sheet(SheetCorrections):
    """The orders, problems and chatter of a message as its lines are read, with the corrections
    a later clause makes to earlier ones (the orders it replaces are set aside, and said so)."""

    def __init__(self, parse_line: LineReader, looks: Callable[[str], bool] | None, nation: str = "",
                 stays_of: StaysOf | None = None):
        self.parse_line, self.looks, self.nation = parse_line, looks, nation
        self.stays_of = stays_of             # the ruleset's: does a stay's subject name an earlier order's unit?
        self.orders: list[Order] = []
        self.lines: list[int] = []
        self.texts: list[str] = []
        self.bodies: list[str] = []          # the words each order was read from
        self.ranks: list[float] = []         # where each order stands: a correction's where the order it replaces stood
        self.in_place: float | None = None   # the place of the orders just set aside by a correction
        self.problems: list[OrderProblem] = []
        self.chatter: list[Chatter] = []
        self.dropped: set[int] = set()
        self.dropped_by: dict[int, int] = {}     # the line of the correction that set each dropped order aside
        self.held: set[int] = set()          # held back by a later correction that does not read: refused, asked
        self.last: tuple[str, list[int]] | None = None       # the last clause read, and its orders' indexes
        self.correcting = False              # a clause after a correction is being read
        self.aside = ""                      # the reason after the order _read last took, set aside
        self.aside_why = _SAID_AFTER          # where the words set aside stood
        self.by_meaning: ByMeaning | None = None     # the ruleset's reading by meaning, for lines refused
        self.denials: ByMeaning | None = None        # the reader a trial's denials are judged by (nothing_done)
        self.text_before = self.text_now = ""        # the line of text before the one read, and that one
        self.from_earlier: set[int] = set()          # orders read from an earlier message's quote, corrected
        self.refused_clauses: set[Hashable] = set()  # lines by_clauses read to nothing (engine.words.clauses_once)
        self.asides_known: dict[Hashable, tuple[str | None, str]] = {}     # aside_of's answers (clauses_once)

    def _trial(self) -> Sheet:
        """An empty sheet reading with this one's reader, to see what a text gives."""
        trial = Sheet(self.parse_line, self.looks, self.nation)
        trial.checkpoint = self.checkpoint
        trial.denials = self.by_meaning or self.denials     # engine.words.meaning.nothing_done, in trials too
        trial.refused_clauses = self.refused_clauses         # its by_meaning and denials in the keys (clauses_once)
        return trial

    def _gives_by_clauses(self, number: int, raw: str, text: str) -> bool:
        """Whether the text read by its sentences gives orders; the message's marks as they were after."""
        back = self.checkpoint()
        try:
            return self._trial().by_clauses(number, raw, text, None)
        finally:
            back()

    def add(self, number: int, raw: str, text: str, read: object) -> None:
        if read is None:                # the ruleset's comment line, or one taking back what it said: on the receipt
            after = said_after_taking_back(text)
            last = after.rsplit(": ", 1)[-1]        # '... no artillery: two Infantry in Madder Vale?': what it gives now
            if after and self.looks is not None and (self.looks(after) or self.looks(last)) and not any(
                    is_retraction(x) or keeps_them(x) or cancelled_kinds(x) for x in sentences(last)):
                self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, f"the line takes back what it said and "
                                                  f"goes on with {after!r}, which does not read: ask the player"))
                return                  # '... a dozen Militia... no, a half dozen is plenty: a pair in Adoen Crown, ...'
            if (bare := put_off(text, self.parse_line)) is not None:     # 'Build 2 Infantry in 21. Not now.'
                self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, ASKED_OR_DENIED.format(bare=bare),
                                                  choices=(bare,)))
                return
            if not (self.chatter and self.chatter[-1].line == number):     # said of this line just before: once
                self.chatter.append(Chatter(number, raw, "not an order: a remark, or a line taking back what it said"))
            return
        read = as_list(read)
        orders_only = _all_orders(read)     # the usual line: orders alone, nothing set aside or refused (one pass)
        reasons = [] if orders_only else [x for x in read if isinstance(x, SetAside) and (
            x.why == STAY_REASON or x.why.endswith(NOT_YOURS))]
        if reasons and len(reasons) == len(read):      # a stay and its reason (engine.words.stays): read whole
            if not self._stay_after_order(number, raw, text):
                self.chatter.append(Chatter(number, raw, "not an order: units without orders hold"))
                self.chatter += [Chatter(number, raw, f"set aside: {x.words!r}, {x.why}") for x in reasons]
            return
        if not read and self.looks is not None and not correction_of(text.strip())[0]:
            beside = beside_stay(text, self.looks)
            if beside is not None:          # 'toulon fleet out 2 gulf of lion, brest stays in': the stay only set aside
                read = self._beside_stay(number, raw, *beside)
                if not read:
                    return
                orders_only = _all_orders(read)
        if not read and self._stay_after_order(number, raw, text):
            return
        if not read:
            passed = unexplained(text, [], self._orders_alone)      # 'I Bav-Fra | II Tyr-Bav | III stays'
            if passed:
                self.problems += [OrderProblem(number, raw, NOT_UNDERSTOOD, UNEXPLAINED.format(piece=piece))
                                  for piece in passed]
                return
            self.chatter.append(Chatter(number, raw, "not an order: units without orders hold"))
        if read and self.looks is not None and orders_only and _has_joint(text):
            passed = passed_over(text, read, self._orders_alone)     # 'X declares war on Y, and our four march to Z'
            if passed and not any(swapped(bit.strip()) != bit.strip() for part in sentences(text)
                                  for bit in part.split("; ")):     # not after 'Not X but Y', which replaced X
                read = read_by_clauses(text, read, self._orders_alone) or \
                    read + [NotUnderstood(PASSED_OVER.format(part=part)) for part in passed]
                orders_only = _all_orders(read)
        if read and (orders_only or all(isinstance(x, (Order, SetAside)) for x in read)):
            orders_ = read if orders_only else [x for x in read if isinstance(x, Order)]
            passed = [p for p in unexplained(text, orders_, self._orders_alone) if not taken_back_in_line(p, read)]
            if passed:
                read = read + [NotUnderstood(UNEXPLAINED.format(piece=piece)) for piece in passed]   # '6u 16->17' passed over
                orders_only = False
        if not orders_only:             # orders alone hold no refusal: nothing to hold back
            read = self._held_by_unread_correction(number, raw, read)
        start = len(self.orders)
        for order in read:
            if isinstance(order, SetAside):             # words the ruleset read past: on the receipt
                self.chatter.append(Chatter(number, raw, f"set aside: {order.words!r}, {order.why}"))
                continue
            if isinstance(order, NotUnderstood):       # one part of the line; its other orders stand
                self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, order.reason,
                                                  fixed(raw, text, order, self.parse_line)))
                continue
            if not isinstance(order, Order) or self._said_on_line(order, number):
                continue                                # 'E stays in Buda. E holds.': said twice, one order
            self.orders.append(order)
            self.lines.append(number)
            self.texts.append(raw)
            self.bodies.append(text)
            if self.in_place is not None:
                self.in_place += 0.001
            self.ranks.append(float(len(self.orders)) if self.in_place is None else self.in_place)
        self.last = (text, list(range(start, len(self.orders))))
        self.in_place = None

    def _held_by_unread_correction(self, number: int, raw: str, read: list[object]) -> list[object]:
        """A line whose later sentence corrects it and cannot be read ('The 4 march to Madder Vale. Never mind,
        the 4 go to Cheese Coast instead.'): the orders before that sentence are held back and asked, never
        carried out as if the correction had not been written."""
        for k, part in enumerate(read):
            if isinstance(part, NotUnderstood) and any(isinstance(o, Order) for o in read[:k]) \
                    and unread_correction(part.reason):
                said = quoted_head(part.reason)
                for o in read[:k]:
                    if isinstance(o, Order):
                        self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD,
                                                          f"held back: {said!r}, later on the line, may change it and "
                                                          "cannot be read: ask the player"))
                return [o for j, o in enumerate(read) if not isinstance(o, Order) or j > k]
        return read

    def _beside_stay(self, number: int, raw: str, rest: str, ordering: list[str]) -> list[object]:
        """The orders of a line's parts besides its stay clause, read as one text; when they do not read
        whole and clean, each such part refused (engine.words.unread), never filed as 'units hold'."""
        read, error = (None, None) if depends(rest) else self._read(rest)
        orders = as_list(read) if error is None else []
        if orders and is_clean(orders) and all(isinstance(o, Order) for o in orders):
            self.chatter.append(Chatter(number, raw, "not an order: its stay clause, units without orders hold"))
            return orders
        pieces = coarse_parts(rest) if error is not None or not orders else None
        if pieces and not depends(rest):        # 'I Rhl-Thu-Fra-Bav / II Als-Bad-Wur / GdI, III hold': item by item
            each = [self._read(p) for p in pieces]
            if all(e is None and r and is_clean(r) and all(isinstance(o, Order) for o in as_list(r)) for r, e in each):
                self.chatter.append(Chatter(number, raw, "not an order: its stay clause, units without orders hold"))
                return [o for r, _ in each for o in as_list(r)]
        for part in ordering:
            alone = self._read(part)[1] if len(ordering) > 1 or part != rest else error
            why = f"{part!r}: {alone.reason}; the rest of the line only says who stays" if alone is not None \
                else UNREAD_BESIDE_STAY.format(part=part)
            self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, why))
        return []

    def _fewer_stay(self, body: str, number: int) -> bool:
        """'3 armies 21 -> 27' / 'Actually, the 2 armies in 21 stay.': a stay of another count than the order it
        would take back (asked, never that order dropped whole)."""
        found = self._stay_hits(body, number)
        count = count_of(found[0]) if found is not None else None
        return found is not None and count is not None and any(count_of(self.bodies[i]) not in (None, count)
                                                               for i in found[2])

    def _orders_alone(self, text: str) -> list[object] | None:
        """A clause's orders read by itself; None when it does not read whole and clean."""
        read, error = self._read(text)
        orders = as_list(read) if error is None else []
        return orders if orders and all(isinstance(o, Order) for o in orders) else None

    def _said_on_line(self, order: Order, number: int) -> bool:
        """Whether the same order was read already from this line (the line's orders are the last ones)."""
        i = len(self.orders) - 1
        while i >= 0 and self.lines[i] == number:
            if i not in self.dropped and self.orders[i] == order:
                return True
            i -= 1
        return False

    def result(self, nation: str) -> OrderSheet:
        hold_gone_back(self)                # '2 ships M -> P... not touching': held back (engine.words.gone_back)
        self.settle_earlier()               # 'Final:', 'Full orders again:' over the whole list (sheet_corrections)
        ask_denials(self)                   # 'alliance w/ Austria' ... 'No alliance for now': asked (nothing_done)
        keep = sorted((i for i in range(len(self.orders)) if i not in self.dropped and i not in self.held), key=lambda i: self.ranks[i])
        chatter = sorted(self.chatter, key=lambda c: c.line)
        return OrderSheet(nation, tuple(self.orders[i] for i in keep), tuple(self.lines[i] for i in keep),
                          tuple(self.texts[i] for i in keep), tuple(self.problems), tuple(chatter))

    def goes_on(self, number: int, raw: str, text: str) -> bool:
        """A line starting with an arrow goes on the order of the line before ('4 units 38 -> 39' / '-> 15'):
        read joined, it replaces that order; when the joined text does not read, that order is held back
        and asked about, never carried out cut short."""
        if self.last is None or not self.last[1]:
            return False
        indexes = self.last[1]
        first = self.lines[indexes[0]]
        ran = first == number - 1 or any(c.line == number - 1 and c.reason.startswith(
            f"not an order by itself: read with line {first},") for c in self.chatter[-3:])
        if indexes != list(range(indexes[0], len(self.orders))) or any(self.lines[i] != first for i in indexes) \
                or not ran:
            return False
        if not text.lstrip().startswith(_GOES_ON) and self._reads(text):
            return False                        # 'then build 2 infantry in Paris': an order of its own
        before = self.bodies[indexes[0]]
        read = clean_read(self.parse_line, before + " " + text)
        if read is not None:
            prev_raw = self.texts[indexes[0]]
            for store in (self.orders, self.lines, self.texts, self.bodies, self.ranks):
                del store[indexes[0]:]
            self.add(first, prev_raw + " " + raw.strip(), before + " " + text, read)
            self.chatter.append(Chatter(number, raw, f"not an order by itself: read with line {first}, "
                                                     "one order over lines"))
            return True
        for i in indexes:
            self.held.add(i)
            self.problems.append(OrderProblem(self.lines[i], self.texts[i], NOT_UNDERSTOOD,
                                              f"held back: line {number} ({raw.strip()!r}) goes on with it and they "
                                              "do not read together: ask the player"))
        return False

    @_kept_if_true
    def rejoin(self, wrapped: _Wrapped, number: int, raw: str, text: str) -> bool:
        """The lines refused whole before this one read again with it as one order ('Corps C will march' /
        'to Piedmont'): their refusals taken back when the joined text reads, whole or by its sentences."""
        joined, first = wrapped.text + " " + text, wrapped.numbers[0]
        whole = " ".join([*wrapped.raws, raw])
        if _left_open(joined):
            return False                    # '... goes to Carmine, then' / 'Rubygate.': the next line ends it
        read: object = None
        if wrapped.partial and self._reads(wrapped.text):
            return False                    # the line's refused sentence is another than its last
        by_sentences = has_clauses(joined)  # several sentences: each read apart, never the whole at once
        meant: Read | None = None           # the joined text read by meaning when the grammar does not read it
        if by_sentences:
            trial = self._trial()
            if not trial.by_clauses(first, whole, joined, None) or trial.problems or not trial.orders:
                meant = self._meant_whole(joined, wrapped.text)
                if meant is None:
                    return False
        else:
            read = clean_read(self.parse_line, joined)
            if read is None:
                meant = self._meant_whole(joined, wrapped.text)
                if meant is None:
                    return False
        if self._reads(text) or has_clauses(text) and self._gives_by_clauses(number, raw, text):
            return False                    # the line gives orders of its own
        del self.problems[wrapped.first_problem:]
        start = len(self.orders)
        if meant is not None:
            for words_, order in meant.by_meaning:
                self.chatter.append(Chatter(first, whole, f"read by meaning: {words_!r} as {order!r}"))
            self.add(first, whole, joined, meant.orders)
        elif by_sentences:
            self.by_clauses(first, whole, joined, None)
        else:
            self.add(first, whole, joined, read)
        wrapped.joined_as = (number, (first, whole, joined, start))
        for n, line_raw in zip([*wrapped.numbers[1:], number], [*wrapped.raws[1:], raw]):
            self.chatter.append(Chatter(n, line_raw, f"not an order by itself: read with line {first}, one order over lines"))
        wrapped.numbers = []
        return True

    @_kept_if_true
    def go_on_talk(self, wrapped: _Wrapped, number: int, raw: str, text: str) -> bool:
        """The line before, set aside as talk, read with this one that gives it its verb ('Then the two at
        Republic Marsh' / 'go to Rubygate.'): taken when the joined text reads whole and clean and this line
        reads nothing alone; False, and nothing changed, otherwise."""
        assert wrapped.line_before is not None
        at, before_raw, before_text = wrapped.line_before
        talk = [c for c in self.chatter if c.line == at]
        if not talk or self._reads(text):
            return False
        joined, whole = before_text.rstrip(" :") + " " + text, before_raw + " " + raw
        read = clean_read(self.parse_line, joined)
        if read is None or not any(isinstance(o, Order) for o in as_list(read)):
            return False
        self.chatter[:] = [c for c in self.chatter if c.line != at]
        start = len(self.orders)
        self.add(at, whole, joined, read)
        self.chatter.append(Chatter(number, raw, f"not an order by itself: read with line {at}, one order over lines"))
        wrapped.joined_as = (number, (at, whole, joined, start))
        return True

    @_kept_if_true
    def carry_on(self, wrapped: _Wrapped, number: int, raw: str, text: str) -> bool:
        """The line before, read whole, read again with this one that goes on its order ('The Cossacks
        (G) ride through Kharkov' / 'and on to Poltava.'): its orders replaced when the joined text reads
        whole and this line gives no order of its own; False, and nothing changed, otherwise."""
        assert wrapped.read_before is not None
        at, before_raw, before_text, orders_before = wrapped.read_before
        if len(self.orders) != orders_before + sum(1 for n in self.lines[orders_before:] if n == at) or self._reads(text):
            return False
        joined, whole = before_text + " " + text, before_raw + " " + raw
        read: object = None
        by_sentences = len(sentences(joined)) > 1
        if by_sentences:                    # each sentence read apart, as the line was
            trial = self._trial()
            if not trial.by_clauses(at, whole, joined, None) or trial.problems or \
                    len(trial.orders) <= len(self.orders) - orders_before:
                return False
        else:
            read = clean_read(self.parse_line, joined)
            if read is None or not kept_or_extended(self.orders[orders_before:], as_list(read)):
                return False
        for target in (self.orders, self.lines, self.texts, self.bodies, self.ranks):
            del target[orders_before:]
        self.dropped = {i for i in self.dropped if i < orders_before}
        self.held = {i for i in self.held if i < orders_before}
        if by_sentences:
            self.by_clauses(at, whole, joined, None)
        else:
            self.add(at, whole, joined, read)
        self.chatter.append(Chatter(number, raw, f"not an order by itself: read with line {at}, one order over lines"))
        wrapped.read_before = None
        wrapped.joined_as = (number, (at, whole, joined, orders_before))
        return True

    # -- a line read by its sentences --------------------------------------------------------
    def trial_copy(self) -> "Sheet":
        """A trial sheet holding copies of this one's orders and what is known of them: read on it, then taken or
        dropped whole (by_clauses, engine.words.reasoned_correction)."""
        trial = self._trial()
        trial.orders, trial.lines, trial.texts = list(self.orders), list(self.lines), list(self.texts)
        trial.bodies, trial.ranks = list(self.bodies), list(self.ranks)
        trial.dropped, trial.last, trial.held = set(self.dropped), self.last, set(self.held)
        trial.dropped_by, trial.chatter = dict(self.dropped_by), list(self.chatter)
        trial.from_earlier = set(self.from_earlier)
        return trial

    def by_clauses(self, number: int, raw: str, text: str, whole: object) -> bool:
        """Read the line sentence by sentence (engine.words.clauses); kept when it reads more than the
        line as a whole did. False, and nothing changed, otherwise: once for the same words under the same sheet
        (engine.words.clauses_once)."""
        key = refused_key(self, number, raw, text, whole, reads_once(self.parse_line))
        if key is not None and key in self.refused_clauses:
            return False
        done = self._by_clauses(number, raw, text, whole)
        if not done and key is not None and len(self.refused_clauses) < _MOST_REFUSED_KEPT:
            self.refused_clauses.add(key)
        return done

    @_kept_if_true
    def _by_clauses(self, number: int, raw: str, text: str, whole: object) -> bool:
        trial = self.trial_copy()
        before = len(self.orders) - len(self.dropped)
        if not trial._clauses(number, raw, text):
            return False
        whole_orders = sum(1 for x in as_list(whole) if isinstance(x, Order))
        whole_problems = sum(1 for x in as_list(whole) if isinstance(x, NotUnderstood)) if whole is not None else 1
        gained = len(trial.orders) - len(trial.dropped) - before
        if trial.problems and trial.dropped == self.dropped and trial.held == self.held \
                and self.meant(number, raw, text) is True:
            return True             # a clause refused: the line read whole by meaning instead
        if trial.problems and (gained <= whole_orders or len(trial.problems) > whole_problems) \
                and not (trial.dropped - self.dropped):
            return False
        trial._held_by_a_refused_piece(number, raw, len(self.orders))
        self.orders[:], self.lines[:], self.texts[:] = trial.orders, trial.lines, trial.texts
        self.bodies[:], self.ranks[:] = trial.bodies, trial.ranks
        self.in_place = None
        self.dropped, self.last, self.held = trial.dropped, trial.last, trial.held
        self.dropped_by = trial.dropped_by
        self.from_earlier = trial.from_earlier
        self.problems += trial.problems
        self.chatter[:] = trial.chatter
        return True

    def _held_by_a_refused_piece(self, number: int, raw: str, first: int) -> None:
        """Hold back (ask) each order this line gave (from `first` on) that a refused piece of the same line speaks of
        again by a name or place of its own ('Also I want war on Great Britain, but ...? if not, then yes war on
        Britain': the war said again under a condition): the order may hang on it, never carried out beside it."""
        pieces = [set(words(p.reason[1:p.reason.find("'", 1)])) for p in self.problems
                  if p.line == number and p.reason.startswith("'") and p.reason.find("'", 1) > 1]
        if not pieces:
            return
        for i in range(first, len(self.orders)):
            o = self.orders[i]
            if self.lines[i] != number or i in self.dropped or i in self.held or not isinstance(o, msgspec.Struct):
                continue
            names = {w for v in msgspec.structs.astuple(o) if isinstance(v, str) and v != getattr(o, "nation", None)
                     for w in words(v) if len(w) > 3}
            if any(names & piece for piece in pieces):
                self.held.add(i)
                self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, "held back: a refused piece of the same "
                                                  "line speaks of it again: does the order stand? ask the player"))

    def _meant_whole(self, text: str, first_line: str) -> Read | None:
        """Lines joined read by meaning, whole (engine.words.meaning); None when they do not read so."""
        if self.by_meaning is None or self.correcting or not _unfinished(first_line):
            return None             # a table's header over its first row is no order wrapped over lines
        got = self.by_meaning.read(text)
        return got if isinstance(got, Read) and (got.orders or got.stays) and not got.refused else None

    def aside_of(self, text: str) -> str | None:
        """Why a line that does not read is no order of this turn, told by what it is (a heading, news, a
        question to the GM: engine.words.meaning.asides); None when it may be an order."""
        return aside_once(self.by_meaning, text, self.asides_known) if self.by_meaning is not None \
            and not self.correcting else None       # once a text (engine.words.clauses_once)

    def restated(self, text: str) -> bool:
        """Whether a line that does not read names again, by name, only places the orders read before it go to
        or from, and nothing of its own (engine.words.meaning.restated): a remark on them."""
        if self.by_meaning is None or self.correcting or self.held or len(self.orders) > _MOST_RESTATED:
            return False            # a message of hundreds of orders is no letter remarking on them
        return self.by_meaning.restates(text, where_orders_end(self.orders[i] for i in self._live()))

    def chained_read(self, number: int, raw: str, text: str) -> bool:
        """Orders run together on the line with no stop between them, each read whole (engine.words.run_together), added."""
        run = self._run_together(text)
        if run is not None:
            self.add(number, raw, text, run)
        return run is not None

    def _run_together(self, text: str) -> list[object] | None:
        """The orders of a line run together, its pieces read whole, the writer's heading set aside (run_together)."""
        return run_together(text, self._whole, lambda head: heads_orders(head, self.nation, self.looks), self.checkpoint)

    def meant(self, number: int, raw: str, text: str) -> bool | Asked | None:
        """The line read by meaning (engine.words.meaning) and added: True; what it may mean when it does
        not read (the question it leaves, the orders nearest it): an Asked; None: nothing to say."""
        if self.by_meaning is None or self.correcting or _unfinished(text) and not ends_an_item(raw, text):
            return None             # the line goes on on the next one ('rides to Champagne,'): read with it
        if said_as_possible(text) is not None or without_denial(text) is not None:
            return None             # 'We may raise ...': no command; '... to X, no sailing': which? (round 22, Mr)
        before = self.text_before if not _unfinished(self.text_before) else ""    # 'Otherwise everyone' / 'stays put.'
        got = self.by_meaning.read(text, before)
        if got is None or isinstance(got, Asked):
            return got
        if got.stay_units and any(got.stay_units & self.by_meaning.units_named(t) for t in self.texts):
            return None             # a stay of a unit ordered on another line: both asked, as the grammar leaves them
        for words_, order in got.by_meaning:
            self.chatter.append(Chatter(number, raw, f"read by meaning: {words_!r} as {order!r}"))
        for words_ in got.talk:
            if words_ not in got.asides and pointed_order(words_):     # 'End it.' (engine.words.pointed_order)
                self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, POINTED.format(said=words_)))
                continue
            if words_ not in got.asides and (bare := order_asked_or_denied(words_, self.parse_line)) is not None:
                self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, ASKED_OR_DENIED.format(bare=bare),
                                                  choices=(bare,)))     # 'a holds?', 'Do not a holds': never talk
                continue
            why = got.asides.get(words_, "which gives no order")
            self.chatter.append(Chatter(number, raw, f"set aside: {words_!r}, {why}"))
        if got.orders or got.stays:         # else a paragraph of talk only (engine.words.meaning.talk)
            self.add(number, raw, text, got.orders)
        return True

    def _clauses(self, number: int, raw: str, text: str) -> bool:
        """Whether any clause gave or changed an order."""
        said = clauses(text)
        parts = thought_back(said)          # '... wait, ... Fine, it stays in 99.': the thought taken back
        parts, changes, unfit = place_changes(parts, self._whole)   # '+1c Smolensk? no wait, make that St Petersburg.'
        self.chatter += [Chatter(number, raw, note) for note in changes]
        self.problems += [OrderProblem(number, raw, NOT_UNDERSTOOD, why) for why in unfit]
        said = said if len(said) == len(parts) else parts     # (engine.words.place_changed)
        taken = next((k for k, (a, b) in enumerate(zip(said, parts)) if b.question and not a.question), None)
        if len(parts) > MAX_CLAUSES:
            return False            # a paragraph of more sentences is read as one line: its time stays bounded
        acted = False
        doubt = False                        # after a question or a correction: remarks may follow
        asked: str | None = None             # the question just set aside: 'yes' after it gives it as the order
        declined = ""                        # a question answered 'no, ...': a stay after gives no order at all
        answered_no = ""                     # a question answered 'No.' alone: a route after it may be its unit's
        said_no_to = ""                      # a question answered no in words (engine.words.answered_no.declined_by)
        questioned = ""                      # the last question set aside: 'it', 'they' after it may be its unit
        restated = gives_all_again(text)     # '... Full orders again:': a change said before it is given below
        pending: list[OrderProblem] = []     # remarks after it, set aside if an order follows them
        unread_corrections: list[tuple[OrderProblem, str, bool]] = []    # the earlier orders they may change are held
        reasoned = ""                         # a correction that said only why ('... no wait thats prussian.')
        given_again = ""                      # the order a correction gives again, its piece set aside before it
        given_after = False                  # an order given since the last question set aside
        for i, clause in enumerate(parts):
            self.in_place = None
            body, correction = clause.text, clause.correction
            if reasoned and not correction and not clause.question:
                correction = reasoned       # '... no wait thats prussian. B h': the order after the reason corrects
            reasoned = ""
            if given_again:
                body, correction, given_again = given_again, "", ""
            bare, notes = without_brackets(body)
            if any(correction_of(n)[0] for n in notes):
                mended = self_fixed(bare, notes)       # 'build 1 infanteria in Andalusia (sorry, infantry)'
                if mended is not None:
                    body = mended
                elif not any(gives_another(correction_of(n)[1]) for n in notes if correction_of(n)[0]):
                    body, correction = bare, correction or "note"   # '(edited)', '(no: D is already at Mainz)': why
                # else '3 armies 48 -> 47 (no wait, 2)', '(no, Lorraine)': another order's words, read with the line
            if not correction and swapped(body) != body:
                correction = "instead"      # 'not 55 but 57', 'instead of 55, 57': a correction all the same
            stated = statement_before_question(body) if clause.question and i < len(parts) - 1 else None
            head, aside = (self._stated(stated[0], f"{stated[0]} (" in body) if stated is not None and not correction
                           else (None, ""))
            if stated is not None and head is not None and not (is_request(body) and self._reads(body)):
                if aside:                   # 'I'd like to send 5 gold to Russia because they asked (is that allowed?'
                    self.chatter.append(Chatter(number, raw, f"set aside: {aside!r}, {_REASON}"))
                self.add(number, raw, stated[0], head)  # '99 goes to 101, and the pair back home? No.': the first is said
                body = stated[1]
                acted = True
            if stated is not None and head is None and not correction and f"{stated[0]} (" in body \
                    and self.looks is not None and self.looks(stated[0]):
                try:                        # 'send 5 gold to Austria, once they have signed (should this wait?':
                    self.parse_line(stated[0])      # said plainly, only the bracket asked: refused, never set aside
                    why = "it does not read as an order"
                except NotUnderstood as refused:
                    why = refused.reason
                self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, f"{stated[0]!r}: {why}"))
                self.chatter.append(Chatter(number, raw, f"set aside: {stated[1]!r}?, the player's question on it"))
                doubt = True
                continue
            if clause.question and i < len(parts) - 1 and not (is_request(body) and self._reads(body)):
                self.chatter.append(Chatter(number, raw, f"set aside: {body!r}?, a question the player answers after it"))
                self.last = (body, self._restated(body))    # a correction after it corrects the question
                asked = questioned = body
                given_after = False
                doubt = True
                continue
            if clause.question and " or " in f" {body.casefold()} " and not correction:
                self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, f"{body!r}?: a question offering a "
                                                  "choice, no order: ask the player which is meant"))
                acted = True                # 'Standing orders: the Guard holds, or is committed?'
                continue
            if not correction and (crossed_out_line(body) or cancelled_kinds(body)) and self._correct(
                    number, raw, body, "taken back"):
                acted = True                # 'Please ignore the Champagne line.'
                continue
            doubt = doubt or bool(correction)
            self.correcting = doubt
            said_no = declined_by(f"{correction} {body}".strip(), asked, self._reads) if asked is not None else None
            if said_no is not None and not said_no[1] and asked is not None:
                # '4 units 38 -> 12? no, that's Crimsonia. They stay.', 'Give 3 gold? Hmm, no. Forget the gold.': the
                # whole answer says no (engine.words.answered_no); a stay or an order after it is read in its clause
                self.chatter.append(Chatter(number, raw, f"not an order: {asked!r}?, a question the player answers no"))
                self.chatter.append(Chatter(number, raw, f"set aside: {said_no[0]!r}, the player's answer no to his "
                                                         "question"))
                self._ask_what_no_takes_back(number, raw, asked)
                answered_no, said_no_to, asked, acted = asked, asked, None, True
                continue
            if said_no is not None and not said_no[2] and not correction:
                body, correction = said_no[1], "no,"    # 'Not yet, they stay in Odds End' as 'no, they stay ...'
            if declined and correction in RETRACTIONS and not body and not given_after and not any(
                    _orders_said(said_in(p.reason)) for p in pending):     # '... 16 -> 110? No, .... Forget it.'
                self.chatter += [Chatter(number, raw, f"not an order: {declined!r}?, taken back ({correction})"),
                                 *(Chatter(number, raw, f"not an order: {said_in(p.reason)}, the player's "
                                                        "reason") for p in pending)]
                pending, declined, acted = [], "", True
                continue
            answering = taken is not None and i == taken + 1 and self._read(body)[1] is not None
            if correction and not answering and self._fewer_go(number, raw, body, asked):
                acted = True                # 'correction: only 2 armies 48 -> 47, one stays to guard the city'
                continue
            if correction and not answering and self._correct(number, raw, body, correction):
                acted = True                # (not the reason a thought taken back is answered with: 'wait, ...')
                continue
            if not body:
                continue
            answer = without_brackets(body)[0].casefold().strip(" .!,") if asked is not None else ""
            if asked is not None and (answer in _NO or not answer and correction.rstrip(" ,.:;-\u2013\u2014") in _NO):
                self.chatter.append(Chatter(number, raw, f"not an order: {asked!r}?, a question the player answers no"))
                self._ask_what_no_takes_back(number, raw, asked)     # 'A and B? No, ...': all of it?
                if i + 1 < len(parts) and keeps_them(parts[i + 1].text):
                    declined = asked        # '... the pair back home? No. They stay.': they keep no order
                answered_no, asked, acted = asked, None, True   # 'E - Champagne? No.'
                continue
            if asked is not None and answer in _YES:
                yes = self._whole(asked)    # 'raise cheese in 33? (mountains, 6 cheese) yes': the question is the order
                if yes:
                    self.add(number, raw, asked, yes)
                    asked, acted = None, True
                    continue
                if self.looks is not None and self.looks(asked):    # 'the pair in 98 to 100? Yes.': an order, unread
                    self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, f"answers yes to {asked!r}?, which "
                                                      "does not read as an order: write the order (ask the player)"))
                    asked, acted = None, True
                    continue
            if asked is not None and (correction.casefold().startswith("no") or retracts(clause)):
                declined = asked            # 'march to Lowland Dairies? no, wait, we're not at war. Keep them home.'
            asked = None
            if doubt and body.casefold().startswith(_KEEPS):
                kept = self._restated(body.split(" ", 1)[1], number)
                if kept:                    # '... Moravia? No, that's Austria. Keep corps II: Silesia - Saxony.'
                    self.chatter.append(Chatter(number, raw, f"not an order: {body!r}, the order of line "
                                                             f"{self.lines[kept[0]]} kept"))
                    self.chatter += [Chatter(number, raw, f"not an order: {said_in(p.reason)}, a remark on "
                                                          "the correction") for p in pending]
                    pending, acted = [], True
                    continue
            if correction and body.casefold().startswith(CHANGED_TO):
                again = body.split(" ", 2)[2] if len(body.split(" ", 2)) > 2 else ""
                if again and self._reads(again):
                    body = again            # 'EDIT: make that B - Livonia': a whole order again
            if not correction and self._rest_stands(number, raw, body):
                acted = True                # 'The rest (buy 2 armies in 16) stands.'
                continue
            read, error = self._read(body)
            if error is not None and correction and (bare_body := without_remark(body, self._order_said)) != body:
                again_read, again_error = self._read(bare_body)    # 'D stays in Tyrol, the French are too close'
                if again_error is None:
                    body, read, error = bare_body, again_read, None
            if error is not None and questioned and (unit_said := answered_with_unit(body, questioned)) is not None \
                    and (again_read := self._whole(unit_said[1])):   # '... Biscay? It's already there, so it just holds.'
                self.chatter += [Chatter(number, raw, f"set aside: {unit_said[0]!r}, {_REASONING}")] if unit_said[0] else []
                self.chatter.append(Chatter(number, raw, f"read as {unit_said[1]!r}: the unit of the question before it"))
                body, read, error = unit_said[1], again_read, None
            if error is not None and (declined or answered_no) and ": " in (declined or answered_no) and ": " not in body:
                unit = (declined or answered_no).partition(": ")[0]    # 'corps I: Bavaria - Franconia? No. Bavaria - Swabia.'
                again_read = self._whole(f"{unit}: {body}")
                if again_read:
                    self.chatter.append(Chatter(number, raw, f"read as '{unit}: {body}': the unit of the question "
                                                             "answered no"))
                    body, read, error, declined = f"{unit}: {body}", again_read, None, ""
            if (error is not None or stayed(read) and not self._fewer_stay(body, number)) and correction \
                    and self._stays(number, raw, body):
                acted = True                # 'correction: the 2 from 59 stay home, instead 2 armies 63 -> 62'
                continue
            if error is not None and said_no_to and not declined and keeps_them(_kept_said(body, said_no_to)):
                self.chatter.append(Chatter(number, raw, f"not an order: {body!r}: units without orders hold"))
                continue                    # '4 units 42 -> 41? Not yet, they stay in Odds End.'
            if error is not None and keeps_them(body) and (declined or self._ordered_on(number)):
                if declined and not any(_orders_said(said_in(p.reason)) for p in pending):
                    self.chatter += [Chatter(number, raw, f"not an order: {declined!r}?, a question the player answers "
                                                          "no"), Chatter(number, raw, f"not an order: {body!r}: units "
                                                                                      "without orders hold"),
                                     *(Chatter(number, raw, f"not an order: {said_in(p.reason)}, the "
                                                            "player's reason") for p in pending)]
                    self._ask_what_no_takes_back(number, raw, declined)     # 'A and B? No, ... It stays.'
                    pending, declined, acted = [], "", True
                else:                       # '3 armies 20 -> 19. Keep them home.': which is meant? both held
                    self.held.update(i for i in self._live() if self.lines[i] == number)
                    self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, f"{body!r} after an order given "
                                                      "on the line: keep them, or the order? ask the player"))
                continue
            if error is not None and i + 1 < len(parts) and takes_back(parts[i + 1].correction) and not questioned \
                    and (cut := corrected_before(body, parts[i + 1].text, self._whole)) is not None:
                if cut[0]:                  # '..., 2 galleons 13 attack maustria... I mean attack Maustria in 13'
                    self.add(number, raw, cut[0], self._whole(cut[0]))
                self.chatter.append(Chatter(number, raw, f"set aside: {cut[1]!r}, which the correction after it gives "
                                                         "again"))
                given_again = cut[2]        # the correction is that order, read as it is said
                acted = True
                continue
            if error is not None and self._about_earlier(number, raw, body, correction, restated):
                acted = True                # 'In my orders yesterday I wrote "2 armies 13 -> 12". I meant 26.'
                continue
            if error is not None:
                if is_tally(body):          # 'Builds: 2 inf in Naples. 2 gold kept.'
                    self.chatter.append(Chatter(number, raw, f"not an order: {body!r}, the player's tally"))
                elif (doubt or acted) and (is_remark(body) or self._moving_already(body)):
                    self.chatter.append(Chatter(number, raw, f"not an order: {body!r}, a remark on the correction"))
                elif doubt and rest_stays(body):
                    self.chatter.append(Chatter(number, raw, f"not an order: {body!r}: units without orders stay"))
                elif not correction and (declined or answered_no or said_no_to) and only_reasons(body, self._reads):
                    # 'B - Gotesburg? No, B holds. Sweden is not worth a war.': why the question was answered no
                    self.chatter.append(Chatter(number, raw, f"not an order: {body!r}, the player's reason for his "
                                                             "answer"))
                elif correction and (not self.looks or self.looks(body) or correction in STRONG_CORRECTIONS
                                     or any(is_digits(w) for w in words(body))):
                    # a correction that names something and does not read: never set aside unread
                    unread = OrderProblem(number, raw, NOT_UNDERSTOOD, f"{body!r}: a correction ({correction}) not "
                                          f"understood: {error.reason}; ask the player which order it changes")
                    (pending if doubt else self.problems).append(unread)
                    unread_corrections.append((unread, body, correction in STRONG_CORRECTIONS))
                elif "instead" in words(body) and condition(body) is not None and self._ordered_on(number):
                    self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, f"{body!r}: {error.reason}"))
                    self.hold_back(number, raw, body, True)     # '... Should Rubygate fall, the two stay home instead.'
                elif (phrase := delegated(body)) is not None:     # 'For corps A, GM's choice'
                    self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD,
                                                      f"{body!r}: " + DELEGATED.format(phrase=phrase)))
                elif self.looks is not None and not self.looks(body):
                    if i == len(parts) - 1 and opens_taking_back(f"{correction} {body}".strip()) \
                            and self._ordered_on(number):
                        # '2 armies 67 -> 65. No wait, the giants live there.': the order before is asked, never kept
                        self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, f"{body!r}: a correction "
                                                          "that says no order: ask the player what stands"))
                        self.hold_back(number, raw, body, True)
                        continue
                    self.chatter.append(Chatter(number, raw, f"not an order: {body!r}"))
                    reasoned = correction if self._live() and i + 1 < len(parts) and not questioned and (
                        correction in STRONG_CORRECTIONS or correction.rstrip(" ,.:;-\u2013\u2014") in _TAKING_BACK) else ""
                elif (talk := talk_of(body, self.nation, self.looks)) is not None:     # 'Denmark here.'
                    self.chatter.append(Chatter(number, raw, f"not an order: {body!r}, {talk}"))
                elif not correction and isinstance(error, LaterTurn) and (talk := plan_for_later(body, self.looks)):
                    self.chatter.append(Chatter(number, raw, f"not an order: {body!r}, {talk}"))
                elif not correction and not isinstance(error, Contradiction) and (talk := self.aside_of(body)):
                    self.chatter.append(Chatter(number, raw, f"not an order: {body!r}, {talk}"))
                elif not correction and not isinstance(error, Contradiction) \
                        and (talk := nothing_line(self.by_meaning or self.denials, body)):   # 'No alliance for now'
                    self.chatter.append(Chatter(number, raw, f"not an order: {body!r}, {talk}"))
                else:
                    problem = OrderProblem(number, raw, NOT_UNDERSTOOD, f"{body!r}: {error.reason}",
                                           fixed(raw, body, error, self.parse_line))
                    (pending if doubt else self.problems).append(problem)
                    if "instead" in words(body) and (self._ordered_on(number) or number in self.dropped_by.values()):
                        # 'D to Oporto. If ..., corps D holds instead.'; 'No ship. Buy a third army in 76 instead.'
                        # after a line it corrects: what the unread 'instead' may change is held back with it
                        self.hold_back(number, raw, body, True)
                continue
            if self.aside and puts_off(self.aside):     # '... -- that's 4 gold, ..., not this turn.': asked
                self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, f"{body!r}: the words after the order "
                                                  f"({self.aside!r}) put it off: ask the player"))
                continue
            if self.aside:                  # 'Corps E to Aleppo, to secure the Syrian road.'
                self.chatter.append(Chatter(number, raw, f"set aside: {self.aside!r}, {self.aside_why}"))
            new = [x for x in as_list(read) if isinstance(x, Order)]
            given_after = given_after or bool(new)
            if correction:
                self.replace(number, raw, new, body, correction in RETRACTIONS)
            self.add(number, raw, body, read)
            acted = acted or bool(new) or stayed(read)      # 'Nothing moves.': no order, said so on the receipt
            if read == [] and pending and declined and not any(_orders_said(said_in(p.reason)) or any(
                    is_digits(w) for w in words(said_in(p.reason))) for p in pending):
                self.chatter += [Chatter(number, raw, f"not an order: {declined!r}?, a question the player answers no"),
                                 *(Chatter(number, raw, f"not an order: {said_in(p.reason)}, the player's "
                                                        "reason") for p in pending)]
                self._ask_what_no_takes_back(number, raw, declined)
                pending, declined = [], ""
            if new and pending:             # 'C - Herzegovina? C is there. C holds.': the remark explains the change
                ordering = [p for p in pending if _orders_said(said_in(p.reason)) or refused_on_condition(p.reason)
                            or not declined and _unit_kept(p, unread_corrections)]
                self.chatter += [Chatter(number, raw, f"not an order: {said_in(p.reason)}, a remark on the "
                                                      f"correction") for p in pending if p not in ordering]
                pending = ordering          # 'No, they sail to L. And 2 armies 16 -> 15': an order unread, asked
        self.correcting = False
        self.problems += pending
        for unread, body, wide in unread_corrections:
            if any(p is unread for p in self.problems):
                self.hold_back(number, raw, body, wide)
        return acted

    def _ordered_on(self, number: int) -> bool:
        """Whether the line gave an order that stands, before the clause being read."""
        return any(self.lines[i] == number for i in self._live())

    def _order_said(self, text: str) -> bool:
        """Whether a piece holds words only an order says, by the message's finder (engine.words.meaning.holds_order)."""
        finder = self.by_meaning.finder() if self.by_meaning is not None else None
        return finder is not None and only_an_order_says(order_words(finder.find(text), text))

    def _read(self, text: str) -> tuple[object, NotUnderstood | None]:
        """A clause read as written, then without the words it ends with, then without its notes in brackets."""
        first: NotUnderstood | None = None
        self.aside, self.aside_why = "", _SAID_AFTER
        if of_another(text):            # '..., which then declares war on France': Prussia's, never the player's
            return None, NotUnderstood(f"{text.strip()!r}: said of what the words before it name, no order of the "
                                       "player's own: ask the player")
        text = arrow_note(text)         # '... -> 84 <-- Livonia': a note, as in brackets
        bare, notes = without_brackets(text)
        if not all(note_aside(n) or mutual_note(bare, n) for n in notes):
            bare = text             # '(via ships)' changes the order: never dropped
        tried: set[str] = set()
        opened = " ".join(text.replace("(", " ").replace(")", " ").split())     # 'the 3 in Latium (37) hold'
        if _NUMBER_NOTE.search(text) and counted_route(opened):
            opened = ""     # '38-40 (3)' is a note the readers judge (the stack's count, or a place's number), never
                            # the count typed bare of '38-40 3' (engine.words.route_counts)
        named = named_in_brackets(text) or ""
        cut_tails = {said[0]: said[1] for said in (without_tail(text), without_tail(bare)) if said is not None}
        tails = list(cut_tails)     # the remark after the dash, set aside on the receipt, never in silence
        purposes: dict[str, str] = {}
        quiet: dict[str, str] = {}
        reasons: dict[str, str] = {}

        def candidates() -> Iterator[str]:
            yield from (text, without_filler(text), opened, bare, without_filler(bare), named, without_filler(named),
                        without_remark(without_filler(text), self._order_said), *tails, *map(without_filler, tails),
                        expanded(without_filler(text)))
            # a reason after the order ('..., to secure the road'), tried only when all else fails
            purposes.update(said for said in (purpose_tail(without_filler(text)), purpose_tail(bare),
                                              remark_after(without_filler(text))) if said)     # '... - why not both'
            quiet.update([no_order_tail(without_filler(text)) or ("", "")])      # '..., no order for them'
            quiet.pop("", None)
            yield from (*purposes, *map(without_filler, purposes), *quiet)
            reasons.update(reason_cuts(without_filler(text)))      # 'Build 1 Cavalry in Typ Lef, always more horses'
            yield from reasons

        for candidate in candidates():
            if not candidate or candidate in tried:
                continue
            tried.add(candidate)
            try:
                read = self.parse_line(candidate)
            except Contradiction as e:
                return None, e              # '3 armies 1 -> 3 (4)': never read again without its note
            except NotUnderstood as e:
                first = first or e
                continue
            if is_clean(read) and candidate in quiet and as_list(read):
                continue                    # 'A - Baden, no order for them': a stay's words only
            if is_clean(read) and candidate in reasons and candidate not in purposes:
                if not self._reason_only(candidate, reasons[candidate], read):
                    break                   # the longest head that reads leaves words that may be an order: refused
                self.aside, self.aside_why = reasons[candidate], _REASON
                return read, None
            if is_clean(read):
                if not purposes and candidate not in (text, without_filler(text)):     # what was cut: a reason?
                    purposes.update(said for said in (purpose_tail(without_filler(text)), purpose_tail(bare)) if said)
                self.aside = purposes.get(candidate, "") or quiet.get(candidate, "") or next(
                    (t for h, t in purposes.items() if without_filler(h) == candidate), "") or next(
                    (t for h, t in cut_tails.items() if candidate in (h, without_filler(h))), "")
                return read, None
            first = first or next(x for x in as_list(read) if isinstance(x, NotUnderstood))
        concluded = conclusion(text)
        if concluded is not None and concluded[1] not in tried and self._whole(concluded[0]) is None:
            given = self._whole(concluded[1]) or self._several(expanded(without_filler(concluded[1])))
            if given:
                self.aside, self.aside_why = concluded[0], _REASONING     # 'It's empty, so it's a move: all armies 3 -> 6'
                return given, None
        if _denies_beside(text):
            return None, first or NotUnderstood(f"{text!r} says no order is given and gives orders: which is meant?")
        halves = self._halves(without_filler(text))
        if halves is not None:
            return halves, None
        several = self._several(expanded(without_filler(text)))
        if several is not None:
            return several, None
        run = self._run_together(text)
        if run is not None:             # '2 armies novgorod to livonia 1 army smolensk to lithuania thats it'
            return run, None
        return None, first or NotUnderstood(f"{text!r} is not understood")

    def _ask_what_no_takes_back(self, number: int, raw: str, asked: str) -> None:
        """A question answered no whose first part is an order by itself, joined to more by 'and': asked, never
        dropped with the rest in silence (engine.words.answered_no)."""
        first = order_before_and(asked, self._reads)
        if first is not None:
            self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, f"{asked!r}? answered no: does the 'no' "
                                              f"take back {first!r} too, or only what follows it? ask the player"))

    def _stated(self, text: str, bracketed: bool) -> tuple[list[object] | None, str]:
        """The orders of a statement before a question, read whole, or before a question in brackets ('... because
        they asked nicely (is that allowed?') with its reason set aside; and that reason."""
        head = self._whole(text)
        if head is not None or not bracketed:
            return head, ""
        head = self._orders_alone(text)
        return (head, self.aside if self.aside_why == _REASON else "") if head is not None else (None, "")

    def _reason_only(self, head: str, tail: str, read: object) -> bool:
        """Whether the words after an order that reads are only its reason (engine.words.reasons): the head gives
        an order or a stay, and the tail read alone gives none and names none of the nation's units."""
        if not as_list(read) and not STAY.intersection(words(head)):
            return False
        if self.by_meaning is not None and self.by_meaning.does_something(tail):
            return False
        if self.looks is not None and self.looks(tail):
            return False                # 'C - Narnia': words that look like an order, read or not
        try:
            alone = self.parse_line(tail)
        except NotUnderstood:
            return True
        return not as_list(alone)

    def _several(self, text: str) -> list[object] | None:
        """'A holds, B - Wallachia, C - Serbia', 'alliance w/ Russia, alliance w/ GB', a table row '| ally
        with Prussia | treaty of Potsdam |': several orders in one sentence, each read whole; None unless all
        do (a table's other cells are notes set aside). A title before a colon is left out ('The Porte
        orders: ...')."""
        cells = table_cells(text)
        if cells is not None:
            found: list[object] = []
            for cell in cells:
                read = self._whole(cell)
                if read is None and cell and not note_aside(cell):
                    return None
                found += read or []
            return found or None
        head, colon, tail = text.partition(": ")
        bases = [text]
        opening = ""
        if colon and len(head.split()) <= 6 and self.looks is not None and (
                not self.looks(head) or heads_orders(head, self.nation, self.looks)):
            bases.append(tail)      # 'GB land step: the London corps (I) marches to Hampshire'
        elif colon and heads_orders(head, self.nation, self.looks):
            bases = [tail]
        elif colon and len(head.split()) <= _MOST_OPENING and ", " in tail and self._whole(head) is None:
            bases.append(tail)      # 'Rome moves north and south at once: the two armies of Etruria go to ..., ...'
            opening = head
        for base in bases:
            found2 = partition(base, self._piece, self.looks or (lambda piece: True))
            if found2 is not None:
                return found2 + [SetAside(opening, _OPENING)] if opening and base is tail else found2
        verb = title_verb(head) if colon else None
        if verb is not None:            # 'Builds (8 gold): 2 inf in Naples (4), 1 inf in Sicily (2)'
            def given(piece: str) -> list[object] | None:
                return self._whole(piece) or self._whole(f"{verb} {piece}") \
                    or self._whole(f"{verb} {without_brackets(piece)[0]}")
            return partition(tail, given, lambda piece: True) if ", " in tail or "; " in tail else given(tail)
        return None

    def _piece(self, text: str) -> list[object] | None:
        """The orders of a piece of a sentence that gives several, read whole, or with a reason after it set aside
        ('the army in Lombardy stays to watch Liguria'); None otherwise."""
        found = self._whole(text)
        if found is not None:
            return found
        said = purpose_tail(without_filler(text))
        if said is None or "->" in said[1] or "-" in said[1].split():
            return None
        found = self._whole(said[0])
        if found is None or not found and not STAY.intersection(words(said[0])):
            return None                 # nothing ordered and no one staying: 'prussia land: I bdbg -> saxony'
        return found + [SetAside(said[1], _SAID_AFTER)]

    def _whole(self, text: str) -> list[object] | None:
        """The orders of a piece of a sentence that reads whole and refuses nothing; None otherwise."""
        return first_clean(self.parse_line, (text, without_filler(text)))

    def _halves(self, text: str) -> list[object] | None:
        """'I'd like my B corps to march on Saxony and please raise two infantry in Berlin': two orders
        joined by 'and' that the line's reader does not cut, each read whole; None unless both read."""
        if len(text) > _MOST_JOINED:
            return None
        low = text.casefold()
        joints = sorted((at, len(joint)) for joint in _JOINTS for at in _finds(low, joint))
        for at, size in joints[:_MOST_JOINTS]:
            left, right = without_filler(text[:at].rstrip(",")), without_filler(text[at + size:])
            if not left or not right:
                continue
            shared = left.casefold().find(" with ")       # 'attack 47 with 2 armies from 48 and 1 from 46'
            for second in (right, left[:shared + 6] + right if shared > 0 else ""):
                read_left = clean_read(self.parse_line, left)
                read_right = clean_read(self.parse_line, second) if read_left is not None and second else None
                if read_left is not None and read_right is not None:
                    return as_list(read_left) + as_list(read_right)
        return None
