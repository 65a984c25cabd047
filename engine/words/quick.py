"""Quick tests a line's checks make before their own work, for every ruleset: the same answers as the plain
Python tests they stand for, in C where the text allows (reading stays fast on long lines)."""

from __future__ import annotations

import re

_ASCII_DIGIT = re.compile(r"[0-9]")


def has_digit(text: str) -> bool:
    """Whether any character of `text` is a digit (`str.isdigit`: '²' and '٣' too), as
    `any(ch.isdigit() for ch in text)` says: an ASCII text by one search, another character by character."""
    if text.isascii():
        return _ASCII_DIGIT.search(text) is not None
    return any(ch.isdigit() for ch in text)
