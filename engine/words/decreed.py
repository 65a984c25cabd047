"""Orders said in character, for every ruleset, read by the whole line reader once the frame is taken away:
- a decree's frame ('His Apostolic Majesty commands that ...', 'That two regiments be raised at ...', under a
  heading 'We, Empress of Maustria, decree:'), as engine.words.commanded takes it away, read again by the whole
  chain (a build in the passive, several clauses), where commanded alone reads by the ruleset's grammar only;
- an office or the majesty of the writer's own nation said to act ('The Ministry of War shall raise two divisions
  of infantry in Paris', 'His Majesty seeks an alliance with the Tsar', 'the war ministry is to raise ...'): the
  subject and its 'shall'/'will'/'is to' are taken away and the order read as the writer's ('We raise ...');
- diplomacy in the passive ('An alliance is offered to His Catholic Majesty of Spain', 'Peace is offered to
  Prussia', 'War is hereby declared on Austria');
- a commander named leading a corps or squadron named by its letter or number ('Archduke Charles will lead Corps
  C out of Venice into Lombardy'): the corps moves, the commander is only who is told;
- the writer's army said as a whole ('the main army', 'the army of the Republic') is 'the army', and 'the
  capital' the nation's capital where the game has one: a stay of the one stack it is, else asked by the ruleset.
Taken only when the line does not read (or reads unclean) and the words without the frame read whole and clean.
Never so: another nation's subject ('Prussia will attack us', 'His Catholic Majesty shall raise ...' from
France), a title alone ('The King will ...': whose king?), a verb of moving after an office or a ruler (the
units are not named by who commands them), a commander with no corps named, a motion ('The Chancellor proposes
to ...'), a negation, a condition, a question, a wish or a later time ('next year', 'may God grant'). Cheap: word
tests, then one pass of bounded patterns."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from engine.words import patterns as re
from engine.words.capital_said import capital_named
from engine.words.commanded import as_told
from engine.words.read_again import read_or_again, read_whole
from engine.words.reading import Names
from engine.words.stays.plain import shape

_MOST = 600
# The writer's offices and councils, and the majesty of a letter (the first noun of the subject).
_BODIES = frozenset("""
ministry ministries minister ministers admiralty treasury exchequer council hofkriegsrat chancellery chancellor
government cabinet crown court senate committee directory diet divan duma regency staff headquarters board office
department secretary secretariat intendance commissariat majesty highness excellency grace lordship
""".split())
# Verbs an office or a majesty orders by: building, money and diplomacy (never moving: a move names its unit).
_VERBS = frozenset("""
raise levy build buy recruit conscript enlist fit launch offer propose declare sign give send pay cede allow permit
annex ally conclude make break accept grant spend invest found seek propose
""".split())
_STOPS = frozenset("""not no never nor unless if when whether or maybe perhaps might may could would should next later
soon someday eventually once after until hope hopes wish wishes pray""".split())
_MODALS = frozenset("shall will must".split())
_MODAL_TO = frozenset("is are".split())          # 'is to', 'are to'
_ADVERBS = frozenset("hereby now also therefore forthwith further furthermore formally herewith".split())
_OPENERS = frozenset("further furthermore also moreover finally lastly and then".split())
# A commander addressed or named ('Marshal Soult, you will take Corps A ...', 'Archduke Charles will lead Corps C
# ...'): the title, then his name; only his verb of leading a corps or squadron named by its letter or number.
_TITLES = frozenset("""marshal general admiral archduke prince duke count colonel captain commodore lord sir baron
field vice rear lieutenant major""".split())
_PARTICLES = frozenset("de von van di of du der".split())
_LEADS = frozenset("lead leads take takes bring brings conduct conducts withdraw withdraws".split())
_LED = re.compile(r"^(?:(?:the|his|your|our) )?(?:corps|squadrons?|fleet) [A-Z0-9][A-Za-z0-9]{0,5}\b"
                  r"|^(?:the|his|your|our) [A-Z][A-Za-z]{0,5} corps\b", re.IGNORECASE)
_PASSIVE = re.compile(r"^(?:an? |the |our )?(?P<what>alliance|peace|treaty of alliance|treaty of peace)"
                      r"(?: treaty)? (?:is|are) (?:hereby |formally |now |also )?(?:offered|extended)"
                      r" (?:to|with) (?P<who>[^,;:()]{2,80}?)[.!]?$", re.IGNORECASE)
_WAR = re.compile(r"^war is (?:hereby |formally |now |also )?declared (?:on|upon|against) (?P<who>[^,;:()]{2,80}?)[.!]?$",
                  re.IGNORECASE)
# The writer's army said as a whole: 'the main army', 'our grand army', 'the army of the Republic' (of the state
# or of the writer's nation by name), and the capital said as such.
_ARMY = re.compile(r"^(?:the|our) (?:(?:main|grand|royal|imperial|whole|great|field) army\b(?! of)"
                   r"|army of (?:the )?(?P<whose>(?-i:[A-Za-z]{3,20}(?: [A-Z][a-z]{1,20}){0,2}))(?-i:(?=,| [a-z])))",
                   re.IGNORECASE)
_STATES = frozenset("republic kingdom empire realm khanate crown duchy state commonwealth confederation".split())
_QUALITIES = frozenset("war royal imperial naval foreign privy general high supreme grand".split())
_ARTICLES = frozenset("the our my his her their of and for in at".split())

R = TypeVar("R")


def _words(text: str) -> list[str]:
    return [w.strip(",.;:!\"'()").casefold() for w in text.split()]


def _naming(token: str) -> bool:
    """Whether a word may be part of the name of an office or a majesty ('Ministry', 'of', 'War', 'the war
    ministry'): never a verb ('The Chancellor proposed to break trade ...' has no office's order)."""
    word = token.strip(",;:").casefold().removesuffix("'s").removesuffix("\u2019s")
    return token[:1].isupper() or word in _ARTICLES or word in _BODIES or word in _QUALITIES


def _own(who: str, names: Names | None, nation: str) -> bool:
    """Whether the subject is one of the writer's offices or its majesty: its first noun a body's, naming no other
    nation ('The Ministry of War', 'His Imperial Majesty'; never 'His Catholic Majesty of Spain' from France)."""
    said = [w.removesuffix("'s").removesuffix("\u2019s") for w in _words(who) if w]
    nouns = [w for w in said if w not in _ARTICLES]
    if not nouns or not any(w in _BODIES for w in nouns[:3]) or any(w in ("we", "i", "you", "they") for w in said):
        return False
    if names is None:
        return False
    spans = [" ".join(said[i:j]) for i in range(len(said)) for j in range(i + 1, min(len(said), i + 5) + 1)]
    return all(names.known_nation(s) in (None, nation) and names.known_nation(f"{s}s") in (None, nation)
               for s in spans)                  # 'the Maustrian Council': a people's word, said of one


def _nation(who: str, names: Names | None) -> str:
    """The nation a ruler's style names ('His Catholic Majesty of Spain', 'the Tsar of all the Russias' -> the
    nation's name) when its parts name one nation; the words as written otherwise."""
    if names is None:
        return who
    found = {names.known_nation(part.strip()) for part in (who, *who.split(" of "))} - {None}
    return found.pop() or who if len(found) == 1 else who


