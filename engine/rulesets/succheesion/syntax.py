"""Reading Succheesion orders as players write them, and writing them back the same way.

Lines are cut into words first (arrows, commas, colons and % become words of their own), then
read word by word: no pattern backtracks, so reading is linear in the length of a line.
Canonical forms (what `format_order` writes; docs/rules/succheesion.md lists the variations):

    build 3 Infantry in 12                  build 1 Frigate in 9 to 13       build 1 Fort in 24
    invest 5 cheese in trade with Berdain   break trade with Berdain
    blockade 13 with the fleet in 13        end blockade 13                  siege 24     assault 24
    raise cheese in 15                      raise cheese in 15 by 2          found a city in 15
    4 units 15 -> 16 -> 17                  4 units and the General 15 -> 16    retreat 15 -> 14
    2 Galleons 13 -> 14 carrying 4 units from 9 to 24                        attack Maustria in 13
    spend TP to reach 40%                   casualties: Militia first
    declare war on Maustria                 make peace with Maustria         ally with Stilwen
    sway Ubliko to war with Maustria, bribe 10 cheese                       join pact Cheese League
    cede 15 to Maustria
"""

from collections.abc import Callable
from typing import cast

from engine.rulesets.succheesion.marched_attacks import marched_attacks
from engine.rulesets.succheesion.all_but import all_but
from engine.rulesets.succheesion.units_called import called, unit_key
from engine.words.words_left import asked_for_words_left, other_nations
from engine.words.nothing import makes_nothing
from engine.words.units_named import held_for_refused, named
from engine.board import Board, RegionKind
from engine.errors import NotUnderstood
from engine.words.lexicon import UNIT_WORDS, counts_units, is_order_word
from engine.words.message import words as plain_words
from engine.words.letters import letter_set_aside
from engine.words.named_places import named_by_note, without_town
from engine.words.pointers import pointed_back
from engine.words.movement import _goes as goes
from engine.words.talk import is_talk
from engine.words.reading import read_once
from engine.words.lines_once import NamesSaid, WatchedMarks, lines_once
from engine.orders import Names, Order, OrderSheet, Rejections, looks_like_order, parse_lines
from engine.words.looks import goes_back
from engine.rulesets.succheesion import checks
from engine.rulesets.succheesion.orders import (
    AttackAtSea,
    Blockade,
    BreakTrade,
    Build,
    CasualtyOrder,
    Cede,
    Declare,
    FoundCity,
    Invest,
    MoveShips,
    MoveUnits,
    Pact,
    PaySupply,
    RaiseCheese,
    Retreat,
    Siege,
    SpendTP,
    Sway,
)
from engine.rulesets.succheesion.words import (
    BUILD_SHORT,
    KINDS,
    KIND_ORDER,
    NUMBER_WORDS,
    Reader,
    _after,
    _count,
    _index,
    _low,
    cheese_amount,
    kind_of,
    words_of,
)
from engine.rulesets.succheesion.plan_items import plan_item
from engine.rulesets.succheesion.by_place import by_nation_region, by_place
from engine.rulesets.succheesion.minutes import council_said, record_title
from engine.rulesets.succheesion.left_to_gm import left_to_gm
from engine.rulesets.succheesion.asked_then_done import done_as_asked
from engine.rulesets.succheesion.launch import SHIPS, is_sea, port_and_sea
from engine.rulesets.succheesion.stay_and_move import stay_beside_move
from engine.rulesets.succheesion.stays_said import STAYS, blockade_kept
from engine.rulesets.succheesion.spoken_units import STAYING, general_named, units_counted
from engine.rulesets.succheesion.shorthand import VERBS as SHORT_VERBS, expand, glued_opens, slashed
from engine.rulesets.succheesion.veteran_routes import run_together
from engine.rulesets.succheesion.slipped import slipped_order
from engine.rulesets.succheesion.diary import said_done_already
from engine.rulesets.succheesion.trade_corrected import trade_corrected
from engine.rulesets.succheesion.units import SuccheesionState
from engine.rulesets.succheesion.meaning import meaning
from engine.words.meaning import Meaning
from engine.words.meaning.talk import POINTED      # 'End it.': an order on what the text above names
from engine.rulesets.succheesion.decrees import TROOPS
from engine.rulesets.succheesion.leads import without_lead
from engine.words.postscripts import without_postscript
from engine.rulesets.succheesion.labels import labelled, piped_label, without_emoji, without_item_mark
from engine.rulesets.succheesion.phrasing import ACTIONS, Phrasing, phrasing_slot
from engine.words.prose import Marks, read_prose, sentences, settle
from engine.rulesets.succheesion.writing import format_order
from engine.state import GameState
from engine.words.textio import is_digits


_NO_ORDER = "not an order of this game"
_ANOTHER = frozenset(("another", "further", "extra"))
_DONE_ALREADY = "said to be done already: no order this turn; ask the player whether it is meant again"
_COUNT_WORDS = frozenset(NUMBER_WORDS) - {"a", "an"}
_BODIES = TROOPS | frozenset("riders horsemen men troops soldiers lads army armies".split())
_NOTHING_NEW = frozenset("none nothing no new - n/a na this turn changes change as before .".split())


