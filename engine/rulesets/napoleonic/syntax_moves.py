"""Reading the orders that move: corps ("Corps A moves from Alsace to Baden", "A - Holland via
North Sea, Channel", "C scout Holland", "A holds") and squadrons ("Squadrons 1 and 2 move to the
North Sea", "squadron 2 - Western Mediterranean, attack Spain"). Lines arrive single-spaced."""

from __future__ import annotations

from engine.words import patterns as re        # its compile() waits for first use

from engine.errors import NotUnderstood
from engine.order_sheet import Order
from engine.words.lexicon import is_order_word
from engine.words.message import words
from engine.words.reading import Names, number, split_list
from engine.rulesets.napoleonic import by_sea_said, purposes, straits, typos
from engine.rulesets.napoleonic.orders import Hold, MoveCorps, Scout, SquadronOrder, TransportCorps

SEP = r"(?: and (?:on |then )?(?:to|into)\b|->|→|=>|–|—|\s-\s|^-\s*|\s-$|\bthen\b|\bto\b|\binto\b|,)"
LETTER = r"[A-Z]{1,3}"
MOVE_VERBS = (r"(?:moves?|march(?:es)?|goes|go|advances?|proceeds?|travels?|sails?|attacks?|invades?|assaults?|rides?|"
              r"heads?(?: for)?|push(?:es)?(?: on)?|hurr(?:y|ies)|falls? back|withdraws?|retreats?|continues?|cross(?:es)?|"
              r"shifts?|redeploys?|returns?|rush(?:es)?|hastens?|relocates?|steams?|pulls? back|seizes?|occup(?:y|ies)|"
              r"captures?|enters?|descends?|bears? down|strikes?|drives?|sweeps?|swings?|wheels?|makes? for|"
              r"makes? (?:its|their) way(?: to)?|pours?|surges?|ventures?|lunges?|thrusts?)")

MOVES = {
    # a list of them with the word said again or a plus between ('sq2 + sq3', 'sq1, sq2', 'sq 4 + 5')
    "squadron": re.compile(r"^(?:squadrons?|squads?|sqn?s?|sqdns?|sqd|fleets?)\.? ?#?([0-9]+(?:(?:, ?| and | ?[&+] ?)"
                           r"(?:(?:sqn?|sqd|squadron)\.? ?)?#?[0-9]+)*) ?[:.]? ?(.*)$", re.IGNORECASE),
    # 'and scouts Holland', 'scouting as far as Lorraine', 'and looks into Holland on its way', 'reconnoitres Saxony'
    # the veteran's 'A-Sax sc Pra', 'G: Don-Khar-Orel /sc Tula', 'scts Holland'
    "scout": re.compile(r"(?:^|[,;]? | ?/ ?)(?:and |while |then |\+ ?)?(?:scout(?:s|ing)?(?: cavalry)? |scts? |sc\.? |"
                        r"looks? (?=into |at |over )|"
                        r"looking (?=into |at |over )|reconnoit(?:re|er)s? |reconnoit(?:r|er)ing |probes? |probing |spies on |"
                        r"spying on |peeks? (?=into |at ))(?:into |in |at |over |on |as far as |towards? |ahead into )?(.+)$",
                        re.IGNORECASE),
    "attack": re.compile(r"(?:^|[,;]? )(?:and )?attacks?\b ?(.*)$", re.IGNORECASE),
    "verb": re.compile(rf"^{MOVE_VERBS}\b(?: (?:out|forward|forwards|ahead|onward|onwards|north|south|east|west|northwards|"
                       r"southwards|eastwards|westwards|up|down|over)\b)? ?", re.IGNORECASE),
    # 'leaves Boulogne for Brabant': its start, then where it goes
    "leaves": re.compile(r"^(?:leaves?|quits?|departs?|departs from) (.+?) (?:for|to|towards?) (.+)$", re.IGNORECASE),
    "hold": re.compile(r"^(?:holds?|stays?|remains?|stands?)\b(?: put| still| fast| in place| where (?:it is|they are)|"
                       r" (?:its |their )?positions?| on the coast| at home| in reserve| on guard| in garrison| in port| at anchor|"
                       r" on station)? ?[,;]? ?",
                       re.IGNORECASE),
    # 'Corps A does not move', 'will not stir', "won't budge this spring": the whole order says it stays
    "not_moving": re.compile(r"^(?:(?:does not|doesn't|will not|won't|shall not|is not to|are not to|must not|should not|"
                             r"is not going to|isn't going to|need not|do not|don't) "
                             r"(?:move|march|stir|budge|advance|leave|go anywhere|sail|put to sea)|is to (?:stay put|hold))"
                             r"(?: anywhere| at all| an inch)?(?: this (?:turn|season|spring|summer|fall|autumn|winter))?$",
                             re.IGNORECASE),
    "modal": re.compile(rf"^(?:will|shall|to|should|must) (?={MOVE_VERBS}\b|holds?\b|stays?\b)", re.IGNORECASE),
    "march_on": re.compile(r"^(?:on|against|towards?|upon|in|for) ", re.IGNORECASE),   # "goes in Lombardia": "va in"; "sets out for"
    # 'crosses the Rhine into Thuringia': the river crossed is no step of the route
    "river": re.compile(r"^(?:the )?(?:river )?(?P<river>[A-Z][A-Za-z'\u2019-]{1,20})(?: river)? (?=into |to |towards? )"),
    # 'his light horse sweeping ahead into Westphalia', 'their outriders peering across into Transylvania': scouting
    "riders": re.compile(r"(?:^|[,;]? )(?:and |while |with )?(?:his |her |its |their |the |your |whose )?(?:light horse|light cavalry|"
                         r"cavalry screen|cavalry|horse|horsemen|outriders|scouts|hussars|cossacks|patrols|vedettes|uhlans|chasseurs|"
                         r"dragoons|riders) (?:(?:may|will|can|should|shall|must|are to|is to) )?"
                         r"(?:sweep(?:s|ing)?|rid(?:es?|ing)|push(?:es|ing)?|peer(?:s|ing)?|rang(?:es?|ing)|prob(?:es?|ing)|"
                         r"look(?:s|ing)?|reach(?:es|ing)?|go(?:es|ing)?|fan(?:s|ning)? out|spread(?:s|ing)?|screening|feel(?:s|ing)?|"
                         r"scout(?:s|ing)?|reconnoit(?:re|res|ring)|press(?:es|ing)?)(?: ahead| forward|"
                         r" across| out| on| far| forwards)? (?:(?:into|over|towards?|to|across|as far as|at) )?(.+)$",
                         re.IGNORECASE),
}

