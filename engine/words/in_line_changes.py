"""Corrections inside a line that engine.words.retracted does not settle (round 20), each read only when every part of
the line is sure:

- the COUNT changed: 'build 2 Guard Infantry in 21? no, 1 Guard Infantry', '3 armies 48 -> 47 - actually make it 2,
  one stays in the city' (the attempt with its count replaced; the rest staying said beside it, only as a stay of
  the units left behind, their number the difference when said);
- the PLACE changed by 'make it': 'squadron 4 to the Bay of Biscay -- wait, it's already in Biscay. Make it the
  Atlantic Ocean then.' (the attempt with its end replaced, as retracted reads 'no, to Kiev');
- the attempt KEPT: 'Corps F rides for Genoa. Oh wait, I promised Genoa to nobody... fine, Genoa.' (the last word
  names the attempt's own place again after 'fine', 'ok', 'still', 'after all': the attempt stands);
- a PART kept: 'Corps C goes into Kiev and its scouts look into Podolia? No, forget the scouting, just Kiev.' (the
  attempt's own first clause, which names the place 'just' keeps, for the attempt's units).

The shape: an ATTEMPT (a piece before the mark that reads as orders), a MARK ('?', '...', '. ', ' - ', ' -- ', ', '),
an OPENING ('no', 'wait', 'oh wait', 'actually', 'hmm', 'sorry'), REASONS (pieces that can give no order:
engine.words.retracted's test) and the LAST WORD. Never read so: a last word that is a question or a condition ('Just
goes if Sweden agrees.'), a new order for other units, a count not smaller or the same, a rest that does more than
stay; the line is then left to the readings that refuse and ask."""

from __future__ import annotations

from collections.abc import Callable

from engine.errors import NotUnderstood
from engine.order_sheet import NOT_UNDERSTOOD, LineReader, Order, OrderProblem, SetAside
from engine.words.gone_back import piece_before
from engine.words.lexicon import UNIT_WORDS
from engine.words.message import words
from engine.words.reading import NUMBER_WORDS
from engine.words.thought_aloud import orders_read
from engine.words.retracted import (denied_after, only_reason, orders_before, plain_attempt, read_new,
                                    retraction_marks, same_units)

_MOST_CHARS = 400
_MOST_MARKS = 3
_SEPARATORS = ("? ", "... ", "\u2026 ", ". ", " -- ", " \u2014 ", " - ", ", ")
_FILLERS = frozenset(("oh", "hmm", "hm", "er", "erm", "uh", "um", "ah", "oops"))
_OPENINGS = ("wait", "no", "actually", "sorry", "hmm")
_LEADS = ("make it ", "make that ", "change it to ", "change that to ", "then ", "instead ", "just ", "only ")
_KEEPS = ("fine", "ok", "okay", "alright", "all right", "still")
_KEEP_TAILS = (" after all", " it is", " then", " still", " as said")
_REST = frozenset(("rest", "other", "others", "remaining", "remainder"))
_STAYS = frozenset(("stay", "stays", "remain", "remains", "hold", "holds", "keep", "keeps", "guard", "guards"))
_STAY_PLACE = frozenset(("the", "in", "at", "behind", "home", "city", "there", "capital", "town", "put", "where",
                         "it", "is", "they", "are", "of", "to", "defend", "garrison", "as", "a"))
_QUESTIONS = frozenset(("if", "unless", "provided", "whether", "when", "maybe", "perhaps"))
_WHY_COUNT = "dropped: the order tried first, its count changed in the same line; the order taken: {said!r}"
_WHY_PLACE = "dropped: the order tried first and its reasons, taken back in the same line; the order taken: {said!r}"
_WHY_KEPT = "set aside: a doubt about the order, which the line settles by keeping it ({said!r})"
_WHY_REST = "set aside: the units left behind stay ({said!r}): units without orders hold"


def read_changed(text: str, parse_line: LineReader, clean: Callable[[object], bool],
                 checkpoint: Callable[[], Callable[[], None]] | None = None) -> object:
    """The orders a line with a mark of these shapes settles on (changed_in_line), else the reader's own reading or
    refusal. The pieces tried and not kept are taken back from the prose reader's memory of the message
    (`checkpoint`): a piece read leaves notes there ('ally with Russia - not Russia but Austria, sorry: ...')."""
    if len(text) > _MOST_CHARS or not _marks(text):
        return parse_line(text)
    back = checkpoint() if checkpoint is not None else None
    changed = changed_in_line(text, parse_line, clean)
    if changed is not None:
        return changed
    if back is not None:
        back()
    return parse_line(text)


