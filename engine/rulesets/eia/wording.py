"""Numbers with their nouns in the EiA reports, so that 1 ship is never '1 ships', and each report
line a sentence (issue 23, item 4)."""

from __future__ import annotations


def count(n: int, one: str, many: str | None = None) -> str:
    """'1 ship', '3 ships'; `many` where adding an s is wrong."""
    return f"{n} {one if n == 1 else (many or one + 's')}"


def ships(n: int) -> str:
    return count(n, "ship")


def damaged(n: int) -> str:
    return count(n, "damaged ship")


def prizes(n: int) -> str:
    return count(n, "prize")


def factors(n: int) -> str:
    return count(n, "factor")


def militia(n: int) -> str:
    return count(n, "militia factor")


def months(n: int) -> str:
    return count(n, "month")


def sea_areas(n: int) -> str:
    return count(n, "sea area")


def verb(n: int, one: str, many: str) -> str:
    """The verb agreeing with a count: verb(1, 'retreats', 'retreat')."""
    return one if n == 1 else many


def sentence(text: str) -> str:
    """A report line as a sentence: a capital first letter and a full stop (unless it ends in one already)."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."
