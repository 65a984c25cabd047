"""Classic moves written as sentences (engine/words/movement.py gives the slots): 'My three armies in 14
march into 15' -> '3 armies 14 -> 15', 'Prussia moves 3 armies from 58 into 57', 'The fleet in the
Aegean sails to the Black Sea'; armies or ships told to stay give no order (they stay and defend)."""

from __future__ import annotations

from engine.words import patterns as re
from collections.abc import Callable
from dataclasses import replace

from engine.errors import NotUnderstood
from engine.words.movement import read_movement, says_nothing_more
from engine.words.prose import CORRECTIONS, is_retraction, opening, sentences
from engine.words.reading import NUMBER_WORDS, Names
from engine.words.shapes import hypothetical
from engine.words.transport import Passage, passage
from engine.rulesets.classic.units import ClassicState
from engine.rulesets.classic.landings import landing
from engine.rulesets.classic.ship_stances import fights, stance_after
from engine.rulesets.classic.moves_said import boarding_only, going_ashore, only_start, plainer, with_armies_aboard, with_verb



def sentence_moves(text: str, nation: str, names: Names, army_words: frozenset[str], ship_words: frozenset[str],
                   read: Callable[[str], list]) -> list | None:
    """The orders of a line whose every sentence is a move written in words ('The army in 17 stays.
    The 2 ships in E sail to D.'); None when one of them is not (the line's own error then stands)."""
    if hypothetical(text):
        return None                         # 'the 3 armies in 14 could march to 15': not an order; refused
    out: list = []
    for sentence in sentences(text):
        if is_retraction(sentence) or opening(sentence, CORRECTIONS)[0]:
            return None                                  # a correction: classic reads none in words
        head = sentence.rsplit(":", 1)[0] if ":" in sentence else ""
        if any(c.isdigit() for c in head):
            return None     # 'The army in 90: "Three armies from Moscow go to 88."': which start is meant?
        one = _moves(sentence, nation, names, army_words, ship_words, read)
        if one is None and ":" in sentence and _heading(sentence.rsplit(":", 1)[0], army_words | ship_words):
            one = _moves(sentence.rsplit(":", 1)[1], nation, names, army_words, ship_words, read)
        if one is None:
            return None
        out += one
    return out


def _heading(head: str, unit_words: frozenset[str]) -> bool:
    """'The Sultan orders': words before a colon that may head a move; never an order of their own ('3 ships T ->
    S: the fleet stays' is no heading over a stay: which is meant?)."""
    said = [w.strip(",.;!?()").casefold() for w in head.split()]
    return "->" not in head and not any(c.isdigit() for c in head) and not any(
        w in unit_words and k and said[k - 1] in _COUNTED for k, w in enumerate(said))     # 'the three ships T'


# A unit word in the singular, no count said ('The army in Wessex goes to Dumnonia'), where the state has several:
# one of them, or the stack? (fresh14: a writer meant one of two). Collective words ('the fleet in M') are the stack.
_ONE_OF_A_STACK = frozenset(("army", "ship", "longship", "galley", "boat"))
_COUNTED = frozenset(NUMBER_WORDS) | frozenset(("the", "my", "our", "all", "both"))