def parse_line(line: str, nation: str, reader: Reader) -> Order | None:
    if said_done_already(line):                       # 'Ally with Crimsonia — already done'
        raise NotUnderstood(_DONE_ALREADY)
    line = all_but(line, nation, reader.names) or line     # 'All my units in Randomia except three go to ...'
    words = words_of(without_lead(line, nation))      # 'dunbarra orders build ...', 'tln: 4 + gen ...'
    if not words:
        return None
    if len(words) > 2 and len(words[0]) == 1 and words[0].isalpha() and words[1] == ")":
        words = words[2:]                       # 'A) war: none new': a list's letter
    if ":" in words[:3] and all(w.casefold() in _NOTHING_NEW for w in words[words.index(":") + 1:]):
        return None                             # 'war: none new', 'Trade: nothing this turn': a heading with nothing
    if makes_nothing(without_lead(line, nation)):
        return None                             # 'found nothing, raise nothing': none of those orders this turn
    expanded = expand(words, nation, reader)    # 'bld 3 inf 21', '8u+Gen 11-8', 'TP 40', 'atk BER 51'
    if expanded is None:
        return None                             # 'blk 13 stays': the blockade goes on
    words = expanded
    if words[0][:1] == "+" and is_digits(words[0][1:]):
        words[0] = words[0][1:]                 # '+5 cheese with Stilwen'
        if 1 < len(words) <= 4 and words[1].casefold() not in ("cheese", "ch", "with", "to"):
            try:
                partner = reader.nation(words[1:])
            except NotUnderstood:
                partner = None
            if partner is not None:             # '+5 UBL': five more cheese in the trade with Ubliko
                words = ["invest", words[0], "cheese", "in", "trade", "with", partner]
    first = words[0].casefold()
    if first in _ANOTHER and len(words) > 3 and is_digits(words[1]) and words[2].casefold() == "cheese":
        words = words[1:]                       # 'Another 5 cheese into the Crimsonian trade'
        first = words[0]
    if first in BUILD_SHORT and len(words) > 1 and is_digits(words[1]):
        words, first = ["build", *words[1:]], "build"
    handler = _HANDLERS.get(first)
    if handler is not None:
        return handler(words, nation, reader)
    if (first.isascii() and first.isdigit()) or first in NUMBER_WORDS or first == "all":
        return _units(words, nation, reader)
    raise NotUnderstood(_NO_ORDER + ": orders start with build, invest, break, blockade, siege, "
                        "assault, raise, found, a number of units or ships, retreat, attack, spend, casualties, "
                        "declare, make peace, ally, sway, join, cede or pay")

def _build(words, nation, reader) -> Build:
    at = _index(words, "in") if _index(words, "in") >= 0 else _index(words, "at")     # 'build 1 Militia at Rostopki'
    to = _index(words, "to")
    if at < 0 and to >= 3 and reader.names.is_region(" ".join(words[to + 1:])) and \
            reader.names.board.regions[reader.region(words[to + 1:])].kind is RegionKind.LAND:
        at = to                                 # 'costruire 1 Forte a Lowland Dairies': built there
    if len(words) < 4 or at < 3:
        raise NotUnderstood("write 'build 3 Infantry in 12'")
    count = _count(words[1], "units to build")
    kind = kind_of(words[2:at])
    rest = words[at + 1:]
    to = next((k for k in (_index(rest, w) for w in ("to", "->", "for", "into")) if k >= 0), -1)  # 'in 9 -> 13': to the sea 13
    to_sea = None
    try:
        if to >= 0:
            to_sea = reader.region(rest[to + 1:])
            rest = rest[:to]
        return Build(nation=nation, count=count, kind=kind, at=reader.region(rest), to_sea=to_sea)
    except NotUnderstood:
        launched = port_and_sea(words[at + 1:], reader.region) if kind in SHIPS else None
        if launched is None or not is_sea(reader.names.board, launched[1]):
            raise                               # 'at Republic Marsh, sent out into the Fondue Sea': the sea it goes to
        return Build(nation=nation, count=count, kind=kind, at=launched[0], to_sea=launched[1])


_TOP_UP = frozenset("a an another additional further extra".split())


def _invest(words, nation, reader) -> Invest:
    t = _index(words, "trade")
    if _index(words, "with") < 0 and t > 2 and t == len(words) - 1:      # 'invest 5 cheese in the Ubliko trade'
        k = t
        while k > 1 and _low(words[k - 1:k]) not in (["in"], ["into"], ["the"], ["our"], ["to"]):
            k -= 1
        if 0 < t - k <= 3:
            partner = [words[j].removesuffix("'s").removesuffix("\u2019s") for j in range(k, t)]
            words = [*words[:k], "trade", "with", *partner]
    w = _index(words, "with")
    if len(words) < 3 or w < 0:
        raise NotUnderstood("write 'invest 5 cheese in trade with Berdain'")
    at = 1
    while at < w - 1 and words[at].casefold() in _TOP_UP:       # 'invest an additional 2' (seed 004)
        at += 1
    amount = str(NUMBER_WORDS[words[at].casefold()]) if words[at].casefold() in NUMBER_WORDS else words[at]
    return Invest(nation=nation, amount=cheese_amount(amount), partner=reader.nation(_without_remark(words[w + 1:])))


