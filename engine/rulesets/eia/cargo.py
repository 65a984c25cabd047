"""The corps a fleet carries, said in a sentence: 'The Cadiz fleet sails out ... and lands corps II at
Barcelona', 'Fleet Cadiz carries corps II through the Strait of Gibraltar to Catalonia', 'the Brest
fleet, carrying corps III, sails ...'. Gives the sentence as a plain move of the fleet, the corps
carried and the area it lands in (the end of the fleet's route, as the strict form writes it:
'fleet Cadiz: Andalusia - ... - Catalonia carrying corps II'). One pass over the words."""

from __future__ import annotations

from dataclasses import dataclass

from engine.errors import NotUnderstood
from engine.orders import Names
from engine.rulesets.eia.route_words import ordinals

# Verbs of carrying: the finite ones stand for the fleet's going ('carries corps II to ...').
_CARRIES = frozenset("carries carry ferries ferry transports transport takes take conveys convey".split())
_CARRYING = frozenset("carrying ferrying transporting taking conveying carried embarks embark embarking loads load "
                       "loading".split())
_LANDS = frozenset("land lands landing landed disembark disembarks disembarking unload unloads unloading".split())
_ASHORE = frozenset("puts put sets set putting setting".split())        # 'puts corps II ashore at ...'
_ABOARD = {("aboard",), ("on", "board"), ("embarked",), ("onboard",), ("on", "deck")}
_PRONOUNS = frozenset("it them him".split())
_AT = frozenset("at in on into near".split())
_MOST_PLACE = 5


@dataclass(frozen=True)
class Cargo:
    text: str                   # the sentence as a plain move of the fleet
    corps: str                  # the designation carried ('' when none)
    lands: str | None           # the area it lands in, when said


# Every word the loop of `cargo_of` (and `_no_cargo`) acts on: a sentence with none of them is kept whole.
_CARGO_WORDS = _CARRIES | _CARRYING | _LANDS | _ASHORE | {"with", "without"}


def cargo_of(text: str, designations: dict[str, str], names: Names) -> Cargo:
    """The sentence without the words of carrying and landing, and what they said; NotUnderstood when
    it lands a corps it does not name, or names two."""
    toks = text.split()
    low = ordinals([t.strip(",.;:!?()").casefold() for t in toks])     # 'the Second Corps'
    if _CARGO_WORDS.isdisjoint(low):
        return Cargo(" ".join(toks).strip(" ,"), "", None)     # no word of carrying or landing: every word kept
    kept: list[str] = []
    carried: list[str] = []
    lands: str | None = None
    i = 0
    while i < len(toks):
        w = low[i]
        empty = _no_cargo(low, i)
        if empty:                           # 'and carries nobody', 'with no troops aboard': a fleet sailing empty
            if kept and kept[-1].casefold().strip(",") in ("and", "then"):
                kept.pop()
            if kept:
                kept[-1] = kept[-1] + toks[i + empty - 1][len(toks[i + empty - 1].rstrip(",.;:!?")):]
            i += empty
            continue
        if w in _CARRIES or w in _CARRYING:
            found = _corps_at(low, i + 1, designations)
            if found is not None:
                carried.append(found[0])
                board = next((n for n in (2, 1) if tuple(low[found[1]:found[1] + n]) in _ABOARD), 0)
                if w in _CARRIES and not board:     # 'takes the Guard aboard and sails ...': loading, no going
                    kept.append("sails")
                i = found[1] + board
                continue
            if _cargo_said(low, i):         # 'embarks the grenadiers': a cargo it cannot tell, never dropped
                raise NotUnderstood(f"'{' '.join(toks[i:i + 3])}': which corps does the fleet carry? name it "
                                    "('... embarks corps II at St Petersburg and sails ...')")
        if w == "with":                     # 'with the Second Corps on board', 'with corps II aboard'
            found = _corps_at(low, i + 1, designations)
            after = found[1] if found else len(low)
            board = next((n for n in (1, 2) if tuple(low[after:after + n]) in _ABOARD), 0)
            if found and board:
                carried.append(found[0])
                i = after + board
                continue
        if w in _LANDS or w in _ASHORE:
            found = _corps_at(low, i + 1, designations)
            end = found[1] if found else (i + 2 if i + 1 < len(low) and low[i + 1] in _PRONOUNS else None)
            if end is not None:
                if end < len(low) and low[end] == "ashore":
                    end += 1
                if found:
                    carried.append(found[0])
                if kept and kept[-1].casefold().strip(",") in ("and", "then"):
                    kept.pop()
                place = _place_at(toks, low, end, names)
                if place is None:
                    raise NotUnderstood("say where the corps lands: '... and lands corps II at Barcelona'")
                lands, i = place
                continue
        kept.append(toks[i])
        i += 1
    carried = list(dict.fromkeys(carried))
    if len(carried) > 1:
        raise NotUnderstood(f"a fleet carries one corps here: {' and '.join(carried)} named")
    if lands is not None and not carried:
        raise NotUnderstood("which corps lands? '... and lands corps II at Barcelona'")
    return Cargo(" ".join(kept).strip(" ,"), carried[0] if carried else "", lands)


