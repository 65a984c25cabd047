"""Reading the orders that raise and reorganise divisions: builds ("Build two infantry divisions
in Paris"), transfers ("transfer 2 infantry from A to B") and merges ("Merge corps G and H into
G", read as the transfers it makes, from the corps as they stand)."""

from __future__ import annotations

from engine.words import patterns as re        # its compile() waits for first use

from engine.errors import NotUnderstood, ambiguous
from engine.words.lexicon import closest_word
from engine.words.reading import number, split_list
from engine.rulesets.napoleonic.orders import Build, Transfer
from engine.rulesets.napoleonic.syntax_moves import without_after
from engine.rulesets.napoleonic.units import ARTILLERY, CAVALRY, INFANTRY, SCOUT, SQUADRON, NapoleonicState
from engine.rulesets.napoleonic.writing import kinds_text
from engine.words.textio import is_digits

KIND_WORDS = {
    "infantry": INFANTRY, "inf": INFANTRY, "infantries": INFANTRY, "foot": INFANTRY,
    "cavalry": CAVALRY, "cav": CAVALRY, "cavalries": CAVALRY, "horse": CAVALRY,
    "artillery": ARTILLERY, "art": ARTILLERY, "arty": ARTILLERY, "artilleries": ARTILLERY, "guns": ARTILLERY,
    "scouting cavalry": SCOUT, "scout": SCOUT, "scouts": SCOUT, "scouting cav": SCOUT,
    "squadron": SQUADRON, "squadrons": SQUADRON, "sq": SQUADRON, "sqn": SQUADRON, "sqd": SQUADRON, "sqdn": SQUADRON,
    "sqns": SQUADRON, "sqds": SQUADRON, "ship": SQUADRON, "ships": SQUADRON,
}
_UNIT_NOUNS = {"division", "divisions", "unit", "units", "regiment", "regiments", "battery", "batteries", "new", "fresh",
               "additional", "extra", "more", "x"}
# 'a pair of squadrons', 'a couple of cavalry divisions': a count said in words
_PAIRS = {("a", "pair", "of"): 2, ("a", "couple", "of"): 2, ("a", "single"): 1, ("one", "single"): 1}

_LETTER = r"[A-Z]{1,3}"
# 'Split off 2 infantry from B into a new corps H', 'Detach 2 infantry from C to form corps F at Königsberg'
TRANSFER = re.compile(rf"^(?:transfer|move|detach|split off|splits off|shift|send)s? (?:(\w+) )?(?:({'|'.join(KIND_WORDS)}) )?"
                      rf"(?:divisions? )?from (?:corps )?({_LETTER}) (?:to|into|to form|forming) (?:a )?(?:new )?"
                      rf"(?:corps )?({_LETTER})(?: (?:at|in) [^,;]{{1,60}})?$", re.IGNORECASE)
MERGE = re.compile(r"^(?:merge|combine|join)s? (?:corps )?(.+?)(?: (into|to|with) (?:corps )?([A-Za-z]{1,3}))?$",
                   re.IGNORECASE)


def build(m, nation, names) -> list[Build]:
    """'build 2 infantry, cavalry in Paris', 'Build two infantry divisions in Paris and 1 cavalry in
    Lyon' (two builds); 'build 2 infantry in Paris and Lyon' is refused: in each, or in all?"""
    builds: list[Build] = []
    kinds: list[str] = []
    for segment in split_list(m.group(1)):
        at = segment.replace(" @ ", " in ")
        words = at.split(" ")
        place = next((i for i, w in enumerate(words) if w.casefold() in ("in", "at") and i > 0), None) \
            if " in " in at.casefold() or " at " in at.casefold() else _for_a_sea(words, names)    # '... for the North Sea'
        if place is None:                       # 'bld 2 inf Vienna', '1x cav Old Castile': the place after the unit
            words, place = _place_after_unit(words, names)
        if place is None and not kinds and builds and names.is_region(segment):
            last = builds[-1]
            raise ambiguous(m.group(0), f"{kinds_text(last.kinds)} in each of {names.board.name(last.where)} "
                            f"and {segment}", f"{kinds_text(last.kinds)} in all, split between them")
        said = " ".join(words[:place]) if place is not None else segment
        kinds += _another(said, builds, kinds) or _more_of(said, builds, kinds) or _kinds(said)
        if place is not None:
            where_words = " ".join(words[place + 1:])
            builds.append(_one_build(kinds, nation, _where_built(where_words, nation, names)))
            kinds = []
    if kinds or not builds:
        raise NotUnderstood("say where to build: 'build 2 infantry in Paris'")
    return builds


def counted_at_places(text: str, names) -> bool:
    """Whether every item of a list is a count, a unit word and a place right after it, with no verb ('1 cav
    Picardy', '2 inf moscow, 1 art st petersburg'): a build is the only order such a list can be."""
    segments = split_list(text)
    return bool(segments) and all(_place_after_unit(segment.split(" "), names)[1] is not None
                                  or _placed_in(segment.split(" "), names) for segment in segments)