def _break(words, nation, reader) -> BreakTrade:
    w = _index(words, "with")
    if w < 0 or _index(words, "trade") < 0:
        raise NotUnderstood("write 'break trade with Berdain'")
    return BreakTrade(nation=nation, partner=reader.nation(_without_remark(words[w + 1:])))


def _without_remark(words: list[str]) -> list[str]:
    """'Maustria , the Maustrians have been cheating us': the name before a comma, the reason after
    it set aside when it holds no order word, number or unit; the words as written otherwise."""
    if "," not in words:
        return words
    at = words.index(",")
    tail = [w.casefold() for w in words[at + 1:] if w != ","]
    if len(tail) >= 3 and not any(is_order_word(w) or is_digits(w) or w in KINDS or w in ORDER_WORDS for w in tail):
        return words[:at]
    return words


def _blockade(words, nation, reader) -> Blockade:
    w = _index(words, "with")
    sea = reader.region(words[1:w] if w > 0 else words[1:])
    if w > 0:
        fleet = _index(words, "in", w)
        if fleet < 0 or reader.region(words[fleet + 1:]) != sea:
            raise NotUnderstood("a fleet blockades the sea it is in: write 'blockade 13 with the fleet in 13'")
    return Blockade(nation=nation, sea=sea)


def _end(words, nation, reader) -> Blockade | BreakTrade | None:
    if _low(words[1:3]) in (["of", "orders"], ["orders"], ["of", "my"], ["of", "turn"]):
        return None                     # 'End of orders.': a sign-off
    if _index(words, "trade") >= 0 and _index(words, "with") >= 0:
        return _break(words, nation, reader)        # 'end our trade with Maustria'
    rest = _after(words, "end", "blockade") or _after(words, "lift", "blockade")
    if rest is None:
        raise NotUnderstood("write 'end blockade 13'")
    return Blockade(nation=nation, sea=reader.region(rest), lift=True)


def _siege(words, nation, reader) -> Siege:
    rest = words[1:]
    while rest and rest[0].casefold() in ("in", "at", "the", "fort", "forts", "city", "town", "port", "of"):
        rest = rest[1:]                     # 'assault the city of Whiskerport'
    return Siege(nation=nation, at=reader.region(rest), assault=words[0].casefold() in ("assault", "storm"))


def _raise(words, nation, reader) -> RaiseCheese:
    low = _low(words)
    if low[1:2] == ["the"] and "cheese" in low[2:4]:       # 'Raise the cheese of Randomia by one'
        words = [words[0], *words[2:]]
    words = [w if w.casefold() not in ("of", "at") or k != 2 + (_low(words[1:3]) == ["cheese", "production"])
             else "in" for k, w in enumerate(words)]
    rest = _after(words, "raise", "cheese", "in") or _after(words, "raise", "cheese", "production", "in")
    if rest is None:
        raise NotUnderstood("write 'raise cheese in 15' (or 'raise cheese in 15 by 2')")
    by = _index(rest, "by")
    steps = 1
    if by >= 0:
        steps = _count(rest[by + 1], "steps") if by + 1 < len(rest) else 0
        if rest[by + 2:] and _low(rest[by + 2:]) not in (["step"], ["steps"], ["level"], ["levels"]):
            raise NotUnderstood(f"what does {' '.join(rest[by + 2:])!r} say? write 'raise cheese in 15 by 2'")
        rest = rest[:by]
    return RaiseCheese(nation=nation, at=reader.region(rest), steps=steps)


def _found(words, nation, reader) -> FoundCity | None:
    if _low(words[1:3]) in (["nothing"], ["nothing", "new"], ["no", "city"], ["no", "new"]):
        return None                             # 'and found nothing new': no city founded
    at = _index(words, "in")
    if at < 0 or _index(words, "city") < 0:
        raise NotUnderstood("write 'found a city in 15'")
    return FoundCity(nation=nation, at=reader.region(words[at + 1:]))


def _retreat(words, nation, reader) -> Retreat:
    path = reader.path(words[1:])
    if len(path) != 2:
        raise NotUnderstood("a retreat goes to one adjacent region: write 'retreat 15 -> 14'")
    return Retreat(nation=nation, source=path[0], to=path[1])


def _attack(words, nation, reader) -> AttackAtSea:
    at = _index(words, "in")
    if at < 2:
        raise NotUnderstood("write 'attack Maustria in 13' (battles on land need no order)")
    rest = words[at + 1:]
    w = _index(rest, "with")
    sea = reader.region(rest[:w] if w >= 0 else rest)
    target = words[1:at]
    if _low(target[-2:]) == ["at", "sea"]:
        target = target[:-2]                    # 'Crimsonia attacks Maustria at sea in region 13'
    return AttackAtSea(nation=nation, target=reader.nation(target), sea=sea)


