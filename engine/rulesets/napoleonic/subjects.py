"""Napoleonic units called by the place they stand in, as players name them in a sentence: 'The Venice
corps', 'the Bohemian corps' (Prague is Bohemia), 'The Gibraltar garrison', 'the Cossacks' (the corps in
Don Cossacks), 'The Irish Sea squadron', 'the fleet at Cadiz' (the squadrons beside it, in the Gulf of
Cadiz), 'our squadron' (the nation's only one). The words before the sentence's verb are the subject; the
state decides: the nation's one unit of that kind there is meant, several are asked, none leave the
sentence to the other readers. One pass over the subject's words, no pattern."""

from __future__ import annotations

from engine.words import patterns as re        # its compile() waits for first use

from engine.errors import Contradiction, NotUnderstood, ambiguous
from engine.words.reading import Names
from engine.rulesets.napoleonic.asides import says_more, where_noted
from engine.rulesets.napoleonic.counted_units import as_counted, said_count
from engine.rulesets.napoleonic.short_seas import sea_said

CORPS_NOUNS = frozenset("""corps army armies garrison troops force forces column men guard guards reserve horse
    hussars grenadiers""".split())
FLEET_NOUNS = frozenset("squadron squadrons fleet fleets ships navy flotilla".split())
_DETERMINERS = frozenset("the our my his their both".split())
# Nouns that name every unit of the kind there ('the Cadiz squadrons'): each is ordered, never asked which.
_PLURALS = frozenset("squadrons fleets armies".split())
# A plural subject with its count beside it: 'The Channel squadrons, all three, hold', 'our Baltic fleets, both of them, sail'.
_COUNTED = re.compile(r"^(?P<subject>[^,()]{1,60}(?:squadrons|fleets|armies)), (?:all (?P<n>two|three|four|five|six|[2-6])|"
                      r"both(?: of them)?)(?: of them)?, (?P<rest>[a-z].{0,400})$", re.IGNORECASE)
_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6}
# Verbs a subject stands before ('rides', 'sails', 'crosses', 'stays', 'should', 'is to').
SUBJECT_ENDS = frozenset("""march marches marching move moves go goes going ride rides sail sails cross crosses advance
    advances head heads fall falls withdraw withdraws push pushes attack attacks invade invades occupy occupies
    enter enters stay stays remain remains hold holds keep keeps shall will should must is are to put puts take takes
    embark embarks board boards leave leaves return returns""".split())
_STAYING = frozenset("stay stays remain remains hold holds".split())
# Adjectives of a land of several provinces of the map: the nation's one unit in any of them ('the Irish corps').
_LANDS = {"irish": ("Dublin", "Ulster", "Munster", "Connaught"), "scottish": ("Scotland", "Highlands"),
          "scots": ("Scotland", "Highlands"), "norwegian": ("Christiania", "Bergen", "Trondheim"),
          "portuguese": ("Lisbon", "Oporto", "Alentejo"), "swedish": ("Stockholm", "Gotesburg", "Halse", "Småland", "Norrland"),
          "finnish": ("Finland", "Ostrobothnia", "Savolax"), "english": ("London", "East Anglia", "Hampshire", "Cornwall",
          "Midlands", "Lancashire", "Yorkshire", "Northumberland"), "polish": ("Warsaw", "Posen", "Cracow")}
_MOST_SUBJECT = 10