# What a sentence says after the route and changes nothing: 'this spring', 'now', 'quietly', 'on its way'.
AFTER_ROUTE = tuple(f"{w} {t}" for w in ("this", "next") for t in ("spring", "summer", "fall", "autumn", "winter", "turn",
                                                                    "season", "month")) + (
    "now", "at once", "immediately", "quietly", "straight away", "right away", "forthwith", "without delay",
    "on its way", "on their way", "on the way", "from there", "as it goes", "instead of holding", "instead of staying",
    "all the same", "anyway", "regardless", "nonetheless", "as planned", "as agreed", "as before", "as discussed")


def without_after(text: str) -> str:
    """The text without the words after its route that change nothing ('Oporto this spring, quietly' is
    'Oporto'); each cut from the end once, so the time grows with the text's length and no more."""
    while True:
        low = text.casefold()
        cut = next((len(p) for p in AFTER_ROUTE if low.endswith(p) and low[-len(p) - 1:-len(p)] in (" ", ",")), 0)
        if not cut:
            return text
        text = text[:-cut].rstrip(" ,")


def _staying_cut(target: str) -> str:
    """A scouting target without the words saying the corps stays where it is ('Mecklenburg and stays put',
    'Mecklenburg without moving'): a scouting corps stays all the same, so they change nothing."""
    low = target.casefold().rstrip(" .!")
    for tail in _STAYING_TAILS:
        if low.endswith(tail):
            return target[:len(low) - len(tail)].rstrip(" ,")
    return target


_STAYING_TAILS = (" and stays put", " and stays where it is", " and stays", " and holds", " and holds its ground",
                  " without moving", " without moving itself", " from where it stands", " from where it is",
                  " but stays put", " but does not move", " but stays where it is")


def corps_head(text: str) -> tuple[list[str], str]:
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


_SQUADRON_WORD = re.compile(r"^(?:sqn?|sqd|squadron)\.? ?(?=[0-9])", re.IGNORECASE)