def _spend(words, nation, reader) -> SpendTP:
    low = _low(words)
    if low[1:3] == ["no", "tp"] or low[1:3] == ["nothing", ""]:
        return SpendTP(nation=nation, percent=0)
    number = [w for w in words if w.isascii() and w.isdigit()]
    points = {"tp", "tps", "success", "successes"} & set(low)
    level = "%" in low or "percent" in low
    if not points and level and "reach" in low:
        points = {"tp"}                         # 'TP: spend to reach 50%': a level is reached by TP only
    if not points or len(number) != 1:
        raise NotUnderstood("write 'spend TP to reach 40%', 'spend 1 TP' or 'spend no TP'")
    # 'spend 1 TP': a count (seed 004, Blue "spends 1 success"); more than 10 TP buys no level: a percent
    if "%" not in low and "reach" not in low and "percent" not in low and int(number[0][:4]) <= 10:
        return SpendTP(nation=nation, percent=0, count=int(number[0][:4]))
    return SpendTP(nation=nation, percent=min(int(number[0][:4]), 100))


_CASUALTY_FILLER = frozenset("first then and a an another one".split())


def _casualties(words, nation, reader) -> CasualtyOrder:
    # the seed's Red "chooses 4 casualties - a line Infantry, 2 militia (count as 1 unit), another line
    # infantry": articles and counts name the order of types, which is what the standing order keeps
    rest = [w for w in words[1:] if w not in (":", ",") and w.casefold() not in _CASUALTY_FILLER
            and not (w.isascii() and w.isdigit() and len(w) < 3)]
    low = _low(rest)
    kinds: list[str] = []
    i = 0
    while i < len(rest):
        two = " ".join(low[i:i + 2])
        if two in KINDS or two.rstrip("s") in KINDS:
            kinds.append(kind_of(rest[i:i + 2]))
            i += 2
        else:
            kinds.append(kind_of(rest[i:i + 1]))
            i += 1
    if not kinds:
        raise NotUnderstood("write 'casualties: Militia first' or 'casualties: Infantry, Militia, Heavy Cavalry'")
    return CasualtyOrder(nation=nation, first=tuple(dict.fromkeys(kinds)))


# The words that open a change of relations, and the status each asks for.
RELATION_WORDS = {("declare", "war", "on"): "war", ("declare", "war", "against"): "war",
                  ("make", "peace", "with"): "peace", ("ally", "with"): "alliance", ("alliance", "with"): "alliance",
                  ("peace", "with"): "peace", ("declare", "war"): "war"}
RELATION_EXAMPLE = {"declare": "declare war on Maustria", "make": "make peace with Maustria",
                    "ally": "ally with Stilwen", "alliance": "ally with Stilwen", "peace": "make peace with Maustria"}


def _relation(words, nation, reader) -> Declare:
    words = [w for w in words if w.casefold() not in ("ourselves", "itself", "themselves", "herself")]
    for lead, status in RELATION_WORDS.items():
        rest = _after(words, *lead)
        if rest is not None:
            return Declare(nation=nation, target=reader.nation(rest), status=status)
    raise NotUnderstood(f"write '{RELATION_EXAMPLE[words[0].casefold()]}'")


def _sway(words, nation, reader) -> Sway:
    """'sway Ubliko to war with Maustria, bribe 10 cheese', and the bribe said in words: 'and offers a
    bribe of 10 cheese', 'with a bribe of 5 cheese', 'offering 10 cheese', 'for 10 cheese', '(bribe: 10)'."""
    low = _low(words)
    to = _index(words, "to")
    if to < 2 or to + 2 >= len(words) or low[to + 1] not in ("war", "peace") or low[to + 2] not in _SWAY_LINKS:
        raise NotUnderstood("write 'sway Ubliko to war with Maustria, bribe 10 cheese'")
    rest = words[to + 3:]
    stop = next((k for k, x in enumerate(rest) if x.casefold() in _SWAY_STOPS), len(rest))
    against = reader.nation(rest[:stop])
    said = [x for x in rest[stop:] if x not in (",", "(", ")", ":")]
    amounts = [x for x in said if x[:1].isdigit()]
    other = [x for x in said if not x[:1].isdigit() and x.casefold() not in _BRIBE_WORDS]
    if other or len(amounts) > 1 or said and not amounts:
        raise NotUnderstood(f"what does {' '.join(rest[stop:])!r} say? write 'sway Ubliko to war with Maustria, "
                            "bribe 10 cheese'")
    return Sway(nation=nation, target=reader.nation(words[1:to]), status=low[to + 1],
                against=against, bribe=cheese_amount(amounts[0]) if amounts else 0)


_PACT_NOUNS = frozenset("league pact union alliance compact".split())
_SWAY_LINKS = frozenset("with against on".split())
# Where the nation swayed against ends and the bribe begins.
_SWAY_STOPS = frozenset(", ( and with offering offers offer paying pays pay for bribe bribing".split())
_BRIBE_WORDS = frozenset("and with offering offers offer paying pays pay for bribe bribing a of cheese them it as "
                         "him".split())


def _cede(words, nation, reader) -> Cede:
    to = _index(words, "to")
    if to < 2:
        raise NotUnderstood("write 'cede 15 to Maustria'")
    return Cede(nation=nation, at=reader.region(words[1:to]), to=reader.nation(words[to + 1:]))


def _pay(words, nation, reader) -> PaySupply:
    rest = _after(words, "pay", "all", "supply", "in") or _after(words, "pay", "the", "supply", "in")
    if not rest:
        raise NotUnderstood("write 'pay all supply in 15' (the whole bill allies share there)")
    return PaySupply(nation=nation, at=reader.region(rest))


