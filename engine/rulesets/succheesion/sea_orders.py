"""Succheesion's ships said in sentences, beside their moves (moves_read.py): an attack at sea ('Our
galleons in the Fondue Sea attack the Maustrian fleet there', 'We attack Maustria's fleet in 13') and
ships carrying units ('Our galleon in Ricotta Lagoon takes 2 units from Whiskerport to Adoen Shore',
'The 2 galleons in 13 carry 4 units from Rubygate and land them in Adoen Shore'). The ships are the
writer's, counted as written or, when not, as the state has them in that sea; the sea is one the
sentence names. Written in the strict forms and read by syntax.py. One pass over the words."""

from __future__ import annotations

from collections.abc import Callable

from engine.errors import NotUnderstood
from engine.orders import Names, Order
from engine.state import GameState
from engine.words.reading import NUMBER_WORDS
from engine.words.textio import is_digits

_ATTACK = frozenset("attack attacks attacking engage engages engaging assail assails".split())
_CARRY = frozenset("carry carries carrying ferry ferries ferrying transport transports transporting take takes "
                   "taking pick picks convey conveys ship ships".split())
_LIFT = frozenset("lift lifts lifting end ends ending raise raises break breaks abandon abandons".split())
_KEEP_UP = frozenset("blockade blockades blockading keep keeps up maintain maintains continue continues".split())
_TELLS = frozenset("orders order commands command instructs instruct tells tell directs direct".split())
_DOING = _ATTACK | _LIFT | _CARRY
_LAND = frozenset("land lands landing unload unloads drop drops disembark disembarks".split())
SHIP_WORDS = {"galleon": "Galleon", "galleons": "Galleon", "frigate": "Frigate", "frigates": "Frigate"}
_VESSELS = frozenset("fleet fleets ships ship navy squadron vessels".split())
# Words before the ships that say more than which ships they are: the sentence is read another way or refused.
_NOT_DESCRIBING = frozenset("not no enemy enemies other allied their his her your every".split())
_UNIT_WORDS = frozenset("unit units troops men".split())
# Words that may stand beside the ships, the sea and the target ('our', 'are to', 'there').
_GLUE = frozenset("the our my we will shall are is to be there its a an all in at of and them it from up on".split()
                  + "league pact union".split()     # 'the galleons of the League in the Fondue Sea attack ...'
                  + "both again too also still once more".split())   # 'Both galleons ... attack ... there again'
_MOST_PLACE = 5
_BLOCKADES = frozenset("blockade blockades blockading".split())
# The sea named again by its kind ('the galleon in Ricotta Lagoon is to blockade the lagoon'), and 'the lone galleon'.
_SEA_NOUNS = frozenset("lagoon sea bight sound ocean deep gulf bay waters strait channel".split())
_LONE = frozenset("lone single only sole that this".split())


def at_sea(text: str, names: Names, nation: str, state: GameState,
           strict: Callable[[str], Order | None]) -> list | None:
    """The orders of a sentence of ships attacking or carrying; None when it is neither."""
    pacts: dict[str, tuple[str, ...]] = getattr(state, "pacts", {})
    for pact, members in pacts.items():             # 'the galleons of the Republican League': the writer's
        at = text.casefold().find(f" of the {pact.casefold()}")
        if at >= 0 and nation in members:
            text = text[:at] + text[at + len(pact) + 8:]
    toks = [t.strip(",.;:!?()\"") for t in text.replace("\u2019", "'").split()]
    toks = [t for t in toks if t]
    low = [t.casefold() for t in toks]
    told = _commanded(toks, low, names, nation)
    if told is not None:                    # 'orders the fleet in 13 to lift its blockade and attack ...'
        out: list = []
        for clause in told:
            found = at_sea(clause, names, nation, state, strict)
            if found is None:
                return None
            out += found
        return out
    if any(w in _LIFT for w in low) and "blockade" in low:
        return _lift(toks, low, names, strict)
    if any(w in _BLOCKADES for w in low) and any(w in SHIP_WORDS or w in _VESSELS for w in low):
        return _blockade(toks, low, names, strict)  # 'Our galleons blockade the Fondue Sea'
    if any(w in _ATTACK for w in low):
        return _attack(toks, low, names, nation, strict)
    if any(w in _CARRY for w in low) and any(w in SHIP_WORDS for w in low):
        return _carry(toks, low, names, nation, state, strict)
    return None