def numbers(text: str) -> list[int]:
    out = []
    for part in split_list(text.replace("#", "").replace("+", " + ")):
        part = _SQUADRON_WORD.sub("", part)         # 'sq2 + sq3': the word said again
        n = number(part, "a squadron number")
        if n is None:
            raise NotUnderstood(f"{part!r} is not a squadron number")
        out.append(n)
    return out


def squadron(number_: int, rest: str, nation: str, names: Names) -> SquadronOrder:
    rest = rest.strip()
    attack = False
    targets: tuple[str, ...] = ()
    a = MOVES["attack"].search(rest)
    sea = None
    if a:
        attack = True
        whom, sea = _whom_where(a.group(1).strip(), names)       # 'attack the British in the Gulf of Lion'
        targets = names.nations(whom) if whom else ()
        rest = rest[:a.start()].strip()
        if sea is not None and sea == _squadron_at(number_, nation, names):
            sea = None                              # where it stands: no move
    if not attack and MOVES["not_moving"].match(rest):
        return SquadronOrder(nation=nation, number=number_, to=None, attack=False, targets=())    # 'does not move'
    holds = MOVES["hold"].match(rest) is not None
    if not holds:
        rest = purposes.without_purpose(rest, names)    # 'go to the Heligoland Bight to watch Holland'
    rest = MOVES["verb"].sub("", MOVES["hold"].sub("", rest)).strip()
    if rest[:4].casefold() == "for " and names.is_region(rest[4:].strip(" .!")):
        rest = rest[4:]                             # 'squadrons 4 and 5 sail for the Western Mediterranean'
    if rest[:7].casefold() == "out of ":
        rest = "from " + rest[7:]                   # 'sails out of the Kattegat into the Skagerrak'
    if rest[:5].casefold() == "from ":
        rest = rest[5:]                             # 'sails from the North Sea to the Heligoland Bight'
    if holds and rest[:3].casefold() in ("in ", "at ") and _names_a_sea(rest[3:], names):
        stays_where_it_stands(number_, rest[3:], nation, names)     # 'stays in the Bay of Biscay' from the Channel: asked
        rest = ""                                   # 'Squadron 3 stays in the Balearic Sea', 'stays at Gibraltar'
    elif holds and rest[:3].casefold() in ("in ", "at "):
        rest = _stays_for(number_, rest[3:], nation, names)     # '... stays in the Sea of Marmara to guard the straits'
    if sea is not None and not rest:
        rest = names.board.name(sea)
    steps = _split_path(rest)
    to = None
    if steps:
        if len(steps) == 2 and names.is_region(steps[0]) and names.region(steps[0]) == _squadron_at(number_, nation, names):
            steps = steps[1:]                       # 'Sq 2: Bay of Biscay -> English Channel': its sea named first
        if len(steps) > 1:
            raise NotUnderstood("a squadron moves one sea: give one destination")
        to = _sea_first(steps[0], names.region(steps[0]), names)
        if holds and to == _squadron_at(number_, nation, names):
            to = None                               # 'stays in the Tyrrhenian', where it stands: a hold
    if to is None and not attack and not holds:
        raise NotUnderstood("a squadron order moves it ('squadron 1 - North Sea'), attacks ('squadron 1 attack') "
                            "or holds ('squadron 1 holds')")
    return SquadronOrder(nation=nation, number=number_, to=to, attack=attack, targets=targets)


_SAILS = ("sail", "steam")           # a corps that sails across a strait is carried by the ships there
_SEP_SPLIT = re.compile(SEP, re.IGNORECASE)          # compiled once: met on every corps line
_STARTS_WITH_SEP = re.compile(r"^(?:->|→|=>|–|—|-|to\b|into\b)", re.IGNORECASE)


def _whom_where(text: str, names: Names) -> tuple[str, str | None]:
    """('the British', 'gulf_of_lion') for 'the British in the Gulf of Lion'; (text, None) otherwise."""
    low = text.casefold()
    at = max(low.rfind(" in "), low.rfind(" at "))
    if at <= 0 or not names.is_region(text[at + 4:]) or not names.is_nation(_whom(text[:at])):
        return text, None
    return _whom(text[:at]), names.region(text[at + 4:])


_PURPOSE = (" to ", " so ", " because ", " since ", " as ", " in order ", ", ", " for ")


