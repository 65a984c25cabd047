"""How a player frames orders without changing them: a courtesy before a request ('if it is not too much
trouble, could corps A ...') and every unit told to hold but those named ('Every corps holds except G, which
rides to Voronezh, and E, which moves to Kiev'): the orders of the units named, the others holding as units
without orders do."""

from __future__ import annotations

from engine.words import patterns as re        # its compile() waits for first use

# Courtesies that open with 'if' and set no condition on the game.
_COURTESIES = ("if it is not too much trouble", "if it's not too much trouble", "if it isn't too much trouble",
               "if it is no bother", "if it's no bother", "if it is no trouble", "if it's no trouble",
               "if you would be so kind", "if you'd be so kind", "if you please", "if you don't mind",
               "if you do not mind", "if i may", "if it pleases you", "if it please you", "if it pleases your majesty")

_RE = {
    "except": re.compile(r"^(?:every|all|each)(?: (?:my|our|the|other))?(?: (?:corps|units|troops|forces|armies))?"
                         r" (?:holds?|stays?|stands? fast|remains?|stays? put|sits? tight)(?: where (?:it is|they are))?,?"
                         r" (?:except|but|save|apart from|other than|except for|bar) (?P<rest>.+)$", re.IGNORECASE),
    # 'G, which rides to Voronezh', 'E who moves to Kiev': the relative pronoun between a unit and its order
    "which": re.compile(r",? (?:which|who|that) (?=[a-z])"),
    # 'could corps A perhaps march up into the Abruzzi?', 'would the Madrid corps kindly go to Old Castile': a request
    "request": re.compile(r"^(?:(?:dear )?gm, )?(?:could|would|can|will|might)(?: you)?(?: please| kindly)?"
                          r" (?P<unit>(?:corps|squadrons?|sq|the|my|our) [^?]{1,40}?|[A-Z]{1,3})"
                          r"(?: perhaps| please| kindly| maybe| possibly)+? (?P<rest>[a-z][^?]{1,200})\??$", re.IGNORECASE),
}


_REQUEST_FIRST = frozenset(("co", "wo", "ca", "wi", "mi", "de", "gm"))


def request(text: str) -> str | None:
    """'corps A march up into the Abruzzi' for 'could corps A perhaps march up into the Abruzzi?'; None when the
    line is not a request so."""
    if text[:2].casefold() not in _REQUEST_FIRST:
        return None
    m = _RE["request"].match(text)
    return f"{m['unit']} {m['rest']}" if m else None


def without_courtesy(line: str) -> str:
    """The line without a courtesy that opens with 'if' ('Dear GM, if it is not too much trouble, could ...');
    as written when it has none."""
    low = line.casefold().replace("\u2019", "'")
    if "if " not in low:                    # most lines: one look
        return line
    for courtesy in _COURTESIES:
        at = low.find(courtesy)
        if at < 0:
            continue
        end = at + len(courtesy)
        before, after = line[:at].rstrip(" ,"), line[end:].lstrip(" ,")
        if before and not before.endswith((",", ".", ":", "!")):
            before += ","
        return f"{before} {after}".strip() if before else after
    return line


def except_named(text: str) -> str | None:
    """'G rides to Voronezh, and E moves to Kiev' for 'Every corps holds except G, which rides to Voronezh, and E,
    which moves to Kiev'; None when the line is not said so."""
    m = _RE["except"].match(text) if text[:2].casefold() in ("ev", "al", "ea") else None
    if m is None:
        return None
    return _RE["which"].sub(" ", m["rest"]).strip()