def resolved(text: str, nation: str, names: Names) -> str | None:
    """The sentence with its subject written as the unit's own head ('Corps C attacks Piedmont', 'squadron 11
    sails to ...'), None when its subject names no unit by a place, or names one already by letter or number."""
    owner = _OWNER.match(text)              # "Marshal Davout's Corps D crosses ...": whose corps, a remark
    if owner and any(names.known_nation(w.removesuffix("'s").removesuffix("\u2019s")) for w in owner[0].split()):
        return None                         # "Prussia's Corps D ...": another nation's corps, never ours
    if owner:
        text = text[owner.end():]
    between = _BETWEEN.match(text)          # 'The Army of Italy, Corps F, will descend upon Lombardy'
    if between and any(names.known_nation(w.strip(",.'\u2019").removesuffix("'s")) for w in text[:between.start("letter")].split()):
        return None                         # 'The Prussian army, Corps D, ...': another nation's corps
    if between and between["letter"] in _letters(nation, names) and between["rest"][:1].islower() \
            and _stands_at(between["letter"], between["at"], nation, names):   # "Old Fritz's guard, corps A in Berlin, ..."
        return f"Corps {between['letter']} {between['rest']}"
    apposed = _APPOSED.match(text)          # 'Corps E, our cavalry reserve in Paris, pushes ...'
    if apposed and (apposed["first"] or apposed["last"]) in _letters(nation, names) and apposed["rest"][:1].islower():
        if apposed["said"]:                 # 'E, the corps in Picardy, rides ...': where E stands, or refused
            _placed_beside(apposed["first"], apposed["said"], nation, names)
        if apposed["said"] and says_more(apposed["said"]):      # 'Corps A, whose scouts look into Prague, moves ...'
            return f"Corps {apposed['first']} {apposed['rest']}, {apposed['said']}"     # said after: read or refused
        return f"Corps {apposed['first'] or apposed['last']} {apposed['rest']}"
    sent = _SENDING.match(text)             # 'I am sending the cavalry corps from Bulgaria to Salonica'
    if sent and sent["who"] and (names.known_nation(sent["who"]) or names.is_region(sent["who"])):
        sent = None                         # 'the Prussians will send corps D ...': another nation's order
    if sent:
        route = sent["route"]
        route = "from " + route[7:] if route[:7].casefold() == "out of " else route     # 'out of Venice into Lombardy'
        text = f"{sent['unit']} marches {route}"
    counted = _COUNTED.match(text)          # 'The Channel squadrons, all three, hold': as many as it says, or asked
    if counted and not (sent or owner):
        return _as_many(counted, nation, names)
    return _by_place(text, nation, names) or (text if sent or owner else None)


def _as_many(counted: re.Match[str], nation: str, names: Names) -> str | None:
    """The orders of a plural subject with its count set beside it ('the Channel squadrons, all three, hold'), when
    the count is that of the units it names; refused when it is not (never some of them, never others)."""
    said = _by_place(f"{counted['subject']} {counted['rest']}", nation, names)
    if said is None:
        return None
    told = _COUNTS.get((counted["n"] or "two").casefold(), 0)
    if said.count("; ") + 1 != told:
        raise NotUnderstood(f"'{counted['subject']}' are {said.count('; ') + 1}, not {counted['n'] or 'two'}: "
                            "name each by its number")
    return said


