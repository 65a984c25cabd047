"""EiA moves written short, without the strict form's colon or 'corps' word: 'I Bdbg-Sax', 'Cav I
Lorr-Als', 'Corps I to Württemberg', 'Corps I marches Bavaria - Tyrol', 'I corps -> Württemberg',
'Flt Channel: ...'; the unit is found among the power's corps and fleets, its start where it stands
when the route does not name it; a short form of several places is refused naming them. Also says
whether a line that does not read opens with a unit or a route (never chatter). One pass."""

from __future__ import annotations

from engine.words import patterns as re        # its compile() waits for first use

from engine.errors import NotUnderstood
from engine.orders import Names
from engine.rulesets.eia.orders import MoveCorps, MoveFleet
from engine.words.movement import GO, STAY, _goes as goes
from engine.words.short_names import places_run_together

# Short forms of the words in corps designations ('Gd I', 'Cav. II').
_DESIGNATION_WORDS = {"gd": "guard", "gds": "guard", "grd": "guard", "gde": "guard", "guards": "guard",
                      "cav.": "cav", "cavalry": "cav", "kav": "cav", "gd.": "guard",
                      "cossaks": "cossacks", "cosacks": "cossacks", "cossacs": "cossacks", "kossacks": "cossacks",
                      "cossak": "cossacks", "cossack": "cossacks", "kosaken": "cossacks", "cosaques": "cossacks"}
# Short forms of 'fleet' ('Flt Med: intercept').
FLEET_SHORT = {"flt": "fleet", "flt.": "fleet", "fl.": "fleet", "flotte": "fleet", "flota": "fleet",
               "flotta": "fleet"}
# Words between a unit and its route that say it goes ('Corps I marches Bavaria - Tyrol'); a phone's '2'.
_TO = frozenset("to into towards toward on onto for then via 2".split())
# A corps's number in figures or as an ordinal ('corps 2', '2nd corps', '1er', '2e', '2º'), or in roman
# figures with an ordinal's ending ('Ier corps', 'IIe corps'), said beside 'corps' (or Korps, cuerpo, corpo).
_FIGURE = re.compile(r"(\d{1,2})(?:st|nd|rd|th|er|re|e|ème|eme|º|°|o|a|\.)?")
_ROMAN_ORDINAL = re.compile(r"([ivx]{1,4})(?:er|re|e|ème|eme|º|°|\.)")
_ROMAN = ("", "i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii")
_CORPS_WORDS = ("corps", "corp", "korps", "cuerpo", "corpo")
# Articles before a corps in the languages players write ('le IIe corps', 'das I. Korps').
_ARTICLES = frozenset("the le la l' das der den dem el il lo".split())
# Kinds a corps's designation opens with that name the nation's one corps of that kind ('cav corps').
_KINDS = frozenset({"cav"})


def designation_of(head: str, nation: str, names: Names) -> str | None:
    """The nation's corps a bare designation names ('Cav I', 'Gd I', 'II'), or with the word 'corps'
    beside it a number in figures ('corps 2', '2nd corps') or the kind of its only corps of that kind
    ('cav corps'); None when none."""
    words = [_DESIGNATION_WORDS.get(w, w) for g in head.casefold().replace("’", "'").split() for w in _unglued(g)]
    while len(words) > 2 and words[0] in _ARTICLES:
        words = words[1:]
    said = len(words) > 1 and (words[0] in _CORPS_WORDS or words[-1] in _CORPS_WORDS)
    if said:
        words = words[1:] if words[0] in _CORPS_WORDS else words[:-1]
        words = [roman(w) for w in words]
    words = " ".join(words).replace(".", " ").split()
    key = " ".join(words)
    mine, folded = _designations(nation, names.state)
    if key in folded:
        return folded[key]
    if key in _KINDS and (said or len(words) == 1):     # 'cav corps', and 'Cav Mor-Pra' where one cav corps stands
        found = [d for d in mine if d.casefold().split()[0] == key]
        return found[0] if len(found) == 1 else None
    return None


