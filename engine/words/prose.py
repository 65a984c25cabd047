"""Orders written as prose: several sentences on one line, questions the writer answers himself,
corrections ("actually", "scratch that", "EDIT:"), notes in brackets, and the sheet-level rules
that follow from them (a correction replaces the earlier order for the same thing; two different
orders for one thing are refused; the same order twice is asked).

Ruleset-neutral: it names no order type (each ruleset gives a `slot` function saying what an order
is for); the prose readers of the rulesets use it beside the shared clause reading of engine/orders.py.
Every function is one left-to-right pass: reading stays linear in the length of a line.
"""

from __future__ import annotations

from engine.words.thought_back import thought_back_sentences
from engine.words.goes_instead import goes_to
from engine.words.going import STAY, goes

from engine.words import patterns as re        # its compile() waits for first use
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

import msgspec

from engine.errors import Contradiction, NotUnderstood
from engine.words.conditions import hangs_elsewhere, refusal
from engine.words.said_again import SAID_AGAIN, in_other_words
from engine.words.clauses import alternative_note, cancelled_kinds, crossed_out_line, kind_of, stopped_short, swapped, with_last_name_replaced, without_remark
from engine.words.lexicon import WEAK_VERBS, is_order_word
from engine.words.conditions import mutual_note
from engine.words.coded import is_coded
from engine.words.delegations import DELEGATED, delegated
from engine.words.foreign_turns import turned
from engine.words.message import words
from engine.words.no_in_time import denies_time_only
from engine.words.textio import is_digits
from engine.words.taking_back import CHANGED_TO, FIRST_WORDS, NO_GOES_ON
from engine.order_sheet import NOT_UNDERSTOOD, Chatter, Order, OrderProblem, OrderSheet

# Words after which a '.' ends no sentence ("art. 2", "Cav. I").
ABBREVIATIONS = frozenset("art inf cav arty lt hvy hv st mt gen vs etc approx bld b bd frig gall gal".split())
RETRACTIONS = FIRST_WORDS          # 'No. Ignore that.' (engine.words.taking_back)
# Openings that mark what follows as a correction of an earlier order.
CORRECTIONS = (("changed", "my", "mind"), ("on", "reflection"), ("on", "second", "thought"), ("make", "that"),
               ("correction",), ("edit",), ("actually",), ("instead",), ("wait",), ("rather",), ("oops",),
               ("i've", "changed", "my", "mind"), ("i", "have", "changed", "my", "mind"), ("i", "changed", "my", "mind"),
               ("change", "of", "plan"), ("change", "of", "plans"), ("on", "second", "thoughts"),
               ("second", "thoughts"), ("second", "thought"), ("new", "plan"), ("update",), ("amendment",),
               ("revised",), ("my", "mistake"), ("my", "bad"), ("i", "was", "wrong"),
               # 'Sorry, wrong region: ...': an apology alone opens no correction ('Sorry for the delay')
               ("sorry", "wrong"), ("sorry", "typo"), ("sorry", "my", "mistake"), ("sorry", "i", "meant"),
               ("wrong", "region"), ("wrong", "province"), ("wrong", "place"), ("typo",),
               # 'I meant Turkey, not Sweden': the past tense only ('I mean to ...' is an intent, no correction)
               ("i", "meant"), ("what", "i", "meant", "was"))


# Words of a condition: a note holding one changes the order and is never set aside.
CONDITIONS = frozenset("if unless provided providing except when whenever once until".split())
_SENTENCE_MARKS = re.compile("[(\\[)\\];.?!\u2014\u2013-]")
# Words after a spaced dash that turn back on what was just said: '2 units 39 -> 15 - wait, Randomia is neutral'
# is two sentences, as with a full stop ('no' is left out: 'Bavaria - no, Saxony' is a route mended in place).
_DASH_TURNS = frozenset("wait actually oops hmm hm scratch hang".split())


def sentences(text: str) -> list[str]:
    """A line cut after '.', '?', '!' followed by a space, at ';' and at ' — ' (outside brackets);
    a '?' stays at the end of its sentence. "art. 2" and "2.5" are not cut."""
    out: list[str] = []
    start, depth, n = 0, 0, len(text)
    for mark in _SENTENCE_MARKS.finditer(text):         # the other characters change nothing
        i = mark.start()
        c = text[i]
        if c in "([":
            depth += 1
        elif c in ")]" and depth:
            depth -= 1
        elif depth:
            continue
        elif c == ";" or c == "\u2014" and 0 < i < n - 1 and text[i - 1] == " " and text[i + 1] == " ":
            out.append(text[start:i])
            start = i + 1
        elif c in "-\u2013":
            if 0 < i < n - 2 and text[i - 1] == " " and text[i + 1] == " " and \
                    text[i + 2:i + 12].split(" ", 1)[0].strip(",.:!").casefold() in _DASH_TURNS:
                out.append(text[start:i])
                start = i + 1
        elif c in ".?!" and (i + 1 == n or text[i + 1] == " "):
            written = text[start:i].rsplit(" ", 1)[-1]
            before = written.casefold()
            if c == "." and i + 1 < n and (before in ABBREVIATIONS or _short_form(written, text, i + 1)):
                continue
            out.append(text[start:i + 1])
            start = i + 1
    out.append(text[start:])
    return [s.strip() for s in out if s.strip(" .!;")]


def _short_form(word: str, text: str, after: int) -> bool:
    """'Lorr. - Als.', 'Fleet Medit. intercepts': a place or a name written short, with its capital and
    a full stop, before a dash or a word in lower case, ends no sentence."""
    if not (2 <= len(word) <= 6 and word.isalpha() and word[0].isupper()):
        return False
    nxt = text[after:after + 3].lstrip(" ")
    return bool(nxt) and (nxt[0].islower() or nxt[0] in "-\u2013>")


def bare(sentence: str) -> str:
    """The sentence without its end mark and outer spaces."""
    return sentence.strip().rstrip(".!?;, ").strip()


def brackets(text: str) -> tuple[str, list[str]]:
    """The text with its bracketed notes taken out, and the notes ("(3 cheese)", "(in support)")."""
    if "(" not in text:                 # most sentences: no note, no pass letter by letter
        return " ".join(text.split()), []
    out: list[str] = []
    notes: list[str] = []
    note: list[str] = []
    depth = 0
    for c in text:
        if c == "(":
            depth += 1
            if depth == 1:
                note = []
                continue
        elif c == ")" and depth:
            depth -= 1
            if depth == 0:
                notes.append("".join(note).strip())
                out.append(" ")
                continue
        (note if depth else out).append(c)
    if depth:                                   # an unclosed bracket: the note runs to the end
        notes.append("".join(note).strip())
    return " ".join("".join(out).split()), notes