def decreed(text: str, names: Names | None = None, nation: str = "") -> list[str]:
    """The line without its in-character frame ('The Ministry of War shall raise X' -> 'raise X', 'An alliance is
    offered to Spain' -> 'alliance with Spain'), or None when it has none or says what keeps it as written."""
    if len(text) > _MOST:
        return []
    said = text.strip().lstrip("-*\u2022 ").strip()
    low = said.casefold()
    if "?" in said or _STOPS.intersection(_words(said)):
        return []
    m = _PASSIVE.match(said)
    if m:
        return [f"{m['what'].replace('treaty of ', '')} with {_nation(m['who'], names)}"]
    m = _WAR.match(said)
    if m:
        return [f"declare war on {_nation(m['who'], names)}"]
    told = _commander(said) or _office(said, names, nation)
    if told:
        return told
    army = _whole_army(said, names, nation)
    if army:
        return [army]
    plain = as_told(said)
    return [plain] if plain else []


def _whole_army(said: str, names: Names | None, nation: str) -> str | None:
    """'The main army, five and the General, holds Stilwen City', 'The army of the Republic ... holds the capital':
    the writer's army said as a whole is 'the army' (the ruleset's reader finds the one stack it may be, or asks),
    and 'the capital' / 'our capital' the nation's capital where the game has one."""
    if names is None:
        return None
    told = said
    m = _ARMY.match(told)
    if m and (m["whose"] is None or m["whose"].casefold() in _STATES or names.known_nation(m["whose"]) == nation):
        told = "The army" + told[m.end():]
    told = capital_named(told, names, nation)      # 'the capital', 'our capital': engine.words.capital_said
    return told if told != said else None


