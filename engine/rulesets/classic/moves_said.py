"""What classic sentences leave to the state or say in sailors' words: the sea or province the units
start from when only one of the nation's stacks can make the move ('Our fleet sails to the Irish Sea'),
armies aboard going ashore ('The two armies aboard our ships in the Channel go ashore in Belgica'),
ships sailing 'with the two armies still aboard', a garrison sent without a verb ('The Smolensk
garrison to Minsk'), and 'put out into', 'set sail for', 'weigh anchor for' as 'sail to'."""

from __future__ import annotations

from engine.words import patterns as re        # its compile() waits for first use

from engine.errors import NotUnderstood
from engine.words.reading import NUMBER_WORDS, Names
from engine.rulesets.classic.movement import land_neighbours, sea_neighbours
from engine.rulesets.classic.units import ClassicState

from engine.rulesets.classic.aboard_along import along_said

_SAILING = re.compile(r"\b(?:puts? out(?: to sea)?|putting out(?: to sea)?|sets? sail|setting sail|weighs? anchor|"
                      r"weighing anchor|make|makes|making)(?= (?:for|to|into|towards) )", re.IGNORECASE)
_ASHORE = re.compile(r"\b(?:go|goes|going|went|come|comes|coming|came|step|steps|get|gets) ashore(?= (?:in|at|on|into) )",
                     re.IGNORECASE)


_ABOARD = re.compile(r"\b(?:go|goes|going|get|gets|getting|climb|climbs|step|steps|march|marches) (?:aboard|on board)"
                     r"(?= (?:the |our |my )?(?:ships? |fleets? |boats? |longships |galleys )?(?:in|at|of) )", re.IGNORECASE)
_STAY_ABOARD = re.compile(r",? (?:and )?(?:stay|stays|remain|remains|wait|waits) (?:aboard|on board)(?: for now)?$",
                          re.IGNORECASE)


_OUT_OF = re.compile(r"\b(?P<verb>rows?|rowing|rowed|sails?|sailing|sailed|march(?:es)?|marching|moves?|moving|go|goes|going|"
                     r"steams?|steaming|slips?|slipping|breaks?|breaking|heads?|heading|come|comes|coming|ride|rides|"
                     r"riding|pull|pulls|pulling)(?: back| up| down)? out of (?=\S)", re.IGNORECASE)


# 'the two that were in 107', 'the armies which stand in 58': where they stand, said as a relative clause.
_WHO_STAND = re.compile(r"\b(?:that|which|who) (?:were|are|was|is|stand|stands|stood|remain|remained|wait|waited|sit|sat)"
                        r"(?: (?:still|already|now))? (?=(?:in|at) \S)", re.IGNORECASE)


def plainer(text: str) -> str:
    """'Our ships put out into the Irish Sea' -> 'Our ships sail into the Irish Sea'; 'go ashore in' -> 'land in';
    'go aboard in D' -> 'board the ships in D'."""
    if len(text) > 500:
        return text
    text = along_said(text)                 # 'carry our two armies on to J' (engine.rulesets.classic.aboard_along)
    text = _WHO_STAND.sub("", text) if " in " in text or " at " in text else text    # 'the two that were in 107'
    text = _OUT_OF.sub(lambda m: f"{m['verb']} from ", text) if " out of " in text else text   # 'row out of D into C'
    return _ABOARD.sub("board", _ASHORE.sub("land", _SAILING.sub("sail", text)))


def boarding_only(text: str) -> str | None:
    """'2 armies from 69 board the ships in D and stay aboard' without its last words (the armies stay aboard:
    no landing said); None when the sentence does not end so."""
    m = _STAY_ABOARD.search(text.rstrip(".! "))
    return text.rstrip(".! ")[:m.start()] if m else None


