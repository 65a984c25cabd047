"""An order the words after its ellipsis go back on: '2 ships M -> P... not touching.', 'squadron 2 moves to the
Aegean... it is already there, so it holds too', 'la squadra 1 va nel Mar Tirreno... anzi no, nel Mare Ionio',
'sq1 2 western med... its already there so it stays lol'. The writer thinks aloud: the order before the '...' is
taken back or changed by what follows it. When the reading of the line still carries that order out (the words after
the '...' were read as talk, or not read), the order is held back and asked, never carried out as if the writer had
not gone back on it (a misread). An order the reading replaced already is gone and nothing is held; the line's
other orders, which the words after the '...' set aside with it ('1 army 99 -> 101, 2 ships M -> P... no, they
stay'), are given back: the words go back on the piece just before the '...' only.

When the words after the '...' say only that the unit stays ('... it is already there, so it holds too', 'no,
hld'), the unit's stay is read in the place of its move ('squadron 2 holds', from the piece's first words).

A line that goes back so on an order of its own that does not read ('sq3 W.Blk -> Marmara... no, hld') corrects that
order, never the line above: an earlier line's order it set aside is given back, and what it put in its place held
(or, said as a stay only, read as that piece's unit's stay: 'squadron 3 holds').

The words after the '...' go back when they open with a word of refusal or hesitation ('no', 'not', 'nope',
'wait', 'hmm', 'anzi', 'non', 'nein', ...) or with 'only', say the unit is there already ('already' among their
first words), or give a count again after 'so' ('builds 1 Infantry in Pirate Cove... only 1 city there, so 1
Militia').
The order is found by reading the words just before the '...' (cut at the last ',', ';', ':', ' and ' or sentence
end before it): the line's orders equal to what that piece gives are the ones held back. A quick test for an
ellipsis first; at most a few ellipses and pieces per line."""

from __future__ import annotations

from collections.abc import Callable

import msgspec

from engine.errors import NotUnderstood
from engine.order_sheet import NOT_UNDERSTOOD, Order, OrderProblem
from engine.words.message import words
from engine.words.self_fixes import quoted_head

__all__ = ["going_back", "going_back_marks", "hold_gone_back", "piece_before", "taken_back_pieces"]

_MARKS = ("...", "\u2026")
# First words of what follows an ellipsis that go back on what came before it (English and the few languages
# players write orders in: 'anzi no', 'non', 'nein', 'nee', 'nej', 'nie').
_BACK_FIRST = frozenset("no nope nah not wait hmm hm hmmm er erm um uh oops scratch actually rather anzi non nein nee "
                        "nej nie niet neen".split())
_ALREADY = frozenset(("already", "d\u00e9j\u00e0", "gi\u00e0", "schon", "bereits", "al", "ya"))
# After 'no'/'not', words that end the message rather than take an order back ('... no more orders', '... no other
# changes', '... not much else'): nothing is held.
_NOTHING_MORE = frozenset("more other others further change changes else much news".split())
_COUNT_WORDS = frozenset("one two three four five six seven eight nine ten half both all".split())
_MOST_ALREADY_AT = 4        # 'it is already there', 'its already there so ...': 'already' among the first words
_MOST_MARKS = 3             # ellipses of one line looked at
_CUTS = (", ", "; ", ": ", " and ", " - ", "\u2022 ", "* ")
_SENTENCE_ENDS = (". ", "? ", "! ")     # the piece an ellipsis ends is of its own sentence


def _said_after(text: str, at: int) -> str:
    """The words after an ellipsis up to the end of their sentence (or the next ellipsis)."""
    rest = text[at:]
    end = len(rest)
    for mark in (". ", "! ", "? ", ";", "\n", *_MARKS):
        k = rest.find(mark)
        if 0 <= k < end:
            end = k
    return rest[:end]


def going_back(said: str) -> bool:
    """Whether the words after an ellipsis go back on what came before it: 'no, hld', 'not touching', 'anzi no, ...',
    'it is already there, so it holds too'."""
    low = words(said)
    if not low:
        return False
    if low[0] in _BACK_FIRST:
        return not (low[0] in ("no", "not") and low[1:2] and low[1] in _NOTHING_MORE)   # '... no more orders
    so = low.index("so") if "so" in low else -1
    if low[0] == "only" or so >= 0 and _counts(low[so + 1:so + 3]):
        return True         # '... only 1 city there, so 1 Militia': the count or kind said again, changed
    return any(w in _ALREADY for w in low[:_MOST_ALREADY_AT]) and "en" not in low[:1]


def _counts(said: list[str]) -> bool:
    """Whether one of these words is a count ('1', 'one', 'two', 'half')."""
    return any(w.isdigit() or w in _COUNT_WORDS for w in said)


