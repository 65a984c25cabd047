"""An order the player takes back in the same line and says what he means instead (issue 22, round 19):

- 'Corps B from Lithuania to Warsaw? no, that is Prussian, I am not at war. Corps B stays.'
- 'Build 1 cavalry in Magdeburg. Hmm, no, make that 2 infantry in Magdeburg instead, cavalry is too dear.'
- '1 army 17 -> 18? No, we have no ships in O. That one stays.'   /   '1 army 31 -> 30? Hmm, no ships in R. Leave it.'
- 'buy 2 armies in Wales (4) hahaha no, I mean buy 2 armies in Moscow'
- 'Please send 2 armies from 59 to 57... scratch that, 59 doesn't touch 57. Send them to Brandenburg instead.'
- 'The 4 soldiers in Odds End go to Berdain Heath? Berdain is friend, no. They go to Randomia.'
- 'corps II goes from Volhynia to Podolia? no, to Kiev.'    /    'the 2 armies in Tripoli go west... no east, to 106'

The shape: an ATTEMPT (the piece of the line before the mark, which reads as orders; or, when the new part gives only
where the units go, a piece whose end is replaced), a MARK ('?', '...', '. ', '! ', or a space before a retraction said
in words: 'hahaha no, I mean'), a RETRACTION opening the words after the mark ('no,', 'no wait', 'hmm, no', 'actually
no', 'nope', 'scratch that', 'I mean', '... no they're', or a reason ending ', no.'), a REASON, then the player's last
word: a NEW ORDER for the attempt's units ('they', 'them', 'it', 'that one' stand for them), a STAY of them (which
gives no order where units without orders hold), a retraction with nothing in its place ('forget it', 'leave it',
'scratch the squadron'), or, after 'no, not X' of the attempt, nothing.

The new part is read by the ordinary reader, whole, as if it were its own line; the attempt is set aside, named on the
receipt as dropped with what was taken in its place. The reason is set aside only because it sits inside this
correction, and only when it can give no order (engine.words.thought_aloud's test: none of its pieces reads as an
order, no condition, nothing added, no number neither order says). Never read so: a new part naming other units than
the attempt's, a 'no' that is no retraction ('No objection from Prussia', 'no later than spring'), a '?' with no
retraction after it ('A - Saxony? if it is free'), a line whose other orders before the attempt do not read whole.
Anything else is left to the readings that refuse and ask, as before: never a guess."""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

import msgspec

from engine.order_sheet import LineReader, Order, SetAside
from engine.words.clauses import _MONEY as MONEY, kind_of, stay_said, unit_of
from engine.words.gone_back import piece_before
from engine.words.meaning.verbs import classes
from engine.words.lexicon import counts_units
from engine.words.reading import NUMBER_WORDS
from engine.words.message import words
from engine.words.read_again import read_or_none
from engine.words.thought_aloud import ADDED, bare_tail, only_reasoning, orders_read, settled

__all__ = ["denied_after", "only_reason", "orders_before", "plain_attempt", "read_new", "read_retracted", "retracted",
           "retraction_marks", "same_units", "start_of", "taken_back_in_line"]

_MOST_CHARS = 400           # a line with a correction inside is a sentence or three
_MOST_MARKS = 3
_MOST_PIECES = 8
_MOST_READS = 120           # readings of pieces tried for one line, at most
_CUTS = (". ", "? ", "! ", ": ", "; ", ", ", " - ", " in case ", " because ", " since ")
_REASON_CUTS = (" in case ", " because ", " since ")
# Words a player says before the retraction itself ('hmm, no', 'hahaha no', 'oh wait, no').
_FILLERS = frozenset("hmm hm hmmm hmmmm er erm uh um oh ah oops argh ugh lol haha hahaha hahahaha ha heh damn".split())
# Retractions whatever follows them.
_STRONG = ("no wait", "wait no", "wait, no", "no, wait", "actually no", "actually, no", "scratch that", "never mind",
           "nevermind", "i mean", "no i mean", "no, i mean", "sorry, i mean", "sorry i mean", "on second thought",
           "nope", "nah")