def _attack(toks: list[str], low: list[str], names: Names, nation: str,
            strict: Callable[[str], Order | None]) -> list | None:
    verb = next(i for i, w in enumerate(low) if w in _ATTACK)
    seas: list[str] = []
    target: str | None = None
    i = 0
    while i < len(toks):
        if i == verb:
            i += 1
            continue
        attacked = i == verb + 1 or i == verb + 2 and low[verb + 1] == "the"     # 'attack Berdain': the nation
        place = _place(toks, i, names) if (not is_digits(low[i]) or i and low[i - 1] in ("in", "at")) and not (
            attacked and _nation_at(toks, i, names)) else None
        if place is not None:
            if not names.board[place[0]].is_sea:
                return None                 # a land battle needs no order: read another way or refused
            seas.append(place[0])
            i = place[1]
            continue
        named = _nation_at(toks, i, names)
        if named is not None:
            if named != nation:
                if target not in (None, named):
                    return None
                target = named
            i += 1
            continue
        w = low[i]
        described = _describes_ships(toks, low, i)     # 'My western fleet attacks ...': words saying which ships
        if not (w in _GLUE or w in SHIP_WORDS or w in _VESSELS or _count(w) is not None or w in ("we", "i")
                or described):
            return None
        i += 1
    if target is None:
        return None
    seas = list(dict.fromkeys(seas))
    if not seas:
        raise NotUnderstood(f"in which sea? write 'attack {target} in 13'")
    if len(seas) > 1:
        raise NotUnderstood(f"two seas named ({', '.join(seas)}): in which is the attack?")
    order = strict(f"attack {target} in {seas[0]}")
    return [order] if order is not None else []


def _describes_ships(toks: list[str], low: list[str], i: int) -> bool:
    """Whether the word at `i` is one of at most two words in lower case before the ships' noun that say which
    ships they are ('western', 'proud little'); never 'enemy', 'their', 'not'."""
    for k in range(i, min(i + 2, len(low) - 1)):
        if not (toks[k][:1].islower() and low[k].isalpha()) or low[k] in _NOT_DESCRIBING:
            return False
        if low[k + 1] in SHIP_WORDS or low[k + 1] in _VESSELS:
            return True
    return False


def _commanded(toks: list[str], low: list[str], names: Names, nation: str) -> list[str] | None:
    """'His Imperial Majesty orders the fleet in the Fondue Sea to lift its blockade and attack the
    Crimsonian galleons' -> ['the fleet in the Fondue Sea lift its blockade', 'the fleet ... attack the
    Crimsonian galleons']: the ships told, with each thing they are told to do; None otherwise."""
    verb = next((i for i, w in enumerate(low) if w in _TELLS), None)
    if verb is None:
        return None
    to = next((i for i in range(verb + 1, len(low)) if low[i] == "to"), None)
    if to is None or to + 1 >= len(low) or not any(w in SHIP_WORDS or w in _VESSELS for w in low[verb + 1:to]):
        return None
    if any(names.is_region(t) or (names.known_nation(t) or nation) != nation or is_digits(t) for t in toks[:verb]):
        return None                         # the words before 'orders' say more than who gives them
    who = " ".join(toks[verb + 1:to])
    clauses: list[list[str]] = [[]]
    for k in range(to + 1, len(toks)):
        if low[k] == "and" and k + 1 < len(low) and low[k + 1] in _DOING:
            clauses.append([])
            continue
        clauses[-1].append(toks[k])
    return [f"{who} {' '.join(c)}" for c in clauses if c]


def _lift(toks: list[str], low: list[str], names: Names, strict: Callable[[str], Order | None]) -> list | None:
    """'the fleet in the Fondue Sea lifts its blockade': the blockade of the sea named ended."""
    seas = []
    i = 0
    while i < len(toks):
        place = _place(toks, i, names) if not is_digits(low[i]) or i and low[i - 1] in ("in", "at", "of") else None
        if place is not None:
            seas.append(place[0])
            i = place[1]
            continue
        w = low[i]
        if not (w in _GLUE or w in _LIFT or w in SHIP_WORDS or w in _VESSELS or w in ("blockade", "off", "their")):
            return None
        i += 1
    seas = list(dict.fromkeys(seas))
    if len(seas) != 1:
        raise NotUnderstood("which blockade? write 'end blockade 13'")
    order = strict(f"end blockade {seas[0]}")
    return [order] if order is not None else []