def piece_before(text: str, at: int) -> list[str]:
    """The pieces that end where an ellipsis starts, shortest first: from the last cut before it ('2 armies 97 ->
    100, 2 ships M -> P' -> '2 ships M -> P'), then from the one before, then its whole sentence."""
    head = text[:at].rstrip(" .")
    head = head[max(head.rfind(e) for e in _SENTENCE_ENDS) + 2:] if any(e in head for e in _SENTENCE_ENDS) else head
    out: list[str] = []
    starts = sorted({head.rfind(c) + len(c) for c in _CUTS if head.rfind(c) >= 0}, reverse=True)
    for s in starts[:3]:
        piece = head[s:].strip(" -*\u2022>")
        if piece and piece not in out:
            out.append(piece)
    whole = head.strip(" -*\u2022>")
    if whole and whole not in out:
        out.append(whole)
    return out


def taken_back_pieces(text: str) -> list[tuple[list[str], str]]:
    """For each ellipsis of a line whose following words go back (at most _MOST_MARKS): the pieces before it
    (piece_before) and the words it is followed by. [] for most lines (no ellipsis)."""
    return [(piece_before(text, k), said.strip(" ,")) for k, _, said in going_back_marks(text)]


def going_back_marks(text: str) -> list[tuple[int, int, str]]:
    """Where each ellipsis whose following words go back starts and ends, and those words up to the end of their
    sentence (at most _MOST_MARKS). [] for most lines (no ellipsis)."""
    if "..." not in text and "\u2026" not in text:
        return []
    out: list[tuple[int, int, str]] = []
    at = 0
    while len(out) < _MOST_MARKS:
        hits = [(text.find(m, at), m) for m in _MARKS if text.find(m, at) >= 0]
        if not hits:
            break
        k, mark = min(hits)
        end = k + len(mark)
        while end < len(text) and text[end] == ".":
            end += 1
        said = _said_after(text, end)
        if going_back(said):
            out.append((k, end, said))
        at = end
    return out


def orders_of(piece: str, tried: Callable[[str], object]) -> list[Order]:
    """The orders a piece gives read by itself ([] when it gives none or does not read)."""
    try:
        read = tried(piece)
    except NotUnderstood:
        return []
    found = read if isinstance(read, list) else [read]
    if not all(isinstance(o, Order) for o in found):
        return []                   # a piece read only in part is not the order taken back
    return list(found)


def _held_words(said: str) -> str:
    return (f"held back: the words after its '...' ({said!r}) may take it back or change it: "
            "ask the player whether it stands")


def hold_gone_back(sheet) -> None:          # noqa: ANN001  (engine.words.sheet.Sheet, at its result)
    """The orders of each line that the words after an ellipsis go back on, held back (refused, asked); an earlier
    line's order such a line set aside while its own order did not read, given back (see the module's doc)."""
    seen: set[int] = set()
    said_lines = [(sheet.lines[i], sheet.texts[i]) for i in range(len(sheet.orders))]
    dropping = set(sheet.dropped_by.values())       # made once: a long message has thousands of problems
    said_lines += [(p.line, p.text) for p in sheet.problems if p.line in dropping]
    for number, raw in said_lines:
        if number in seen:
            continue
        seen.add(number)
        for pieces, said in taken_back_pieces(raw):
            for piece in pieces:
                got = orders_of(piece, sheet.tried)
                if not got:
                    continue
                if _stay_said(said):
                    _beside_given_back(sheet, number, raw, piece, said, got)    # '..., 2 ships M -> P... no, they stay'
                hits = [j for j in sheet._live() if sheet.lines[j] == number and sheet.orders[j] in got]
                for j in hits:
                    stay = _stay_instead(sheet, piece, said, sheet.orders[j])
                    if stay is not None:        # '... it is already there, so it holds too': the unit's stay
                        _stays_instead(sheet, j, stay, said)
                        continue
                    sheet.held.add(j)
                    sheet.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, _held_words(said)))
                break
            else:
                _given_back(sheet, number, raw, pieces, said)


def _beside_given_back(sheet, number: int, raw: str, piece: str, said: str, got: list[Order]) -> None:  # noqa: ANN001
    """'1 army 99 -> 101, 2 ships M -> P... no, they stay': the words after the '...' go back on the piece just before
    it only; the line's other orders, which its correction set aside with that piece's, are given back (never
    dropped with nothing said), and the piece's unit stays ('B holds', where the ruleset writes a stay)."""
    mine = [j for j, by in sheet.dropped_by.items() if by == number and sheet.lines[j] == number]
    beside = [j for j in mine if sheet.orders[j] not in got]
    if not beside or len(beside) == len(mine):
        return                      # the piece's own order was not set aside by it: nothing is said of the others
    for j in [j for j in mine if j not in beside]:
        stay = _stay_instead(sheet, piece, said, sheet.orders[j])
        if stay is not None and stay not in [sheet.orders[k] for k in sheet._live()]:
            sheet.orders.append(stay)
            sheet.lines.append(number)
            sheet.texts.append(raw)
            sheet.bodies.append(said)
            sheet.ranks.append(sheet.ranks[j])
    for j in beside:
        sheet.dropped.discard(j)
        del sheet.dropped_by[j]
        said = f"set aside: replaced by the correction on line {number} "
        at = next((k for k, c in enumerate(sheet.chatter) if c.line == number and c.reason.startswith(said)), None)
        if at is not None:
            del sheet.chatter[at]


