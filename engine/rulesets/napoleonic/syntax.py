"""Reading orders as players write them, and writing them back the same way.

The canonical forms (what `format_order` writes) are documented in docs/rules/napoleonic.md;
the reader also takes the players' own phrasings ("Corps A moves from Alsace to Baden", "DoW
Spain", "Give Prussia 10 gold") and several orders on one line ("A - Baden, B - Bavaria").
Lines reach it as single-spaced words (engine.words.message), so no pattern here meets a run of spaces.
"""

from __future__ import annotations

from engine.rulesets.napoleonic.units_called import called, unit_key
from engine.words.words_left import asked_for_words_left, other_nations
from engine.words.units_named import held_for_refused, named
from engine.words import patterns as re        # its compile() waits for first use
from collections.abc import Callable

from engine.board import Board
from engine.errors import NotUnderstood
from engine.words.message import holds_everything
from engine.words.lexicon import THIRD_PERSONS, is_greeting
from engine.words.sequence import only_sequence, without_sequence
from engine.words.nothing import adds_nothing, denied_beside_orders, gives_no_order
from engine.orders import Names, Order, OrderSheet, Rejections, looks_like_order, parse_lines, repeats_asked
from engine.words.reading import number, read_once, read_parts, split_list, split_orders
from engine.words.patterns import any_of
from engine.rulesets.napoleonic import addressed, answers_named, checks, framing, nations_short, passive, rewrites
from engine.rulesets.napoleonic.shaped import shaped as _shaped
from engine.rulesets.napoleonic import syntax_divisions as divisions
from engine.rulesets.napoleonic import syntax_moves
from engine.rulesets.napoleonic import gold_short, headings, outcomes, placed, said_when, subjects, transfers_said
from engine.rulesets.napoleonic.stays_said import STAYS
from engine.rulesets.napoleonic.held_on_line import held_on_line
from engine.rulesets.napoleonic.builds_together import builds_together
from engine.rulesets.napoleonic import meaning as by_meaning
from engine.rulesets.napoleonic.unit_refs import CORPS_NOUNS as _CORPS_NOUNS, SQUADRON_NOUNS as _SQUADRON_NOUNS
from engine.rulesets.napoleonic.unit_refs import _unit_refs, unit_refs  # noqa: F401  (the units as called, for others)
from engine.rulesets.napoleonic.moves_read import corps_moves, squadron_moves
from engine.rulesets.napoleonic.orders import (
    Accept,
    Alliance,
    Annex,
    BreakAlliance,
    Cede,
    DeclareWar,
    Gift,
    Peace,
    Permit,
    SquadronOrder,
)
from engine.rulesets.napoleonic.syntax_divisions import KIND_WORDS  # noqa: F401  (the unit words, for other readers)
from engine.words.references import named_in_note, refer
from engine.rulesets.napoleonic.kinds_of import whole_kind
from engine.rulesets.napoleonic.units import NapoleonicState
from engine.rulesets.napoleonic.writing import KIND_NAMES, format_order  # noqa: F401  (written back as read)
from engine.state import GameState


# Words that make an unreadable line an error rather than chatter (engine.orders.looks_like_order).
ORDER_WORDS = frozenset("""build builds buy buys raise recruit conscript launch transfer detach merge move moves
    march marches advance advances attack attacks invade invades hold holds stay stays remain remains scout scouts
    annex annexes declare declares war dow alliance ally peace break cancel give gives gift send sends pay cede
    cedes accept accepts allow allows permit permits squadron squadrons sq fleet corps infantry cavalry artillery
    inf cav arty gold loan offer offers via sail sails bld blds xfer xfers""".split())

