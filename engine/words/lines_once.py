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
from engine.words.reading import afresh

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


def withdrawn_so_far(marks: Any) -> int:
    """How many orders the marks hold as withdrawn, told without the line's reading counted as looking at them: for
    a reader that only compares the count before and after its own work (which, to withdraw anything, looks at
    the marks' orders, and is watched then)."""
    return len(marks.marks.withdrawn if isinstance(marks, WatchedMarks) else marks.withdrawn)


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
               ) -> LinesOnce:
    """`read_line` answering a line given again from memory, for one message. `state` says what of the
    message so far the reading may depend on besides the marks (it must not change while the line is read,
    or the reading is not kept); `after` what the ruleset keeps of a line's reading, which `again(kept,
    answer)` puts back when the line is answered from memory."""
    return LinesOnce(read_line, marks, state, after, again)


class LinesOnce:
    """A prose line reader reading each line once per message (`lines_once`); `around` gives a reader built
    on it (engine.orders' chain of rereadings) the same memory."""

    def __init__(self, read_line: Callable[[str], Any], marks: WatchedMarks, state: Callable[[], Hashable],
                 after: Callable[[], Any], again: Callable[[Any, Any], None]):
        self.read_line, self.marks, self.state, self.after, self.again = read_line, marks, state, after, again
        # a line given again notes orders alone (`_as_places` kept only theirs): the marks' quick way when they have one
        self._saw_orders = getattr(marks.marks, "saw_orders", None) or marks.marks.saw
        self.known: dict[tuple[str, Hashable], _Kept] = {}
        # while a reader built on this one reads a text: each line read (its key and the answer given), or
        # None once one was not kept (the text's reading cannot be given again)
        self.calls: list[tuple[tuple[str, Hashable], Any]] | None = None
        self.recording = False

    def __call__(self, text: str) -> Any:
        key = (text, self.state())
        got = self.known.get(key)
        if got is not None:
            read, refused = self._given_again(got)
            self._record(key, read)
            if refused is not None:
                raise refused
            return read
        marks = self.marks
        marks.looked, marks.saws = False, []
        try:
            read = self.read_line(text)
        except NotUnderstood as error:
            if not marks.looked and not marks.saws and self.state() == key[1] and len(self.known) < _MOST_KEPT:
                self.known[key] = (None, error, (), self.after())
                self._record(key, None)
            else:
                self.calls = None
            raise
        saws = _as_places(marks.saws, read) if not marks.looked and self.state() == key[1] else None
        if saws is not None and len(self.known) < _MOST_KEPT:
            self.known[key] = (read, None, saws, self.after())
            read = list(read) if isinstance(read, list) else read
            self._record(key, read)
        else:
            self.calls = None
        return read

    def _record(self, key: tuple[str, Hashable], read: Any) -> None:
        if self.calls is not None:
            self.calls.append((key, read))

    def _given_again(self, got: _Kept) -> tuple[Any, NotUnderstood | None]:
        read, refused, saws, kept = got
        if refused is not None:
            self.again(kept, None)
            return None, copy.copy(refused)
        read = afresh(read)                 # new orders: told from the first line's by what they are
        for orders, sentence, its in saws:
            self._saw_orders([read[i] for i in orders], sentence, None if its is None else [read[i] for i in its])
        self.again(kept, read)
        return read, None

    def around(self, reader: Callable[[str], Any]) -> Callable[[str], Any]:
        """`reader`, built on this line reader and otherwise a function of the words alone, reading each text
        once: its answer is given again, with each line it read given again in turn (their notes to the
        marks too), when every one of them was kept."""
        known: dict[tuple[str, Hashable], tuple[list, Any, NotUnderstood | None]] = {}

        def once(text: str) -> Any:
            if self.recording:
                return reader(text)             # a text read within another: no memory of its own
            key = (text, self.state())
            got = known.get(key)
            if got is not None:
                return self._read_again(*got)
            self.recording, self.calls = True, []
            try:
                read = reader(text)
            except NotUnderstood as error:
                if self.calls is not None and len(known) < _MOST_KEPT:
                    known[key] = ([k for k, _ in self.calls], None, error)
                raise
            finally:
                calls, self.recording, self.calls = self.calls, False, None
            if calls is not None and len(known) < _MOST_KEPT:
                found, places = _from_calls(read, calls)
                if found:
                    known[key] = ([k for k, _ in calls], places, None)
            return read
        return once

    def _read_again(self, keys: list, places: Any, refused: NotUnderstood | None) -> Any:
        answers = [self._given_again(self.known[k])[0] for k in keys]
        if refused is not None:
            raise copy.copy(refused)
        if places is None:
            return None
        return [answers[x[0]][x[1]] if isinstance(x, tuple) else x for x in places]


def _from_calls(read: Any, calls: list[tuple[tuple[str, Hashable], Any]]) -> tuple[bool, list | None]:
    """What a reader answered, each order as (the line read, its place in that line's answer); (False, None)
    when an order is none of theirs, or the answer is no list."""
    at = {id(x): (k, i) for k, (_, answer) in enumerate(calls) if isinstance(answer, list)
          for i, x in enumerate(answer) if isinstance(x, msgspec.Struct)}
    if isinstance(read, list):
        out: list = []
        for x in read:
            if isinstance(x, msgspec.Struct):
                if id(x) not in at:
                    return False, None
                out.append(at[id(x)])
            elif isinstance(x, tuple):
                return False, None
            else:
                out.append(x)
        return True, out
    return read is None, None


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