def _moves(text: str, nation: str, names: Names, army_words: frozenset[str], ship_words: frozenset[str],
           read: Callable[[str], list]) -> list | None:
    text = plainer(text)                    # 'put out into', 'set sail for', 'go ashore in'
    landed = landing(text, nation, names)   # 'Land the two of them in 23', 'troops stay aboard for now'
    if landed is not None:
        return read(landed) if isinstance(landed, str) else landed
    ashore = going_ashore(text, nation, names)
    if ashore is not None:
        return read(ashore)
    staying = boarding_only(text)           # '... board the ships in D and stay aboard'
    carried = passage(staying or text, names)
    if carried is not None:
        return _by_sea(carried, names, army_words, ship_words, read, nation, staying is not None)
    text, apposed = _count_apposed(text)    # 'The fleet sails from D to E, all 4 ships.'
    m = read_movement(text, names, army_words | ship_words) or read_movement(with_verb(text), names,
                                                                            army_words | ship_words)
    if m is None:
        return None
    if apposed is not None:
        number, unit = apposed
        if m.count is not None and m.count != number:
            raise NotUnderstood(f"{m.count} or {number}: say how many go")
        if unit and m.unit and (unit in ship_words) != (m.unit in ship_words or m.unit in ("fleet", "fleets", "squadron")):
            raise NotUnderstood(f"{m.unit} or {unit}: say what goes")
        m = replace(m, count=number, unit=m.unit or unit)
    attack = stance_after(m.rest)           # 'The 2 ships in I sail to J and attack the English', '... to avoid a fight'
    purpose = m.rest.strip().casefold().startswith(("to ", "in order to ", "so as to "))
    if attack is not None:
        m = replace(m, rest="")
    elif fights(m.rest):
        return None                         # 'where they might meet the Prussians in battle': never passed over
    ships_said = m.unit in ship_words or m.unit in ("fleet", "fleets", "squadron")
    if ships_said and m.start is not None:
        m = replace(m, rest=with_armies_aboard(m.rest, nation, m.start, names))
    if not says_nothing_more(m, names, army_words | ship_words):
        return None
    if m.stays:
        _stand_there(m.start, ships_said, nation, names, m.unit)    # 'The brave armies in Paris stay': none there
        return []
    if not m.path:
        raise NotUnderstood("say where they go: 'my 3 armies in 14 march into 15'")
    if m.start is None and len(m.path) == 1 and _names_no_other_number(text, m.count, m.path[0], names) \
            and _of_no_one_else(text, nation, names):
        m = replace(m, start=only_start(nation, ships_said, m.path[0], names))
    if m.start is None:
        raise NotUnderstood("say where they start: 'my 3 armies in 14 march into 15'")
    sea = names.board[m.start].is_sea
    kind = "ships" if ships_said or not m.unit and sea else "armies"
    count = "all" if m.count is None else str(m.count)
    state = names.state
    if m.count is None and isinstance(state, ClassicState):       # 'the fleet in M': the ships the state has there
        here = state.fleet(nation, m.start) if kind == "ships" else None
        many = here.ships if here else state.armies_in(m.start).get(nation, 0) if kind == "armies" else 0
        if many > 1 and (m.unit or "").casefold() in _ONE_OF_A_STACK and _one_said(text, m.unit or ""):
            raise NotUnderstood(f"'the {m.unit}' in {names.board.name(m.start)}, where {many} {kind} stand: "
                                f"1 {kind[:-1] if kind == 'ships' else 'army'}, or all {many}? ask the player")
        count = str(many) if many else count
    places = " -> ".join(names.board.name(r) for r in (m.start, *m.path))
    if attack is not None and kind != "ships":
        if not (purpose and attack.startswith(" attack")):
            return None                     # armies attack by moving: the strict reader's answer stands
        attack = None                       # '3 armies march to 57 to attack the Austrians': the move is the attack
    return read(f"{count} {kind} {places}" + (attack or ""))


_APPOSED = re.compile(rf"[,;:] (?:all |the )?(?P<count>both|[0-9]{{1,3}}|{'|'.join(sorted(NUMBER_WORDS, key=len, reverse=True))})"
                      r"(?: of (?:them|it))?(?: (?P<unit>ships|armies|army|ship|longships|galleys|boats|troops))?"
                      r"(?: of (?:them|it))?[.!]?$", re.IGNORECASE)


def _count_apposed(text: str) -> tuple[str, tuple[int, str] | None]:
    """'..., all 4 ships' at the end of a move: the sentence without it, and the count and unit word it says."""
    m = _APPOSED.search(text) if len(text) < 400 else None
    if m is None or m["unit"] is None and " of " not in m.group(0):
        return text, None                   # ', 4.' alone may be anything: a sea's letter, a note
    said = m["count"].casefold()
    number = int(said) if said.isdigit() else 2 if said == "both" else NUMBER_WORDS[said]
    if number is None or number < 1:
        return text, None
    return text[:m.start()], (number, (m["unit"] or "").casefold())