_RE = {
    "comment": re.compile(r"(?:^| )(?:#(?![0-9])|//).*$"),      # "#2" is a number, not a comment
    "hold_all": re.compile(r"^(?:all (?:my )?(?:units |corps |forces |armies |troops )?)?(?:holds?|stand fast|stays?)$",
                           re.IGNORECASE),
    # 'We declare war', 'I build': never 'I scout Paris' (corps I)
    "subject": re.compile(r"^(?:we|i|we will|i will|we shall|i shall)(?: also| then| now)? (?=(?:declare|build|buy|offer|give|send|annex|ally|"
                          r"propose|sign|cede|accept|allow|permit|transfer|merge|break|cancel|pay|raise|recruit)\b)",
                          re.IGNORECASE),
    "season_first": re.compile(r"^(?:this|next) (?:winter|spring|summer|fall|autumn|turn|season),? (?=[A-Za-z])",
                               re.IGNORECASE),
    "ruler": re.compile(r"^(?:[Tt]he |[Oo]ur |[Hh]is |[Hh]er )?(?P<who>[A-Z][A-Za-z'\u2019-]{1,20}(?: [A-Z][A-Za-z'\u2019-]{1,20}){0,2}) "
                        r"(?=(?:raises|builds|recruits|levies|offers|proposes|declares|signs|annexes|gives|sends)\b)"),
    "transfer": divisions.TRANSFER,
    "merge": divisions.MERGE,
    "build": re.compile(r"^(?:build|buy|raise|recruit|conscript|launch)s?:? (.+)$", re.IGNORECASE),
    # '(3 gold)' is the player's sum, '(GB)' an abbreviation of the name before it: notes, not words to read
    "cost": re.compile(r"\((?:(?:costs? |for |= ?)?[0-9]{1,6} ?(?:gold|g|gp)?|[A-Z]{1,3})\)", re.IGNORECASE),
    "annex": re.compile(r"^(?:annex(?:es)?|annexation of|annexing) (.+)$", re.IGNORECASE),
    "new_corps": re.compile(r"^(?:a )?new corps (?:in|at) (?P<where>[^:]+): (?P<what>.+)$", re.IGNORECASE),
    "new_squadron": re.compile(r"^(?:a |one )?new (?P<what>squadrons?|fleets?|ships?) (?:in|at) (?P<where>.+)$",
                               re.IGNORECASE),
    "ordinal": re.compile(r"^([0-9]{1,6})(?:st|nd|rd|th) (?:squadron|fleet)\b", re.IGNORECASE),
    # Short heads: a corps word cut short before its letter, 'bld', and a count 'x' a unit word with no verb (a build)
    "short_head": re.compile(r"^(?:(?P<corps>crps|corp|crp|cps|korps|corsp|coprs|cosrp)\.? (?=[A-Za-z]{1,3}\b)|(?P<build>blds?|bld\.)[.:]? "
                             r"|(?P<count>[0-9]{1,2}) ?[xX] ?(?=(?:inf|infantry|cav|cavalry|art|arty|artillery|squadrons?)\b))",
                             re.IGNORECASE),
    # the veteran's transfers: 'xfer 1 inf from A to B', 'Xfer 1 inf B->I', 'trf 2 cav C > H'
    "xfer": re.compile(r"^(?:xfers?|xfrs?|trfs?|trans)\.? ", re.IGNORECASE),
    "transfer_arrow": re.compile(r"^(transfers? (?:[0-9a-z]{1,6} )?(?:[A-Za-z]{2,12} )?)(?:from )?(?:corps )?([A-Z]{1,3}) ?"
                                 r"(?:->|\u2192|>|-) ?(?:corps )?([A-Z]{1,3})$", re.IGNORECASE),
    # '2 infantry divisions in Paris', 'a cavalry division at Picardy': divisions counted with no verb, a build
    # ('two divisions of infantry', 'a single infantry division', 'a pair of squadrons for the North Sea' too)
    "counted": re.compile(r"^(?:[0-9]{1,2}|an?|one|two|three|four|five|six|a pair of|a couple of|a single)"
                          r" (?:(?:new|fresh|single|extra|additional) )?(?:(?:divisions?|regiments?|batter(?:y|ies)) of )?"
                          r"(?:inf|infantry|cav|cavalry|art|arty|artillery|squadrons?|foot|horse|guns)\b", re.IGNORECASE),
    "counted_at": re.compile(r" (?:in|at|for the) [A-Z]"),
    # 'Build in Moscow: 2 infantry and 1 artillery': the place first, the units after the colon
    "build_place_first": re.compile(r"^(?:build|buy|raise|recruit)s? (?:in|at) ([^:]{2,40})$", re.IGNORECASE),
    "glued": re.compile(r"^((?:[Cc]orps )?[A-Z]{1,3})-(?=[A-Za-z])"),
    "named_corps": re.compile(r"\([Cc]orps ([A-Z]{1,3})\) "),      # '(GB)' names no corps
    # 'DoW nobody', 'declare war on no one this turn', 'no DoW': no war is declared, nothing to read
    "no_war": re.compile(r"^(?:(?:dows?|declares? war|declarations? of war|war)(?: on| against| upon)?:? (?:nobody|no one|"
                         r"no-one|noone|none|nothing|nada)(?: (?:this|for now|yet)(?: turn| season| winter| spring| time)?)?"
                         r"|no (?:dows?|war declarations?|declarations? of war)(?: this (?:turn|season|winter|spring|time))?)$",
                         re.IGNORECASE),
    # 'Annex nothing this winter', 'build none': no annexation or build, nothing to read
    "no_annex": re.compile(r"^(?:annex(?:es|ations?)?|builds?):? (?:nothing|none|nada)(?: (?:this|for now|yet)"
                           r"(?: turn| season| winter| spring| summer| fall| time)?)?$", re.IGNORECASE),
    "war": re.compile(r"^(?:declares? war (?:on|against|upon)|declares? war|war (?:on|against|with)|dow(?: on)?) (.+)$",
                      re.IGNORECASE),
    "break": re.compile(r"^(?:break|cancel|end)s? (?:the |our |my )?alliance (?:with )?(.+)$", re.IGNORECASE),
    "alliance": re.compile(r"^(?:(?:sign|propose|form|offer|request|seek|accept)s? (?:an? |the )?)?(?:alliance|ally|allies|alli\.?|all\.) "
                           r"(?:with |to )?(.+)$",
                           re.IGNORECASE),
    "peace": re.compile(r"^(?:(?:sign|make|propose|offer|request|seek|accept)s? (?:the )?)?peace (?:treaty )?"
                        r"(?:with |to )?(.+)$", re.IGNORECASE),
    "gold_to": re.compile(r"^(\w+) gold to (.+?)(?: as an? \w+)?$", re.IGNORECASE),
    "move_first": re.compile(rf"^(?:{syntax_moves.MOVE_VERBS}|send|sends) (?=(?:corps )?{syntax_moves.LETTER}\b)", re.IGNORECASE),
    "gift": re.compile(r"^(?:give|gift|send|pay|loan|lend)s? (\w+) ?(?:gold )?to (.+?)(?: as an? \w+)?$",
                       re.IGNORECASE),
    "gift_to": re.compile(r"^(?:give|gift|send|pay|loan|lend)s? (.+?) (\w+) gold(?: as an? \w+)?$", re.IGNORECASE),
    "cede": re.compile(r"^(?:cede|give|hand over)s? (?:province )?(.+?) to (.+)$", re.IGNORECASE),
    "accept": re.compile(r"^accepts? (?:province )?(.+?) from (.+)$", re.IGNORECASE),
    "permit": re.compile(r"^(?:allow|permit)s? (.+?) (?:to pass through|to sail through|to cross|to pass|through|"
                         r"across) (?:the )?(.+)$", re.IGNORECASE),
    "starts": re.compile(rf"^(?:(?i:corps )?{syntax_moves.LETTER} ?(?:-|–|->|→|:|(?i: {syntax_moves.MOVE_VERBS}| holds?| stays?| to)\b)"
                         r"|(?i:(?:squadrons?|sqn?s?|sqdns?|sqd|fleet) ?#?[0-9])|(?i:(?:build|buy|annex|declare|dow|give|send|cede|"
                         r"accept|allow|permit|transfer|merge|offer|break|cancel|sign|propose|pay|raise|recruit|alliance|let)\b))"),
}


