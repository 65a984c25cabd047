"""Whole numbers given on the command line: the digits 0-9 only ('²', '٣' and '１' are refused,
as int() would read some of them), within what the option can hold."""

from __future__ import annotations

import argparse
from collections.abc import Callable

MAX_SEED = 2**31 - 1            # as the window's seed box; a larger seed could not be stored


def whole(most: int) -> Callable[[str], int]:
    """An argparse type: a whole number from 0 to `most`, or a clear message naming the value."""
    def read(text: str) -> int:
        from engine.errors import BerthierError      # here: `--help` and `--version` load no engine
        from engine.words.textio import ascii_int
        try:
            return ascii_int(text, "the value", most=most)
        except BerthierError as e:
            raise argparse.ArgumentTypeError(str(e).removeprefix("the value: ")) from None
    read.__name__ = "whole number"     # argparse names the type in its message
    return read


seed = whole(MAX_SEED)
count = whole(10**6)