def _stays_for(number_: int, rest: str, nation: str, names: Names) -> str:
    """'' for 'the Sea of Marmara to guard the straits' when the squadron stands there and the reason
    after the sea names no order ('to attack ...' is never set aside); the words as written otherwise."""
    low = rest.casefold()
    cut = min((at for at in (low.find(p) for p in _PURPOSE) if at > 0), default=-1)
    if cut < 0 or not names.is_region(rest[:cut]):
        return rest
    if any(is_order_word(w) for w in words(rest[cut:])):
        return rest
    stays_where_it_stands(number_, rest[:cut], nation, names)
    return ""


def stays_where_it_stands(number_: int, place: str, nation: str, names: Names) -> None:
    """A squadron said to stay in a sea where it does not stand (nor at a coast beside its sea) is refused: the
    player may mean another squadron, or a move there."""
    here = names.region(place)
    there = _squadron_at(number_, nation, names)
    if there is not None and here != there and (names.board[here].is_sea or names.board.edge(here, there) is None):
        raise NotUnderstood(f"squadron {number_} stands in {names.board.name(there)}, not in {names.board.name(here)}: "
                            f"which is meant? ('squadron {number_} holds', or a move: 'squadron {number_} - "
                            f"{names.board.name(here)}')")


def _sea_first(said: str, found: str, names: Names) -> str:
    """A squadron's destination named by a word that is a land's other name and a word of one sea's name ('sq1 ->
    Biscay': the Bay of Biscay, not Navarre): the sea. The land otherwise (refused by the checks as no sea)."""
    board = names.board
    word = said.strip(" .!").casefold()
    if board[found].is_sea or not word or " " in word:
        return found
    seas = [r for r in board.regions if board[r].is_sea and word in board.name(r).casefold().split()]
    return seas[0] if len(seas) == 1 else found


def _names_a_sea(text: str, names: Names) -> bool:
    """Whether the words name a place, by any name the reader knows ('the Tyrrhenian' too)."""
    if names.is_region(text):
        return True
    try:
        names.region(text)
    except NotUnderstood:
        return False
    return True


def _split_path(text: str) -> list[str]:
    text = text.strip()
    if not text:
        return []
    parts = _SEP_SPLIT.split(text)
    return [p.strip() for p in parts if p and p.strip()]