def _clean(line: str) -> str:
    line = (_RE["comment"].sub("", line) if "#" in line or "//" in line else line).strip()
    named = _RE["named_corps"].search(line)
    if named and named.start() < 60:                # 'Archduke Charles (Corps A) marches to Bavaria'
        line = f"Corps {named[1]} {line[named.end():]}"
    if "(" in line:          # '(3 gold)' is the player's sum, '(scouting Bavaria)' part of the order
        line = " ".join(_RE["cost"].sub(" ", line).replace("(", " ").replace(")", " ").split())
    return line.rstrip(".;!").strip()


def parse_line(line: str, nation: str, names: Names) -> list[Order | NotUnderstood] | None:
    """The orders of one line (several for 'A - Baden, B - Bavaria'), None for a comment line;
    NotUnderstood says why a line is unusable."""
    row = _table_row(line, nation, names)
    if row is not None:                 # '| Corps | Order |' / '|---|---|' / '| C | Piedmont |'
        if not row:
            return None
        line = row
    line = framing.without_courtesy(addressed.plain(line))  # 'Marshal Davout, ...', 'if it is no bother, could ...'
    text = _clean(named_in_note(line, unit_refs(nation, names.state)) or line)
    if not text:
        return None
    text = gold_short.written_out(text) or text     # '5g to Spain': gold written short
    if " and " in text and text.casefold().count("squadron ") >= 2:      # 'squadron 4 and squadron 5 stay ...'
        text = _EACH_SQUADRON.sub(_squadrons_together, text)
    if ("." in text or ";" in text) and len(text) < _MOST_JOINED and _RUN_ON.search(text):
        parts = [_part_read(p, nation, names) for p in _RUN_ON.split(text.rstrip(".;")) if p not in (".", ";")]
        if all(parts):                      # 'D-Bavaria.A holds': a corps' letter after a full stop with no space
            return [x for p in parts if p for x in p]
    said = rewrites.rewritten(text)         # '+2i Vie', 'Builds ....... 1 cavalry Paris', 'could corps A ...?'
    if said is not None:
        return parse_line(said, nation, names) if said else []
    said = placed.without_label(text, nation, names)    # 'In Magdeburg, E moves to Hanover': where E stands
    if said is None:
        said = said_when.unframed(line.strip(), names) \
            or said_when.season_head(line.strip(), nation, names)   # '12 March: Corps D to Bavaria', 'prussia spring: ...'
    if said is not None:
        return parse_line(said, nation, names)
    wished = outcomes.wishes(text)          # 'I want corps C in Aragon by the end of the spring, and ...'
    if wished is not None:
        return _wishes_read(wished, nation, names)
    if _RE["hold_all"].match(text) or holds_everything(text, ORDER_WORDS) or gives_no_order(text, ORDER_WORDS, nation):
        return []
    answers_named.refuse_answer(text, names)        # 'Spain, yes.' under a quoted question: asked, never dropped
    first: NotUnderstood | None = None
    try:
        read = _strict(text, nation, names)
    except NotUnderstood as e:
        first, read = e, None
    if read is not None and _clean_read(read):
        return read
    state = names.state
    mine = state.corps_of(nation) if isinstance(state, NapoleonicState) else []
    shaped = _shaped(line.strip(), {c.letter for c in mine})     # 'I want C to...', 'Corps D shall sail...'
    if shaped is not None:
        try:
            again = _strict(_clean(named_in_note(shaped, unit_refs(nation, names.state)) or shaped), nation, names)
        except NotUnderstood as e:
            again = None
            if first is not None and "no province or sea called" in first.reason and e.reason != first.reason:
                first = e               # 'I would like our second corps to...': the question about the corps, not the wish
        if again and _clean_read(again):
            return again
    if "; " in line and len(line) < _MOST_JOINED:      # each part said in its own shape
        parts = [_part_read(part, nation, names) for part in line.split("; ")]
        denied = any(p == [] and not adds_nothing(part) for p, part in zip(parts, line.split("; ")))
        if all(p is not None for p in parts) and not denied:     # 'Nothing moves; A - Baden': asked, never half-read
            return [x for p in parts if p is not None for x in p]
    if read is not None:
        return read                     # a line read in part: its other orders stand
    for said in (shaped, line.strip()):
        named = subjects.resolved(said.strip().rstrip(".!;"), nation, names) if said else None    # 'The Venice corps attacks Piedmont'
        if named is not None:
            try:
                again = _strict(named, nation, names)
            except NotUnderstood:
                again = _each_told(named, nation, names)    # 'The squadrons at Cadiz sail ...': each of them
            if again and _clean_read(again) and not any(isinstance(o, SquadronOrder) and o.to is not None
                                                        and not names.board[o.to].is_sea for o in again):
                return again            # ('The Mediterranean squadron sails to Toulon': a port, no sea: asked)
            shaped = named
            break
    for said in (shaped, line.strip()):
        sailed = squadron_moves(said, names, lambda move: read_parts([move], lambda piece: _piece(piece, nation, names)),
                                nation) \
            if said else None
        if sailed is not None:
            return sailed
    for said in (shaped, line.strip()) if mine else ():
        moved = corps_moves(said, nation, names, mine, lambda move: read_parts(
            [move], lambda piece: _piece(piece, nation, names))) if said else None
        if moved is not None:
            return moved
    assert first is not None
    raise first


