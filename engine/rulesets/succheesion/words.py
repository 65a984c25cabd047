"""The words of an order line: cut into words, numbers, amounts of cheese, unit types, and the
region and nation names inside them. No pattern backtracks: reading is linear in the line."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.errors import NotUnderstood
from engine.words.textio import is_digits

if TYPE_CHECKING:
    from engine.words.reading import Names

KINDS = {
    "militia": "Militia", "militias": "Militia", "infantry": "Infantry", "line": "Infantry",
    "line infantry": "Infantry", "light infantry": "Light Infantry", "guard": "Guard Infantry",
    "guards": "Guard Infantry", "guard infantry": "Guard Infantry", "cavalry": "Cavalry", "cav": "Cavalry",
    "heavy cavalry": "Heavy Cavalry", "heavy cav": "Heavy Cavalry", "artillery": "Artillery",
    "frigate": "Frigate", "frigates": "Frigate", "galleon": "Galleon", "galleons": "Galleon",
    "fort": "Fort", "forts": "Fort",
    # short forms and common misspellings players write
    "inf": "Infantry", "inf.": "Infantry", "infs": "Infantry", "infantery": "Infantry", "infantary": "Infantry",
    "infanty": "Infantry", "infantrie": "Infantry", "li": "Light Infantry", "light inf": "Light Infantry",
    "lt inf": "Light Infantry", "gi": "Guard Infantry", "guard inf": "Guard Infantry", "cav.": "Cavalry",
    "cavalery": "Cavalry", "calvary": "Cavalry", "hc": "Heavy Cavalry", "hvy cav": "Heavy Cavalry",
    "heavy cav.": "Heavy Cavalry", "art": "Artillery", "art.": "Artillery", "arty": "Artillery",
    "artilery": "Artillery", "mil": "Militia", "militias.": "Militia", "milita": "Militia", "militas": "Militia",
    "milita.": "Militia", "gds": "Guard Infantry", "gds.": "Guard Infantry", "gd": "Guard Infantry",
    # the game's own types in French, Spanish, Italian and German ('Construir 1 fragata en ...', '1 milizia a ...')
    **dict.fromkeys("fragata fragatas frégate frégates fregate fregata fregatte fregatten".split(), "Frigate"),
    **dict.fromkeys("galion galions galeón galeon galeones galeone galeoni galeere galeeren".split(), "Galleon"),
    **dict.fromkeys("milice milices milicia milicias milizia milizie miliz milizen".split(), "Militia"),
    "frig": "Frigate", "frig.": "Frigate", "frigs": "Frigate", "gall": "Galleon", "gall.": "Galleon",
    "gal": "Galleon", "gal.": "Galleon", "galls": "Galleon", "gals": "Galleon",
}
# Short forms of 'build' ('bld 1 Inf in 33', 'b. 2 Inf in 1').
BUILD_SHORT = frozenset("bld bld. blds b. bd bd. bld: b:".split())
KIND_ORDER = ("Militia", "Infantry", "Light Infantry", "Guard Infantry", "Cavalry", "Heavy Cavalry", "Artillery")
ARROWS = ("->", "→", "=>", "—>", "-->")
NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
                "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "dozen": 12}
FILLER = {"the", "my", "our", "region", "sea", "province"}
FORCES = {"fleet", "fleets", "ships", "navy", "army", "armies", "squadron", "forces"}


_MARKS = tuple((mark, f" {mark} ") for mark in (",", ":", ";", "%", "(", ")"))


def words_of(line: str) -> list[str]:
    """A line cut into words; arrows, commas, colons and % are words of their own."""
    text = line.split("#", 1)[0] if "#" in line else line
    if "//" in text:
        text = text.split("//", 1)[0]
    if ">" in text or "\u2192" in text:          # every arrow holds one of them
        for arrow in ARROWS:
            text = text.replace(arrow, " -> ")
    for mark, spaced in _MARKS:
        if mark in text:
            text = text.replace(mark, spaced)
    words = text.split()
    while words and words[0] in ("-", "*", "•") or (words and is_digits(words[0][:-1]) and words[0][-1:] in ".)"
                                                      and len(words) > 1 and not is_digits(words[1][0])):
        words = words[1:]
    while words and words[-1] in (".", "!", ";"):
        words = words[:-1]
    if words:
        words[-1] = words[-1].rstrip(".!")
    return [w for w in words if w]


def _low(words: Sequence[str]) -> list[str]:
    return [w.casefold() for w in words]


def _index(words: Sequence[str], word: str, start: int = 0) -> int:
    for i in range(start, len(words)):
        if words[i].casefold() == word:
            return i
    return -1


def _count(word: str, what: str) -> int:
    w = word.casefold()
    if w in NUMBER_WORDS:
        return NUMBER_WORDS[w]
    if not (w.isascii() and w.isdigit()) or len(w) > 6:
        raise NotUnderstood(f"{word!r} is not a number of {what}")
    if int(w) < 1:
        raise NotUnderstood(f"order at least one of the {what}")
    return int(w)


def cheese_amount(word: str) -> int:
    """'5' or '2.5' cheese -> hundredths."""
    whole, _, frac = word.partition(".")
    if not is_digits(whole) or len(whole) > 7 or (frac and (not is_digits(frac) or len(frac) > 2)):
        raise NotUnderstood(f"{word!r} is not an amount of cheese (write 5 or 2.50)")
    return int(whole) * 100 + (int(frac.ljust(2, "0")) if frac else 0)


def kind_of(words: Sequence[str]) -> str:
    text = " ".join(_low(words))
    if text.endswith("s") and text not in KINDS and text[:-1] in KINDS:
        text = text[:-1]
    if text not in KINDS:
        raise NotUnderstood(f"{' '.join(words)!r} is not a unit type; the types are "
                            "Militia, Infantry, Light Infantry, Guard Infantry, Cavalry, Heavy Cavalry, "
                            "Artillery, Frigate, Galleon and Fort")
    return KINDS[text]


class Reader:
    """Region and nation names inside a line's words."""

    def __init__(self, names: Names):
        self.names = names

    def region(self, words: Sequence[str]) -> str:
        """The region the words name: as written first ("Fondue Sea" is a sea's name), else without
        the filler words around it ("the sea 13", "my region 12")."""
        bare = [w for w in words if w.casefold() not in FILLER] or list(words)
        if len(bare) != len(words):
            try:
                return self.names.region(" ".join(words))
            except NotUnderstood:
                pass
        try:
            return self.names.region(" ".join(bare))
        except NotUnderstood:
            found = self._short_region(bare)
            if found is None:
                raise
            return found

    def pacts(self) -> tuple[str, ...]:
        """The names of the pacts the game has ('Republican League')."""
        return tuple(getattr(self.names.state, "pacts", {}) or ())

    def nation(self, words: Sequence[str]) -> str:
        if not words:
            raise NotUnderstood("a nation's name is missing")
        try:
            return self.names.nation(" ".join(words))
        except NotUnderstood:
            found = self._adjective(words) or self._short_nation(words)
            if found is None:
                raise
            return found

    def _short_nation(self, words: Sequence[str]) -> str | None:
        """'BER', 'ubl', 'MAU': the first letters of one nation's name (three or more); asked when they
        begin several names of the map or its nations."""
        if len(words) != 1 or not (3 <= len(words[0]) <= 6) or not words[0].isalpha():
            return None
        short = words[0].casefold()
        nations = [n.name for n in getattr(self.names.state, "nations", ())]
        found = [n for n in nations if n.casefold().startswith(short)]
        if len(found) > 1:
            raise NotUnderstood(f"{words[0]!r} may be {' or '.join(found)}: write the name")
        return found[0] if found else None

    def _short_region(self, words: Sequence[str]) -> str | None:
        return short_region(self.names, words)

    def _adjective(self, words: Sequence[str]) -> str | None:
        """'the Maustrian fleet', 'Stilwenese ships': a nation by its adjective, when the nation's
        name is the adjective less its ending (-n, -ian, -ese, -ish)."""
        bare = [w for w in words if w.casefold() not in FILLER | FORCES]
        if len(bare) != 1:
            return None
        word = bare[0]
        for ending in ("ian", "ese", "ish", "n"):
            if word.casefold().endswith(ending) and len(word) > len(ending) + 2:
                found = self.names.known_nation(word[:-len(ending)])
                if found:
                    return found
        return None

    def path(self, words: Sequence[str]) -> tuple[str, ...]:
        parts: list[list[str]] = [[]]
        for w in words:
            if w == "->":
                parts.append([])
            else:
                parts[-1].append(w)
        if any(not p for p in parts):
            raise NotUnderstood("a region is missing in the path (write 15 -> 16 -> 17)")
        return tuple([self.region(p) for p in parts])


def _after(words: Sequence[str], *lead: str) -> list[str] | None:
    """The words after the leading words `lead` (case ignored), or None if the line does not start so."""
    low = _low(words[:len(lead)])
    return list(words[len(lead):]) if low == list(lead) else None


def short_region(names: Names, words: Sequence[str]) -> str | None:
    """'stilton' for Stilton Sound, 'the Cove' for Pirate Cove, 'the Keep's' for Crimson Keep: one word of
    one region's name of several words, when no other region's name holds it nor a nation's begins so
    (else asked); None when no region's name holds it."""
    if len(words) != 1:
        return None
    said = words[0].removesuffix("'s").removesuffix("\u2019s")
    if len(said) < 4 or not said.isalpha():
        return None
    short = said.casefold()
    board = names.board
    found = [r for r in board.regions if " " in board.name(r) and short in board.name(r).casefold().split(" ")]
    if not found:
        return None
    nations = [n.name for n in getattr(names.state, "nations", ()) if n.name.casefold().startswith(short)]
    if len(found) > 1 or nations:
        named = [board.name(r) for r in found] + nations
        raise NotUnderstood(f"{words[0]!r} may be {' or '.join(named)}: write the name")
    return found[0]