# After 'no' and a space (no comma): the words that make it a retraction ('no they're both mine', 'no east, to 106'),
# never 'No objection from Prussia', 'no later than spring', 'no ships in R'.
_NO_THEN = frozenset("wait they're theyre they it's its it that's thats that we i sorry actually scratch hmm make "
                     "east west north south".split())
# What says, after the reason, that the attempt is taken back with nothing in its place.
_DROPPED = ("forget it", "leave it", "skip it", "skip that", "scratch that", "scratch it", "cancel that",
            "cancel it", "forget that", "never mind", "nevermind", "drop it", "drop that", "ignore that", "no thanks",
            "skip")
# A word every retraction's opening or last word holds: the quick look before the marks are sought.
_NEEDED = ("no", "nah", "scratch", "never", "mean", "thought", "forget", "leave", "skip", "cancel", "drop", "ignore")
_DROP_VERBS = ("forget the ", "scratch the ", "cancel the ", "drop the ", "skip the ", "no ", "nothing to ")
_PRONOUNS = ("they", "them", "it", "that one", "those", "these", "this one")
_GOING = ("to ", "into ", "towards ", "toward ", "-> ", "->", "onto ")
_DROPPED_WHY = "dropped: the order tried first"
_WHY = "dropped: the order tried first and its reasons, taken back in the same line; the order taken: {said!r}"
_WHY_NOTHING = "dropped: the order tried first, taken back in the same line with nothing in its place"


def read_retracted(parse_line: LineReader, clean: Callable[[object], bool],
                   checkpoint: Callable[[], Callable[[], None]] | None = None,
                   changed: Callable[..., object] | None = None) -> LineReader:
    """The reader, and for a line that takes an order back inside itself (see the module), the order it settles on.
    `changed`: the reader of the other changes in a line (engine.words.in_line_changes.read_changed, which reads with
    this module's tests: given by the caller, so neither module imports the other); `checkpoint`: the prose reader's
    marks to go back to when one of its trials is not kept."""
    def read(text: str) -> object:
        if len(text) <= _MOST_CHARS and retraction_marks(text):
            if "..." in text or "\u2026" in text:
                settled_aloud = settled(text, parse_line, clean)
                if settled_aloud is not None:
                    return settled_aloud    # the round 17 reading of thinking aloud at an ellipsis, as before
            got = retracted(text, parse_line, clean)
            if got is not None:
                return got
        if changed is None:
            return parse_line(text)
        return changed(text, parse_line, clean, checkpoint)     # the count, 'make it', kept (in_line_changes)
    return cast(LineReader, read)


def taken_back_in_line(piece: str, read: list[object]) -> bool:
    """Whether a piece of a line is among the words a retraction in that line dropped (named on the receipt): no
    shorthand passed over ('4 units berdain -> madder vale no wait not at war w crimsonia. skip')."""
    said = set(words(piece))
    return bool(said) and any(isinstance(x, SetAside) and x.why.startswith(_DROPPED_WHY) and said <= set(words(x.words))
                              for x in read)


def retraction_marks(text: str) -> list[tuple[int, int]]:
    """Where each mark a retraction follows starts, and where the words after the retraction's opening start
    (at most _MOST_MARKS). [] for most lines."""
    if len(text) > _MOST_CHARS:
        return []
    low = text.casefold()
    if not any(n in low for n in _NEEDED):
        return []               # most lines: no word any opening (_STRONG, 'no ...', ', no') or _DROPPED holds
    out: list[tuple[int, int]] = []
    for mark in ("?", "...", "\u2026", ". ", "! ", " "):
        k = low.find(mark)
        while k >= 0 and len(out) < 4 * _MOST_MARKS:
            end = k + len(mark)
            while end < len(low) and low[end] in "?.!\u2026":
                end += 1
            opened = _opening(low[end:], strong_only=mark == " ")
            if opened is None and mark != " " and _dropped_last(low[end:]):
                opened = 0      # '? Hmm, no ships in R. Leave it.': the retraction said last
            if opened is not None and k > 0:
                out.append((k, end + opened))
            k = low.find(mark, end)
    return sorted({end: (k, end) for k, end in sorted(out, reverse=True)}.values())[:_MOST_MARKS]


