"""Reading orders as players write them, and writing them back the same way.

The canonical forms (what `format_order` writes) are documented in docs/rules/napoleonic.md;
the reader also takes the players' own phrasings ("Corps A moves from Alsace to Baden", "DoW
Spain", "Give Prussia 10 gold") and several orders on one line ("A - Baden, B - Bavaria").
Lines reach it as single-spaced words (engine.message), so no pattern here meets a run of spaces.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from engine.board import Board
from engine.errors import NotUnderstood
from engine.message import holds_everything
from engine.orders import Names, Order, OrderSheet, looks_like_order, parse_lines
from engine.reading import number, split_list, split_orders
from engine.rulesets.napoleonic.orders import (
    Accept,
    Alliance,
    Annex,
    BreakAlliance,
    Cede,
    DeclareWar,
    Gift,
    Hold,
    MoveCorps,
    Peace,
    Permit,
    Scout,
    SquadronOrder,
    TransportCorps,
)
from engine.rulesets.napoleonic import divisions
from engine.rulesets.napoleonic.units import NapoleonicState
from engine.rulesets.napoleonic.divisions import KIND_WORDS  # noqa: F401  (the unit words, for other readers)
from engine.rulesets.napoleonic.writing import KIND_NAMES, format_order  # noqa: F401  (written back as read)
from engine.state import GameState


# Words that make an unreadable line an error rather than chatter (engine.orders.looks_like_order).
ORDER_WORDS = frozenset("""build builds buy buys raise recruit conscript launch transfer detach merge move moves
    march marches advance advances attack attacks invade invades hold holds stay stays remain remains scout scouts
    annex annexes declare declares war dow alliance ally peace break cancel give gives gift send sends pay cede
    cedes accept accepts allow allows permit permits squadron squadrons sq fleet corps infantry cavalry artillery
    inf cav arty gold loan offer offers via sail sails""".split())

_SEP = r"(?:->|→|=>|–|—|\s-\s|^-\s*|\s-$|\bthen\b|\bto\b|\binto\b|,)"
_LETTER = r"[A-Z]{1,3}"
_MOVE_VERBS = r"(?:moves?|march(?:es)?|goes|go|advances?|proceeds?|travels?|sails?|attacks?|invades?|assaults?)"

_RE = {
    "comment": re.compile(r"(?:^| )(?:#(?!\d)|//).*$"),      # "#2" is a number, not a comment
    "hold_all": re.compile(r"^(?:all (?:my )?(?:units |corps |forces |armies |troops )?)?(?:holds?|stand fast|stays?)$",
                           re.IGNORECASE),
    # 'We declare war', 'I build': never 'I scout Paris' (corps I)
    "subject": re.compile(r"^(?:we|i|we will|i will|we shall|i shall) (?=(?:declare|build|buy|offer|give|send|annex|"
                          r"propose|sign|cede|accept|allow|permit|transfer|merge|break|cancel|pay|raise|recruit)\b)",
                          re.IGNORECASE),
    "transfer": divisions.TRANSFER,
    "merge": divisions.MERGE,
    "build": re.compile(r"^(?:build|buy|raise|recruit|conscript|launch)s?:? (.+)$", re.IGNORECASE),
    "cost": re.compile(r"\((?:costs? |for |= ?)?\d{1,6} ?(?:gold|g|gp)?\)", re.IGNORECASE),
    "annex": re.compile(r"^(?:annex(?:es)?|annexation of|annexing) (.+)$", re.IGNORECASE),
    "new_corps": re.compile(r"^(?:a )?new corps (?:in|at) (?P<where>[^:]+): (?P<what>.+)$", re.IGNORECASE),
    "new_squadron": re.compile(r"^(?:a |one )?new (?P<what>squadrons?|fleets?|ships?) (?:in|at) (?P<where>.+)$",
                               re.IGNORECASE),
    "ordinal": re.compile(r"^(\d{1,6})(?:st|nd|rd|th) (?:squadron|fleet)\b", re.IGNORECASE),
    "glued": re.compile(r"^((?:[Cc]orps )?[A-Z]{1,3})-(?=[A-Za-z])"),
    "named_corps": re.compile(r"\((?:[Cc]orps )?([A-Z]{1,3})\) "),
    "march_on": re.compile(r"^(?:on|against|towards?|upon) ", re.IGNORECASE),
    "war": re.compile(r"^(?:declares? war (?:on|against|upon)|declares? war|war (?:on|against|with)|dow(?: on)?) (.+)$",
                      re.IGNORECASE),
    "break": re.compile(r"^(?:break|cancel|end)s? (?:the |our |my )?alliance (?:with )?(.+)$", re.IGNORECASE),
    "alliance": re.compile(r"^(?:(?:sign|propose|form|offer|request|seek|accept)s? (?:an? |the )?)?(?:alliance|ally) "
                           r"(?:with |to )?(.+)$",
                           re.IGNORECASE),
    "peace": re.compile(r"^(?:(?:sign|make|propose|offer|request|seek|accept)s? (?:the )?)?peace (?:treaty )?"
                        r"(?:with |to )?(.+)$", re.IGNORECASE),
    "gold_to": re.compile(r"^(\w+) gold to (.+?)(?: as an? \w+)?$", re.IGNORECASE),
    "move_first": re.compile(rf"^(?:{_MOVE_VERBS}|send|sends) (?=(?:corps )?{_LETTER}\b)", re.IGNORECASE),
    "modal": re.compile(rf"^(?:will|shall|to|should|must) (?={_MOVE_VERBS}\b|holds?\b|stays?\b)", re.IGNORECASE),
    "gift": re.compile(r"^(?:give|gift|send|pay|loan|lend)s? (\w+) ?(?:gold )?to (.+?)(?: as an? \w+)?$",
                       re.IGNORECASE),
    "gift_to": re.compile(r"^(?:give|gift|send|pay|loan|lend)s? (.+?) (\w+) gold(?: as an? \w+)?$", re.IGNORECASE),
    "cede": re.compile(r"^(?:cede|give|hand over)s? (?:province )?(.+?) to (.+)$", re.IGNORECASE),
    "accept": re.compile(r"^accepts? (?:province )?(.+?) from (.+)$", re.IGNORECASE),
    "permit": re.compile(r"^(?:allow|permit)s? (.+?) (?:to pass through|to sail through|to cross|to pass|through|"
                         r"across) (?:the )?(.+)$", re.IGNORECASE),
    "squadron": re.compile(r"^(?:squadrons?|squads?|sq|fleets?)\.? ?#?(\d+(?:(?:, ?| and | ?& ?)#?\d+)*) ?[:.]? ?(.*)$",
                           re.IGNORECASE),
    "scout": re.compile(r"(?:^|[,;]? )(?:and )?scout(?:s|ing)?(?: cavalry)? (?:into |in |at )?(.+)$", re.IGNORECASE),
    "attack": re.compile(r"(?:^|[,;]? )(?:and )?attacks?\b ?(.*)$", re.IGNORECASE),
    "verb": re.compile(rf"^{_MOVE_VERBS}\b ?", re.IGNORECASE),
    "hold": re.compile(r"^(?:holds?|stays?|remains?|stands?)\b(?: put| still| fast| in place| where (?:it is|they are)|"
                       r" (?:its |their )?positions?)? ?[,;]? ?",
                       re.IGNORECASE),
    "starts": re.compile(rf"^(?:(?i:corps )?{_LETTER} ?(?:-|–|->|→|:|(?i: {_MOVE_VERBS}| holds?| stays?| to)\b)"
                         r"|(?i:(?:squadrons?|sq|fleet) ?#?\d)|(?i:(?:build|buy|annex|declare|dow|give|send|cede|"
                         r"accept|allow|permit|transfer|merge|offer|break|cancel|sign|propose|pay|raise|recruit)\b))"),
}


def _clean(line: str) -> str:
    line = _RE["comment"].sub("", line).strip()
    named = _RE["named_corps"].search(line)
    if named and named.start() < 60:                # 'Archduke Charles (Corps A) marches to Bavaria'
        line = f"Corps {named[1]} {line[named.end():]}"
    if "(" in line:          # '(3 gold)' is the player's sum, '(scouting Bavaria)' part of the order
        line = " ".join(_RE["cost"].sub(" ", line).replace("(", " ").replace(")", " ").split())
    return line.rstrip(".;!").strip()


def parse_line(line: str, nation: str, names: Names) -> list[Order] | None:
    """The orders of one line (several for 'A - Baden, B - Bavaria'), None for a comment line;
    NotUnderstood says why a line is unusable."""
    text = _clean(line)
    if not text:
        return None
    if _RE["hold_all"].match(text) or holds_everything(text, ORDER_WORDS):
        return []
    orders: list[Order] = []
    for piece in _pieces(text):
        orders += _piece(_natural(_without_subject(piece.rstrip(".!").strip(), nation, names), names), nation, names)
    return orders


def _natural(text: str, names: Names) -> str:
    """Players' shapes of an order turned into the reader's: 'Silesia: build 2 infantry', 'New corps
    in Tyrol: 2 infantry, 1 cavalry', 'New squadron in the Baltic Sea', '8th squadron sails ...',
    'C-Andalusia', 'Annexation of Hanover'."""
    head, colon, tail = text.partition(": ")
    if colon and _RE["build"].match(tail) and " in " not in tail and " at " not in tail and names.is_region(head):
        return f"{tail} in {head}"
    m = _RE["new_corps"].match(text) or _RE["new_squadron"].match(text)
    if m:
        return f"build {m['what']} in {m['where']}"
    m = _RE["ordinal"].match(text)
    if m:
        return f"squadron {m[1]}{text[m.end():]}"
    m = _RE["glued"].match(text)
    if m:
        return f"{m[1]} - {text[m.end():]}"
    return text


def _without_subject(text: str, nation: str, names: Names) -> str:
    """'France declares war on Spain' and 'We declare war on Spain' are the nation's own order."""
    m = _RE["subject"].match(text)
    if m:
        return text[m.end():]
    return names.without_subject(text, nation)