_MOST_JOINED = 600


def _each_told(named: str, nation: str, names: Names) -> list | None:
    """The orders of several units told one thing, one sentence each ('squadron 1 shall sail for the Strait of
    Gibraltar; squadron 2 shall sail ...'), when every one reads; None otherwise."""
    if "; " not in named:
        return None
    got: list = []
    for part in named.split("; "):
        read = _part_read(part, nation, names)
        if not read:
            return None
        got.extend(read)
    return got
# Squadrons each named with the word before one verb ('squadron 4 and squadron 5 stay in the North Sea',
# 'Squadron 1, squadron 2 and squadron 3 sail ...'): one subject, 'squadrons 1, 2 and 3'.
_EACH_SQUADRON = re.compile(r"\b[Ss]quadron (?P<first>[0-9]{1,2})(?P<more>(?:, [Ss]quadron [0-9]{1,2}){0,6}),? and "
                            r"[Ss]quadron (?P<last>[0-9]{1,2})\b")


def _squadrons_together(m: re.Match[str]) -> str:
    more = [w for w in m["more"].replace(",", " ").split() if w.isdigit()]
    return f"squadrons {', '.join([m['first'], *more])} and {m['last']}"
# A full stop or semicolon with no space after it between a word and the next (the shared cut leaves a capital
# letter alone after it, as in an abbreviation): a new order typed without its space, taken when every part reads.
_RUN_ON = re.compile(r"(?<=[A-Za-z]{2})([.;])(?=[A-Za-z])")
# The heads of a table's columns: the row that names them gives no order.
_TABLE_HEADS = frozenset("corps unit units squadron squadrons order orders destination target move moves action "
                         "from to where notes note comment comments".split())