def _opening(after: str, strong_only: bool) -> int | None:
    """How many characters of `after` its retraction's opening takes ('hmm, no, ' -> 9); None when it opens none."""
    said = after.lstrip()
    skip = len(after) - len(said)
    for _ in range(3):          # 'hmm, ', 'hahaha ', 'oh wait, '
        first = said.split(" ", 1)[0]
        if first.rstrip(",.!") not in _FILLERS:
            break
        said, skip = said[len(first):].lstrip(), skip + len(first) + (len(said[len(first):]) - len(said[len(first):].lstrip()))
    strong = next((s for s in _STRONG if said.startswith(s) and not said[len(s):len(s) + 1].isalnum()), None)
    if strong is not None:
        end = skip + len(strong)
        rest = after[end:].lstrip(" ,.!-:")
        if rest.startswith("i mean") and not rest[6:7].isalnum():
            rest = rest[6:].lstrip(" ,.!-:")
        return len(after) - len(rest)
    if strong_only and not (skip and said.startswith("no") and said[2:3] in (",", "!", ".")):
        return None             # a space before 'no' only after a laugh or a filler ('hahaha no, ...')
    if said == "no" or said[:3] in ("no,", "no.", "no!", "no:", "no;") or said.startswith("no -"):
        rest = after[skip + 2:].lstrip(" ,.!-:;")
        while rest.casefold()[:3] in ("no,", "no.", "no!") or rest.casefold() == "no":
            rest = rest[2:].lstrip(" ,.!-:;")       # 'No, no, keep it.'
        return len(after) - len(rest)
    if said.startswith("no ") and said[3:].split(" ", 1)[0].strip(",.") in _NO_THEN:
        return skip + 3
    sentence = said.split(". ", 1)[0].rstrip(".! ")
    if sentence.endswith(", no") and not strong_only and len(sentence.split()) <= 10:
        return skip + len(sentence) + 1     # 'Berdain is friend, no.': the reason, then the retraction
    return None


def retracted(text: str, parse_line: LineReader, clean: Callable[[object], bool]) -> list[object] | None:
    """The orders a line settles on after taking its attempt back (see the module); None when the line is not of this
    shape or any part of it is unsure."""
    budget = [_MOST_READS]

    def counted(said: str) -> object:
        budget[0] -= 1
        if budget[0] < 0:
            raise _OverBudget
        return parse_line(said)

    try:
        for at, end in retraction_marks(text):
            got = _settled(text, at, end, cast(LineReader, counted), clean)
            if got is not None:
                return got
    except _OverBudget:
        return None             # a line of many pieces: read as before, never a slow guess
    return None


class _OverBudget(Exception):
    """More readings of a line's pieces than _MOST_READS."""


def _settled(text: str, at: int, end: int, parse_line: LineReader,
             clean: Callable[[object], bool]) -> list[object] | None:
    after = text[end:].strip()
    if not after.strip(" .!") and text[at:end].strip(" ?.!\u2026,").casefold() in ("no", "nope", "nah"):
        return None             # 'declare war on Turkey? No.': asked and answered, read as before
    for k, said in enumerate(piece_before(text, at)):
        start = text.rfind(said, 0, at)
        if start < 0:
            continue
        piece = plain_attempt(said)
        taken = orders_read(piece, parse_line, clean)
        before = orders_before(text[:start], parse_line, clean)
        if before is None:
            continue            # the line's other orders before the attempt must read whole
        if taken is None and (before or k):
            continue            # 'build 2 infantry in 39, 1 frigate 51 -> 50 zap... scratch that, ...': how much goes?
        new = _new_part(piece, taken, after, parse_line, clean)
        if new is None:
            continue
        orders, said, reasons = new
        if taken is not None and orders == taken:
            return None         # the attempt given again: no change of mind this reader can tell
        if taken is None and not orders and not _named_dropped(after, _pieces(after), piece) \
                and not _dropped_last(after.casefold()):
            continue            # an attempt that does not read is dropped when said so ('nothing to transfer', '. skip')
        dropped = text[start:end].strip(" ,")
        why = _WHY.format(said=said) if said else _WHY_NOTHING
        return [*before, SetAside(f"{dropped} {reasons}".strip(), why), *orders]
    return None