def opening(sentence: str, openings: Sequence[tuple[str, ...]]) -> tuple[bool, str]:
    """Whether the sentence opens with one of `openings` (words, case and punctuation ignored),
    and the sentence after it."""
    found = False
    firsts = _first_words(tuple(openings))
    for _ in range(3):                          # "EDIT: changed my mind, ..."
        low = words(sentence)
        if low[:1] and low[0].startswith("edit") and low[0][4:].isdigit():
            found, sentence = True, _after_words(sentence, 1)       # 'EDIT2:'
            continue
        if low[:1] == ["edit"] and len(low) > 1 and low[1].isdigit() and ":" in sentence[:12]:
            found, sentence = True, _after_words(sentence, 2)       # 'Edit #2:'
            continue
        if not low or low[0] not in firsts:
            break
        lead = next((lead for lead in openings if tuple(low[:len(lead)]) == lead), None)
        if lead is None:
            break
        found, sentence = True, _after_words(sentence, len(lead))
    return found, sentence


@lru_cache(maxsize=64)
def _first_words(openings: tuple[tuple[str, ...], ...]) -> frozenset[str]:
    """The words `openings` start with: a sentence starting with none of them is looked at no further."""
    return frozenset(lead[0] for lead in openings if lead)


def _after_words(text: str, count: int) -> str:
    """The text after its first `count` words (one pass)."""
    seen, inword = 0, False
    for i, ch in enumerate(text):
        if ch.isalnum() or ch == "'" and inword:
            inword = True
        elif inword:
            inword = False
            seen += 1
            if seen == count:
                return text[i:].lstrip(" ,:;.!-\u2014\u2013").strip()
    return ""


def _said_as_order(sentence: str) -> bool:
    """Whether an unread sentence was written as an order (a count or a place number, an arrow, a count in words
    'half a dozen of the men'): a retraction after it takes it back, not the order before it."""
    return "->" in sentence or ">" in sentence or any(w.isdigit() or w in _COUNTED_IN_WORDS for w in words(sentence))


# Counts said in words that an unread order may hold ('half a dozen of the men ... and a dozen stay... no, ...',
# 'two Infantry are raised in Stilwen City, the five at the capital march ...': round 21, a count of two or more).
_COUNTED_IN_WORDS = frozenset("dozen half pair trio couple score two three four five six seven eight nine ten eleven "
                              "twelve".split())


_PART_TAKEN_BACK = "the retraction after it may take back only part of it: ask the player what stands"


def _partly_taken_back(item: tuple) -> bool:
    """Whether a piece kept is one refused as partly taken back: a retraction said again after it ('Forget that
    part.') cannot tell which part either, and never takes the refusal away (the orders in it lost in silence)."""
    return item[0] == "x" and any(isinstance(o, NotUnderstood) and o.reason == _PART_TAKEN_BACK for o in item[2])


def is_retraction(sentence: str) -> bool:
    low = words(sentence)
    if low[:1] == ["no"] and low[1:2] in (["change"], ["changes"]):
        return False                            # 'No change to standing orders' takes nothing back
    if low[:1] == ["not"] and (low[1:2] in (["much"], ["many"]) or low[1:3] in (["a", "lot"], ["a", "great"])):
        return False                            # 'not much to do with 8 gold': how things stand, nothing taken back
    return bool(low) and low[0] in RETRACTIONS


_NO_GOES_ON = NO_GOES_ON           # 'No wait, ...'


def _not_of(sentence: str, previous: Sequence[Order]) -> str:
    """'Not 18, we keep away from the Maustrians.' under orders that name no 18: the number it says 'not' to,
    which the orders before it never say ('' otherwise: 'not now', 'not this turn', a name, 'not 18 but 19'): such
    a line may change another order, or only reassure; it never takes back the line before in silence."""
    low = words(sentence)
    if low[:1] != ["not"] or len(low) < 2:
        return ""
    said = sentence.lstrip(" *_>\"'(")[3:].lstrip(" ,:").split(" ", 1)[0].strip(".,;:!)")
    if not said.isdigit() or " but " in f" {' '.join(low)} ":
        return ""                       # a name may be the number an order says ('Not Ubliko Gate but Odds End')
    values = {v.casefold() for o in previous for v in map(str, msgspec.structs.astuple(o))}
    return "" if said.casefold() in values or any(said.casefold() in v for v in values) else said


def said_with_no(sentence: str, marks: Marks, before: Sequence[Order] = ()) -> bool:
    """'No interception for the Cadiz fleet', 'no attack on Bavaria' when no order of that kind was read
    before (`before`: this line's orders so far): an order said with 'no', read or refused as a sentence
    when the ruleset's commentary sees an order in it, never a retraction that takes nothing back and
    leaves the line unread. 'No, ...' and 'No - ...' stay retractions."""
    low = words(sentence)
    if low[:1] not in (["no"], ["nope"], ["nah"]) or len(low) < 2 or low[1] in _NO_GOES_ON:
        return False
    said = sentence.lstrip(" *_>\"'(").casefold()
    if not said[len(low[0]):].lstrip(" ")[:1].isalnum():
        return False
    kinds = cancelled_kinds(bare(sentence))
    return bool(kinds) and not any(isinstance(o, Order) and is_of_kind(o, k)
                                   for o in (*marks.seen, *before) for k in kinds)


def after_colons(text: str) -> list[str]:
    """The parts after each ':' from the left ("Yes: 5 units ...", "asks: ally with X")."""
    out, at = [], text.find(":")
    while at >= 0:
        out.append(text[at + 1:].strip())
        at = text.find(":", at + 1)
    return out