def _table_row(line: str, nation: str, names: Names) -> str | None:
    """A Markdown table row of two cells, a unit and what it does, as one order ('| C | Piedmont |' is
    'C - Piedmont', '| C | holds |' 'C holds'); '' for the head and the rule under it; None for any other
    line (and rows of more cells, whose notes the shared reader weighs)."""
    said = line.strip()
    if len(said) < 3 or not (said.startswith("|") and said.endswith("|")):
        return None
    cells = [c.strip() for c in said[1:-1].split("|")]
    if all(c.casefold() in _TABLE_HEADS or c and set(c) <= set("-: ") for c in cells):
        return ""
    if len(cells) != 2 or not all(cells):
        return None
    unit, what = cells
    words = unit.split()
    letters = {c.letter for c in names.state.corps_of(nation)} if isinstance(names.state, NapoleonicState) else set()
    if not (words[-1] in letters and len(words) <= 2 or words[0].casefold() in ("squadron", "sq") and words[-1].isdigit()):
        return None
    first = what.replace("->", " - ").replace("\u2192", " - ").split(" - ")[0].strip()
    return f"{unit} - {what}" if names.is_region(first) else f"{unit} {what}"    # the state says if it is the start


def _wishes_read(parts: list[tuple[str, str | None]], nation: str, names: Names) -> list[Order | NotUnderstood]:
    """Each part of a line of wishes read: the move a wish says, any other part as written; a part that gives
    nothing is asked about, never dropped ('And I want my flag on Munich by the end of summer')."""
    out: list[Order | NotUnderstood] = []
    for part, wish in parts:
        try:
            read = parse_line(wish or part, nation, names)
        except NotUnderstood as e:
            out.append(NotUnderstood(f"{part!r}: {e.reason}"))
            continue
        if not read:
            out.append(NotUnderstood(f"{part!r}: no order the rules have: ask the player"))
        out.extend(read or [])
    return out


def _part_read(part: str, nation: str, names: Names) -> list | None:
    """One part of a line read whole, None unless it reads clean."""
    try:
        read = parse_line(part, nation, names)
    except NotUnderstood:
        return None
    return read if read is not None and _clean_read(read) else None


def _clean_read(read: list) -> bool:
    for x in read:                      # a loop, not a generator: every line read meets it
        if isinstance(x, NotUnderstood):
            return False
    return True


def _strict(text: str, nation: str, names: Names) -> list[Order | NotUnderstood]:
    pieces = _pieces(text)
    denied = denied_beside_orders(pieces, ORDER_WORDS, nation)
    if denied is not None:
        raise NotUnderstood(f"{denied!r} says no order is given, and the line gives orders too: which is meant? "
                            "ask the player")
    return read_parts(pieces, lambda piece: _piece(
        _natural(_referred(_without_subject(_typed_letter(without_sequence(piece.rstrip(".!").strip()), nation, names),
                                            nation, names),
                           nation, names), names),
        nation, names), aside=lambda piece: only_sequence(piece) or is_greeting(piece) and not looks_like_order(
            piece, ORDER_WORDS, names, nation, _letters(nation, names.state)))