def plain_attempt(piece: str) -> str:
    """The attempt without the words players put before an order ('Please also give 3 gold ...')."""
    said = piece.strip(" -*\u2022")
    for _ in range(3):
        first = said.split(" ", 1)
        if len(first) < 2 or first[0].casefold().strip(",") not in _BEFORE_ORDER:
            break
        said = first[1].lstrip(" ,")
    return said


_BEFORE_ORDER = frozenset("please pls also and then plus".split())


def orders_before(head: str, parse_line: LineReader, clean: Callable[[object], bool]) -> list[object] | None:
    head = head.rstrip(" ,;:-\u2013")
    head = head[:-4].rstrip(" ,") if head.casefold().endswith(" and") else head
    if not head.strip(" .!-*\u2022"):
        return []
    got = orders_read(head, parse_line, clean)
    return list(got) if got else None


def _new_part(attempt: str, taken: list[Order] | None, after: str, parse_line: LineReader,
              clean: Callable[[object], bool]) -> tuple[list[Order], str, str] | None:
    """The orders the words after the retraction give in the attempt's place, the words that give them ('' for
    none) and the reasons around them; None when they give none for certain."""
    pieces = _pieces(after)
    if not pieces:
        return None
    runs = sorted(((i, j) for i in range(len(pieces)) for j in range(i + 1, len(pieces) + 1)),
                  key=lambda r: (r[0] - r[1], -r[1]))
    for i, j in runs:
        said = bare_tail(after[pieces[i][0]:pieces[j - 1][1]])
        if len(said.split()) < 2 and not said.casefold() in ("stay", "stays", "hold", "holds"):
            continue
        if ADDED.intersection(words(said)) or said.casefold().startswith("and "):
            continue
        got = read_new(attempt, taken, said, parse_line, clean)
        if got is None:
            continue
        if after[pieces[j - 1][1]:].lstrip(" .!").startswith("?"):
            return None         # 'Declare war on Prussia? No. Ally with Prussia? Already asked.': asked, not taken
        rest = [after[a:b] for k, (a, b) in enumerate(pieces) if not i <= k < j]
        if any(_drops(after[a:b], attempt) for a, b in pieces[j:]) or denied_after(after[pieces[j - 1][1]:]):
            return None         # '... no, build 1 cavalry in Seville. Forget it.', '..., not this turn': which holds?
        orders_said = attempt + " " + said
        around = [after[:pieces[i][0]], after[pieces[j - 1][1]:]]      # the reasons whole: 'standing guard: commit'
        if all(only_reason(r, parse_line, clean, orders_said) for r in rest) \
                and not any(orders_read(r.strip(" .,;:!?"), parse_line, clean) for r in around if len(r.split()) > 1):
            return got, said, ", ".join(r.strip(" ,.;:!?") for r in rest)
        return None
    if _dropped_only(after, pieces, attempt, parse_line, clean) and (
            taken or _named_dropped(after, pieces, attempt) or _dropped_last(after.casefold())):
        return [], "", after.strip()
    return None