def _by_place(text: str, nation: str, names: Names) -> str | None:
    tokens = text.split(" ")
    verb = next((i for i, t in enumerate(tokens) if t.casefold().strip(",") in SUBJECT_ENDS), None)
    head = " ".join(tokens[:verb or 0])
    in_note = len(head[head.find("("):head.rfind(")") + 1].split()) if 0 <= head.find("(") < head.rfind(")") else 0
    if verb is None or verb == 0 or verb > _MOST_SUBJECT + in_note:     # a note in brackets is not the subject's length
        return None
    said = " ".join(tokens[:verb])
    opened, closed = said.find("("), said.rfind(")")
    if 0 <= opened < closed:                    # 'The Army of Italy (the corps at Turin)': the note names the unit
        if any(t.isdigit() or len(t) <= 3 and t.isupper() for t in (said[:opened] + said[closed + 1:]).split()):
            return None                         # 'Corps D (Paris garrison)': named by its letter, the note a remark
        note = said[opened + 1:closed].strip()
        noted = _noted_unit(note, said[:opened], tokens[verb:], nation, names)
        if noted is not None:                   # 'My Mediterranean squadron (the one in the Gulf of Lion)'
            return noted
        if _numbered(note):                     # 'The fleet at Cadiz (squadrons 1 and 2)'
            return f"{note} {' '.join(tokens[verb:])}"
        outside = said[:opened].casefold().split()
        if _numbered(f"squadrons {note}") and any(w in FLEET_NOUNS for w in outside):
            return f"squadrons {note} {' '.join(tokens[verb:])}"    # 'The Cadiz squadrons (1 and 2)'
        if names.is_region(note.removeprefix("the ").removeprefix("The ")) and any(
                w in _UNIT_NOUNS for w in outside):  # 'the army of the south (Andalusia)'
            fleet = any(w in FLEET_NOUNS for w in outside)
            there = _units(nation, names, fleet, {names.region(note.removeprefix("the ").removeprefix("The "))},
                           coast=fleet)
            if len(there) > 1 and outside[-1] in _PLURALS and _together(there, nation, names):
                return " and ".join(f"{u} {' '.join(tokens[verb:])}" for u in there)
            return f"{there[0]} {' '.join(tokens[verb:])}" if len(there) == 1 else None
        units = _named(note.split(" "), nation, names, text)
        return f"{units[0]} {' '.join(tokens[verb:])}" if units and len(units) == 1 else None
    units = _named([t.strip(",") for t in tokens[:verb]], nation, names, text)
    if not units:
        return _staying_in(tokens, verb, nation, names)
    rest = " ".join(tokens[verb:])
    told = said_count(tokens[:verb], _UNIT_NOUNS)
    if told is not None:                        # 'The two corps in Picardy stay': as many as it says, each
        return as_counted(told, units, rest)
    if len(units) > 1 and _plural_head(tokens[:verb]) and _together(units, nation, names):
        return "; ".join(f"{u} {rest}" for u in units)    # 'The Cadiz squadrons stay ...': each of them
    if len(units) > 1:
        raise ambiguous(text, *(f"{u} {rest}" for u in units))
    return f"{units[0]} {rest}"


def _noted_unit(note: str, outside: str, told: list[str], nation: str, names: Names) -> str | None:
    """The sentence with its subject the one unit a note says stands in a place ('My Mediterranean squadron (the one
    in the Gulf of Lion) sails ...': squadron 9 there); None when the note says no place. A place outside the note
    that is not the note's, or no unit or several there, is refused as it stands (never read without the note)."""
    where = where_noted(note)
    if where is None or not names.is_region(where):
        return None
    low = outside.casefold().split()
    fleet = any(w in FLEET_NOUNS for w in low)
    if not fleet and not any(w in CORPS_NOUNS for w in low):
        return None
    at = names.region(where)
    kept = [w for w in outside.split() if w.casefold() not in _DETERMINERS and w.casefold() not in _UNIT_NOUNS]
    said = " ".join(kept).removesuffix("'s").removesuffix("\u2019s")
    if said and names.is_region(said) and names.region(said) != at:
        raise Contradiction(f"'{outside.strip()}' and '({note})' name two places: say which unit you mean")
    there = _units(nation, names, fleet, {at}, coast=fleet)
    if len(there) != 1:
        kind = "squadron" if fleet else "corps"
        raise Contradiction(f"the note '({note})' names {names.board.name(at)}, where you have "
                            f"{'no' if not there else 'more than one'} {kind}: name the unit by its "
                            f"{'number' if fleet else 'letter'}")
    return f"{there[0]} {' '.join(told)}"


def _plural_head(subject: list[str]) -> bool:
    """Whether the subject's unit word is a plural, last ('the Cadiz squadrons') or before where they stand ('the
    squadrons at Cadiz', 'both fleets in the Gulf of Cadiz'): every unit of the kind there is meant."""
    low = [t.casefold().strip(",") for t in subject]
    if low and low[-1] in _PLURALS:
        return True
    head = next((k for k, w in enumerate(low) if w in ("at", "in", "off", "near")), None)
    return head is not None and 0 < head <= 3 and low[head - 1] in _PLURALS


def _together(units: list[str], nation: str, names: Names) -> bool:
    """Whether the units named by a plural stand in one space ('the Cadiz squadrons': both in the Gulf of Cadiz);
    spread over several seas ('the Brest squadrons': the Channel and Biscay), which are meant is asked."""
    state = names.state
    at = {s.at for s in getattr(state, "squadrons", ()) if s.nation == nation and f"squadron {s.number}" in units}
    at |= {c.at for c in getattr(state, "corps_of", lambda n: [])(nation) if f"Corps {c.letter}" in units}
    return len(at) == 1


