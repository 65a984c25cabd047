"""Reading orders as players write them, one per line, and writing them back the same way.

The canonical forms (what `format_order` writes) are documented in docs/rules/napoleonic.md;
the parser also accepts common variations ("Corps A moves to X", "->", "build 2 inf").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from engine.board import Board
from engine.errors import NotUnderstood
from engine.orders import Names, Order, OrderSheet, parse_lines
from engine.rulesets.napoleonic.orders import (
    Accept,
    Alliance,
    Annex,
    BreakAlliance,
    Build,
    Cede,
    DeclareWar,
    Gift,
    Hold,
    MoveCorps,
    Peace,
    Permit,
    Scout,
    SquadronOrder,
    Transfer,
    TransportCorps,
)
from engine.rulesets.napoleonic.units import ARTILLERY, CAVALRY, INFANTRY, SCOUT, SQUADRON
from engine.state import GameState

KIND_WORDS = {
    "infantry": INFANTRY, "inf": INFANTRY, "infantries": INFANTRY,
    "cavalry": CAVALRY, "cav": CAVALRY, "cavalries": CAVALRY,
    "artillery": ARTILLERY, "art": ARTILLERY, "arty": ARTILLERY, "artilleries": ARTILLERY,
    "scouting cavalry": SCOUT, "scout": SCOUT, "scouts": SCOUT, "scouting cav": SCOUT,
    "squadron": SQUADRON, "squadrons": SQUADRON, "sq": SQUADRON, "ship": SQUADRON, "ships": SQUADRON,
}
KIND_NAMES = {INFANTRY: "infantry", CAVALRY: "cavalry", ARTILLERY: "artillery", SCOUT: "scouting cavalry",
              SQUADRON: "squadron"}

_KIND = "|".join(sorted((re.escape(k) for k in KIND_WORDS), key=len, reverse=True))
_SEP = r"(?:->|→|=>|–|—|\s-\s|^-\s*|\s-$|\bthen\b|\bto\b|\binto\b|,)"
_LETTER = r"[A-Z]{1,3}"

_RE = {
    "comment": re.compile(r"(?:^|\s)(?:#(?!\d)|//).*$"),      # "#2" is a number, not a comment
    "bullet": re.compile(r"^(?:[*•·]\s+|-\s+(?=[A-Za-z])|\d+[.)]\s+)"),
    "build": re.compile(r"^(?:build|buy|raise|recruit|conscript|launch)s?\s+(.+?)\s+(?:in|at)\s+(.+)$", re.IGNORECASE),
    "item": re.compile(rf"^(?:(\d+)\s*(?:x\s*)?)?({_KIND})$", re.IGNORECASE),
    "transfer": re.compile(rf"^(?:transfer|move|detach)\s+(?:(\d+)\s+)?({_KIND})\s+from\s+(?:corps\s+)?"
                           rf"({_LETTER})\s+to\s+(?:corps\s+)?({_LETTER})$", re.IGNORECASE),
    "annex": re.compile(r"^annex(?:es)?\s+(.+)$", re.IGNORECASE),
    "war": re.compile(r"^(?:declares?\s+war\s+(?:on|against|upon)|war\s+(?:on|against|with))\s+(.+)$", re.IGNORECASE),
    "break": re.compile(r"^(?:break|cancel|end)s?\s+(?:the\s+|our\s+)?alliance\s+(?:with\s+)?(.+)$", re.IGNORECASE),
    "alliance": re.compile(r"^(?:(?:sign|propose|form)s?\s+(?:an?\s+)?)?(?:alliance|ally)\s+(?:with\s+)?(.+)$", re.IGNORECASE),
    "peace": re.compile(r"^(?:(?:sign|make|propose)s?\s+)?peace\s+(?:treaty\s+)?(?:with\s+)?(.+)$", re.IGNORECASE),
    "gift": re.compile(r"^(?:give|gift|send|pay)s?\s+(\d+)\s*(?:gold\s+)?to\s+(.+)$", re.IGNORECASE),
    "cede": re.compile(r"^(?:cede|give|hand over)s?\s+(?:province\s+)?(.+?)\s+to\s+(.+)$", re.IGNORECASE),
    "accept": re.compile(r"^accepts?\s+(?:province\s+)?(.+?)\s+from\s+(.+)$", re.IGNORECASE),
    "permit": re.compile(r"^(?:allow|permit)s?\s+(.+?)\s+(?:through|across|to\s+cross)\s+(.+)$", re.IGNORECASE),
    "squadron": re.compile(r"^(?:squadron|squad|sq|fleet)\.?\s*#?\s*(\d+)\s*[:.]?\s*(.*)$", re.IGNORECASE),
    "corps": re.compile(rf"^(?:(?:(?i:corps)\s+)({_LETTER.replace('A-Z', 'A-Za-z')})|({_LETTER}))(?![A-Za-z])"
                        rf"\s*[:.]?\s*(.*)$"),
    "scout": re.compile(r"(?:^|[,;]?\s+)(?:and\s+)?scout(?:s|ing)?(?:\s+cavalry)?\s+(?:into\s+|in\s+|at\s+)?(.+)$", re.IGNORECASE),
    "attack": re.compile(r"(?:^|[,;]?\s+)(?:and\s+)?attacks?\b\s*(.*)$", re.IGNORECASE),
    "via": re.compile(r"^(.*?)\s*(?:by\s+sea\s*)?\bvia\s+(.+?)(?:\s+to\s+(.+))?$", re.IGNORECASE),
    "verb": re.compile(r"^(?:moves?|march(?:es)?|goes|go|advances?|proceeds?|travels?|sails?)\b\s*", re.IGNORECASE),
    "hold": re.compile(r"^(?:holds?|stays?|remains?|stands?)\b\s*[,;]?\s*", re.IGNORECASE),
}


def _clean(line: str) -> str:
    line = _RE["comment"].sub("", line).strip()
    line = _RE["bullet"].sub("", line).strip()
    return line.rstrip(".;").strip()


def parse_line(line: str, nation: str, names: Names) -> Order | None:
    """One order, None for a blank or comment line; NotUnderstood says why a line is unusable."""
    text = _clean(line)
    if not text:
        return None
    for key, build in _LINE_PARSERS:
        m = _RE[key].match(text)
        if m:
            return build(m, nation, names)
    raise NotUnderstood("expected a corps order ('A - Thuringia'), a squadron order ('squadron 1 - North Sea'), "
                        "or build, transfer, annex, declare war, alliance, peace, break alliance, give, cede, "
                        "accept or allow")


def _build(m, nation, names) -> Build:
    kinds: list[str] = []
    for part in re.split(r"\s*(?:,|\+|\band\b)\s*", m.group(1)):
        if not part:
            continue
        item = _RE["item"].match(part.strip())
        if not item:
            raise NotUnderstood(f"{part.strip()!r} is not a unit: write infantry, cavalry, artillery, "
                                "scouting cavalry or squadron, with a number in front for several")
        count = int(item.group(1) or 1)
        if count < 1 or count > 99:
            raise NotUnderstood(f"{count} is not a number of units one can build")
        kinds += [KIND_WORDS[item.group(2).lower()]] * count
    if not kinds:
        raise NotUnderstood("nothing to build")
    if SQUADRON in kinds and len(set(kinds)) > 1:
        raise NotUnderstood("squadrons are built in a sea and divisions in a province: use two lines")
    return Build(nation=nation, kinds=tuple(kinds), where=names.region(m.group(2)))


def _transfer(m, nation, names) -> Transfer:
    kind = KIND_WORDS[m.group(2).lower()]
    if kind == SQUADRON:
        raise NotUnderstood("squadrons are not part of corps")
    count = int(m.group(1) or 1)
    if count < 1:
        raise NotUnderstood("transfer at least one division")
    return Transfer(nation=nation, count=count, kind=kind, source=m.group(3).upper(), target=m.group(4).upper())


def _gift(m, nation, names) -> Gift:
    return Gift(nation=nation, target=names.nation(m.group(2)), amount=int(m.group(1)))


def _squadron(m, nation, names) -> SquadronOrder:
    number, rest = int(m.group(1)), m.group(2).strip()
    attack, targets = False, ()
    a = _RE["attack"].search(rest)
    if a:
        attack = True
        targets = names.nations(a.group(1)) if a.group(1).strip() else ()
        rest = rest[:a.start()].strip()
    holds = _RE["hold"].match(rest) is not None
    rest = _RE["verb"].sub("", _RE["hold"].sub("", rest)).strip()
    steps = _split_path(rest)
    to = None
    if steps:
        if len(steps) > 1:
            raise NotUnderstood("a squadron moves one sea: give one destination")
        to = names.region(steps[0])
    if to is None and not attack and not holds:
        raise NotUnderstood("a squadron order moves it ('squadron 1 - North Sea'), attacks ('squadron 1 attack') "
                            "or holds ('squadron 1 holds')")
    return SquadronOrder(nation=nation, number=number, to=to, attack=attack, targets=targets)


def _split_path(text: str) -> list[str]:
    text = text.strip()
    if not text:
        return []
    parts = re.split(_SEP, text, flags=re.IGNORECASE)
    return [p.strip() for p in parts if p and p.strip()]


def _corps(m, nation, names) -> Order:
    letter = (m.group(1) or m.group(2)).upper()
    rest = m.group(3).strip()
    scout = None
    s = _RE["scout"].search(rest)
    if s:
        scout = names.region(s.group(1))
        rest = rest[:s.start()].strip().rstrip(",;").strip()
    holds = _RE["hold"].match(rest) is not None
    rest = _RE["hold"].sub("", rest).strip()
    rest = _RE["verb"].sub("", rest).strip()
    if not rest:
        if scout is None and holds:
            return Hold(nation=nation, corps=letter)
        if scout is None:
            raise NotUnderstood(f"what should corps {letter} do? Give a destination ('{letter} - Thuringia') "
                                f"or a scouting target ('{letter} scout Holland')")
        return Scout(nation=nation, corps=letter, target=scout)
    v = _RE["via"].match(rest)
    if v:
        head, seas_text, tail = v.group(1).strip(), v.group(2), v.group(3)
        dest = tail if tail else None
        if dest is None:
            steps = _split_path(head)
            if len(steps) != 1:
                raise NotUnderstood("by sea, write 'A - Holland via North Sea, Channel'")
            dest = steps[0]
        elif _split_path(head):
            raise NotUnderstood("by sea, write 'A - Holland via North Sea, Channel'")
        seas = tuple(names.region(x) for x in re.split(r"\s*(?:,|\band\b|->|→|\s-\s)\s*", seas_text) if x.strip())
        return TransportCorps(nation=nation, corps=letter, seas=seas, to=names.region(dest), scout=scout)
    starts_with_sep = re.match(r"^(?:->|→|=>|–|—|-|\bto\b|\binto\b)", rest, re.IGNORECASE) is not None
    steps = _split_path(rest)
    if not steps:
        raise NotUnderstood(f"corps {letter} has no destination")
    path = tuple(names.region(x) for x in steps)
    start = None
    if not starts_with_sep:
        if len(path) < 2:
            raise NotUnderstood(f"write the move as '{letter} - {steps[0]}'")
        start, path = path[0], path[1:]
    return MoveCorps(nation=nation, corps=letter, path=path, scout=scout, start=start)


def _one(cls, field):
    return lambda m, nation, names: cls(nation=nation, **{field: names.nation(m.group(1))})


_LINE_PARSERS: list[tuple[str, Callable]] = [
    ("build", _build),
    ("transfer", _transfer),
    ("gift", _gift),
    ("annex", lambda m, n, names: Annex(nation=n, province=names.region(m.group(1)))),
    ("war", _one(DeclareWar, "target")),
    ("break", _one(BreakAlliance, "target")),
    ("alliance", _one(Alliance, "target")),
    ("peace", _one(Peace, "target")),
    ("accept", lambda m, n, names: Accept(nation=n, province=names.region(m.group(1)), giver=names.nation(m.group(2)))),
    ("permit", lambda m, n, names: Permit(nation=n, target=names.nation(m.group(1)), sea=names.region(m.group(2)))),
    ("cede", lambda m, n, names: Cede(nation=n, province=names.region(m.group(1)), to=names.nation(m.group(2)))),
    ("squadron", _squadron),
    ("corps", _corps),
]


def parse_sheet(text: str, nation: str, state: GameState, board: Board) -> OrderSheet:
    names = Names(board, state)
    return parse_lines(text, nation, lambda line: parse_line(line, nation, names))


# -- writing orders back ------------------------------------------------------------------------

def _kinds_text(kinds: tuple[str, ...]) -> str:
    parts, seen = [], []
    for k in kinds:
        if k not in seen:
            seen.append(k)
    for k in seen:
        n = kinds.count(k)
        word = KIND_NAMES[k]
        if k == SQUADRON and n > 1:
            word = "squadrons"
        parts.append(word if n == 1 else f"{n} {word}")
    return ", ".join(parts)


def format_order(order: Order, board: Board) -> str:
    name = board.name
    scout = lambda o: f", scout {name(o.scout)}" if o.scout else ""
    match order:
        case MoveCorps():
            head = f"{order.corps} {name(order.start)}" if order.start else order.corps
            return head + "".join(f" - {name(p)}" for p in order.path) + scout(order)
        case TransportCorps():
            return f"{order.corps} - {name(order.to)} via {', '.join(name(s) for s in order.seas)}{scout(order)}"
        case Hold():
            return f"{order.corps} holds"
        case Scout():
            return f"{order.corps} scout {name(order.target)}"
        case SquadronOrder():
            text = f"squadron {order.number}"
            if order.to:
                text += f" - {name(order.to)}"
            if order.attack:
                text += ", attack" if order.to else " attack"
                if order.targets:
                    text += " " + ", ".join(order.targets)
            return text if order.to or order.attack else text + " holds"
        case Build():
            return f"build {_kinds_text(order.kinds)} in {name(order.where)}"
        case Transfer():
            return f"transfer {order.count} {KIND_NAMES[order.kind]} from {order.source} to {order.target}"
        case Annex():
            return f"annex {name(order.province)}"
        case DeclareWar():
            return f"declare war on {order.target}"
        case Alliance():
            return f"alliance with {order.target}"
        case Peace():
            return f"peace with {order.target}"
        case BreakAlliance():
            return f"break alliance with {order.target}"
        case Gift():
            return f"give {order.amount} gold to {order.target}"
        case Cede():
            return f"cede {name(order.province)} to {order.to}"
        case Accept():
            return f"accept {name(order.province)} from {order.giver}"
        case Permit():
            return f"allow {order.target} through {name(order.sea)}"
    raise TypeError(f"not a Napoleonic order: {order!r}")
