"""Reading classic orders as players write them, one per line, and writing them back the same way.

Canonical forms (what `format_order` writes; docs/rules/classic.md lists the variations read):

    8 armies 59 -> 69               3 armies 59 -> C         (board the ships in C, stay aboard)
    8 armies 59 -> 69 via ships in C                         3 armies C -> 69         (land from C)
    2 ships C -> D attack           3 ships C attack Prussia, Russia        2 ships C -> D, escape
    buy 3 armies in 12              buy 2 ships in C         give 10 gold to Prussia
    if Austria has 5 or less armies in 46 then all armies 47 -> 46
"""

from __future__ import annotations

import re
from collections.abc import Callable

from engine.board import Board
from engine.errors import NotUnderstood
from engine.orders import Names as BaseNames
from engine.orders import Order, OrderSheet, parse_lines
from engine.rulesets.classic.orders import (
    COMPARISONS,
    ESCAPE,
    EXACTLY,
    LESS,
    LESS_OR_EQUAL,
    MORE,
    MORE_OR_EQUAL,
    NO_COMBAT,
    Buy,
    Conditional,
    Gift,
    MoveArmies,
    MoveShips,
    SeaMove,
)
from engine.rulesets.classic.units import ARMY, SHIP
from engine.state import GameState

_NUMBER = r"\d{1,6}"
_COUNT = rf"(?:{_NUMBER}|all|everything|every|an|a|one)"
_ARMY_WORDS = {"army", "armies", "troops", "troop", "men"}
_SHIP_WORDS = {"ship", "ships", "fleet", "fleets", "boat", "boats", "navy", "navies"}
_KIND = "|".join(sorted(_ARMY_WORDS | _SHIP_WORDS, key=len, reverse=True))
_SEP = re.compile(r"\s*(?:->|→|=>|—|–)\s*|\s+(?:to|into|towards|-)\s+|(?<=\w)-(?=\w)", re.IGNORECASE)

_RE = {
    "comment": re.compile(r"\s*(#|//).*$"),
    "bullet": re.compile(r"^(?:[*•·]\s+|-\s+(?=\S)|\d{1,3}[.)]\s+)"),
    "if": re.compile(r"^if\s+(?P<subject>.+?)\s+(?:has|have|holds?)\s+(?P<cond>.+?)\s+(?:armies|army)\s+"
                     r"(?:in|at)\s+(?P<places>.+?)(?:\s+(?:combined|together|in\s+total|altogether))?"
                     r"\s*,?\s*then\b\s*,?\s*(?P<then>.*)$", re.IGNORECASE),
    "if_comma": re.compile(r"^if\s+(?P<subject>.+?)\s+(?:has|have|holds?)\s+(?P<cond>.+?)\s+(?:armies|army)\s+"
                           r"(?:in|at)\s+(?P<places>[^,]+?)(?:\s+(?:combined|together|in\s+total))?"
                           r"\s*,\s*(?P<then>.*)$", re.IGNORECASE),
    "buy": re.compile(rf"^(?:buy|build|purchase|recruit|raise|hire|launch)s?\s+(?P<count>{_NUMBER}|an|a|one)\s+"
                      rf"(?:new\s+)?(?P<kind>{_KIND})\s+(?:in|at)\s+(?P<where>.+)$", re.IGNORECASE),
    "gift": re.compile(rf"^(?:give|gift|send|loan|lend|pay)s?\s+(?P<amount>{_NUMBER})\s*(?:gold|g|coins?)?\s+"
                       r"(?:as\s+a\s+(?:gift|loan)\s+)?to\s+(?P<target>.+)$", re.IGNORECASE),
    "attack_with": re.compile(r"^(?:attack|invade|assault)s?\s+(?P<to>.+?)\s+with\s+(?P<count>.+?)\s+"
                              r"from\s+(?P<rest>.+)$", re.IGNORECASE),
    "unit": re.compile(rf"^(?:(?:move|send|march|sail|take)s?\s+)?(?P<count>{_COUNT})\b\s*"
                       rf"(?:(?:of\s+)?(?:my|the|our)\s+)?(?:(?P<kind>{_KIND})\b)?\s*(?P<rest>.*)$", re.IGNORECASE),
    "via": re.compile(r"^(?P<head>.*?)\s*,?\s+(?:via|by|using|on|aboard)\s+(?P<how>.*)$", re.IGNORECASE),
    "how": re.compile(r"^(?:(?:the|my|our)\s+)?(?:(?:ships?|boats?|fleets?|sea|water)\b\s*)?"
                      r"(?:(?:in|at|from)\s+)?(?P<sea>.*)$", re.IGNORECASE),
    "stance": re.compile(r"\s*[,;]?\s*(?:and\s+)?\b(?P<word>attacks?|no\s+combat|stays?\s+out\s+of\s+combat|"
                         r"(?:stay\s+)?out\s+of\s+combat|avoids?\s+combat|escapes?(?:\s+if\s+attacked)?)\b"
                         r"(?P<tail>.*)$", re.IGNORECASE),
    "region_prefix": re.compile(r"^(?:(?:the\s+)?(?:ships?|fleet)\s+in\s+|aboard\s+|(?:the\s+)?sea\s+(?=\S+$)|"
                                r"province\s+|prov\.?\s+)", re.IGNORECASE),
}


