"""A line that read by its sentences gave nothing, not tried again while nothing it was tried on has changed.

`Sheet.by_clauses` reads a refused line sentence by sentence on a trial copy of the sheet; on a line of talk (a
letter's paragraph, a forum thread pasted whole) the trial gives nothing and is dropped, and a message that repeats
its paragraphs paid it again for each copy: a megabyte of wrapped prose took some 14 s. The answer `False` is a
function of the line's words, of the line reader (pure: `engine.words.reading.read_once`), and of what the trial
copies of the sheet (its orders, their lines, texts, bodies, ranks, what is dropped or held, the last clause, the
chatter of the lines just above) and what the sheet asks by meaning when a clause is refused (its reader by meaning, the line of
text before, whether a correction is being read); a trial sheet shares its sheet's keys. `refused_key` gives all of that as one key, the line numbers taken
relative to the line read (the readers compare them with it: before, the line above, the same line, after), so
the same paragraph again under the same orders is answered at once. Only a refusal is kept: a line that gives
orders changes the sheet, and is read each time. A prose reader (engine.words.lines_once) keeps marks from line
to line outside the sheet: its lines are never answered from here (`key` None).

`aside_once` does the same for `ByMeaning.aside_line` (why a refused line is no order: news, a heading, talk), asked
of each refused line of talk: its answer is a function of the words, of the reader's pure line reader and of the
one thing its slot finder keeps from one sentence to the next (the last sentence framed as an outcome, which the
answer given again puts back as the first reading left it).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from engine.words.reading import reads_once

from engine.words.corrections import as_list

_NEAR = 3       # line numbers further back than this are told apart from the line read only as 'before it'


def _relative(line: int, number: int) -> int:
    return max(line - number, -_NEAR)


def refused_key(sheet: Any, number: int, raw: str, text: str, whole: object, pure: bool) -> Hashable | None:
    """What `Sheet.by_clauses`'s answer on this line depends on, as a key; None when it cannot be told (a reader
    that keeps marks from line to line)."""
    if not pure:
        return None
    last = sheet.last
    return (text, raw, whole is None, tuple(type(x) for x in as_list(whole)), id(sheet.by_meaning), id(sheet.denials), sheet.text_before, sheet.text_now, sheet.correcting, sheet.in_place,
            tuple(map(id, sheet.orders)), tuple(_relative(n, number) for n in sheet.lines), tuple(sheet.texts),
            tuple(sheet.bodies), tuple(sheet.ranks), frozenset(sheet.dropped), frozenset(sheet.held),
            frozenset(sheet.dropped_by.items()), frozenset(sheet.from_earlier), sheet.earlier_quote,
            None if last is None else (last[0], tuple(last[1])),
            tuple((_relative(c.line, number), c.text, c.reason) for c in sheet.chatter[-_NEAR:]))


_MOST_ASIDES = 4096     # lines' asides kept per message: a hostile message cannot grow them without end


def aside_once(reader: Any, text: str, known: dict[Hashable, tuple[str | None, str]]) -> str | None:
    """`reader.aside_line(text)` (engine.words.meaning.lines.ByMeaning), answered again from `known` for the same
    words under the same frame of its finder when the reader's line reader is a function of the words alone."""
    finder = reader.finder()
    if finder is None or not reads_once(reader.parse_line):
        return reader.aside_line(text)
    key = (id(reader), text, finder.framed)
    got = known.get(key)
    if got is not None:
        finder.framed = got[1]
        return got[0]
    why: str | None = reader.aside_line(text)
    if len(known) < _MOST_ASIDES:
        known[key] = (why, finder.framed)
    return why