def read_new(attempt: str, taken: list[Order] | None, said: str, parse_line: LineReader,
             clean: Callable[[object], bool]) -> list[Order] | None:
    """The orders `said` gives for the attempt's units: read whole; with 'they'/'it' standing for the attempt's
    units; or, when it says only where they go ('to Kiev'), as the attempt with its end replaced."""
    low = said.casefold()
    if any(low.startswith(g) for g in _GOING):
        if denied_after(attempt) or "away" in words(attempt):
            return None         # 'corps II goes from Volhynia away from Podolia? no, to Kiev': the rest is unsure
        for head in _heads(attempt):
            got = _orders_or_stay(f"{head} {said}", parse_line, clean)
            if got and (taken is None or all(any(same_units(o, t) for t in taken) for o in got)):
                return got
        return None
    pronoun = next((p for p in _PRONOUNS if _has_word(low, p)), None)
    verb_first = pronoun is None and low.split(" ", 1)[0] in _MOVING
    if (pronoun is not None or verb_first) and taken is not None:
        got = orders_read(said, parse_line, clean)      # 'squadron 10 stays where it is': whole as it is first
        if got and all(any(same_units(o, t) for t in taken) for o in got):
            return got
    if pronoun is None and not verb_first:
        got = _orders_or_stay(said, parse_line, clean)
        if got is None:
            return None
        if taken is None:       # 'D - Swabia? I mean D - Baden': an attempt unread, the new order of its own words
            return got if got and _told_of_attempt(said, attempt) else None
        if got:
            return got if all(any(same_units(o, t) for t in taken) for o in got) else None
        return got if _stay_of_attempt(said, attempt) else None
    if taken is None or not all(unit_of(t) is not None or start_of(t) is not None for t in taken):
        return None             # 'they', 'it' stand for units: 'Break trade with Stilwen? No, no, keep it.' keeps no unit
    for subject in _subjects(attempt):
        told = f"{subject} {said}" if verb_first else _replaced(said, pronoun or "", subject)
        got = _orders_or_stay(told, parse_line, clean)
        if got is None:
            continue
        if not got or all(any(same_units(o, t) for t in taken) for o in got):
            return got
    return None


# Verbs a new part may open with, its units the attempt's ('Just sail to C.', 'march to 93 instead').
_MOVING = frozenset("go goes march marches move moves sail sails stay stays hold holds remain remains head heads "
                    "advance advances retreat retreats return returns".split())


def _told_of_attempt(said: str, attempt: str) -> bool:
    """Whether the new order's subject (its words before its first verb, 'to', '-' or '->') is said with the attempt's
    own words ('the Moscow host marches to 93' after 'The Moscow host (3 armies) attacks Smolensk')."""
    low = words(said.replace("->", " to ").replace(" - ", " to "))
    end = next((k for k, w in enumerate(low) if w in _MOVING or w in ("to", "into", "from")), len(low))
    who = [w for w in low[:end] if w not in _ARTICLES]      # 'a' stays: 'Corps Z - ...? I mean Corps A - ...'
    return 0 < len(who) <= 5 and end < len(low) and set(who) <= set(words(attempt))


_ARTICLES = frozenset("the our my from in at of".split())


def only_reason(said: str, parse_line: LineReader, clean: Callable[[object], bool], orders_said: str) -> bool:
    """Whether words around the order taken are only a reason: thought_aloud's test (no piece reads as an order, no
    condition, nothing added, no number neither order says; sums of money aside), and no verb that moves, holds,
    builds, attacks or gives ('they go there' is more than a reason; 'we are at peace', 'not allied yet' are reasons).
    Not engine.words.meaning.holds_order's judgement (a deliberate exception, round 21): this stage of the line reader
    has no slots, and a reason refused here lets the stages under it read the attempt taken back ('The three at
    Dunbarra go to the Skerries. Hmm, actually no, they stay in Dunbarra in case Berdain -> Dunbarra is tried' read
    as the move, tried): a reason kept is named on the receipt with the attempt, never dropped in silence."""
    low = words(said)
    low = [w for k, w in enumerate(low) if not (w in ("hold", "hang") and low[k + 1:k + 2] == ["on"])]   # 'hold on'
    if any(_ACTING.intersection(classes(w)) for w in low):
        return False
    if counts_units(low, NUMBER_WORDS):
        return False            # 'no artillery: two Infantry in Madder Vale and Nazin Steppe': a count, never a reason
    bare = said.strip(" ,.;:!?")
    if any("hold" in classes(w) for w in low) and _orders_or_stay(bare, parse_line, clean) != []:
        return False            # a stay that gives no order is said beside ('Zealand stays'); anything else is more
    if len(bare.split()) > 1 and orders_read(bare, parse_line, clean):
        return False            # 'Invest 5 cheese in trade with Stilwen': an order, its sum and all
    return only_reasoning(_without_sums(said), parse_line, clean, orders_said)