def _pact(words, nation, reader) -> Pact:
    lead = words[0].casefold()
    rest = _after(words, lead, "pact") or _after(words, lead, "trading", "pact") or _after(words, lead, "the", "pact")
    if not rest:                            # 'join the Cheese League': a pact by its name
        named = [w for w in words[1:] if w.casefold() != "the"]
        if named and named[-1].casefold() in _PACT_NOUNS | {p.casefold().split()[-1] for p in reader.pacts()}:
            rest = named
    if not rest or (lead == "join" and [w.casefold() for w in rest] in (["pact"], ["league"])):  # which one?
        raise NotUnderstood("write 'join pact Cheese League' or 'leave pact Cheese League'")
    cut = next((k for k, w in enumerate(rest) if w in _NOT_IN_A_NAME), None)
    if cut is not None:         # 'join pact Republican League: we like republicans': no pact is named so
        raise NotUnderstood(f"a pact's name has no {rest[cut]!r}: write 'join pact {' '.join(rest[:cut]) or 'Cheese League'}' "
                            "on a line of its own")
    return Pact(nation=nation, name=" ".join(rest), leave=words[0].casefold() == "leave")


_NOT_IN_A_NAME = frozenset(":,;()!?")


# What may stand between 'all' and 'units' when every unit there moves ('all of my units', 'all the 4 units').
_ALL_OF = frozenset("of my our the these those its his her their".split())


def _units(words, nation, reader) -> Order:
    """'4 units 15 -> 16' or '2 Galleons 13 -> 14 carrying 4 units from 9 to 24'; typed short, '13 units
    randomia to chance hills', '4 + gen 31 -> 28', '5 cheese in the trade w maustria'."""
    low = _low(words)
    if len(words) > 2 and low[1] == "more" and low[2] == "cheese":
        words, low = [words[0], *words[2:]], [low[0], *low[2:]]        # '5 more cheese in the Maustrian trade'
    if len(words) > 2 and low[1] == "cheese" and ("with" in low or low[-1] == "trade"):
        return _invest(["invest", *words], nation, reader)      # '5 cheese into the Crimsonian trade'
    if len(words) > 3 and low[1] in ("+", "&", "and", "with") and (low[2] in _GENERAL or low[2:4] == ["the", "general"]):
        words = [words[0], "units", "and", "the", "General", *words[4 if low[2] == "the" else 3:]]
    if _index(words, "->") < 0 and _index(words, "carrying") < 0 and "to" in low[2:]:
        words = _to_arrows(words, reader)
    arrow = _index(words, "->")
    c = _index(words, "carrying")
    head = words[:c] if c >= 0 else words
    low = _low(head)
    if "units" in low or "unit" in low:
        u = low.index("units") if "units" in low else low.index("unit")
        if low[0] == "all" and u > 3 and not all(w in _ALL_OF for w in low[1:u]):
            raise NotUnderstood(f"{' '.join(head[:u + 1])!r}: how many units? write '4 units 42 -> 15', or 'all "
                                "units 42 -> 15' for every unit there")    # 'all of it in one go ...: 4 units 42 -> 15'
        count = None if low[0] == "all" else _count(head[0], "units")
        general = low[u + 1:u + 4] == ["and", "the", "general"]
        start = u + 4 if general else u + 1
        if arrow > start + 1 and low[start] in ("in", "at", "from"):
            start += 1                          # '6 units in Chance Hills -> Adoen Shore'
        if arrow < 0:
            raise NotUnderstood("write '4 units 15 -> 16 -> 17'")
        return MoveUnits(nation=nation, count=count, path=reader.path(head[start:]), general=general)
    if len(head) > 3 and low[1] in TROOPS and low[2] == "of":     # 'three battalions of infantry at ...'
        head, words = [head[0], *head[3:]], [words[0], *words[3:]]
        low, c = _low(head), c - 2 if c >= 0 else c
    counted: dict[str, int] = {}
    i = 0
    while i + 1 < len(head) and ((low[i].isascii() and low[i].isdigit()) or low[i] in NUMBER_WORDS):
        two = " ".join(low[i + 1:i + 3])
        width = 2 if two in KINDS or two.rstrip("s") in KINDS else 1
        word = " ".join(low[i + 1:i + 1 + width])
        kind = KINDS.get(word) or KINDS.get(word.rstrip("s"))
        if kind is None or kind == "Fort":
            break
        counted[kind] = counted.get(kind, 0) + _count(head[i], "units")
        i += 1 + width
        if i < len(low) and low[i] in ("and", ",", "+", "&"):
            i += 1
    if len(counted) == 1 and arrow < 0 and c < 0 and i < len(low) and low[i] in ("in", "at") and i + 1 < len(low):
        kind, count = next(iter(counted.items()))          # '2 Infantry in Madder Vale': no verb, a build
        return _build(["build", str(count), *kind.split(), "in", *head[i + 1:]], nation, reader)
    if len(counted) == 1 and arrow < 0 and c < 0 and low[i - 1:i] == [","] and i < len(low) and \
            reader.names.is_region(" ".join(head[i:])) and \
            reader.names.board.regions[reader.region(head[i:])].kind is RegionKind.LAND:
        kind, count = next(iter(counted.items()))          # '1 Cavalry, Lowland Dairies': a list of builds
        return _build(["build", str(count), *kind.split(), "in", *head[i:]], nation, reader)
    ships = {k: v for k, v in counted.items() if k in ("Frigate", "Galleon")}
    if not counted or (ships and len(ships) != len(counted)):
        raise NotUnderstood("write '4 units 15 -> 16' or '2 Galleons 13 -> 14 carrying 4 units from 9 to 24'")
    if not ships:
        if arrow < 0:
            raise NotUnderstood("write '2 Infantry and 1 Cavalry 15 -> 16'")
        return MoveUnits(nation=nation, count=sum(counted.values()), path=reader.path(head[i:]),
                         kinds={k: counted[k] for k in KIND_ORDER if k in counted})
    frigates, galleons = ships.get("Frigate", 0), ships.get("Galleon", 0)
    path = reader.path(head[i:])
    carrying, load_from, land_at = 0, None, None
    if c >= 0:
        tail = words[c + 1:]
        if len(tail) < 2 or tail[1].casefold() not in ("unit", "units"):
            raise NotUnderstood("write 'carrying 4 units from 9 to 24'")
        carrying = _count(tail[0], "units carried")
        tail = tail[2:]
        f, t = _index(tail, "from"), _index(tail, "to")
        if f >= 0:
            load_from = reader.region(tail[f + 1:t if t > f else len(tail)])
        if t >= 0:
            land_at = reader.region(tail[t + 1:f if f > t else len(tail)])
    return MoveShips(nation=nation, frigates=frigates, galleons=galleons, path=path, carrying=carrying,
                     load_from=load_from, land_at=land_at)