def _blockade(toks: list[str], low: list[str], names: Names, strict: Callable[[str], Order | None]) -> list | None:
    """'Our galleons blockade the Fondue Sea', 'the fleet in 13 keeps up the blockade': the sea named."""
    seas = []
    i = 0
    while i < len(toks):
        place = _place(toks, i, names) if not is_digits(low[i]) or i and low[i - 1] in ("in", "at", "of") else None
        if place is not None:
            if not names.board[place[0]].is_sea:
                return None
            seas.append(place[0])
            i = place[1]
            continue
        if not (low[i] in _GLUE or low[i] in SHIP_WORDS or low[i] in _VESSELS or low[i] in _KEEP_UP
                or low[i] in _SEA_NOUNS or low[i] in _LONE or _count(low[i]) is not None):
            return None                         # more than a blockade: read another way or refused
        i += 1
    seas = list(dict.fromkeys(seas))
    if len(seas) != 1:
        return None
    order = strict(f"blockade {seas[0]}")
    return [order] if order is not None else []


def _carry(toks: list[str], low: list[str], names: Names, nation: str, state: GameState,
           strict: Callable[[str], Order | None]) -> list | None:
    verb = next(i for i, w in enumerate(low) if w in _CARRY)
    ship = next((i for i in range(verb) if low[i] in SHIP_WORDS), None)
    if ship is None:
        return None
    kind = SHIP_WORDS[low[ship]]
    count = _count(low[ship - 1]) if ship else None
    if count is None and not low[ship].endswith("s"):
        count = 1                           # 'our galleon': one ship
    sea = None
    for i in range(ship + 1, verb):
        if low[i] in ("in", "at"):
            place = _place(toks, i + 1, names)
            if place is not None:
                sea = place[0]
                break
    units = next((i for i in range(verb + 1, len(low)) if low[i] in _UNIT_WORDS), None)
    if units is None or sea is None:
        return None
    carried = _count(low[units - 1])
    if carried is None:
        raise NotUnderstood("how many units do the ships carry? '... carry 4 units from 9 to 20'")
    start = end = None
    i = units + 1
    while i < len(low):
        w = low[i]
        if w in ("from", "at") and start is None:
            place = _place(toks, i + 1, names)
            if place is None:
                return None
            start, i = place
            continue
        if w in ("to", "in", "at", "into") and start is not None and end is None:
            place = _place(toks, i + 1, names)
            if place is None:
                return None
            end, i = place
            continue
        if not (w in _GLUE or w in _LAND or w in ("them", "up", "aboard")):
            return None
        i += 1
    if start is None or end is None:
        raise NotUnderstood("say where the units board and land: '... carry 4 units from 9 to 20'")
    if count is None:
        count = _ships_there(state, nation, sea, kind)
        if not count:
            raise NotUnderstood(f"{nation} has no {kind.lower()}s in {names.board.name(sea)}")
    plural = "s" if count > 1 else ""
    order = strict(f"{count} {kind}{plural} {sea} carrying {carried} units from {start} to {end}")
    return [order] if order is not None else []


def _ships_there(state: GameState, nation: str, sea: str, kind: str) -> int:
    fleets = [f for f in getattr(state, "fleets", ()) if f.nation == nation and f.at == sea]
    return sum(f.galleons if kind == "Galleon" else f.frigates for f in fleets)


def _count(word: str) -> int | None:
    if is_digits(word) and len(word) <= 6:
        return int(word)
    return NUMBER_WORDS.get(word) if word not in ("a", "an") else 1


def _nation_at(toks: list[str], i: int, names: Names) -> str | None:
    """The nation a word names: 'Maustria', "Maustria's", 'Maustrian', 'the Maustrians'."""
    word = toks[i].removesuffix("'s")
    if not word[:1].isupper():
        return None
    return names.known_nation(word) or (names.known_nation(word[:-1]) if word.endswith("n") else None) \
        or (names.known_nation(word[:-2]) if word.endswith("ns") else None) or _adjective(word, names)


def _adjective(word: str, names: Names) -> str | None:
    """'Maustrian', 'Crimsonian', 'Maustrians': a nation's name with an adjective's ending."""
    key = word.casefold().removesuffix("s")
    for n in names.state.nations:
        base = n.name.casefold()
        if key in (base + "n", base + "an", base.removesuffix("a") + "an", base.removesuffix("e") + "ian"):
            return n.name
    return None


def _place(toks: list[str], i: int, names: Names) -> tuple[str, int] | None:
    start = i + 1 if i < len(toks) and toks[i].casefold() == "the" else i
    if start + 1 < len(toks) and is_digits(toks[start]) and (toks[start + 1].casefold() in SHIP_WORDS
                                                             or toks[start + 1].casefold() in _VESSELS):
        return None                     # 'The 2 galleons': a count of ships, not region 2
    for n in range(min(_MOST_PLACE, len(toks) - start), 0, -1):
        text = " ".join(toks[start:start + n])
        if (text[:1].isupper() or is_digits(text)) and names.is_region(text):
            return names.region(text), start + n
    return None