def _typed_letter(text: str, nation: str, names: Names) -> str:
    """'a saxony scout prague' -> 'A saxony scout prague': a line typed in lower case that starts with the
    letter of one of the nation's corps and then a place is that corps' order ('a', 'i' are words otherwise)."""
    if len(text) < 4 or text[1] != " " or text[0] not in "ai" or text != text.casefold() \
            or text[0].upper() not in _letters(nation, names.state):
        return text
    said = text[2:].split(" ")
    if any(names.is_region(" ".join(said[:n])) for n in (1, 2, 3) if n <= len(said)):
        return text[0].upper() + text[1:]
    return text


def _typed_units(nation: str, state: GameState) -> frozenset[str]:
    """The nation's units as a line may type them in one word: corps letters, 'sq4', 'Sqn4', 'sq.4' (a line
    naming one is an order to read or refuse, never chatter: 'sq4 x')."""
    if not isinstance(state, NapoleonicState):
        return frozenset()
    numbers = [str(s.number) for s in state.squadrons if s.nation == nation]
    typed = {f"{head}{n}" for n in numbers for head in ("sq", "Sq", "SQ", "sqn", "Sqn", "SQN", "sq.", "Sq.")}
    return frozenset(c.letter for c in state.corps_of(nation)) | typed


def _letters(nation: str, state: GameState) -> frozenset[str]:
    """The letters of the nation's corps: asked only of a part that does not read."""
    return frozenset(c.letter for c in state.corps_of(nation)) if isinstance(state, NapoleonicState) else frozenset()


def _referred(text: str, nation: str, names: Names) -> str:
    """'my B corps marches on Saxony', 'the corps in Picardy holds', '2nd corps to Baden': the unit
    by its letter or number, as the rest of the reader takes it."""
    said = refer(text, unit_refs(nation, names.state), names, lambda reading: _possible(reading, nation, names)) or text
    return whole_kind(said, nation, names.state)        # 'Transfer the cavalry of corps A to a new corps C'


def _possible(reading: str, nation: str, names: Names) -> bool:
    """Whether one reading of a line ('Corps E moves to Saxony') reads and the position allows it (the
    checks made when a line is read): for a unit called by what it holds, which of the fitting ones."""
    if not isinstance(names.state, NapoleonicState):
        return True
    try:
        orders = _piece(_natural(reading, names), nation, names)
    except NotUnderstood:
        return False
    if not orders:
        return False
    sheet = OrderSheet(nation, tuple(orders), (1,) * len(orders), (reading,) * len(orders))
    rejections = Rejections(sheet)
    checks.reading_problems(sheet, names.state, names.board, rejections)
    return not rejections.sheet().problems


def _natural(text: str, names: Names) -> str:
    """Players' shapes of an order turned into the reader's: 'Silesia: build 2 infantry', 'New corps
    in Tyrol: 2 infantry, 1 cavalry', 'New squadron in the Baltic Sea', '8th squadron sails ...',
    'C-Andalusia', 'Annexation of Hanover'."""
    text = passive.active(text)             # 'Two infantry divisions are to be raised in Bulgaria'
    text = transfers_said.as_transfer(text, lambda letter, place: _stands_at(letter, place, names)) or text
    text = outcomes.wanted(text) or text    # 'I want corps C in Aragon by the end of the spring'
    head, colon, tail = text.partition(": ")
    if colon and _RE["build"].match(tail) and " in " not in tail and " at " not in tail and names.is_region(head):
        return f"{tail} in {head}"
    if colon and _RE["counted"].match(tail) and " in " not in tail and " at " not in tail and names.is_region(head):
        return f"build {tail} in {head}"        # 'Paris: 2 infantry'
    counted = _RE["counted"].match(text) if text[:1].isdigit() or text[:1] in "aAoOtTfFsS" else None
    if counted and (_RE["counted_at"].search(text) or divisions.counted_at_places(text, names)):
        return f"build {text}"                  # '2 infantry divisions in Paris', '1 cav Picardy': new divisions, a build
    place_first = _RE["build_place_first"].match(head) if colon else None
    if place_first and " in " not in tail and names.is_region(place_first[1]):
        return f"build {tail} in {place_first[1]}"
    m = _RE["xfer"].match(text) if text[:1] in "xXtT" else None
    if m:
        text = "transfer " + text[m.end():]
    m = _RE["transfer_arrow"].match(text) if text[:8].casefold() == "transfer" and " from " not in text.casefold() \
        else None
    if m:
        return f"{m[1]}from {m[2]} to {m[3]}"
    m = _RE["new_corps"].match(text) or _RE["new_squadron"].match(text)
    if m:
        return f"build {m['what']} in {m['where']}"
    m = _RE["ordinal"].match(text)
    if m:
        return f"squadron {m[1]}{text[m.end():]}"
    m = _RE["short_head"].match(text)
    if m:                                   # 'Crps D -> Baden', 'corp G - Kharkov', 'bld 2 inf Vienna', '2x inf @ Berlin'
        head = "Corps " if m["corps"] else "build " if m["build"] else f"build {m['count']} "
        return _natural(head + text[m.end():], names)
    m = _RE["glued"].match(text)
    if m:
        return f"{m[1]} - {text[m.end():]}"
    return text