@dataclass
class Marks:
    """What the prose said about the orders read: which correct earlier ones, which cancel the
    order before them. Kept by object, with the orders themselves so no id is reused."""
    corrects: dict[int, Order] = field(default_factory=dict)
    cancels_before: dict[int, Order] = field(default_factory=dict)
    previous: list[Order] = field(default_factory=list)         # the orders of the last line that gave any
    last_sentence: tuple[str, list] = ("", [])                  # the last sentence that gave orders, and them
    withdrawn: dict[int, Order] = field(default_factory=dict)   # taken back by a later line that gives none
    seen: list[Order] = field(default_factory=list)             # every order read so far

    def saw(self, read: list, sentence: str = "", its: list | None = None) -> None:
        """The orders a line gave; `sentence`, the last of its sentences that gave any (`its` orders)."""
        orders = [o for o in read if isinstance(o, Order)]
        self.seen += orders
        if orders:
            self.previous = orders
            self.last_sentence = (sentence, [o for o in its if isinstance(o, Order)] if its is not None else orders)

    def saw_orders(self, orders: list[Order], sentence: str = "", its: list[Order] | None = None) -> None:
        """`saw` of lists of orders alone, new lists (a line given again: engine.words.lines_once): the same
        marks without testing each item."""
        self.seen += orders
        if orders:
            self.previous = orders
            self.last_sentence = (sentence, its if its is not None else orders)

    def withdraw_last(self) -> None:
        """The orders of the last sentence that gave any, taken back by a correction that replaces them."""
        for o in self.last_sentence[1]:
            self.withdrawn[id(o)] = o

    def withdraw(self, kinds: Sequence[str] = (), said: str = "") -> bool:
        """'Actually, no - not this month. Cancel that.', 'Scratch the move.', 'forget the peace' on a
        line of no order: the orders of the line before (of those kinds, when the retraction names
        one) are taken back; 'disregard the build of cavalry': the order of that kind whose words it
        says, on whichever line; 'disregard the frigate' two lines after its build: the one order of
        that kind given ('no builds this turn': all of them). False when it takes nothing back."""
        named = set(words(said)) - set(kinds)
        if kinds and named:
            hit = [o for o in self.seen if any(is_of_kind(o, k) for k in kinds) and any(
                isinstance(v, str) and v.casefold() in named for v in msgspec.structs.astuple(o))]
            if hit:
                for o in hit:
                    self.withdrawn[id(o)] = o
                return True
        before = [o for o in self.previous if not kinds or any(is_of_kind(o, k) for k in kinds)]
        if not before and kinds:
            before = [o for o in self.seen if id(o) not in self.withdrawn and any(is_of_kind(o, k) for k in kinds)]
            if len(before) > 1 and not named & _ALL_OF_THEM:
                return False            # 'disregard the build' after two builds: which? asked
        for o in before:
            self.withdrawn[id(o)] = o
        return bool(before)

    def given(self, kinds: Sequence[str]) -> bool:
        """Whether an order of one of these kinds was read and stands."""
        return any(id(o) not in self.withdrawn and is_of_kind(o, k) for o in self.seen for k in kinds)

    def mark(self, order: Order, corrects: bool = False, cancels: bool = False) -> None:
        if corrects:
            self.corrects[id(order)] = order
        if cancels:
            self.cancels_before[id(order)] = order

    def checkpoint(self) -> Callable[[], None]:
        """What the marks say now, to go back to: a trial reading (a line read again with a name changed, two
        lines read together) notes orders and retractions as a reading does, and a trial that is not kept must
        leave nothing ('Not 18, ...' tried with the names of the pact above took the pact back). The marks only
        grow, so going back is taking off what was added since; its cost is what the trial added."""
        sizes = (len(self.corrects), len(self.cancels_before), len(self.withdrawn), len(self.seen))
        previous, last = self.previous, self.last_sentence

        def back() -> None:
            for kept, size in zip((self.corrects, self.cancels_before, self.withdrawn), sizes):
                while len(kept) > size:
                    kept.popitem()
            del self.seen[sizes[3]:]
            self.previous, self.last_sentence = previous, last
        return back


# Words saying a retraction takes back every order of the kind it names ('no builds this turn', 'all the builds').
_ALL_OF_THEM = frozenset("no all every both any".split())


SentenceReader = Callable[[str], list]           # a sentence -> its orders; NotUnderstood if none


def is_of_kind(order: Order, word: str) -> bool:
    """Whether 'cancel the WORD' names this order: its kind ('build', 'move' in 'movecorps') or one of
    its words ('peace' for a declaration of peace, 'alliance')."""
    if word in kind_of(order):
        return True
    return any(isinstance(v, str) and v.casefold() == word for v in msgspec.structs.astuple(order))


def _replaced(correction: str, before: str, read: SentenceReader) -> list:
    """'make that Great Britain', 'no, in 1': the sentence before with its last words replaced by the
    correction's, when that reads; [] otherwise (the correction is read on its own, or refused)."""
    said = correction.strip(" .!")
    low = said.casefold()
    for head in (*CHANGED_TO, "i mean "):
        if low.startswith(head):
            said = said[len(head):].strip()
            break
    if not said or not before or len(said.split()) > 4 or any(c in said for c in "->:\u2192"):
        return []
    was = None
    for candidate in with_last_name_replaced(bare(before), said, len(said.split()) + 2):
        found = _try(candidate, read)
        if found:
            was = _try(bare(before), read) if was is None else was
            if found != was:        # 'do not intercept. No wait, intercept.': the same order again corrects nothing
                return found
    return []