def _unglued(word: str) -> list[str]:
    """'cavi' -> ['cav', 'i'], 'gdii' -> ['gd', 'ii']: a kind's short word typed with its corps's number."""
    for kind in _GLUED_KINDS:
        if word.startswith(kind) and word[len(kind):] in _ROMAN[1:]:
            return [kind, word[len(kind):]]
    return [word]


_GLUED_KINDS = ("cav", "gd", "grd", "gds", "guard")


def _designations(nation: str, state: object) -> tuple[tuple[str, ...], dict[str, str]]:
    """The nation's corps designations, and the first of them by its lower-case form; worked out once a
    position (a line is asked about at each of its words: 'Corps I to Baden and corps II to Tyrol')."""
    key = (id(state), nation)
    kept = _KEPT.get(key)
    if kept is not None and kept[0] is state:
        return kept[1], kept[2]
    mine = tuple(str(c.designation) for c in getattr(state, "corps", ()) if c.nation == nation)
    folded: dict[str, str] = {}
    for d in mine:
        folded.setdefault(d.casefold(), d)
    if len(_KEPT) >= 16:
        _KEPT.clear()
    _KEPT[key] = (state, mine, folded)     # the position itself kept, so its id is not reused meanwhile
    return mine, folded


_KEPT: dict[tuple[int, str], tuple[object, tuple[str, ...], dict[str, str]]] = {}


def roman(word: str) -> str:
    """A corps's number as its designation writes it: '2', '2nd', '2e', '2.', 'IIe' -> 'ii'; any other
    word as it is."""
    low = word.casefold()
    m = _FIGURE.fullmatch(low)
    if m:
        return _ROMAN[int(m.group(1))] if 0 < int(m.group(1)) < len(_ROMAN) else word
    m = _ROMAN_ORDINAL.fullmatch(low)
    return m.group(1) if m and m.group(1) in _ROMAN else word


def fleet_name(name: str, nation: str, names: Names) -> str:
    """The nation's fleet a name or the start of one stands for ('Med'), the name as written when none."""
    key = name.strip(" .").casefold()
    fleets = [f.name for f in getattr(names.state, "fleets", ()) if f.nation == nation]
    exact = [f for f in fleets if f.casefold() == key]
    starts = [f for f in fleets if len(key) >= 3 and f.casefold().startswith(key)]
    return exact[0] if exact else starts[0] if len(starts) == 1 else name


def own_fleet(name: str, nation: str, names: Names) -> str | None:
    """The nation's fleet named without the word 'fleet', by its name or the start of it ('Chan', 'Med',
    'Mediterranean'); None when the words name none of its fleets."""
    key = name.strip(" .:")
    if not key or " " in key or not key[:1].isalpha():
        return None
    found = fleet_name(key, nation, names)
    return found if found != key or any(f.name == key and f.nation == nation
                                        for f in getattr(names.state, "fleets", ())) else None


def _unit_at_start(words: list[str], nation: str, names: Names) -> tuple[str, str, str, int] | None:
    """(kind, label, where it stands, words taken) for the unit a line opens with."""
    low = [w.casefold().strip(",:") for w in words]
    if len(words) > 1 and words[1][:1].isalpha() and FLEET_SHORT.get(low[1], low[1]) not in ("fleet", "squadron"):
        # 'Chan EC-WA', 'Med WMed-GoL': a fleet by its name alone
        name = own_fleet(words[0], nation, names)
        fleet = next((f for f in getattr(names.state, "fleets", ()) if f.nation == nation and f.name == name), None)
        if fleet is not None and designation_of(words[0], nation, names) is None:
            return "fleet", fleet.name, fleet.at, 1
    for n in (3, 2, 1):
        if len(words) <= n:
            continue
        head = low[:n]
        label = designation_of(" ".join(head), nation, names)
        if label is not None:
            where = next(c.at for c in getattr(names.state, "corps", ()) if c.nation == nation and c.designation == label)
            return "corps", label, where, n
    for at in (0, 1):                   # 'fleet Channel English Channel - North Sea', 'channel fleet english ...'
        if len(words) > 2 and FLEET_SHORT.get(low[at], low[at]) == "fleet":
            name = fleet_name(words[1 - at], nation, names)
            fleet = next((f for f in getattr(names.state, "fleets", ()) if f.nation == nation and f.name == name), None)
            if fleet is not None:
                return "fleet", fleet.name, fleet.at, 2
    return None


