"""Place names typed as their words' starts run together, as veterans write them in a route: 'GoL' (Gulf
of Lion), 'WMed' (Western Mediterranean), 'EC' (English Channel), 'NAtl'. Each capital starts a word of
the name, in order; a small linking word ('of', 'the') may be given by its first letter or left out.
Taken only for one place of the map: several fit, the reader asks."""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.board import Board

_LINKS = frozenset("of the de du di del della des la le el al and am an der von".split())


def _chunks(written: str) -> list[str] | None:
    """'WMed' -> ['w', 'med'], 'GoL' -> ['go', 'l']: the written form cut before each capital; None when
    it is no such form (one chunk only, or other than letters)."""
    if not written.isalpha() or not written[0].isupper():
        return None
    out: list[str] = []
    for ch in written:
        if ch.isupper() or not out:
            out.append(ch.casefold())
        else:
            out[-1] += ch
    return out if len(out) >= 2 else None


def _fits(chunks: list[str], words: list[str]) -> bool:
    """Whether the chunks give the name's words by their starts, in order: each word a non-empty start of
    it, a linking word given by its start or passed over; a chunk may run over several words ('Go' of
    'GoL': g(ulf) o(f)) but each capital opens a word."""
    letters = "".join(chunks)
    starts, at = set(), 0
    for c in chunks:
        starts.add(at)
        at += len(c)
    return _match(letters, 0, words, 0, frozenset(starts))


def _match(letters: str, i: int, words: list[str], w: int, starts: frozenset[int]) -> bool:
    if i == len(letters):
        return all(x in _LINKS for x in words[w:])
    if w == len(words):
        return False
    word = words[w]
    if word in _LINKS and _match(letters, i, words, w + 1, starts):
        return True
    n = 1
    while i + n <= len(letters) and n <= len(word) and letters[i + n - 1] == word[n - 1]:
        if _match(letters, i + n, words, w + 1, starts):
            return True
        n += 1
        if i + n - 1 in starts:
            break                   # a capital opens the next word: this word's letters end before it
    return False


_NAMES: weakref.WeakKeyDictionary[Board, list[tuple[str, str, list[str]]]] = weakref.WeakKeyDictionary()


def _names(board: Board) -> list[tuple[str, str, list[str]]]:
    """(place id, name as shown, its words) of every name of two words or more on the map."""
    found = _NAMES.get(board)
    if found is None:
        found = []
        for r in board:
            for name in (r.name, *r.attributes.get("aliases", ())):
                words = ["".join(ch for ch in w if ch.isalpha()) for w in name.casefold().replace("-", " ").split()]
                words = [w for w in words if w]
                if len(words) >= 2:
                    found.append((r.id, name if name == r.name else f"{name} ({r.name})", words))
        _NAMES[board] = found
    return found


def places_run_together(board: Board, written: str) -> dict[str, str]:
    """The places ('id' -> name shown) whose name the written form gives by its words' starts run
    together ('WMed', 'GoL'); letters only, two at least, a capital for each word (2-letter initials
    both capitals: 'EC')."""
    chunks = _chunks(written)
    if chunks is None or len(written) < 2 or len(written) > 8:
        return {}
    if len(written) == 2 and not written.isupper():
        return {}
    found: dict[str, str] = {}
    for rid, shown, words in _names(board):
        if words[0].startswith(chunks[0][:1]) and _fits(chunks, words):
            found.setdefault(rid, shown)
    return found