def _pieces(text: str) -> list[str]:
    """'A - Baden, B - Bavaria' -> two orders; 'A and C - Baden' stays one (both corps march)."""
    return split_orders(text, lambda piece: _RE["starts"].match(piece) is not None, _bare_letters)


def _bare_letters(text: str) -> bool:
    moved = _RE["move_first"].match(text)
    letters, rest = _corps_head(text[moved.end():] if moved else text)
    return bool(letters) and not rest


def _piece(text: str, nation: str, names: Names) -> list[Order]:
    for key, build in _LINE_PARSERS:
        m = _RE[key].match(text)
        if m:
            read = build(m, nation, names)
            return read if isinstance(read, list) else [read]
    sq = _RE["squadron"].match(text)
    if sq:
        return [_squadron(n, sq.group(2), nation, names) for n in _numbers(sq.group(1))]
    moved = _RE["move_first"].match(text)          # 'Move corps A to Baden', 'March A to Baden'
    letters, rest = _corps_head(text[moved.end():] if moved else text)
    if letters and moved:
        rest = "moves " + rest
    if letters:
        return [_corps(letter, rest, nation, names) for letter in letters]
    raise NotUnderstood("expected a corps order ('A - Thuringia'), a squadron order ('squadron 1 - North Sea'), "
                        "or build, transfer, annex, declare war, alliance, peace, break alliance, give, cede, "
                        "accept or allow")


