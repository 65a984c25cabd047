"""Succheesion moves written as sentences (engine/words/movement.py gives the slots): 'The 4 units in
Rubygate march to Carmine' -> '4 units 9 -> 4', 'Our 2 frigates sail from A to B and on into C,
where they attack the Berdain ships' -> '2 Frigates A -> B -> C' and 'attack Berdain in C'."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from engine.errors import NotUnderstood
from engine.words.message import words
from engine.words.direct import direct_objects
from engine.words.movement import Movement, read_movement, says_nothing_more
from engine.words.reading import NUMBER_WORDS
from engine.orders import Names, Order

# Words for a share of the units that give no number ('half of the units'): asked, never read as all.
VAGUE = frozenset("half some most part few several third quarter remainder majority many".split())
_ALL = frozenset("all both entire whole every".split())
SHIPS = {"frigate": "Frigates", "frigates": "Frigates", "galleon": "Galleons", "galleons": "Galleons"}


NAVAL = frozenset("squadron squadrons fleet fleets ships navy vessels flotilla".split())
_SHIP_WORDS = frozenset(SHIPS) | NAVAL
# Land units by what players call them beyond the lexicon's words ('the riders at Typ Lef go to Steppe Gate').
_RIDERS = frozenset("riders horsemen footmen warriors lads garrison garrisons stack stacks host".split())


def _ships_of(m: Movement, text: str, names: Names, nation: str) -> Movement:
    """A body of ships named without their kind: the kind the sentence names (one only), else the one kind
    the writer's fleet has where they start; refused when that is not known."""
    said = {SHIPS[w] for w in words(text) if w in SHIPS}
    fleets = [f for f in getattr(names.state, "fleets", ()) if f.nation == nation and f.at == m.start]
    if not said and len(fleets) == 1:
        said = {k for k, n in (("Frigates", fleets[0].frigates), ("Galleons", fleets[0].galleons)) if n}
    if len(said) != 1:
        raise NotUnderstood("which ships? write '2 Frigates 52 -> 50'")
    unit = "frigates" if said == {"Frigates"} else "galleons"
    count = m.count
    if count is None and len(fleets) == 1:
        count = fleets[0].frigates if unit == "frigates" else fleets[0].galleons
    return replace(m, unit=unit, count=count)


# Verbs of a relative clause saying where a body of troops stands ('the army that took Adoen Crown').
_HOLDING = frozenset("took take takes holds hold held occupies occupy occupied captured captures stands stand sits "
                     "sit is are garrisons guards guard".split())
_BODY_NOUNS = frozenset("army armies troops units men garrison corps force forces riders soldiers stack host".split())


def _where_they_stand(text: str, names: Names) -> str:
    """'The army that took Adoen Crown goes on to ...' -> 'The army at Adoen Crown goes on to ...': a body of troops
    named by the place a relative clause says it holds; the text as written otherwise."""
    tokens = text.split()
    low = [t.casefold().strip(",") for t in tokens]
    for k in range(1, len(low) - 2):
        if low[k] not in ("that", "which", "who") or low[k - 1] not in _BODY_NOUNS or low[k + 1] not in _HOLDING:
            continue
        j = k + 2 + (1 if low[k + 2] in ("in", "at") else 0)
        for n in (3, 2, 1):
            if j + n < len(tokens) and names.is_region(" ".join(tokens[j:j + n]).strip(",")):
                return " ".join([*tokens[:k], "at", *tokens[j:]])
    return text


def all_of(said: list[str]) -> int | None:
    """The number of 'all thirteen', 'all 4', 'all 13 of them' said of the units that go; None when none is said."""
    for k, w in enumerate(said[:-1]):
        if w == "all":
            n = said[k + 1]
            number = int(n) if n.isdigit() and len(n) <= 3 else NUMBER_WORDS.get(n)
            if number is not None and number > 1:
                return number
    return None


# Words that may follow a count set between commas ('..., five and the Khan, ride ...', '..., 13 strong, ...').
_APPOSED = frozenset("and the general khan himself herself strong units men of them in all".split())