_GENERAL = frozenset(("general", "gen", "gen.", "genl"))


def _to_arrows(words: list[str], reader) -> list[str]:
    """'13 units randomia to chance hills' -> '13 units randomia -> chance hills' when each part is a region
    (the words as written otherwise)."""
    low = _low(words)
    u = next((k for k, w in enumerate(low) if w in ("units", "unit") or w in KINDS or w.rstrip("s") in KINDS), -1)
    if u < 0:
        return words
    if low[u + 1:u + 4] == ["and", "the", "general"]:
        u += 3
    parts: list[list[str]] = [[]]
    for w in words[u + 1:]:
        if w.casefold() in ("to", "then"):
            parts.append([])
        else:
            parts[-1].append(w)
    if len(parts) < 2 or not all(p and reader.names.is_region(" ".join(p)) for p in parts):
        return words
    out = list(words[:u + 1])
    for k, p in enumerate(parts):
        out += (["->"] if k else []) + p
    return out


_HANDLERS: dict[str, Callable[..., Order | None]] = {
    "build": _build, "invest": _invest, "break": _break, "blockade": _blockade, "end": _end, "lift": _end,
    "siege": _siege, "besiege": _siege, "assault": _siege, "storm": _siege, "raise": _raise, "found": _found,
    "retreat": _retreat, "attack": _attack, "spend": _spend, "casualties": _casualties,
    "declare": _relation, "make": _relation, "ally": _relation, "alliance": _relation, "peace": _relation,
    "sway": _sway,
    "diplomausy": _sway, "join": _pact, "leave": _pact, "cede": _cede, "pay": _pay,
}

# Words that make an unreadable line an error rather than chatter (engine.orders.looks_like_order).
ORDER_WORDS = frozenset(_HANDLERS) | {w for kind in KINDS for w in kind.split()} | frozenset(
    "units unit ships ship frigates frigate galleons galleon general cheese tp war peace trade pact city fort "
    "move moves march marches sail sails carrying spending".split()) | frozenset(
    w for w in SHORT_VERBS if len(w.strip(".:")) > 1)       # 'atk BER 51', 'dow RAN', 'inv 5 ubl'

# Verbs of the game's orders that order with no nation named: a sentence holding one is read or refused,
# never set aside as commentary.
# Words of the order of losses ('casualties: Militia first'): with a unit type, never a remark.
_LOSSES = frozenset("casualties casualty losses loss".split())
def _counts_kept(text: str, read: list) -> list:
    """The orders of a sentence, refused when it gives one march whose count is none of the counts of units it says
    nor their sum ('1 inf honour peak, 4 units 32 -> 34' is never '1 unit 32 -> 34': the count of a list's first
    item taken for the march's)."""
    marches = [o for o in read if isinstance(o, MoveUnits)]
    if len(marches) != 1 or marches[0].count is None:
        return read
    if len(text) > 400:
        return read
    low = [w.strip(",.;:!()").casefold() for w in text.replace("->", " -> ").replace("\u2192", " -> ").split()]
    arrow = next((k for k, w in enumerate(low) if w in ("->", ">")), None)
    counted = [(k, int(a)) for k, (a, b) in enumerate(zip(low, low[1:]))
               if a.isdigit() and len(a) < 4 and (b in UNIT_WORDS or b in KINDS)]
    if arrow is None or len(counted) < 2:
        return read
    nearest = [n for k, n in counted if k < arrow][-1:]
    count = marches[0].count
    if nearest and count != nearest[0] and count != sum(n for _, n in counted):
        raise NotUnderstood(f"{len(counted)} counts of units and one march: which units go? write each order on its "
                            "own")
    return read