def short_beside(written: str, before: str | None, names: Names) -> str | None:
    """The one place a short form run together may stand for ('NS': North Sea or Norwegian Sea) that borders the
    area before it on the route; None when none or several do, or there is no area before."""
    if before is None:
        return None
    fits = [r for r in places_run_together(names.board, written.strip().rstrip(".")) if r in names.board.neighbours(before)]
    return fits[0] if len(fits) == 1 else None


# The words between the places of 'from X to Y': dashes of the route.
_FROM_JOINTS = {"to": "-", "into": "-", "onto": "-", "then": "-", "towards": "-", "toward": "-"}


def bare_move(line: str, nation: str, names: Names) -> MoveCorps | MoveFleet | None:
    """The move a line without a colon gives when it opens with one of the nation's units and goes on
    with its route; None when it does not."""
    words = line.split()
    unit = _unit_at_start(words, nation, names)
    if unit is None:
        return None
    kind, label, where, n = unit
    rest = _going_on(words[n:])                 # 'to Bulgaria and on to Wallachia': one route
    while rest and (goes(rest[0].casefold()) or rest[0].casefold() in GO):
        rest = rest[1:]                         # 'Corps I marches Bavaria - Tyrol'
    if not rest or rest[0].casefold() in STAY:
        return None
    if rest[0].casefold() == "from" and len(rest) > 3:     # 'Corps I from the Rhineland to Thuringia'
        rest = [_FROM_JOINTS.get(w.casefold(), w) for w in rest[1:] if w.casefold() != "the"]
        if rest[0] == "-" or "-" not in rest:
            return None
    ways = [w.casefold() for w in rest if w.casefold() in _TO]
    if ways and ways[-1] == "via":
        return None                             # 'Corps II goes via Baden': and then where? (moves_read.py)
    route = " ".join(rest).replace("\u2013", "-").replace("->", "-").replace("\u2192", "-")
    if "-" not in route and not rest[0].casefold() in _TO:
        listed = _listed(rest, names)           # 'corps 1 rhineland thuringia', 'corps 2 bulgaria 2 serbia'
        if listed is None:
            return None
        route = " - ".join(listed)
    parts = [p.strip() for p in " ".join(_spaced(route)).split("-")]
    if len(parts) > 1 and not parts[-1]:
        return None                             # '... to Moravia and then on to': the route's end is on the next line
    parts = [p for p in parts if p]
    path: list[str] = []
    i = 0
    while i < len(parts):
        for j in range(len(parts), i, -1):      # 'Schleswig-Holstein' is one place
            joined = "-".join(parts[i:j])
            if j > i + 1 and names.is_region(joined):
                path.append(names.region(joined))
                i = j
                break
        else:
            try:
                path.append(names.region(parts[i]))
            except NotUnderstood:
                beside = short_beside(parts[i], path[-1] if path else where, names)    # 'Chan EC-NS'
                if beside is None:
                    raise
                path.append(beside)
            i += 1
    if path and path[0] != where:
        path.insert(0, where)                   # 'Corps I to Württemberg': from where it stands
    if len(path) < 2:
        return None
    if kind == "fleet":
        return MoveFleet(nation=nation, fleet=label, path=tuple(path))
    return MoveCorps(nation=nation, corps=label, path=tuple(path))