def _staying_in(tokens: list[str], verb: int, nation: str, names: Names) -> str | None:
    """'The Guard stays in St Petersburg', 'the reserve remains at Paris': a unit called by what it is, no place
    before the verb, staying where it stands: the nation's one corps (squadron) there holds."""
    low = [t.casefold().strip(",") for t in tokens]
    subject = [w for w in low[:verb] if w not in _DETERMINERS]
    if len(subject) != 1 or subject[0] not in _UNIT_NOUNS or low[verb] not in _STAYING \
            or verb + 2 >= len(low) or low[verb + 1] not in ("in", "at"):
        return None
    place = " ".join(tokens[verb + 2:]).rstrip(".!")
    place = place[4:] if place[:4].casefold() == "the " else place
    if not names.is_region(place):
        return None                             # '... stays in Paris until I say otherwise': the reader's tails
    fleet = subject[0] in FLEET_NOUNS
    units = _units(nation, names, fleet, {names.region(place)}, coast=fleet)
    return f"{units[0]} holds" if len(units) == 1 else None


def _named(subject: list[str], nation: str, names: Names, text: str) -> list[str] | None:
    """The heads of the units a subject names by place ('the Venice corps', 'the fleet at Cadiz'); None when
    it names none so."""
    while subject and subject[0].casefold() in _DETERMINERS:
        subject = subject[1:]
    if not subject or any(t.isdigit() or len(t) <= 3 and t.isupper() for t in subject) or "(" in " ".join(subject):
        return None                             # 'Corps C', 'squadron 2', '(F)': named already, the other readers'
    low = [t.casefold() for t in subject]
    fleet = low[-1] in FLEET_NOUNS or low[0] in FLEET_NOUNS
    noun_at = len(low) - 1 if low[-1] in _UNIT_NOUNS else 0 if low[0] in _UNIT_NOUNS else None
    middle = next((k for k in range(1, len(low) - 2) if low[k] in _UNIT_NOUNS and low[k + 1] in
                   ("in", "at", "of", "off", "near")), None) if noun_at is None else None
    if middle is not None:                      # 'the Hungarian horse at Buda': where it stands says which
        fleet = low[middle] in FLEET_NOUNS
        at = _places(" ".join(subject[middle + 2:]), names, False) or sea_said(" ".join(subject[middle + 2:]), names)
        said = _places(" ".join(subject[:middle]), names, False) if subject[0][:1].isupper() else set()
        if not at or said and said != at:
            return None                         # 'the Hungarian horse at Vienna': two places, not a guess
        return _units(nation, names, fleet, at, coast=fleet) or None
    if noun_at is None:
        place_words = subject                   # 'the Cossacks': a word of a place's name, the unit there
    elif noun_at == 0:
        if len(low) < 3 or low[1] not in ("in", "at", "of", "off", "near"):
            return None if len(low) > 1 else _only(nation, names, fleet)
        place_words = subject[2:]               # 'the fleet at Cadiz'
    else:
        place_words = subject[:noun_at]         # 'the Irish Sea squadron', 'the Bohemian corps'
    if not place_words:
        return None
    places = _places(" ".join(place_words).removesuffix("'s").removesuffix("\u2019s"), names, noun_at is None)
    if not places:
        return None
    return _units(nation, names, fleet, places, coast=fleet) or None


# A corps named with a description beside it between commas, the letter first or last: 'Corps E, our cavalry
# reserve in Paris, pushes ...', "Prussia's westernmost corps, D, occupies ...". Bounded runs: no backtracking.
# The writer sending a unit: 'I am sending the cavalry corps from Bulgaria to Salonica', 'We move the Madrid army to
# Valencia', "I'll dispatch corps C into Piedmont".
_SENDING = re.compile(r"^(?:(?:[Tt]his morning|[Tt]oday|[Tt]onight|[Yy]esterday|[Aa]t dawn),? )?"
                      r"(?:I am |I'm |we are |we're |I will |I'll |we will |we'll |I |we |(?:the |our )?(?P<who>[A-Z][a-z]{1,20}) "
                      r"(?:will |shall |is to |is going to )?)?(?:sending|send|sent|moving|move|moved|"
                      r"ordering|order|ordered|dispatching|dispatch|dispatched|leads?|leading|led|takes?|taking|took|"
                      r"brings?|bringing|brought) (?P<unit>(?:the |our |my )?[^ ]{1,20}(?: [^ ]{1,20}){0,3}?) "
                      r"(?P<route>(?:from|to|into|towards|toward|on|against|out of) .+)$", re.IGNORECASE)
