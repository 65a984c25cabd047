"""One classic order read from its words: a purchase, a gift of gold, an attack with armies from a
province, a landing, armies' and ships' moves with their stance."""

from __future__ import annotations

from collections.abc import Callable

from engine.errors import NotUnderstood, ambiguous
from engine.orders import Order
from engine.words import patterns as re        # its compile() waits for first use
from engine.words.patterns import any_of
from engine.words.reading import number, split_list
from engine.words.unit_words import with_unit_words
from engine.rulesets.classic.moves_said import with_armies_aboard
from engine.rulesets.classic.aboard_along import along_said as said_along
from engine.rulesets.classic.names import Names
from engine.rulesets.classic.ship_stances import stance_written
from engine.rulesets.classic.orders import ESCAPE, NO_COMBAT, Buy, Gift, MoveArmies, MoveShips, SeaMove
from engine.rulesets.classic.units import ARMY, SHIP, ClassicState
from engine.rulesets.classic.vocabulary import ARMY_WORDS, COUNT, PATTERNS, SEP, SHIP_WORDS, UNIT_WORDS
from engine.rulesets.classic.writing import format_order

ONE = {"armies": "army", "ships": "ship", "units": "unit"}
PLURALS = {"armies", "troops", "ships", "fleets", "boats", "fleet", "navy", "squadron"}   # 'the fleet in I': all its ships


def unit_count(text: str, what: str) -> int | None:
    word = text.strip().lower()
    if word in ("all", "everything", "every"):
        return None
    n = number(word, f"a number of {what}")
    if n is None:
        raise NotUnderstood(f"{text.strip()!r} is not a number of {what}: write a number, or 'all'")
    if n < 1:
        raise NotUnderstood(f"order at least one {ONE[what]}")
    return n



_ARMIES_AFTER_COUNT = re.compile(r"\s+(?:of\s+)?(?:my\s+|the\s+|our\s+)?(?:armies|army|troops)$", re.IGNORECASE)
_OWNER_FIRST = re.compile(r"^(?:my|the|our)\s+", re.IGNORECASE)
_FROM_IN_AT = re.compile(r"^(?:from|in|at)\s+", re.IGNORECASE)
_AND_ATTACKS = re.compile(r" ?[,;]? ?(?:and )?attacks?$", re.IGNORECASE)
_FROM = re.compile(r"^from\s+", re.IGNORECASE)
_SHIPS_OF = re.compile(r"^(?:the\s+)?(?:ships\s+of\s+)?", re.IGNORECASE)


_ARMIES_STAY = re.compile(rf"^(?:{COUNT}) (?:armies|army|troops) (?:in |at )?(?P<where>[^,;]{{1,60}}) "
                          r"(?:stays?|holds?|remains?)(?: put| home| still)?$", re.IGNORECASE)


def one_order(text: str, nation: str, names: Names) -> Order | None:
    """One order, None for ships told to stay (no order: they stay and defend)."""
    stay = _ARMIES_STAY.match(text)
    if stay and names.is_region(stay["where"]):
        return None                                 # '3 armies Carthago stay': armies without orders stay
    if _ANY_PARSED is None or _ANY_PARSED.match(text):
        for key, build in _LINE_PARSERS:
            m = PATTERNS[key].match(text)
            if m:
                return build(m, nation, names)
    return _move(text, nation, names)


def purchases(m, nation: str, names: Names) -> list[Buy]:
    """'buy 3 armies in 12', 'Buy 2 armies in 1 and 1 ship in A' (two purchases); 'buy 2 armies
    in 1 and 2' is refused: two in each, or two in all?"""
    buys: list[Buy] = []
    for part in split_list(m["what"]):
        one = PATTERNS["buy_one"].match(part)
        if one is None and buys:                # 'buy 3 armies in 12 and 2 in 39'
            words = part.split(" ")
            another = words[0].casefold() == "another"      # 'buy 2 armies in 21 and another in 22': one more
            if len(words) > 2 and words[1].casefold() in ("in", "at") and (another or number(words[0]) is not None):
                kind = "army" if buys[-1].kind == ARMY else "ship"
                one = PATTERNS["buy_one"].match(f"{'1' if another else words[0]} {kind} {' '.join(words[1:])}")
        if one is None and buys and names.is_region(part):
            last = buys[-1]
            what = format_order(last, names.board).removeprefix("buy ").rsplit(" in ", 1)[0]
            raise ambiguous(m.group(0), f"{what} in each of {names.board.name(last.where)} and {part}",
                            f"{what} in all, split between them")
        if one is None:
            raise NotUnderstood(f"{part!r} is not a purchase: write 'buy 3 armies in 12' or 'buy 2 ships in C'")
        kind = ARMY if one["kind"].lower() in ARMY_WORDS else SHIP
        count = unit_count(one["count"], "units")
        if count is None:
            raise NotUnderstood("say how many to buy")
        buys.append(Buy(nation=nation, count=count, kind=kind, where=names.region(one["where"])))
    return buys


