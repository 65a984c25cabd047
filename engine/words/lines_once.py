"""A prose reader's line reader that reads a line given again once per message, when its first reading
looked at nothing earlier lines said (the marks of corrections, the message's own names): a long message
of the same orders is then read at the cost of its distinct lines. The line's notes to the marks (the
orders it gave) are given again, on new orders, so corrections further down find them."""

from __future__ import annotations

import copy
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

import msgspec

from engine.errors import NotUnderstood
from engine.order_sheet import Order

if TYPE_CHECKING:
    from engine.words.prose import Marks


class WatchedMarks:
    """The message's marks (engine.words.prose.Marks) as a line's reading uses them: the orders it gave
    (`saw`, `mark` with nothing corrected) are noted; any other use (a correction, a retraction, the last
    sentence looked up) means the line's reading depends on the lines before it, and is not remembered."""
    __slots__ = ("marks", "looked", "saws")

    def __init__(self, marks: Marks):
        self.marks = marks
        self.looked = False
        self.saws: list[tuple[tuple, str, tuple | None]] = []

    def mark(self, order: Order, corrects: bool = False, cancels: bool = False) -> None:
        if corrects or cancels:
            self.looked = True
        self.marks.mark(order, corrects, cancels)

    def saw(self, read: list, sentence: str = "", its: list | None = None) -> None:
        self.saws.append((tuple(read), sentence, None if its is None else tuple(its)))
        self.marks.saw(read, sentence, its)

    def __getattr__(self, name: str) -> Any:
        self.looked = True
        return getattr(self.marks, name)


class NamesSaid(dict[str, str]):
    """Names a message gave places of its own ('Mausburg (Maus Imperial)'), with how many times one was
    written: the `state` of `lines_once` for a reader that reads its later lines with them."""
    version = 0

    def __setitem__(self, key: str, value: str) -> None:
        self.version += 1
        super().__setitem__(key, value)


# A line's reading kept: its answer (or refusal), its notes to the marks (as places in the answer), and
# what the ruleset keeps of it (`after`).
_Kept = tuple[Any, NotUnderstood | None, tuple[tuple[tuple[int, ...], str, tuple[int, ...] | None], ...], Any]


def lines_once(read_line: Callable[[str], Any], marks: WatchedMarks, state: Callable[[], Hashable] = lambda: None,
               after: Callable[[], Any] = lambda: None, again: Callable[[Any, Any], None] = lambda kept, read: None
               ) -> Callable[[str], Any]:
    """`read_line` answering a line given again from memory, for one message. `state` says what of the
    message so far the reading may depend on besides the marks (it must not change while the line is read,
    or the reading is not kept); `after` what the ruleset keeps of a line's reading, which `again(kept,
    answer)` puts back when the line is answered from memory."""
    known: dict[tuple[str, Hashable], _Kept] = {}

    def once(text: str) -> Any:
        key = (text, state())
        got = known.get(key)
        if got is not None:
            return _given_again(got)
        marks.looked, marks.saws = False, []
        try:
            read = read_line(text)
        except NotUnderstood as error:
            if not marks.looked and not marks.saws and state() == key[1] and len(known) < _MOST_KEPT:
                known[key] = (None, error, (), after())
            raise
        if not marks.looked and state() == key[1] and len(known) < _MOST_KEPT:
            saws = _as_places(marks.saws, read)
            if saws is not None:
                known[key] = (read, None, saws, after())
        return list(read) if isinstance(read, list) else read

    def _given_again(got: _Kept) -> Any:
        read, refused, saws, kept = got
        if refused is not None:
            again(kept, None)
            raise copy.copy(refused)
        if isinstance(read, list):
            read = [x.__copy__() if isinstance(x, msgspec.Struct) else x for x in read]
        elif isinstance(read, msgspec.Struct):
            read = read.__copy__()
        for orders, sentence, its in saws:
            marks.marks.saw([read[i] for i in orders], sentence, None if its is None else [read[i] for i in its])
        again(kept, read)
        return read
    return once


def _as_places(saws: list[tuple[tuple, str, tuple | None]], read: Any) -> tuple | None:
    """The orders each note to the marks named, as their places in the line's answer; None when one is not
    in it (the note cannot be given again on the answer's copies)."""
    if not saws:
        return ()
    if not isinstance(read, list):
        return None
    at = {id(x): i for i, x in enumerate(read)}
    out = []
    for orders, sentence, its in saws:
        places = [at.get(id(o)) for o in orders if isinstance(o, Order)]
        its_places = None if its is None else [at.get(id(o)) for o in its if isinstance(o, Order)]
        if None in places or its_places is not None and None in its_places:
            return None
        out.append((tuple(places), sentence, None if its_places is None else tuple(its_places)))
    return tuple(out)


_MOST_KEPT = 4096        # the lines kept per message: a hostile message cannot grow them without end