def corps(letter: str, rest: str, nation: str, names: Names) -> Order:
    rest = rest.strip()
    colon = rest.startswith(":")                  # 'A: Baden' goes to Baden; 'A: Alsace - Baden' names the start
    rest = rest.lstrip(":").strip()
    rest = MOVES["modal"].sub("", typos.verb_fixed(rest, names.is_region))     # 'Corps B will attack Bavaria', 'Corps D marhc to ...'
    placed, rest = _standing(rest, names)         # 'A in Vienna moves to Moravia'
    scout = None
    rest = without_after(rest)
    s = (MOVES["riders"].search(rest) if _rides_ahead(rest) else None) or MOVES["scout"].search(rest)
    if s:
        scout = names.region(without_after(_staying_cut(s.group(1))).strip())   # 'and scouts Holland from there'
        rest = rest[:s.start()].strip().rstrip(",;").strip()
    left = MOVES["leaves"].match(rest)
    if left and names.is_region(left.group(1)):
        rest = f"from {left.group(1)} to {left.group(2)}"      # 'leaves Boulogne for Brabant'

    if rest[:2].casefold() in ("do", "wi", "wo", "sh", "is", "ar", "mu", "sh", "ne") and MOVES["not_moving"].match(rest):
        return Hold(nation=nation, corps=letter) if scout is None else Scout(nation=nation, corps=letter, target=scout)
    held = _held_at(letter, rest, nation, names)
    if held is not None:
        return held if scout is None else Scout(nation=nation, corps=letter, target=scout)
    holds = MOVES["hold"].match(rest) is not None
    rest = MOVES["hold"].sub("", rest).strip()
    placed_in = rest[:3].casefold() in ("in ", "at ")
    where = rest[3:] if placed_in else rest
    if holds and where and names.is_region(where):  # 'A stays in Alsace', 'Corps A holds London', 'D shall hold the Tyrol'
        here, there = names.region(where), _stands(letter, nation, names)
        if not placed_in and there is not None and here != there:    # 'holds Bavaria' may mean 'take and hold it'
            raise NotUnderstood(f"corps {letter} stands in {names.board.name(there)}, not in {names.board.name(here)}: "
                                f"'{letter} holds' keeps it there, '{letter} - {names.board.name(here)}' moves it")
        rest = ""
    rest = _embarked(carried_by(by_sea_said.seas_said(rest)))  # 'embarks at Cadiz and sails via ... to Marrakesh'
    verb = MOVES["verb"].match(rest)
    rest = MOVES["march_on"].sub("", rest[verb.end():].strip()) if verb else rest      # 'marches on Andalusia'
    river = MOVES["river"].match(rest) if verb else None
    if river and not names.is_region(river["river"]) and not names.known_nation(river["river"]):
        rest = rest[river.end():]                   # 'crosses the Rhine into Thuringia'
    rest = _enemy_in(rest, names)                   # 'attacks the French in Piedmont'
    rest = _nation_at(rest, names)                  # 'cross the border into Sweden at Gothenburg'
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
    starts_with_sep = verb is not None or _STARTS_WITH_SEP.match(rest) is not None
    if rest[:7].casefold() == "out of " or rest[:3].casefold() == "of " and verb and verb.group(0).rstrip().casefold().endswith(" out"):
        rest = "from " + rest[rest.casefold().find("of ") + 3:]     # 'rides out of the Don to Kharkov': the start
    said_from = rest[:5].casefold() == "from "
    if said_from:
        rest, starts_with_sep = rest[5:], False      # 'moves from Alsace to Baden' names the start
    steps = _split_path(rest)
    there = _stands(letter, nation, names)
    if not (verb is not None and verb[0].casefold().startswith(_SAILS)):
        steps = straits.walked(steps, there if starts_with_sep else None, names)    # 'crosses the Bosporus to Smyrna'
    if not steps:
        raise NotUnderstood(f"corps {letter} has no destination")
    path = tuple([names.region(x) for x in steps])
    if said_from and len(path) == 1:                # 'E withdraws from Champagne': where it leaves, never where it goes
        raise NotUnderstood(f"'from {steps[0]}' says where corps {letter} leaves, no destination: write the move "
                            f"as '{letter} - ...' (ask the player where it goes)")
    start = None
    if starts_with_sep and len(path) >= 2 and path[0] == there:
        start, path = path[0], path[1:]             # 'C - Volhynia -> Kiev', C in Volhynia: its start named
    if not starts_with_sep and not (colon and len(path) == 1):
        if len(path) < 2 and not (there is not None and path[0] != there
                                  and names.board.edge(there, path[0]) is not None):
            raise NotUnderstood(f"write the move as '{letter} - {steps[0]}'")
        if len(path) < 2:           # 'a saxony scout prague': A beside Saxony, the one place it can go there
            return MoveCorps(nation=nation, corps=letter, path=path, scout=scout, start=placed)
        # 'G: Kharkov - Poltava', 'g kharkov then poltava', G beside Kharkov: a march through it, as the state says
        # ('A Alsace - Baden', the canonical form, names the start, checked)
        through = (colon or " then " in rest.casefold()) and not said_from and there is not None \
            and path[0] != there and names.board.edge(there, path[0]) is not None
        if not through:
            start, path = path[0], path[1:]
    seas = [p for p in path if names.board[p].is_sea]
    if seas and len(path) >= 2 and path[-1] not in seas and all(p in seas for p in path[:-1]):
        # 'A crosses the North Sea to Holland': carried by sea (a march into a sea is the resolution's to refuse)
        return TransportCorps(nation=nation, corps=letter, seas=tuple(seas), to=path[-1], scout=scout)
    return MoveCorps(nation=nation, corps=letter, path=path, scout=scout, start=start or placed)


def _enemy_in(rest: str, names: Names) -> str:
    """'the French in Piedmont' -> 'Piedmont': a corps sent against a nation where it stands goes there."""
    low = rest.casefold()
    at = max(low.rfind(" in "), low.rfind(" at "))
    if at <= 0:
        return rest
    who, where = _whom(rest[:at]), rest[at + 4:]
    return where if names.is_nation(who) and names.is_region(where) else rest