def read_prose(text: str, read: SentenceReader, commentary: Callable[[str], bool], marks: Marks) -> list | None:
    """The orders of a line of prose. Each sentence is read by `read` (also the part after a colon,
    and a bracketed note when the sentence without it does not read); a question answered by what
    follows is the writer thinking aloud and is dropped, one left unanswered is asked; a retraction
    ("No.", "Scratch that") drops the order before it; a correction ("Actually, ...", "... instead")
    marks its orders to replace earlier ones. A sentence that does not read is a problem unless
    `commentary` says it holds no order and another sentence of the line reads. None: the line
    takes back all it said. The commentary drop is not on engine.words.meaning.holds_order's judgement (a deliberate
    exception, round 21): the prose reader is a stage of the ruleset's line reader, handed no slots; the ruleset's
    `commentary` (its own vocabulary) and the word guards here (an order's shape, a count sent, 'them' sent) judge."""
    parts = thought_back_sentences(sentences(text))    # '... Kiev... wait, that's backwards. They stay.'
    if len(parts) == 1 and not parts[0].endswith("?"):
        found = _one_sentence(parts[0], read, marks)
        if found is not None:
            return found                        # else a retraction: read below
    kept: list[tuple[str, str, list]] = []      # (kind: o(rders) e(rror) q(uestion), sentence, orders)
    cancel_earlier = retracted = False
    kinds: list[str] = []                       # 'Scratch the move.': the kind of order taken back
    unmatched = ""                              # a retraction naming a kind no single earlier order is of
    why = ""                                    # the reason given after a question answered 'no, ...'
    declined = False                            # such a question, its reason and the units kept: no order, said so
    answered = ""                               # the last question answered 'no' ('... -> 47? no, ...; stop at 25')
    taken_back = ""                             # the sentence of the last order a retraction took back
    for i, part in enumerate(parts):
        previous = parts[i - 1] if i else ""
        turned_part = turned(past_hesitation(part))     # 'non, ..., alors ...': the words of correction in English
        corrected, rest = opening(turned_part, CORRECTIONS)
        rest = rest if corrected and rest else turned_part
        said_no = is_retraction(rest) and said_with_no(rest, marks, [o for _, _, orders in kept for o in orders]) \
            and not commentary(rest)            # 'No interception for the Cadiz fleet': read below, no retraction
        if not said_no and is_retraction(rest) and crossed_out_line(bare(rest)) is not None and not kept:
            raise NotUnderstood(f"{bare(rest)!r} names the line it takes back")    # engine.orders finds that line
        before = next((k for k in reversed(kept) if k[0] == "o"), None)
        if corrected and not said_no and before is not None and (named := _name_for_name(rest, before[1], read)):
            kept.remove(before)                 # '... war on Sweden. I meant Turkey, not Sweden: declare war on Turkey.'
            for o in named:
                if isinstance(o, Order):
                    marks.mark(o, corrects=True)
            kept.append(("o" if _reads(named) else "x", part, named))
            continue
        swap = rest if is_retraction(rest) else part if part.lstrip().casefold().startswith("instead of ") else ""
        if not said_no and before is not None and swap and swapped(swap) != swap and \
                not any(is_retraction(p) for p in parts[i + 1:]):
            # 'Ally with Russia. Not Russia but Austria.', '... Instead of Saxony, make it Silesia.' (on a line of
            # its own: engine.orders)
            again = _swapped_in(swap, before[1], read)
            if not again:
                kept.remove(before)             # the order it may change held back with it, never taken as written
                kept.append(("x", part, [NotUnderstood(f"{bare(before[1])!r} and then {bare(part)!r}: a correction "
                                                       "not understood: ask the player which order it changes")]))
                continue
            kept.remove(before)
            for o in again:
                marks.mark(o, corrects=True)
            kept.append(("o", part, again))
            continue
        if not said_no and is_retraction(rest) and _none_of_a_kind(rest, kept, commentary):
            continue                            # '... Saxony. No diplomacy.': none of another kind, nothing taken back
        if not said_no and is_retraction(rest):
            retracted = True
            named = list(cancelled_kinds(bare(rest)))
            kinds += named
            unread = []
            while kept and kept[-1][0] == "e":
                unread.append(kept.pop())       # the commentary before a retraction goes with it
            # '... 1 frigate 51 -> 50 attack dunbarra... scratch that, ...': an unread piece that was an order is
            # what the retraction takes back, never the order read before it (it was dropped in silence)
            before = kept.pop() if kept and not any(_said_as_order(u[1]) for u in unread) \
                and not _partly_taken_back(kept[-1]) else None     # '... no, ... Forget that part.': still asked
            taken_back = before[1] if before is not None and before[0] == "o" else taken_back
            kept += [("x", u[1], [NotUnderstood(_PART_TAKEN_BACK)])
                     for u in unread if _said_as_order(u[1]) and ", " in u[1]]
            if before is None and i == 0 and _swapped_away(rest, parts[1:], marks):
                retracted = False               # 'EDIT: not Prussia, Portugal. Declare war on Portugal.'
                continue
            if before is None and i == 0:
                if named and marks.withdraw(named, bare(rest)):   # 'EDIT: forget the peace, 3 units 35 -> 37'
                    kinds = []
                elif named:                     # nothing of that kind given, or several: asked below
                    unmatched = bare(rest)
                elif _not_of(rest, marks.previous):
                    raise NotUnderstood(f"{bare(rest)!r}: {_not_of(rest, marks.previous)!r} is in no order of the "
                                        "line before: which order does it change? ask the player")
                else:
                    cancel_earlier = True
            instead = _instead_of(rest, before[1] if before else marks.last_sentence[0], read)
            if instead and before is not None and (earlier := _left_standing(before, instead)):
                kept.append(earlier)            # '... war on Spain. standing chit: withdraw... no, standing chit: ...'
            if instead:                         # 'raise cheese in 12? no, in 1.'
                kept.append(("o", rest, instead))
                for o in instead:
                    marks.mark(o, corrects=True)
            elif before is not None and before[0] == "q":
                answered = before[1]
                said = _after_words(rest, 1)    # 'Do we dig in? No - to Chance Hills.': a place, put nowhere
                if said and (not commentary(said) or _route_said(said) or said.casefold().startswith(("to ", "in ", "into "))):
                    kept.append(("x", part, [NotUnderstood(f"{bare(part)!r}: a correction not understood: ask the "
                                                           "player which order it changes")]))
                    why = said if not _route_said(said) else ""    # 'no, WMed-GoL': an order in shorthand
            elif before is not None and before[0] == "o" and not named and words(rest)[:1] in _BARE_NOS:
                said = _after_words(rest, 1)    # 'build 2 Infantry in 4... no, it has one city, so 1 in 4'
                if said and not commentary(said):
                    kept.append(("x", part, [NotUnderstood(f"{bare(part)!r}: a correction not understood: ask the "
                                                           "player which order it changes and how")]))
            continue
        if part.endswith("?"):
            kept.append(("q", part, []))
            continue
        if kept and kept[-1][0] == "o" and done_already(part):    # 'Ally with Crimsonia — already done.'
            kept[-1] = ("x", kept[-1][1], [NotUnderstood(f"said to be done already ({bare(part)!r}): no order this "
                                                         "turn; ask the player whether it is meant again")])
            continue
        if (cond := hangs_elsewhere(rest)) is not None and kept and kept[-1][0] == "q":
            kept.append(("x", part, [NotUnderstood(refusal(cond))]))    # '... walk in? If so, declare war on ...'
            continue
        try:
            orders = _read_glued(_without_instead(rest), read)
        except NotUnderstood as e:
            short = _cut_short(rest, answered, read) if answered and stopped_short(rest) is not None else []
            if short:                           # '6 units 21 -> 25 -> 47? no, Zurin is neutral; stop at 25'
                if kept and kept[-1][0] == "x" and kept[-1][1] == previous:
                    kept.pop()                  # the 'no, ...' before it: its reason, the change said here
                    why = ""
                kept.append(("o", part, short))
                for o in short:
                    marks.mark(o, corrects=True)
                continue
            if why and kept and kept[-1][0] == "x" and kept[-1][1] == previous and _a_reason(why) and keeps_them(rest):
                kept.pop()                      # '... ? No, we are at peace with Randomia. It stays.'
                why, declined = "", True
                continue
            place = goes_to(rest) if taken_back else None      # '... No. They go to Lowland Dairies.'
            again = _replaced(place, taken_back, read) if place else []
            if again:                           # (engine.words.goes_instead): the move taken back, sent elsewhere
                kept.append(("o", part, again))
                taken_back = ""
                continue
            before = next((k for k in reversed(kept) if k[0] == "o"), None)
            again = _replaced(rest, before[1] if before else marks.last_sentence[0], read) if corrected else []
            if not again:
                kept.append(("e", part, [e]))
                continue
            if before is not None:              # 'Declare war on Portugal. Actually, make that Great Britain.'
                kept.remove(before)
            else:
                marks.withdraw_last()
            orders = again
            corrected = True
        for o in orders:
            if isinstance(o, Order):
                marks.mark(o, corrects=corrected or _ends_instead(part))
        if not orders and (left := delegated(rest)) is not None:   # 'The GM decides where the galleons go.': no
            kept.append(("x", part, [NotUnderstood(DELEGATED.format(phrase=left))]))     # stay, asked
            continue
        if not orders:
            if why and kept and kept[-1][0] == "x" and kept[-1][1] == previous and _a_reason(why):
                kept.pop()                      # '... march to Lowland Dairies? no, wait, we're not at war with
                declined = True
            why = ""                            # Berdain. Keep them home.': the question answered no, its reason
            continue                            # a comment, or units told to hold: no order
        kept.append(("o" if _reads(orders) else "e", part, orders))
    if not kept or not any(kind == "o" for kind, _, _ in kept) and retracted and all(
            kind == "e" and commentary(s) and stopped_short(s) is None for kind, s, _ in kept):
        if (cancel_earlier or kinds) and not marks.withdraw(kinds, text) and marks.given(kinds):
            raise NotUnderstood(f"{bare(text)!r} takes back {'/'.join(kinds)}, and several earlier orders are of that "
                                "kind: which does it mean? ask the player")     # never a retraction passed over
        going = next((s for kind, s, _ in kept if kind == "e" and (_goes_still(s) or goes_to(s))), None)
        if going is not None:           # '... goes to Baden and attacks there? No, ... Just goes.': part taken back,
            raise NotUnderstood(f"{bare(going)!r} after what the line takes back: which part still goes? ask the "
                                "player")   # the march said again: never the whole line set aside
        return [] if declined and not kept and not (cancel_earlier or kinds) else None                             # "Break alliance? No, the Tsar is our friend. Nothing to order."
    if not any(kind == "o" for kind, _, _ in kept):
        first = next((orders[0] for kind, _, orders in kept if kind in "ex" and orders), None)
        raise first if first is not None else NotUnderstood(ASKED)
    out: list = []
    for n, (kind, sentence, orders) in enumerate(kept):
        if kind == "q":
            if not any(k == "o" for k, _, _ in kept[n + 1:]):
                out.append(NotUnderstood(f"{bare(sentence)!r}: {ASKED}"))
            continue
        if kind == "e" and commentary(sentence) and not _order_shaped(sentence) and not _sends_a_count(sentence) \
                and not _sends_them(sentence) and delegated(sentence) is None:   # '... GM, do as you see fit with them.': asked
            continue
        left = delegated(sentence) if kind == "e" else None
        for o in orders:
            if isinstance(o, NotUnderstood):
                # 'ask Stilwen to help Adoen however they can': why it is asked, in the game's words
                o = NotUnderstood(f"{bare(sentence)!r}: " + (DELEGATED.format(phrase=left) if left else o.reason),
                                  fix=o.fix)
            out.append(o)
    if cancel_earlier:
        first_order = next((o for o in out if isinstance(o, Order)), None)
        if first_order is not None:
            marks.mark(first_order, cancels=True)
    if unmatched and kinds and marks.given(kinds):      # 'EDIT: forget the frigate, 3 units 35 -> 37', two frigates
        out.append(NotUnderstood(f"{unmatched!r} takes back {'/'.join(kinds)}, and several earlier orders are of that "
                                 "kind: which does it mean? ask the player"))
    out = _restated_once(out)
    last: tuple[str, list] = next(((sentence, orders) for kind, sentence, orders in reversed(kept) if kind == "o"),
                                  ("", []))
    marks.saw(out, *last)
    return out