class Names(BaseNames):
    """Names as classic players write them: "province 46", "sea C", several at once."""

    def clean_region(self, text: str) -> str:
        return _RE["region_prefix"].sub("", super().clean_region(text)).strip()

    def regions(self, text: str) -> tuple[str, ...]:
        parts = [p for p in re.split(r"\s*(?:,|&|\+|\band\b)\s*", text) if p.strip()]
        if not parts:
            raise NotUnderstood("name at least one province")
        return tuple(self.region(p) for p in parts)


def _clean(line: str) -> str:
    line = _RE["comment"].sub("", line).strip()
    line = _RE["bullet"].sub("", line).strip()
    line = line.replace("(", " ").replace(")", " ")
    line = " ".join(line.split())
    return line.rstrip(".;!").strip()


ONE = {"armies": "army", "ships": "ship", "units": "unit"}


def _count(text: str, what: str) -> int | None:
    word = text.strip().lower()
    if word in ("all", "everything", "every"):
        return None
    if word in ("a", "an", "one"):
        return 1
    if not re.fullmatch(_NUMBER, word):
        raise NotUnderstood(f"{text.strip()!r} is not a number of {what}: write a number, or 'all'")
    n = int(word)
    if n < 1:
        raise NotUnderstood(f"order at least one {ONE[what]}")
    return n


def parse_line(line: str, nation: str, names: Names) -> Order | None:
    """One order, None for a blank or comment line; NotUnderstood says why a line is unusable."""
    text = _clean(line)
    if not text:
        return None
    if re.match(r"^if\b", text, re.IGNORECASE):
        return _conditional(text, nation, names)
    for key, build in _LINE_PARSERS:
        m = _RE[key].match(text)
        if m:
            return build(m, nation, names)
    return _move(text, nation, names)


_CONDITIONS: list[tuple[re.Pattern, str]] = [
    (re.compile(rf"^({_NUMBER})\s+or\s+(?:less|fewer|under|below)$", re.IGNORECASE), LESS_OR_EQUAL),
    (re.compile(rf"^(?:at\s+most|no\s+more\s+than|not\s+more\s+than|up\s+to)\s+({_NUMBER})$", re.IGNORECASE), LESS_OR_EQUAL),
    (re.compile(rf"^(?:less|fewer)\s+than\s+({_NUMBER})$", re.IGNORECASE), LESS),
    (re.compile(rf"^({_NUMBER})\s+or\s+more$", re.IGNORECASE), MORE_OR_EQUAL),
    (re.compile(rf"^(?:at\s+least|no\s+fewer\s+than|no\s+less\s+than)\s+({_NUMBER})$", re.IGNORECASE), MORE_OR_EQUAL),
    (re.compile(rf"^more\s+than\s+({_NUMBER})$", re.IGNORECASE), MORE),
    (re.compile(rf"^exactly\s+({_NUMBER})$", re.IGNORECASE), EXACTLY),
]


def _comparison(text: str) -> tuple[str, int]:
    text = " ".join(text.split())
    if text.lower() in ("no", "zero", "0"):
        return EXACTLY, 0
    for pattern, comparison in _CONDITIONS:
        m = pattern.match(text)
        if m:
            return comparison, int(m.group(1))
    raise NotUnderstood(f"{text!r} is not a count to test: write '5 or less', 'at least 5', 'more than 5', "
                        "'fewer than 5' or 'exactly 5'")