_OWNER = re.compile(r"^(?:[A-Z][A-Za-z.]{0,20} ){0,3}[A-Z][A-Za-z]{0,20}(?:'s|\u2019s) (?=[Cc]orps [A-Z]{1,3}\b)")
_BETWEEN = re.compile(r"^[^,]{1,60}, [Cc]orps (?P<letter>[A-Z]{1,3})(?: (?:in|at) (?P<at>[^,]{1,40}))?, (?P<rest>.+)$")
_APPOSED = re.compile(r"^(?:(?:[Cc]orps )?(?P<first>[A-Z]{1,3}), (?P<said>[^,]{1,60})|[^,]{1,60} (?:corps|army), "
                      r"(?P<last>[A-Z]{1,3})), (?P<rest>.+)$")


_WHERE = frozenset(("in", "at"))


def _placed_beside(letter: str, aside: str, nation: str, names: Names) -> None:
    """An aside beside a corps' letter that says where it stands ('E, the corps in Picardy, rides ...', 'B, our
    reserve at Paris, ...'): it confirms the letter when the corps stands there; a corps that stands elsewhere is
    refused (which is meant, the letter or the place?), never read by the letter alone. An aside that names no
    place of the map ('the corps in reserve') says nothing of where. One pass over the aside's words."""
    said = aside.split()
    at = max((i for i, w in enumerate(said) if w.casefold() in _WHERE), default=-1)
    if at < 0 or at > len(said) - 2:
        return
    place = " ".join(said[at + 1:]).strip(" .;:!)(")
    place = place[4:] if place[:4].casefold() == "the " else place
    if not names.is_region(place) or _stands_at(letter, place, nation, names):
        return
    corps = [c for c in getattr(names.state, "corps_of", lambda n: [])(nation) if c.letter == letter]
    where = names.board.name(corps[0].at) if corps else "another place"
    raise Contradiction(f"'{aside}' says corps {letter} stands in {names.board.name(names.region(place))}, and it "
                        f"stands in {where}: which corps is meant? name it by its letter")


def _stands_at(letter: str, at: str | None, nation: str, names: Names) -> bool:
    """Whether the place said beside a corps' letter is where it stands (none said: it is)."""
    if at is None:
        return True
    if not names.is_region(at.removeprefix("the ")):
        return False
    corps = [c for c in getattr(names.state, "corps_of", lambda n: [])(nation) if c.letter == letter]
    return bool(corps) and corps[0].at == names.region(at.removeprefix("the "))


def _letters(nation: str, names: Names) -> set[str]:
    state = names.state
    return {c.letter for c in state.corps_of(nation)} if hasattr(state, "corps_of") else set()


def _numbered(note: str) -> bool:
    """'squadrons 1 and 2', 'squadron 3': squadrons named by number in a note."""
    words = note.replace(",", " ").replace("&", " ").split()
    return len(words) >= 2 and words[0].casefold() in ("squadron", "squadrons") and all(
        w.isdigit() and len(w) <= 3 or w.casefold() == "and" for w in words[1:]) and words[-1].isdigit()


def _only(nation: str, names: Names, fleet: bool) -> list[str] | None:
    """'our squadron stays ...': the nation's only unit of that kind."""
    units = _units(nation, names, fleet, None)
    return units if len(units) == 1 else None