ASKED = "written as a question: ask the player whether it is an order"


def keeps_them(sentence: str) -> bool:
    """'Keep them home.', 'It stays.', 'They remain where they are': the units of the question kept where they are."""
    said = words(sentence)
    return bool(said) and len(said) <= 6 and not any(is_digits(w) for w in said) and (
        said[0] in _KEEPING or len(said) > 1 and said[0] in ("they", "it", "them", "all") and said[1] in _KEEPING)


_KEEPING = frozenset("keep stay stays remain remains hold holds".split())


def _a_reason(said: str) -> bool:
    """'wait, we're not at war with Berdain': why a question was answered no, sending nothing anywhere."""
    return not any(is_digits(w) or w in WEAK_VERBS or w in _GOING for w in words(said)) and not _order_shaped(said) \
        and "->" not in said


# Verbs that send units somewhere ('they go to Chance Hills'): a reason holding one may be an order.
_GOING = frozenset("""go goes going march marches marching sail sails sailing move moves moving ride rides advance
    advances attack attacks attacking enter enters land lands landing invade invades send sends sent""".split())


def _one_sentence(part: str, read: SentenceReader, marks: Marks) -> list | None:
    """The orders of a line of one sentence; None for a retraction that does not read as an order
    ('Ignore the line above', 'Scratch that.'), read as such by `read_prose`."""
    corrected, rest = opening(part, CORRECTIONS)
    said = rest if corrected and rest else part
    try:
        try:
            orders = _read_one(_without_instead(said), read)
        except NotUnderstood:
            if not corrected or without_remark(said) == said:
                raise
            orders = _read_one(_without_instead(without_remark(said)), read)   # '..., Franconia is too close'
    except NotUnderstood:
        if is_retraction(said) and swapped(said) == said:      # 'Not 12 but 16' corrects (engine.orders)
            return None
        again = _replaced(said, marks.last_sentence[0], read) if corrected else []
        if not again:
            raise
        marks.withdraw_last()                   # 'Actually, make that Great Britain.' under the order it corrects
        orders = again
    corrected = corrected or _ends_instead(part) or is_retraction(said)     # 'scratch that: corps I: ...'
    for o in orders:
        if isinstance(o, Order):
            marks.mark(o, corrects=corrected)
    marks.saw(orders, said)
    return orders


def _none_of_a_kind(retraction: str, kept: list[tuple[str, str, list]],
                    commentary: Callable[[str], bool]) -> bool:
    """'No diplomacy.', 'No new builds.' after a sentence of another kind: the player says he gives none of
    that kind, and takes back nothing; the sentence before stands (its order read, or refused when it does
    not read and may be one). False for a bare 'No.' and for a kind the sentence before gives."""
    said = words(bare(retraction))
    if said[:1] != ["no"] or len(said) < 2 or not kept or _no_said_alone(retraction):
        return False
    kinds = cancelled_kinds(bare(retraction))
    kind, sentence, orders = kept[-1]
    if not kinds or kind == "q":
        return False
    if kind == "o":
        return not any(isinstance(o, Order) and is_of_kind(o, k) for o in orders for k in kinds)
    return not commentary(sentence)


