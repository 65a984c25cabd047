"""The veteran's shorthand of Succheesion orders, written out in full before a line is read:
'bld 3 inf 21', 'b 1 HC 15', 'bld 1 frig 24>14', '8u+Gen 11-8', '2F 52>50>51', 'atk BER 51',
'inv 5 ubl', 'raise ch 15', 'TP 40', 'cas mil', 'blk 13 stays', 'dow MAU'. Short verbs and nouns
are tables; a count glued to its unit ('8u', '2F') is cut; places joined by '-' or '>' are a route;
the words each order leaves out ('in', 'with', 'cheese', 'to reach ... %') are put back by the
order's shape. Nation and region short names are the Reader's (words.py). One pass over the words."""

from __future__ import annotations

from engine.errors import NotUnderstood
from engine.words.abbreviations import names_a_place
from engine.rulesets.succheesion.words import KINDS, NUMBER_WORDS, Reader, _low
from engine.words.textio import is_digits
from engine.rulesets.succheesion.veteran_routes import counted_after

# Short verbs at a line's start, with the words they stand for.
VERBS: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(("b", "b.", "bd", "bld", "bld.", "bld:", "b:"), ("build",)),
    **dict.fromkeys(("inv", "inv.", "invst"), ("invest",)),
    **dict.fromkeys(("blk", "blk.", "blkd", "blck", "bloc"), ("blockade",)),
    **dict.fromkeys(("atk", "att", "att.", "atk.", "atck"), ("attack",)),
    **dict.fromkeys(("cas", "cas.", "cas:", "cass", "casu"), ("casualties",)),
    **dict.fromkeys(("dow", "dow:", "dec", "decl"), ("declare", "war", "on")),
    **dict.fromkeys(("rc", "rch"), ("raise", "cheese")),
    "sie": ("siege",), "asl": ("assault",), "ret": ("retreat",), "war": ("declare", "war"),
}
# Short nouns anywhere in an order.
NOUNS = {"g": "General", "@": "at", "ch": "cheese", "ch.": "cheese", "chz": "cheese", "u": "units", "u.": "units", "gen": "General",
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
    if 0 < k == len(word) - 1 and word[k:].casefold() in _GLUED_KINDS:
        return [word[:k], _GLUED_KINDS[word[k:].casefold()]]     # '1A': one Artillery
    return [word]


def _verb_glued(word: str) -> list[str]:
    """'b2I' -> ['b', '2', 'inf'], 'b1cav29' -> ['b', '1', 'cav', '29'], 'TP40' -> ['TP', '40']: a short verb
    with its count, unit and place typed as one word; the word as written otherwise."""
    parts: list[str] = []
    for ch in word:
        if parts and parts[-1][-1:].isdigit() == ch.isdigit():
            parts[-1] += ch
        else:
            parts.append(ch)
    head = parts[0].casefold()
    if len(parts) < 2 or len(parts) > 4 or not (head in VERBS or head == "tp") or not is_digits(parts[1]):
        return [word]
    if head == "tp":
        return parts if len(parts) == 2 else [word]
    kinds = [_GLUED_KINDS.get(p.casefold(), p) for p in parts[2:3]]
    if kinds and kinds[0].casefold() not in _GLUED:
        return [word]
    return [parts[0], parts[1], *kinds, *parts[3:]]


# Unit letters a glued build may end with ('b2I': two Infantry).
_GLUED_KINDS = {"i": "inf", "c": "cav", "m": "mil", "a": "art"}


def is_glued_count(word: str) -> bool:
    """'8u', '2F', '1A': a count glued to its unit, which opens an order in a list ('b 2GI 21, 1A 22')."""
    return word[:1].isdigit() and len(_unglued(word)) == 2


def opens_short(low: list[str]) -> bool:
    """Whether words open with a short verb and a count, apart or glued ('b 2GI 21', 'b2I 12', 'b9x 21'): an
    order typed short, read or refused, never talk."""
    if len(low) > 1 and low[0] in VERBS and low[1][:1].isdigit():
        return True
    head = low[0] if low else ""
    k = next((i for i, ch in enumerate(head) if ch.isdigit()), 0)
    return k > 0 and head[:k] in VERBS


def unglued_count(text: str) -> str:
    """The text with the count glued to its unit at its start cut ('1A 22' -> '1 art 22')."""
    head, _, rest = text.partition(" ")
    return " ".join((*_unglued(head), rest)).strip() if is_glued_count(head) else text


def expand(words: list[str], nation: str, reader: Reader) -> list[str] | None:
    """The words with the shorthand written out; None for a line that gives no order ('blk 13 stays':
    the blockade there goes on). The words as written when they hold no shorthand."""
    if not words or len(words) > 16:
        return words
    low = _low(words)
    if _written_out(words, low):              # most lines: an order's own words, nothing short in them
        return _two_for_to(words, low, reader) if "2" in low[3:] and "->" not in low and "to" not in low else words
    cut: list[str] = []
    for w in words:                             # most words are plain: looked at no further
        if "@" in w and w.strip("@") == w:         # 'b3i@1', 'b1F@2>50': glued to 'at' too
            head, _, tail = w.partition("@")
            cut += [*_verb_glued(head), "@", *(p for c in _cut(tail) for p in _unglued(c))]
        elif "+" in w or ">" in w or "-" in w or w[:1].isdigit() and not w.isdigit():
            cut += [p for c in _cut(w) for p in _unglued(c)]
        elif w[:1].isalpha() and w[-1:].isalnum() and not w.isalpha():
            cut += _verb_glued(w)               # 'b2I', 'b1cav29', 'TP40'
        else:
            cut.append(w)
    if ">" in low[1:-1]:
        cut = [c if c != ">" or not k or k == len(cut) - 1 else "->" for k, c in enumerate(cut)]   # 'oasis > steppe gate'
    low = _low(cut) if len(cut) != len(words) or ">" in low else low
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
        cut = [NOUNS.get(w, c) if k and (w not in ("f", "u", "g") or is_digits(low[k - 1]) or low[k - 1] in _AND)
               and not (w == "g" and not low[k - 1] in _AND) else c for k, (c, w) in enumerate(zip(cut, low))]
        low = _low(cut)
    if is_digits(low[0]) and len(cut) > 3 and low[1] == "units" and low[2] in _AND and low[3] == "general":
        cut = [cut[0], "units", "and", "the", "General", *cut[4:]]      # '8u+Gen 11-8'
    elif is_digits(low[0]) and len(cut) > 3 and low[1] in _AND and low[2] == "general":
        cut = [cut[0], "units", "and", "the", "General", *cut[3:]]      # '8+G 11-10-6'
    if "->" in low and (is_digits(low[0]) or low[0] in ("f", "g", "gal", "frig", "frigs", "gals")):
        cut = counted_after(cut, low, nation, reader.names.state)     # '9>8>20 x4', '38-40 (4)', 'F 51-61-60'
        low = _low(cut)
    if "2" in low[3:] and is_digits(low[0]) and "->" not in low and "to" not in low:
        cut = _two_for_to(cut, low, reader)     # '4 units manarth hold 2 honour peak', '4 frm rubygate 2 carmine'
        low = _low(cut)
    shape = _SHAPES.get(low[0])
    return shape(cut, nation, reader) if shape is not None else cut


def _two_for_to(cut: list[str], low: list[str], reader: Reader) -> list[str]:
    """A count's march typed as a text message, '2' for 'to' between two places ('4 units manarth hold 2 honour
    peak'): only when the words on each side of it are a place and nothing else."""
    first = 2 if low[1] in ("units", "u", "unit", "from", "frm") else 0
    if not first:
        return cut
    if low[1] in ("from", "frm"):
        first = 2
    for k in range(first + 1, len(low) - 1):
        if low[k] == "2" and reader.names.is_region(" ".join(cut[first:k])) and \
                reader.names.is_region(" ".join(cut[k + 1:])):
            return [cut[0], "units", *cut[first:k], "->", *cut[k + 1:]]
    return cut


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
        if 1 + n < len(words) and names_a_place(reader.names, " ".join(words[1 + n:])):     # 'atk BER BB'
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


# Words an order opens with, written out ('build', 'declare') or short ('b', 'atk', 'cas', 'TP').
_OPENERS = frozenset(VERBS) | _WRITTEN_OUT | frozenset(("tp", "raise", "attack", "blockade", "ally", "peace", "war",
                                                          "f", "g"))
_MOST_SLASHED = 8


def slashed(line: str) -> str:
    """'atk MAU 13 / 4u 1>4>6 / b2I 12', 'TP40 / cas Mil', 'cas mil | TP 40', '4u 42>15 · 6u 16>17': orders typed
    one after another with a slash, a bar or a dot between them, each then read by itself ('; '); the line as
    written when a part after one opens no order ('casualties: Militia / Infantry first') or the line is a
    table's row ('| march | 4 | ...')."""
    if "/" not in line and "|" not in line and ". " not in line and "\u00b7" not in line and "\u2022" not in line:
        return line                     # most lines: no mark between orders
    mark = next((m for m in _MARKS_BETWEEN if m in line), None)
    if mark is None or line.lstrip()[:1] == "|":
        return line
    parts = line.split(mark)
    if len(parts) > _MOST_SLASHED:
        return line
    if mark == ". " and (not _CORRECTING.isdisjoint(line.casefold().replace(",", " ").split()) or not any(
            p.lstrip()[:1].isdigit() or p.lstrip()[:1] == "+" or p.split(" ", 1)[0].casefold() in VERBS for p in parts)):
        return line                     # sentences: read as sentences, corrections and all ('Build 2. No, 3.')
    for part in parts[1:]:
        first = part.split(" ", 1)[0]
        low = first.casefold().lstrip("+")
        if not (low in _OPENERS or low[:1].isdigit() or _verb_glued(first) != [first]):
            return line
    return "; ".join(parts)


_CORRECTING = frozenset("no not instead actually cancel scratch ignore nah nope make rather".split())
_MARKS_BETWEEN = (" // ", " / ", " | ", " \u00b7 ", " \u2022 ", ". ")


def glued_opens(word: str) -> bool:
    """Whether a word is a short verb glued to its count ('b3i@1', 'b1F@2>50', 'inv5'): it opens an order."""
    return opens_short([word.casefold()]) and not word.isalpha()
