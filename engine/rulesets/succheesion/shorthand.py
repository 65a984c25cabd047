"""The veteran's shorthand of Succheesion orders, written out in full before a line is read:
'bld 3 inf 21', 'b 1 HC 15', 'bld 1 frig 24>14', '8u+Gen 11-8', '2F 52>50>51', 'atk BER 51',
'inv 5 ubl', 'raise ch 15', 'TP 40', 'cas mil', 'blk 13 stays', 'dow MAU'. Short verbs and nouns
are tables; a count glued to its unit ('8u', '2F') is cut; places joined by '-' or '>' are a route;
the words each order leaves out ('in', 'with', 'cheese', 'to reach ... %') are put back by the
order's shape. Nation and region short names are the Reader's (words.py). One pass over the words."""

from __future__ import annotations

from engine.errors import NotUnderstood
from engine.rulesets.succheesion.words import KINDS, NUMBER_WORDS, Reader, _low
from engine.words.textio import is_digits

# Short verbs at a line's start, with the words they stand for.
VERBS: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(("b", "b.", "bd", "bld", "bld.", "bld:", "b:"), ("build",)),
    **dict.fromkeys(("inv", "inv.", "invst"), ("invest",)),
    **dict.fromkeys(("blk", "blk.", "blkd", "blck", "bloc"), ("blockade",)),
    **dict.fromkeys(("atk", "att", "att.", "atk.", "atck"), ("attack",)),
    **dict.fromkeys(("cas", "cas.", "cas:", "cass", "casu"), ("casualties",)),
    **dict.fromkeys(("dow", "dow:", "dec", "decl"), ("declare", "war", "on")),
    **dict.fromkeys(("rc", "rch"), ("raise", "cheese")),
    "sie": ("siege",), "asl": ("assault",), "ret": ("retreat",),
}
# Short nouns anywhere in an order.
NOUNS = {"ch": "cheese", "ch.": "cheese", "chz": "cheese", "u": "units", "u.": "units", "gen": "General",
         "gen.": "General", "genl": "General", "f": "Frigates", "frigs": "Frigates",
         "gal": "Galleons", "gals": "Galleons"}
# Short forms of the units a count may be glued to ('8u', '2F', '3inf').
_GLUED = frozenset({"u", "f"} | {k for k in KINDS if k.isalpha()})
_POINTS_FILLER = frozenset(("to", "reach", "up", "spend", "until", "of"))      # 'TP: to 40 % spend' (German)
_DASHES = frozenset(("-", "--", "\u2013", "\u2014"))
_AND = frozenset(("+", "&", "w", "w/", "with", "and"))
_STAYS = frozenset("stays stay continues continue holds hold remains remain on".split())


def _written_out(words: list[str], low: list[str]) -> bool:
    """Whether a line is an order's own words already ('build 3 Infantry in 12', '4 units 15 -> 16')."""
    first = low[0]
    if not (first in _WRITTEN_OUT or is_digits(first) and len(low) > 1 and low[1] in _COUNTED) \
            or not _NOT_PLAIN.isdisjoint(low):
        return False
    if first == "build" and "in" not in low and "at" not in low or first == "invest" and "with" not in low:
        return False
    for w in words:
        if "+" in w or ">" in w and w != "->" or "-" in w and w != "->":
            return False
    return True


def _cut(word: str) -> list[str]:
    """'8u+Gen' -> ['8u', '+', 'Gen']; '11-8' -> ['11', '->', '8']; '24>14' -> ['24', '->', '14']."""
    if "+" in word and word.strip("+") == word:          # '8u+Gen'; not '+5 cheese with Stilwen'
        parts = word.split("+")
        out: list[str] = []
        for k, p in enumerate(parts):
            out += (["+"] if k else []) + ([p] if p else [])
        return [w for p in out for w in (_cut(p) if p != "+" else [p])]
    if ">" in word and word != "->" and word.strip(">-") == word:      # '24>14', 'Rubygate>Carmine'
        parts = word.split(">")
        if all(parts):
            return [w for k, p in enumerate(parts) for w in ((["->"] if k else []) + [p])]
    if "-" in word and word.strip("-") == word:
        parts = word.split("-")
        if len(parts) > 1 and all(is_digits(p) for p in parts):      # '11-8': map numbers only
            return [w for k, p in enumerate(parts) for w in ((["->"] if k else []) + [p])]
    return [word]


