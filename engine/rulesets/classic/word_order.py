"""Classic orders in another word order than the reader's, put back in it: the start fronted ('From Paris, 3
armies march to Auvergne'), a place's troops said with its possessive ('Paris's three armies advance into
Auvergne'), the count in brackets after the start ('Paris (3 armies) -> Auvergne'), a count after a verb that
says the unit ('March 3 from 21 to 27': armies; 'Sail 2 from I to J': ships), 'with everything' after a route,
new units without a verb ('2 new armies in Paris', 'New armies: 2 in 21'). Each gives the words to read
again; the reading is kept only when it reads whole."""

from __future__ import annotations

from engine.words import patterns as re

from engine.words.reading import NUMBER_WORDS, Names
from engine.rulesets.classic.units import ClassicState

LONGEST = 300
_WORDS = "|".join(sorted(NUMBER_WORDS, key=len, reverse=True))
_COUNT = rf"(?:[0-9]{{1,6}}|{_WORDS})"
_UNITS = r"(?:armies|army|troops|ships|ship|fleet|longships|galleys)"
_FRONTED = re.compile(r"^from (?P<place>[^,;]{1,40}), (?P<rest>.+)$", re.IGNORECASE)
_POSSESSIVE = re.compile(rf"^(?:the )?(?P<place>[A-Z][\w ]{{0,30}}?)(?:'s|’s) (?P<count>{_COUNT} )?(?P<unit>{_UNITS})\b"
                         r"(?P<rest>.*)$")
_BRACKETED = re.compile(rf"^(?P<place>[^()]{{1,40}}?) \((?P<count>{_COUNT}|all) (?P<unit>armies|army|ships|ship)\)"
                        r" ?(?P<arrow>->|→|=>|>|-|to) ?(?P<to>.+)$", re.IGNORECASE)
_VERB_COUNT = re.compile(rf"^(?P<verb>march|move|send|sail)s? (?P<count>{_COUNT}) (?P<rest>(?:from|in|at) .+)$",
                         re.IGNORECASE)
_EVERYTHING = re.compile(r"^(?P<route>[^,;]{1,60}?)(?:,| with| -) (?:everything|all of them|all my armies|all my troops|"
                         r"all armies|all troops|all)$", re.IGNORECASE)
_NEW = re.compile(rf"^(?P<count>{_COUNT}) new (?P<unit>armies|army|ships|ship) (?:in|at) (?P<where>.+)$", re.IGNORECASE)
_NEW_TITLE = re.compile(rf"^new (?P<unit>armies|army|ships|ship|units): (?P<count>{_COUNT}) (?:in|at) (?P<where>.+)$",
                        re.IGNORECASE)


# 'H: 1 ship -> F', 'Ship in H: move to F', 'Armies in 89: 3 to 88': the start as a label before a colon.
_PLACE_LABEL = re.compile(rf"^(?P<place>[^:;,]{{1,30}}): (?P<count>{_COUNT}|all) (?P<unit>armies|army|ships|ship) ?"
                          r"(?P<arrow>->|→|=>|>|-|to) ?(?P<to>[^:;,]{1,40})$", re.IGNORECASE)
_UNIT_LABEL = re.compile(rf"^(?:(?P<count>{_COUNT}) )?(?P<unit>armies|army|ships|ship) (?:in|at) (?P<place>[^:;,]{{1,30}}): "
                         r"(?:(?:move|moves|go|goes|sail|sails|march|marches) )?(?:to|into|->|>) ?(?P<to>[^:;,]{1,40})$",
                         re.IGNORECASE)


# 'Attack the French fleet in I with our 3 ships': the ships of a sea attack a nation there.
_ATTACK_IN = re.compile(rf"^(?i:attack|engage)s? (?i:the )?(?P<foe>[A-Z][\w ]{{0,20}}?) (?:fleet|ships|navy) (?:in|at) "
                        rf"(?P<sea>[^,;]{{1,30}}?) with (?:our |my |the |all )?(?:(?P<count>{_COUNT}) )?(?:ships|fleet|ship)"
                        r"(?: there)?$")