def apposed_count(text: str) -> int | None:
    """The count set between commas after the subject ('The Rubygate garrison, 5, marches ...', 'The horde of Lef
    Oasis, five and the Khan, ride ...'); None when none is."""
    pieces = text.split(", ")
    for piece in pieces[1:-1]:
        said = words(piece)
        if said[:1] == ["all"]:
            said = said[1:]
        if not said:
            continue
        n = said[0]
        number = int(n) if n.isdigit() and len(n) <= 3 else NUMBER_WORDS.get(n)
        if number is not None and number > 1 and all(w in _APPOSED for w in said[1:]):
            return number
    return None


def moves(text: str, names: Names, nation: str, strict: Callable[[str], Order | None]) -> list | None:
    """The orders of a sentence written as a move, [] for units told to stay, None when the
    sentence is not written as a move."""
    text = direct_objects(text, names)              # 'Reinforce Carmine with 2 units from Rubygate'
    if " that " in text or " which " in text or " who " in text:
        text = _where_they_stand(text, names)       # 'The army that took Adoen Crown goes on to ...'
    m = read_movement(text, names, _SHIP_WORDS | _RIDERS)
    if m is None:
        return None
    vague = [w for w in words(text) if w in VAGUE]
    if vague and not m.stays:
        raise NotUnderstood(f"how many units? {vague[0]!r} is no number: write '2 units 9 -> 4'")
    attacks = [w for w in words(m.rest) if w in ("attack", "attacks")]
    if attacks and m.stays or not attacks and not says_nothing_more(m, names, _SHIP_WORDS):
        return None                     # more than a move: read another way or refused, never cut short
    if m.stays:
        return []
    if not m.path:
        raise NotUnderstood("say where the units go: 'the 4 units in 9 march to 4'")
    if m.unit in NAVAL:                 # 'The Pirate Squadron (our two frigates in Pirates' Sound) goes to ...'
        m = _ships_of(m, text, names, nation)
    start = m.start
    if start is None and m.unit in SHIPS:       # 'our frigates sail to ...': where the nation's only such ships lie
        kind = SHIPS[m.unit]
        seas = {f.at for f in getattr(names.state, "fleets", ()) if f.nation == nation
                and (f.frigates if kind == "Frigates" else f.galleons)}
        start = next(iter(seas)) if len(seas) == 1 else None
    if start is None:
        raise NotUnderstood("say where the units start: 'the 4 units in 9 march to 4'")
    count = "all" if m.count is None else str(m.count)
    said_all = all_of(words(text)) or apposed_count(text) if m.count is None and m.unit not in SHIPS else None
    if said_all is not None:            # 'The Royal Army at Randomia, all thirteen, marches ...': the number is checked
        here = sum(s.count for s in getattr(names.state, "stacks", ()) if s.nation == nation and s.at == start)
        if here and said_all != here:
            raise NotUnderstood(f"{said_all} said of them, but {here} units stand in {names.board.name(start)}: how many go? "
                                "ask the player")
        count = str(said_all)
    elif m.count is None and m.unit not in SHIPS and not any(w in _ALL for w in words(text)):
        here = [s.count for s in getattr(names.state, "stacks", ()) if s.nation == nation and s.at == start]
        count = str(sum(here)) if here else count    # 'the army at Adoen Crown': the units standing there now
    if m.count is None and m.unit in ("frigate", "galleon"):
        count = "1"                     # 'our frigate sails ...': one ship, said in the singular
    kind = SHIPS.get(m.unit, "units")
    led = m.count is None and kind == "units" and not m.general and "eneral" not in text and any(
        getattr(s, "general", False) for s in getattr(names.state, "stacks", ()) if s.nation == nation and s.at == start)
    general = " and the General" if (m.general or led) and kind == "units" else ""     # 'the army at A': all of it
    order = strict(f"{count} {kind}{general} {' -> '.join((start, *m.path))}")
    out: list = [order] if order is not None else []
    rest = words(m.rest)
    if "attack" in rest or "attacks" in rest:
        at = rest.index("attack") if "attack" in rest else rest.index("attacks")
        tail = [w for w in m.rest.split()[at + 1:] if w.casefold() not in ("the", "ships", "fleet", "fleets", "units")]
        target = names.nation(" ".join(tail).strip(" .,"))
        attack = strict(f"attack {target} in {m.path[-1]}")
        if attack is not None:
            out.append(attack)
    return out