def _by_sea(carried: Passage, names: Names, army_words: frozenset[str], ship_words: frozenset[str],
            read: Callable[[str], list], nation: str = "", aboard: bool = False) -> list | None:
    """'2 armies sail from 37 with our ships in S and land in 32' -> '2 armies 37 -> 32 via ships in S':
    armies carried by the ships of one sea to one province."""
    m = read_movement(carried.text, names, army_words | ship_words)
    if m is None or m.stays or not says_nothing_more(m, names, army_words | ship_words):
        return None
    if m.unit in ship_words or m.unit in ("fleet", "fleets", "squadron"):
        return None                                     # ships that sail: not armies carried
    if carried.carriers:
        raise NotUnderstood("ships here are counted by sea, not numbered: say 'with the ships in C'")
    board = names.board
    if m.start is not None and not m.path and len(carried.seas) == 1 and not board[m.start].is_sea:
        sea = carried.seas[0]                   # 'embark 2 armies from 69 onto the ships in D': aboard, no landing
        return read(f"{_counted_at(m.count, m.start, nation, names)} armies {board.name(m.start)} -> {board.name(sea)}")
    if m.start is None or not m.path:
        raise NotUnderstood("armies carried by sea: say where they start and where they land "
                            "('2 armies 37 -> 32 via ships in S')")
    seas = list(dict.fromkeys([*carried.seas, *(p for p in m.path if board[p].is_sea)]))
    lands = [p for p in m.path if not board[p].is_sea]
    if aboard:
        raise NotUnderstood("the armies land and stay aboard: which is meant?")
    if len(lands) != 1 or m.path[-1] != lands[0]:
        raise NotUnderstood("armies carried by sea land in one province: '2 armies 37 -> 32 via ships in S'")
    if len(seas) > 1:
        raise NotUnderstood(f"armies are carried by the ships of one sea, not {', '.join(board.name(x) for x in seas)}")
    count = _counted_at(m.count, m.start, nation, names)
    via = f" via ships in {board.name(seas[0])}" if seas else " via ships"     # no sea named: the canonical 'via ships'
    return read(f"{count} armies {board.name(m.start)} -> {board.name(lands[0])}{via}")


def _one_said(text: str, unit: str) -> bool:
    """'The army in Wessex', 'our ship in I': the unit word alone after its article, with no note of a count
    ('The Neapolitan army (38, both)', 'the whole army') anywhere in the sentence."""
    low = f" {text.casefold()} "
    if "(" in low or any(f" {w} " in low for w in ("both", "all", "whole", "entire", "every", "each")):
        return False
    unit = unit.casefold()      # 'the second army', 'our other ship': one of the stack, which one the state cannot tell
    return any(f" {a} {unit} " in low or any(f" {a} {o} {unit} " in low for o in _ONE_OF_SEVERAL)
               for a in ("the", "our", "my", "an", "a", "one"))


_ONE_OF_SEVERAL = ("first", "second", "third", "fourth", "fifth", "1st", "2nd", "3rd", "4th", "5th", "other", "last")


def _counted_at(count: int | None, start: str, nation: str, names: Names) -> str:
    """The count said, else the nation's armies the state has at the start ('the armies of Normandy')."""
    state = names.state
    if count is None and isinstance(state, ClassicState) and state.armies_in(start).get(nation):
        return str(state.armies_in(start)[nation])
    return "all" if count is None else str(count)


def _names_no_other_number(text: str, count: int | None, dest: str, names: Names) -> bool:
    """Whether the sentence holds no number but its count and its destination's: a start the state gives
    is never taken where the words name something else ('3 armies 1 about 3, they go to 2')."""
    if "," in text or ";" in text:
        return False                        # clauses: the words may name the start another way
    numbers = [t.strip(".!?()") for t in text.split() if any(c.isdigit() for c in t)]
    for said in (str(count), names.board.name(dest)):
        if said in numbers:
            numbers.remove(said)
    return not numbers


_OTHERS = frozenset("their his her its enemy enemy's enemies foreign allied".split())


def _of_no_one_else(text: str, nation: str, names: Names) -> bool:
    """Whether the sentence names no unit but the writer's: no other nation ('the Spanish fleet', 'Spain's
    fleet', 'the fleet of Great Britain'), no 'their', 'enemy': the state gives a start only to the writer's
    own units, never takes another nation's order for one of them."""
    words = [w.strip(".,;:!?()\"").removesuffix("'s").removesuffix("’s") for w in text.split()]
    if any(w.casefold() in _OTHERS for w in words):
        return False
    for k in (1, 2):
        for i in range(len(words) - k + 1):
            found = names.known_nation(" ".join(words[i:i + k]))
            if found is not None and found != nation:
                return False
    return True


def _stand_there(start: str | None, ships: bool, nation: str, names: Names, unit: str) -> None:
    """Refuse a stay of units said where the writer has none of that kind (armies aboard ships count at sea):
    'The brave armies in Paris stay' with no army in Paris is asked, never set aside as a stay."""
    state = names.state
    if start is None or not isinstance(state, ClassicState):
        return
    fleet = state.fleet(nation, start)
    have = (fleet.ships if fleet else 0) if ships else state.armies_in(start).get(nation, 0) + (fleet.aboard if fleet else 0)
    if not have:
        raise NotUnderstood(f"{unit or 'units'} told to stay in {names.board.name(start)}, but no such units of yours "
                            "stand there: which units are meant?")