def _nation_at(rest: str, names: Names) -> str:
    """'Gothenburg' for 'the border into Sweden at Gothenburg', 'Portugal by the northern road, at Oporto': a
    nation's land entered at a place names the place; the words as written otherwise (another place among
    them, or no nation, is never set aside)."""
    low = rest.casefold()
    at = low.rfind(" at ")
    if at <= 0 or not names.is_region(rest[at + 4:]):
        return rest
    before = [w.strip(",.;") for w in rest[:at].split()]
    lands = [w for w in before if w[:1].isupper() and (names.known_nation(w) or _country(w, names))]
    if len(lands) != 1 or any(w[:1].isupper() and w not in lands and names.is_region(w) for w in before) \
            or any(w.isdigit() for w in before) or len(before) > 8:
        return rest
    return rest[at + 4:]


def _country(word: str, names: Names) -> bool:
    """Whether a word is a land's name the map gives as another name of a province ('Sweden' of Stockholm,
    'Portugal' of Lisbon): a country, not the province's own name."""
    return names.is_region(word) and names.board.name(names.region(word)).casefold() != word.casefold()


_WHOM_FIRST = ("the ", "any ", "all ", "every ", "enemy ")
_WHOM_LAST = (" ships", " fleet", " fleets", " squadron", " squadrons", " navy", " corps", " troops", " army", " forces")


def _whom(text: str) -> str:
    """'British' for 'any British ships', 'the French corps': the nation a force belongs to."""
    for _ in range(2):
        low = text.casefold()
        first = next((f for f in _WHOM_FIRST if low.startswith(f)), None)
        text = text[len(first):] if first else text
    low = text.casefold()
    last = next((w for w in _WHOM_LAST if low.endswith(w)), None)
    return text[:-len(last)] if last else text


def _stands(letter: str, nation: str, names: Names) -> str | None:
    """Where the nation's corps `letter` stands in the state, None if it has none."""
    find = getattr(names.state, "find_corps", None)
    found = find(nation, letter) if find is not None else None
    return getattr(found, "at", None) if found is not None else None


_HELD = re.compile(r" (?:holds?|stays?|remains?|stands?)(?: put| still| fast| in place)?$", re.IGNORECASE)


def _held_at(letter: str, rest: str, nation: str, names: Names) -> Hold | None:
    """'C - Venezia holds', 'A: Boulogne stays', 'C - Catalonia stays put': the corps holds where it
    stands, named as a confirmation; refused when it stands elsewhere."""
    m = _HELD.search(rest)
    if m is None:
        return None
    place = rest[:m.start()].strip()
    for sep in ("->", "-", "→", "–", ":"):
        place = place.removeprefix(sep).strip()
    if not place or not names.is_region(place):
        return None
    here, there = names.region(place), _stands(letter, nation, names)
    if there is not None and here != there:
        raise NotUnderstood(f"corps {letter} stands in {names.board.name(there)}, not in {names.board.name(here)}: "
                            f"'{letter} holds' keeps it there, '{letter} - {names.board.name(here)}' moves it")
    return Hold(nation=nation, corps=letter)


_EMBARK = ("embarks at ", "embark at ", "embarks in ", "embark in ", "boards at ", "board at ", "boards ships at ")


_CARRIED = re.compile(r",? (?:carried|transported|ferried|shipped|conveyed|borne|taken) (?:by|aboard|on board|on) (?:the )?"
                      r"(?P<sea>[A-Z][A-Za-z'\u2019]{1,20}(?: [A-Z][A-Za-z'\u2019]{1,20}){0,2}) (?:squadrons?|fleets?|ships|navy)\b")


def carried_by(rest: str) -> str:
    """'A: London to Holland, carried by the Channel squadrons' -> 'A: London to Holland via Channel': the squadrons
    of a sea that carry a corps are the sea it crosses (the ruleset checks the name and the squadrons there)."""
    m = _CARRIED.search(rest) if "by " in rest or " on " in rest or "aboard" in rest else None
    return f"{rest[:m.start()]} via {m['sea']}{rest[m.end():]}" if m else rest


_RIDERS = ("horse", "cavalry", "outrider", "scouts", "hussar", "cossack", "patrol", "vedette", "uhlan", "chasseur",
           "dragoon", "riders")


def _rides_ahead(rest: str) -> bool:
    """Whether a corps order may say its riders go ahead ('his light horse sweeping ahead into ...'): one
    look for their words before the pattern is tried."""
    low = rest.casefold()
    return " " in low and any(w in low for w in _RIDERS)


