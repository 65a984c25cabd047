"""Orders said with an exception: 'All my armies hold except those in 97, which go to 100' (the armies of 97
go, the others hold), 'Every army in Oslo except one goes to 64' (all there but one, as the position counts
them). Written as the moves they give; a count the position cannot give is left to be refused."""

from __future__ import annotations

from engine.words import patterns as re        # its compile() waits for first use
from engine.words.reading import NUMBER_WORDS, Names
from engine.rulesets.classic.units import ClassicState

_GO = r"(?:go|goes|march|marches|move|moves|sail|sails|head|heads)(?: on)? (?:to|into|towards)"
_HOLD_BUT = re.compile(r"^(?:all|every one of|each of)? ?(?:my |our |the )?(?P<kind>armies|army|units|troops|ships) "
                       r"(?:hold|holds|stay|stays|remain|remains)(?: put| where they are)?,? (?:except|but|save) (?:for )?"
                       r"(?:those|the ones|the armies|the army|the one|the ships|the fleet) (?:in|at) (?P<place>[^,]{1,40}),? "
                       rf"(?:which|that|who|they) {_GO} (?P<to>[^,;]{{1,40}})$", re.IGNORECASE)
_ALL_BUT = re.compile(r"^(?:every |each |all (?:my |our |the )?)(?P<kind>army|armies|ship|ships) (?:in|at|of) (?P<place>[^,]{1,40}?),? "
                      rf"(?:except|but|save) (?P<left>one|two|three|[0-9]{{1,2}}),? {_GO} (?P<to>[^,;]{{1,40}})$",
                      re.IGNORECASE)

_LEFT_STAYS = re.compile(r"[;,.] (?:and )?(?:the (?:last|other|remaining) (?:one|army|ship)|the rest|it|that one) "
                         r"(?:stays?|holds?|remains?)(?: behind| put| home| there)?$", re.IGNORECASE)


def with_exception(text: str, nation: str, names: Names) -> str | None:
    """The move the sentence gives in the canonical words, None when it is no such sentence (or the position
    cannot say how many stand there)."""
    said = text.strip().rstrip(".!")
    said = _LEFT_STAYS.sub("", said) if len(said) <= 300 else said     # '...; the last one stays': the one left
    if len(said) > 300 or " except " not in said.casefold() and " but " not in said.casefold() \
            and " save " not in said.casefold():
        return None
    state = names.state
    m = _HOLD_BUT.match(said)
    if m is not None and names.is_region(m["place"]) and names.is_region(m["to"]):
        place = names.region(m["place"])
        sea = names.board[place].is_sea
        many = _there(state, nation, place, sea)
        if many:
            return f"{many} {'ships' if sea else 'armies'} {names.board.name(place)} -> {m['to']}"
        return None
    m = _ALL_BUT.match(said)
    if m is not None and names.is_region(m["place"]) and names.is_region(m["to"]):
        place = names.region(m["place"])
        sea = names.board[place].is_sea
        left = int(m["left"]) if m["left"].isdigit() else NUMBER_WORDS.get(m["left"].casefold())
        many = _there(state, nation, place, sea)
        if many and left is not None and many > left:
            return f"{many - left} {'ships' if sea else 'armies'} {names.board.name(place)} -> {m['to']}"
    return None


def _there(state: object, nation: str, place: str, sea: bool) -> int:
    if not isinstance(state, ClassicState):
        return 0
    if sea:
        fleet = state.fleet(nation, place)
        return fleet.ships if fleet is not None else 0
    return state.armies_in(place).get(nation, 0)
