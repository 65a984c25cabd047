"""Turning the bytes of a player's message (a file, standard input, an e-mail part) into text.

Players send orders as UTF-8 (with or without a byte-order mark), as UTF-16 from some Windows
editors, or as Windows-1252 from older mail programs. Every way in reads bytes through
`decode_message`, so all of them agree, and none of them accepts a message far larger than any
real order set.
"""

from __future__ import annotations

import codecs
from collections.abc import Sequence
from pathlib import Path

from engine.errors import BerthierError

MAX_MESSAGE_BYTES = 1_000_000      # a long order set is a few KB; a forum page of them 100 KB
MAX_LINE_CHARS = 2_000             # the longest real order line is well under 300 characters


class MessageTooLarge(BerthierError):
    """A message or a line far beyond any real order set, refused before it is read."""


def decode_message(data: bytes, where: str = "the message") -> str:
    """The text of `data`: UTF-8 (a BOM is dropped), UTF-16 (by its BOM, or by the NUL bytes of
    plain Latin text without one), else Windows-1252, which maps every byte. Too large: refused."""
    if len(data) > MAX_MESSAGE_BYTES:
        raise MessageTooLarge(f"{where} is {len(data):,} bytes; an order set is at most "
                              f"{MAX_MESSAGE_BYTES:,} bytes")
    if data.startswith(codecs.BOM_UTF8):
        data = data[len(codecs.BOM_UTF8):]
    elif data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return _utf16(data, "utf-16", where)
    elif _looks_utf16(data):
        return _utf16(data, "utf-16-le" if data[1:2] == b"\0" else "utf-16-be", where)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def read_message(path: Path) -> str:
    """The text of an order file, with a clear message when it cannot be read."""
    try:
        size = path.stat().st_size
        if size > MAX_MESSAGE_BYTES:
            raise MessageTooLarge(f"{path} is {size:,} bytes; an order set is at most "
                                  f"{MAX_MESSAGE_BYTES:,} bytes")
        data = path.read_bytes()
    except FileNotFoundError:
        raise BerthierError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise BerthierError(f"{path} is a folder, not a file of orders") from None
    except OSError as e:
        raise BerthierError(f"{path} cannot be read: {e.strerror}") from None
    if b"\0" in data[:4096] and not _is_utf16(data):
        raise BerthierError(f"{path} is not a text file")
    return decode_message(data, str(path))


def _looks_utf16(data: bytes) -> bool:
    """Plain Latin text in UTF-16 without a BOM has a NUL in every other byte."""
    head = data[:200]
    if len(head) < 4 or len(head) % 2:
        return False
    even, odd = head[0::2], head[1::2]
    return odd.count(0) == len(odd) and 0 not in even or even.count(0) == len(even) and 0 not in odd


def _is_utf16(data: bytes) -> bool:
    return data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)) or _looks_utf16(data)


def _utf16(data: bytes, codec: str, where: str) -> str:
    try:
        return data.decode(codec)
    except UnicodeDecodeError:
        raise BerthierError(f"{where} looks like UTF-16 but is damaged (cut in the middle of a letter)") \
            from None


def is_digits(text: str) -> bool:
    """Whether `text` is a whole number in the digits 0-9. Superscripts ('²'), other scripts'
    digits ('٣') and fullwidth ones ('１') are not numbers here: int() reads some and fails on others."""
    return text.isascii() and text.isdigit()


def ascii_int(text: str, where: str, *, most: int | None = None) -> int:
    """The whole number written in `text` (digits 0-9, at most 15 of them), at most `most` if given;
    BerthierError naming `where` otherwise ('²', '٣', '１' and '-1' are not numbers here)."""
    said = text.strip()
    if not is_digits(said):
        raise BerthierError(f"{where}: {said[:40]!r} is not a whole number (write it with the digits 0-9)")
    if len(said) > 15 or most is not None and int(said) > most:
        limit = f"at most {most:,}" if most is not None else "at most 15 digits"
        raise BerthierError(f"{where}: {said[:20]}{'...' if len(said) > 20 else ''} is out of range ({limit})")
    return int(said)


def split_at_first(text: str, marks: Sequence[str], start: int = 0) -> tuple[str, str] | None:
    """(before, after) the first of `marks` found in `text` at or after `start`, looked for in lower case, the
    longest where several start at one place (', and ' before ', '); None when there is none. One find a mark."""
    low = text.casefold()
    found = [(at, len(mark)) for mark in marks for at in (low.find(mark, start),) if at >= 0]
    if not found:
        return None
    at, length = min(found, key=lambda f: (f[0], -f[1]))
    return text[:at], text[at + length:]