def _gift(m, nation: str, names: Names) -> Gift:
    amount = number(m["amount"], "a sum of gold")
    if amount is None:
        raise NotUnderstood(f"{m['amount']!r} is not a sum of gold")
    return Gift(nation=nation, target=names.nation(m["target"]), amount=amount)


def _attack_with(m, nation: str, names: Names) -> Order:
    """'attack 69 with 8 armies from 59 via ships', 'attack 46 with everything from 47'."""
    count_text = _ARMIES_AFTER_COUNT.sub("", m["count"].strip())
    count_text = _OWNER_FIRST.sub("", count_text)
    count = unit_count(count_text, "armies")
    rest, via = _split_via(m["rest"])
    source = names.region(rest)
    to = m["to"]
    owner, _, place = to.rpartition(" in ")
    if owner and names.is_nation(owner):
        to = place                              # 'Attack Austria in 3 with ...'
    return _army_order(nation, count, source, names.region(to), via, names)


def _split_via(text: str) -> tuple[str, str | None]:
    """('59', 'C') for '59 via ships in C', ('59', '') for '59 via ships', ('59', None) without 'via'."""
    m = PATTERNS["via"].match(text)
    if not m:
        return text.strip(), None
    how = PATTERNS["how"].match(m["how"].strip())
    head, sea = m["head"].strip(), (how["sea"].strip() if how else m["how"].strip())
    for to in (" to ", " into ", " -> ", " for "):
        at = sea.find(to)
        if at > 0 and " " not in sea[:at].strip() and " -> " not in head:     # 'from 17 via the ships in N to 110'
            return f"{head} -> {sea[at + len(to):].strip()}", sea[:at].strip()
    return head, sea


def _army_order(nation: str, count: int | None, source: str, to: str, via: str | None, names: Names) -> Order:
    board = names.board
    sea = names.region(via) if via else None
    if sea is not None and not board[sea].is_sea:
        raise NotUnderstood(f"{board.name(sea)} is not a sea: write 'via ships in C'")
    if via is None and board[source].is_land and board[to].is_land:
        return MoveArmies(nation=nation, count=count, source=source, to=to)
    if board[source].is_sea:
        if sea is not None and sea != source:
            raise NotUnderstood(f"armies aboard in {board.name(source)} use the ships there, not those in "
                                f"{board.name(sea)}")
        sea = source
    elif board[to].is_sea and via is None:
        sea = to           # '3 armies 59 -> C': board the ships in C
    return SeaMove(nation=nation, count=count, source=source, to=to, sea=sea)


def _move(text: str, nation: str, names: Names) -> Order | None:
    if text[:3].casefold() in ("my ", "we ") or text[:4].casefold() in ("our ", "the "):
        text = text.split(" ", 1)[1]            # 'My 3 ships in A attack Austria'
    first = text.split(" ", 1)
    bare = first[0].casefold() in ("ships", "fleets", "boats", "fleet", "navy", "squadron")   # no count: as many as there
    if first[0].casefold() in PLURALS:
        text = "all " + text                    # 'ships in C attack': every ship there
    m = PATTERNS["unit"].match(text)
    if not m:
        raise NotUnderstood("expected a move ('8 armies 59 -> 69', '2 ships C -> D attack'), 'buy 3 armies "
                            "in 12', 'give 10 gold to Prussia' or 'if ... then ...'")
    kind_word = (m["kind"] or "").lower()
    count_word = m["count"].lower()
    if not kind_word:
        if count_word != "everything":
            unsure = with_unit_words(text, UNIT_WORDS)[1]       # '2 ormies 75 -> 52': offered, never guessed
            if unsure is not None:
                raise NotUnderstood(f"{unsure[0]!r} is no unit of this game: did you mean {unsure[1]!r}?", fix=unsure)
            raise NotUnderstood("say what moves: armies or ships ('3 armies 59 -> 69', '2 ships C -> D')")
        kind_word = "armies"
    rest = _FROM_IN_AT.sub("", m["rest"].strip())
    if kind_word in SHIP_WORDS:
        return _ships(unit_count(count_word, "ships"), rest, nation, names, bare)
    count = unit_count(count_word, "armies")
    rest = _AND_ATTACKS.sub("", rest)
    board = PATTERNS["board"].match(rest)
    if board:                                   # '2 armies from 1 board the ships in A and land in 7'
        return _army_order(nation, count, names.region(board["src"]), names.region(board["to"]), board["sea"],
                           names)
    head, via = _split_via(rest)
    steps = [s for s in SEP.split(head) if s and s.strip()]
    if len(steps) == 1 and steps[0].lower().startswith("from "):
        steps = [steps[0][5:]]
    if len(steps) == 3 and via is None and names.is_region(steps[1]) and names.board[names.region(steps[1])].is_sea:
        source, sea = names.region(_FROM.sub("", steps[0])), steps[1]      # '3 armies 3 -> I -> 22': by the ships in I
        return _army_order(nation, count, source, names.region(steps[2]), sea, names)
    if len(steps) != 2:
        if len(steps) < 2:
            raise NotUnderstood("armies need a destination: '3 armies 59 -> 69'")
        raise NotUnderstood("armies move one step a turn: give the province they start in and one destination")
    source = names.region(_FROM.sub("", steps[0]))
    return _army_order(nation, count, source, names.region(steps[1]), via, names)