# Verbs that say a fleet takes troops on whatever follows them ('takes' may take the sea, 'carries' may carry on).
_LOADS = frozenset("embark embarks embarking embarked load loads loading loaded ferries ferry ferrying transports "
                   "transport transporting conveys convey conveying".split())


def _cargo_said(low: list[str], i: int) -> bool:
    """Whether the verb at i says troops go aboard: a verb of loading, or of carrying with 'aboard' or
    'on board' a few words after it ('takes the grenadiers aboard')."""
    if low[i] in _LOADS:
        return i + 1 < len(low) and low[i + 1] not in ("on", "in", "at", "to", "into", "out")
    ahead = low[i + 1:i + 6]
    return "aboard" in ahead or any(a == "on" and b == "board" for a, b in zip(ahead, ahead[1:]))


def _no_cargo(low: list[str], i: int) -> int:
    """The number of words at i that say the fleet carries nobody ('carries nobody', 'carrying no troops',
    'takes no one aboard', 'with nobody on board', 'without troops'); 0 when they say something else."""
    j = i
    if low[j] in _CARRIES or low[j] in _CARRYING or low[j] == "with":
        j += 1
    elif low[j] != "without":
        return 0
    else:
        j += 1
        if j < len(low) and low[j] in _CARGO_NOUNS:
            return j + 1 - i
        return 0
    nobody = next((n for n in (2, 1) if j + n <= len(low) and tuple(low[j:j + n]) in _NOBODY), 0)
    if not nobody:
        return 0
    j += nobody
    if low[j - 1] == "no" and j < len(low) and low[j] in _CARGO_NOUNS:
        j += 1                              # 'no troops'
    elif low[j - 1] == "no":
        return 0
    board = next((n for n in (2, 1) if j + n <= len(low) and tuple(low[j:j + n]) in _ABOARD), 0)
    if low[i] == "with" and not board:
        return 0                            # 'with no ...' says more without 'aboard'
    return j + board - i


_NOBODY = {("nobody",), ("noone",), ("nothing",), ("no", "one"), ("no",), ("none",)}
_CARGO_NOUNS = frozenset("troops troop corps cargo soldiers men army armies units one passengers".split())


def _corps_at(low: list[str], i: int, designations: dict[str, str]) -> tuple[str, int] | None:
    """'corps II', 'II corps', 'Cav I', 'the Guard I' at word i: the designation, and where it ends."""
    j = i + 1 if i < len(low) and low[i] in ("the", "our", "its") else i
    if j < len(low) and low[j] == "corps" and j + 1 < len(low):
        two = " ".join(low[j + 1:j + 3])
        if two in designations:
            return designations[two], j + 3
        if low[j + 1] in designations:
            return designations[low[j + 1]], j + 2
    two = " ".join(low[j:j + 2])
    if two in designations:
        end = j + 2
    elif j < len(low) and low[j] in designations:
        end = j + 1
    elif j < len(low) and (one := _one_of_kind(low[j], designations)) is not None:
        return one, j + 2 if j + 1 < len(low) and low[j + 1] == "corps" else j + 1     # 'the Guard'
    else:
        return None
    key = two if two in designations else low[j]
    if end < len(low) and low[end] == "corps":
        end += 1
    return designations[key], end


# A corps called by its kind: the power's one corps whose designation opens with it ('the Guard': Guard I).
_KIND_HEADS = {"guard": "guard", "guards": "guard", "cavalry": "cav", "cav": "cav"}


def _one_of_kind(word: str, designations: dict[str, str]) -> str | None:
    head = _KIND_HEADS.get(word)
    found = {d for k, d in designations.items() if head and k.split()[0] == head}
    return found.pop() if len(found) == 1 else None


def _place_at(toks: list[str], low: list[str], i: int, names: Names) -> tuple[str, int] | None:
    """'at Barcelona', 'in Catalonia': the area after the word of place, and where it ends."""
    if i >= len(low) or low[i] not in _AT:
        return None
    start = i + 2 if i + 1 < len(low) and low[i + 1] == "the" else i + 1
    for n in range(min(_MOST_PLACE, len(toks) - start), 0, -1):
        text = " ".join(toks[start:start + n]).strip(",.;:!?")
        if names.is_region(text):
            return names.region(text), start + n
    return None
