"""What the command line prints reaches the GM's terminal with control characters escaped, so a
player's message can never send the terminal escape sequences (colours, titles, cursor moves)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager

# C0 controls but tab and newline, DEL, C1 controls, and the bidirectional overrides that
# make a line read differently from what it holds
_CONTROLS = [c for c in range(0x20) if c not in (0x09, 0x0A)] + list(range(0x7F, 0xA0)) \
    + list(range(0x202A, 0x202F)) + list(range(0x2066, 0x206A))
_ESCAPES = {c: (f"\\x{c:02x}" if c < 0x100 else f"\\u{c:04x}") for c in _CONTROLS}


_JSON_ESCAPES = {c: f"\\u{c:04x}" for c in _CONTROLS}


def json_shown(text: str) -> str:
    """JSON text with control characters as JSON's own \\u escapes: still valid JSON, and safe."""
    return text.translate(_JSON_ESCAPES)


def shown(text: str) -> str:
    """The text with every control character written as an escape such as \\x1b (linear time)."""
    return text.translate(_ESCAPES)


class _Escaping:
    """A text stream that escapes control characters on their way to the terminal."""

    def __init__(self, stream):
        self._stream = stream

    def write(self, text: str) -> int:
        return self._stream.write(shown(text))

    def writelines(self, lines) -> None:
        for line in lines:
            self.write(line)

    def __getattr__(self, name):
        return getattr(self._stream, name)


@contextmanager
def escaped_output() -> Iterator[None]:
    """Standard output and error escape control characters while the command runs."""
    out, err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = _Escaping(out), _Escaping(err)
    try:
        yield
    finally:
        sys.stdout, sys.stderr = out, err