_SENDS = re.compile(rf"^(?:the province of )?(?P<place>[^ ,;:]{{1,30}}(?: [^ ,;:]{{1,30}}){{0,2}}?) (?:sends|dispatches|moves|"
                    rf"marches) (?P<what>{_COUNT} (?:armies|army|troops|legions|men)) (?P<rest>.+)$", re.IGNORECASE)
_PLACE_NEW = re.compile(rf"^(?P<where>[^:;,]{{1,30}}): (?:buy )?(?P<count>{_COUNT}) new (?P<unit>armies|army|ships|ship)$",
                        re.IGNORECASE)


def reordered(text: str, names: Names, nation: str = "") -> list[str]:
    """The line in the reader's word order, the likeliest first; none when it has no such shape."""
    text = text.strip().rstrip(".!")
    if len(text) > LONGEST:
        return []
    out: list[str] = []
    m = _FRONTED.match(text)
    if m and names.is_region(m["place"]):
        rest = m["rest"]
        unit = re.search(rf"\b{_UNITS}\b", rest, re.IGNORECASE)
        if unit:                               # '3 armies march to Auvergne' -> '3 armies from Paris march to ...'
            out.append(f"{rest[:unit.end()]} from {m['place']}{rest[unit.end():]}")
    m = _POSSESSIVE.match(text)
    if m and names.is_region(m["place"]):
        out.append(f"the {m['count'] or ''}{m['unit']} of {m['place']}{m['rest']}")
    m = _BRACKETED.match(text)
    if m and names.is_region(m["place"]):
        out.append(f"{m['count']} {m['unit']} {m['place']} -> {m['to']}")
    m = _VERB_COUNT.match(text)
    if m:
        kind = "ships" if m["verb"].casefold() == "sail" else "armies"
        out.append(f"{m['count']} {kind} {m['rest']}")
    m = _EVERYTHING.match(text)
    if m and re.search(r"->|→|=>|>| to |-", m["route"]):
        out.append(f"all armies {m['route']}")
    m = _PLACE_LABEL.match(text)
    if m and names.is_region(m["place"]):
        out.append(f"{m['count']} {m['unit']} {m['place']} -> {m['to']}")
    m = _UNIT_LABEL.match(text)
    if m and names.is_region(m["place"]):
        count = m["count"] or ("1" if m["unit"].casefold() in ("ship", "army") else _held(nation, m["place"], names))
        out.append(f"{count} {m['unit']} {m['place']} -> {m['to']}")
    m = _ATTACK_IN.match(text)
    if m and names.is_region(m["sea"]) and names.board[names.region(m["sea"])].is_sea and names.is_nation(m["foe"]):
        count = m["count"] or _held(nation, m["sea"], names)
        out.append(f"{count} ships {m['sea']} attack {m['foe']}")
    m = _SENDS.match(text)
    if m and names.is_region(m["place"]):
        out.append(f"{m['what']} from {m['place']} {m['rest']}")      # 'Rome sends three armies north into 36'
    m = _PLACE_NEW.match(text)
    if m and names.is_region(m["where"]):
        out.append(f"buy {m['count']} {m['unit']} in {m['where']}")    # 'Rome: 1 new army'
    new = _NEW.match(text) or _NEW_TITLE.match(text)
    if new:
        word = new["unit"].casefold()
        kind = "" if word == "units" else "ships" if word.startswith("ship") else "armies"
        out.append(f"buy {new['count']} {kind} in {new['where']}".replace("  ", " "))
    return out


def _held(nation: str, place: str, names: Names) -> str:
    """How many armies or ships the nation has at a place ('Armies in 89: ...'), 'all' when the state is not told."""
    state, where = names.state, names.region(place)
    fleet = state.fleet(nation, where) if isinstance(state, ClassicState) else None
    if fleet is not None and fleet.ships:
        return str(fleet.ships)
    many = state.armies_in(where).get(nation, 0) if isinstance(state, ClassicState) else 0
    return str(many) if many else "all"
