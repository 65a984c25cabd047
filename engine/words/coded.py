"""Order shorthand the reader may not know but must never set aside: a count run into a unit's letter
('6u', '2F', '+1i', 'sq1'), an arrow between names or numbers ('16->17', 'PS>GO>BB'). A piece of a line
holding such a sign is an order the reader could not read, refused, never talk. One pass over the words."""

from __future__ import annotations

from functools import lru_cache

from engine.words import patterns as re        # its compile() waits for first use
from collections.abc import Callable
from engine.words.taking_back import PIECE_TAKEN_BACK

# Words with digits in them that are no order's shorthand: ordinals, times, texting words.
_PLAIN = frozenset("2morrow 2moro 2day 2nite 2night 4ever b4 gr8 l8r l8er 2nd 1st 3rd".split())
_ORDINAL_ENDS = ("st", "nd", "rd", "th", "er", "e", "eme", "ème", "te", "ten", "º", "o", "a")
_TIME_ENDS = ("am", "pm", "h", "min", "s", "k")
_ARROWS = ("->", "\u2192", "=>", "-->", ">")


def _coded_word(word: str) -> bool:
    """'6u', '2F', '+1i', 'sq1', 'F2': digits and letters in one word, that are no ordinal or time."""
    w = word.strip(".,;:!?()[]\"'").casefold()
    if not w or w in _PLAIN or len(w) > 8:
        return False
    w = w.lstrip("+")
    if "-" in w[1:-1] and word[:1].isupper():      # 'Bav-Fra', 'Tyr-Bav': places cut short, joined by a dash
        a, _, b = w.partition("-")
        return a.isalpha() and b.isalpha() and 2 <= len(a) <= 4 and 2 <= len(b) <= 4
    digits = sum(c.isdigit() for c in w)
    letters = sum(c.isalpha() for c in w)
    if not digits or not letters:
        return False
    if w[:1].isdigit():
        tail = w.lstrip("0123456789")
        if not tail.isalpha() or tail in _ORDINAL_ENDS or tail in _TIME_ENDS:
            return False
        return len(tail) <= 3
    head = w.rstrip("0123456789")
    return head.isalpha() and len(head) <= 3 and w[len(head):].isdigit()


def _arrow_between(text: str) -> bool:
    """An arrow with a word or number right on each side: '16->17', 'PS>GO>BB', '52 -> 50'."""
    for arrow in _ARROWS:
        at = text.find(arrow)
        while 0 <= at:
            before, after = text[:at].rstrip()[-1:], text[at + len(arrow):].lstrip()[:1]
            if before.isalnum() and after.isalnum() and (arrow != ">" or text[at - 1:at] not in ("-", "=")):
                return True
            at = text.find(arrow, at + len(arrow))
    return False


# A word that may be shorthand: digits and letters together, or two short capitalised words joined by a dash;
# each found word is then judged by _coded_word (ordinals, times, texting words are none). Linear: no nesting.
_MAYBE = re.compile(r"\d[A-Za-z]|[A-Za-z]\d|[A-Z][a-z]{1,3}-[A-Za-z]")


@lru_cache(maxsize=4096)     # a function of the words alone: a long message repeats its lines
def is_coded(text: str) -> bool:
    """Whether some words hold order shorthand ('6u 16->17', '+1i Abr', '2F PS>GO>BB')."""
    if len(text) > 2000:
        return False
    if (">" in text or "\u2192" in text) and _arrow_between(text):
        return True
    if _MAYBE.search(text) is None:
        return False
    return any(_coded_word(w) for w in text.split())


_CUTS = (" | ", ";", " / ", ". ", ",")
# What opens a piece that takes the piece before it back, whose reading is then the corrections' (engine.words.sheet).
_TAKEN_BACK = PIECE_TAKEN_BACK
_MOST_PIECES = 24
# A piece that ends turning back on itself after a spaced dash ('2 units 39 -> 15 - wait'; engine.words.prose).
_TURNS = ("wait", "actually", "oops", "hmm", "hm", "scratch", "hang")
_TURNED_AT_DASH = tuple(f"{dash} {w}" for dash in ("-", "\u2013") for w in _TURNS)


@lru_cache(maxsize=4096)     # a function of the words alone: a long message repeats its lines
def _pieces(text: str) -> tuple[str, ...]:
    parts = [text]
    for cut in _CUTS:
        parts = [q for p in parts for q in p.split(cut)]
        if len(parts) > _MOST_PIECES:
            return ()
    return tuple(p.strip() for p in parts if p.strip())


def _numbers_in(value: object, out: set[str], depth: int = 0) -> None:
    """Every whole number an order holds (counts, numbered places, amounts), as text."""
    if depth > 4:
        return
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        out.add(str(value))
    elif isinstance(value, str):
        if value.isdigit():
            out.add(value.lstrip("0") or "0")
    elif isinstance(value, (list, tuple, frozenset, set)):
        for v in value:
            _numbers_in(v, out, depth + 1)
    elif hasattr(value, "__struct_fields__"):
        for name in value.__struct_fields__:
            _numbers_in(getattr(value, name), out, depth + 1)


def _numbers_said(piece: str) -> set[str]:
    out: set[str] = set()
    digits = ""
    for c in piece + " ":
        if c.isdigit():
            digits += c
        elif digits:
            out.add(digits.lstrip("0") or "0")
            digits = ""
    return out


def unexplained(text: str, orders: list, read_alone: Callable[[str], list | None]) -> list[str]:
    """The pieces of a line read as `orders` that hold order shorthand none of those orders explains
    ('6u 16->17,4u 42->15,raise cheese 15,inv 5 ubliko' read as the cheese and the investment only):
    a piece explains itself when it reads alone into orders the line holds, or when every number it says
    is one of the line's orders' numbers."""
    if len(text) > 2000:
        return []
    if not is_coded(text):
        return []
    pieces = _pieces(text)
    if len(pieces) < 2:
        return []
    held: set[str] = set()
    for o in orders:
        _numbers_in(o, held)
    out = []
    for k, piece in enumerate(pieces):
        if "?" in piece or not is_coded(piece):
            continue                # a question the player answers after it: the reading of questions' own
        if k + 1 < len(pieces) and pieces[k + 1].casefold().startswith(_TAKEN_BACK):
            continue                # '1 frigate 51 -> 50 -> 52 attack dunbarra... scratch that, ...': the corrections' own
        if piece.casefold().rstrip(" .").endswith(_TURNED_AT_DASH) or piece.endswith("..") and k + 1 < len(pieces) \
                and pieces[k + 1].casefold().startswith(_TURNS):
            continue                # '2 units 39 -> 15 - wait, ...', '... 38 -> 39... hmm, ...': taken back, the same
        said = _numbers_said(piece)
        if orders and not said:
            continue                # 'Pirates' Sound -> Gorgonzola Ocean' in a line read: names the orders say
        alone = read_alone(piece)
        if alone and all(o in orders for o in alone):
            continue
        if said and said <= held or not said and alone:
            continue
        out.append(piece)
    return out


UNEXPLAINED = ("{piece!r} may be an order in shorthand the reader does not know, beside what the rest of the line says: "
               "write it out (ask the player)")