def _swapped_in(correction: str, before: str, read: SentenceReader) -> list:
    """'Not with Russia but with Austria' after 'Ally with Russia.': the sentence before with the old words
    replaced by the new, when it names them once and then reads; [] otherwise."""
    new, joint, old = swapped(correction).rpartition(", not ")
    new, old = new.strip(" ,.!"), old.strip(" ,.!")
    if not joint or not new or not old or not before:
        return []
    low, key = before.casefold(), old.casefold()
    at = low.find(key)
    if at < 0 or low.find(key, at + 1) >= 0 or at > 0 and low[at - 1].isalnum() or \
            low[at + len(key):at + len(key) + 1].isalnum():
        return []
    found = _try(before[:at] + new + before[at + len(old):], read)
    return found if _reads(found) else []


def _left_standing(before: tuple[str, str, list], instead: list) -> tuple[str, str, list] | None:
    """The orders a retraction does not take back when the sentence before it gave several (sentences the
    cutter did not part, 'declare war on Spain. standing chit: withdraw... no, standing chit: defend'): all but
    its last, when what the retraction gives instead is of that last order's kind only and the one before it
    is of another kind; asked when the orders before are of one kind ('ally with Sweden and Denmark... no,
    with Prussia': which one goes?); None when the sentence before gave one order."""
    orders = [o for o in before[2] if isinstance(o, Order)]
    if len(orders) < 2 or len(orders) != len(before[2]) or before[0] != "o":
        return None
    last = _kind(orders[-1])
    if all(isinstance(o, Order) and _kind(o) == last for o in instead) and _kind(orders[-2]) != last:
        return ("o", before[1], orders[:-1])
    return ("x", before[1], [NotUnderstood(f"{bare(before[1])!r} gives several orders and the correction after it "
                                           "may take back only one of them: ask the player what stands")])


def _kind(order: Order) -> tuple[type, object]:
    """An order's kind as a correction replaces it: its type, and its own kind word when it has one (a
    declaration of war and an alliance are both diplomacy)."""
    return type(order), getattr(order, "kind", None)


def _swapped_away(correction: str, after: list[str], marks: Marks) -> bool:
    """'EDIT: not Prussia, Portugal. Declare war on Portugal.' opening a line: the one earlier order that names the
    old name is taken back (withdrawn) when a later sentence of the line names the new one (the order put in its
    place); False, nothing done, otherwise (the line's own reading of the correction decides)."""
    new, joint, old = swapped(correction).rpartition(", not ")
    new, old = new.strip(" ,.!").casefold(), old.strip(" ,.!").casefold()
    if not joint or not new or not old or not any(new in f" {p.casefold()}" for p in after):
        return False
    hit = [o for o in marks.seen if id(o) not in marks.withdrawn and any(
        isinstance(v, str) and v.casefold() == old for v in msgspec.structs.astuple(o))]
    if len(hit) != 1:
        return False
    marks.withdrawn[id(hit[0])] = hit[0]
    return True


def _name_for_name(correction: str, before: str, read: SentenceReader) -> list:
    """'I meant Turkey, not Sweden' (the words after a correction word) after '... declare war on Sweden.': the
    sentence before with the old name put right, when it names it once and then reads; an order written after
    the colon ('...: declare war on Turkey') must be the same, or the whole is asked; [] when it is no such swap."""
    head, colon, tail = correction.partition(": ")
    if ", not " not in head.casefold():
        return []
    again = _swapped_in(head, before, read)
    if not again or not colon or not tail.strip(" .!"):
        return again
    said = _try(tail, read)
    if not _reads(said) or said == again:
        return again
    return [NotUnderstood(f"{bare(correction)!r} puts one name for another and then gives another order: ask the "
                          "player which stands")]


def _instead_of(retraction: str, before: str, read: SentenceReader) -> list:
    """What a retraction gives instead of what it takes back: the order after its colon or comma
    ('forget the peace, 3 units 35 -> 37'), or the sentence before with the words after 'no' in place of
    its last ones ('raise cheese in 12? no, in 1'); [] when it gives nothing."""
    comma = retraction.find(", ")
    for tail in after_colons(retraction) + ([retraction[comma + 2:].strip()] if comma > 0 else []):
        orders = _try(tail, read)
        if orders:
            return orders
    last = retraction.rfind(", ")
    if last > comma:                    # 'no, Carmine has one city, so 1 Infantry in Carmine': the last clause
        tail = retraction[last + 2:].strip()
        head, _, rest = tail.partition(" ")
        if head.casefold() in _SO and rest:
            orders = _try(rest, read)
            if _reads(orders):
                return orders
    said = words(retraction)
    if denies_time_only(retraction):    # 'No, not yet.' names nothing to put in the order's place
        return []
    if said[:1] in (["no"], ["nope"], ["nah"]) and len(said) > 1 and before and _no_said_alone(retraction):
        return _replaced(_after_words(retraction, 1), before, read) or _cut_short(retraction, before, read)
    return []


def _cut_short(retraction: str, before: str, read: SentenceReader) -> list:
    """'6 units 21 -> 25 -> 47? no, Zurin is neutral; stop at 25': the route of the sentence before ended at the
    place the retraction's last clause stops at, as written there ('25'); [] when it names no place of that route."""
    for clause in reversed(retraction.replace(";", ",").split(",")[-_MOST_CLAUSES:]):
        stop = stopped_short(clause.strip())
        if stop is None or stop[0]:
            continue
        route = before.rstrip(" ?!.")
        low, key = route.casefold(), stop[1].casefold()
        at = low.rfind(key)
        end = at + len(key)
        if at <= 0 or low[at - 1] != " " or end == len(low) or not low[end:].lstrip().startswith(("->", ">", "\u2192")):
            return []                   # not a place the route passes before its end
        found = _try(route[:end], read)
        return found if _reads(found) else []
    return []


_MOST_CLAUSES = 4
_BARE_NOS = (["no"], ["nope"], ["nah"])
_SO = frozenset(("so", "then", "therefore", "thus", "hence"))    # '..., so 1 Infantry in Carmine': what follows


_AFTER_BARE_NO = frozenset("in to at into on for from".split())     # 'no in 1', 'no to Chance Hills': a place again


