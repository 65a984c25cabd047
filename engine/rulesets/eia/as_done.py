"""EiA orders said as already done or as the end wanted, said again as the reader takes them:
- a diary in the past ('Today I sent Davout's corps from Picardy to Champagne', 'I have sent corps II out of
  Silesia into Saxony today', 'We moved the Guard to Novgorod') is the command 'send ...';
- a unit kept ('corps I I kept at Brandenburg', 'I kept the cavalry at Lorraine') stays;
- the end wanted ('I want corps I in East Anglia at the end of the land step', "I'd like the Channel fleet to
  end up in the Bay of Biscay", 'corps II should end up in Saxony') is the unit going there: the move reader
  starts it where it stands and the check refuses a place it cannot reach in one move.
Words of time ('today', 'this month', 'at the end of the land step') say nothing more and are left out. A
sentence of another shape is left as written. One pass over the words, only for a sentence nothing else read."""

from __future__ import annotations

from engine.words import patterns as re        # its compile() waits for first use

_DOERS = frozenset("i we".split())
# Words that put what was done in another month, or make it depend on something: never this month's order.
_BEFORE_NOW = frozenset("last ago previously earlier already yesterday before were had been next later spring "
                        "summer autumn winter".split())
_UNSURE = frozenset("if unless provided when once until maybe perhaps might could or not no never".split())
_HAVE = frozenset("have have've had".split())
_SENT = frozenset("sent moved marched led took dispatched ordered brought withdrew pulled shifted sailed".split())
_KEPT = frozenset("kept held left".split())
_WANT = ("i want ", "we want ", "i'd like ", "we'd like ", "i would like ", "we would like ", "i wish ", "we wish ",
         "i need ", "we need ", "i'd want ", "naples wants ")
_TO_BE = ("to end up ", "to end ", "to finish ", "to be ", "to stand ", "to stay ", "to sit ", "ending up ")
_ENDS = (" should end up ", " must end up ", " is to end up ", " ends up ", " will end up ", " should finish ",
         " must be ", " should be ")
_AT = ("in ", "at ", "into ", "on ")
# Words of time that say nothing more of the order ('today', 'at the end of the land step').
_WHEN = (" at the end of the land step", " at the end of the naval step", " at the end of this step",
         " at the end of the step", " at the end of the turn", " at the end of this month", " by the end of the step",
         " by the end of this step", " by the end of the month", " this month", " today", " this step", " tonight")


def as_done(text: str) -> str | None:
    """The order the sentence gives, said as the reader takes it; None when it is of no such shape."""
    said = " ".join(text.split()).strip(" .!")
    low = said.casefold()
    if any(w in _BEFORE_NOW or w in _UNSURE for w in low.replace(",", " ").split()):
        return None                 # 'Last month I sent corps II to Saxony': another month's; 'if', 'unless': asked
    for when in _WHEN:
        at = low.find(when)
        if at > 0:
            said, low = said[:at] + said[at + len(when):], low[:at] + low[at + len(when):]
    for opener in ("today ", "this month ", "then ", "and "):
        if low.startswith(opener):
            said, low = said[len(opener):], low[len(opener):]
    said, low = said.strip(" ,"), low.strip(" ,")
    toks = low.split()
    if len(toks) > 2 and toks[0] in _DOERS:
        k = 2 if toks[1] in _HAVE else 1
        if k < len(toks) and toks[k] in _SENT:                  # 'I have sent corps II out of Silesia ...'
            return "send " + " ".join(said.split()[k + 1:])
        if k < len(toks) and toks[k] in _KEPT:                  # 'I kept the cavalry at Lorraine'
            return _kept(said.split()[k + 1:])
    for d in _DOERS:                                            # 'corps I I kept at Brandenburg'
        at = low.find(f" {d} ")
        while at > 0:
            if low[at + len(d) + 2:].split(" ", 1)[0] in _KEPT:
                rest = said[at + len(d) + 2:].split(" ", 1)
                return f"{said[:at]} stays {rest[1]}" if len(rest) > 1 and rest[1].casefold().startswith(_AT) else None
            at = low.find(f" {d} ", at + 1)
    wanted = next((w for w in _WANT if low.startswith(w)), None)
    if wanted is not None:
        return _wanted(said[len(wanted):])
    end = next((e for e in _ENDS if e in low), None)
    if end is not None:                                         # 'corps II should end up in Saxony'
        at = low.find(end)
        place = said[at + len(end):]
        return f"{said[:at]} goes to {place[3:]}" if place.casefold().startswith(_AT) and at > 0 else None
    return None


def _kept(words: list[str]) -> str | None:
    """'the cavalry at Lorraine' -> 'the cavalry stays at Lorraine'."""
    low = [w.casefold() for w in words]
    at = next((k for k in range(1, len(low)) if low[k] in ("at", "in")), None)
    return f"{' '.join(words[:at])} stays {' '.join(words[at:])}" if at is not None else None


def _wanted(rest: str) -> str | None:
    """'corps I in East Anglia', 'the Channel fleet to end up in the Bay of Biscay, and the Mediterranean fleet in
    the Gulf of Lion': each unit going to its place."""
    if rest.casefold().startswith(("to ", "that ")):
        return None                             # 'I want to be allied with France': no unit wanted anywhere
    out = []
    for piece in _pieces(rest):
        low = piece.casefold()
        cut = next(((low.find(f" {t}"), t) for t in _TO_BE if f" {t}" in low), None)
        if cut is not None:
            unit, place = piece[:cut[0]], piece[cut[0] + len(cut[1]) + 1:]
        else:
            at = next((low.find(f" {a}") for a in _AT if f" {a}" in low), -1)
            if at <= 0:
                return None
            unit, place = piece[:at], piece[at + 1:]
        place = place.strip(" ,")
        for a in _AT:
            if place.casefold().startswith(a):
                place = place[len(a):]
                break
        else:
            return None
        off = place.casefold().rfind(", off ")
        if off > 0 and len(place[off + 6:].split()) <= 3:
            place = place[:off]                 # 'the Bay of Biscay, off Brest': where the sea lies, no second place
        if not unit.strip() or not place or "," in unit:
            return None
        out.append(f"{unit.strip()} goes to {place}")
    return ", and ".join(out) if out else None


def _pieces(rest: str) -> list[str]:
    """The units wanted somewhere, cut at ', and ' and ' and ' before a unit ('..., and the Mediterranean fleet
    in the Gulf of Lion')."""
    pieces, start, low = [], 0, rest.casefold()
    for joint in (", and the ", " and the ", ", and corps ", " and corps ", ", the "):
        at = low.find(joint, start)
        while at > 0:
            pieces.append(rest[start:at])
            start = at + len(joint) - len("the ") if joint.endswith("the ") else at + len(joint) - len("corps ")
            at = low.find(joint, start + 1)
    pieces.append(rest[start:])
    return [p.strip(" ,") for p in pieces if p.strip(" ,")]


# A comma, semicolon or colon with a letter straight after it ('PORTUGAL:ALLY WITH GREAT BRITAIN,DECLARE WAR ...').
_CRAMMED = re.compile(r"([,;:])(?=[^\W\d_])")


def spaced(line: str) -> str:
    """The line with a space after each comma, semicolon and colon a letter follows straight away; the line as
    written when there is none (most lines: one search)."""
    return _CRAMMED.sub(r"\1 ", line) if _CRAMMED.search(line) else line