def changed_in_line(text: str, parse_line: LineReader, clean: Callable[[object], bool]) -> list[object] | None:
    """The orders a line settles on after changing its attempt in one of the shapes of the module; None when the
    line is not of these shapes or any part of it is unsure."""
    if len(text) > _MOST_CHARS:
        return None
    for at, end in _marks(text):
        try:
            got = _settle(text, at, end, parse_line, clean)
        except NotUnderstood:
            got = None
        if got is not None:
            return got
    return None


def _marks(text: str) -> list[tuple[int, int]]:
    """Where each mark an opening follows starts, and where the words after the opening start."""
    low = text.casefold()
    if not any(o in low for o in _OPENINGS):
        return []               # most lines: no opening word, no mark to look for
    out: list[tuple[int, int]] = []
    for sep in _SEPARATORS:
        k = low.find(sep)
        while k > 0 and len(out) < 4 * _MOST_MARKS:
            end = _opened(low, k + len(sep))
            if end is not None:
                out.append((k, end))
            k = low.find(sep, k + len(sep))
    return sorted(set(out))[:_MOST_MARKS]


def _opened(low: str, start: int) -> int | None:
    """Where the words after an opening ('oh wait, ', 'no, ', 'actually ') start; None when no opening is there."""
    at = start
    for _ in range(2):
        word = low[at:].split(" ", 1)[0]
        if word.rstrip(",.!") not in _FILLERS:
            break
        at += len(word) + 1
    word = low[at:].split(" ", 1)[0]
    bare = word.rstrip(",.!:-")
    if bare not in _OPENINGS or bare in ("no", "hmm") and word == bare and not low[at + len(word):].startswith(" -"):
        return None             # 'no' and 'hmm' only with a mark after them ('no, 1 Guard Infantry'): never 'no ships'
    end = at + len(word)
    while end < len(low) and low[end] in " ,.!:-":
        end += 1
    return end if end < len(low) else None


def _settle(text: str, at: int, end: int, parse_line: LineReader,
            clean: Callable[[object], bool]) -> list[object] | None:
    after = text[end:].strip()
    pieces = _pieces(after)
    if not pieces or after.rstrip().endswith("?"):
        return None             # a last word that is a question: asked
    last = pieces[-1]
    if _QUESTIONS.intersection(words(last)) or denied_after(last):
        return None             # 'Just goes if Sweden agrees.': a condition as the last word, asked
    for piece in piece_before(text, at):
        start = text.rfind(piece, 0, at)
        if start < 0:
            continue
        attempt = plain_attempt(piece)
        taken = orders_read(attempt, parse_line, clean)
        before = orders_before(text[:start], parse_line, clean)
        if before is None:
            continue
        if taken is None:
            told = _told_again(attempt, pieces, parse_line, clean)
            if told is None:
                continue
            new, said = told
            return [*before, SetAside(text[start:end].strip(" ,"), _WHY_PLACE.format(said=said)), *new]
        got = _last_word(attempt, taken, pieces, parse_line, clean)
        if got is None:
            continue
        orders, aside, why = got
        dropped = text[start:end].strip(" ,") if why != _WHY_KEPT else " ".join(pieces[:-1])
        return [*before, SetAside(f"{dropped} {aside}".strip(), why), *orders]
    return None


def _told_again(attempt: str, pieces: list[str], parse_line: LineReader,
                clean: Callable[[object], bool]) -> tuple[list[Order], str] | None:
    """'The host of Oslo, all three, sails... no. They walk. They walk to Jamtland (64).': an attempt that stops at
    its verb, taken back, and told again with 'they' for its units: the attempt's subject with the new verb and place
    (every piece before the last one the last one begun: 'They walk.')."""
    said = attempt.rstrip(" ,.")
    head, _, verb = said.rpartition(" ")
    if not head or verb.casefold() not in _STOPPED_VERBS:
        return None
    last = pieces[-1]
    low = last.casefold()
    pronoun = next((p for p in ("they ", "it ", "we ") if low.startswith(p)), None)
    if pronoun is None or any(not low.startswith(p.casefold().rstrip(" .!") + " ") for p in pieces[:-1]):
        return None
    rest = last[len(pronoun):].strip()
    if not rest or words(rest)[0] not in _STOPPED_VERBS:
        return None
    told = f"{head.rstrip(' ,')}, {rest}"
    got = orders_read(told, parse_line, clean)
    return (got, last) if got else None


# The verbs an attempt stops at before its place ('... all three, sails... no.'), and the new part's first word.
_STOPPED_VERBS = frozenset("go goes march marches move moves sail sails ride rides walk walks row rows advance "
                           "advances head heads set sets stay stays hold holds".split())


