"""The veteran's shorthand of classic orders, written out: the count after the route ('58>55 x3', 'E>F x2s',
'109->110 2a', 'T->S 3s att Italy'), purchases with a plus or a 'b' ('+1s T', '+2a 61', 'b3@61', 'bb 2 arm in
5'). Each order is read by its parts: one route of two places the map knows, one count (with 'a' for armies,
's' for ships, or the kind its start says), 'att' and the nations attacked; any other word leaves the line
as it is (then refused). The written-out line is kept only when it reads whole."""

from __future__ import annotations

from engine.words import patterns as re

from engine.words.reading import Names

LONGEST = 120               # characters: shorthand is short; a longer line is read as written
_ROUTE = re.compile(r"^(?P<src>[0-9]{1,3}|[A-Za-z])(?:->|=>|>|-|→)(?P<to>[0-9]{1,3}|[A-Za-z])$")
_ARROW = frozenset(("->", "=>", ">", "-", "→", "to"))
# 'x3', 'x2s', '3s', '2a', '3x', 'x 3' (joined before): a count and the kind's letter.
_COUNT = re.compile(r"^(?:x(?P<n>[0-9]{1,2})(?P<k>[as]?)|(?P<m>[0-9]{1,2})(?:x?(?P<l>[as])|x))$", re.IGNORECASE)
_NOTED = re.compile(r"^\((?P<n>[0-9]{1,2})(?P<k>[as]?)\)$(?P<m>)(?P<l>)")       # '58->57 (3)': the count in brackets
_GIVE = re.compile(r"^(?:gv|give|gift|send|snd)\.? (?P<n>[0-9]{1,4}) ?(?:g|gold|gp)\.? (?:to |-> ?|> ?)?(?P<to>[A-Za-z]{3,20})$",
                   re.IGNORECASE)
_MOVE = re.compile(r"^(?:mv|mov|mve|m)\.? (?P<n>[0-9]{1,2}) (?:fr(?:om)? )?(?P<src>[0-9]{1,3}|[A-Za-z]) (?:to |-> ?|> ?)?"
                   r"(?P<to>[0-9]{1,3}|[A-Za-z])$", re.IGNORECASE)
_ATTACK = frozenset("att atk attk attack attacks".split())
# '+1s T', '+ 2a 61', 'b3@61', 'b 3a @61', 'bb 2 arm in 5': a purchase.
_BUY = re.compile(r"^(?:\+ ?|(?:b|bb|by|buy|bld|build)\.? ?(?=[0-9]))(?P<n>[0-9]{1,2}) ?(?P<k>a|s|arm|arms|army|armies|shp|shps|ship|ships)?"
                  r"\.? ?(?:@ ?|in |at )?(?P<at>[0-9]{1,3}|[A-Za-z])$", re.IGNORECASE)
_KINDS = {"a": "armies", "arm": "armies", "arms": "armies", "army": "armies", "armies": "armies",
          "s": "ships", "shp": "ships", "shps": "ships", "ship": "ships", "ships": "ships"}