def _unglued(word: str) -> list[str]:
    """'8u' -> ['8', 'u'], '2F' -> ['2', 'F']: a count glued to its unit; the word as written otherwise."""
    k = 0
    while k < len(word) and word[k].isdigit():
        k += 1
    if 0 < k < len(word) <= k + 12 and word[k:].casefold() in _GLUED:
        return [word[:k], word[k:]]
    return [word]


def expand(words: list[str], nation: str, reader: Reader) -> list[str] | None:
    """The words with the shorthand written out; None for a line that gives no order ('blk 13 stays':
    the blockade there goes on). The words as written when they hold no shorthand."""
    if not words or len(words) > 16:
        return words
    low = _low(words)
    if _written_out(words, low):
        return words                            # most lines: an order's own words, nothing short in them
    cut: list[str] = []
    for w in words:                             # most words are plain: looked at no further
        if "+" in w or ">" in w or "-" in w or w[:1].isdigit() and not w.isdigit():
            cut += [p for c in _cut(w) for p in _unglued(c)]
        else:
            cut.append(w)
    low = _low(cut) if len(cut) != len(words) else low
    dashes = [k for k, w in enumerate(low) if w in _DASHES] if not _DASHES.isdisjoint(low) else []
    if dashes and "->" not in low and ("units" in low or "unit" in low or "u" in low):
        for k in reversed(dashes):              # 'The 3 units in Adoen Shore - to Republic Marsh'
            drop = 2 if low[k + 1:k + 2] in (["to"], ["into"]) else 1
            cut[k:k + drop] = ["->"]
        low = _low(cut)
    if len(cut) > 3 and low[0] in ("the", "our", "my") and (is_digits(low[1]) or low[1] in NUMBER_WORDS) \
            and "->" in low:
        cut, low = cut[1:], low[1:]             # 'the 6 units in Chance Hills -> Adoen Shore'
    first = VERBS.get(low[0])
    if first is not None and len(cut) > 1 and not (first == ("build",) and not is_digits(cut[1])):
        cut, low = [*first, *cut[1:]], [*first, *low[1:]]
    if not NOUNS.keys().isdisjoint(low):
        cut = [NOUNS.get(w, c) if k and (w not in ("f", "u") or is_digits(low[k - 1]) or low[k - 1] in _AND)
               else c for k, (c, w) in enumerate(zip(cut, low))]
        low = _low(cut)
    if is_digits(low[0]) and len(cut) > 3 and low[1] == "units" and low[2] in _AND and low[3] == "general":
        cut = [cut[0], "units", "and", "the", "General", *cut[4:]]      # '8u+Gen 11-8'
    shape = _SHAPES.get(low[0])
    return shape(cut, nation, reader) if shape is not None else cut


def _build(words: list[str], nation: str, reader: Reader) -> list[str]:
    """'build 3 inf 21', 'build 1 frig 24 -> 14': the 'in' put back after the type."""
    low = _low(words)
    if len(words) < 4 or "in" in low or "at" in low or not is_digits(low[1]):
        return words
    width = 2 if " ".join(low[2:4]) in KINDS else 1
    if " ".join(low[2:2 + width]) not in KINDS and " ".join(low[2:2 + width]).rstrip("s") not in KINDS:
        return words
    if low[2 + width:3 + width] in (["to"], ["for"], ["into"], ["->"], ["on"]):
        return words                            # 'build 1 Fort to Lowland Dairies': the build's own words
    return [*words[:2 + width], "in", *words[2 + width:]]