ORDERS_WITHOUT_NAMES = frozenset("build builds invest invests blockade blockades besiege besieges assault assaults "
                                 "retreat retreats sway sways cede cedes declare declares ally allies raise raises "
                                 "found founds".split())


# The words of ORDER_WORDS that name things, not orders: 'We have no cheese to spare' is talk.
_NOUNS = frozenset({w for kind in KINDS for w in kind.split()} | set(
    "units unit ships ship frigates frigate galleons galleon general cheese tp city fort".split()))

_GOODS = frozenset(("cheese", "tp"))         # a good named without a number is no order ('Liberty, equality, cheese.')
# Order words that order only with the words after them: 'make peace', 'make an alliance' (not 'make a fondue').
_MAKES = {"make": frozenset("peace war alliance an trade".split()), "makes": frozenset("peace war alliance an trade".split())}


_TOWARDS = frozenset("to into towards toward onto on against for".split())


def _goes_to_a_place(text: str, names: Names) -> bool:
    """'Our lads sweep into Carmine': a verb the reader does not know, going to a place: it may be an order."""
    tokens = text.split()
    if any(goes(t.casefold().strip(",.;:!?")) for t in tokens) and any(
            names.is_region(" ".join(tokens[k:k + n]).strip(",.;:!?'")) and not names.known_nation(tokens[k])
            for k in range(len(tokens)) for n in (1, 2, 3)):
        return True                     # 'The Whiskerport lads head out, Rostopki-bound': going, and a place
    for k, t in enumerate(tokens[:-1]):
        if t.casefold() in _TOWARDS:
            j = k + 2 if tokens[k + 1].casefold() == "the" and k + 2 < len(tokens) else k + 1
            if any(names.is_region(" ".join(tokens[j:j + n]).strip(",.;:!?")) for n in (1, 2, 3)):
                return True
    return False


def _idle(word: str, low: list[str], at: int, numbered: bool) -> bool:
    """Whether an order word orders nothing where it stands: a good without a number ('Dunbarra's cheese
    barge'), 'make' not followed by what is made in an order ('cannot make a proper fondue')."""
    if word in _GOODS:
        return not numbered
    if word in _MAKES:
        return not (set(low[at + 1:at + 3]) & _MAKES[word])
    if word in ("spend", "spends", "spending"):     # 'is going to spend some of its cheese at home': no TP, no sum
        return not numbered and "tp" not in low
    return False


# The words of the canonical forms of orders that carry their own condition: TP are spent on the rules' own
# contingency, a battle won ('If we win, spend no TP.'; engine.words.words_left).
_CARRY_CONDITIONS = frozenset(("if", "tp"))