def _corps_head(text: str) -> tuple[list[str], str]:
    """The corps letters a line starts with ('A', 'Corps A', 'A and C', 'A, B:') and the rest."""
    tokens = text.split(" ")
    letters: list[str] = []
    i, named, colon = 0, False, False
    while i < len(tokens):
        token = tokens[i]
        if token.casefold().rstrip(":") == "corps":
            named, i = True, i + 1
            if token.endswith(":") and letters:
                break
            continue
        core = token.rstrip(",:.")
        dashed = not letters and i + 1 < len(tokens) and tokens[i + 1] in ("-", "->", "\u2013", "\u2192")
        if not (1 <= len(core) <= 3 and core.isalpha() and (core.isupper() or named or dashed)):
            break                       # 'a - old castile' is corps A too
        letters.append(core.upper())
        named, i = False, i + 1
        if token.endswith((":", ".")):
            colon = token.endswith(":")
            break
        if token.endswith(","):
            continue
        if i + 1 < len(tokens) and tokens[i].casefold() in ("and", "&") and _letter_like(tokens[i + 1]):
            i += 1
            continue
        if i < len(tokens) and tokens[i].casefold() == "corps":
            i += 1                      # 'A corps moves ...'
        break
    rest = " ".join(tokens[i:]).strip()
    return letters, f": {rest}" if colon and rest else rest


