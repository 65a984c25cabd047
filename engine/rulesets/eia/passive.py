"""EiA orders said in the passive ('War is to be declared on Portugal', 'An alliance is to be concluded with
France', 'The alliance with Russia shall be broken', 'Saxony is to be occupied by corps I from Brandenburg'):
said again in the active, as the reader takes them ('declare war on Portugal', 'ally with France', 'break
alliance with Russia', 'corps I marches from Brandenburg to Saxony'). A sentence of another shape is left
as written. Word tests over the sentence, one pass."""

from __future__ import annotations

from engine.words.lexicon import UNIT_WORDS, is_order_word
from engine.words.message import words

# How the passive is said: 'is to be', 'shall be', 'will be', 'must be', 'is', 'be'.
_BE = tuple(tuple(b.split()) for b in ("is to be", "are to be", "shall be", "will be", "must be", "should be",
                                         "has to be", "is hereby", "is", "be"))
_ARTICLES = frozenset("a an the our".split())
_DECLARED = frozenset("declared proclaimed".split())
_ALLIED = frozenset("concluded offered made proposed signed formed sought agreed entered renewed".split())
_BROKEN = frozenset("broken ended dissolved renounced cancelled canceled severed".split())
_TAKEN = frozenset("occupied taken entered invaded seized".split())
_TOWARDS = frozenset("on against upon with to".split())
# A wish that opens the order ('His Majesty's Government desires that war be declared upon Spain', 'and that
# an alliance be concluded with Portugal'): the words up to its 'that' say who wishes it, not what is ordered.
_WISHES = frozenset("desire desires desired wish wishes wished want wants order orders ordered command commands "
                    "commanded direct directs directed request requests requested demand demands demanded decree "
                    "decrees decreed will wills require requires required ask asks asked instruct instructs".split())
_OPENERS = frozenset("and also further furthermore moreover".split())
# What describes the nation after it, never another order's words ('Spain, whose ships at Cadiz are ...').
_RELATIVES = (", whose ", ", which ", ", who ", ", as ", ", for ", ", because ", ", since ")


_OURS = frozenset("we us our i you then and".split())


def _describes(clause: str) -> bool:
    """Whether a relative clause only describes the nation before it: no order word but a unit's noun ('whose
    ships at Cadiz ...'), nobody of ours doing anything ('which we then invade' may be another order)."""
    said = words(clause)
    return not any(w in _OURS or is_order_word(w) and w not in UNIT_WORDS for w in said)


def without_wish(said: list[str]) -> list[str]:
    """The words of an order said as a wish, without it: 'and that war be declared ...', 'The King desires that
    ...', 'It is our will that ...' -> 'war be declared ...'; the words as written when no wish opens them."""
    low = [w.strip(",;:").casefold() for w in said]
    k = 0
    while k < len(low) and low[k] in _OPENERS:
        k += 1
    if low[k:k + 1] == ["that"]:
        return said[k + 1:]
    at = next((j for j in range(k, min(len(low), k + 8)) if low[j] == "that"), None)
    if at is not None and at > k and (low[at - 1] in _WISHES or low[at - 2:at] == ["our", "will"]):
        return said[at + 1:]
    return said


def _be_at(low: list[str], i: int) -> int:
    """The number of words of 'is to be' (or another form) at i; 0 when none stands there."""
    return next((len(b) for b in _BE if tuple(low[i:i + len(b)]) == b), 0)


def active(text: str) -> str | None:
    """The order a passive sentence gives, in the active; None for a sentence of another shape."""
    whole = text.strip().rstrip(".!")
    cut = min((at for at in (whole.casefold().find(r) for r in _RELATIVES) if at > 0), default=-1)
    if cut > 0 and _describes(whole[cut:]):
        whole = whole[:cut]                     # 'Spain, whose ships at Cadiz are now at the French disposal'
    said = without_wish(whole.split())
    low = [w.strip(",;:").casefold() for w in said]
    start = 1 if low[:1] and low[0] in _ARTICLES else 0
    if len(low) < start + 4:
        return None
    head = low[start]
    if head in ("war", "alliance"):
        k = start + 1
        named = ""
        if head == "alliance" and low[k:k + 1] == ["with"]:       # 'The alliance with Russia shall be broken'
            end = next((j for j in range(k + 1, len(low)) if _be_at(low, j)), None)
            if end is None:
                return None
            named, k = " ".join(said[k + 1:end]), end
        be = _be_at(low, k)
        if not be or k + be >= len(low):
            return None
        verb = low[k + be]
        rest = said[k + be + 1:]
        if rest and rest[0].casefold() in _TOWARDS:
            rest = rest[1:]
        other = " ".join(rest) if not named else named if not rest else ""
        if not other:
            return None
        if head == "war" and verb in _DECLARED:
            return f"declare war on {other}"
        if head == "alliance" and verb in _ALLIED:
            return f"ally with {other}"
        if head == "alliance" and verb in _BROKEN:
            return f"break alliance with {other}"
        return None
    at = next((j for j in range(start + 1, min(len(low), start + 5)) if _be_at(low, j)), None)
    if at is None:
        return None
    k, be = at, _be_at(low, at)
    if low[k + be:k + be + 2][:1] and low[k + be] in _TAKEN and low[k + be + 1:k + be + 2] == ["by"]:
        place = " ".join(said[start:k])             # 'Saxony is to be occupied by corps I from Brandenburg'
        unit = said[k + be + 2:]
        at = next((j for j, w in enumerate(unit) if w.casefold() == "from"), len(unit))
        if not unit[:at]:
            return None
        start_from = " " + " ".join(unit[at:]) if at < len(unit) else ""
        return f"{' '.join(unit[:at])} marches{start_from} to {place}"
    return None