def _conditional(text: str, nation: str, names: Names) -> Conditional:
    m = _RE["if"].match(text) or _RE["if_comma"].match(text)
    if not m:
        raise NotUnderstood("a conditional order reads 'If Austria has 5 or less armies in 46 then attack it "
                            "with everything from 47': it may test only army counts")
    subject = names.nation(re.sub(r"^the\s+", "", m["subject"].strip(), flags=re.IGNORECASE))
    comparison, threshold = _comparison(m["cond"])
    places = names.regions(m["places"])
    then_text = m["then"].strip()
    if not then_text:
        raise NotUnderstood("the conditional order says nothing after 'then'")
    if re.search(r"\bit\b", then_text, re.IGNORECASE):
        if len(places) != 1:
            raise NotUnderstood("'it' is unclear when the condition names several provinces: name the target")
        then_text = re.sub(r"\bit\b", names.board.name(places[0]), then_text, flags=re.IGNORECASE)
    return Conditional(nation=nation, subject=subject, comparison=comparison, threshold=threshold,
                       places=places, then=_then_orders(then_text, nation, names))


def _then_orders(text: str, nation: str, names: Names) -> tuple:
    """What follows 'then': one order, or several joined by ';' or 'and' ('then buy 2 armies in
    47 and 4 armies 47 -> 46')."""
    out = []
    for part in (p.strip() for p in text.split(";")):
        if not part:
            continue
        try:
            out.append(_then_order(part, nation, names))
        except NotUnderstood:
            pieces = [p.strip() for p in re.split(r" and ", part, flags=re.IGNORECASE)]
            if len(pieces) == 1:
                raise
            out.extend(_then_order(p, nation, names) for p in pieces)
    return tuple(out)


def _then_order(text: str, nation: str, names: Names) -> Order:
    if re.match(r"^if\b", text, re.IGNORECASE):
        raise NotUnderstood("conditions cannot be nested")
    order = parse_line(text, nation, names)
    if order is None:
        raise NotUnderstood("the conditional order says nothing after 'then'")
    return order


def _buy(m, nation: str, names: Names) -> Buy:
    kind = ARMY if m["kind"].lower() in _ARMY_WORDS else SHIP
    count = _count(m["count"], "units")
    return Buy(nation=nation, count=count, kind=kind, where=names.region(m["where"]))


def _gift(m, nation: str, names: Names) -> Gift:
    return Gift(nation=nation, target=names.nation(m["target"]), amount=int(m["amount"]))


def _attack_with(m, nation: str, names: Names) -> Order:
    """'attack 69 with 8 armies from 59 via ships', 'attack 46 with everything from 47'."""
    count_text = re.sub(r"\s+(?:of\s+)?(?:my\s+|the\s+|our\s+)?(?:armies|army|troops)$", "", m["count"].strip(),
                        flags=re.IGNORECASE)
    count_text = re.sub(r"^(?:my|the|our)\s+", "", count_text, flags=re.IGNORECASE)
    count = _count(count_text, "armies")
    rest, via = _split_via(m["rest"])
    source = names.region(rest)
    return _army_order(nation, count, source, names.region(m["to"]), via, names)


def _split_via(text: str) -> tuple[str, str | None]:
    """('59', 'C') for '59 via ships in C', ('59', '') for '59 via ships', ('59', None) without 'via'."""
    m = _RE["via"].match(text)
    if not m:
        return text.strip(), None
    how = _RE["how"].match(m["how"].strip())
    return m["head"].strip(), (how["sea"].strip() if how else m["how"].strip())


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


def _move(text: str, nation: str, names: Names) -> Order:
    m = _RE["unit"].match(text)
    if not m:
        raise NotUnderstood("expected a move ('8 armies 59 -> 69', '2 ships C -> D attack'), 'buy 3 armies "
                            "in 12', 'give 10 gold to Prussia' or 'if ... then ...'")
    kind_word = (m["kind"] or "").lower()
    count_word = m["count"].lower()
    if not kind_word:
        if count_word != "everything":
            raise NotUnderstood("say what moves: armies or ships ('3 armies 59 -> 69', '2 ships C -> D')")
        kind_word = "armies"
    rest = re.sub(r"^(?:from|in|at)\s+", "", m["rest"].strip(), flags=re.IGNORECASE)
    if kind_word in _SHIP_WORDS:
        return _ships(_count(count_word, "ships"), rest, nation, names)
    count = _count(count_word, "armies")
    rest = re.sub(r"\s*[,;]?\s*(?:and\s+)?attacks?$", "", rest, flags=re.IGNORECASE)
    head, via = _split_via(rest)
    steps = [s for s in _SEP.split(head) if s and s.strip()]
    if len(steps) == 1 and steps[0].lower().startswith("from "):
        steps = [steps[0][5:]]
    if len(steps) != 2:
        if len(steps) < 2:
            raise NotUnderstood("armies need a destination: '3 armies 59 -> 69'")
        raise NotUnderstood("armies move one step a turn: give the province they start in and one destination")
    source = names.region(re.sub(r"^from\s+", "", steps[0], flags=re.IGNORECASE))
    return _army_order(nation, count, source, names.region(steps[1]), via, names)