def _letter_like(token: str) -> bool:
    core = token.rstrip(",:.")
    return token.casefold() == "corps" or 1 <= len(core) <= 3 and core.isalpha() and core.isupper()


def _numbers(text: str) -> list[int]:
    out = []
    for part in split_list(text.replace("#", "")):
        n = number(part, "a squadron number")
        if n is None:
            raise NotUnderstood(f"{part!r} is not a squadron number")
        out.append(n)
    return out


def _amount(text: str) -> int:
    amount = number(text, "a sum of gold")
    if amount is None:
        raise NotUnderstood(f"{text!r} is not a sum of gold")
    return amount


def _gift(m, nation, names) -> Gift:
    return Gift(nation=nation, target=names.nation(m.group(2)), amount=_amount(m.group(1)))


def _gift_to(m, nation, names) -> Gift:
    return Gift(nation=nation, target=names.nation(m.group(1)), amount=_amount(m.group(2)))


def _annex(m, nation, names) -> list[Annex]:
    text = m.group(1).split("(")[0].strip()          # 'Annex Baden (3 gold)'
    return [Annex(nation=nation, province=names.region(p)) for p in split_list(text)]


def _squadron(number_: int, rest: str, nation: str, names: Names) -> SquadronOrder:
    rest = rest.strip()
    attack, targets = False, ()
    a = _RE["attack"].search(rest)
    if a:
        attack = True
        targets = names.nations(a.group(1)) if a.group(1).strip() else ()
        rest = rest[:a.start()].strip()
    holds = _RE["hold"].match(rest) is not None
    rest = _RE["verb"].sub("", _RE["hold"].sub("", rest)).strip()
    if holds and rest[:3].casefold() in ("in ", "at ") and names.is_region(rest[3:]):
        rest = ""                                   # 'Squadron 3 stays in the Balearic Sea'
    steps = _split_path(rest)
    to = None
    if steps:
        if len(steps) > 1:
            raise NotUnderstood("a squadron moves one sea: give one destination")
        to = names.region(steps[0])
    if to is None and not attack and not holds:
        raise NotUnderstood("a squadron order moves it ('squadron 1 - North Sea'), attacks ('squadron 1 attack') "
                            "or holds ('squadron 1 holds')")
    return SquadronOrder(nation=nation, number=number_, to=to, attack=attack, targets=targets)


def _split_path(text: str) -> list[str]:
    text = text.strip()
    if not text:
        return []
    parts = re.split(_SEP, text, flags=re.IGNORECASE)
    return [p.strip() for p in parts if p and p.strip()]


def _corps(letter: str, rest: str, nation: str, names: Names) -> Order:
    rest = rest.strip()
    colon = rest.startswith(":")                  # 'A: Baden' goes to Baden; 'A: Alsace - Baden' names the start
    rest = rest.lstrip(":").strip()
    rest = _RE["modal"].sub("", rest)             # 'Corps B will attack Bavaria', 'B to attack Bavaria'
    placed, rest = _standing(rest, names)         # 'A in Vienna moves to Moravia'
    scout = None
    s = _RE["scout"].search(rest)
    if s:
        scout = names.region(s.group(1))
        rest = rest[:s.start()].strip().rstrip(",;").strip()
    holds = _RE["hold"].match(rest) is not None
    rest = _RE["hold"].sub("", rest).strip()
    if holds and rest[:3].casefold() in ("in ", "at ") and names.is_region(rest[3:]):
        rest = ""                                   # 'A stays in Alsace'
    verb = _RE["verb"].match(rest)
    rest = _RE["march_on"].sub("", rest[verb.end():].strip()) if verb else rest      # 'marches on Andalusia'
    if not rest:
        if scout is None and holds:
            return Hold(nation=nation, corps=letter)
        if scout is None:
            raise NotUnderstood(f"what should corps {letter} do? Give a destination ('{letter} - Thuringia') "
                                f"or a scouting target ('{letter} scout Holland')")
        return Scout(nation=nation, corps=letter, target=scout)
    via = f" {rest.casefold()}".find(" via ")       # a word: 'Moldavia' holds no 'via'
    if via >= 0:
        return _by_sea(letter, rest[:via], rest[via + 4:], scout, nation, names)
    starts_with_sep = verb is not None or re.match(r"^(?:->|→|=>|–|—|-|to\b|into\b)", rest, re.IGNORECASE) is not None
    if rest[:5].casefold() == "from ":
        rest, starts_with_sep = rest[5:], False      # 'moves from Alsace to Baden' names the start
    steps = _split_path(rest)
    if not steps:
        raise NotUnderstood(f"corps {letter} has no destination")
    path = tuple(names.region(x) for x in steps)
    start = None
    if not starts_with_sep and not (colon and len(path) == 1):
        if len(path) < 2:
            raise NotUnderstood(f"write the move as '{letter} - {steps[0]}'")
        start, path = path[0], path[1:]
    return MoveCorps(nation=nation, corps=letter, path=path, scout=scout, start=start or placed)


