"""Orders typed in columns with spaces, for every ruleset: a header 'from   to    armies' over rows '76     77    3'
reads as the Markdown table it stands for (engine.words.tables); a dotted leader ('58 -> 55 ..... 2 armies',
'Gifts ...... none') stands for the colon of a form's label. One pass over the line."""

from __future__ import annotations

from engine.words import patterns as re

# Two spaces or more, or a tab: a column's edge ('76     77    3').
_GAP = re.compile(r" {2,}|\t")
# Four dots or more between words: a form's leader ('58 -> 55 ..... 2 armies'); '...' is an ellipsis.
_LEADER = re.compile(r" ?\.{4,} ?|\u2026{2,}")


def as_table_row(raw: str, text: str) -> str | None:
    """'76     77    3' -> '| 76 | 77 | 3 |': the cells of a line typed in columns, when it has three or more
    and they hold the line's words as read (`text`); None otherwise."""
    said = raw.strip()
    if said.count("|") >= 2 and not said.startswith("|"):
        cells = [c.strip() for c in said.strip("|").split("|")]     # 'Units | From | To' typed without the outer bars
        return "| " + " | ".join(cells) + " |" if len(cells) >= 3 and all(cells) else None
    if "  " not in said and "\t" not in said:
        return None
    cells = [c.strip() for c in _GAP.split(said) if c.strip()]
    if len(cells) < 3 or " ".join(cells) != text.strip() or any("|" in c for c in cells):
        return None
    return "| " + " | ".join(cells) + " |"


def without_leaders(text: str) -> str:
    """'58 -> 55 ..... 2 armies' -> '58 -> 55: 2 armies': a dotted leader is a label's colon."""
    return _LEADER.sub(": ", text) if "...." in text or "\u2026\u2026" in text else text
