"""A condition said on one line and its orders on the next ('If Russia has 2 or less armies in 96' / 'then 2 armies
98 -> 99'): the orders under a condition are never read as given whatever happens. The condition line and the one
line of orders under it are read joined, as one conditional order (refused whole if it does not read); when it is
unclear which lines the condition governs (several lines under 'If ...:'), their orders are held back and asked."""

from __future__ import annotations

import msgspec

from engine.order_sheet import NOT_UNDERSTOOD, OrderProblem, OrderSheet
from engine.words.polite_ifs import without_polite_if

# Words that open a condition (classic's conditions, and the shared reader's 'unless', 'should', 'as long as').
_OPENERS = ("if ", "unless ", "should ", "provided ", "providing ", "assuming ", "as long as ", "so long as ",
            "only if ", "in case ", "in the event that ")
_ENDS = " ,:;-\u2013\u2014"
_LONGEST = 300          # characters: a condition line is short


def _bodiless(line: str) -> bool:
    """Whether a line opens a condition and gives nothing it governs ('If Russia has 2 or less armies in 96:',
    'Unless France has 3 or more armies in 26, then')."""
    said = " ".join(line.split())
    low = said.casefold()
    if not low.startswith(_OPENERS) or len(said) > _LONGEST:
        return False
    low = low.rstrip(_ENDS)
    if low.endswith(" then"):
        low = low[:-5].rstrip(_ENDS)
    if without_polite_if(f"{said.rstrip(_ENDS)}, x") == "x":
        return False                    # 'If possible' / '2 armies 98 -> 99': no condition ('If possible, ...')
    words = [w.strip(".!?()") for w in low.split(" ")]
    if any(mark in low for mark in (". ", "! ", "? ", "...")):
        return False                    # 'If the Viking... no. Plain orders:': the condition given up, a sentence ended
    return "then" not in words and "," not in low and ";" not in low and not low.endswith((".", "!", "?"))


def _under(lines: list[str], at: int) -> list[int]:
    """The lines after a condition on line `at`, up to a blank line (at most 10)."""
    out = []
    for i in range(at + 1, min(len(lines), at + 11)):
        if not lines[i].strip():
            break
        out.append(i)
    return out


def _plain(line: str) -> bool:
    return bool(line.strip()) and not line.lstrip().startswith((">", "[", "|")) and not _bodiless(line)


def joined_conditions(text: str) -> tuple[str, dict[int, int]]:
    """The text with each condition line joined to the one line of orders under it (that line left blank, so
    every line keeps its number), and {the first line of each unclear block of lines under a bodiless condition
    (1-based): the condition's line}."""
    if "\n" not in text or len(text) > 200_000:
        return text, {}
    lines = text.split("\n")
    unclear: dict[int, int] = {}
    for at, line in enumerate(lines):
        if not _bodiless(line):
            continue
        under = _under(lines, at)
        if not under or not _plain(lines[under[0]]):
            continue
        body = lines[under[0]].strip()
        opens = body.casefold().startswith(("then ", "then,", ",")) 
        if len(under) > 1 and not opens:
            for i in under:
                unclear[i + 1] = at + 1
            continue
        if body.casefold().startswith("then"):
            body = body[4:].lstrip(" ,:")
        body = body.lstrip(" ,")
        end = lines[at].rstrip().rstrip("\r")
        cond = end.rstrip(_ENDS)
        if cond.casefold().endswith(" then"):
            cond = cond[:-5].rstrip(_ENDS)
        lines[at] = f"{cond} then {body}"
        lines[under[0]] = ""
        for i in under[1:]:
            unclear[i + 1] = at + 1                     # 'then ...' and more lines under it: which go with it?
    return "\n".join(lines), unclear


def held_under_conditions(sheet: OrderSheet, unclear: dict[int, int]) -> OrderSheet:
    """The sheet without the orders of lines under a condition whose reach is unclear, each asked."""
    if not unclear:
        return sheet
    held = {i for i, line in enumerate(sheet.lines) if line in unclear}
    asked = sorted({sheet.lines[i] for i in held})
    problems = [OrderProblem(line, next(t for n, t, _ in sheet.entries() if n == line), NOT_UNDERSTOOD,
                             f"held back: it stands under the condition on line {unclear[line]}, which says no 'then': "
                             "which orders the condition governs is unclear: ask the player") for line in asked]
    kept = sheet.without(held)
    heads = set(unclear.values())
    said = [p if p.line not in heads else msgspec.structs.replace(p, reason=_HEAD) for p in kept.problems]
    return msgspec.structs.replace(kept, problems=tuple(sorted((*said, *problems), key=lambda p: p.line)))


_HEAD = ("a condition with no 'then' and several lines under it: which orders it governs is unclear (write "
         "'if ... then ...' for each): ask the player")
