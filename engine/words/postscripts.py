"""The mark of a postscript or a note before a line ('PS disregard the build, ...', 'P.S.: raise cheese in 15',
'NB - 3 units 29 -> 30'), for every ruleset: the line is read without it, as any line, so that what it says of
earlier orders (a retraction, a correction) is found as on a line of its own."""

from __future__ import annotations


_POSTSCRIPTS = frozenset(("ps", "p.s.", "p.s", "pps", "p.p.s.", "p.p.s", "ps.", "nb", "n.b.", "n.b"))


def without_postscript_mark(text: str) -> str:
    """The line without a mark that can only be a postscript's ('P.S. ...', 'PS: ...', 'PS disregard ...', 'NB, ...'),
    for every ruleset's message: never a mark a unit's name may be ('NB - Paris': a corps called NB marches)."""
    if text[:1] not in "PpNn":
        return text
    head, _, rest = text.partition(" ")
    said = rest.lstrip()
    dashed = said[:1] in ("-", "\u2013", "\u2014")
    if dashed:
        said = said[1:].lstrip()        # 'NB - cancel the war': a sentence after the dash
    elif said[:1] in (">", "=", "\u2192"):
        return text
    if (head.isalpha() or dashed) and not said[:1].islower():
        return text                     # 'NB - Paris', 'NB Paris - Paris': a unit's name, its order after it
    return without_postscript(text)


def without_postscript(text: str) -> str:
    """'PS disregard the build, ...', 'P.S.: raise cheese in 15', 'NB - 3 units 29 -> 30': the line without the
    mark of a postscript or a note before it (the words after it are read as any line); as written otherwise."""
    if text[:1] not in "PpNn":
        return text                     # most lines: looked at no further
    head, _, rest = text.partition(" ")
    bare = head.casefold().rstrip(":,-")
    if bare not in _POSTSCRIPTS or not rest.strip():
        return text
    rest = rest.lstrip()
    return rest[1:].lstrip() if rest[:1] in ":,-\u2013\u2014" and head.casefold() == bare else rest