_STAY_WORDS = frozenset("stay stays hold holds hld remain remains".split())
# The only words a stay may be said with after the '...' to be the taken-back unit's ('no, hld', 'it is already
# there, so it holds too', 'its already there so it stays lol'): no other unit, place or order can hide in them.
_BEFORE_STAY = frozenset("no nope wait so then it its it's they is are already there ok okay fine just and hmm "
                         "actually that thats that's lol haha".split())
_AFTER_STAY = frozenset("too then lol instead put there where it is as well also".split())
_MOST_SUBJECT = 3       # words of the piece tried as its unit ('squadron 2', 'sq1')


def _stay_said(said: str) -> bool:
    low = words(said)
    k = next((i for i, w in enumerate(low) if w in _STAY_WORDS), None)
    return k is not None and all(w in _BEFORE_STAY for w in low[:k]) and all(w in _AFTER_STAY for w in low[k + 1:])


def _same_unit(a: Order, b: Order) -> bool:
    """Whether two orders share a field that names a unit (any field but the nation, with the same value)."""
    try:
        fa, fb = msgspec.structs.asdict(a), msgspec.structs.asdict(b)
    except TypeError:
        return False
    return any(k != "nation" and isinstance(v, (str, int)) and not isinstance(v, bool) and v and fb.get(k) == v
               for k, v in fa.items())


def _stay_instead(sheet, piece: str, said: str, order: Order) -> Order | None:     # noqa: ANN001
    """The stay of the unit of `order` when the words after its '...' say only that it stays ('no, hld'): read from
    the piece's first words and 'holds' ('squadron 2 holds'); None otherwise (the order is then held back)."""
    if not _stay_said(said):
        return None
    tokens = piece.split()
    for n in range(1, min(_MOST_SUBJECT, len(tokens) - 1) + 1):
        got = orders_of(f"{' '.join(tokens[:n])} holds", sheet.tried)
        if len(got) == 1 and got[0] != order and _same_unit(got[0], order):
            return got[0]
    return None


def _stays_instead(sheet, j: int, stay: Order, said: str) -> None:      # noqa: ANN001
    """The order j set aside for the stay its line's words after the '...' give, in its place; the refusal of those
    words, read now, taken off the receipt."""
    number, raw, rank = sheet.lines[j], sheet.texts[j], sheet.ranks[j]
    sheet._drop([j], number, raw, said)
    sheet.orders.append(stay)
    sheet.lines.append(number)
    sheet.texts.append(raw)
    sheet.bodies.append(said)
    sheet.ranks.append(rank)
    said_bare = said.strip().rstrip(".!").strip()
    sheet.problems[:] = [p for p in sheet.problems if not (p.line == number and quoted_head(p.reason) == said_bare)]


def _order_shaped(piece: str) -> bool:
    return ">" in piece or any(w.isdigit() for w in words(piece))


def _given_back(sheet, number: int, raw: str, pieces: list[str], said: str) -> None:     # noqa: ANN001
    """A line whose own order before the '...' does not read ('sq3 W.Blk -> Marmara... no, hld'): what its words
    after the '...' set aside on an earlier line is given back, and what they put in its place held."""
    if not pieces or not _order_shaped(pieces[0]):
        return
    earlier = [j for j, by in sheet.dropped_by.items() if by == number and sheet.lines[j] < number]
    own = _own_stay(sheet, number, pieces[0], said)
    mine = [j for j in sheet._live() if sheet.lines[j] == number]
    if not earlier or own is None and not mine:
        return          # '... send 3 gold to... no: disregard the purchase': it names what it takes back
    for j in earlier:
        sheet.dropped.discard(j)
        del sheet.dropped_by[j]
        sheet.chatter = [c for c in sheet.chatter if not (
            c.line == sheet.lines[j] and c.reason.startswith(f"set aside: replaced by the correction on line {number} "))]
    if own is None:
        for j in mine:
            sheet.held.add(j)
            sheet.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, _held_words(said)))
        return
    if mine:
        sheet._drop(mine, number, raw, said)    # 'no, hld' is the squadron's stay, never corps E's
    rank = min((sheet.ranks[j] for j in mine), default=float(len(sheet.orders)))
    sheet.orders.append(own)
    sheet.lines.append(number)
    sheet.texts.append(raw)
    sheet.bodies.append(said)
    sheet.ranks.append(rank)
    refused = pieces[0].strip()
    sheet.problems[:] = [p for p in sheet.problems if not (p.line == number and quoted_head(p.reason) == refused)]


def _own_stay(sheet, number: int, piece: str, said: str) -> Order | None:    # noqa: ANN001
    """The stay of the unit a line's unread piece names ('sq3 W.Blk -> Marmara... no, hld': squadron 3 holds), when
    the words after the '...' say only that it stays and the piece is what the line's refusal quotes."""
    if not _stay_said(said) or not any(p.line == number and quoted_head(p.reason) == piece.strip()
                                       for p in sheet.problems):
        return None
    tokens = piece.split()
    for n in range(1, min(_MOST_SUBJECT, len(tokens) - 1) + 1):
        got = orders_of(f"{' '.join(tokens[:n])} holds", sheet.tried)
        if len(got) == 1:
            return got[0]
    return None