def written_out(text: str, names: Names) -> str | None:
    """The shorthand order in full ('3 armies 58 -> 55', 'buy 1 ship in T'), None when the line is not one."""
    text = text.strip().rstrip(".!;")
    if len(text) > LONGEST or not text:
        return None
    bought = _BUY.match(text)
    if bought:
        return _purchase(bought, names)
    given = _GIVE.match(text)
    if given:
        return f"give {given['n']} gold to {given['to']}" if names.is_nation(given["to"]) else None
    moved = _MOVE.match(text)
    if moved:
        text = f"{moved['src']}>{moved['to']} x{moved['n']}"        # 'mv 3 58 57'
    tokens = text.replace(" x ", " x").replace(":", " ").split()
    lead = _COUNT.match(tokens[0].casefold()) if tokens else None
    if lead and len(tokens) > 1:
        tokens = [*tokens[1:2], tokens[0], *tokens[2:]]            # '2s E>F att', '3x 58>57': the count first
    route, i = _route(tokens, names)
    if route is None:
        return None
    count = kind = None
    attack: list[str] | None = None
    for token in tokens[i:]:
        low = token.casefold().strip(",")
        said = _COUNT.match(low) or _NOTED.match(low)
        if said and count is None and attack is None or said and count is None and attack == []:
            count = said["n"] or said["m"]
            kind = _KINDS.get((said["k"] or said["l"] or "").casefold())
        elif low == "all" and count is None:
            count = "all"                   # '58>57 all'
        elif low in _ATTACK and attack is None:
            attack = []
        elif attack is not None and names.is_nation(token.strip(",")):
            attack.append(token.strip(","))
        else:
            return None                     # a word the shorthand does not explain
    if count is None:
        return None
    src, to = route
    by_start = "ships" if names.board[names.region(src)].is_sea else "armies"
    if kind is not None and kind != by_start and by_start == "armies":
        return None                         # ships said from a province: not a route the letters agree on
    kind = kind or by_start
    tail = "" if attack is None else " attack" + (" " + ", ".join(attack) if attack else "")
    if tail and kind != "ships":
        return None                         # armies attack by moving: 'att' after armies is not explained
    return f"{count} {kind} {src} -> {to}{tail}"


def _route(tokens: list[str], names: Names) -> tuple[tuple[str, str] | None, int]:
    """The two places of the route at the start ('58>55', 'T -> S') and the index of the word after it."""
    if tokens and (m := _ROUTE.match(tokens[0])) and names.is_region(m["src"]) and names.is_region(m["to"]):
        return (m["src"], m["to"]), 1
    if len(tokens) >= 3 and tokens[1] in _ARROW and names.is_region(tokens[0]) and names.is_region(tokens[2]) \
            and len(tokens[0]) <= 3 and len(tokens[2]) <= 3:
        return (tokens[0], tokens[2]), 3
    return None, 0


def _purchase(m: re.Match, names: Names) -> str | None:
    where = m["at"]
    if not names.is_region(where):
        return None
    sea = names.board[names.region(where)].is_sea
    kind = _KINDS.get((m["k"] or "").casefold()) or ("ships" if sea else "armies")
    if (kind == "ships") != sea:
        return None                         # ships are bought in a sea, armies in a province
    return f"buy {m['n']} {kind} in {where}"


# A purchase or a count typed short, whether or not it reads: '+2s 61', 'b3@61', '58>55 x3s'.
_SHORT_SHAPE = re.compile(r"^(?:\+ ?|bb? ?)[0-9]{1,2}|(?:^| )(?:x ?[0-9]{1,2}[as]?|[0-9]{1,2}x?[as])(?: |$)", re.IGNORECASE)


def looks_short(text: str, names: Names) -> bool:
    """Whether a line is shaped like the shorthand (a count typed 'x3', '2s', a purchase '+1s') and names a place
    of the map by its number or letter: unread, it is refused, never set aside as chatter."""
    if len(text) > LONGEST:
        return False
    tokens = [w for w in _PARTS.split(text) if w]
    places = [w for w in tokens if len(w) <= 3 and (w.isdigit() or w.isupper()) and names.is_region(w)]
    if len(places) >= 2 and len(tokens) <= 6:
        return True                             # 'mv 3 58 57': two places typed short
    if _GOLD_SHORT.search(text) and any(names.is_nation(w) for w in tokens if len(w) > 2):
        return True                             # 'gv 5g Russia'
    if _SHORT_SHAPE.search(text.strip()) is None:
        return False
    return any(len(w) <= 3 and (w.isdigit() or w.isupper()) and names.is_region(w)
               for w in _PARTS.split(text) if w)


_GOLD_SHORT = re.compile(r"\b[0-9]{1,4} ?(?:g|gp)\b", re.IGNORECASE)
_PARTS = re.compile(r"[ >@+,.;:-]")
