"""A line, or a piece of it, read again by the whole reader: the one stage helper (issue 22, round 21).

Many stages of the reader have one shape: read the line; when the reader refuses it, or reads it unclean, say it
again another way (without its frame of command or decree, written out in full, each place apart, its question
turned to a statement ...) and take the second reading when it fits; the first reading, or its error, stands
otherwise. Many more read a piece (a part of a line, a line joined to the one before, a candidate wording) and keep
it only when it reads whole and refuses nothing. Each wrote the try/except and the checks in its own words; they
call here:

- `read_or_again(parse_line, kept, again)`: the stage (the reader, with a line's second wording tried when the first
  reading is refused or not `kept`);
- `read_or_none(parse_line, text)`: what the reader gives, None when it refuses the text whole;
- `read_clean(parse_line, text)`: the orders of a text that reads whole and refuses nothing ([] for a stay given no
  order), None otherwise; `first_clean` the same for the first of several wordings;
- `clean_read(parse_line, text)`: the reader's answer when it gives something and refuses nothing, None otherwise;
- `read_whole(parse_line, clean, told)`: a line said again, taken when it reads whole and clean and gives an order.

Nothing here decides what a line means: each stage keeps its own test of when to read again and of what it takes."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TypeVar

from engine.errors import NotUnderstood
from engine.words.corrections import as_list, is_clean

__all__ = ["clean_read", "first_clean", "read_clean", "read_or_again", "read_or_none", "read_whole", "refuses_nothing"]

R = TypeVar("R")


def read_or_again(parse_line: Callable[[str], R], kept: Callable[[R, str], bool], again: Callable[[str], R | None], *,
                  firm: type[NotUnderstood] | tuple[type[NotUnderstood], ...] = (),
                  empty: bool = True) -> Callable[[str], R]:
    """The stage: the reader, and when it refuses a line (an error of the kinds `firm` names is raised as it is) or
    gives a reading the stage does not keep (`kept(first, text)` false), the line's second wording (`again(text)`,
    None when the line has none or it does not fit) taken in its place; the first reading, or its error, stands
    otherwise. `empty`: whether an empty second reading (a stay given no order) replaces a first reading."""
    def read(text: str) -> R:
        try:
            first = parse_line(text)
        except firm:
            raise
        except NotUnderstood as error:
            got = again(text)
            if got is None:
                raise error from None
            return got
        if kept(first, text):
            return first
        got = again(text)
        return first if got is None or not empty and not got else got
    return read


def refuses_nothing(first: object, _: str = "") -> bool:
    """Whether a reading refuses no part of its line: the `kept` of the stages that read again a line read in part."""
    return not (isinstance(first, (list, tuple)) and any(isinstance(x, NotUnderstood) for x in first))


def read_or_none(parse_line: Callable[[str], R], text: str) -> R | None:
    """What the reader gives for a text; None when it refuses the text whole."""
    try:
        return parse_line(text)
    except NotUnderstood:
        return None


def read_clean(parse_line: Callable[[str], object], text: str) -> list[object] | None:
    """The orders of a text that reads whole and refuses nothing ([] for a stay); None otherwise."""
    read = read_or_none(parse_line, text)
    return as_list(read) if read is not None and is_clean(read) else None


def first_clean(parse_line: Callable[[str], object], texts: Iterable[str]) -> list[object] | None:
    """The orders of the first of several wordings that reads whole and refuses nothing; None when none does."""
    for text in texts:
        got = read_clean(parse_line, text)
        if got is not None:
            return got
    return None


def clean_read(parse_line: Callable[[str], R], text: str) -> R | None:
    """The reader's answer for a text when it gives something (an order, a setting aside) and refuses nothing; None
    otherwise (refused, empty, or read in part)."""
    read = read_or_none(parse_line, text)
    return read if read and is_clean(read) else None


def read_whole(parse_line: Callable[[str], R], clean: Callable[[R], bool], told: str, stay: bool = False) -> R | None:
    """A line said again (without its frame) read by the whole reader, when it reads whole and clean and gives at
    least one order (`stay`: or reads as a stay, no order); None otherwise."""
    again = read_or_none(parse_line, told)
    if again is None:
        return None
    if stay and isinstance(again, Sequence) and not again:
        return again
    if not again or not clean(again):
        return None
    if isinstance(again, Sequence) and not any(not isinstance(o, NotUnderstood) for o in again):
        return None
    return again