def _standing(rest: str, names: Names) -> tuple[str | None, str]:
    """('vienna', 'moves to Moravia') for 'in Vienna moves to Moravia': where the corps stands,
    named before its verb; (None, rest) otherwise."""
    if rest[:3].casefold() not in ("in ", "at "):
        return None, rest
    words = rest[3:].split(" ")
    for k in range(1, min(5, len(words))):
        after = " ".join(words[k:])
        if (_RE["verb"].match(after) or _RE["hold"].match(after)) and names.is_region(" ".join(words[:k])):
            return names.region(" ".join(words[:k])), after
    return None, rest


def _by_sea(letter: str, head: str, seas_text: str, scout, nation: str, names: Names) -> TransportCorps:
    """'A - Holland via North Sea, Channel' or 'A by sea via North Sea to Holland'."""
    head = head.strip()
    if head.casefold().endswith("by sea"):
        head = head[:-6].strip()
    to_at = seas_text.casefold().find(" to ")
    dest = seas_text[to_at + 4:] if to_at >= 0 else None
    seas_text = seas_text[:to_at] if to_at >= 0 else seas_text
    if dest is None:
        steps = _split_path(head)
        if len(steps) != 1:
            raise NotUnderstood("by sea, write 'A - Holland via North Sea, Channel'")
        dest = steps[0]
    elif _split_path(head):
        raise NotUnderstood("by sea, write 'A - Holland via North Sea, Channel'")
    seas = tuple(names.region(x) for x in re.split(r"(?:,|\band\b|->|→| - )", seas_text) if x.strip())
    return TransportCorps(nation=nation, corps=letter, seas=seas, to=names.region(dest), scout=scout)


def _each(cls, field):
    return lambda m, nation, names: [cls(nation=nation, **{field: n}) for n in names.nations(m.group(1))]


_LINE_PARSERS: list[tuple[str, Callable]] = [
    ("build", divisions.build),
    ("transfer", divisions.transfer),
    ("merge", divisions.merge),
    ("gift", _gift),
    ("gift_to", _gift_to),
    ("gold_to", _gift),
    ("annex", _annex),
    ("war", _each(DeclareWar, "target")),
    ("break", _each(BreakAlliance, "target")),
    ("alliance", _each(Alliance, "target")),
    ("peace", _each(Peace, "target")),
    ("accept", lambda m, n, names: Accept(nation=n, province=names.region(m.group(1)), giver=names.nation(m.group(2)))),
    ("permit", lambda m, n, names: Permit(nation=n, target=names.nation(m.group(1)), sea=names.region(m.group(2)))),
    ("cede", lambda m, n, names: Cede(nation=n, province=names.region(m.group(1)), to=names.nation(m.group(2)))),
]


def parse_sheet(text: str, nation: str, state: GameState, board: Board) -> OrderSheet:
    names = Names(board, state)
    units = frozenset(c.letter for c in state.corps_of(nation)) if isinstance(state, NapoleonicState) else frozenset()
    return parse_lines(text, nation, lambda line: parse_line(line, nation, names),
                       lambda line: looks_like_order(line, ORDER_WORDS, names, nation, units))
