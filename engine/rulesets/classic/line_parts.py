"""Where a classic line's orders start and what a part says around them: 'the 3 in 21' (the unit
word left out), 'Spain: ...' (the writer's own heading), 'The Channel fleet' (the ships in its sea)."""

from __future__ import annotations

from engine.words import patterns as re        # its compile() waits for first use
from engine.rulesets.classic.names import Names
from engine.rulesets.classic.units import ClassicState
from engine.rulesets.classic.vocabulary import ARMY_WORDS, COUNT, KIND, PATTERNS, SHIP_WORDS
from engine.words.textio import is_digits

_ELLIPTIC = re.compile(r"^(?:the |my |our )?(?P<count>\d{1,6}|two|three|four|five|six|seven|eight|nine|ten|both) "
                       r"(?:in|at|from) (?P<place>\w{1,20})\b", re.IGNORECASE)


def counted(part: str, names: Names) -> str:
    """'the 3 in 21 go to 27', 'the two in I sail to J': a count of the nation's units in a place, the
    unit word left out; armies in a province, ships in a sea."""
    m = _ELLIPTIC.match(part)
    if m is None or not names.is_region(m["place"]):
        return part
    count = "2" if m["count"].casefold() == "both" else m["count"]
    kind = "ships" if names.board[names.region(m["place"])].is_sea else "armies"
    return f"{count} {kind} in {m['place']}{part[m.end():]}"



def natural(text: str, names: Names, nation: str = "") -> str:
    """'16: buy 4 armies' is 'buy 4 armies in 16'; 'The Channel fleet stays in I' is 'all ships I stays in I'."""
    head, colon, tail = text.partition(": ")
    if colon and PATTERNS["buy"].match(tail) and " in " not in tail and " at " not in tail and names.is_region(head):
        return f"{tail} in {head}"
    if colon and tail and names.is_region(head) and _names(tail, names.region(head), names):
        text = tail                         # 'Constantinople: 3 armies 48 -> 47': the place the order starts from
    if colon and tail and (head.casefold() in ("orders", "my orders", "our orders", "moves") or nation
                           and names.known_nation(_ORDERS_SAID.sub("", head)) == nation or _label(head)):
        text = tail                         # 'Spain: 3 armies 14 -> 15', 'Spanish orders: ...': the writer's own
    if text[:5].casefold() in ("after", "then ", "and t", "and a", "this ", "in sp", "in su", "in au",
                                "in fa", "in wi", "in th", "now, ", "now "):
        text = _AFTER_THAT.sub("", text)    # 'after that the ships stay in the Channel': the order that follows
    return _fleet_by_its_sea(text, names, nation)


_AFTER_THAT = re.compile(r"^(?:and )?(?:after that|after this|afterwards|then|now|this turn|"
                         r"in (?:the )?(?:spring|summer|autumn|fall|winter)(?: of)? this (?:first )?(?:year|turn|season))[,:]? "
                         r"(?=\S)", re.IGNORECASE)


UNIT_KINDS = frozenset(ARMY_WORDS | SHIP_WORDS)


def _names(tail: str, place: str, names: Names) -> bool:
    """Whether the order after a place's label starts from that place, by its number or letter ('48: 3 armies 48 ->
    47'), never another ('48: 3 armies 47 -> 46' is no such label: which is meant?)."""
    said = [w.strip(",.;:!?") for w in tail.split()]
    first = next((w for k, w in enumerate(said) if names.is_region(w) and (w.isdigit() or len(w) == 1)
                  and not (k + 1 < len(said) and said[k + 1].casefold() in UNIT_KINDS)), None)    # a count is no place
    return first is not None and names.region(first) == place


# The words of a label over an order that say when or where on the map it is written, never what it does
# ('Day 1, at dawn:', 'At noon:', 'West:', 'Northern front:', 'Step 2:').
_LABEL_WORDS = frozenset("""day at dawn noon dusk sunrise sunset midday morning afternoon evening night first second
    third then step phase part section west east north south centre center northern southern eastern western central
    front island islands coast land sea navy army fleet and in the
    my me partner co-player coplayer teammate colleague""".split())


def _label(head: str) -> bool:
    said = [w.strip(",.()").casefold() for w in head.split()]     # 'My partner (navy):' writes the fleet's orders
    return 0 < len(said) <= 5 and all(w in _LABEL_WORDS or w.isdigit() and k and said[k - 1] in ("day", "step", "phase",
                                                                                                  "part", "section")
                                      for k, w in enumerate(said)) and not said[-1] in ("in", "at", "and", "the")


_ORDERS_SAID = re.compile(r" (?:orders?|moves?|commands?)$", re.IGNORECASE)


_FLEET_NOUNS = frozenset("fleet fleets squadron squadrons ships navy flotilla".split())


def _fleet_by_its_sea(text: str, names: Names, nation: str) -> str:
    """'The Channel fleet stays in I', 'The Channel squadron 2 ships escapes': the ships in the sea the
    fleet is named after ('all ships I stays in I', '2 ships I escapes')."""
    tokens = text.split(" ")
    start = 1 if tokens and tokens[0].casefold() in ("the", "our", "my") else 0
    for k in range(start + 1, min(start + 4, len(tokens) - 1)):
        if tokens[k].casefold() not in _FLEET_NOUNS:
            continue
        sea = " ".join(tokens[start:k])
        if not (sea[:1].isupper() and names.is_region(sea) and names.board[names.region(sea)].is_sea):
            return text
        rest = tokens[k + 1:]
        state = names.state
        here = state.fleet(nation, names.region(sea)) if isinstance(state, ClassicState) else None
        count = str(here.ships) if here is not None and here.ships else "all"     # the ships the state has there
        if len(rest) > 2 and is_digits(rest[0]) and rest[1].casefold() in ("ship", "ships"):
            count, rest = rest[0], rest[2:]            # '(2 ships)', the note's brackets taken away
        return " ".join([count, "ships", names.board.name(names.region(sea)), *rest])
    return text


_STARTS = re.compile(rf"^(?:(?:move|send|march|sail|my|our|all)s? |mv |mov )?(?:{COUNT}) (?:of )?(?:my |the |our )?"
                     rf"(?:{KIND})\b|^(?:give|gift|loan|pay|attack|invade|buy|build|purchase|recruit)s?\b", re.IGNORECASE)


_VERB_STARTS = re.compile(r"^(?:move|send|march|sail|give|gift|loan|pay|attack|invade|buy|build|purchase|recruit)s?\b",
                          re.IGNORECASE)


def cuts_a_purchase(piece: str) -> bool:
    """Whether a piece after 'buy ... and' is an order of its own: a verb, or units that move."""
    return _VERB_STARTS.match(piece) is not None or starts(piece) and PATTERNS["buy_one"].match(piece) is None


def starts(piece: str) -> bool:
    """Whether a piece after ',' or 'and' is an order of its own; 'attack' alone or with nations only is
    what the ships before it do ('2 ships I -> J, attack Britain'), 'attack 47 with ...' an order."""
    m = _STARTS.match(piece)
    return m is not None and not (_ATTACK_WORD.match(piece) and " with " not in piece.casefold())


_ATTACK_WORD = re.compile(r"^(?:attack|invade)s?\b", re.IGNORECASE)
