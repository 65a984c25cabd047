"""A row of a forum's table ('[tr][td]Build[/td][td]2 infantry in Prague[/td][/tr]') as the Markdown row it
stands for ('| Build | 2 infantry in Prague |'), for every ruleset (round 20, helper Fx).

Taking the tags away alone glued the cells ('Build2 infantry in Prague'): the order's kind in one cell and its
words in the next were no order. As a Markdown row the cells read as the tables of engine.words.tables read them:
under a header row ('[tr][th]corps[/th][th]from[/th][th]to[/th][/tr]') by the header's columns, alone as the
line of words they make ('| Build | 2 infantry in Prague |' is 'build 2 infantry in Prague'). A line holding one
cell or none, or a cell holding a bar of its own, is left as written (the tags go with the rest of the markup).
One pass over the tags of the line, each at most 200 characters inside its brackets."""

from __future__ import annotations

from engine.words import patterns as re

# A table's tags: its cells ('td', 'th') and rows ('tr'), with attributes ('[td width=50%]', '<td class="x">').
_CELL_TAG = re.compile(r"[\[<](/?)(td|th|tr)(?:[= ][^\[\]<>\n]{0,200})?[\]>]", re.IGNORECASE)


def as_markdown_row(line: str) -> str:
    """'[tr][td]A[/td][td]Bavaria[/td][/tr]' -> '| A | Bavaria |' (the words before the first cell and after the
    last kept around it: other markup, '[table]'); the line as written when it holds fewer than two cells."""
    if "[" not in line and "<" not in line:
        return line                 # most lines: no tag
    low = line.casefold()
    if "[td" not in low and "[th" not in low and "<td" not in low and "<th" not in low:
        return line                 # no cell
    cells: list[str] = []
    before, after = "", ""
    start = -1                      # where the open cell's words begin; -1 outside a cell
    pos = 0
    for m in _CELL_TAG.finditer(line):
        closing, name = m.group(1), m.group(2).casefold()
        if start >= 0:                              # a tag ends the open cell ('[td]A[td]B': a cell left open)
            cells.append(line[start:m.start()].strip())
            start = -1
        elif cells:
            between = line[pos:m.start()].strip()
            if between:                             # words between two cells: a cell of their own
                cells.append(between)
        else:
            before = line[:m.start()]
        if name != "tr" and not closing:
            start = m.end()
        pos = m.end()
    if start >= 0:
        cells.append(line[start:].strip())
    else:
        after = line[pos:]
    if len(cells) < 2 or any("|" in c for c in cells):
        return line
    return f"{before}| {' | '.join(cells)} |{after}"