def _embarked(rest: str) -> str:
    """'embarks at Cadiz and sails via the Gulf of Cadiz to Marrakesh' -> 'by sea via the Gulf of Cadiz
    to Marrakesh': the port it leaves is where it stands; the move is by sea."""
    low = rest.casefold()
    if not low.startswith(_EMBARK):
        return rest
    cut = low.find(" and ")
    if cut < 0:
        return rest
    after = rest[cut + 5:]
    verb = MOVES["verb"].match(after)
    after = after[verb.end():] if verb else after
    return f"by sea {after.strip()}" if after.casefold().startswith("via ") else rest


def _squadron_at(number_: int, nation: str, names: Names) -> str | None:
    find = getattr(names.state, "find_squadron", None)
    found = find(nation, number_) if find is not None else None
    return getattr(found, "at", None) if found is not None else None


def _standing(rest: str, names: Names) -> tuple[str | None, str]:
    """('vienna', 'moves to Moravia') for 'in Vienna moves to Moravia': where the corps stands,
    named before its verb; (None, rest) otherwise."""
    if rest[:3].casefold() not in ("in ", "at "):
        return None, rest
    words = rest[3:].split(" ")
    for k in range(1, min(5, len(words))):
        after = " ".join(words[k:])
        if (MOVES["verb"].match(after) or MOVES["hold"].match(after)) and names.is_region(" ".join(words[:k])):
            return names.region(" ".join(words[:k])), after
    return None, rest


def _by_sea(letter: str, head: str, seas_text: str, scout, nation: str, names: Names) -> TransportCorps | MoveCorps:
    """'A - Holland via North Sea, Channel' or 'A by sea via North Sea to Holland'."""
    head = by_sea_said.head_said(head)              # 'by sea to Wales', 'to Holland by the sea'
    if head.casefold().endswith("by sea"):
        head = head[:-6].strip()
    if head[:5].casefold() == "from ":
        head = head[5:]                             # 'B from Dublin to Wales via Irish Sea'
    to_at = seas_text.casefold().find(" to ")
    dest = seas_text[to_at + 4:] if to_at >= 0 else None
    seas_text = seas_text[:to_at] if to_at >= 0 else seas_text
    steps = _split_path(head)
    there = _stands(letter, nation, names)
    if steps and there is not None and (dest is None and len(steps) == 2 or dest is not None and len(steps) == 1) \
            and names.is_region(steps[0]) and names.region(steps[0]) == there:
        steps = steps[1:]                           # 'B: Dublin to Wales via Irish Sea': where it stands, named
    if dest is None:
        if len(steps) == 2 and there is not None and names.is_region(steps[0]):
            raise NotUnderstood(f"corps {letter} stands in {names.board.name(there)}, not in "
                                f"{names.board.name(names.region(steps[0]))}: by sea, write '{letter} - "
                                f"{steps[1]} via {seas_text.strip()}'")
        if len(steps) != 1:
            raise NotUnderstood("by sea, write 'A - Holland via North Sea, Channel'")
        dest = steps[0]
    elif steps:
        raise NotUnderstood("by sea, write 'A - Holland via North Sea, Channel'")
    if there is not None and straits.is_strait_name(seas_text, names.board) and not _own_name(seas_text, names) \
            and names.is_region(dest) and straits.across(seas_text, there, names.region(dest), names):
        return MoveCorps(nation=nation, corps=letter, path=(names.region(dest),), scout=scout)   # 'via the Bosporus'
    said = [names.region(x) for x in re.split(r"(?:,|\band\b|->|→| - | via )", seas_text) if x.strip()]
    twice = " via " in f" {seas_text.casefold()}"       # 'via Channel (via English Channel)': one sea said twice
    seas = tuple(x for i, x in enumerate(said) if not twice or i == 0 or said[i - 1] != x)
    regions = names.board.regions
    if seas and all(s in regions and regions[s].is_land for s in seas):
        # 'C marches to Bavaria via Switzerland': a march through land, not a voyage
        return MoveCorps(nation=nation, corps=letter, path=seas + (names.region(dest),), scout=scout)
    return TransportCorps(nation=nation, corps=letter, seas=seas, to=names.region(dest), scout=scout)


def _own_name(text: str, names: Names) -> bool:
    """Whether the words are a sea's own name on the map ('Strait of Gibraltar'), not another name of it."""
    said = " ".join(text.casefold().split()).removeprefix("the ")
    return names.is_region(text) and names.board.name(names.region(text)).casefold() == said