# Words that carry a route on past a place ('and on to', 'and then', 'onward into'), joints of the route.
_ON = frozenset("on onward onwards thence".split())
_AND_ON = _ON | {"then"}
_ON_TO = frozenset("to into towards toward".split())


def _going_on(words: list[str]) -> list[str]:
    """The words with 'and' dropped before a word that carries the route on ('and then', 'and on to') and
    'on', 'onward' made 'to' before a 'to' ('on to Wallachia' is 'to to Wallachia', one joint): 'corps I
    from Stamboul to Bulgaria and on to Wallachia' goes by Bulgaria to Wallachia, never stops in Bulgaria."""
    low = [w.casefold().strip(",") for w in words]
    if not _AND_ON.intersection(low):
        return list(words)
    out: list[str] = []
    for i, w in enumerate(words):
        after = low[i + 1] if i + 1 < len(low) else ""
        if low[i] == "and" and after in _AND_ON and low[i + 2:i + 3] and low[i + 2] in _ON_TO_OR_ON:
            continue                            # 'and then on to', 'and on to'; never 'and then marches on'
        if low[i] in _ON and after in _ON_TO:
            out.append("to")
            continue
        out.append(w.rstrip(",") if after in _AND_ON | {"and"} else w)     # 'Saxony, and then on into'
    return out


def _listed(words: list[str], names: Names) -> list[str] | None:
    """The places a phone's list gives with spaces (or a '2', 'to') between them, longest names first
    ('st petersburg'); None unless every word is a place's or a word of going."""
    out: list[str] = []
    i = 0
    while i < len(words):
        if words[i].casefold() in _TO:
            i += 1
            continue
        j = next((j for j in range(min(len(words), i + 4), i, -1) if names.is_region(" ".join(words[i:j]))), i)
        if j == i:
            return None
        out.append(" ".join(words[i:j]))
        i = j
    return out


def _spaced(route: str) -> list[str]:
    """The route's words with each word of going ('to', 'into', 'then') made a dash."""
    return ["-" if w.casefold() in _TO else w for w in route.split()]


def starts_with_unit(text: str, nation: str, names: Names) -> bool:
    """'Cav. I: Mor. - Boh.', 'II Tyr-Bav': a line opening with one of the nation's units, then a colon
    or a dash, is a move even when its places do not read (never chatter)."""
    head = text.split(":", 1)[0] if ":" in text else " ".join(text.split()[:2])
    words_ = head.split()
    if ("-" in text or ":" in text) and any(
            designation_of(" ".join(words_[:n]), nation, names) for n in (1, 2) if len(words_) >= n):
        return True
    after = text.split(":", 1)[1] if ":" in text else ""
    return route_written(after, names) or bool(after.strip()) and starts_with_unit(after, nation, names)   # 'AUS L: I Bav-Fra'


def route_written(text: str, names: Names) -> bool:
    """'Gd I: Bdbg - Sax': places (or their short forms) joined by dashes after a colon: a move."""
    parts = [p.strip(" .") for p in text.replace("->", " - ").split(" - ")][:8]
    if len(parts) < 2:
        return False
    found = 0
    for p in parts:
        try:
            found += bool(p) and (names.is_region(p) or names.abbreviation(p) is not None)
        except NotUnderstood:
            found += 1                  # a short form of several places: a place all the same
    return found >= 2


def _names_a_unit(first: tuple[str, ...], nation: str, names: Names, seen: dict[tuple[str, ...], bool]) -> bool:
    if first not in seen:
        seen[first] = _unit_at_start([*first, "x"], nation, names) is not None
    return seen[first]