def _no_said_alone(retraction: str) -> bool:
    """Whether the 'no' opening a retraction stands alone ('No, in 1', 'No - 35', 'nope 21'), not as a word of
    the sentence ('No new wars.', 'No gifts': nothing before it corrected)."""
    text = retraction.lstrip(" *_>\"'(")
    first, _, rest = text.partition(" ")
    if first.casefold() in ("nope", "nah") or first[-1:] in ",.:;!-\u2013\u2014" or rest[:1] in ",.:;!-\u2013\u2014":
        return True
    after = rest.split(" ", 1)[0].casefold()
    return after in _AFTER_BARE_NO or after.isdigit()


def _without_instead(sentence: str) -> str:
    """'Ally with Prussia instead.': the sentence without its last word of correction."""
    text = sentence.rstrip(" .!")
    head, _, last = text.rpartition(" ")
    return head.rstrip(" ,") if head and last.casefold() in ("instead", "rather") else sentence


def _ends_instead(sentence: str) -> bool:
    low = words(sentence)
    return bool(low) and low[-1] in ("instead", "rather")


def _reads(orders: list) -> bool:
    return any(isinstance(o, Order) for o in orders)


def _try(text: str, read: SentenceReader) -> list:
    try:
        return [o for o in read(text) if isinstance(o, Order)]
    except NotUnderstood:
        return []


def _read_glued(sentence: str, read: SentenceReader) -> list:
    """A sentence's orders (`_read_one`); when it does not read, and holds '. ' the cutter kept whole after a short
    capitalised name ('declare war on Spain. standing chit: withdraw': engine.words.prose.sentences takes 'Spain.'
    for a short form such as 'Lorr.'), its pieces at each '. ', when every piece reads whole. NotUnderstood as
    `_read_one` otherwise."""
    try:
        return _read_one(sentence, read)
    except NotUnderstood:
        if ". " not in sentence:
            raise
        out: list = []
        for piece in sentence.split(". "):
            if not piece.strip(" ."):
                continue
            try:
                got = read(piece)
            except NotUnderstood:
                got = []
            if not got or not all(isinstance(o, Order) for o in got):
                raise
            out += got
        return out


def _read_one(sentence: str, read: SentenceReader) -> list:
    """A sentence's orders: as written, else after one of its colons, else without its bracketed
    notes, else a note itself ("La France déclare la guerre (declare war on Prussia)")."""
    try:
        return read(sentence)
    except Contradiction:
        raise
    except NotUnderstood as first:
        if delegated(sentence) is not None:
            raise                               # "fleet Copenhagen: GM's choice: intercept or not": never the tail alone
        for tail in after_colons(sentence):
            found = _try(tail, read)
            if found:
                return found + _head_left(sentence[:len(sentence) - len(tail)].rstrip(" :"), tail, read)
        outside, notes = brackets(sentence)
        conditions = [n for n in notes if set(words(n)) & CONDITIONS and not mutual_note(outside, n)]
        if conditions:                          # '(if Russia agrees)' changes the order: never set aside
            raise NotUnderstood(f"a condition in brackets, ({conditions[0]}): the order stands only if it holds; "
                                "ask the player, or the GM decides")
        alternatives = [n for n in notes if alternative_note(n)]
        if alternatives:                        # '(or cavalry)', '(maybe 3)': another order the writer may mean
            raise NotUnderstood(f"an alternative in brackets, ({alternatives[0]}): which is meant? ask the player")
        if notes:
            found = _try(outside, read) if outside.strip(" .!") else []
            if found:
                return found
            for note in notes:
                found = _try(note, read)
                if found:       # the words outside it that say another order are read or refused, never dropped
                    return found + _head_left(outside, note, read)
        raise first


_DONE_SAID = frozenset("already done agreed given sent signed settled in place last turn before all".split())


def done_already(sentence: str) -> bool:
    """Whether a sentence only says the order before it is done already ('already done', 'done already',
    'already agreed last turn'): a report of that order, never a new one."""
    said = words(sentence)
    return 0 < len(said) <= 5 and ("already" in said or said[0] == "done") and _DONE_SAID.issuperset(said) \
        and len(said) > 1


def _route_said(text: str) -> bool:
    """'WMed-GoL', 'WMed - GoL', '21>22': a route in shorthand (engine.words.coded), or names joined by a spaced
    dash, each opening with a capital: an order, never a reason or a remark."""
    if is_coded(text):
        return True
    pieces = [p.strip(" .!") for p in text.split(" - ")]
    return len(pieces) > 1 and all(p[:1].isupper() and len(p.split()) <= 3 for p in pieces)


def _order_shaped(sentence: str) -> bool:
    """'standing order guard - hold': written as an order is (a dash or an arrow between words, an
    order word before it), never commentary even when it names nothing."""
    if " - " not in sentence and "->" not in sentence and "\u2192" not in sentence:
        return False
    return any(is_order_word(w) or w in WEAK_VERBS for w in words(sentence))


def _sends_a_count(sentence: str) -> bool:
    """'And the 2 go to Grenadier Hills.', '2 guys from dunbarra walk 2 skerries.': a count of something sent
    with a verb of going, refused when it does not read, never set aside as commentary beside other orders."""
    said = words(sentence)
    if len(said) > _MOST_SENT_WORDS or STAY.intersection(said):
        return False                # a stay gives no order: the units hold all the same
    return any(is_digits(w) or w in _COUNTS for w in said) and any(goes(w) and w != "left" for w in said)


def _sends_them(sentence: str) -> bool:
    """'Hmm, they go to Ubliko Gate.', 'then we march on Vienna': the units of the orders around it (a pronoun) sent
    with a verb of going: the writer's move, refused when it does not read, never set aside as commentary."""
    said = words(sentence)
    if len(said) > _MOST_SENT_WORDS or STAY.intersection(said):
        return False
    for k, w in enumerate(said):
        if w in _SENDING_PRONOUNS:
            verb = k + 1
            while verb < len(said) and verb <= k + 3 and said[verb] in _BETWEEN_PRONOUN_AND_VERB:
                verb += 1
            if verb < len(said) and goes(said[verb]) and said[verb] != "left":
                return True
    return False


_SENDING_PRONOUNS = frozenset("they we it them".split())
_BETWEEN_PRONOUN_AND_VERB = frozenset("will shall should can must then all both also now instead rather just".split())


def _goes_still(sentence: str) -> bool:
    """'Just goes.', 'It marches anyway.', 'They still go.': the march of the sentence taken back, said again with no
    name (a verb of going first, after its pronoun and fillers)."""
    said = words(sentence)
    while said and said[0] in _BEFORE_GOING:
        said = said[1:]
    return bool(said) and goes(said[0]) and not any(w[:1].isupper() or w[:1].isdigit() for w in sentence.split()[1:])