def _placed_in(words: list[str], names) -> bool:
    """Whether the words are a count, a unit word, 'in' or 'at' and a place written in lower case ('1 inf in
    smyrna'): a capital after 'in' is found by the pattern already."""
    at = next((k for k in range(1, min(4, len(words))) if words[k].casefold() in ("in", "at")), None)
    if at is None or at + 1 >= len(words) or not words[at + 1][:1].islower() or words[at + 1] == "the" \
            or not names.is_region(" ".join(words[at + 1:])):
        return False                    # ('in the English Channel': the pattern's, or the nation's units there)
    try:
        _kinds(" ".join(words[:at]))
    except NotUnderstood:
        return False
    return True


def _place_after_unit(words: list[str], names) -> tuple[list[str], int | None]:
    """The words with 'in' put between the units and the place that follows them, when the last words
    name a place and the first are a count and a unit word ('2 inf Vienna'); (words, None) otherwise."""
    for k in range(1, min(4, len(words))):
        if names.is_region(" ".join(words[k:])):
            try:
                _kinds(" ".join(words[:k]))
            except NotUnderstood:
                continue
            return [*words[:k], "in", *words[k:]], k
    return words, None


def _for_a_sea(words: list[str], names) -> int | None:
    """Where 'for' names the sea squadrons are built in ('2 squadrons for the North Sea'); None otherwise."""
    at = next((i for i, w in enumerate(words) if w.casefold() == "for" and i > 0), None)
    if at is None or not names.is_region(" ".join(words[at + 1:])):
        return None
    return at if names.board[names.region(" ".join(words[at + 1:]))].is_sea else None


def _where_built(text: str, nation: str, names) -> str:
    """Where a build is said to be; a short form that fits several places ('Gal': Galicia or Galway) is the one
    of them that is a home province of the nation, where alone it may build; none or several: refused as before."""
    try:
        return _where(text, names)
    except NotUnderstood as e:
        short = "".join(ch for ch in text.casefold() if ch.isalpha())
        home = names.state.nation(nation).home if isinstance(names.state, NapoleonicState) else ()
        if "may be" not in e.reason or not 3 <= len(short) <= 5 or not text.strip()[:1].isupper():
            raise
        fits = {p for p in home if any("".join(ch for ch in n.casefold() if ch.isalpha()).startswith(short)
                                       for n in (names.board[p].name, *names.board[p].attributes.get("aliases", ())))}
        if len(fits) != 1:
            raise
        return next(iter(fits))


def _where(text: str, names) -> str:
    """The province of 'in Hungary at Buda', 'at Buda in Hungary': both names of one place, or the land and
    the town in it; two places apart are refused (which is meant?). Words after it that change nothing
    ('at Sofia this winter') are left out."""
    if not names.is_region(text):
        text = without_after(text)          # 'at Sofia this winter'
    if names.is_region(text):
        return names.region(text)
    low = text.casefold()
    for sep in (" at ", " in "):
        cut = low.find(sep)
        if cut > 0 and names.is_region(text[:cut]) and names.is_region(text[cut + len(sep):]):
            first, second = names.region(text[:cut]), names.region(text[cut + len(sep):])
            if first != second:
                raise NotUnderstood(f"{text!r} names two places, {names.board.name(first)} and "
                                    f"{names.board.name(second)}: build in which?")
            return first
    return names.region(text)


def _more_of(said: str, builds: list[Build], kinds: list[str]) -> list[str]:
    """'2 infantry at Berlin and one in Breslau', '... and two more in Silesia': a count alone is more of the
    one kind built just before; refused when that build holds several kinds (of which?)."""
    words = said.removeprefix("then ").removeprefix("and ").split(" ")
    if words[-1:] == ["more"]:
        words = words[:-1]
    if len(words) != 1 or kinds or not builds:
        return []
    count = number(words[0], "a number of units")
    if count is None:
        return []
    if len(set(builds[-1].kinds)) != 1:
        raise NotUnderstood(f"{said!r}: of which? the build before is {kinds_text(builds[-1].kinds)}: write the unit")
    if not 1 <= count <= 99:
        raise NotUnderstood(f"{count} is not a number of units one can build")
    return [builds[-1].kinds[0]] * count


ANOTHER = frozenset(("another", "another one", "one more", "another division", "one more division"))


def _another(said: str, builds: list[Build], kinds: list[str]) -> list[str]:
    """'one infantry division in Naples and another in Apulia': one more of the kind built before;
    refused when the build before holds several kinds (another of which?)."""
    said = said.removeprefix("then ").removeprefix("and ")        # 'Build 2 inf in Paris, then another in Brittany'
    if said.casefold() not in ANOTHER:
        return []
    if kinds or not builds:
        raise NotUnderstood(f"{said!r}: another of what? write the unit ('1 infantry in Apulia')")
    if len(set(builds[-1].kinds)) != 1:
        raise NotUnderstood(f"{said!r}: another of which? the build before is {kinds_text(builds[-1].kinds)}: "
                            "write the unit")
    return [builds[-1].kinds[0]]