def _pieces(after: str) -> list[str]:
    """The words after the opening cut at sentence ends and ellipses (commas kept: 'make it 2, one stays')."""
    out = [after]
    for cut in ("... ", "\u2026 ", ". ", "! ", "; "):
        out = [p for part in out for p in part.split(cut)]
    return [p.strip(" .!;\u2026") for p in out if p.strip(" .!;\u2026")]


def _last_word(attempt: str, taken: list[Order], pieces: list[str], parse_line: LineReader,
               clean: Callable[[object], bool]) -> tuple[list[object], str, str] | None:
    """The orders the last piece settles on, the reasons set aside, and why; None when unsure."""
    last = pieces[-1]
    head, _, rest = last.partition(", ")
    reasons = pieces[:-1]
    orders_said = f"{attempt} {last}"
    counted = _count_changed(attempt, taken, head, rest, parse_line, clean)
    if counted is not None:
        counted_orders, said = counted
        if _all_reasons(reasons, parse_line, clean, orders_said):
            aside = [SetAside(rest.strip(" .!"), _WHY_REST.format(said=rest.strip(" .!")))] if rest.strip(" .!") else []
            return [*aside, *counted_orders], ", ".join([*reasons, head.strip(" .!")]), _WHY_COUNT.format(said=said)
        return None
    kept = _kept(attempt, last)
    if kept:
        if _all_reasons(reasons, parse_line, clean, orders_said):
            return list(taken), "", _WHY_KEPT.format(said=last)
        return None
    low = last.casefold()
    lead = next((x for x in _LEADS if low.startswith(x)), None)
    if lead is None and rest:
        lead_rest = rest.casefold()
        lead = next((x for x in ("just ", "only ") if lead_rest.startswith(x)), None)
        if lead is None or not _drops_part(head, attempt):
            return None         # 'forget the scouting, just Kiev'
        last, low = rest, rest.casefold()
    if lead is None:
        return None
    place = _without_tail(last[len(lead):])
    if not place:
        return None
    new: list[Order] | None
    if lead in ("just ", "only "):
        new = _part_kept(attempt, taken, place, parse_line, clean)
    else:
        new = read_new(attempt, taken, f"to {place}", parse_line, clean)
    if not new or not _all_reasons(reasons, parse_line, clean, orders_said):
        return None
    return list(new), ", ".join(reasons), _WHY_PLACE.format(said=last)


def _without_tail(said: str) -> str:
    said = said.strip(" ,.!")
    for tail in (" then", " instead", " please", " this time"):
        if said.casefold().endswith(tail):
            said = said[:-len(tail)].rstrip(" ,")
    return said


def _all_reasons(reasons: list[str], parse_line: LineReader, clean: Callable[[object], bool], said: str) -> bool:
    return all(only_reason(r, parse_line, clean, said) for r in reasons)


def _count_of(word: str) -> int | None:
    if word.isdigit():
        return int(word)
    return NUMBER_WORDS.get(word) if word not in ("a", "an") else None


def _count_changed(attempt: str, taken: list[Order], head: str, rest: str, parse_line: LineReader,
                   clean: Callable[[object], bool]) -> tuple[list[Order], str] | None:
    """'1 Guard Infantry' / 'make it 2' after an attempt of a count: the attempt with its count replaced, a smaller
    one, the same units; `rest`, when said, a stay of the units left behind ('one stays in the city')."""
    said = head.strip(" .!")
    low = said.casefold()
    for lead in ("make it ", "make that ", "only ", "just "):
        if low.startswith(lead):
            said, low = said[len(lead):], low[len(lead):]
    told = low.split()
    if not told or (new := _count_of(told[0])) is None:
        return None
    named = [_one(w) for w in told[1:]]
    tokens = attempt.split(" ")
    low_tokens = [_one(t.casefold().strip(",.")) for t in tokens]
    at = None
    for k, t in enumerate(low_tokens[:-1]):
        if _count_of(t) is not None and (tokens[k + 1].casefold().strip(",.") in UNIT_WORDS or named and low_tokens[k + 1:k + 1 + len(named)] == named):
            at = k
            break
    if at is None or named and low_tokens[at + 1:at + 1 + len(named)] != named:
        return None             # '1 Guard Infantry' names the attempt's own units, or only a count is said
    old = _count_of(low_tokens[at])
    assert old is not None
    if new == old or new <= 0 or rest and new > old:
        return None             # no change, or to none, or more than before with a rest: asked as before
    if not named and not rest:
        return None             # 'make it 2' alone: a count, or the place numbered 2 (on a numbered map)? asked
    if rest and not _rest_stays(rest, old - new):
        return None
    text = " ".join([*tokens[:at], str(new), *tokens[at + 1:]])
    got = orders_read(text, parse_line, clean)
    if not got or len(got) != len(taken) or not all(same_units(o, t) for o, t in zip(got, taken)):
        return None
    return got, text