_ACTING = frozenset(("move", "build", "attack", "give"))


def _without_sums(reason: str) -> str:
    """A reason without the sums of money it reckons ('thats 12 gold, too much'): a cost is no count of an order."""
    said = reason.split()
    keep = [w for k, w in enumerate(said) if not (w.isdigit() and k + 1 < len(said)
                                                  and said[k + 1].casefold().strip(",.;:!?") in MONEY)]
    return " ".join(keep)


def denied_after(said: str) -> bool:
    """Whether words after the new order deny it, put it off or make it conditional ('..., not this turn', '... if
    Prussia agrees', '... later'): then the new order is not the last word for certain."""
    low = words(said)
    return bool(_DENYING.intersection(low)) or any(w.endswith("n't") for w in low) \
        or any(low[k:k + 2] in (["this", "turn"], ["next", "turn"], ["this", "time"]) for k in range(len(low)))


_DENYING = frozenset("not never nor if unless later tomorrow yet maybe perhaps dont cannot cant wont".split())


def same_units(new: Order, taken: Order) -> bool:
    """Whether the new order is for the attempt's units: the same unit, or of the same kind from the same place (the
    first place of a path); of the same kind for orders of no unit and no place (a build: 'I mean buy 2 in Moscow')."""
    unit, was = unit_of(new), unit_of(taken)
    if unit is not None or was is not None:
        return unit == was
    if kind_of(new) != kind_of(taken) or start_of(new) != start_of(taken):
        return False
    if start_of(new) is not None or not isinstance(new, msgspec.Struct):
        return True
    changed = [f for f in new.__struct_fields__ if getattr(new, f, None) != getattr(taken, f, None)]
    return len(changed) <= 1    # one thing said again otherwise: 'declare war on Prussia' is no 'ally with Prussia'


def start_of(order: Order) -> object:
    """Where an order's units start: its source, or the first place of its path; None for orders of no units."""
    source = getattr(order, "source", None)
    path = getattr(order, "path", None)
    return source if source is not None else path[0] if isinstance(path, (tuple, list)) and path else None


def _orders_or_stay(said: str, parse_line: LineReader, clean: Callable[[object], bool]) -> list[Order] | None:
    """The orders a text gives read whole and clean; [] for a stay read as no order (units without orders hold)."""
    got = orders_read(said, parse_line, clean)
    if got:
        return got
    if stay_said(said.rstrip(".! ")) is None:
        return None
    read = read_or_none(parse_line, said)
    if read == [] or isinstance(read, list) and read and all(isinstance(x, SetAside) and "hold" in x.why
                                                              for x in read):
        return []
    return None


def _stay_of_attempt(said: str, attempt: str) -> bool:
    """Whether the stay names only words of the attempt ('Corps B stays' after 'Corps B from Lithuania to Warsaw')."""
    found = stay_said(said.rstrip(".! "))
    if found is None or found[1]:
        return False
    who = [w for w in words(bare_tail(found[0])) if w not in _LINKS]
    return bool(who) and set(who) <= set(words(attempt))


_LINKS = frozenset("the our my from in at of a both all".split())


def _heads(attempt: str) -> list[str]:
    """The attempt without its end, for a new end: before its last 'to', 'into', '->', or its last word or two."""
    low = attempt.casefold()
    out: list[str] = []
    for g in (" to ", " into ", " towards ", " -> ", "->"):
        k = low.rfind(g)
        if k > 0:
            out.append(attempt[:k].rstrip())
    said = attempt.split()
    out += [" ".join(said[:-n]) for n in (1, 2) if len(said) > n + 1]
    return list(dict.fromkeys(h for h in out if h))[:4]