def _stands_at(letter: str, place: str, names: Names) -> bool:
    """Whether a corps of that letter stands in the place named ('B', 'Picardy'): where a new corps formed of it stays."""
    place = place.removeprefix("the ")
    state = names.state
    return names.is_region(place) and isinstance(state, NapoleonicState) and any(
        c.letter == letter and c.at == names.region(place) for c in state.corps)


def _without_subject(text: str, nation: str, names: Names) -> str:
    """'France declares war on Spain' and 'We declare war on Spain' are the nation's own order; 'This winter
    the Hofkriegsrat raises ...', 'The Emperor offers ...': a council or a ruler of the nation builds or treats
    for it (never a nation, a place or a unit: those are another's order, or a unit's)."""
    text = addressed.plain(text)           # 'Marshal Soult, you will take Corps A ...'
    when = _RE["season_first"].match(text)
    if when:                                # 'This winter we raise ...', 'Next turn, Austria offers ...'
        text = text[when.end():]
    m = _RE["subject"].match(text)
    if m:
        return text[m.end():]
    m = _RE["ruler"].match(text)
    who = m["who"] if m else ""
    if m and who[0].isupper() and who.casefold() not in THIRD_PERSONS and not names.known_nation(who) \
            and not names.is_region(who) and not _another_nations(m.group(0), nation, names) \
            and not any(w.casefold() in _FORCE_NOUNS for w in who.split()):
        return text[m.end():]
    return names.without_subject(text, nation)


def _another_nations(said: str, nation: str, names: Names) -> bool:
    """Whether a ruler or council said before the verb is another nation's ('The Prussian Council gives ...', 'His
    Catholic Majesty shall raise ...' written by France): a name of a nation in one to three of its words."""
    said_words = said.split()
    return any(names.known_nation(" ".join(said_words[i:j])) not in (None, nation)
               for i in range(len(said_words)) for j in range(i + 1, min(len(said_words), i + 3) + 1))


def _pieces(text: str) -> list[str]:
    """'A - Baden, B - Bavaria' -> two orders; 'A and C - Baden' stays one (both corps march);
    'Builds: 2 infantry in Moscow; 1 cavalry in Kiev' two builds (the verb carried over)."""
    pieces = split_orders(text, lambda piece: _RE["starts"].match(piece) is not None, _bare_letters)
    out: list[str] = []
    building = False
    for piece in pieces:
        if out and piece[:5].casefold().startswith(_WHOSE) and syntax_moves.MOVES["riders"].match(piece):
            out[-1] = f"{out[-1]}, {piece}"         # 'D crosses into Baden; your light horse may look into ...'
            continue
        if _RE["build"].match(piece):
            building = True
        elif building and _BUILT.match(piece):
            piece = f"build {piece}"
        else:
            building = False
        out.append(piece)
    return out


_WHOSE = ("his ", "her ", "its ", "their", "your ", "the l", "the c", "the h", "the o", "the s")   # riders of the corps before
# What follows a build after ';' and builds too: a count, a unit word, where ('1 cavalry in Kiev').
_BUILT = re.compile(r"^(?:[0-9]{1,2}x?|an?|An|[Oo]ne|[Tt]wo|[Tt]hree|[Ff]our|[Ff]ive|[Aa]nother) [A-Za-z]{2,14}(?: [a-z]{2,10})? (?:in|at) ")


def _bare_letters(text: str) -> bool:
    sq = syntax_moves.MOVES["squadron"].match(text) if text[:1] in "sSfF" else None
    if sq and not sq.group(2).strip():
        return True                             # 'sq1, sq2 -> Skagerrak': the list goes on
    moved = _RE["move_first"].match(text)
    letters, rest = syntax_moves.corps_head(text[moved.end():] if moved else text)
    return bool(letters) and not rest