def _places(said: str, names: Names, part_only: bool) -> set[str]:
    """The regions a place phrase names: itself, a place its adjective comes from ('Bohemian', 'Norwegian',
    'Tyrolean', 'Viennese'), or the regions whose names hold it as words ('Cossacks': Don Cossacks)."""
    if not said or not said[0].isupper():
        return set()
    if not part_only:
        if names.is_region(said):
            return {names.region(said)}
        if names.known_nation(said):
            return set()                        # 'the Austrian corps': whose, not where
        head, _, last = said.casefold().rpartition(" ")
        for stem in _stems(last):               # 'East Prussian': East Prussia
            if names.is_region(f"{head} {stem}".strip()):
                return {names.region(f"{head} {stem}".strip())}
        lands = _LANDS.get(said.casefold())
        if lands:                               # 'the Irish corps': in any of Ireland's provinces
            return {names.region(n) for n in lands if names.is_region(n)}
        if not head:
            begun = _begun(last, names)         # 'Catalan': Catalonia
            if begun:
                return begun
    words_ = said.casefold().split()
    found = set()
    for r in names.board:
        for name in (r.name, *r.attributes.get("aliases", ())):
            full = name.casefold().split()
            if len(full) > len(words_) and any(full[i:i + len(words_)] == words_ for i in range(len(full))):
                found.add(r.id)
    return found if len(found) == 1 else set()      # 'the Mediterranean squadron': Western or Eastern? not a guess


def _begun(word: str, names: Names) -> set[str]:
    """The one region whose name or alias begins with an adjective's stem of five letters or more ('catalan':
    Catalonia, 'andalusian': Andalusia); none when no region or several do."""
    stem = next((word[:-len(end)] for end in ("ian", "ean", "ese", "an") if word.endswith(end)), "")
    if len(stem) < 5:
        return set()
    found = {r for r, name in _by_first_five(names.board).get(stem[:5], ()) if name.startswith(stem)}
    return found if len(found) == 1 else set()


def _by_first_five(board) -> dict[str, list[tuple[str, str]]]:
    """The board's names and aliases (casefolded, with their region) by their first five letters: worked out
    once a board."""
    kept = _FIVE.get(id(board))
    if kept is not None and kept[0] is board:
        return kept[1]
    table: dict[str, list[tuple[str, str]]] = {}
    for r in board:
        for name in (r.name, *r.attributes.get("aliases", ())):
            low = name.casefold()
            if len(low) >= 5:
                table.setdefault(low[:5], []).append((r.id, low))
    if len(_FIVE) >= 8:
        _FIVE.clear()
    _FIVE[id(board)] = (board, table)
    return table


_FIVE: dict[int, tuple[object, dict[str, list[tuple[str, str]]]]] = {}


def _stems(word: str) -> list[str]:
    """Where an adjective of place may come from: 'bohemian' Bohemia, 'norwegian' Norway, 'tyrolean' Tyrol,
    'viennese' Vienna, 'venetian' Venice, 'sicilian' Sicily, 'saxon' Saxony."""
    if " " in word or len(word) < 5:
        return []
    out = [word[:-1], word + "y"]
    if word.endswith(("ean", "ese", "ian")):
        out += [word[:-3], word[:-3] + "a", word[:-3] + "y", word[:-4] + "ce"]
    if word.endswith("egian"):
        out.append(word[:-5] + "ay")
    return out


def _units(nation: str, names: Names, fleet: bool, places: set[str] | None, coast: bool = False) -> list[str]:
    """The heads of the nation's corps (or squadrons) in those places; for squadrons named by a port, those in
    the seas beside it ('the fleet at Cadiz': the Gulf of Cadiz)."""
    state = names.state
    if fleet:
        fleets = [s for s in getattr(state, "squadrons", ()) if s.nation == nation]
        if places is None:
            return [f"squadron {s.number}" for s in fleets]
        seas = set(places)
        if coast:
            seas |= {n for p in places if not names.board[p].is_sea for n in names.board.neighbours(p)
                     if names.board[n].is_sea}
        return [f"squadron {s.number}" for s in fleets if s.at in seas]
    corps = state.corps_of(nation) if hasattr(state, "corps_of") else []
    return [f"Corps {c.letter}" for c in corps if places is None or c.at in places]


# Unions of the word sets above, made once at import rather than at every word tested.
_UNIT_NOUNS = CORPS_NOUNS | FLEET_NOUNS