def _subjects(attempt: str) -> list[str]:
    """The spans of the attempt that may name its units, longest first: from one of its first words up to its last
    'to', 'into', '->' (or one of its words before)."""
    said = attempt.split()
    ends = [k for k, w in enumerate(said) if w.casefold() in ("to", "into", "->", "towards", "go", "goes", "march",
                                                               "marches", "move", "moves", "sail", "sails")]
    last = ends[-1] if ends else len(said)
    spans = [(s, e) for s in range(min(3, len(said))) for e in range(s + 1, last + 1)]
    spans.sort(key=lambda r: (r[0] - r[1], r[0]))
    return [" ".join(said[s:e]) for s, e in spans][:12]


def _replaced(said: str, pronoun: str, subject: str) -> str:
    low = said.casefold()
    k = _word_at(low, pronoun)
    return said[:k] + subject + said[k + len(pronoun):]


def _has_word(low: str, word: str) -> bool:
    return _word_at(low, word) >= 0


def _word_at(low: str, word: str) -> int:
    k = low.find(word)
    while k >= 0:
        if (k == 0 or not low[k - 1].isalnum()) and not low[k + len(word):k + len(word) + 1].isalnum() \
                and low[k + len(word):k + len(word) + 1] != "'":
            return k
        k = low.find(word, k + 1)
    return -1


def _dropped_only(after: str, pieces: list[tuple[int, int]], attempt: str, parse_line: LineReader,
                  clean: Callable[[object], bool]) -> bool:
    """Whether a piece after the reason takes the attempt back with nothing in its place ('Leave it.', 'forget the
    squadron', 'Scratch the artillery.', 'not Wales', 'nothing to transfer this time') and every other piece is a
    reason that gives no order ('2 armies 97 -> 100. Forget it.' is more than a retraction)."""
    for k, (a, b) in enumerate(pieces):
        if _drops(after[a:b], attempt):
            rest = [after[x:y] for j, (x, y) in enumerate(pieces) if j != k]
            return all(only_reason(r, parse_line, clean, attempt) for r in rest)
    return False


def _named_dropped(after: str, pieces: list[tuple[int, int]], attempt: str) -> bool:
    """Whether the piece dropping the attempt names it ('nothing to transfer'), not only 'it' or 'that'."""
    return any(_not_the_attempt(_tail_of(after[a:b]), attempt) for a, b in pieces)


def _drops(piece: str, attempt: str) -> bool:
    tail = _tail_of(piece)
    return tail in _DROPPED or _not_the_attempt(tail, attempt)


def _tail_of(piece: str) -> str:
    tail = piece.casefold().strip(" .!,;:")
    for end in (" then", " this time", " this turn", " now", " please"):
        tail = tail[:-len(end)].rstrip(" ,") if tail.endswith(end) else tail
    return tail


def _dropped_last(after: str) -> bool:
    """Whether the last sentence of `after` is a retraction with nothing in its place ('... Leave it.')."""
    low = after.rstrip(" .!")
    last = max(low.rfind(e) for e in (". ", "? ", "! "))
    return last >= 0 and low[last + 2:].strip() in _DROPPED


def _not_the_attempt(tail: str, attempt: str) -> bool:
    """'forget the squadron', 'not Wales': a verb of dropping and words of the attempt only."""
    verb = next((v for v in (*_DROP_VERBS, "not ") if tail.startswith(v)), None)
    if verb is None:
        return False
    named = [w for w in words(tail[len(verb):]) if w not in _LINKS]
    return 0 < len(named) <= 3 and set(named) <= set(words(attempt))


def _pieces(after: str) -> list[tuple[int, int]]:
    """The pieces of `after` between its cuts, as (start, end), at most _MOST_PIECES."""
    out: list[tuple[int, int]] = []
    start = 0
    low = after.casefold()
    while start < len(low) and len(out) < _MOST_PIECES:
        ends = [(low.find(c, start), c) for c in _CUTS if low.find(c, start) >= 0]
        if not ends:
            out.append((start, len(low)))
            break
        k, cut = min(ends)
        if low[start:k].strip():
            out.append((start, k))
        start = k + (1 if cut in _REASON_CUTS else len(cut))     # 'in case Berdain says no' kept whole
    return [(a, b) for a, b in out if after[a:b].strip(" .!?")]
