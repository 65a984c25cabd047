"""A refused line written again by what its label, its tail or its answer leaves out (issue 22, round 20, helper
Lb): the purse or the place of a label (engine.words.labelled), a remark after the order or a nation named by its
people (engine.words.remarked), an answer said again before its order. Each writing is read by the ruleset's reader
and the first that reads whole is kept, with the note the receipt shows; None when none reads (the line stays
refused as it was)."""

from __future__ import annotations

from collections.abc import Callable

import msgspec

from engine.order_sheet import LineReader
from engine.words.read_again import read_clean
from engine.words.labelled import place_label, purse_label
from engine.words.reading import Names
from engine.words.others_tails import diplomatic
from engine.words.remarked import anothers_reason, answer_restated, people_named, remark_after


class Relabelled(msgspec.Struct, frozen=True):
    """The line's orders (None: the text is read on as written, by clauses and by meaning), the text they were read
    from, and what the receipt says of it."""
    read: list[object] | None
    text: str
    note: str


def relabelled(text: str, parse_line: LineReader, money: Callable[[], frozenset[str]],
               names: Callable[[], Names | None], nation: str, answering: bool) -> Relabelled | None:
    """The first writing of the line that reads whole; None when none does."""
    tries: list[tuple[str | None, Callable[[str], str]]] = []
    if ": " in text:
        tries.append((purse_label(text, money()), lambda said: f"read as {said!r}: the label gives the purse"))
        tries.append((place_label(text, names()), lambda said: f"read as {said!r}: the label gives the place"))
    remark = remark_after(text)
    if remark is not None:
        tries.append((remark[0], lambda said: f"set aside: {remark[1]!r}, a remark after the order"))
    told = anothers_reason(text, names(), diplomatic) if "; " in text or " - " in text else None
    if told is not None:
        tries.append((told[0], lambda said: f"set aside: {told[1]!r}, the reason another gave for the order"))
    if answering and (restated := answer_restated(text)) is not None:
        tries.append((restated[0], lambda said: f"set aside: {restated[1]!r}, the answer said again before its order"))
    if " the " in text or " our " in text.casefold() or " my " in text.casefold():
        tries.append((people_named(text, names(), nation), lambda said: f"read as {said!r}: the nation named by its "
                                                                       "people"))
    for said, note in tries:
        if said is not None and said != text and (read := read_clean(parse_line, said)) is not None and read:
            return Relabelled(read, said, note(said))
    placed = place_label(text, names()) if ": " in text else None
    if placed is not None:      # 'Baetica: 2 armies stay, and one army is bought there': its clauses read below
        return Relabelled(None, placed, f"read as {placed!r}: the label gives the place")
    return None


def purse_reads(text: str, parse_line: LineReader, money: Callable[[], frozenset[str]]) -> bool:
    """Whether the line is a purse's label over a gift that reads whole with it ('Tribute: five to Britain'): never
    a speaker's name over his words."""
    said = purse_label(text, money()) if ": " in text and len(text.partition(": ")[0].split()) == 1 else None
    return said is not None and bool(read_clean(parse_line, said))