def _one_build(kinds: list[str], nation: str, where: str) -> Build:
    if SQUADRON in kinds and len(set(kinds)) > 1:
        raise NotUnderstood("squadrons are built in a sea and divisions in a province: use two lines")
    # One build whatever order its kinds are written in ('1 cav, 2 inf' is '2 infantry, cavalry').
    return Build(nation=nation, kinds=tuple(sorted(kinds, key=lambda k: _KIND_RANK.get(k, 9))), where=where)


_KIND_RANK = {k: i for i, k in enumerate((INFANTRY, CAVALRY, ARTILLERY, SCOUT, SQUADRON))}


def _kinds(text: str) -> list[str]:
    words = [w for w in text.split(" ") if w]
    glued = words[0].casefold().partition("x") if words else ("", "", "")
    if glued[1] and is_digits(glued[0]) and glued[2].isalpha():
        words = [glued[0], glued[2], *words[1:]]     # 'bld 2xinf Moscow'
    if words and is_digits(words[0][:-1]) and words[0][-1:] in ("x", "X"):
        words[0] = words[0][:-1]                   # 'Build 2x infantry'
    count, words = _counted(words)
    while words and words[-1].casefold() in _UNIT_NOUNS:
        words = words[:-1]
    while words and words[0].casefold() in _UNIT_NOUNS:
        words = words[1:]
    said = " ".join(words).casefold()
    kind = KIND_WORDS.get(said)
    if kind is None and " " not in said:
        fixed = closest_word(said, KIND_WORDS)     # 'artilery': a unit word misspelt, one reading only
        kind = KIND_WORDS[fixed] if fixed else None
    if kind is None:
        raise NotUnderstood(f"{text.strip()!r} is not a unit: write infantry, cavalry, artillery, "
                            "scouting cavalry or squadron, with a number in front for several")
    count = 1 if count is None else count
    if count < 1 or count > 99:
        raise NotUnderstood(f"{count} is not a number of units one can build")
    return [kind] * count


_GLUED_KIND = {"i": "inf", "c": "cav", "a": "art"}     # 'xfer 1c A->C': a count run into its arm's letter


def transfer(m, nation, names) -> Transfer:
    said, kind_word = m.group(1), m.group(2)
    if said and not kind_word and said[:-1].isdigit() and said[-1:].casefold() in _GLUED_KIND:
        said, kind_word = said[:-1], _GLUED_KIND[said[-1:].casefold()]
    count = number(said, "a number of divisions") if said else None
    kind_word = kind_word or (said if count is None else None)
    if kind_word is None or kind_word.casefold() not in KIND_WORDS:
        raise NotUnderstood("say which divisions: 'transfer 2 infantry from A to B'")
    kind = KIND_WORDS[kind_word.casefold()]
    if kind == SQUADRON:
        raise NotUnderstood("squadrons are not part of corps")
    count = 1 if count is None else count
    if count < 1:
        raise NotUnderstood("transfer at least one division")
    return Transfer(nation=nation, count=count, kind=kind, source=m.group(3).upper(), target=m.group(4).upper())


def merge(m, nation, names) -> list[Transfer]:
    """'Merge corps G and H into G': every division of H passes to G."""
    letters = [x.strip().upper() for x in split_list(m.group(1).replace("corps ", "").replace("Corps ", ""))]
    target = (m.group(3) or "").upper()
    if not target or m.group(2).casefold() == "with":
        if len(letters) == 1 and target:
            letters.append(target)
        if len(letters) != 2:
            raise NotUnderstood("write 'merge corps G and H into G'")
        a, b = letters
        raise ambiguous(m.group(0), f"merge {b} into {a}", f"merge {a} into {b}")
    state = names.state
    moves = []
    for letter in letters:
        if letter == target:
            continue
        corps = state.find_corps(nation, letter) if isinstance(state, NapoleonicState) else None
        if corps is None:
            raise NotUnderstood(f"{nation} has no corps {letter}")
        for kind, count in ((INFANTRY, corps.infantry), (CAVALRY, corps.cavalry), (ARTILLERY, corps.artillery),
                            (SCOUT, int(corps.scout))):
            if count:
                moves.append(Transfer(nation=nation, count=count, kind=kind, source=letter, target=target))
    if not moves:
        raise NotUnderstood(f"nothing to merge into {target}")
    return moves


def _counted(words: list[str]) -> tuple[int | None, list[str]]:
    """The count in front of a unit's words and the words after it: '2', 'two', 'a pair of', 'a single', and
    'divisions of' after it ('two divisions of infantry' is 2 infantry)."""
    low = [w.casefold() for w in words[:3]]
    said = next(((n, len(k)) for k, n in _PAIRS.items() if tuple(low[:len(k)]) == k), None)
    count: int | None
    if said is not None:
        count, words = said[0], words[said[1]:]
    else:
        count = number(words[0], "a number of units") if words else None
        words = words[1:] if count is not None else words
    while words and words[0].casefold() in _UNIT_NOUNS:
        words = words[1:]
    if len(words) >= 2 and words[0].casefold() == "of":
        words = words[1:]                           # '... divisions of infantry'
    return count, words
