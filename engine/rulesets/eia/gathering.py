"""Corps gathered in one place, said in one sentence: 'Prussia concentrates in Saxony: corps I from
Brandenburg, corps II from Silesia', 'Corps I and II converge on Saxony', 'We mass the Guard and corps
III in Champagne', 'Both corps concentrate in Saxony: the First from Brandenburg, the Second from Silesia'. One move for each corps named, from where it stands (a start written that is not
where it stands is refused) to the place; a corps already there gives none. A sentence that says
more than that is left to the other readers. One pass over the words."""

from __future__ import annotations

from collections.abc import Sequence

from engine.errors import NotUnderstood
from engine.orders import Names
from engine.rulesets.eia.gathered_ranks import ranks_as_numerals, standing_at
from engine.rulesets.eia.units import Corps

_GATHER = frozenset("""concentrate concentrates concentrating gather gathers gathering assemble assembles assembling
    mass masses massing unite unites uniting converge converges converging rally rallies rallying regroup
    regroups""".split())
_TO = frozenset("in on at into upon to around".split())
# Words that may stand in such a sentence besides the corps, the places and the verb.
_GLUE = frozenset("and , : the our its all both we will shall from corps with forces troops army armies pair of them"
                  .split())
_KINDS = {"guard": "guard", "gd": "guard", "cavalry": "cavalry", "cav": "cavalry", "cossacks": "cossack"}
_MOST_PLACE = 5


def gathered(text: str, nation: str, names: Names, corps: Sequence[Corps]) -> list[str] | None:
    """The strict moves ('corps I: Brandenburg - Saxony') the sentence gives, None when it gathers nothing."""
    toks = [t for t in text.replace(",", " , ").replace(":", " : ").split() if t]
    low = ranks_as_numerals([t.strip(".;!?()").casefold() for t in toks])
    verb = next((i for i, w in enumerate(low) if w in _GATHER), None)
    if verb is None:
        return None
    at = next((i for i in range(verb + 1, len(low)) if low[i] in _TO), None)
    if at is None:
        return None
    found = _place(toks, at + 1, names)
    if found is None:
        return None
    target, after_target = found
    by_name = {c.designation.casefold(): c for c in corps}
    named: list[tuple[Corps, str | None]] = []
    i = 0
    listing = False                     # 'corps I and II': a bare numeral after a corps named
    while i < len(low):
        if at <= i < after_target:
            i = after_target
            continue
        w = low[i]
        two = " ".join(low[i:i + 2])
        if two in by_name or w in by_name and (listing or i and low[i - 1] in ("corps", "the") or w not in ("i", "v", "x")
                                               or low[i + 1:i + 2] == ["corps"]) \
                or w in _KINDS:
            one = by_name.get(two) or by_name.get(w) or _of_kind(corps, _KINDS.get(w, ""), nation)
            if one is None:
                return None
            i += 2 if two in by_name else 1
            if i < len(low) and low[i] == "corps":
                i += 1
            start = None
            if i < len(low) and low[i] == "from":
                place = _place(toks, i + 1, names)
                if place is None:
                    return None
                start, i = place
            named.append((one, start))
            listing = True
            continue
        if w == "from" and not listing and any(c.at for c in corps):     # 'both our corps ..., from Berlin and from Silesia'
            found_at = standing_at(toks, i + 1, names, corps, _place)
            if found_at is None:
                return None
            one, i = found_at
            named.append((one, one.at))
            continue
        if w == "corps" and i + 1 < len(low) and low[i + 1] not in by_name and _roman(toks[i + 1]):
            raise NotUnderstood(f"{nation} has no corps {toks[i + 1].strip('.,;:')}")
        if w not in _GLUE and i != verb and not (names.known_nation(toks[i].strip(".,;:!")) == nation):
            return None                     # the sentence says more: read another way or refused
        if w not in ("and", ",", "corps"):
            listing = False
        i += 1
    if not named or "both" in low and len(named) != 2:
        return None                         # 'both corps ...: the First from Brandenburg' names one of two
    out: list[str] = []
    for one, start in named:
        if start is not None and start != one.at:
            raise NotUnderstood(f"corps {one.designation} stands in {names.board.name(one.at)}, "
                                f"not {names.board.name(start)}")
        if one.at != target:
            out.append(f"corps {one.designation}: {names.board.name(one.at)} - {names.board.name(target)}")
    return out


def _of_kind(corps: Sequence[Corps], kind: str, nation: str) -> Corps | None:
    fits = [c for c in corps if c.kind == kind]
    if len(fits) > 1:
        raise NotUnderstood(f"{nation} has several {kind} corps ({', '.join(c.designation for c in fits)}): which?")
    return fits[0] if fits else None


def _place(toks: list[str], i: int, names: Names) -> tuple[str, int] | None:
    start = i + 1 if i < len(toks) and toks[i].casefold() == "the" else i
    for n in range(min(_MOST_PLACE, len(toks) - start), 0, -1):
        text = " ".join(toks[start:start + n]).strip(".;!?()")
        if text and text not in (",", ":") and names.is_region(text):
            return names.region(text), start + n
    return None


def _roman(word: str) -> bool:
    w = word.strip(".,;:")
    return bool(w) and len(w) <= 5 and all(ch in "IVX" for ch in w)