_BEFORE_GOING = frozenset("just then so it they he she still simply we only anyway".split())


def past_hesitation(sentence: str) -> str:
    """The sentence without a hesitation it opens with ('Hmm, actually no, they stay ...': 'actually no, they stay
    ...'), so that a correction or retraction after it is seen; as it was otherwise."""
    said = sentence.lstrip(" *_>\"'(")
    head, comma, rest = said.partition(",")
    if comma and head.strip(" .!").casefold() in _HESITATIONS and rest.strip():
        return rest.lstrip(" ,")
    return sentence


_HESITATIONS = frozenset("hmm hm hmmm hmmmm er erm um umm uh ah oh well ok okay".split())


_COUNTS = frozenset("two three four five six seven eight nine ten eleven twelve both pair dozen".split())
_MOST_SENT_WORDS = 40       # a longer sentence is a story told, its counts are not units sent


def _head_left(head: str, tail: str, read: SentenceReader) -> list:
    """What the words before a colon say when the words after it read ('The Porte declares war on
    Russia and seeks ...: alliance with France'): their orders, a problem when they hold an order
    word and do not read (never dropped), nothing for a title ('Diplomacy:', 'Orders for Turkey')."""
    said = set(words(tail))              # 'The Emperor will accept no surrender: standing surrender: fight on'
    named = any(w[:1].isupper() for w in head.split(" ")[1:])      # a verb such as 'breaks' orders with a name
    if not any((is_order_word(w) or named and w in WEAK_VERBS) and w not in said for w in words(head)):
        return []
    try:
        return [o for o in read(head)]
    except NotUnderstood as e:
        return [NotUnderstood(f"{head!r}: {e.reason}")]


def _restated_once(out: list) -> list:
    """An order said twice in one line ("Ally with Spain (ally with Spain)", a translation followed
    by the English) is one order."""
    seen: set[bytes] = set()
    kept = []
    for o in out:
        if isinstance(o, Order):
            key = msgspec.json.encode(o)
            if key in seen:
                continue
            seen.add(key)
        kept.append(o)
    return kept


def settle(sheet: OrderSheet, marks: Marks, slot: Callable[[Order], Hashable | None],
           topic: Callable[[Order], Hashable | None] | None = None) -> OrderSheet:
    """The sheet once corrections apply: an order marked as a correction replaces the earlier order
    on the same `topic` (by default its slot: "declare war on X" and "ally with X" are one topic,
    not one slot); one that cancels the order before drops it; then two different orders for
    one slot are both refused (which is meant?) and an order given again is asked."""
    topic = topic or slot
    keep: list[int] = []
    dropped: list[tuple[int, str]] = []
    asked: list[tuple[int, str]] = []
    for i, o in enumerate(sheet.orders):
        if id(o) in marks.withdrawn:
            dropped.append((i, "taken back by a later line"))
            continue
        if id(o) in marks.cancels_before and keep:
            j = keep.pop()
            dropped.append((j, f"taken back on line {sheet.lines[i]}"))
        stood = len(keep)                   # a correction stands where the order it replaces stood
        # a correction never replaces another of its own line ('... no, build one infantry at Berdain and one at
        # Cheese Coast': two orders put in place of what was taken back)
        sibling = {j for j in keep if id(sheet.orders[j]) in marks.corrects and sheet.lines[j] == sheet.lines[i]} \
            if id(o) in marks.corrects else set()
        if id(o) in marks.corrects and topic(o) is not None:
            for j in [j for j in keep if topic(sheet.orders[j]) == topic(o) and j not in sibling]:
                stood = min(stood, keep.index(j))
                keep.remove(j)
                dropped.append((j, f"replaced by the correction on line {sheet.lines[i]}"))
        elif id(o) in marks.corrects:       # 'build 1 Infantry in 12 / Actually, build 1 Infantry in 16'
            same = [j for j in keep if kind_of(sheet.orders[j]) == kind_of(o) and j not in sibling]
            latest = [j for j in same if sheet.lines[j] == sheet.lines[same[-1]]] if same else []
            if len(latest) == 1:
                stood = keep.index(latest[0])
                keep.remove(latest[0])
                dropped.append((latest[0], f"replaced by the correction on line {sheet.lines[i]}"))
            elif latest:
                asked.append((i, f"a correction, but line {sheet.lines[latest[0]]} gives several such orders: "
                                 "which does it replace? ask the player"))
                continue
        keep.insert(stood, i)
    problems = list(sheet.problems) + [OrderProblem(sheet.lines[i], sheet.texts[i], NOT_UNDERSTOOD, why)
                                       for i, why in asked]
    refused: set[int] = set()
    by_slot: dict[Hashable, list[int]] = {}
    seen: dict[bytes, int] = {}
    for i in keep:
        key = msgspec.json.encode(sheet.orders[i])
        if key in seen and sheet.lines[seen[key]] != sheet.lines[i] and in_other_words(
                sheet.orders[i], sheet.texts[seen[key]], sheet.texts[i]):
            refused.add(i)          # 'Both corps into Saxony, then ...' under their moves: one order each
            dropped.append((i, SAID_AGAIN.format(line=sheet.lines[seen[key]]).removeprefix("not an order: ")))
            continue
        if key in seen:
            refused.add(i)
            problems.append(OrderProblem(sheet.lines[i], sheet.texts[i], NOT_UNDERSTOOD,
                                         f"the same order again (line {sheet.lines[seen[key]]}): once or twice? "
                                         "ask the player; it is taken once"))
            continue
        seen[key] = i
        s = slot(sheet.orders[i])
        if s is not None:
            by_slot.setdefault(s, []).append(i)
    for indexes in by_slot.values():
        if len(indexes) > 1:
            lines = ", ".join(str(sheet.lines[i]) for i in indexes)
            for i in indexes:
                refused.add(i)
                problems.append(OrderProblem(sheet.lines[i], sheet.texts[i], NOT_UNDERSTOOD,
                                             f"two different orders for the same thing (lines {lines}): "
                                             "which is meant? ask the player"))
    final = [i for i in keep if i not in refused]
    chatter = list(sheet.chatter) + [Chatter(sheet.lines[j], sheet.texts[j], f"not an order: {why}")
                                     for j, why in dropped]
    return OrderSheet(sheet.nation, tuple(sheet.orders[i] for i in final), tuple(sheet.lines[i] for i in final),
                      tuple(sheet.texts[i] for i in final), tuple(sorted(problems, key=lambda p: p.line)),
                      tuple(sorted(chatter, key=lambda c: c.line)))