def _invest(words: list[str], nation: str, reader: Reader) -> list[str]:
    """'invest 5 ubl', 'invest 5 w maustria', 'invest 5 cheese trade crimsonia': in trade with a nation."""
    low = _low(words)
    if len(words) < 3 or "with" in low[2:] and "trade" in low or not is_digits(low[1]) or low[-1] == "trade":
        return words                            # 'invest 5 cheese in the Maustrian trade': the order's own words
    k = 2
    while k < len(low) and low[k] in ("cheese", "in", "the", "trade", "with", "w", "w/", "to", "into"):
        k += 1
    if k == len(low):
        return words
    return ["invest", words[1], "cheese", "in", "trade", "with", *words[k:]]


def _attack(words: list[str], nation: str, reader: Reader) -> list[str]:
    """'attack BER 51': the nation, then the sea it is attacked in."""
    low = _low(words)
    if len(words) < 3 or "in" in low:
        return words
    for n in (3, 2, 1):
        if 1 + n < len(words) and reader.names.is_region(" ".join(words[1 + n:])):
            return [*words[:1 + n], "in", *words[1 + n:]]
    return words


def _raise(words: list[str], nation: str, reader: Reader) -> list[str]:
    """'raise cheese 15' (from 'raise ch 15')."""
    low = _low(words)
    if len(words) > 2 and low[1] == "cheese" and low[2] not in ("in", "at", "of", "production", "by"):
        return [*words[:2], "in", *words[2:]]
    return words


def _points(words: list[str], nation: str, reader: Reader) -> list[str]:
    """'TP 40', 'TP 40%', 'TP: 50': spend TP to reach that percent."""
    said = [w for w in words[1:] if w not in (":", "%", "=") and w.casefold() not in _POINTS_FILLER]
    if len(said) == 1 and is_digits(said[0]) and len(said[0]) <= 3:
        return ["spend", "TP", "to", "reach", said[0], "%"]
    if len(said) == 1 and said[0].casefold() in ("0", "none", "no", "nil", "-"):
        return ["spend", "no", "TP"]
    return words


def _blockade(words: list[str], nation: str, reader: Reader) -> list[str] | None:
    """'blockade 13 stays': the blockade the writer's fleet keeps there goes on (no order); refused when
    there is none."""
    low = _low(words)
    if len(words) < 3 or low[-1] not in _STAYS or "with" in low:
        return words
    sea = reader.region(words[1:-1] if low[-2] not in _STAYS else words[1:-2])
    fleets = getattr(reader.names.state, "fleets", ())
    if any(f.at == sea and f.blockade and f.nation == nation for f in fleets):
        return None
    raise NotUnderstood(f"no blockade of yours in {sea} to keep: write 'blockade {sea}' to lay one")


def _declare(words: list[str], nation: str, reader: Reader) -> list[str]:
    """'declare war on MAU' (from 'dow MAU'); 'declare war MAU'."""
    low = _low(words)
    if len(words) > 2 and low[1] == "war" and low[2] not in ("on", "against"):
        return [*words[:2], "on", *words[2:]]
    return words


def _ally(words: list[str], nation: str, reader: Reader) -> list[str]:
    """'ally STI', 'ally w stilwen': ally with a nation."""
    low = _low(words)
    if len(words) > 1 and low[1] in ("w", "w/"):
        return ["ally", "with", *words[2:]]
    if len(words) > 1 and "with" not in low:           # not 'ally ourselves with Stilwen'
        return ["ally", "with", *words[1:]]
    return words


# Lines starting so, holding none of the short words, are written out already ('4 units 15 -> 16' starts
# with a count and is looked at whole).
_WRITTEN_OUT = frozenset("build invest siege assault spend casualties declare make found retreat break cede pay join "
                         "leave sway end lift".split())
_NOT_PLAIN = frozenset(NOUNS) | {"-", "--", "\u2013", "\u2014"}
_COUNTED = frozenset("units unit frigates frigate galleons galleon".split())

_SHAPES = {"build": _build, "invest": _invest, "attack": _attack, "raise": _raise, "tp": _points,
           "tps": _points, "blockade": _blockade, "declare": _declare, "ally": _ally}
