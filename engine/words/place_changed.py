"""A place changed by the sentence after an order or a question on it (issue 22, round 20, helper Dr), for every
ruleset: '+2i Moscow, +1c Smolensk? no wait Smolensk can't, make that St Petersburg.', 'A - Tyrol. Make that
Bavaria.', '2 armies 13 -> 12. No, make it 14.'

The sentence says 'make that X' ('make it', 'change that to', 'change it to'), after a remark naming the place it
changes ('Smolensk can't,') or with none. The order before is said again with that one place changed: the place
the remark names, or else the words at the end of the order's last piece, the fewest that, changed, read. Only
that place changes: the other orders of the sentence before stand ('+2i Moscow' above). Nothing is dropped: when
the change does not read (the new words are no place, the place named is not in the order), None, and the
sentences are read as before (refused or asked there)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.words.clauses import Clause

# The words that give the new place (lower case, each followed by it).
_MAKE = ("make that ", "make it ", "make this ", "change that to ", "change it to ", "change to ")
# What a remark naming the place says of it ('Smolensk can't', 'Smolensk is not possible').
_CANNOT = frozenset("can't cant cannot won't wont isn't isnt doesn't doesnt is not no not impossible full taken "
                    "wrong blocked occupied".split())
_MOST_WORDS = 4         # words of a place's name ('Straits of Gibraltar')
_MOST = 300             # characters of the sentence before: an order or a few


def _new_place(body: str) -> tuple[str, str] | None:
    """The remark before the words that give the new place ('' for none), and the new place's words."""
    low = body.casefold()
    for make in _MAKE:
        at = low.find(make)
        if at < 0 or at > 0 and low[at - 2:at] != ", ":
            continue
        remark = body[:at].rstrip(", ").strip()
        new = body[at + len(make):].strip().rstrip(".!").strip()
        if new.casefold().endswith(" instead"):
            new = new[:-len(" instead")].strip()
        return (remark, new) if new and len(new.split()) <= _MOST_WORDS else None
    return None


def _named(remark: str, before: str) -> str | None:
    """The place the remark names, as the order before writes it ('Smolensk can't' -> 'Smolensk'); None when the
    remark is not of that shape or the order does not name it."""
    said = remark.split()
    for n in range(min(_MOST_WORDS, len(said) - 1), 0, -1):
        if said[n].casefold().strip(",.") in _CANNOT:
            name = " ".join(said[:n])
            return name if _ends_at(before, name) is not None else None
    return None


def _ends_at(text: str, name: str) -> int | None:
    """Where the last whole-word `name` in `text` starts (any case), None if nowhere."""
    low, key = text.casefold(), name.casefold()
    at = low.rfind(key)
    while at >= 0:
        end = at + len(key)
        if (at == 0 or not low[at - 1].isalnum()) and (end == len(low) or not low[end].isalnum()):
            return at
        at = low.rfind(key, 0, at)
    return None


def changed(before: str, body: str, reads: Callable[[str], list[object] | None]) -> tuple[str, str] | None:
    """The order before said again with its place changed, and the words changed; None when `body` is not a
    change of place or the change does not read. Of a list ('+2i Moscow, +1c Smolensk') the piece naming the
    place changes (the last one when none is named); the others stand as written."""
    if len(before) > _MOST:
        return None
    found = _new_place(body)
    if found is None:
        return None
    remark, new = found
    pieces = before.split(", ")
    name = _named(remark, before) if remark else None
    if remark and name is None:
        return None
    k = max((i for i, p in enumerate(pieces) if name is None or _ends_at(p, name) is not None), default=None)
    if k is None:
        return None
    piece = pieces[k]
    was = reads(piece)
    if not was:
        return None
    tries: list[tuple[str, str]] = []
    if name is not None:
        at = _ends_at(piece, name)
        if at is not None:
            tries.append((f"{piece[:at]}{new}{piece[at + len(name):]}", name))
    else:
        said = piece.split()                # the fewest words at the end that, changed, read
        tries += [(" ".join([*said[:-n], new]), " ".join(said[-n:]))
                  for n in range(1, min(_MOST_WORDS, len(said) - 1) + 1)]
    for again, old in tries:
        got = reads(again)
        if got and len(got) == len(was):
            return ", ".join([*pieces[:k], again, *pieces[k + 1:]]), old
    return None


def place_changes(parts: Sequence[Clause], reads: Callable[[str], list[object] | None]
                  ) -> tuple[list[Clause], list[str], list[str]]:
    """The sentences with each change of place said into the sentence before it (a question too: the change
    answers it), a note for each ('read as ...'), and the changes that answer a question or name the place they
    change but fit no order before them (refused: ask the player, never a remark set aside)."""
    out: list[Clause] = []
    notes: list[str] = []
    unfit: list[str] = []
    for clause in parts:
        prior = out[-1] if out else None
        if prior is not None and (clause.correction or prior.question) \
                and (got := changed(prior.text, clause.text, reads)) is not None:
            out[-1] = Clause(got[0], False, prior.correction)
            notes.append(f"read as {got[0]!r}: {got[1]!r} changed by the words after it "
                         f"({' '.join((clause.correction, clause.text)).strip()!r})")
            continue
        if prior is not None and (clause.correction or prior.question) and len(clause.text) <= _MOST \
                and (found := _new_place(clause.text)) is not None and (prior.question or found[0]):
            unfit.append(f"{clause.text!r}: a change of place ({found[1]!r}) that fits no order before it "
                         f"({prior.text!r}): ask the player which order it changes")
        out.append(clause)
    return out, notes, unfit