_COUNT = r"[0-9]{1,6}|all|both|" + "|".join(sorted(NUMBER_WORDS, key=len, reverse=True))
_LANDING = re.compile(rf"^(?:the |our |my )?(?:(?P<count>{_COUNT}) )?(?:of (?:the |our |my ))?"
                      r"(?:armies|army|troops|men|soldiers) (?:still )?(?:aboard|on board)"
                      r"(?: (?:the |our |my )?(?:ships?|fleets?|boats?|longships|galleys))?"
                      r"(?: (?:in|at) (?P<sea>[^,;]{1,40}?))? (?:lands?|disembarks?) (?:in|at|on|into) (?P<to>[^,;]{1,60})$",
                      re.IGNORECASE)


def going_ashore(text: str, nation: str, names: Names) -> str | None:
    """'The two armies aboard our ships in the Channel land in Belgica' -> '2 armies I -> 22'; without the
    sea, the one sea where the nation has armies aboard. None when the sentence is not such a landing."""
    m = _LANDING.match(text.strip().rstrip(".!"))
    state = names.state
    if m is None or not isinstance(state, ClassicState):
        return None
    if m["sea"] is not None:
        sea = names.region(m["sea"])
    else:
        seas = [f.at for f in state.fleets if f.nation == nation and f.aboard]
        if len(seas) != 1:
            raise NotUnderstood("say in which sea the armies are aboard: 'the 2 armies aboard in I land in 22'")
        sea = seas[0]
    fleet = state.fleet(nation, sea)
    count = m["count"] or "all"
    if count.casefold() in ("all", "both") and fleet is not None and fleet.aboard:
        count = "2" if count.casefold() == "both" else str(fleet.aboard)
    return f"{count} armies {names.board.name(sea)} -> {names.board.name(names.region(m['to']))}"


_ALONG = re.compile(rf"^with (?:the |our |my |all )?(?:(?P<count>{_COUNT}) )?(?:of (?:the |our |my ))?"
                    r"(?:armies|army|troops|men|lads|soldiers) (?:still )?(?:aboard|on board)$", re.IGNORECASE)


def with_armies_aboard(rest: str, nation: str, sea: str, names: Names) -> str:
    """'with the two armies still aboard' after the whole fleet's move says what the rules do anyway (the
    armies aboard sail with their ships): '' when so many are aboard there; refused when they are not."""
    m = _ALONG.match(rest.strip().rstrip(".!"))
    state = names.state
    if m is None or not isinstance(state, ClassicState):
        return rest
    fleet = state.fleet(nation, sea)
    aboard = fleet.aboard if fleet is not None else 0
    said = (m["count"] or "all").casefold()
    count = None if said == "all" else 2 if said == "both" else NUMBER_WORDS.get(said) or int(said) \
        if said.isdigit() or said in NUMBER_WORDS else None
    if aboard == 0 or count is not None and count != aboard:
        raise NotUnderstood(f"{nation} has {aboard} arm{'y' if aboard == 1 else 'ies'} aboard in "
                            f"{names.board.name(sea)}, not {count if count is not None else 'any'}")
    return ""


_TO = re.compile(r" (?:to|towards|toward|into|onto) ", re.IGNORECASE)


def with_verb(text: str) -> str:
    """'The Smolensk garrison to Minsk' -> 'The Smolensk garrison go to Minsk': the verb of going left out."""
    m = _TO.search(text)
    return text if m is None or len(text) > 300 else f"{text[:m.start()]} go{text[m.start():]}"


def only_start(nation: str, ships: bool, dest: str, names: Names) -> str | None:
    """The one sea (ships) or province (armies) of the nation's units from which the move can go to
    `dest`; refused naming them when several can; None when none can (the reader's own reason stands)."""
    state, board = names.state, names.board
    if not isinstance(state, ClassicState):
        return None
    if ships:
        here = [f.at for f in state.fleets if f.nation == nation and f.ships]
        able = [s for s in here if dest in sea_neighbours(board, s)] if board[dest].is_sea else []
    else:
        here = [a.at for a in state.armies if a.nation == nation and a.count]
        able = [p for p in here if dest in land_neighbours(board, p)] if board[dest].is_land else []
    if len(able) > 1:
        said = " or ".join(board.name(p) for p in able)
        raise NotUnderstood(f"say where they start: {'ships' if ships else 'armies'} of {nation} in {said} could go "
                            f"to {board.name(dest)}")
    return able[0] if able else None