def _one(word: str) -> str:
    """A unit word said of one ('armies' -> 'army', 'units' -> 'unit'), to compare '1 army' with '2 armies'."""
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    return word[:-1] if word.endswith("s") and not word.endswith("ss") and len(word) > 3 else word


def _rest_stays(rest: str, left: int) -> bool:
    """'one stays in the city', 'the rest stay', 'the other one holds': only a stay of the units left behind."""
    said = words(rest)
    if not _STAYS.intersection(said):
        return False
    counts = [n for w in said if (n := _count_of(w)) is not None]
    if counts and counts != [left]:
        return False
    if not counts and not _REST.intersection(said):
        return False
    return all(w in _STAYS or w in _REST or w in _STAY_PLACE or w in UNIT_WORDS or _count_of(w) is not None
               for w in said)


def _kept(attempt: str, last: str) -> bool:
    """'fine, Genoa', 'ok, Genoa it is', 'Genoa after all': the last word names the attempt's own place again."""
    low = last.casefold().strip(" .!")
    lead = next((k for k in _KEEPS if low.startswith(k + ",") or low.startswith(k + " ")), None)
    tail = next((t for t in _KEEP_TAILS if low.endswith(t)), None)
    if lead is None and tail not in (" after all", " it is"):
        return False
    said = low[len(lead):].lstrip(" ,") if lead is not None else low
    said = said[:-len(tail)] if tail is not None and said.endswith(tail) else said
    named = [w for w in words(said) if w not in ("the", "to", "go", "goes", "then")]
    return 0 < len(named) <= 4 and set(named) <= set(words(attempt))


def _drops_part(head: str, attempt: str) -> bool:
    """'forget the scouting', 'no scouting', 'skip the attack': a drop of a part of the attempt, in a few words."""
    low = head.casefold().strip(" .!")
    verb = next((v for v in ("forget the ", "forget ", "skip the ", "drop the ", "scratch the ", "no ")
                 if low.startswith(v)), None)
    if verb is None:
        return False
    named = words(low[len(verb):])
    return 0 < len(named) <= 2 and all(any(w[:5] == a[:5] for a in words(attempt)) for w in named)


def _part_kept(attempt: str, taken: list[Order], place: str, parse_line: LineReader,
               clean: Callable[[object], bool]) -> list[Order] | None:
    """'just Kiev' after 'Corps C goes into Kiev and its scouts look into Podolia': the attempt's first clause, when it
    names the place and gives an order of the attempt's units and fewer words than the whole."""
    for cut in (" and ", ", "):
        k = attempt.casefold().find(cut)
        if k <= 0:
            continue
        part = attempt[:k]
        if not set(words(place)) <= set(words(part)):
            continue
        got = orders_read(part, parse_line, clean)
        if got and got != taken and all(any(same_units(o, t) for t in taken) for o in got):
            return got
    return None


UNSURE_LAST = ("the line takes back what it said and its last word is a question or a condition ({said!r}): not "
               "taken by itself; ask the player")


def unsure_last_word(text: str) -> str:
    """The last word of a line that takes an order back when that word is itself a question or a condition ('corps
    II ... attacks there? No, no Austrians in Baden. Just goes if Sweden agrees.'); '' otherwise."""
    if len(text) > _MOST_CHARS:
        return ""
    marks = _marks(text) or retraction_marks(text)
    if not marks:
        return ""
    pieces = _pieces(text[marks[-1][1]:].strip())
    if not pieces:
        return ""
    last = pieces[-1]
    if text.rstrip().endswith("?") or _QUESTIONS.intersection(words(last)):
        return last
    return ""


def unsure_last_words(sheet) -> None:
    """A line that takes an order back and whose last word is a question or a condition, left with no refusal (its
    attempt set aside as a question answered no, its last word as talk: 'E - Champagne? No, the roads are bad. Maybe
    Burgundy?'): refused and asked, never dropped in silence (the sheet changed in place: engine.words.sheet.Sheet)."""
    asked = {p.line for p in sheet.problems}
    seen: set[int] = set()
    for c in sheet.chatter:
        if c.line in asked or c.line in seen:
            continue
        seen.add(c.line)
        unsure = unsure_last_word(c.text.strip())
        if unsure and (sheet.looks is None or sheet.looks(c.text.strip())):
            sheet.problems.append(OrderProblem(c.line, c.text, NOT_UNDERSTOOD, UNSURE_LAST.format(said=unsure)))