def _ships(count: int | None, rest: str, nation: str, names: Names) -> MoveShips:
    attack, targets, stance = False, (), ""
    s = _RE["stance"].search(rest)
    if s:
        word = s["word"].lower()
        tail = s["tail"].strip()
        rest = rest[:s.start()].strip()
        if word.startswith("attack"):
            attack = True
            tail = re.sub(r"^(?:the\s+)?(?:ships\s+of\s+)?", "", tail, flags=re.IGNORECASE)
            targets = names.nations(tail) if tail else ()
        else:
            if tail:
                raise NotUnderstood(f"unexpected words after {s['word']!r}: {tail!r}")
            stance = ESCAPE if word.startswith("escape") else NO_COMBAT
    steps = [x for x in _SEP.split(rest) if x and x.strip()]
    if not steps:
        raise NotUnderstood("say which sea the ships are in: '2 ships C -> D'")
    if len(steps) > 2:
        raise NotUnderstood("ships sail one sea a turn: give the sea they are in and one destination")
    source = names.region(steps[0])
    to = names.region(steps[1]) if len(steps) == 2 else None
    if to is None and not attack and not stance:
        raise NotUnderstood("ships without orders stay where they are: give a destination, 'attack', "
                            "'no combat' or 'escape'")
    if to == source:
        to = None
    return MoveShips(nation=nation, count=count, source=source, to=to, attack=attack, targets=targets,
                     stance=stance)


_LINE_PARSERS: list[tuple[str, Callable]] = [
    ("buy", _buy),
    ("gift", _gift),
    ("attack_with", _attack_with),
]


def parse_sheet(text: str, nation: str, state: GameState, board: Board) -> OrderSheet:
    names = Names(board, state)
    return parse_lines(text, nation, lambda line: parse_line(line, nation, names))


# -- writing orders back ------------------------------------------------------------------------

COMPARISON_TEXT = {LESS_OR_EQUAL: "{n} or less", MORE_OR_EQUAL: "{n} or more", LESS: "fewer than {n}",
                   MORE: "more than {n}", EXACTLY: "exactly {n}"}
assert set(COMPARISON_TEXT) == set(COMPARISONS)


def _n(count: int | None, one: str, many: str) -> str:
    if count is None:
        return f"all {many}"
    return f"{count} {one if count == 1 else many}"


def format_order(order: Order, board: Board) -> str:
    name = board.name
    match order:
        case MoveArmies():
            return f"{_n(order.count, 'army', 'armies')} {name(order.source)} -> {name(order.to)}"
        case SeaMove():
            head = f"{_n(order.count, 'army', 'armies')} {name(order.source)} -> {name(order.to)}"
            if board[order.source].is_sea or (board[order.to].is_sea and order.sea == order.to):
                return head
            return head + (f" via ships in {name(order.sea)}" if order.sea else " via ships")
        case MoveShips():
            text = f"{_n(order.count, 'ship', 'ships')} {name(order.source)}"
            if order.to:
                text += f" -> {name(order.to)}"
            if order.attack:
                text += " attack" + (" " + ", ".join(order.targets) if order.targets else "")
            if order.stance:
                text += f", {order.stance}"
            return text
        case Buy():
            one, many = ("army", "armies") if order.kind == ARMY else ("ship", "ships")
            return f"buy {_n(order.count, one, many)} in {name(order.where)}"
        case Gift():
            return f"give {order.amount} gold to {order.target}"
        case Conditional():
            cond = COMPARISON_TEXT[order.comparison].format(n=order.threshold)
            places = ", ".join(name(p) for p in order.places)
            combined = " combined" if len(order.places) > 1 else ""
            then = "; ".join(format_order(o, board) for o in order.then)
            return f"if {order.subject} has {cond} armies in {places}{combined} then {then}"
    raise TypeError(f"not a classic order: {order!r}")