def _base(verb: str) -> str | None:
    """The verb of an office's order as said to the writer ('raises' -> 'raise', 'levies' -> 'levy'), or None."""
    for said in (verb, verb.removesuffix("s"), verb.removesuffix("es"), verb.removesuffix("ies") + "y"):
        if said in _VERBS:
            return said
    return None


def _office(said: str, names: Names | None, nation: str) -> list[str]:
    """'The Ministry of War shall raise X', 'His Majesty seeks an alliance with Y' -> 'We raise X', 'raise X'."""
    tokens = said.split(" ")
    low = [t.strip(",;:").casefold() for t in tokens]
    start = 1 if low and low[0] in _OPENERS else 0
    for at in range(start + 1, min(len(tokens), start + 8)):
        j = at
        if low[j] in _MODALS:
            j += 1
        elif low[j] in _MODAL_TO and j + 1 < len(low) and low[j + 1] == "to":
            j += 2
        while j < len(low) and low[j] in _ADVERBS:
            j += 1
        if j >= len(low):
            return []
        base = _base(low[j])
        if base is None:
            if tokens[at - 1].endswith((",", ";", ":")) or not _naming(tokens[at]):
                return []               # the subject ended with no verb of an order after it
            continue
        if not _own(" ".join(tokens[start:at]), names, nation) or (base in ("propose", "offer") and low[j + 1:j + 2] == ["to"]):
            return []                   # 'The Chancellor proposes to break trade': a motion, not yet an order
        rest = " ".join(tokens[j + 1:])
        return [f"We {base} {rest}", f"{base} {rest}"]
    return []


def _commander(said: str) -> list[str]:
    """'Archduke Charles will lead Corps C out of Venice', 'Marshal Soult, you will take Corps A ...': the corps
    or squadron named is the one moved ('lead Corps C out of Venice ...'); the commander is only who is told."""
    tokens = said.split(" ")
    low = [t.strip(",;:").casefold() for t in tokens]
    at = 0
    while at < min(len(low), 3) and low[at] in _TITLES:
        at += 1
    if at == 0:
        return []
    named = at
    while at < min(len(tokens), named + 4) and (tokens[at][:1].isupper() or low[at] in _PARTICLES) \
            and low[at] not in _LEADS:
        at += 1
        if tokens[at - 1].endswith((",", ":")):
            break
    if at == named or at >= len(low):
        return []
    if low[at] == "you":
        at += 1
    if at < len(low) and low[at] in _MODALS:
        at += 1
    elif at + 1 < len(low) and low[at] in _MODAL_TO | {"are"} and low[at + 1] == "to":
        at += 2
    if at >= len(low) or low[at] not in _LEADS:
        return []
    rest = " ".join(tokens[at + 1:])
    if _LED.match(rest) is None:
        return []
    verb = low[at].removesuffix("s") if low[at] not in ("leads",) else "lead"
    return [f"{verb} {rest}", f"move {rest}", rest]


def read_decreed(parse_line: Callable[[str], R], clean: Callable[[R], bool],
                 names: Callable[[], Names | None], nation: str) -> Callable[[str], R]:
    """The whole chain's reader, and when it cannot read a line or reads it unclean, the line without its
    in-character frame read by it again, taken when that reads whole and clean; the first reading stands
    otherwise."""
    def _again(text: str) -> R | None:
        for told in decreed(text, names(), nation):
            if told.strip() != text.strip():
                again = _read(told, _whole_army(text.strip(), names(), nation) == told)
                if again is not None:
                    return again
        return None

    def _read(told: str, army: bool) -> R | None:     # 'The army, five and the General, holds Stilwen City': a stay
        return read_whole(parse_line, clean, told, stay=army and shape(told) is not None)
    return read_or_again(parse_line, lambda first, _: clean(first), _again)