def parse_sheet(text: str, nation: str, state: GameState, board: Board, judge: bool = True) -> OrderSheet:
    """A message read as prose (prose.py, phrasing.py): sentences, corrections, notes in brackets;
    then two orders for one thing refused, and (`judge`) what the state does not allow refused
    (checks.py): the state rules out what cannot be meant."""
    names = Names(board, state)
    reader = Reader(names)
    phrasing = Phrasing(nation, names, state, read_once(lambda line: parse_line(line, nation, reader)))
    kept_marks = Marks()
    watched = WatchedMarks(kept_marks)      # a line that looks at them is read again each time it is given
    marks = cast(Marks, watched)
    said_before = NamesSaid()               # 'Mausburg (Maus Imperial)': the message's own names of places

    def commentary(text: str) -> bool:
        low = plain_words(text)
        if ">" in text.lstrip("> ") or counts_units(low, NUMBER_WORDS):
            return False                # '3 Einheiten 29 -> 30', '4 + gen oasis > xyz': a move in any language, never a remark
        numbered = any(is_digits(w) for w in low)
        named = names.mentioned(low, besides=nation) > 0 or numbered
        if text.lstrip()[:1] == "+" and text.lstrip()[1:2].isdigit():
            return False            # '+5 UBL': an amount put in, read or refused
        tp = "tp" in low or "tactical" in low and ("points" in low or "point" in low)   # 'the tactical points'
        if any(w in ORDERS_WITHOUT_NAMES for w in low) or tp and ("spend" in low or "spends" in low or "spending" in low
                                                                  or low[0] == "no" or numbered):
            return False            # 'the cavalry retreats if beaten', 'we spend TP freely', 'no TP': read or refused
        if counted_going(text, low):
            return False            # '2 guys from dunbarra walk 2 skerries', 'riders at typ lef go steppe gate': read or refused
        if 1 < len(low) <= 4 and (low[0] in ORDER_WORDS or is_order_word(low[0])) and not POINTED.isdisjoint(low[1:]):
            return False            # 'End it.' under the GM's quoted 'Keep or end?': an order on what is named above
        if low[:1] in (["join"], ["leave"]) and not {"pact", "league"}.isdisjoint(low):
            return False            # 'join pact Cheddar League? Does that exist yet?': a pact unknown, still asked
        if not _LOSSES.isdisjoint(low) and any(w in KINDS for w in low):
            return False            # 'Our casualties: Militia first': the order of losses, read or refused
        if named and slipped_order(low, names.mentioned(low, besides=nation)):
            return False            # 'galeons atack maustria fondue': an order word typed with a slip
        if named and (units_counted(low) or phrasing.counted_at(low)):
            return False            # 'Our three will then stand in the Skerries', 'a pair in Rostopki': a count, a place
        return not (named and any((w in ORDER_WORDS or is_order_word(w)) and not _idle(w, low, k, numbered)
                                  for k, w in enumerate(low)))

    def counted_going(text: str, low: list[str]) -> bool:
        """Units counted (a number, 'half a dozen', 'men') sent towards a place: read or refused, never talk."""
        numbered = any(is_digits(w) for w in low)
        return (numbered or any(w in _COUNT_WORDS or w in _BODIES for w in low) and STAYING.isdisjoint(low)) \
            and _goes_to_a_place(text, names)

    def talks_throughout(line: str) -> bool:
        """A paragraph of several sentences, none of which may be an order ('We remind Crimsonia that the
        League is a league of equals. ...'): set aside as it would be beside orders."""
        said = sentences(line)
        return len(said) > 1 and all(commentary(s) and not _goes_to_a_place(s, names) for s in said)

    def sentence(text: str) -> list:
        # '35 -> 37, Skerries', '37 (Skerries)': one place; 'Rubygate (4) -> ...': the 4 units there
        if STAYS.said(text, names, nation) or blockade_kept(text, names, nation):
            return []                   # 'Whiskerport keeps its 4', 'The Typ Lef three are to hold': no order
        text = plan_item(text, names, nation) or text        # 'Army of Adoen (8 + General, Adoen Crown): to ...'
        text = without_town(named_by_note(text, names, said_before), names)     # 'Grenadier Hill (10)', 'Dunbarra town'
        return marched_attacks(_counts_kept(text, general_named(text, phrasing.sentence(names.confirmed(
            phrasing.counted(phrasing.capital(text)))))), board)    # '... to Republic Marsh to attack Stilwen'

    def line_read(line: str) -> list | None:
        phrasing.new_line()
        if "|" in line:
            line = piped_label(line)            # 'build   | 1 Infantry, Pirate Cove'
        if ':' in line and ('"' in line or "\u201c" in line):
            line = council_said(line) or line   # 'The Thane: "We shall declare war on Maustria." Agreed by all.'
        line = without_postscript(line)     # 'PS disregard the build, ...'
        line = labelled(pointed_back(without_lead(by_nation_region(slashed(without_item_mark(without_emoji(line))), names),
                                                  nation)))    # 'Randomia: 5 units -> Odds End': the region
        line = run_together(line, glued_opens)          # 'b3i@1 b1F@2>50': two orders
        line = by_place(line, names) if ":" in line or ">" in line else line    # 'Maus Imperial: build 3 Infantry.'
        line = done_as_asked(line) or line          # 'Can the 3 in X reach Y? Then do it.': the move asked
        return read_prose(line, sentence, commentary, marks) if line else None

    def read_again(last: Order | None, read: list | None) -> None:
        phrasing.last = last                # the order of the line's last clause, as its reading left it
    line_reader = lines_once(line_read, watched, state=lambda: said_before.version, after=lambda: phrasing.last,
                             again=read_again)

    talk_words = ORDER_WORDS - _NOUNS | ACTIONS - {"do", "does"}

    def _record_title(line: str) -> bool:
        low = plain_words(line)
        return bool(low) and low[0] in ("minutes", "diary", "journal", "chronicle", "session", "record", "extract",
                                        "log") and record_title(low, names.mentioned(low, besides=nation), line)
    units = called(nation, state, board) if isinstance(state, SuccheesionState) else []
    sheet = parse_lines(text, nation, line_reader,
                        lambda line: left_to_gm(plain_words(line), line) is not None or done_as_asked(line) is not None or
                        slipped_order(plain_words(line), names.mentioned(plain_words(line), besides=nation)) or
                        goes_back(plain_words(line)) or
                        not is_talk(line, names, talk_words, _NOUNS - _GOODS, nation) and not _record_title(line) and (
                            looks_like_order(line, ORDER_WORDS, names, nation) or phrasing.may_be_order(line)
                            or counted_going(line, plain_words(line)))     # 'The 4 go down to the coast.': asked
                        and not talks_throughout(line),
                        meaning=lambda: meaning(board, state, nation, names) if isinstance(state, SuccheesionState)
                        else Meaning(units=(), candidates=(), names=names),
                        stays=STAYS.reader(units, names, nation) if judge else None)
    sheet = letter_set_aside(settle(sheet, kept_marks, phrasing_slot), text, lambda p: p.reason.startswith(_NO_ORDER))
    sheet = held_for_refused(sheet, lambda line: named(line, units, names), unit_key)    # a unit's later line unread
    sheet = stay_beside_move(sheet, names, nation)     # 'Whiskerport keeps its 4' and 'the 4 at Whiskerport go ...'
    sheet = trade_corrected(sheet)          # 'Invest 5 ... with Maustria.' then 'EDIT: break trade with Maustria instead'
    sheet = asked_for_words_left(sheet, lambda order: format_order(order, board), other_nations(state, nation),
                                 _CARRY_CONDITIONS)
    if not judge:
        return sheet
    rejections = Rejections(sheet)
    checks.find_problems(sheet, cast(SuccheesionState, state), board, rejections)
    return rejections.sheet()


__all__ = ["format_order", "parse_line", "parse_sheet"]