def _ships(count: int | None, rest: str, nation: str, names: Names, bare: bool = False) -> MoveShips | None:
    """The ships' order; `bare`: no count said ('Ships I -> C'), the ships the state has there, as the
    sentences read them ('all' without a state)."""
    attack, stance, holds = False, "", False
    targets: tuple[str, ...] = ()
    rest = said_along(rest) if count is not None or bare else rest     # ', the 2 armies aboard go with them'
    along = _WITH_ABOARD.search(rest) if count is not None or bare else None     # 'Ships I -> C with the troops aboard'
    if along:
        rest, along_said = rest[:along.start()], rest[along.start():].lstrip(", ")
    rest = stance_written(_STAY_AND.sub("", rest))  # 'stay and escape if attacked': the escape is the order
    s = PATTERNS["stance"].search(rest)
    if s:
        word = s["word"].lower()
        tail = s["tail"].strip()
        rest = _MODAL_END.sub("", rest[:s.start()].strip())     # 'in the Channel will escape if ...'
        if word.startswith(("attack", "engage")):
            attack = True
            tail = _ANY.sub("", _SHIPS_OF.sub("", tail))     # 'attack any British ships there'
            tail = _THERE.sub("", tail)               # 'attack the British ships there'
            targets = names.nations(tail) if tail else ()
        elif word.startswith(("hold", "stay", "remain")) and " out of " not in word:
            if tail.casefold() in ("at anchor", "in port", "in harbour", "in harbor", "in place", "where they are",
                                   "where it is", "home", "at home", "put", "still", "there"):
                tail = ""                           # 'the fleet at S stays at anchor'
            if tail[:3].casefold() in ("in ", "at ") and not rest:
                rest, tail = tail[3:], ""           # 'Ships stay in I'
            elif tail[:3].casefold() in ("in ", "at ") and names.is_region(tail[3:]) and names.is_region(rest) \
                    and names.region(tail[3:]) == names.region(rest):
                tail = ""                           # 'The Channel fleet stays in I': the sea it is named after
            if tail:
                raise NotUnderstood(f"unexpected words after {s['word']!r}: {tail!r}")
            holds = True
        else:
            if tail:
                raise NotUnderstood(f"unexpected words after {s['word']!r}: {tail!r}")
            stance = ESCAPE if word.startswith(("escape", "flee", "run")) else NO_COMBAT
    steps = [x for x in SEP.split(rest) if x and x.strip()]
    if not steps:
        raise NotUnderstood("say which sea the ships are in: '2 ships C -> D'")
    if len(steps) > 2:
        raise NotUnderstood("ships sail one sea a turn: give the sea they are in and one destination")
    source = names.region(steps[0])
    to = names.region(steps[1]) if len(steps) == 2 else None
    if along and with_armies_aboard(along_said, nation, source, names):
        raise NotUnderstood(f"unexpected words after the ships' move: {along_said!r}")
    state = names.state
    if bare and count is None and isinstance(state, ClassicState):
        fleet = state.fleet(nation, source)
        count = fleet.ships if fleet is not None and fleet.ships else None
    if to is None and not attack and not stance and not holds and len(steps) == 1:
        raise NotUnderstood("ships without orders stay where they are: give a destination, 'attack', "
                            "'no combat' or 'escape'")
    if to == source:
        to = None
    if to is None and not attack and not stance:
        return None                 # ships that stay and defend: what ships without orders do
    return MoveShips(nation=nation, count=count, source=source, to=to, attack=attack, targets=targets,
                     stance=stance)


_WITH_ABOARD = re.compile(r",? with (?:the |our |my |all )?(?:[0-9]{1,6} |\w{1,8} )?(?:of (?:the |our |my ))?"
                          r"(?:armies|army|troops|men|lads|soldiers) (?:still )?(?:aboard|on board)$", re.IGNORECASE)
_STAY_AND = re.compile(r"\b(?:stays?|holds?|remains?)(?: put| there)? ?,? (?:and|but) (?=escapes?\b|avoids?\b|"
                       r"keeps? out\b|stays? out\b|do not\b|does not\b|will not\b)", re.IGNORECASE)
_MODAL_END = re.compile(r"(?:^| )(?:will|shall|should|must|are to|is to|are ordered to|can)$", re.IGNORECASE)
_ANY = re.compile(r"^(?:any|all|every|each)\s+", re.IGNORECASE)
_THERE = re.compile(r" (?:ships?|fleets?|navy|squadrons?)(?: there)?$| there$", re.IGNORECASE)


_LINE_PARSERS: list[tuple[str, Callable]] = [
    ("gift", _gift),
    ("gift_to", _gift),
    ("gold_to", _gift),
    ("attack_with", _attack_with),
    ("land", lambda m, nation, names: _army_order(nation, unit_count(m["count"], "armies"), names.region(m["sea"]),
                                                  names.region(m["to"]), None, names)),
]


_ANY_PARSED = any_of(PATTERNS[key] for key, _ in _LINE_PARSERS)      # a move matches none: one try, not five