def unit_pieces(text: str, nation: str, names: Names) -> list[str]:
    """The sentence cut before each of the nation's units that follows a ',' or ' and ' ('Corps I to
    Württemberg, corps II to Bavaria'); the sentence whole when none does."""
    out: list[str] = []
    current: list[str] = []
    words = text.split()
    seen: dict[tuple[str, ...], bool] = {}      # the same words again ('and and and ...'): asked once
    for k, w in enumerate(words):
        after_joint = current and (current[-1].endswith((",", ";")) or current[-1].casefold() == "and")
        # a unit is named in its first three words: only they are looked at (the rest of a long line each time
        # would make the line's time grow with its square)
        if after_joint and _names_a_unit(tuple(words[k:k + 4]), nation, names, seen):
            if current[-1].casefold() == "and":
                current.pop()
            out.append(" ".join(current).rstrip(",;"))
            current = []
        current.append(w)
    out.append(" ".join(current))
    return [p for p in out if p]


# Short forms of the words of a standing order's head ('stdg surr: fight on', 'Stndg gd: commit').
_STANDING_SHORT = {"stdg": "standing", "stndg": "standing", "std": "standing", "stand": "standing",
                   "standg": "standing", "surr": "surrender", "surrend": "surrender", "gd": "guard",
                   "gds": "guard", "guards": "guard", "fd": "further days", "further": "further days"}
_STANDING_HEADS = ("guard", "further days", "surrender", "chit", "offer surrender")


# What the Guard corps does, never an answer to the guard question ('Guard: stays in Petersburg').
_GUARD_DOES = frozenset("stays stay remains remain marches march moves move goes go sails rides advances retreats "
                        "withdraws".split())
_OUTFLANK_SHORT = frozenset("outfl outflk outflnk ofl".split())     # the whole words read as prose


def standing_unshortened(text: str) -> str:
    """'stdg surr: fight on' -> 'standing surrender: fight on': a standing order's head written short,
    written whole; any other text as it is."""
    head, colon, rest = text.partition(":")
    if not colon or len(head) > 40:
        return text
    said = [_STANDING_SHORT.get(w.strip(".").casefold(), w.strip(".").casefold()) for w in head.split()]
    if said and said[0] in _OUTFLANK_SHORT and all(w in ("force", "frc", "f") for w in said[1:]):
        return f"outflanking force:{rest}"      # 'outfl. force: Cav I, III', 'outflk: II'
    # 'stdg xyz: ...' is refused as a standing order, never dropped
    standing = said[:1] == ["standing"] and head.split()[0].casefold() != "standing" and len(said) > 1
    said = said[1:] if standing else said
    kind = " ".join(" ".join(said).replace("further days days", "further days").split())
    if not (standing or kind in _STANDING_HEADS) or f"standing {kind}" == " ".join(head.casefold().split()):
        return text
    if kind == "guard" and not standing and rest.split()[:1] and rest.split()[0].strip(",.").casefold() in _GUARD_DOES:
        return text                     # 'Guard: stays in Petersburg, the Tsar wants it near': the Guard corps
    if kind == "guard" and not standing and routed(rest):
        return text                     # 'Guard: St Petersburg - Novgorod': the Guard corps' march, no answer
    return f"standing {kind}:{rest}"


def routed(rest: str) -> bool:
    """'St Petersburg - Novgorod', 'Petersburg -> Novgorod', 'to Novgorod': a route, never a standing answer;
    'commit - hold' (a table row's two answers) is none."""
    said = rest.strip().casefold()
    if not (" - " in said or "->" in said or "\u2192" in said or " \u2013 " in said or said.startswith("to ")):
        return False
    pieces = said.replace("->", "-").replace("\u2192", "-").replace("\u2013", "-").replace("|", "-").split("-")
    return not any(p.strip(" .,;") in _ANSWER_WORDS for p in pieces)


_ANSWER_WORDS = frozenset(("commit", "commits", "committed", "hold", "holds", "fight", "fight on", "withdraw",
                           "surrender", "defend", "attack", "outflank", "counterattack", "assault", "reserve"))


# Unions of the word sets above, made once at import rather than at every word tested.
_ON_TO_OR_ON = _ON_TO | _ON