def _piece(text: str, nation: str, names: Names) -> list[Order]:
    if _ANY_PARSED is None or _ANY_PARSED.match(text):
        for key, build in _LINE_PARSERS:
            m = _RE[key].match(text)
            if m:
                read = build(m, nation, names)
                return read if isinstance(read, list) else [read]
    sq = syntax_moves.MOVES["squadron"].match(text)
    if sq:
        return [syntax_moves.squadron(n, sq.group(2), nation, names) for n in syntax_moves.numbers(sq.group(1))]
    moved = _RE["move_first"].match(text)          # 'Move corps A to Baden', 'March A to Baden'
    letters, rest = syntax_moves.corps_head(text[moved.end():] if moved else text)
    if letters and moved:
        rest = "moves " + rest
    if letters:
        return [syntax_moves.corps(letter, rest, nation, names) for letter in letters]
    raise NotUnderstood("expected a corps order ('A - Thuringia'), a squadron order ('squadron 1 - North Sea'), "
                        "or build, transfer, annex, declare war, alliance, peace, break alliance, give, cede, "
                        "accept or allow")





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







def _each(cls, field):
    return lambda m, nation, names: [cls(nation=nation, **{field: n})
                                     for n in names.nations(nations_short.expanded(m.group(1), names))]   # 'ally Pru'


_LINE_PARSERS: list[tuple[str, Callable]] = [
    ("no_annex", lambda m, nation, names: []),
    ("build", divisions.build),
    ("transfer", divisions.transfer),
    ("merge", divisions.merge),
    ("gift", _gift),
    ("gift_to", _gift_to),
    ("gold_to", _gift),
    ("annex", _annex),
    ("no_war", lambda m, nation, names: []),
    ("war", _each(DeclareWar, "target")),
    ("break", _each(BreakAlliance, "target")),
    ("alliance", _each(Alliance, "target")),
    ("peace", _each(Peace, "target")),
    ("accept", lambda m, n, names: Accept(nation=n, province=names.region(m.group(1)), giver=names.nation(m.group(2)))),
    ("permit", lambda m, n, names: Permit(nation=n, target=names.nation(m.group(1)), sea=names.region(m.group(2)))),
    ("cede", lambda m, n, names: Cede(nation=n, province=names.region(m.group(1)), to=names.nation(m.group(2)))),
]


_ANY_PARSED = any_of(_RE[key] for key, _ in _LINE_PARSERS)      # a march matches none: one try, not fourteen


def parse_sheet(text: str, nation: str, state: GameState, board: Board, judge: bool = True) -> OrderSheet:
    """A message read line by line, then (`judge`) what the position says a line cannot mean refused
    with the reason (checks.reading_problems: a corps the nation does not have, a march through
    spaces that do not border); the season, gold and diplomacy are judged at entry."""
    names = Names(board, state)
    units = _typed_units(nation, state)
    text, headed = headings.under_headings(text, nation, names)    # '### Corps A' / 'march to Saxony'
    meaning = (lambda: by_meaning.meaning(board, state, nation, names)) if isinstance(state, NapoleonicState) else None
    mine = called(nation, state) if isinstance(state, NapoleonicState) else []
    sheet = repeats_asked(parse_lines(text, nation, read_once(lambda line: builds_together(parse_line(line, nation, names))),
                                      lambda line: looks_like_order(line, ORDER_WORDS, names, nation, units)
                                      or answers_named.answer_naming(line, names) is not None
                                      or rewrites.may_be_build(line) or outcomes.wishes_somewhere(line, names)
                                      or gold_short.written_out(line) is not None
                                      or by_meaning.names_an_order(line, names, nation),
                                      meaning=meaning,
                                      stays=STAYS.reader(mine, names, nation, lambda u: [
                                          o for o in parse_line(f"{u.said} holds", nation, names) or []]) if judge else None))
    sheet = headings.as_written(sheet, headed)
    sheet = held_for_refused(sheet, lambda line: named(line, mine, names), unit_key)    # a unit's later line unread
    sheet = held_on_line(sheet, mine, names, unit_key)     # 'Corps D to Oporto. If ..., corps D holds instead.'
    sheet = STAYS.after(sheet, mine, names, unit_key, lambda line: parse_line(line, nation, names) or [])
    sheet = asked_for_words_left(sheet, lambda order: format_order(order, board), other_nations(state, nation))
    if not judge or not isinstance(state, NapoleonicState) or checks.eliminated(state, nation):
        return sheet
    rejections = Rejections(sheet)
    checks.reading_problems(sheet, state, board, rejections)
    return rejections.sheet()


# Unions of the word sets above, made once at import rather than at every word tested.
_FORCE_NOUNS = _CORPS_NOUNS | _SQUADRON_NOUNS
